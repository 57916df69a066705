import FontAuditModel
import FontAuditSystem

/// iOS: UIKit and SwiftUI leave Bold Text to the app for every font asked for by name (only the system font
/// gets heavier by itself), and scale a custom font only when it passes through `UIFontMetrics` (UIKit) or is
/// made by `Font.custom(_:size:)` or `relativeTo:` (SwiftUI).
enum SwiftResponsiveness {
    /// Code that reads the Bold Text setting, or a library that does (YMatterType switches its own styles).
    static let boldTextSignals: [CodeSignal] = [
        CodeSignal(["isBoldTextEnabled"], "UIAccessibility.isBoldTextEnabled"),
        CodeSignal(["boldTextStatusDidChangeNotification"], "UIAccessibility.boldTextStatusDidChangeNotification"),
        CodeSignal(["UIAccessibilityIsBoldTextEnabled"], "UIAccessibilityIsBoldTextEnabled()"),
        CodeSignal(
            ["UIAccessibilityBoldTextStatusDidChangeNotification"], "UIAccessibilityBoldTextStatusDidChangeNotification"
        ),
        CodeSignal(["legibilityWeight"], "legibilityWeight"),
        CodeSignal(["UITraitLegibilityWeight"], "UITraitLegibilityWeight"),
        CodeSignal(["import", "YMatterType"], "YMatterType"),
    ]
    /// Code that scales fonts by the user's text size.
    static let metricsSignals: [CodeSignal] = [
        CodeSignal(["UIFontMetrics"], "UIFontMetrics"), CodeSignal(["scaledFont"], "scaledFont(for:)"),
        CodeSignal(["scaledValue"], "scaledValue(for:)"), CodeSignal(["ScaledMetric"], "@ScaledMetric"),
    ]
    /// Code that reads the user's text size some other way: a font sized from it cannot be ruled out.
    static let sizeSignals: [CodeSignal] = [
        CodeSignal(["preferredFont"], "preferredFont(forTextStyle:)"),
        CodeSignal(["preferredFontDescriptor"], "preferredFontDescriptor(withTextStyle:)"),
        CodeSignal(["preferredContentSizeCategory"], "preferredContentSizeCategory"),
        CodeSignal(["UIContentSizeCategory"], "UIContentSizeCategory"),
        CodeSignal(["ContentSizeCategory"], "ContentSizeCategory"),
        CodeSignal(["sizeCategory"], "sizeCategory"), CodeSignal(["dynamicTypeSize"], "dynamicTypeSize"),
        CodeSignal(["UIPreferredContentSizeCategory"], "UIPreferredContentSizeCategory"),
        CodeSignal(["UIFontDescriptorTextStyleAttribute"], "UIFontDescriptorTextStyleAttribute"),
    ]
    /// A font resized after it is made (`withSize`, `UIFont(descriptor:size:)`): with a size signal, its flow
    /// is not followed.
    static let resizeSignals: [CodeSignal] = [
        CodeSignal(["withSize"], "withSize(_:)"), CodeSignal(["fontWithSize"], "fontWithSize:"),
        CodeSignal(["descriptor", ":"], "UIFont(descriptor:size:)"),
    ]
    static var words: [String] {
        (boldTextSignals + metricsSignals + sizeSignals + resizeSignals).map { $0.tokens[0] }
            + ["maximumContentSizeCategory", "UIFont", "custom", "Typography"]
    }

