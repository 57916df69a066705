import FontAuditModel
import FontAuditSystem

/// Android views and Compose apply Bold Text themselves (`Configuration.fontWeightAdjustment`), and scale text
/// given in `sp`. What the app's code can undo: a configuration whose `fontWeightAdjustment` is forced to 0, a
/// `textSize` in `dp`, `px`, `pt`, `in` or `mm`, and a Compose `Density` whose `fontScale` is a constant.
enum AndroidResponsiveness {
    /// Units that do not follow the user's font size.
    static let fixedUnits = ["dip", "dp", "px", "pt", "in", "mm"]
    /// What a Kotlin or Java file must name to be lexed for its configuration.
    static let codeWords = ["fontWeightAdjustment", "Density("]

    static func read(_ files: ProjectFiles, into part: inout PlatformReading, warnings: inout [LocatedWarning]) {
        let sites = textSizes(files, warnings: &warnings)
        var claimed = Set<SourceLocation>()
        let byOwner = Dictionary(sites.map { ($0.owner, $0) }, uniquingKeysWith: { first, _ in first })
        for k in part.styles.indices where part.styles[k].textSystem == .androidView {
            guard let site = byOwner[part.styles[k].location] else { continue }
            if let fixed = site.fixed {
                part.styles[k].scaling = .fixed(why: fixed)
                claimed.insert(site.location)
            } else {
                part.styles[k].scaling = .scales(how: "its textSize is in sp")
            }
        }
        for site in sites where !claimed.contains(site.location) {
            guard let fixed = site.fixed else { continue }
            part.facts.append(
                ProjectFact(
                    .textDoesNotScale, "\(fixed): this text keeps its size whatever the user's font size",
                    at: site.location, subject: "\(Platform.baseName(of: site.location.file)) \(site.subject)",
                    system: .androidView))
        }
        let code = LexedSource.read(
            files.kotlinFiles + files.files(withExtensions: ["java"]), of: files, language: .kotlin,
            mentioning: codeWords)
        var turnedOff: SourceLocation?
        for source in code {
            let found = configurationFacts(source)
            turnedOff = turnedOff ?? found.first(where: { $0.kind == .boldTextTurnedOff })?.location
            part.facts += found
        }
        for k in part.styles.indices where part.styles[k].platform == .android {
            if let painter = part.styles[k].boldTextNotApplied {
                part.styles[k].boldText = Responsiveness.drawnOnCanvas(painter, platform: .android)
            } else if let turnedOff {
                part.styles[k].boldText = .notChecked(
                    why:
                        "the app turns Bold Text off (fontWeightAdjustment = 0, \(Responsiveness.place(turnedOff))); which screens it reaches is not followed"
                )
            } else {
                part.styles[k].boldText = .platform
            }
        }
    }

    /// A `textSize`: where it is written, the element or style it belongs to, and why it is fixed (nil: `sp`).
    struct Site {
        var location: SourceLocation
        var owner: SourceLocation
        var subject: String
        var fixed: String?
    }

    /// Every `android:textSize` of a layout element and `<item name="android:textSize">` of a style, with
    /// `@dimen/` references resolved against every `values*` folder.
    static func textSizes(_ files: ProjectFiles, warnings: inout [LocatedWarning]) -> [Site] {
        var layouts: [String] = []
        var values: [String] = []
        for res in files.resourceFolders {
            guard case .success(let listing) = Platform.readFolder(res) else { continue }
            for folder in listing.entries.sorted(by: { $0.name < $1.name }) {
                let isLayout = AndroidResources.isFolder(folder.name, "layout")
                guard isLayout || AndroidResources.isFolder(folder.name, "values") else { continue }
                guard case .success(let inner) = Platform.readFolder(res + "/" + folder.name) else { continue }
                for entry in inner.entries.sorted(by: { $0.name < $1.name })
                where Platform.lowercasedExtension(of: entry.name) == "xml" && !files.isTestCode(res) {
                    let path = res + "/" + folder.name + "/" + entry.name
                    if isLayout { layouts.append(path) } else { values.append(path) }
                }
            }
        }
        var dimens: [String: [(value: String, location: SourceLocation)]] = [:]
        var sizes: [(value: String, location: SourceLocation, owner: SourceLocation, subject: String)] = []
        for file in values {
            guard
                let (root, read) = parse(
                    file, within: files.realRoot, mentioning: ["dimen", "textSize"], warnings: &warnings)
            else {
                continue
            }
            var lines = read
            _ = lines.location(of: root)
            for element in root.children {
                let location = lines.location(of: element)
                if element.name == "dimen", let name = element.attribute("name") {
                    dimens[name, default: []].append((element.text.trimmingCharacters(in: " \t\r\n"), location))
                } else if element.name == "style" {
                    for item in element.children where item.name == "item" {
                        let itemLocation = lines.location(of: item)
                        guard item.attribute("name") == "android:textSize" else { continue }
                        let style = element.attribute("name") ?? "style"
                        sizes.append(
                            (item.text.trimmingCharacters(in: " \t\r\n"), itemLocation, location, "\(style) textSize"))
                    }
                }
            }
        }
        for file in layouts {
            guard let (root, read) = parse(file, within: files.realRoot, mentioning: ["textSize"], warnings: &warnings)
            else { continue }
            var lines = read
            var stack = [root]
            while let element = stack.popLast() {
                stack.append(contentsOf: element.children.reversed())
                let location = lines.location(of: element)
                guard let value = element.attribute("android:textSize") ?? element.attribute("app:textSize") else {
                    continue
                }
                var subject = "\(element.name):\(location.line)"
                if let id = element.attribute("android:id"), let slash = id.lastIndex(of: "/") {
                    subject = "#\(id[id.index(after: slash)...])"
                }
                sizes.append((value, location, location, subject + " textSize"))
            }
        }
        return sizes.map { size in
            Site(
                location: size.location, owner: size.owner, subject: size.subject,
                fixed: fixedReason(size.value, dimens: dimens))
        }
    }

