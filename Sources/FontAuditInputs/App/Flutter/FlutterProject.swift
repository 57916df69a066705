import FontAuditModel
import FontAuditSystem
import FontCatalog

/// A Flutter app's fonts and styles: `flutter: fonts:` in pubspec.yaml (read with libyaml), and the
/// `TextStyle(…)` and `ThemeData(fontFamily:)` calls of its Dart sources.
struct FlutterProject {
    struct Style {
        var name: String
        var location: SourceLocation
        var family: String
        var weight: Int
        var italic: Bool
        /// `fontSize: 16` and `height: 1.5` (a multiple of the size), for the HTML report.
        var size: Double? = nil
        var lineHeight: String? = nil
    }

    /// Declared families by name; a package's own are also known as `packages/NAME/Family`.
    var families: [String: DeclaredFamily] = [:]
    var styles: [Style] = []
    var facts: [ProjectFact] = []
    var notChecked = 0
    var declarations = 0
    /// Every font file a pubspec declares: Flutter's own, not the iOS bundle's.
    var assetFiles = Set<String>()

    /// Flutter's `FontWeight` constants.
    static let weights: [String: Int] = [
        "w100": 100, "w200": 200, "w300": 300, "w400": 400, "w500": 500, "w600": 600, "w700": 700, "w800": 800,
        "w900": 900, "normal": 400, "bold": 700,
    ]

    init(_ files: ProjectFiles, fonts: ProjectFonts, warnings: inout [LocatedWarning]) {
        for pubspec in files.pubspecs {
            readPubspec(pubspec, fonts: fonts, warnings: &warnings)
        }
        readDart(files, warnings: &warnings)
    }