    /// `prescanned`: the Swift files the iOS reader already scanned (`SwiftPrescans`).
    static func read(
        _ files: ProjectFiles, into part: inout PlatformReading, prescanned: SwiftPrescans? = nil,
        warnings: inout [LocatedWarning]
    ) {
        // The by-name styles the Swift reader found, by file: each file's calls are followed while its tokens
        // are at hand, and only what they say is kept (10,000 files' tokens at once would not fit in 150 MiB).
        // Test code, by file: the styles come file by file, so the answer for the style before's file is reused
        // (50,000 styles, a few hundred files; `isTestCode` reads the path's bytes, about 500 instructions).
        var lastFile: (path: String, isTest: Bool)?
        func isTestCode(_ file: String) -> Bool {
            if let lastFile, lastFile.path == file { return lastFile.isTest }
            // A file the prescans cover is not test code: they leave it out.
            let answer = prescanned?.covered.contains(file) == true ? false : files.isTestCode(file)
            lastFile = (file, answer)
            return answer
        }
        // The styles followed here: iOS fonts asked for by name or family, outside test code.
        // Each style's fields in place, not a copy of it (every string retained and released).
        let asked = part.styles.indices.filter { k in
            let (platform, fontName, family) = (part.styles[k].platform, part.styles[k].fontName, part.styles[k].family)
            return isFollowed(platform: platform, fontName: fontName, family: family)
                && !isTestCode(part.styles[k].location.file)
        }
        // Each file's styles, a run of them at a time.
        var callsByFile: [String: [(style: Int, key: Int)]] = [:]
        var start = 0
        while start < asked.count {
            let file = part.styles[asked[start]].location.file
            var end = start + 1
            while end < asked.count, part.styles[asked[end]].location.file == file { end += 1 }
            callsByFile[file, default: []] += asked[start..<end].map { k in
                (k, (part.styles[k].location.line << 20) | part.styles[k].location.column)
            }
            start = end
        }
        let swift = SwiftFileScan.scan(
            files.swiftFiles, of: files, mentioning: words, following: callsByFile, groups: signalGroups,
            prescanned: prescanned)
        // Objective-C in the same app can read the setting or scale fonts too.
        let objc = SwiftFileScan.scan(
            files.files(withExtensions: ["m", "mm", "h"]), of: files,
            mentioning: ["BoldText", "legibilityWeight", "UIFontMetrics", "preferredFont", "ContentSizeCategory"],
            following: [:], groups: signalGroups)
        let all = swift + objc
        func first(_ group: Int) -> (signal: CodeSignal, location: SourceLocation)? {
            all.lazy.compactMap { $0.firstSignals[group] }.first
        }
        let handled = first(0)
        let project = ProjectScaling(metrics: first(1), sizeAware: first(2), resized: first(3))
        // Each style's reading by its index (the first scan's, should two follow one style).
        var readings = [CallReading?](repeating: nil, count: part.styles.count)
        for scan in swift {
            for (k, reading) in scan.calls where readings.indices.contains(k) && readings[k] == nil {
                readings[k] = reading
            }
        }
        // What a reading that needs the project's facts says with them, worked out once for each such reading:
        // an app's 50,000 calls are of a few dozen sizes, and each answer is a sentence.
        var scalings: [CallReading: TextScaling?] = [:]
        // Each font name never changing, with its first place: one entry a name, not one a style (sorting
        // 50,000 places by path cost more than the rest of this pass), looked up once a style.
        var neverChanging: [String: NamedFont] = [:]
        // The same words for every style: one string, not one each.
        let readsBoldText = handled.map { handled in
            BoldTextResponse.notChecked(
                why:
                    "the app reads Bold Text (\(handled.signal.name), \(Responsiveness.place(handled.location))); whether it switches this font is not followed"
            )
        }
        for (order, k) in asked.enumerated() {
            let reading = readings[k]
            // `.custom("name")` with neither size: nor fixedSize: is another type's (a sheet detent), not a font.
            if case .notFont = reading { continue }
            let isYMatterType = part.styles[k].policy == .ymattertype
            if isYMatterType {
                part.styles[k].boldText = .app(how: "YMatterType switches it to its next weight under Bold Text")
            } else if let readsBoldText {
                part.styles[k].boldText = readsBoldText
            } else {
                part.styles[k].boldText = .never(
                    why: "nothing in the app's code reads Bold Text, and iOS does not change a font asked for by name")
                // An icon font is not text: Bold Text has nothing to make heavier.
                let name = part.styles[k].fontName ?? part.styles[k].family ?? ""
                neverChanging[name, default: NamedFont(isIconFont: IconFonts.isIconFont(name))].ask(
                    at: part.styles[k].location, order: order)
            }
            if case .needsProject = reading, let reading {
                if let known = scalings[reading] {
                    part.styles[k].scaling = known
                } else {
                    let scaling = reading.scaling(project: project)
                    scalings[reading] = scaling
                    part.styles[k].scaling = scaling
                }
            } else if let reading {
                part.styles[k].scaling = reading.scaling(project: project)
            }
        }
        // Fonts asked for by a computed name (`UIFont(name: fontName, …)`, SwiftGen's `FontConvertible`) are named
        // fonts too: which ones is not known, but none of them changes under Bold Text either.
        var computed: [SourceLocation] = []
        if handled == nil { for scan in swift { computed += scan.computedNames } }
        if neverChanging.values.contains(where: { $0.first != nil }) || !computed.isEmpty {
            let firstPlaces = neverChanging.compactMap { name, font in font.first.map { (name, $0) } }
            // By first place; at one place, by the style first seen there, as a stable sort of every style's
            // place would have them.
            let names = firstPlaces.sorted { a, b in
                a.1.location != b.1.location ? a.1.location < b.1.location : a.1.order < b.1.order
            }.map(\.0)
            var asked: [String] = []
            if !names.isEmpty {
                asked.append(
                    "\(names.count == 1 ? "a font" : "\(names.count) fonts") by name (\(Responsiveness.list(names)))")
            }
            if !computed.isEmpty {
                let places = computed.sorted().map(Responsiveness.place)
                asked.append(
                    "\(names.isEmpty ? "" : "and ")fonts by a computed name (\(Responsiveness.list(places, limit: 3)))")
            }
            let first = (firstPlaces.map(\.1.location) + computed).min()!
            part.facts.append(
                ProjectFact(
                    .boldTextNotHandled,
                    "the code asks for \(asked.joined(separator: " ")) and never reads Bold Text (UIAccessibility.isBoldTextEnabled, boldTextStatusDidChangeNotification, traitCollection.legibilityWeight or SwiftUI's legibilityWeight): iOS makes only the system font heavier, so \(names.count == 1 && computed.isEmpty ? "this font stays as it is" : "these fonts stay as they are") when the user turns Bold Text on",
                    at: first, subject: computed.isEmpty ? Self.literalSubject : "Bold Text (computed font names)"))
        }
        for scan in swift { part.facts += scan.caps }
    }