    /// Why a text size does not scale, or nil when it does or cannot be told (`?attr/…`, a platform dimen).
    static func fixedReason(_ value: String, dimens: [String: [(value: String, location: SourceLocation)]]) -> String? {
        if let unit = fixedUnit(value) { return "textSize \(Terminal.sanitize(value)) is in \(unit), not sp" }
        guard value.hasPrefix("@dimen/") else { return nil }
        // Every definition (each qualifier) must be fixed; a chain of references is followed a few steps.
        var name = String(value.dropFirst("@dimen/".count))
        for _ in 0..<8 {
            guard let definitions = dimens[name], !definitions.isEmpty else { return nil }
            if definitions.count == 1, definitions[0].value.hasPrefix("@dimen/") {
                name = String(definitions[0].value.dropFirst("@dimen/".count))
                continue
            }
            let units = definitions.map { fixedUnit($0.value) }
            guard let unit = units.first ?? nil, units.allSatisfy({ $0 != nil }) else { return nil }
            let first = definitions[0]
            return
                "textSize \(Terminal.sanitize(value)) is \(Terminal.sanitize(first.value)) (\(Responsiveness.place(first.location))), in \(unit), not sp"
        }
        return nil
    }

    /// "12dp" → "dp"; nil for sp, references and anything else.
    static func fixedUnit(_ value: String) -> String? {
        let number = value.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        guard !number.isEmpty, Double(number) != nil else { return nil }
        let unit = String(value.dropFirst(number.count)).trimmingCharacters(in: " ")
        return fixedUnits.contains(unit) ? unit : nil
    }

    private static func parse(
        _ file: String, within root: String?, mentioning words: [String], warnings: inout [LocatedWarning]
    ) -> (
        XMLElement, XMLLines
    )? {
        // Not-well-formed files are the resource reader's to warn about: skipped here quietly.
        var ignored: [LocatedWarning] = []
        guard let bytes = ProjectText.read(file, within: root, warnings: &ignored),
            words.contains(where: { ProjectText.find($0, in: bytes) != nil })
        else { return nil }
        guard case .success(let root) = XMLTree.parse(bytes, url: file) else { return nil }
        return (root, XMLLines(bytes, file: file))
    }

    /// `fontWeightAdjustment = 0` (or `FONT_WEIGHT_ADJUSTMENT_UNDEFINED`) turns Bold Text off for the contexts
    /// made from that configuration; Compose's `Density(density, fontScale = 1f)` pins its text's size.
    static func configurationFacts(_ source: LexedSource) -> [ProjectFact] {
        let tokens = source.tokens
        let calls = SourceCalls(tokens, file: source.path)
        var facts: [ProjectFact] = []
        for i in tokens.indices {
            let t = tokens[i]
            if t.isIdentifier("fontWeightAdjustment"), calls.token(i + 1)?.isPunctuation("=") == true,
                calls.token(i + 2)?.isPunctuation("=") != true, i == 0 || !tokens[i - 1].isPunctuation("=")
            {
                var j = i + 2
                var value = ""
                while j < i + 18, let v = calls.token(j),
                    v.kind == .identifier || v.kind == .number || v.isPunctuation("."), !v.startsLine || j == i + 2
                {
                    value += v.text
                    j += 1
                }
                let isZero = Responsiveness.number(calls.token(i + 2)) == 0
                guard isZero && j == i + 3 || value.hasSuffix("FONT_WEIGHT_ADJUSTMENT_UNDEFINED") else { continue }
                facts.append(
                    ProjectFact(
                        .boldTextTurnedOff,
                        "fontWeightAdjustment = \(Terminal.sanitize(value)) forces Bold Text's weight adjustment off: views and Compose text made from this configuration stay at their weight when the user turns Bold Text on",
                        at: source.location(i), subject: "fontWeightAdjustment", system: .androidView))
            } else if t.isIdentifier("Density"), calls.token(i + 1)?.isPunctuation("(") == true,
                i == 0 || !tokens[i - 1].isPunctuation(".")
            {
                let arguments = calls.arguments(ofCallAt: i, separator: "=")
                let scale = arguments.first { $0.label == "fontScale" } ?? (arguments.count == 2 ? arguments[1] : nil)
                guard let scale, arguments.count >= 2, scale.range.count == 1,
                    Responsiveness.number(tokens[scale.range.lowerBound]) != nil
                else { continue }
                let text = tokens[scale.range.lowerBound].text
                facts.append(
                    ProjectFact(
                        .textDoesNotScale,
                        "Density(…, fontScale = \(Terminal.sanitize(text))) pins the font scale of the Compose text under it: it ignores the user's font size",
                        at: source.location(i), subject: "Density fontScale", system: .compose))
            }
        }
        return facts
    }
}
