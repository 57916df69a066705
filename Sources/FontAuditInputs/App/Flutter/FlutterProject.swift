import FontAuditModel
import FontAuditSystem
import FontCatalog

/// A Flutter app's fonts and styles: `flutter: fonts:` in pubspec.yaml (read with libyaml), and the
/// `TextStyle(…)` and `ThemeData(fontFamily:)` calls of its Dart sources.
struct FlutterProject {
    struct Style: Equatable {
        var name: String
        var location: SourceLocation
        var family: String
        var weight: Int
        var italic: Bool
        /// `fontSize: 16` and `height: 1.5` (a multiple of the size), for the HTML report.
        var size: Double? = nil
        var lineHeight: String? = nil
        /// `fontFamily: ''`: no family, so the platform's default font (see `apply`).
        var platformDefault = false
        /// `fontVariations: [FontVariation('wght', 600)]`: the weight the style sets its variable font to.
        var axisWeight: Int? = nil
        /// Drawn on a canvas (`TextPaint`, `TextPainter`), which Bold Text never reaches (`FlutterCanvasText`).
        var canvas: String? = nil
    }

    /// Declared families by name; a package's own are also known as `packages/NAME/Family`.
    var families: [String: DeclaredFamily] = [:]
    /// Families with an asset `packages/NAME/…` of a package that is not in the repository (one from pub.dev):
    /// the file is in pub's cache, not here, so the styles on them are not checked.
    var packageFamilies: [String] = []
    /// FlutterGen's `FontFamily.x` constants for the pubspec's families, as its generated `fonts.gen.dart` binds
    /// them, for an app that uses FlutterGen but leaves the generated file out of the repository (hiddify's
    /// `.gitignore` has `*.gen.dart`).
    var flutterGenConstants: [DartConstants.Definition] = []
    var styles: [Style] = []
    var facts: [ProjectFact] = []
    var notChecked = 0
    var declarations = 0
    /// Each declared asset, as written.
    var declaredAssets: [String] = []
    /// The Dart code sets font variations somewhere (`FontVariation('wght', …)`).
    var variationsInCode = false
    /// Every font file a pubspec declares: Flutter's own, not the iOS bundle's.
    var assetFiles = Set<String>()
    /// The files a pubspec's `assets:` names, and its folders (without the final "/"), whose own files (not their
    /// subfolders') Flutter bundles: with `assetFiles`, the asset manifest google_fonts looks its files up in.
    var manifestFiles = Set<String>()
    var manifestFolders = Set<String>()
    /// The files of pub packages (`packages/NAME/…` of a package not in the repository) a pubspec bundles, as
    /// written: in the manifest, not here to read.
    var manifestPackageFiles: [String] = []

    /// Flutter's `FontWeight` constants.
    static let weights: [String: Int] = [
        "w100": 100, "w200": 200, "w300": 300, "w400": 400, "w500": 500, "w600": 600, "w700": 700, "w800": 800,
        "w900": 900, "normal": 400, "bold": 700,
    ]

    /// The project's real path: no pubspec, source or asset outside it is read.
    var realRoot: String?

    /// `keepingEveryFile`: the reference path of `DartFile` (every Dart file's tokens held at once).
    init(_ files: ProjectFiles, fonts: ProjectFonts, keepingEveryFile: Bool = false, warnings: inout [LocatedWarning]) {
        realRoot = files.realRoot
        for pubspec in files.pubspecs {
            readPubspec(pubspec, fonts: fonts, warnings: &warnings)
        }
        readDart(files, fonts: fonts, keepingEveryFile: keepingEveryFile, warnings: &warnings)
    }