    /// A font asked for by name that never changes under Bold Text: an icon font is not text, so it has no
    /// place; a text font keeps the first place it is asked for (`order` tells two styles at one place apart).
    struct NamedFont {
        let isIconFont: Bool
        var first: (location: SourceLocation, order: Int)?

        init(isIconFont: Bool) { self.isIconFont = isIconFont }

        mutating func ask(at location: SourceLocation, order: Int) {
            guard !isIconFont else { return }
            if let first, first.location <= location { return }
            first = (location, order)
        }
    }

    /// Whether a style's call is followed here (outside test code): an iOS font asked for by name or family.
    static func isFollowed(_ style: TextStyle) -> Bool {
        isFollowed(platform: style.platform, fontName: style.fontName, family: style.family)
    }

    /// The same, from the style's fields.
    static func isFollowed(platform: AppPlatform?, fontName: String?, family: String?) -> Bool {
        platform == .ios && (fontName != nil || family != nil)
    }

    /// The four tables `SwiftFileScan` finds the first of, in this order.
    static let signalGroups = [boldTextSignals, metricsSignals, sizeSignals, resizeSignals]

    /// The subject of a `bold-text-not-handled` that names literal fonts only: the engine leaves it out when all
    /// of them are iOS's own families.
    package static let literalSubject = "Bold Text"