    private mutating func readPubspec(_ path: String, fonts: ProjectFonts, warnings: inout [LocatedWarning]) {
        guard let bytes = ProjectText.read(path, warnings: &warnings) else { return }
        let root: YAMLNode
        switch YAMLTree.parse(bytes) {
        case .success(let node?): root = node
        case .success(nil): return
        case .failure(let error):
            warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: path, line: error.line, column: error.column),
                    message: "not valid YAML (\(error.message)); its fonts are not read"))
            return
        }
        let folder = Platform.parent(of: path)
        let packageName = root["name"]?.string
        // Path dependencies: `packages/NAME/…` assets live in NAME's lib/ folder.
        var packagePaths: [String: String] = [:]
        if case .mapping(let pairs, _, _)? = root["dependencies"] {
            for pair in pairs {
                if let name = pair.key.string, let relative = pair.value["path"]?.string {
                    packagePaths[name] = relative.hasPrefix("/") ? relative : folder + "/" + relative
                }
            }
        }
        guard let list = root["flutter"]?["fonts"]?.items else { return }
        for familyNode in list {
            guard let name = familyNode["family"]?.string, let assets = familyNode["fonts"]?.items else { continue }
            let location = SourceLocation(file: path, line: familyNode.line, column: familyNode.column)
            var family = DeclaredFamily(
                name: name, reference: "\"\(name)\"", location: location, faces: [], isSingleFile: false)
            for asset in assets {
                guard let assetNode = asset["asset"], let relative = assetNode.string else { continue }
                declarations += 1
                let assetLocation = SourceLocation(file: path, line: assetNode.line, column: assetNode.column)
                let file = Self.resolve(relative, folder: folder, packages: packagePaths)
                guard let file, Platform.kind(of: file) == .file else {
                    facts.append(
                        ProjectFact(
                            .missingFontResource,
                            "font asset \"\(Terminal.sanitize(relative))\" of family \"\(Terminal.sanitize(name))\" is not there",
                            at: assetLocation, path: file, subject: relative))
                    continue
                }
                assetFiles.insert(file)
                // Flutter reads an asset without `weight` as 400 and without `style` as normal.
                var entry = DeclaredFace(
                    resource: relative, file: file, declaredWeight: Int(asset["weight"]?.string ?? "") ?? 400,
                    declaredItalic: asset["style"]?.string == "italic", location: assetLocation,
                    face: fonts.faces(in: file).first)
                if entry.face == nil, let problem = fonts.problem(for: file) {
                    facts.append(
                        ProjectFact(
                            .notAFont,
                            "font asset \"\(Terminal.sanitize(relative))\" is not a font: \(Terminal.sanitize(problem))",
                            at: assetLocation, path: file, subject: relative))
                    entry.face = nil
                }
                facts += AndroidResources.declarationMismatches(
                    entry, family: name,
                    consequence:
                        "; Flutter's engine matches faces by the file's own values and ignores the declaration (it matters only to the retired HTML web renderer)",
                    system: .flutter)
                family.faces.append(entry)
            }
            families[name] = families[name] ?? family
            if let packageName { families["packages/\(packageName)/\(name)"] = family }
        }
    }

    /// An asset path relative to the pubspec, or `packages/NAME/path` in a path dependency's lib/ folder.
    static func resolve(_ asset: String, folder: String, packages: [String: String]) -> String? {
        if asset.hasPrefix("packages/") {
            let parts = asset.split(separator: "/", maxSplits: 2).map(String.init)
            guard parts.count == 3 else { return nil }
            if let root = packages[parts[1]] { return root + "/lib/" + parts[2] }
        }
        return folder + "/" + asset
    }

    private mutating func readDart(_ files: ProjectFiles, warnings: inout [LocatedWarning]) {
        var sources: [SourceCalls] = []
        var defaultFamily: String?
        for file in files.dartFiles {
            guard let bytes = ProjectText.read(file, warnings: &warnings) else { continue }
            guard ["TextStyle", "ThemeData", "GoogleFonts"].contains(where: { ProjectText.find($0, in: bytes) != nil })
            else { continue }
            let source = SourceCalls(SourceLexer.tokens(bytes, language: .dart), file: file)
            for i in source.calls(named: "ThemeData") {
                for argument in source.arguments(ofCallAt: i, separator: ":") where argument.label == "fontFamily" {
                    if let start = source.valueStart(argument.range), source.tokens[start].kind == .string {
                        defaultFamily = defaultFamily ?? source.tokens[start].text
                    }
                }
            }
            // google_fonts fetches its fonts at run time: counted, not checked.
            for i in source.tokens.indices where source.tokens[i].isIdentifier("GoogleFonts") {
                if source.token(i + 1)?.isPunctuation(".") == true, source.token(i + 3)?.isPunctuation("(") == true {
                    notChecked += 1
                }
            }
            sources.append(source)
        }
        for source in sources {
            for i in source.calls(named: "TextStyle") {
                var family: String?
                var computed = false
                var weight = 400
                var italic = false
                var size: Double?
                var height: String?
                for argument in source.arguments(ofCallAt: i, separator: ":") {
                    guard let start = source.valueStart(argument.range) else { continue }
                    let t = source.tokens[start]
                    switch argument.label {
                    case "fontFamily":
                        if t.kind == .string, !t.interpolates, argument.range.count == 1 {
                            family = t.text
                        } else {
                            computed = true
                        }
                    case "fontWeight":
                        if t.isIdentifier("FontWeight"), let name = source.token(start + 2) {
                            weight = Self.weights[name.text] ?? weight
                        }
                    case "fontStyle":
                        italic = t.isIdentifier("FontStyle") && source.token(start + 2)?.isIdentifier("italic") == true
                    case "fontSize":
                        size = t.kind == .number ? Double(t.text) : nil
                    case "height":
                        height = t.kind == .number ? "\(t.text)×" : nil
                    default: break
                    }
                }
                if computed {
                    notChecked += 1
                    continue
                }
                guard let resolved = family ?? defaultFamily else { continue }
                let name =
                    source.boundName(ofCallAt: i) ?? "\(Platform.baseName(of: source.file)):\(source.tokens[i].line)"
                styles.append(
                    Style(
                        name: name, location: source.location(i), family: resolved, weight: weight, italic: italic,
                        size: size, lineHeight: height))
            }
        }
    }
}