    private mutating func readPubspec(_ path: String, fonts: ProjectFonts, warnings: inout [LocatedWarning]) {
        guard let bytes = ProjectText.read(path, within: realRoot, warnings: &warnings) else { return }
        let root: YAMLNode
        switch YAMLTree.parse(bytes) {
        case .success(let node?): root = node
        case .success(nil): return
        case .failure(let error):
            warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: path, line: error.line, column: error.column),
                    message: "not valid YAML (\(error.message)); its fonts cannot be read", isError: true))
            return
        }
        let folder = Platform.parent(of: path)
        let packageName = root["name"]?.string
        // Path dependencies: `packages/NAME/…` assets live in NAME's lib/ folder; so do the package's own,
        // when its pubspec names its assets so.
        var packagePaths: [String: String] = [:]
        if let packageName { packagePaths[packageName] = folder }
        if case .mapping(let pairs, _, _)? = root["dependencies"] {
            for pair in pairs {
                if let name = pair.key.string, let relative = pair.value["path"]?.string {
                    packagePaths[name] = relative.hasPrefix("/") ? relative : folder + "/" + relative
                }
            }
        }
        // `uses-material-design: true` makes the Flutter tool bundle its MaterialIcons family (flutter_tools
        // `lib/src/asset.dart`, `kMaterialFonts`): a file of the SDK, not of the project, so the styles on it are
        // not checked (as a pub package's), rather than an undeclared family with faces to buy.
        let declaresMaterialIcons =
            root["flutter"]?["fonts"]?.items?.contains { $0["family"]?.string == "MaterialIcons" } ?? false
        if root["flutter"]?["uses-material-design"]?.string == "true", !declaresMaterialIcons,
            !packageFamilies.contains("MaterialIcons")
        {
            packageFamilies.append("MaterialIcons")
        }
        // `assets:`: a file, or a folder ("images/") whose own files are bundled; an entry may be a mapping with
        // `path:` (flavors, transformers). A pub package's asset is in pub's cache, not here.
        for item in root["flutter"]?["assets"]?.items ?? [] {
            guard var relative = item.string ?? item["path"]?.string else { continue }
            while relative.hasPrefix("./") { relative.removeFirst(2) }
            if Self.hostedPackage(of: relative, paths: packagePaths) != nil {
                if !relative.hasSuffix("/") { manifestPackageFiles.append(relative) }
                continue
            }
            guard let path = Self.resolve(relative, folder: folder, packages: packagePaths) else { continue }
            if path.hasSuffix("/") {
                manifestFolders.insert(String(path.dropLast()))
            } else {
                manifestFiles.insert(path)
            }
        }
        if let fonts = root["flutter"]?["fonts"] { warnings += FlutterFontsSchema.problems(fonts, path: path) }
        guard let list = root["flutter"]?["fonts"]?.items else { return }
        let setsWeightAxis = FlutterVersion.setsWeightAxis(
            environment: root["environment"], folder: folder, realRoot: realRoot)
        // FlutterGen (a `flutter_gen:` block, or its runner or package as a dependency) writes a class of the
        // families' names, `FontFamily` unless `fonts: outputs: class_name:` says otherwise.
        let flutterGen = root["flutter_gen"]
        let usesFlutterGen =
            flutterGen != nil || root["dev_dependencies"]?["flutter_gen_runner"] != nil
            || root["dependencies"]?["flutter_gen"] != nil
        if usesFlutterGen, flutterGen?["fonts"]?["enabled"]?.string != "false" {
            let className = flutterGen?["fonts"]?["outputs"]?["class_name"]?.string ?? "FontFamily"
            for familyNode in list {
                guard let name = familyNode["family"]?.string, let constant = Self.flutterGenName(name) else {
                    continue
                }
                flutterGenConstants.append(DartConstants.Definition(key: className + "." + constant, value: name))
            }
        }
        for familyNode in list {
            guard let name = familyNode["family"]?.string, let assets = familyNode["fonts"]?.items else { continue }
            let location = SourceLocation(file: path, line: familyNode.line, column: familyNode.column)
            var family = DeclaredFamily(
                name: name, reference: "\"\(name)\"", location: location, faces: [], isSingleFile: false)
            var fromPackages = 0
            for asset in assets {
                guard let assetNode = asset["asset"], let relative = assetNode.string else { continue }
                declarations += 1
                declaredAssets.append(relative)
                let assetLocation = SourceLocation(file: path, line: assetNode.line, column: assetNode.column)
                /// A `missing-font-resource` fact about this asset: "font asset … of family … `problem`".
                func missing(_ problem: String, path file: String? = nil, uncertain: Bool = false) -> ProjectFact {
                    ProjectFact(
                        .missingFontResource,
                        "font asset \"\(Terminal.sanitize(relative))\" of family \"\(Terminal.sanitize(name))\" \(problem)",
                        at: assetLocation, path: file, subject: relative, uncertain: uncertain)
                }
                // `packages/NAME/…` is a file of the package NAME's lib/ folder (docs.flutter.dev, "Export fonts
                // from a package"); a package from pub.dev is in pub's cache, which is not read.
                if let package = Self.hostedPackage(of: relative, paths: packagePaths) {
                    fromPackages += 1
                    manifestPackageFiles.append(relative)
                    facts.append(
                        missing(
                            "is a file of the package \(Terminal.sanitize(package)), which is not in the project (pub's cache is not read); the styles on the family are not checked",
                            uncertain: true))
                    continue
                }
                let file = Self.resolve(relative, folder: folder, packages: packagePaths)
                // The project is the boundary: an asset outside it is refused the same way whether or not it
                // exists, and never read (no oracle on the runner's files).
                if let file, let realRoot, !ProjectFiles.isInside(file, root: realRoot) {
                    facts.append(missing("resolves outside the project; fontaudit does not read it"))
                    continue
                }
                guard let file, Platform.kind(of: file) == .file else {
                    facts.append(missing("is not there", path: file))
                    continue
                }
                assetFiles.insert(file)
                // Flutter reads an asset without `weight` as 400 and without `style` as normal.
                let entry = DeclaredFace(
                    resource: relative, file: file, declaredWeight: Int(asset["weight"]?.string ?? "") ?? 400,
                    declaredItalic: asset["style"]?.string == "italic", location: assetLocation,
                    face: fonts.faces(in: file).first)
                if entry.face == nil {
                    // A declared asset that is not a readable TrueType or OpenType font (a WOFF2, a text file):
                    // Flutter cannot load it, and it is never trusted as the face it is declared as.
                    let problem =
                        fonts.problem(for: file)
                        ?? "not a TrueType or OpenType font file (.ttf, .otf, .ttc), which is what the engine loads"
                    facts.append(
                        ProjectFact(
                            .notAFont,
                            "font asset \"\(Terminal.sanitize(relative))\" is not a font: \(Terminal.sanitize(problem))",
                            at: assetLocation, path: file, subject: relative))
                    continue
                }
                facts += AndroidResources.declarationMismatches(
                    entry, family: name,
                    consequence:
                        "; Flutter's engine matches faces by the file's own values and ignores the declaration (it matters only to the retired HTML web renderer)",
                    system: .flutter)
                family.faces.append(entry)
            }
            // Some of its faces are a package's: which face a style gets is not known without them.
            if fromPackages > 0 {
                packageFamilies.append(name)
                continue
            }
            if setsWeightAxis {
                family.faces = family.faces.flatMap { Self.atEachAxisWeight($0, faces: fonts.faces(in: $0.file ?? "")) }
            }
            families[name] = families[name] ?? family
            if let packageName { families["packages/\(packageName)/\(name)"] = family }
        }
    }

    /// A variable file as the faces Flutter 3.41 and later makes of it: one at each hundred its `wght` axis
    /// reaches (`fontWeight` sets the axis), its named instance there or the font at that weight, so a style's
    /// weight and Bold Text's 700 are the file's own, not its default with a synthetic bold. A static file
    /// stays one face.
    static func atEachAxisWeight(_ entry: DeclaredFace, faces: [FontFace]) -> [DeclaredFace] {
        guard let base = entry.face, let range = base.weightRange, range.lowerBound < range.upperBound else {
            return [entry]
        }
        let weights = stride(from: 100, through: 900, by: 100).filter { range.contains($0) }
        guard !weights.isEmpty else { return [entry] }
        return weights.map { weight in
            var instance = entry
            instance.face =
                faces.first { $0.instance > 0 && $0.weight == weight && $0.italic == base.italic }
                ?? base.atVariableWeight(weight)
            return instance
        }
    }

    /// The getter an expression body ending just before `start` belongs to: `get NAME =>`.
    static func getterName(endingBefore start: Int, in source: SourceCalls) -> String? {
        guard source.token(start - 1)?.isPunctuation(">") == true, source.token(start - 2)?.isPunctuation("=") == true,
            let name = source.token(start - 3), name.kind == .identifier,
            source.token(start - 4)?.isIdentifier("get") == true
        else { return nil }
        return name.text
    }

    /// The constant FlutterGen names a family by: its words (split at ` ./_\\-@` and, when the name has a
    /// lower-case letter, before each capital) each capitalized and the rest lower-cased, joined, the first
    /// word lower-cased ("Noto Sans" → notoSans, "BowlbyOneSC" → bowlbyOneSC): flutter_gen_core's
    /// `utils/string.dart`, `camelCase`. Nil when nothing is left.
    static func flutterGenName(_ family: String) -> String? {
        let symbols: Set<Character> = [" ", ".", "/", "_", "\\", "-", "@"]
        let characters = Array(family)
        let hasLower = characters.contains { $0.isASCII && $0.isLowercase }
        var words: [String] = []
        var word = ""
        for (i, c) in characters.enumerated() where !symbols.contains(c) {
            word.append(c)
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            if next == nil || symbols.contains(next!) || (hasLower && next!.isASCII && next!.isUppercase) {
                words.append(word)
                word = ""
            }
        }
        guard !words.isEmpty else { return nil }
        var name = ""
        for (k, w) in words.enumerated() {
            name += k == 0 ? w.lowercased() : w.prefix(1).uppercased() + w.dropFirst().lowercased()
        }
        return name
    }

    /// The package NAME of a `packages/NAME/path` asset when NAME is not a path dependency (`paths`), whose
    /// folder the project holds: a package from pub.dev or git, whose files are not in the repository.
    static func hostedPackage(of asset: String, paths: [String: String]) -> String? {
        guard let (package, _) = packagePath(asset), paths[package] == nil else { return nil }
        return package
    }

    /// An asset path relative to the pubspec, or `packages/NAME/path` in a path dependency's lib/ folder.
    static func resolve(_ asset: String, folder: String, packages: [String: String]) -> String? {
        if asset.hasPrefix("packages/") {
            guard let (package, path) = packagePath(asset) else { return nil }
            if let root = packages[package] { return root + "/lib/" + path }
        }
        return folder + "/" + asset
    }

    /// `packages/NAME/path`: NAME and path; nil for any other asset, or one with nothing after NAME.
    private static func packagePath(_ asset: String) -> (package: String, path: String)? {
        guard asset.hasPrefix("packages/") else { return nil }
        let parts = asset.split(separator: "/", maxSplits: 2).map(String.init)
        return parts.count == 3 ? (parts[1], parts[2]) : nil
    }

    /// "ont": Font, font, fontFamily, kFontFamily: where styles, families and their constants are written.
    private static let styleWords = WordSearch(["TextStyle", "ThemeData", "ont"])

    /// `keepingEveryFile`: hold every Dart file's tokens until all are read, and read the constants from them:
    /// the reference path for `DartFile`, which keeps only the facts of a file without style calls.
    private mutating func readDart(
        _ files: ProjectFiles, fonts: ProjectFonts, keepingEveryFile: Bool, warnings: inout [LocatedWarning]
    ) {
        // Read, tested and lexed on every core; kept in file order. A package's tests are not the app.
        let paths = Self.appSources(files.dartFiles, packageRoots: files.pubspecs.map(Platform.parent))
        let lexed = files.readEach(paths) { i, bytes -> DartFile? in
            guard Self.styleWords.anyOccurs(in: bytes) else { return nil }
            if !keepingEveryFile, !DartFile.mayHoldFacts(bytes) { return nil }
            let source = SourceCalls(SourceLexer.tokens(bytes, language: .dart), file: paths[i])
            if keepingEveryFile {
                return DartFile(constants: [], namesFontVariation: false, source: source)
            }
            return DartFile(source, bytes: bytes)
        }
        warnings += lexed.warnings
        let read = lexed.results.compactMap { $0 }
        let sources = read.compactMap(\.source)
        var constants: DartConstants
        if keepingEveryFile {
            constants = DartConstants(sources)
            variationsInCode = sources.contains(where: DartFile.namesFontVariation)
        } else {
            constants = DartConstants(definitions: read.map(\.constants))
            variationsInCode = read.contains { $0.namesFontVariation }
        }
        constants.addDefaults(flutterGenConstants)
        let typography = Self.typography(sources)
        let getters = Self.extensionGetters(in: sources)
        let googleFonts = readGoogleFonts(
            sources, files: files, fonts: fonts, constants: constants, typography: typography, getters: getters)
        // The app's default family: `ThemeData(fontFamily: F)`, or `textTheme.apply(fontFamily: F)`. An empty one
        // is none: its styles are in the platform's default font, as without one.
        var defaultFamily: String?
        var defaultFamilyLocation: SourceLocation?
        // Another theme's family (a dark theme's `ThemeData(fontFamily: 'B')`): its roles are drawn in it too.
        var otherThemeFamilies: [(String, SourceLocation)] = []
        // Whether any theme names a family at all, read or not (`fontFamily: ''`, `fontFamily: userFont`).
        var themeNamesFamily = false
        for source in sources {
            for callName in ["ThemeData", "apply"] {
                for i in source.tokens.indices where source.tokens[i].isIdentifier(callName) {
                    guard source.token(i + 1)?.isPunctuation("(") == true, source.closing[i + 1] != nil else {
                        continue
                    }
                    for argument in source.arguments(ofCallAt: i, separator: ":") where argument.label == "fontFamily" {
                        themeNamesFamily = true
                        if let name = constants.string(argument.range, in: source)
                            ?? googleFontsFamilyName(argument.range, in: source, constants), !name.isEmpty
                        {
                            if defaultFamily == nil {
                                defaultFamily = name
                                defaultFamilyLocation = source.location(argument.range.lowerBound)
                            } else if name != defaultFamily, !otherThemeFamilies.contains(where: { $0.0 == name }) {
                                otherThemeFamilies.append((name, source.location(argument.range.lowerBound)))
                            }
                        }
                    }
                }
            }
        }
        for source in sources {
            let roles = Self.textThemeRoles(in: source)
            for i in source.calls(named: "TextStyle") where !Self.isMergedLiteral(i, in: source) {
                var style = Style(
                    name: source.boundName(ofCallAt: i) ?? Self.place(i, in: source), location: source.location(i),
                    family: "", weight: 400, italic: false)
                let arguments = source.arguments(ofCallAt: i, separator: ":")
                // A TextTheme role that sets no weight keeps its typography's (`FlutterTypography`), unless the
                // style does not inherit (`TextStyle.merge` returns an `inherit: false` style as it is).
                let inherits = !arguments.contains { argument in
                    argument.label == "inherit"
                        && source.valueStart(argument.range).map { source.tokens[$0].isIdentifier("false") } == true
                }
                if let role = roles[i], let weight = typography.weight(ofRole: role), inherits,
                    !arguments.contains(where: { $0.label == "fontWeight" })
                {
                    style.weight = weight
                }
                var family = apply(arguments, to: &style, in: source, constants)
                if family != .computed, let close = source.closing[i + 1] {
                    // `TextStyle(…).merge(…)`, `TextStyle(…).copyWith(…)`: the style drawn is the chain's.
                    let steps = Self.chain(after: close, in: source, getters: getters).steps
                    family = apply(steps, to: &style, family: family, constants)
                }
                switch family {
                case .computed:
                    notChecked += 1
                    continue
                case .family: break
                case .noFamily:
                    guard let defaultFamily else { continue }
                    style.family = defaultFamily
                }
                style.canvas = FlutterCanvasText.painter(ofStyleAt: i, in: source)
                styles.append(style)
            }
        }
        styles += googleFonts.styles
        let unread = getters.isEmpty ? [] : Self.namingGetters(getters, files, paths: paths, except: sources)
        readCopies(
            sources + unread, constants: constants, defaultFamily: defaultFamily, typography: typography,
            getters: getters)
        if let defaultFamily, let defaultFamilyLocation {
            let given = Self.rolesGiven(in: sources)
            addThemeRoles(family: defaultFamily, at: defaultFamilyLocation, typography: typography, except: given)
            for (family, location) in otherThemeFamilies {
                addThemeRoles(
                    family: family, at: location, typography: typography, except: given, suffix: " (\(family))")
            }
            // A role given a value that is no `TextStyle(…)` read above (`labelLarge: AppStyles.button`,
            // `titleSmall: base.titleSmall?.copyWith(…)`) is still drawn in the default family, at a weight that
            // value decides: not checked, never dropped unread.
            let read = Set(
                sources.flatMap { Self.textThemeRoles(in: $0).values }.compactMap {
                    FlutterTypography.roles[$0] ?? FlutterTypography.renamed[$0]
                })
            notChecked += given.subtracting(read).subtracting(googleFonts.roles).count
        } else if !themeNamesFamily, let roboto = bundledRoboto(sources) {
            addThemeRoles(
                family: roboto.name, at: roboto.location, typography: typography, except: Self.rolesGiven(in: sources),
                suffix: " (Android)")
        }
    }

    /// A pubspec family named Roboto (whatever its case), in an app that gives its Material theme no family and
    /// no text theme of its own: on Android, Material's typography names Roboto itself (flutter/flutter
    /// `packages/flutter/lib/src/material/typography.dart`: `blackMountainView` and `whiteMountainView`, the
    /// Android text themes, give every role `fontFamily: 'Roboto'`), and the engine looks a family up in the
    /// app's fonts before the system's (`txt/font_collection.cc`, `GetFontManagerOrder`: the dynamic and asset
    /// font managers come before the default one), so the bundled Roboto draws every role there. iOS's
    /// typography names the system font (`blackCupertino`), which the bundled family does not replace: the roles
    /// are Android's only, named so. Not when a theme names a family (read or not: `fontFamily: ''` is the
    /// platform's font), and nil when the code sets a `textTheme:` or `typography:` (families this scan may not
    /// see) or builds no Material theme.
    private func bundledRoboto(_ sources: [SourceCalls]) -> (name: String, location: SourceLocation)? {
        guard let name = families.keys.sorted().first(where: { FlutterReader.canonicalName($0) == "roboto" }),
            let family = families[name]
        else { return nil }
        var material = false
        for source in sources {
            for i in source.tokens.indices where source.tokens[i].kind == .identifier {
                let t = source.tokens[i]
                if t.isIdentifier("ThemeData") { material = true }
                if t.isIdentifier("textTheme") || t.isIdentifier("typography"),
                    source.token(i + 1)?.isPunctuation(":") == true
                {
                    return nil
                }
            }
        }
        return material ? (name, family.location) : nil
    }

    /// The theme's own roles in the app's default family. `ThemeData(fontFamily: F)` merges the app's `textTheme`
    /// over its typography's and then applies F to every role (flutter/flutter
    /// `packages/flutter/lib/src/material/theme_data.dart`: `textTheme = defaultTextTheme.merge(textTheme)`, then
    /// `if (fontFamily != null) { textTheme = textTheme.apply(fontFamily: fontFamily); … }`), and `apply` gives F
    /// to all fifteen roles of a text theme. Material's widgets draw in those roles whether or not the app's code
    /// names them (a button's label is labelLarge, w500 in Material 3), so each role is a style at its
    /// typography's weight, unless the app gives the role a style of its own (read where it is written). Each
    /// theme's family does so: another theme's (a dark theme on another family) names its roles `role (Family)`.
    private mutating func addThemeRoles(
        family: String, at location: SourceLocation, typography: FlutterTypography, except given: Set<String>,
        suffix: String = ""
    ) {
        for role in FlutterTypography.order where !given.contains(role) {
            styles.append(
                Style(
                    name: role + suffix, location: location, family: family,
                    weight: typography.weight(ofRole: role) ?? 400, italic: false))
        }
    }

    /// The Dart files that are the app: a package's `test/`, `integration_test/` and `test_driver/` folders (next
    /// to its pubspec.yaml) hold tests, which `flutter build` does not compile into the app.
    static func appSources(_ paths: [String], packageRoots: [String]) -> [String] {
        let testFolders = packageRoots.flatMap { root in
            ["test", "integration_test", "test_driver"].map { root + "/" + $0 + "/" }
        }
        return paths.filter { path in !testFolders.contains { path.hasPrefix($0) } }
    }

    /// The typography a theme's roles start from: `Typography.material2014/2018/2021(…)` when the code names one,
    /// else Material 2's 2014 one when a theme says `useMaterial3: false`, else Material 3's (the default). Read
    /// in the files that build a `ThemeData`, which takes both: scanning every token of every file cost 2 % of a
    /// 10,000-file app.
    static func typography(_ sources: [SourceCalls]) -> FlutterTypography {
        var material2 = false
        for source in sources where !source.calls(named: "ThemeData").isEmpty {
            for i in source.tokens.indices {
                let t = source.tokens[i]
                if t.isIdentifier("Typography"), source.token(i + 1)?.isPunctuation(".") == true,
                    let name = source.token(i + 2), source.token(i + 3)?.isPunctuation("(") == true
                {
                    switch name.text {
                    case "material2014": return .material2014
                    case "material2018": return .material2018
                    case "material2021": return .material2021
                    default: break
                    }
                }
                if t.isIdentifier("useMaterial3"), source.token(i + 1)?.isPunctuation(":") == true,
                    source.token(i + 2)?.isIdentifier("false") == true
                {
                    material2 = true
                }
            }
        }
        return material2 ? .material2014 : .material2021
    }

    /// The `TextStyle(` calls given as a role of a text theme, by the index of their name: `TextTheme(titleSmall:
    /// TextStyle(…))`, and `textTheme.copyWith(titleSmall: TextStyle(…))`, whose labels are roles. Found from
    /// each `TextStyle(` labelled as a role, by the call its argument list belongs to: the file's other tokens
    /// are not looked at.
    static func textThemeRoles(in source: SourceCalls) -> [Int: String] {
        var roles: [Int: String] = [:]
        for start in source.calls(named: "TextStyle") {
            if let role = themeRole(ofValueAt: start, in: source) { roles[start] = role }
        }
        return roles
    }

    /// The roles the app's text themes set, by their 2021 names: the role labels of the arguments of
    /// `TextTheme(…)` and `textTheme.copyWith(…)` (a 2018 name is the role it sets), whatever their value. A
    /// binding named like a role (`final caption = …`) sets none. One pass over the identifiers, each label's
    /// call found within a bounded reach.
    static func rolesGiven(in sources: [SourceCalls]) -> Set<String> {
        var given = Set<String>()
        for source in sources {
            for i in source.tokens.indices where source.tokens[i].kind == .identifier {
                let name = source.tokens[i].text
                guard let role = FlutterTypography.roles[name] ?? FlutterTypography.renamed[name],
                    !given.contains(role), source.token(i + 1)?.isPunctuation(":") == true,
                    let open = source.enclosingParenthesis(before: i, within: 4_095), open >= 1,
                    let call = source.token(open - 1), call.isIdentifier("TextTheme") || call.isIdentifier("copyWith")
                else { continue }
                given.insert(role)
            }
        }
        return given
    }

    static func place(_ i: Int, in source: SourceCalls) -> String {
        "\(Platform.baseName(of: source.file)):\(source.tokens[i].line)"
    }

    enum FamilyArgument { case family, noFamily, computed }

    /// Applies a call's `fontFamily:`, `fontWeight:`, `fontStyle:`, `fontSize:` and `height:` to `style`.
    func apply(
        _ arguments: [SourceCalls.Argument], to style: inout Style, in source: SourceCalls, _ constants: DartConstants
    ) -> FamilyArgument {
        var family = FamilyArgument.noFamily
        for argument in arguments {
            guard let start = source.valueStart(argument.range) else { continue }
            let t = source.tokens[start]
            switch argument.label {
            case "fontFamily":
                if let name = constants.string(argument.range, in: source)
                    ?? googleFontsFamilyName(argument.range, in: source, constants)
                {
                    // `''` names no family: the engine registers no family by an empty name
                    // (`TypefaceFontAssetProvider::RegisterTypeface` returns on `family_name_alias.empty()`), so
                    // no font manager matches it and Skia's `FontCollection::findTypefaces` takes the default
                    // families, the platform's font. It is a platform font, never a family to declare or buy.
                    style.family = name
                    style.platformDefault = name.isEmpty
                    // A weight or variation decided at run time earlier in the call stays so.
                    if family != .computed { family = .family }
                } else {
                    family = .computed
                }
            case "fontWeight":
                // `FontWeight.w500`, or a constant bound to one; anything else (`isBold ? … : …`,
                // `FontWeight.lerp(…)`) is decided at run time: not checked, never read as 400.
                guard let name = constants.weight(argument.range, in: source), let weight = Self.weights[name] else {
                    family = .computed
                    continue
                }
                style.weight = weight
            case "fontVariations":
                // The engine draws a variable font at the `wght` the style gives, whatever its `fontWeight`; a
                // list without one (a `copyWith` replacing the list) lets `fontWeight` set it again.
                switch constants.axisWeight(argument.range, in: source) {
                case .weight(let weight): style.axisWeight = weight
                case .none: style.axisWeight = nil
                case .computed: family = .computed
                }
            case "fontStyle":
                style.italic = t.isIdentifier("FontStyle") && source.token(start + 2)?.isIdentifier("italic") == true
            case "fontSize":
                style.size = t.kind == .number ? Double(t.text) : style.size
            case "height":
                style.lineHeight = t.kind == .number ? "\(t.text)×" : style.lineHeight
            default: break
            }
        }
        return family
    }
}