    /// `UIFont(name:` and `UIFontDescriptor(name:` whose name is not a plain string literal, and `Font.custom(`
    /// (with `size:` or `fixedSize:`) whose first argument is not one.
    /// Icon fonts are left out (a file or a name that says "icon"): Bold Text is about text. So are the calls at
    /// `styleSites` (token indices where the reader's styles start): their names were read (SwiftGen's `.name`).
    static func computedNameCalls(_ source: LexedSource, styleSites: Set<Int> = []) -> [SourceLocation] {
        let tokens = source.tokens
        func namesIcon(_ i: Int) -> Bool {
            tokens[i..<min(i + 8, tokens.count)].contains {
                $0.kind == .identifier && $0.text.lowercased().contains("icon")
            }
        }
        var calls: SourceCalls?
        var found: [SourceLocation] = []
        func isLiteral(_ i: Int) -> Bool {
            guard i + 1 < tokens.count, tokens[i].kind == .string, !tokens[i].interpolates else { return false }
            return tokens[i + 1].isPunctuation(",") || tokens[i + 1].isPunctuation(")")
        }
        for i in tokens.indices where tokens[i].kind == .identifier && i + 4 < tokens.count {
            // The names below start with U or c: a token starting with another ASCII byte is none of them.
            guard tokens[i].lead == 0 || tokens[i].lead == UInt8(ascii: "U") || tokens[i].lead == UInt8(ascii: "c")
            else { continue }
            let t = tokens[i]
            if t.is("UIFont") || t.is("UIFontDescriptor"), tokens[i + 1].isPunctuation("("),
                tokens[i + 2].isIdentifier("name"), tokens[i + 3].isPunctuation(":"), !isLiteral(i + 4),
                !namesIcon(i + 4), !styleSites.contains(i)
            {
                found.append(source.location(i))
            } else if t.is("custom"), i > 0, tokens[i - 1].isPunctuation("."), tokens[i + 1].isPunctuation("("),
                !isLiteral(i + 2), !namesIcon(i + 2), !styleSites.contains(i - 1), !styleSites.contains(i - 2)
            {
                if calls == nil { calls = SourceCalls(tokens, file: source.path) }
                let labels = calls!.arguments(ofCallAt: i, separator: ":").compactMap(\.label)
                if labels.contains("size") || labels.contains("fixedSize") { found.append(source.location(i - 1)) }
            }
        }
        // A file (or folder) of icons holds no text fonts: asked only when there is a call to leave out, as
        // the file's name costs more to look at than its tokens.
        if !found.isEmpty,
            Platform.baseName(of: Platform.parent(of: source.path)).lowercased().contains("icon")
                || Platform.baseName(of: source.path).lowercased().contains("icon")
        {
            return []
        }
        return found
    }

    /// SwiftUI's `.dynamicTypeSize(...)` and UIKit's `maximumContentSizeCategory`: a range still scales (a
    /// note); a single size pins the text there.
    static func capFacts(_ source: LexedSource) -> [ProjectFact] {
        let tokens = source.tokens
        // Made for the first token that may start a cap: most files have none.
        var made: SourceCalls?
        var facts: [ProjectFact] = []
        for i in tokens.indices {
            // The names below start with d or m: a token starting with another ASCII byte is neither.
            guard tokens[i].lead == 0 || tokens[i].lead == UInt8(ascii: "d") || tokens[i].lead == UInt8(ascii: "m")
            else { continue }
            let calls = made ?? SourceCalls(tokens, file: source.path)
            made = calls
            let t = tokens[i]
            if t.isIdentifier("dynamicTypeSize"), i > 0, tokens[i - 1].isPunctuation("."),
                calls.token(i + 1)?.isPunctuation("(") == true, let close = calls.closing[i + 1],
                close - i <= 12  // `...DynamicTypeSize.accessibility5`: a few tokens; longer is not a size
            {
                let inside = tokens[(i + 2)..<close]
                let isRange =
                    inside.contains { $0.isPunctuation(".") } && inside.count >= 3
                    && zip(inside, inside.dropFirst()).contains { $0.isPunctuation(".") && $1.isPunctuation(".") }
                let text = inside.map(\.text).joined()
                if isRange {
                    facts.append(
                        ProjectFact(
                            .textScaleCapped,
                            ".dynamicTypeSize(\(Terminal.sanitize(text))) caps Dynamic Type for this view: its text still scales, up to the cap",
                            at: source.location(i), subject: "dynamicTypeSize(\(text))"))
                } else if inside.count == 2, inside.first!.isPunctuation("."), inside.last!.kind == .identifier {
                    facts.append(
                        ProjectFact(
                            .textDoesNotScale,
                            ".dynamicTypeSize(\(Terminal.sanitize(text))) pins this view's text at one size: it ignores the user's text size",
                            at: source.location(i), subject: "dynamicTypeSize(\(text))"))
                }
            } else if t.isIdentifier("maximumContentSizeCategory"), calls.token(i + 1)?.isPunctuation("=") == true,
                calls.token(i + 2)?.isPunctuation("=") != true
            {
                let value = (calls.token(i + 3)?.text ?? "")
                facts.append(
                    ProjectFact(
                        .textScaleCapped,
                        "maximumContentSizeCategory = .\(Terminal.sanitize(value)) caps Dynamic Type for this view: its text still scales, up to the cap",
                        at: source.location(i), subject: "maximumContentSizeCategory"))
            }
        }
        return facts
    }

