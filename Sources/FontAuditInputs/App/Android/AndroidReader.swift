import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The Android reader: `res/font` families and the styles and layouts that use them (Android views), and the
/// Kotlin `FontFamily`s and `TextStyle`s of Jetpack Compose.
enum AndroidReader {
    static func read(_ files: ProjectFiles, fonts: ProjectFonts, warnings: inout [LocatedWarning]) -> PlatformReading {
        let resources = AndroidResources(files, fonts: fonts, warnings: &warnings)
        var reading = PlatformReading(platform: .android)
        reading.facts = resources.facts
        reading.families = resources.families
        reading.sources.fontFiles = resources.fontFiles.count
        // `<font>` entries, and the font files that styles use directly as families of one face.
        let usedFiles = Set(resources.uses.compactMap { AndroidResources.resourceName($0.fontFamily) })
        reading.sources.declarations =
            resources.declarations + resources.families.values.count { $0.isSingleFile && usedFiles.contains($0.name) }
        reading.declaredFonts = resources.declaredFonts
        reading.sources.stylesFromCode = resources.uses.count
        reading.sources.callsNotChecked = resources.notChecked
        reading.availableFaces = resources.fontFiles.flatMap { fonts.faces(in: $0) }
        reading.bundledFaces = reading.availableFaces
        reading.claimedFiles = Set(resources.fontFiles)
        reading.styles = resources.uses.map { style($0, resources: resources) }
        readCompose(files, resources: resources, fonts: fonts, into: &reading, warnings: &warnings)
        return reading
    }

    /// Typefaces loaded in code for views (`ResourcesCompat.getFont(context, R.font.x)`,
    /// `resources.getFont(R.font.x)`): the view's family is `@font/x`, at the weight it gives (none: the family's
    /// own), and Android 12's Bold Text adds its +300 to a typeface set this way as to one from a style, unless the
    /// typeface only goes to a `Paint` (`AndroidCanvasTypefaces`). Named by the binding, else by place.
    private static func typefaceLoads(_ source: SourceCalls, resources: AndroidResources) -> [TextStyle] {
        var styles: [TextStyle] = []
        for i in source.tokens.indices where source.tokens[i].isIdentifier("getFont") {
            guard source.token(i + 1)?.isPunctuation("(") == true, source.closing[i + 1] != nil else { continue }
            let resource = source.arguments(ofCallAt: i, separator: "=").lazy.compactMap { argument -> String? in
                let t = argument.range.map { source.tokens[$0] }
                guard t.count == 5, t[0].isIdentifier("R"), t[2].isIdentifier("font") else { return nil }
                return t[4].text
            }.first
            guard let resource, resources.families[resource] != nil || resources.fileResources[resource] != nil else {
                continue
            }
            // The chain's start: `ResourcesCompat.getFont(…)` is located at `ResourcesCompat`.
            var start = i
            while start >= 2, source.tokens[start - 1].isPunctuation("."), source.tokens[start - 2].kind == .identifier
            {
                start -= 2
            }
            // `view.typeface = getFont(…)` and `Paint().apply { typeface = getFont(…) }` set a property: no name.
            let bound = source.boundName(ofCallAt: start).flatMap { $0 == "typeface" ? nil : $0 }
            var style = TextStyle(
                name: bound ?? ComposeFonts.placeName(at: i, in: source), location: source.location(start),
                family: "@font/" + resource)
            (style.platform, style.textSystem, style.familyKey) = (.android, .androidView, resource)
            style.boldTextNotApplied = AndroidCanvasTypefaces.painter(ofLoadAt: start, boundTo: bound, in: source)
            styles.append(style)
        }
        return styles
    }

