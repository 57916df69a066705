import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Jetpack Compose typography, read from Kotlin sources by a lexical scan: `Font(R.font.x, …)` values,
/// `FontFamily(…)` families, and the `TextStyle(…)`s of `Typography(…)` (Material 3, and Material 2 with
/// `defaultFontFamily`) or bound to names.
package struct ComposeFonts {
    /// One `Font(…)`: its resource and what it declares (Compose's defaults: FontWeight.Normal, FontStyle.Normal).
    struct FontValue {
        var resource: String?
        var weight: Int?
        var italic: Bool?
        /// `Font(googleFont = GoogleFont("…"), …)`: fetched at run time, at the weights it declares.
        var downloadable = false
        /// The Google Fonts family a downloadable font names.
        var googleName: String?
        /// Compose Multiplatform's `Res.font.x` (any `*.font.x` but `R.font.x`): a file under
        /// `composeResources/font`, loaded by Compose itself on every target.
        var multiplatform = false
        /// The resource is decided at run time (FOSDEM's `Font(fontResource.font, weight, style)` in a function
        /// of `fontResource`, a path or a `File`): no file to look for, so the family's styles are not checked,
        /// and no `missing-font-resource` either.
        var computedResource = false
        /// `Font(DeviceFontFamilyName("sans-serif-medium"), …)`: a family the device has, looked up by name
        /// (`Typeface.create(name, …)`), with no file in the app; "?" when the name is not a literal.
        var device: String?
        var location: SourceLocation
        /// `weight = FontWeight(w)` in a function of `w` that makes the font (`Font` factories): the weight is
        /// each call's argument.
        var weightParameter: String?
    }

    struct Family {
        var name: String
        var location: SourceLocation
        var fonts: [FontValue]
        var downloadable: Bool { fonts.contains { $0.downloadable } }
        /// Only device fonts: the family is the platform's, nothing of it is in the app. Not one named "":
        /// `DeviceFontFamilyName("")` throws (androidx: `require(name.isNotEmpty())`), so that family is no font
        /// at all, and its styles are not checked.
        var deviceName: String? {
            guard let first = fonts.first?.device, fonts.allSatisfy({ $0.device != nil }) else { return nil }
            return first
        }
        var namesNoDevice: Bool { fonts.contains { $0.device == "" } }
        /// A Google Fonts family whose name is computed (androidify's `GoogleFont(BuildConfig.fontName)`): the
        /// typeface is not known here, so its styles are not checked, never named after the Kotlin binding.
        var namesNoGoogleFont: Bool { fonts.contains { $0.downloadable && $0.googleName == nil } }
        /// None of those, and no resource decided at run time: a family whose fonts this scan knows.
        var isKnown: Bool { !namesNoDevice && !namesNoGoogleFont && !fonts.contains(where: \.computedResource) }
    }

    enum FamilyReference {
        /// `FontFamily.Default`, `.SansSerif`, …: the system font.
        case system(String)
        /// A family of `Font(DeviceFontFamilyName("…"))` only: a font the device has, by name.
        case device(String)
        case family(Family)
        /// `AppTheme.typography.bodyMedium.fontFamily`: the family of the style named so, found once every style
        /// is read.
        case ofStyle(String)
        /// A name that is not a family this scan knows: not checked.
        case unknown
    }

    struct Style {
        var name: String
        var location: SourceLocation
        var family: FamilyReference
        var weight: Int
        var italic: Bool
        /// `fontSize = 16.sp` and `lineHeight = 24.sp`, for the HTML report.
        var size: Double? = nil
        var lineHeight: String? = nil
        /// `fontWeight = Typography.bodyRegular.fontWeight` (GOV.UK's chat input): the weight of the style named
        /// so, found once every style is read, as `FamilyReference.ofStyle` is; not checked when it is not read.
        var weightOfStyle: String? = nil
        /// `fontStyle = X.caption.fontStyle`: the same for the slant.
        var italicOfStyle: String? = nil
        /// One of a typography class's styles when the app builds the class with several families
        /// (`TangemTypography(RobotoFamily).head`): a use by its bare name (`typography.head`) may be any of them.
        var amongSeveralFamilies = false

        /// Not checked: its family, or a weight or slant of it, is decided at run time.
        var isUnknown: Bool {
            if case .unknown = family { return true }
            return false
        }
    }

    var styles: [Style] = []
    /// Families, by binding or place, for the declaration checks.
    var families: [Family] = []
    private(set) var skipsCallsNamingNoFont = true
    /// The font properties of enum entries (`ComposeEnumTokens`), by `Enum.ENTRY.property` and `ENTRY.property`.
    private(set) var enumConstants: [String: EnumConstant] = [:]
    /// Typography classes built with their family as an argument (`ComposeConstructorFamilies`).
    private(set) var constructorFamilies = ComposeConstructorFamilies()

    /// The arguments a family or font is passed to that say where it goes, not what it is called.
    static let familyPlaces: Set<String> = ["fontFamily", "defaultFontFamily", "font", "fonts", "family"]

    /// Compose's `FontWeight` constants.
    static let weights: [String: Int] = [
        "Thin": 100, "ExtraLight": 200, "Light": 300, "Normal": 400, "Medium": 500, "SemiBold": 600, "Bold": 700,
        "ExtraBold": 800, "Black": 900, "W100": 100, "W200": 200, "W300": 300, "W400": 400, "W500": 500,
        "W600": 600, "W700": 700, "W800": 800, "W900": 900,
    ]
    /// Material 2's text styles and their weights in its default `Typography`.
    static let material2Roles: [(String, Int)] = [
        ("h1", 300), ("h2", 300), ("h3", 400), ("h4", 400), ("h5", 400), ("h6", 500), ("subtitle1", 400),
        ("subtitle2", 500), ("body1", 400), ("body2", 400), ("button", 500), ("caption", 400), ("overline", 400),
    ]
    /// Material 3's type scale and the weight of each role in its baseline `Typography()`.
    static let material3Roles: [String: Int] = [
        "displayLarge": 400, "displayMedium": 400, "displaySmall": 400, "headlineLarge": 400,
        "headlineMedium": 400, "headlineSmall": 400, "titleLarge": 400, "titleMedium": 500, "titleSmall": 500,
        "bodyLarge": 400, "bodyMedium": 400, "bodySmall": 400, "labelLarge": 500, "labelMedium": 500,
        "labelSmall": 500,
    ]

    /// Reads every Kotlin file. Fonts and families bound in one file are used in another, so the files are
    /// read in three passes over their tokens: `Font` values, then families, then styles.
    package init(files: [(path: String, tokens: [SourceToken])]) {
        self.init(sources: files.map { SourceCalls($0.tokens, file: $0.path) })
    }

    /// The same, from files whose brackets were matched where they were lexed, on every core.
    /// `skippingCallsNamingNoFont`: a `Text(…)` whose tokens have no `fontFamily`, `fontWeight` or `fontStyle`
    /// (a `SpanStyle(…)` no `fontFamily`) gives no style, and is passed over without reading its arguments (most
    /// `Text` calls set none; reading them was two thirds of this reader on a 10,000-file app). False reads every
    /// call's arguments: the reference path (`ReadingFastPathTests.composeCallsNamingNoFontAreSkippedUnchanged`).
    init(sources: [SourceCalls], skippingCallsNamingNoFont: Bool = true) {
        self.skipsCallsNamingNoFont = skippingCallsNamingNoFont
        var boundFonts: [String: FontValue] = [:]
        // `Font(…).toFontFamily()` calls, by source, read as families after the `FontFamily(…)` ones.
        var familyFonts: [(source: SourceCalls, font: Int)] = []
        for source in sources {
            for i in source.calls(named: "Font") {
                if Self.madeFamily(byFontAt: i, in: source) != nil {
                    familyFonts.append((source, i))
                    continue
                }
                // `fun googleSans(weight: Int) = Font(…, weight = FontWeight(weight))`, kept as "googleSans()".
                if let factory = Self.factory(makingFontAt: i, in: source) {
                    var font = Self.font(at: i, in: source)
                    if font.weightParameter != factory.parameter { font.weightParameter = nil }
                    boundFonts[factory.name + "()"] = font
                    continue
                }
                if let name = source.boundName(ofCallAt: i, unlessPassedAs: Self.familyPlaces) {
                    boundFonts[name] = Self.font(at: i, in: source)
                }
            }
        }
        var boundFamilies: [String: Family] = [:]
        var functionFamilies = Set<String>()
        for source in sources {
            for i in source.calls(named: "FontFamily") {
                // `fun chango(): FontFamily = FontFamily(…)`, kept as "chango()" like a getter's val.
                if let function = Self.familyFunction(makingFamilyAt: i, in: source) {
                    let name = function + "()"
                    let family = Self.family(at: i, in: source, named: name, fonts: boundFonts)
                    guard !family.fonts.isEmpty else { continue }
                    // `actual fun` in several source sets (DroidKaigi's androidMain and jvmMain) is one family:
                    // the first read, and files are read in path order, so `androidMain` comes before `iosMain`,
                    // `jvmMain`, `desktopMain` and `wasmJsMain`.
                    guard functionFamilies.insert(name).inserted else { continue }
                    families.append(family)
                    boundFamilies[name] = family
                    continue
                }
                // Named by its declaration; an inline family (`fontFamily = FontFamily(…)`) by its place.
                let declared = source.boundName(ofCallAt: i, unlessPassedAs: Self.familyPlaces)
                let name = declared ?? Self.placeName(at: i, in: source)
                let family = Self.family(at: i, in: source, named: name, fonts: boundFonts)
                guard !family.fonts.isEmpty else { continue }
                families.append(family)
                if declared != nil { boundFamilies[name] = family }
            }
        }
        // `val GoogleSans = Font(R.font.google_sans).toFontFamily()`: a family of that one font (M3U).
        for (source, i) in familyFonts {
            let declared = source.boundName(ofCallAt: i, unlessPassedAs: Self.familyPlaces)
            let name = declared ?? Self.placeName(at: i, in: source)
            let family = Family(name: name, location: source.location(i), fonts: [Self.font(at: i, in: source)])
            families.append(family)
            if let declared { boundFamilies[declared] = family }
        }
        enumConstants = enumConstants(sources, families: boundFamilies, fonts: boundFonts)
        let reader = self
        constructorFamilies = ComposeConstructorFamilies(sources) { range, s in
            reader.reference(range, in: sources[s], families: boundFamilies, fonts: boundFonts)
        }
        for source in sources { findTypographies(source) }
        let chains = ComposeStyleChains(sources: sources)
        for (s, source) in sources.enumerated() {
            readStyles(source, s, templates: chains.templates[s], families: boundFamilies, fonts: boundFonts)
        }
        // Factories' calls and `.merge(…)` chains, over the styles read so far and each other.
        let chained = readChains(chains, known: Self.byName(styles), families: boundFamilies, fonts: boundFonts)
        // Copies after every file's styles: `Body.copy(…)` may copy a style bound in another file.
        let known = Self.byName(styles)
        for (s, source) in sources.enumerated() {
            readCopies(source, skipping: chained[s], known: known, families: boundFamilies, fonts: boundFonts)
        }
        // `Text(…, fontWeight = …)` over its `style`, which may be any style read above or its `.copy(…)`.
        for s in sources.indices {
            readTextCalls(s, chains: chains, known: known, families: boundFamilies, fonts: boundFonts)
        }
        // A style's family named through another style: that style's, when it is read here and has one of its
        // own; else not checked (a helper's parameter, `textStyle.fontFamily`).
        for i in styles.indices {
            guard case .ofStyle(let name) = styles[i].family else { continue }
            switch known[name]?.family {
            case .ofStyle?, .unknown?, nil: styles[i].family = .unknown
            case let family?: styles[i].family = family
            }
        }
        // The same for a weight or slant named through another style: that style's own, when it has one and is
        // checked itself (a style whose weight is decided at run time has none to give).
        for i in styles.indices {
            Self.take(\.weight, namedBy: \.weightOfStyle, into: &styles[i], known: known)
            Self.take(\.italic, namedBy: \.italicOfStyle, into: &styles[i], known: known)
        }
    }

    /// `style`'s `value` from the style its `reference` names (`weightOfStyle`, `italicOfStyle`), when that one
    /// is read here, checked, and has its own; else the style is not checked.
    private static func take<Value>(
        _ value: WritableKeyPath<Style, Value>, namedBy reference: WritableKeyPath<Style, String?>,
        into style: inout Style, known: [String: Style]
    ) {
        guard let path = style[keyPath: reference] else { return }
        if let other = Self.style(named: path, in: known), other[keyPath: reference] == nil, !other.isUnknown {
            style[keyPath: value] = other[keyPath: value]
        } else {
            style.family = .unknown
        }
        style[keyPath: reference] = nil
    }

    /// The style a dotted path names (`PosterTypography.titleLarge`, `GovUkTheme.typography.bodyRegular`): by its
    /// longest known tail, and by its last name alone only when its qualifier is no typography read here, so
    /// one typography's `titleLarge` is never another's.
    static func style(named path: String, in known: [String: Style]) -> Style? {
        let names = path.split(separator: ".").map(String.init)
        for start in 0..<max(0, names.count - 1) {
            if let style = known[names[start...].joined(separator: ".")] { return style }
        }
        guard let last = names.last else { return nil }
        if names.count >= 2 {
            let qualifier = names[names.count - 2] + "."
            if known.keys.contains(where: { $0.hasPrefix(qualifier) }) { return nil }
        }
        return known[last]
    }

    /// Styles by name, the first of each; and by a qualified name's last part (`MaterialTheme.typography
    /// .bodyLarge.copy(…)` names the role, not the typography it came from).
    static func byName(_ styles: [Style]) -> [String: Style] {
        var known: [String: Style] = [:]
        for style in styles where known[style.name] == nil {
            known[style.name] = style
            if let role = style.name.split(separator: ".").last, known[String(role)] == nil {
                // Which family `typography.head` has is decided at run time when the class is built with several.
                var role = (String(role), style)
                if style.amongSeveralFamilies { role.1.family = .unknown }
                known[role.0] = role.1
            }
        }
        return known
    }

    static func weight(_ range: Range<Int>, in source: SourceCalls) -> Int? {
        guard let start = source.valueStart(range) else { return nil }
        let t = source.tokens
        if t[start].isIdentifier("FontWeight"), source.token(start + 1)?.isPunctuation(".") == true,
            let name = source.token(start + 2)
        {
            return weights[name.text]
        }
        if t[start].isIdentifier("FontWeight"), source.token(start + 1)?.isPunctuation("(") == true,
            let number = source.token(start + 2), number.kind == .number
        {
            return Int(number.text)
        }
        // A parameter with a default (bitkit's `fun Display(…, fontWeight: FontWeight = FontWeight.Black)`, 106
        // calls that pass none): the default, which Kotlin uses at every call that leaves it out.
        if range.upperBound - start == 1, t[start].kind == .identifier,
            let value = parameterDefault(of: start, in: source)
        {
            return weight(value, in: source)
        }
        return nil
    }

    /// The value range of `name: FontWeight = value` in the parameter list of a function before `i` (at most
    /// 3,000 tokens back), for the name at `i`.
    private static func parameterDefault(of i: Int, in source: SourceCalls) -> Range<Int>? {
        let name = source.tokens[i].text
        var j = i - 1
        while j >= max(0, i - 3000) {
            defer { j -= 1 }
            guard source.tokens[j].isIdentifier(name), source.token(j + 1)?.isPunctuation(":") == true,
                source.token(j + 2)?.isIdentifier("FontWeight") == true, source.token(j + 3)?.isPunctuation("=") == true
            else { continue }
            var end = j + 4
            while end < source.tokens.count, end < j + 12, !source.tokens[end].isPunctuation(","),
                !source.tokens[end].isPunctuation(")")
            {
                end += 1
            }
            return (j + 4)..<end
        }
        return nil
    }

    /// `16.sp`, `16`, `17.5.sp`: the number a size starts with.
    static func number(_ range: Range<Int>, in source: SourceCalls) -> Double? {
        guard let start = source.valueStart(range), source.tokens[start].kind == .number else { return nil }
        return Double(source.tokens[start].text)
    }

    static func italic(_ range: Range<Int>, in source: SourceCalls) -> Bool? {
        guard let start = source.valueStart(range), source.tokens[start].isIdentifier("FontStyle"),
            source.token(start + 1)?.isPunctuation(".") == true, let name = source.token(start + 2)
        else { return nil }
        return name.text == "Italic"
    }

    static func font(at i: Int, in source: SourceCalls) -> FontValue {
        var value = FontValue(location: source.location(i))
        let arguments = source.arguments(ofCallAt: i, separator: "=")
        for (position, argument) in arguments.enumerated() {
            let label = argument.label ?? ["resId", "weight", "style"][safe: position] ?? ""
            switch label {
            case "resId", "resource":
                // R.font.name; Res.font.name (Compose Multiplatform, whatever its generated class is called);
                // either qualified by its package (`com.example.R.font.name`).
                let t = argument.range.map { source.tokens[$0] }
                let n = t.count
                if n >= 5, n % 2 == 1, t[n - 5].kind == .identifier, t[n - 4].isPunctuation("."),
                    t[n - 3].isIdentifier("font"), t[n - 2].isPunctuation("."), t[n - 1].kind == .identifier,
                    stride(from: 0, to: n - 5, by: 2).allSatisfy({
                        t[$0].kind == .identifier && t[$0 + 1].isPunctuation(".")
                    })
                {
                    value.resource = t[n - 1].text
                    // `import com.duckduckgo.fonts.R as FontsR` then `FontsR.font.x`: a library module's
                    // Android R class under another name, so a res/font resource (DuckDuckGo's design system).
                    value.multiplatform =
                        !t[n - 5].isIdentifier("R")
                        && !(n == 5 && ComposeImports.importsRClass(as: t[n - 5].text, in: source))
                } else if n == 3, t[0].isIdentifier("font"), t[1].isPunctuation("."), t[2].kind == .identifier,
                    ComposeImports.importsRFontClass(in: source)
                {
                    // `import ….R.font` then `Font(font.montserrat_medium)` (DroidKaigi 2022): R's nested
                    // class by its own name, so `R.font.montserrat_medium`.
                    value.resource = t[2].text
                } else if t.first?.isIdentifier("GoogleFont") == true {
                    value.downloadable = true
                    value.googleName = googleName(argument.range, in: source)
                } else if t.first?.isIdentifier("DeviceFontFamilyName") == true {
                    value.device = deviceName(argument.range, in: source)
                } else if !t.isEmpty, !Self.namesFontResource(t) {
                    // A parameter, a property, a path: the file is decided at run time.
                    value.computedResource = true
                }
            case "familyName":
                value.device = deviceName(argument.range, in: source)
            case "googleFont":
                value.downloadable = true
                value.googleName = googleName(argument.range, in: source)
            case "weight":
                value.weight = weight(argument.range, in: source)
                // `FontWeight(w)`: a parameter's, when this call is a factory's body.
                if value.weight == nil, let start = source.valueStart(argument.range),
                    argument.range.upperBound - start == 4, source.tokens[start].isIdentifier("FontWeight"),
                    source.token(start + 1)?.isPunctuation("(") == true, let name = source.token(start + 2),
                    name.kind == .identifier
                {
                    value.weightParameter = name.text
                }
            case "style": value.italic = italic(argument.range, in: source)
            default: break
            }
        }
        return value
    }

    /// Tokens that name a font resource (`R.font…`, `Res.font…`, `….font.…`) but not in a form read above: a
    /// reference the scan cannot resolve, reported as a resource with no file rather than left unchecked.
    static func namesFontResource(_ t: [SourceToken]) -> Bool {
        t.indices.contains { i in
            t[i].isIdentifier("font") && i > 0 && t[i - 1].isPunctuation(".") && i + 1 < t.count
                && t[i + 1].isPunctuation(".")
        }
    }

    /// `GoogleFont("Lobster Two")`: the family's name, when it is a literal.
    /// Or a name bound to one in the same file (compose-samples' `val fontName = GoogleFont("Lato")` and then
    /// `Font(googleFont = fontName, …)`).
    static func googleName(_ range: Range<Int>, in source: SourceCalls) -> String? {
        guard let start = source.valueStart(range) else { return nil }
        if range.upperBound - start == 1, source.tokens[start].kind == .identifier {
            let name = source.tokens[start].text
            let tokens = source.tokens
            for i in tokens.indices.dropLast(2)
            where tokens[i].isIdentifier(name) && (i > 0 && (tokens[i - 1].isIdentifier("val")))
                && tokens[i + 1].isPunctuation("=")
            {
                return literalGoogleName(at: i + 2, in: source)
            }
            return nil
        }
        return literalGoogleName(at: start, in: source)
    }

    /// `GoogleFont("Lato")` at `start`, or `GoogleFont(name = "Montserrat")` (Jetchat): its literal name.
    private static func literalGoogleName(at start: Int, in source: SourceCalls) -> String? {
        guard source.token(start)?.isIdentifier("GoogleFont") == true,
            source.token(start + 1)?.isPunctuation("(") == true
        else { return nil }
        var at = start + 2
        if source.token(at)?.isIdentifier("name") == true, source.token(at + 1)?.isPunctuation("=") == true { at += 2 }
        guard let name = source.token(at), name.kind == .string, !name.interpolates else { return nil }
        return name.text
    }

    /// `DeviceFontFamilyName("sans-serif-medium")`: the name, "?" when it is not a literal.
    static func deviceName(_ range: Range<Int>, in source: SourceCalls) -> String {
        guard let start = source.valueStart(range), source.tokens[start].isIdentifier("DeviceFontFamilyName"),
            source.token(start + 1)?.isPunctuation("(") == true, let name = source.token(start + 2),
            name.kind == .string, !name.interpolates
        else { return "?" }
        return name.text
    }

    static func family(at i: Int, in source: SourceCalls, named name: String, fonts: [String: FontValue]) -> Family {
        var family = Family(name: name, location: source.location(i), fonts: [])
        func collect(_ range: Range<Int>) {
            guard let start = source.valueStart(range) else { return }
            let t = source.tokens[start]
            if t.isIdentifier("Font"), source.token(start + 1)?.isPunctuation("(") == true {
                family.fonts.append(font(at: start, in: source))
            } else if t.isIdentifier("listOf") || t.isIdentifier("arrayOf"),
                source.token(start + 1)?.isPunctuation("(") == true
            {
                for argument in source.arguments(ofCallAt: start, separator: "=") { collect(argument.range) }
            } else if let bound = source.referencedName(range), let font = fonts[bound] {
                family.fonts.append(font)
            } else if t.kind == .identifier, source.token(start + 1)?.isPunctuation("(") == true,
                var font = fonts[t.text + "()"]
            {
                // A factory's font: its weight this call's argument, a number (pocket-casts' `googleSans(510)`).
                font.location = source.location(start)
                if font.weightParameter != nil {
                    let arguments = source.arguments(ofCallAt: start, separator: "=")
                    guard arguments.count == 1, let value = source.valueStart(arguments[0].range),
                        arguments[0].range.upperBound - value == 1, source.tokens[value].kind == .number,
                        let weight = Int(source.tokens[value].text)
                    else { return }
                    font.weight = weight
                }
                family.fonts.append(font)
            }
        }
        for argument in source.arguments(ofCallAt: i, separator: "=")
        where argument.label == nil || argument.label == "fonts" {
            collect(argument.range)
        }
        return family
    }

    /// A family or style written inline, named by its place: "Type.kt:17".
    static func placeName(at i: Int, in source: SourceCalls) -> String {
        "\(Platform.baseName(of: source.file)):\(source.tokens[i].line)"
    }

    /// What a family the code names stands for: not known while any of its fonts is not read, else the device's
    /// font it names, else itself.
    static func reference(to family: Family) -> FamilyReference {
        if !family.isKnown { return .unknown }
        return family.deviceName.map(FamilyReference.device) ?? .family(family)
    }

    /// `Font(…).toFontFamily()` at `i`: the index just past its `()`, else nil. androidx's
    /// `fun Font.toFontFamily() = FontFamily(this)` (`androidx/compose/ui/text/font/FontFamily.kt`) makes a family
    /// of that one font, as `FontFamily(Font(…))` does.
    static func madeFamily(byFontAt i: Int, in source: SourceCalls) -> Int? {
        guard source.token(i + 1)?.isPunctuation("(") == true, let close = source.closing[i + 1],
            source.token(close + 1)?.isPunctuation(".") == true,
            source.token(close + 2)?.isIdentifier("toFontFamily") == true,
            source.token(close + 3)?.isPunctuation("(") == true, source.closing[close + 3] == close + 4
        else { return nil }
        return close + 5
    }

    /// The function whose body is the `Font(…)` call at `i`, and its one parameter: `fun name(p: Int) = Font(…)`
    /// or `fun name(p: Int): Font = Font(…)`, modifiers and annotations before `fun` as they may be.
    static func factory(makingFontAt i: Int, in source: SourceCalls) -> (name: String, parameter: String?)? {
        var j = i - 1
        guard source.token(j)?.isPunctuation("=") == true else { return nil }
        j -= 1
        if source.token(j)?.isIdentifier("Font") == true, source.token(j - 1)?.isPunctuation(":") == true { j -= 2 }
        guard j >= 0, source.tokens[j].isPunctuation(")") else { return nil }
        // The parameter list: `(` name `)` with at most one parameter `p: Int` (and a default).
        var open = j - 1
        while open >= 0, !source.tokens[open].isPunctuation("("), j - open < 8 { open -= 1 }
        guard open >= 2, source.tokens[open].isPunctuation("("), source.closing[open] == j,
            source.tokens[open - 1].kind == .identifier, source.tokens[open - 2].isIdentifier("fun")
        else { return nil }
        if open + 1 == j { return (source.tokens[open - 1].text, nil) }
        guard let parameter = source.token(open + 1), parameter.kind == .identifier,
            source.token(open + 2)?.isPunctuation(":") == true
        else { return nil }
        return (source.tokens[open - 1].text, parameter.text)
    }

    /// How far before a use a local name for a family is looked for: a function's worth of tokens.
    static let aliasReach = 2_000

    /// `val fontFamily = DmSansFontFamily` (or `val f: FontFamily = X`) before token `use`, within `aliasReach`
    /// and the function it is in: another name, there, for a family bound elsewhere (tivi's typography getter).
    /// The nearest binding of `name` decides; a binding to anything else, or a parameter of that name
    /// (`fun Label(fontFamily: FontFamily)`), is not a family.
    static func alias(_ name: String, before use: Int, in source: SourceCalls, families: [String: Family]) -> Family? {
        let tokens = source.tokens
        var i = use - 1
        while i >= max(0, use - aliasReach) {
            defer { i -= 1 }
            // The function's start: nothing before it is its own.
            if tokens[i].isIdentifier("fun") { return nil }
            guard tokens[i].isIdentifier(name), i >= 1 else { continue }
            // A parameter (`(fontFamily: …` or `, fontFamily: …`) shadows any binding before it.
            if source.token(i + 1)?.isPunctuation(":") == true,
                tokens[i - 1].isPunctuation("(") || tokens[i - 1].isPunctuation(",")
            {
                return nil
            }
            guard tokens[i - 1].isIdentifier("val") || tokens[i - 1].isIdentifier("var") else { continue }
            var at = i + 1
            // An annotated type: `: FontFamily`.
            if source.token(at)?.isPunctuation(":") == true, source.token(at + 1)?.isIdentifier("FontFamily") == true {
                at += 2
            }
            guard source.token(at)?.isPunctuation("=") == true, let value = source.token(at + 1),
                value.kind == .identifier
            else { return nil }
            // `val chango = changoFontFamily()`: a family function's value (DroidKaigi's typography).
            var (key, end) = (value.text, at + 2)
            if source.token(end)?.isPunctuation("(") == true, source.closing[end] == end + 1 {
                (key, end) = (key + "()", end + 2)
            }
            guard let family = families[key] else { return nil }
            // The value is the whole expression: the statement ends after it.
            if let next = source.token(end), !next.startsLine, !next.isPunctuation(";"), !next.isPunctuation("}") {
                return nil
            }
            return family
        }
        return nil
    }

    func reference(_ range: Range<Int>, in source: SourceCalls, families: [String: Family], fonts: [String: FontValue])
        -> FamilyReference
    {
        guard let start = source.valueStart(range) else { return .unknown }
        // `fontFamily ?: chango`: the family shown until the code gives another (DroidKaigi's typography takes
        // the user's pick, null by default): the default is audited.
        if let fallback = Self.elvisDefault(range, in: source) {
            return reference(fallback, in: source, families: families, fonts: fonts)
        }
        // `changoFontFamily()`, `Theme.changoFontFamily()`: a family function's value.
        if range.count >= 3, source.tokens[range.upperBound - 2].isPunctuation("("),
            source.closing[range.upperBound - 2] == range.upperBound - 1,
            let name = source.referencedName(range.lowerBound..<(range.upperBound - 2)),
            let family = families[name + "()"]
        {
            return Self.reference(to: family)
        }
        let t = source.tokens[start]
        if t.isIdentifier("FontFamily"), source.token(start + 1)?.isPunctuation(".") == true,
            let name = source.token(start + 2)
        {
            return .system(name.text)
        }
        if t.isIdentifier("Font"), let end = Self.madeFamily(byFontAt: start, in: source), end == range.upperBound {
            return Self.reference(
                to: Family(
                    name: Self.placeName(at: start, in: source), location: source.location(start),
                    fonts: [Self.font(at: start, in: source)]))
        }
        if t.isIdentifier("FontFamily"), source.token(start + 1)?.isPunctuation("(") == true {
            let family = Self.family(at: start, in: source, named: Self.placeName(at: start, in: source), fonts: fonts)
            if !family.isKnown { return .unknown }
            if let device = family.deviceName { return .device(device) }
            return family.fonts.isEmpty ? .unknown : .family(family)
        }
        if let name = source.referencedName(range),
            let family = families[name]
                ?? (range.count == 1 && t.kind == .identifier
                    ? Self.alias(name, before: start, in: source, families: families) : nil)
        {
            return Self.reference(to: family)
        }
        // `X.bodyMedium.fontFamily`: a style's family, not a family bound to the name `fontFamily`.
        if range.count >= 3, source.tokens[range.upperBound - 1].isIdentifier("fontFamily"),
            source.tokens[range.upperBound - 2].isPunctuation("."), source.referencedName(range) != nil
        {
            return .ofStyle(source.tokens[range.upperBound - 3].text)
        }
        return .unknown
    }

    /// Typographies bound to a name (`val TvTypography = Typography(…)`), by source, for qualifying role names
    /// when an app has more than one.
    private var typographies: [String: [(range: ClosedRange<Int>, name: String)]] = [:]
    /// How many there are in all: roles are qualified only when more than one.
    private var typographyCount = 0

    /// The style's name: its binding, qualified by its typography when the app has several; else its place.
    func styleName(_ name: String?, at i: Int, in source: SourceCalls) -> String {
        guard let name else { return Self.placeName(at: i, in: source) }
        if typographyCount > 1, let typography = Self.innermost(typographies[source.file] ?? [], containing: i) {
            return "\(typography.name).\(name)"
        }
        return name
    }

    private mutating func findTypographies(_ source: SourceCalls) {
        for i in source.calls(named: "Typography") {
            guard let name = source.boundName(ofCallAt: i), let close = source.closing[i + 1] else { continue }
            typographies[source.file, default: []].append((i...close, name))
            typographyCount += 1
        }
    }

    /// The last range (in source order) that contains `i`, by binary search over ranges sorted by their start:
    /// a nested range starts after the one holding it, so the last one starting at or before `i` that
    /// contains it is the innermost. Ranges that do not nest (siblings) never both contain `i`.
    static func innermost<T>(_ ranges: [(range: ClosedRange<Int>, name: T)], containing i: Int) -> (
        range: ClosedRange<Int>, name: T
    )? {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].range.lowerBound <= i { low = mid + 1 } else { high = mid }
        }
        var k = low - 1
        // Walk back only over ranges that end before `i`: siblings, each passed once per lookup at most a few.
        var steps = 0
        while k >= 0, steps < 64 {
            if ranges[k].range.contains(i) { return ranges[k] }
            k -= 1
            steps += 1
        }
        return nil
    }

    /// `templates`: the factories' `TextStyle` calls in this source (`ComposeStyleChains.templates`).
    private mutating func readStyles(
        _ source: SourceCalls, _ s: Int, templates: [Int: (name: String, called: Bool)], families: [String: Family],
        fonts: [String: FontValue]
    ) {
        // Material 2: `Typography(defaultFontFamily = F, h1 = TextStyle(…))` gives F to every style without one,
        // and to every role it does not set.
        var defaults: [(range: ClosedRange<Int>, name: FamilyReference)] = []
        for i in source.calls(named: "Typography") {
            let arguments = source.arguments(ofCallAt: i, separator: "=")
            guard let argument = arguments.first(where: { $0.label == "defaultFontFamily" }),
                let close = source.closing[i + 1]
            else { continue }
            let family = reference(argument.range, in: source, families: families, fonts: fonts)
            defaults.append((i...close, family))
            let given = Set(arguments.compactMap(\.label))
            for (role, weight) in Self.material2Roles where !given.contains(role) {
                styles.append(
                    Style(
                        name: styleName(role, at: i, in: source),
                        location: source.location(argument.range.lowerBound - 2),
                        family: family, weight: weight, italic: false))
            }
        }
        var classStep: DefaultFamilyStep?
        for i in source.calls(named: "TextStyle") {
            // A factory's template is its calls' styles; one never called is named by its function.
            let template = templates[i]
            if template?.called == true { continue }
            let inherited =
                Self.innermost(defaults, containing: i)?.name
                ?? defaultFamily(ofParameterDefaultAt: i, in: source, last: &classStep).map {
                    reference($0, in: source, families: families, fonts: fonts)
                }
            let fallback = inherited ?? (inTypography(i, source) ? .system("Default") : nil)
            // A TextStyle with no family is the default font: worth a line only inside a Typography.
            let name = styleName(template.map { $0.name + "()" } ?? source.boundName(ofCallAt: i), at: i, in: source)
            appendStyles(
                ofCallAt: i, in: source, s, named: name, families: families, fonts: fonts, fallback: fallback)
        }
        // `SpanStyle(fontFamily = F, …)`: a style at the call, when it names its family (a span's other
        // arguments are merged over a text's style this scan does not follow). `Text` calls are read once every
        // style is (`readTextCalls`).
        for i in source.calls(named: "SpanStyle")
        where !skipsCallsNamingNoFont || Self.mayName(["fontFamily"], callAt: i, in: source) {
            let name = styleName(source.boundName(ofCallAt: i), at: i, in: source)
            appendStyles(ofCallAt: i, in: source, s, named: name, families: families, fonts: fonts, fallback: nil)
        }
    }

    /// The style of the `TextStyle` or `SpanStyle` call at `i`; in a typography class built with its family as
    /// an argument, one for each family it is built with, each read as the call with that family written in it.
    private mutating func appendStyles(
        ofCallAt i: Int, in source: SourceCalls, _ s: Int, named name: String, families: [String: Family],
        fonts: [String: FontValue], fallback: FamilyReference?
    ) {
        let familyArgument =
            constructorFamilies.hasClasses(in: s)
            ? source.arguments(ofCallAt: i, separator: "=").first { $0.label == "fontFamily" } : nil
        guard let familyArgument,
            let built = constructorFamilies.given(toArgument: familyArgument.range, at: i, in: source, s: s)
        else {
            guard var style = fontArguments(at: i, in: source, families: families, fonts: fonts, fallback: fallback)
            else { return }
            style.name = name
            styles.append(style)
            return
        }
        let several = built.given.count > 1
        for given in built.given {
            guard
                var style = fontArguments(
                    at: i, in: source, families: families, fonts: fonts, fallback: fallback,
                    given: (built.parameter, given.family))
            else { continue }
            // `TangemTypography.head`; `TangemTypography(RobotoFamily).head` when it is built with several.
            let owner = several ? "\(built.class)(\(given.label))" : built.class
            style.name = source.boundName(ofCallAt: i) == nil ? "\(name) (\(owner))" : "\(owner).\(name)"
            style.amongSeveralFamilies = several
            styles.append(style)
        }
    }

    /// Whether an identifier among `labels` is among the call's tokens: an argument labelled so is one of them,
    /// so a call without any sets none of them.
    static func mayName(_ labels: [String], callAt i: Int, in source: SourceCalls) -> Bool {
        guard let close = source.closing[i + 1] else { return false }
        for j in (i + 2)..<max(i + 2, close) where source.tokens[j].kind == .identifier {
            for label in labels where source.tokens[j].isIdentifier(label) { return true }
        }
        return false
    }

    /// The family, weight, slant and size a call's arguments give (`TextStyle`, `Text`, `SpanStyle`), named by its
    /// place; nil when it gives no family and there is no fallback.
    private func fontArguments(
        at i: Int, in source: SourceCalls, families: [String: Family], fonts: [String: FontValue],
        fallback: FamilyReference?, given: (parameter: String, family: FamilyReference)? = nil
    ) -> Style? {
        var style = Style(
            name: styleName(nil, at: i, in: source), location: source.location(i), family: .unknown, weight: 400,
            italic: false)
        var namesFamily = false
        var computed = false
        for argument in source.arguments(ofCallAt: i, separator: "=") {
            // `fontFamily = fontFamily`, the class's parameter: the family this construction gives it.
            if let given, argument.label == "fontFamily", argument.range.count == 1,
                source.tokens[argument.range.lowerBound].isIdentifier(given.parameter)
            {
                (style.family, namesFamily) = (given.family, true)
                continue
            }
            let effect = apply(argument.label, argument.range, in: source, to: &style, families: families, fonts: fonts)
            namesFamily = namesFamily || effect.namesFamily
            computed = computed || effect.computed
        }
        if !namesFamily {
            guard let fallback else { return nil }
            style.family = fallback
        }
        // `fontWeight = w`, a parameter without a default: decided at run time, never read as 400.
        if computed { style.family = .unknown }
        return style
    }

    /// `.copy(fontWeight = …, fontFamily = …, fontStyle = …)` on a style: on a style read here by name
    /// (`Body.copy(…)`, `MaterialTheme.typography.titleMedium.copy(…)` when the app's Typography sets
    /// titleMedium), or on a Material 3 role of the baseline (`baseline.bodyLarge.copy(fontFamily = F)`).
    /// `skipping`: where the chains `readChains` read start.
    private mutating func readCopies(
        _ source: SourceCalls, skipping chained: Set<Int>, known: [String: Style], families: [String: Family],
        fonts: [String: FontValue]
    ) {
        for i in source.tokens.indices where source.tokens[i].isIdentifier("copy") {
            guard source.token(i + 1)?.isPunctuation("(") == true, source.closing[i + 1] != nil,
                source.token(i - 1)?.isPunctuation(".") == true, let base = source.token(i - 2),
                base.kind == .identifier
            else { continue }
            // The chain starts at `baseline` or `MaterialTheme`: the style is named by what it is assigned to.
            var start = i - 2
            while source.token(start - 1)?.isPunctuation(".") == true, source.token(start - 2)?.kind == .identifier {
                start -= 2
            }
            if chained.contains(start) { continue }
            let arguments = source.arguments(ofCallAt: i, separator: "=")
            let familyArgument = arguments.first { $0.label == "fontFamily" }
            var style: Style
            if let known = known[base.text] {
                style = known
            } else if let roleWeight = Self.material3Roles[base.text], let familyArgument {
                style = Style(
                    name: base.text, location: source.location(i),
                    family: reference(familyArgument.range, in: source, families: families, fonts: fonts),
                    weight: roleWeight, italic: false)
            } else {
                continue
            }
            guard
                familyArgument != nil
                    || arguments.contains(where: { $0.label == "fontWeight" || $0.label == "fontStyle" })
            else { continue }
            var computed = false
            for argument in arguments {
                computed =
                    apply(argument.label, argument.range, in: source, to: &style, families: families, fonts: fonts)
                    .computed || computed
            }
            // A weight or slant decided at run time (`copy(fontWeight = w)`): not checked, not the base's.
            if computed { style.family = .unknown }
            // Named as a call is (`SourceCalls.boundName`): `val x: TextStyle = …` and a parameter's default
            // `titleStyle: TextStyle = …` by the name before the type.
            let label = source.boundName(ofValueAt: start)
            style.name = styleName(label ?? (known[base.text] == nil ? base.text : nil), at: start, in: source)
            style.location = source.location(start)
            styles.append(style)
        }
    }

    /// A TextStyle passed as one of Material's roles (`bodyLarge = TextStyle(…)`, `h1 = TextStyle(…)`).
    private func inTypography(_ i: Int, _ source: SourceCalls) -> Bool {
        guard let name = source.boundName(ofCallAt: i) else { return false }
        return Self.material3Roles[name] != nil || Self.material2Roles.contains { $0.0 == name }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