    /// One by-name font call, read in its own file: not a font at all, decided by the file alone, or waiting for
    /// what the whole project does about text size.
    enum CallReading: Sendable, Hashable {
        case notFont
        case decided(TextScaling?)
        /// `literalSize`: the point size when it is one number literal.
        case needsProject(isUIFont: Bool, literalSize: String?)

        func scaling(project: ProjectScaling) -> TextScaling? {
            switch self {
            case .notFont: return nil
            case .decided(let scaling): return scaling
            case .needsProject(let isUIFont, let literalSize):
                if let metrics = project.metrics {
                    return .notChecked(
                        why:
                            "the app scales fonts (\(metrics.signal.name), \(Responsiveness.place(metrics.location))); whether this font passes through it is not followed"
                    )
                }
                if isUIFont, let literalSize, project.sizeAware == nil || project.resized == nil {
                    return .fixed(
                        why:
                            "UIFont(name:size:) at \(literalSize) pt, and nothing in the app's code passes a font through UIFontMetrics"
                    )
                }
                guard let aware = project.sizeAware else {
                    return .fixed(
                        why:
                            "nothing in the app's code reads the user's text size (no UIFontMetrics, preferredFont or content size category)"
                    )
                }
                return .notChecked(
                    why:
                        "its size is computed, and the app reads the user's text size (\(aware.signal.name), \(Responsiveness.place(aware.location))): the flow is not followed"
                )
            }
        }
    }

    /// What the whole project does about text size.
    struct ProjectScaling {
        var metrics: (signal: CodeSignal, location: SourceLocation)?
        var sizeAware: (signal: CodeSignal, location: SourceLocation)?
        var resized: (signal: CodeSignal, location: SourceLocation)?
    }

    /// Follows one font call in one file: inside `scaledFont(for:)`, bound to a name that is passed to it,
    /// sized from the user's size, or fixed.
    struct CallScaling {
        let source: LexedSource
        let calls: SourceCalls
        /// For each token, the index of the innermost bracket that opens around it.
        let enclosing: [Int?]
        /// Names passed to `scaledFont(for:)` in this file.
        let scaledNames: Set<String>