    /// A Compose Multiplatform resource font: under a `composeResources/font` (or `font-…`) folder.
    static func isComposeResource(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 3] == "composeResources" else { return false }
        let folder = parts[parts.count - 2]
        return folder == "font" || folder.hasPrefix("font-")
    }

    /// A style or layout's font attributes as the style they ask for: `android:textFontWeight`, else bold in
    /// `android:textStyle`; no weight given is the family's to decide.
    private static func style(_ use: AndroidStyleUse, resources: AndroidResources) -> TextStyle {
        var style = TextStyle(name: use.name, location: use.location, family: use.fontFamily)
        (style.platform, style.textSystem) = (.android, .androidView)
        style.familyKey = AndroidResources.resourceName(use.fontFamily) ?? use.fontFamily
        // "16sp", "16.5dp": the number, for the HTML report.
        style.size = use.textSize.flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) }
        style.lineHeight = use.lineHeight
        let textStyle = Set((use.textStyle ?? "").split(separator: "|").map { String($0).trimmingCharacters(in: " ") })
        style.italic = textStyle.contains("italic")
        if let declared = use.textFontWeight.flatMap({ Int($0) }) {
            style.weight = min(max(declared, 1), 1000)
        } else if textStyle.contains("bold") {
            style.weight = boldWeight(on: resources.families[style.familyKey ?? ""])
        }
        return style
    }

    /// The weight `textStyle="bold"` asks for: Android makes it relative to the typeface's base weight
    /// (`Typeface.create(tf, BOLD)`; hwui `Typeface::createRelative`, `computeRelativeStyle`: "weight =
    /// baseWeight; if bold, weight += 300", clamped to 1..1000, frameworks/base libs/hwui/hwui/Typeface.cpp). A
    /// single font file is loaded by `Typeface.Builder`, whose base weight is the file's own ("mWeight ==
    /// RESOLVE_BY_FONT_TABLE ? font.getStyle().getWeight()", frameworks/base graphics/java/android/graphics/
    /// Typeface.java): Medium + bold asks for 800, Bold + bold for 1000, and minikin fakes a bold over the file
    /// when it is 200 or more lighter (`MinikinSelector.fakesBold`). An XML `<font-family>`'s base weight is its
    /// face closest to Regular (`DeclaredFamily.androidTypefaceBase`): with a Regular, bold is 700; a family of
    /// Bold faces only is 700 before bold, 1000 with it. A Bold file's 1000 is audited as 900, the heaviest face
    /// there is to buy: minikin fakes the same bold over a face of 700 or less for both, and Black (900) is the
    /// face a 1000 request shows unfaked; only an ExtraBold (800) file's fake bold goes unnamed (still a fail).
    static func boldWeight(on family: DeclaredFamily?) -> Int {
        guard let family else { return 700 }
        guard family.isSingleFile, let only = family.faces.first else {
            return min((family.androidTypefaceBase?.weightAsDeclared ?? 400) + 300, 900)
        }
        // A downloadable family's one face has no file here: its base weight is the one its query asks for.
        guard let face = only.face else { return min(only.weightAsDeclared + 300, 900) }
        let base = (100...1000).contains(face.weightRaw) ? face.weightRaw : face.weight
        return min(base + 300, 900)
    }

    /// A typeface loaded in code (bit 0) and Compose's font words (the rest), looked for together in each file.
    /// The argument labels and `Font(` count too: a screen's `Text(…, fontFamily = Brand)`, a
    /// `bodyLarge.copy(fontWeight = …)` or a file of `val light = Font(R.font.x, …)` bindings names none of the
    /// calls. A slant is read only from `FontStyle.Italic`, so that word stands for `fontStyle`, whose rarest byte
    /// (`S`) is met on every line: all but `fontWeight` share the pass over `F`. `FontWeight` is for a file of
    /// weight tokens alone (fearless-Android's `enum class FontWeights(val value: FontWeight) { ONE(Bold) }`).
    private static let composeWords = WordSearch([
        "getFont", "FontFamily", "TextStyle", "Typography", "fontFamily", "fontWeight", "FontStyle", "Font(",
        "FontWeight",
    ])

    /// Jetpack Compose: families and styles from Kotlin. Compose families are keyed apart from `@font/`
    /// resources, since a Kotlin name may equal a resource name.
    private static func readCompose(
        _ files: ProjectFiles, resources: AndroidResources, fonts: ProjectFonts, into reading: inout PlatformReading,
        warnings: inout [LocatedWarning]
    ) {
        // Read, tested and lexed on every core; kept in file order.
        struct Lexed: Sendable {
            var source: SourceCalls?
            var typefaces: [TextStyle] = []
        }
        // Java loads typefaces the same way (Lawnchair's `ResourcesCompat.getFont(context, R.font.x)`), and
        // lexes as Kotlin for these calls; it has no Compose.
        let kotlinCount = files.kotlinFiles.count
        let paths = files.kotlinFiles + files.files(withExtensions: ["java"])
        let lexed = files.readEach(paths) { i, bytes -> Lexed? in
            // Test source sets (`src/test`, `src/androidTest`, `…Test.kt`) are not built into the app.
            if files.isTestCode(paths[i]) { return nil }
            let named = Self.composeWords.occurring(in: bytes)
            let composes = i < kotlinCount && named & ~1 != 0
            let loadsTypeface = named & 1 != 0
            guard composes || loadsTypeface else { return nil }
            let source = SourceCalls(SourceLexer.tokens(bytes, language: .kotlin), file: paths[i])
            var found = Lexed(source: composes ? source : nil)
            if loadsTypeface { found.typefaces = typefaceLoads(source, resources: resources) }
            return found
        }
        warnings += lexed.warnings
        var sources: [SourceCalls] = []
        for found in lexed.results {
            guard let found else { continue }
            reading.styles += found.typefaces
            if let source = found.source { sources.append(source) }
        }
        guard !sources.isEmpty else { return }
        let compose = ComposeFonts(sources: sources)
        // Compose Multiplatform's `composeResources/font*/NAME.ttf`, which `Res.font.NAME` names: loaded by
        // Compose on every target, neither Android's `R.font` nor the iOS bundle's.
        var multiplatformFiles: [String: String] = [:]
        for file in files.fontFiles where Self.isComposeResource(file) {
            let name = Platform.baseName(of: file)
            let stem = String(name.prefix { $0 != "." })
            multiplatformFiles[stem] = multiplatformFiles[stem] ?? file
            reading.claimedFiles.insert(file)
        }
        if !multiplatformFiles.isEmpty {
            reading.sources.fontFiles += multiplatformFiles.count
            reading.bundledFaces += multiplatformFiles.values.sorted().flatMap { fonts.faces(in: $0) }
        }
        var reported = Set<SourceLocation>()
        /// Multiplatform files that are not fonts, reported at a `Font(Res.font.x)` naming them.
        var brokenNamed = Set<String>()
        func key(_ family: ComposeFonts.Family) -> String { "compose:" + family.name }
        func convert(_ family: ComposeFonts.Family) {
            guard reading.families[key(family)] == nil else { return }
            var entries: [DeclaredFace] = []
            for font in family.fonts {
                if font.downloadable {
                    // Fetched at run time at the weight it declares: that declaration is the family's face.
                    entries.append(
                        DeclaredFace(
                            resource: "GoogleFont(\"\(font.googleName ?? "?")\")", file: nil,
                            declaredWeight: font.weight ?? 400, declaredItalic: font.italic ?? false,
                            location: font.location, face: nil))
                    continue
                }
                // A device font has no file in the app to check: the device looks it up by name; nor has a
                // resource decided at run time, whose family's styles are not checked.
                if font.device != nil || font.computedResource { continue }
                // `Font(R.font.inter)` on an XML `<font-family>`: Compose loads the family's typeface
                // (`Resources.getFont` takes a font family) and on API 28+ asks it for the requested weight and
                // slant (`Typeface.create(typeface, weight, italic)`), so minikin picks among the XML family's
                // fonts (Infinity for Reddit's `Font(R.font.balsamiq_sans)`). Beside other fonts, FontMatcher first
                // picks among the FontFamily's own entries by their declared weights: this one is a single entry
                // at its declared weight, the XML family's face nearest it (focus-android's
                // `Font(R.font.metropolis, Normal)` beside Bold and SemiBold files: Bold Text's 900 gets the
                // Bold file, not the XML family's Black).
                if !font.multiplatform, let resource = font.resource, resources.fileResources[resource] == nil,
                    let xml = resources.families[resource]
                {
                    guard family.fonts.count > 1 else {
                        entries += xml.faces
                        continue
                    }
                    let (weight, italic) = (font.weight ?? 400, font.italic ?? false)
                    if let nearest = xml.faces.min(by: { a, b in
                        (a.italicAsDeclared == italic ? 0 : 1, abs(a.weightAsDeclared - weight))
                            < (b.italicAsDeclared == italic ? 0 : 1, abs(b.weightAsDeclared - weight))
                    }) {
                        entries.append(
                            DeclaredFace(
                                resource: nearest.resource, file: nearest.file, declaredWeight: weight,
                                declaredItalic: italic, location: font.location, face: nearest.face))
                    }
                    continue
                }
                let path = font.resource.flatMap {
                    font.multiplatform ? multiplatformFiles[$0] : resources.fileResources[$0]
                }
                guard let resource = font.resource, let path else {
                    if reported.insert(font.location).inserted {
                        let prefix = font.multiplatform ? "Res.font." : "R.font."
                        let folder = font.multiplatform ? "composeResources/font" : "res/font"
                        let name = font.resource.map { prefix + $0 } ?? "its font"
                        reading.facts.append(
                            ProjectFact(
                                .missingFontResource,
                                "\(Terminal.sanitize(name)) in \(Terminal.sanitize(family.name)) names no font file in \(folder)",
                                at: font.location, subject: name, system: .compose))
                    }
                    continue
                }
                if let problem = fonts.problem(for: path) {
                    // Not a font: the family has no such face. A `res/font` file is reported by
                    // `AndroidResources`; a Compose Multiplatform resource here, once.
                    if font.multiplatform, reported.insert(font.location).inserted {
                        brokenNamed.insert(path)
                        reading.facts.append(
                            ProjectFact(
                                .notAFont,
                                "Res.font.\(Terminal.sanitize(resource)) in \(Terminal.sanitize(family.name)) is not a font: \(Terminal.sanitize(problem))",
                                at: font.location, path: path, subject: "Res.font." + resource, system: .compose))
                    }
                    continue
                }
                // Compose's Font declares FontWeight.Normal and FontStyle.Normal unless told otherwise.
                let entry = DeclaredFace(
                    resource: resource, file: path, declaredWeight: font.weight ?? 400,
                    declaredItalic: font.italic ?? false, location: font.location, face: fonts.faces(in: path).first)
                if reported.insert(font.location).inserted {
                    reading.facts += AndroidResources.declarationMismatches(
                        entry, family: family.name, consequence: "; Compose picks fonts by the declaration",
                        system: .compose)
                }
                entries.append(entry)
            }
            var declared = DeclaredFamily(
                name: family.name, reference: family.name, location: family.location, faces: entries,
                isSingleFile: false)
            declared.typeface = family.fonts.lazy.compactMap(\.googleName).first
            reading.families[key(family)] = declared
        }
        for family in compose.families { convert(family) }
        reading.sources.declarations += compose.families.reduce(0) { $0 + $1.fonts.count }
        reading.declaredFonts += compose.families.flatMap { family in family.fonts.map { _ in family.name } }
        for style in compose.styles {
            var text = TextStyle(name: style.name, location: style.location)
            (text.weight, text.italic, text.platform, text.textSystem) = (
                style.weight, style.italic, .android, .compose
            )
            text.size = style.size
            text.lineHeight = style.lineHeight
            switch style.family {
            case .system(let name):
                text.family = "FontFamily.\(name)"
            case .device(let name):
                text.family = "DeviceFontFamilyName(\"\(name)\")"
            case .unknown, .ofStyle:
                reading.sources.callsNotChecked += 1
                continue
            case .family(let family):
                convert(family)
                (text.family, text.familyKey) = (family.name, key(family))
            }
            reading.styles.append(text)
            reading.sources.stylesFromCode += 1
        }
        // Every `composeResources/font` file is a resource the app ships (`Res.font.NAME`), as in `res/font`: one
        // no `Font(…)` named above is `not-a-font` at the file.
        for path in multiplatformFiles.values.sorted() where !brokenNamed.contains(path) {
            guard let problem = fonts.problem(for: path) else { continue }
            let name = Platform.baseName(of: path)
            reading.facts.append(
                ProjectFact(
                    .notAFont,
                    "composeResources/font holds \(Terminal.sanitize(name)), which is not a font: \(Terminal.sanitize(problem))",
                    at: SourceLocation(file: path, line: 1, column: 1), path: path, subject: name, system: .compose))
        }
    }
}