        /// `calls`: the source's calls, when worked out already (`SourceCalls(source.tokens, file: source.path)`).
        init(_ source: LexedSource, calls: SourceCalls? = nil) {
            self.source = source
            self.calls = calls ?? SourceCalls(source.tokens, file: source.path)
            var enclosing = [Int?](repeating: nil, count: source.tokens.count)
            var open: [Int] = []
            var scaled = Set<String>()
            let tokens = source.tokens
            for i in tokens.indices {
                enclosing[i] = open.last
                // By field, not a copy of each token (a retain and a release of its text).
                if tokens[i].kind == .punctuation {
                    let byte = tokens[i].byte
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                        open.append(i)
                    } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                        _ = open.popLast()
                    }
                }
                // "scaledFont" is ten bytes of plain ASCII: a text equal to it starts with its byte and has its
                // length (`SwiftFontCalls.mayNameCall` says why).
                guard tokens[i].lead == 0 || tokens[i].lead == UInt8(ascii: "s") && tokens[i].text.utf8.count == 10
                else { continue }
                if tokens[i].isIdentifier("scaledFont"), i + 4 < tokens.count, tokens[i + 1].isPunctuation("("),
                    tokens[i + 2].isIdentifier("for"), tokens[i + 3].isPunctuation(":"),
                    tokens[i + 4].kind == .identifier
                {
                    scaled.insert(tokens[i + 4].text)
                }
            }
            self.enclosing = enclosing
            scaledNames = scaled
        }

        /// False for a `.custom(…)` call that has neither `size:` nor `fixedSize:`: SwiftUI's `Font.custom`
        /// always has one, so it is another type's `custom`.
        func isFontCall(at start: Int) -> Bool {
            let tokens = source.tokens
            var open = start
            while open < tokens.count, open < start + 4, !tokens[open].isPunctuation("(") { open += 1 }
            guard open < tokens.count, open > 0, tokens[open - 1].isIdentifier("custom") else { return true }
            let labels = calls.arguments(ofCallAt: open - 1, separator: ":").compactMap(\.label)
            return labels.contains("size") || labels.contains("fixedSize")
        }

        /// What the call at `start` says about its size, as far as its own file tells.
        func reading(ofCallAt start: Int) -> CallReading {
            let tokens = source.tokens
            // The call's own name and bracket: `UIFont(`, `Font.custom(`, `.custom(`, `Typography(`.
            var open = start
            while open < tokens.count, open < start + 4, !tokens[open].isPunctuation("(") { open += 1 }
            guard open < tokens.count, tokens[open].isPunctuation("("), open > 0, calls.closing[open] != nil else {
                return .decided(nil)
            }
            let name = tokens[open - 1].text
            let arguments = calls.arguments(ofCallAt: open - 1, separator: ":")
            func argument(_ label: String) -> Range<Int>? { arguments.first { $0.label == label }?.range }
            switch name {
            case "custom":
                if argument("fixedSize") != nil {
                    return .decided(
                        .fixed(why: "Font.custom(_:fixedSize:) keeps its size whatever the user's text size"))
                }
                if argument("relativeTo") != nil {
                    return .decided(.scales(how: "Font.custom(_:size:relativeTo:) scales with its text style"))
                }
                if argument("size") != nil {
                    return .decided(.scales(how: "Font.custom(_:size:) scales with the body style"))
                }
                return .decided(nil)
            case "Typography":
                if let fixed = argument("isFixed"), tokens[fixed.lowerBound].isIdentifier("true") {
                    return .decided(.fixed(why: "YMatterType's isFixed: true keeps its size"))
                }
                return .decided(.scales(how: "YMatterType scales its styles with UIFontMetrics"))
            case "UIFont", "UIFontDescriptor":
                break
            default:
                return .decided(nil)
            }
            if insideScaledFont(start) {
                return .decided(.scales(how: "it passes through UIFontMetrics.scaledFont(for:)"))
            }
            if let bound = boundName(start), scaledNames.contains(bound) {
                return .decided(.scales(how: "\(bound) passes through UIFontMetrics.scaledFont(for:) in this file"))
            }
            let size = argument("size")
            if let size,
                tokens[size.prefix(32)].contains(where: {
                    ["preferredFont", "preferredFontDescriptor", "scaledValue"].contains($0.text)
                })
            {
                return .decided(.scales(how: "its size is read from the user's text size"))
            }
            let literal = size.flatMap { $0.count == 1 && tokens[$0.lowerBound].kind == .number ? $0 : nil }
            return .needsProject(isUIFont: name == "UIFont", literalSize: literal.map { tokens[$0.lowerBound].text })
        }

        /// Whether the call at `i` is an argument of `scaledFont(for: …)`, within the same closure.
        func insideScaledFont(_ i: Int) -> Bool {
            var at = enclosing[i]
            var steps = 0
            while let open = at, steps < 64 {
                let t = source.tokens[open]
                if t.isPunctuation("{") { return false }
                if t.isPunctuation("("), open > 0, source.tokens[open - 1].isIdentifier("scaledFont") { return true }
                at = enclosing[open]
                steps += 1
            }
            return false
        }

        /// `let name = UIFont(…)`, `guard let name = …`, `let name: UIFont = …`.
        func boundName(_ i: Int) -> String? {
            guard let before = calls.token(i - 1), before.isPunctuation("="),
                calls.token(i - 2)?.isPunctuation("=") != true
            else { return nil }
            if let name = calls.token(i - 2), name.kind == .identifier, name.text != "UIFont" { return name.text }
            // `let name: UIFont? = …`
            var j = i - 2
            while j > 0, j > i - 6, !source.tokens[j].isPunctuation(":") { j -= 1 }
            guard source.tokens[j].isPunctuation(":"), let name = calls.token(j - 1), name.kind == .identifier else {
                return nil
            }
            return name.text
        }
    }
}
