import FontAuditModel
import FontAuditSystem
import FontCatalog

/// A React Native or Expo app's configuration: which package.json makes it one (a monorepo's app may sit in a
/// subfolder), the versions that change how fonts load, the tsconfig aliases its imports use, and its font
/// declarations: react-native.config.js `assets` (and package.json `rnpm.assets`), the expo-font config plugin
/// in app.json or app.config.js|ts, and `useFonts({…})` / `Font.loadAsync({…})` in the code.
struct ReactNativeProject {
    /// A font file a declaration names, with where.
    struct FontEntry {
        var path: String
        var location: SourceLocation
    }

    /// The expo-font plugin's Android object entry: `{fontFamily, fontDefinitions: [{path, weight, style}]}`.
    struct PluginFamily {
        var name: String
        var location: SourceLocation
        var faces: [(path: String, weight: Int?, italic: Bool, location: SourceLocation)]
    }

    /// A `useFonts`/`loadAsync` key: the family name the code uses on both platforms.
    struct LoadedFont {
        var name: String
        var location: SourceLocation
        /// The file, when it is in the project.
        var path: String?
        /// An `@expo-google-fonts` export whose file is not in the project: loaded, but not checked.
        var package: String?
    }

    /// Folders holding a package.json that depends on react-native or expo.
    var appFolders: [String] = []
    var expoFontMajor: Int?
    /// react-native's minor version ("0.83.9", "^0.83.0" → 83).
    var reactNativeMinor: Int?
    /// Whether iOS renders with Paper, the old architecture (`ReactNativeArchitecture.iosIsPaper`).
    var paper = false
    /// The flags and versions that decide it.
    var architecture = ReactNativeArchitecture()
    /// react-native.config.js `assets`, `iosAssets`, `androidAssets` and package.json `rnpm.assets` folders.
    var assetFolders: [(folder: String, location: SourceLocation, ios: Bool, android: Bool)] = []
    /// expo-font plugin entries: files for iOS, files for Android's assets, and Android families.
    var pluginIOS: [FontEntry] = []
    var pluginAndroid: [FontEntry] = []
    var pluginFamilies: [PluginFamily] = []
    var loaded: [LoadedFont] = []
    /// A `useFonts`/`loadAsync` call whose map is not a value the reader can follow (a prop: `Font.loadAsync(fonts)`
    /// in William Candillon's `LoadAssets` template, handed `<LoadAssets {...{ fonts }}>`): the app loads fonts
    /// named elsewhere, which `readFontMaps` looks for.
    var loadsUnreadMap = false
    var modules: ScriptModules
    /// A dependency on NativeWind or twrnc, which turn Tailwind classes into React Native styles.
    var usesTailwind = false
    /// tailwind.config.js `theme.fontFamily` and `theme.extend.fontFamily`: a `font-<key>` class's key → the
    /// family it sets, the first of its list (NativeWind and twrnc both take the first).
    var tailwindFamilies: [String: String] = [:]

    /// Whether a package.json of the project depends on react-native or expo.
    static func detect(_ files: ProjectFiles) -> Bool {
        files.scriptConfigs.contains { path in
            guard Platform.baseName(of: path) == "package.json" else { return false }
            var warnings: [LocatedWarning] = []
            guard let bytes = files.read(path, warnings: &warnings) else { return false }
            return dependencies(ScriptLexer.tokens(bytes, jsx: false)).contains { $0 == "react-native" || $0 == "expo" }
        }
    }

    /// The web app packages that no app reaches through the workspace's dependencies (each package visited once),
    /// and that hold no app folder.
    static func webApps(_ packages: [(folder: String, name: String?, deps: [String], web: Bool)], apps: [String])
        -> [String]
    {
        guard packages.contains(where: \.web) else { return [] }
        var byName: [String: Int] = [:]
        for (i, package) in packages.enumerated() { if let name = package.name { byName[name] = byName[name] ?? i } }
        var reached = Set<Int>()
        var queue = packages.indices.filter { apps.contains(packages[$0].folder) }
        reached.formUnion(queue)
        while let i = queue.popLast() {
            for dep in packages[i].deps {
                guard let j = byName[dep], reached.insert(j).inserted else { continue }
                queue.append(j)
            }
        }
        return packages.indices.compactMap { i in
            let folder = packages[i].folder
            guard packages[i].web, !reached.contains(i), !apps.contains(where: { $0.hasPrefix(folder + "/") }) else {
                return nil
            }
            return folder
        }
    }

    /// The dependency names of a package.json's tokens: the keys of its dependencies objects.
    private static func dependencies(_ tokens: [SourceToken]) -> [String] {
        let calls = SourceCalls(tokens, file: "")
        var names: [String] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            guard t.kind == .string, ["dependencies", "devDependencies", "peerDependencies"].contains(t.text),
                calls.token(i + 1)?.isPunctuation(":") == true, calls.token(i + 2)?.isPunctuation("{") == true,
                let close = calls.closing[i + 2]
            else {
                i += 1
                continue
            }
            // The object's own keys; nested objects are skipped, so every token is looked at once.
            var j = i + 3
            while j < close {
                if let end = calls.closing[j], tokens[j].kind == .punctuation {
                    j = end + 1
                    continue
                }
                if tokens[j].kind == .string, calls.token(j + 1)?.isPunctuation(":") == true {
                    names.append(tokens[j].text)
                }
                j += 1
            }
            i = close + 1
        }
        return names
    }

    /// Workspace packages that are web or desktop apps of their own (a package.json on Next.js, Vite, Create
    /// React App, Electron…, without react-native or expo) that no app, nor any package an app depends on, names
    /// as a dependency: Metro bundles what the app's entry reaches, so their files are in no native build
    /// (showtime's `apps/next`, Notesnook's `apps/web`).
    var webAppFolders: Set<String> = []
    /// Build tools and frameworks that make a package a web or desktop app.
    static let webAppMarkers = [
        "next", "vite", "react-scripts", "electron", "gatsby", "@docusaurus/core", "@remix-run/react", "astro",
        "nuxt", "@angular/core",
    ]

    /// Whether `path` is a file of a web app in the workspace (`webAppFolders`).
    func isInWebApp(_ path: String) -> Bool {
        guard !webAppFolders.isEmpty else { return false }
        // Up the path's folders: as many lookups as the path is deep, however many packages there are.
        var folder = Platform.parent(of: path)
        while folder != "/", folder != "." {
            if webAppFolders.contains(folder) { return true }
            let parent = Platform.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return false
    }

    init(_ files: ProjectFiles, warnings: inout [LocatedWarning]) {
        modules = ScriptModules(root: files.root, files: files.scriptFiles, realRoot: files.realRoot)
        // Every package of the workspace: its name and what it depends on.
        var packages: [(folder: String, name: String?, deps: [String], web: Bool)] = []
        for path in files.scriptConfigs where Platform.baseName(of: path) == "package.json" {
            guard let module = modules.module(path) else { continue }
            let json = modules.export("default", of: module, platform: .ios)
            let deps = ["dependencies", "devDependencies"].compactMap { json[$0]?.object }
            let isApp = deps.contains(where: { $0["react-native"] != nil || $0["expo"] != nil })
            let peers = json["peerDependencies"]?.object
            // A package that asks its host for react-native or expo (a workspace's UI kit, whose Storybook or
            // tests run on Vite) is native code, whatever builds its web preview: never a web app.
            let isNative = isApp || peers.map { $0["react-native"] != nil || $0["expo"] != nil } == true
            packages.append(
                (
                    Platform.parent(of: path), json["name"]?.string,
                    deps.flatMap { $0.members.map(\.key) } + (peers?.members.map(\.key) ?? []),
                    !isNative && deps.contains { dep in Self.webAppMarkers.contains { dep[$0] != nil } }
                ))
            guard isApp else { continue }
            if deps.contains(where: { $0["nativewind"] != nil || $0["twrnc"] != nil }) { usesTailwind = true }
            let folder = Platform.parent(of: path)
            appFolders.append(folder)
            for dep in deps {
                if let version = dep["expo-font"]?.string ?? dep["expo"]?.string {
                    expoFontMajor = expoFontMajor ?? Self.major(version)
                }
                if let version = dep["react-native"]?.string {
                    reactNativeMinor = reactNativeMinor ?? Self.minor(version)
                }
                if let version = dep["expo"]?.string {
                    architecture.expoMajor = architecture.expoMajor ?? Self.major(version)
                }
            }
            if let assets = json["rnpm"]?["assets"]?.array {
                for item in assets {
                    if let folderName = item.value.string {
                        assetFolders.append((Self.join(folder, folderName), item.location, true, true))
                    }
                }
            }
        }
        webAppFolders = Set(Self.webApps(packages, apps: appFolders))
        readTSConfigs(files)
        for path in files.scriptConfigs {
            let name = Platform.baseName(of: path)
            if name.hasPrefix("react-native.config.") {
                readReactNativeConfig(path)
            } else if name.hasPrefix("tailwind.config.") {
                readTailwindConfig(path)
            } else if name == "app.json" || name.hasPrefix("app.config.") {
                readExpoConfig(path)
            } else if Self.isBabelConfig(name) {
                readBabelConfig(path)
            }
        }
        readArchitectureFlags(files)
        warnings += modules.warnings
    }

    /// "~55.0.4", "^0.79.6" → 55, 0.
    static func major(_ version: String) -> Int? {
        Int(version.drop { !$0.isNumber }.prefix { $0.isNumber })
    }

    /// "0.83.9", "^0.83.0", "~0.83" → 83; nil for anything else (a tag, a URL).
    static func minor(_ version: String) -> Int? {
        let numbers = version.drop { !$0.isNumber }.split(separator: ".")
        guard numbers.count >= 2, numbers[0] == "0" else { return nil }
        return Int(numbers[1].prefix { $0.isNumber })
    }

    /// The new-architecture flags of the native shells: Info.plist's `RCTNewArchEnabled` (iOS) and
    /// gradle.properties' `newArchEnabled` (Android); Expo's is read with its config.
    private mutating func readArchitectureFlags(_ files: ProjectFiles) {
        var scratch: [LocatedWarning] = []
        for path in files.infoPlists.sorted() where architecture.infoPlist == nil {
            if let bytes = files.read(path, warnings: &scratch) {
                architecture.infoPlist = ReactNativeArchitecture.infoPlistFlag(bytes)
            }
        }
        for path in (files.filesByLowercasedName["gradle.properties"] ?? []).sorted()
        where architecture.gradleProperties == nil {
            if let bytes = files.read(path, warnings: &scratch) {
                architecture.gradleProperties = ReactNativeArchitecture.gradleFlag(bytes)
            }
        }
        architecture.reactNativeMinor = reactNativeMinor
        paper = architecture.iosIsPaper
    }

    /// Fabric on React Native 0.83 to 0.86: a PostScript or full name in fontFamily with any fontWeight but
    /// normal shows the family's heaviest face (react-native#57483, introduced by #53591 in 0.83; fixes picked
    /// for 0.86 and 0.87, still reported on 0.86.2).
    var hasFabricWeightBug: Bool {
        guard !paper, let minor = reactNativeMinor else { return false }
        return (83...86).contains(minor)
    }

    static func join(_ folder: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? relative : ScriptModules.normalize(folder + "/" + relative)
    }

    /// tsconfig.json `compilerOptions.paths` ("@/*": ["./app/*"]) against its `baseUrl`.
    private mutating func readTSConfigs(_ files: ProjectFiles) {
        for path in files.filesByLowercasedName["tsconfig.json"] ?? [] {
            guard let module = modules.module(path) else { continue }
            let options = modules.export("default", of: module, platform: .ios)["compilerOptions"]
            let base = Self.join(Platform.parent(of: path), options?["baseUrl"]?.string ?? ".")
            for member in options?["paths"]?.object?.members ?? [] {
                let prefix = member.key.hasSuffix("*") ? String(member.key.dropLast()) : member.key
                let targets = (member.value.array ?? []).compactMap { $0.value.string }.map { target in
                    Self.join(base, target.hasSuffix("*") ? String(target.dropLast()) : target)
                }
                if !prefix.isEmpty { modules.aliases.append((prefix, targets)) }
            }
        }
        modules.aliases.sort { $0.prefix.count > $1.prefix.count }
    }

    /// react-native.config.js: `module.exports = { assets: ['./assets/fonts'], iosAssets, androidAssets }`.
    private mutating func readReactNativeConfig(_ path: String) {
        guard let module = modules.module(path) else { return }
        let config = modules.export("default", of: module, platform: .ios)
        let folder = Platform.parent(of: path)
        for (key, ios, android) in [("assets", true, true), ("iosAssets", true, false), ("androidAssets", false, true)]
        {
            for item in config[key]?.array ?? [] {
                if let name = item.value.string {
                    assetFolders.append((Self.join(folder, name), item.location, ios, android))
                }
            }
        }
    }

    /// tailwind.config.js: `module.exports = { theme: { extend: { fontFamily: { 'Lato-Bold': ['Lato-Bold'] } } } }`.
    /// `theme.fontFamily` replaces Tailwind's own families, `theme.extend.fontFamily` adds to them; a key is the
    /// class's suffix (`font-Lato-Bold`), its value a family list or one family.
    private mutating func readTailwindConfig(_ path: String) {
        guard let module = modules.module(path) else { return }
        // The default export, or else a named export that has a theme, in name order (twrnc's configs are passed to
        // `create(…)` by name: Chatwoot's `export const twConfig = { … }`).
        var theme = modules.export("default", of: module, platform: .ios)["theme"]
        for name in module.exports.keys.sorted() where theme == nil {
            theme = modules.export(name, of: module, platform: .ios)["theme"]
        }
        // Each token by where it is, made the first time a list is not known: a config of thousands of families
        // is looked up once, not searched once for each.
        var tokenAt: [SourceLocation: Int]?
        for families in [theme?["fontFamily"], theme?["extend"]?["fontFamily"]] {
            for member in families?.object?.members ?? [] {
                if let family = member.value.string ?? member.value.array?.first?.value.string {
                    tailwindFamilies[member.key] = family
                    continue
                }
                if tokenAt == nil {
                    let source = module.source
                    tokenAt = Dictionary(
                        source.tokens.indices.map { (source.location($0), $0) }, uniquingKeysWith: { first, _ in first }
                    )
                }
                if let key = tokenAt?[member.location], let family = Self.firstListed(afterKeyAt: key, in: module) {
                    tailwindFamilies[member.key] = family
                }
            }
        }
    }

    /// `key: ["Inter-Bold", ...defaultTheme.fontFamily.sans]` with its key at token `key`: the list's first string
    /// as written, where the rest (a spread of Tailwind's own stack, as its docs suggest) leaves the list as a
    /// whole not known.
    static func firstListed(afterKeyAt key: Int, in module: ScriptModule) -> String? {
        let source = module.source
        guard source.token(key + 1)?.isPunctuation(":") == true, source.token(key + 2)?.isPunctuation("[") == true,
            let first = source.token(key + 3), first.kind == .string, !first.interpolates
        else { return nil }
        return first.text
    }

    /// The expo-font plugin: `["expo-font", { fonts: [...], ios: { fonts }, android: { fonts } }]`, wherever
    /// the config builds it (app.json, or the object app.config.js returns). Paths are the project's.
    private mutating func readExpoConfig(_ path: String) {
        guard let module = modules.module(path) else { return }
        let tokens = module.tokens
        let folder = Platform.parent(of: path)
        // `android: { newArchEnabled }` is Android's own (expo-build-properties); iOS's is the top-level one or
        // `ios: { newArchEnabled }`.
        let androidObjects = tokens.indices.compactMap { i -> ClosedRange<Int>? in
            guard tokens[i].text == "android", module.source.token(i + 1)?.isPunctuation(":") == true,
                module.source.token(i + 2)?.isPunctuation("{") == true, let close = module.source.closing[i + 2]
            else { return nil }
            return (i + 2)...close
        }
        for i in tokens.indices
        where tokens[i].kind == .identifier && tokens[i].text == "newArchEnabled"
            || tokens[i].kind == .string && tokens[i].text == "newArchEnabled"
        {
            guard module.source.token(i + 1)?.isPunctuation(":") == true, let value = module.source.token(i + 2),
                !androidObjects.contains(where: { $0.contains(i) })
            else { continue }
            // The top-level flag and `ios.newArchEnabled` alike; the first one written that is a literal wins.
            if value.isIdentifier("false") {
                architecture.expoConfig = architecture.expoConfig ?? false
            } else if value.isIdentifier("true") {
                architecture.expoConfig = architecture.expoConfig ?? true
            }
        }
        for i in tokens.indices where tokens[i].kind == .string && tokens[i].text == "expo-font" {
            guard module.source.token(i + 1)?.isPunctuation(",") == true,
                module.source.token(i + 2)?.isPunctuation("{") == true,
                let close = module.source.closing[i + 2]
            else { continue }
            let options = ScriptValue.object(modules.object((i + 3)..<close, in: module, platform: .ios))
            for (list, ios, android) in [
                (options["fonts"], true, true), (options["ios"]?["fonts"], true, false),
                (options["android"]?["fonts"], false, true),
            ] {
                for item in list?.array ?? [] {
                    switch item.value {
                    case .string(let file):
                        let entry = FontEntry(path: Self.join(folder, file), location: item.location)
                        if ios { pluginIOS.append(entry) }
                        if android { pluginAndroid.append(entry) }
                    case .object(let object):
                        if ios, let file = object["path"]?.string {
                            pluginIOS.append(FontEntry(path: Self.join(folder, file), location: item.location))
                        }
                        guard android, let name = object["fontFamily"]?.string else { continue }
                        var family = PluginFamily(name: name, location: item.location, faces: [])
                        for definition in object["fontDefinitions"]?.array ?? [] {
                            guard let file = definition.value["path"]?.string else { continue }
                            let weight = definition.value["weight"]?.weightText.flatMap { Int($0) }
                            family.faces.append(
                                (
                                    Self.join(folder, file), weight, definition.value["style"]?.string == "italic",
                                    definition.location
                                ))
                        }
                        pluginFamilies.append(family)
                    default: continue
                    }
                }
            }
        }
    }

    /// `useFonts({Name: require('./x.ttf')})`, `Font.loadAsync({…})` and `loadAsync('Name', require(…))`.
    mutating func readLoadedFonts(_ module: ScriptModule) {
        let source = module.source
        for name in ["useFonts", "loadAsync", "loadFontsAsync"] {
            for i in source.tokens.indices
            where source.tokens[i].isIdentifier(name) && source.token(i + 1)?.isPunctuation("(") == true
                && source.closing[i + 1] != nil
            {
                let arguments = source.arguments(ofCallAt: i, separator: ":").map(\.range)
                guard let first = arguments.first else { continue }
                let value = modules.evaluate(first, in: module, platform: .ios)
                if case .string(let key) = value, arguments.count > 1 {
                    let file = modules.evaluate(arguments[1], in: module, platform: .ios)
                    add(key, file, at: source.location(first.lowerBound))
                    continue
                }
                guard let object = value.object else {
                    loadsUnreadMap = true
                    continue
                }
                for member in object.members { add(member.key, member.value, at: member.location) }
            }
        }
    }

    /// A module's top-level maps of font files (`const fonts = { 'Inter-Bold': require('./Inter-Bold.ttf') }`), for
    /// an app whose loader takes a map the reader cannot follow (`loadsUnreadMap`): a map whose every member is a
    /// font file is one to load, and each key is the family name the code uses (expo-font `loadAsync`). A key
    /// already loaded elsewhere is not added twice.
    mutating func readFontMaps(_ module: ScriptModule) {
        let known = Set(loaded.map(\.name))
        for range in module.bindings.values.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            guard module.source.tokens[range.lowerBound].isPunctuation("{") else { continue }
            let value = modules.evaluate(range, in: module, platform: .ios)
            guard let object = value.object, !object.isPartial, !object.members.isEmpty,
                object.members.allSatisfy({ member in
                    if case .file(let path) = member.value {
                        return ScriptModules.fontExtensions.contains(Platform.lowercasedExtension(of: path))
                    }
                    return false
                })
            else { continue }
            for member in object.members where !known.contains(member.key) {
                add(member.key, member.value, at: member.location)
            }
        }
    }

    private mutating func add(_ name: String, _ value: ScriptValue, at location: SourceLocation) {
        switch value {
        case .file(let path):
            loaded.append(LoadedFont(name: name, location: location, path: path))
        case .fontPackage(let package, let export):
            loaded.append(LoadedFont(name: name, location: location, path: nil, package: "\(package) \(export)"))
        case .object(let object):
            // `{ uri: require(…), display: … }`
            if let uri = object["uri"] { add(name, uri, at: location) }
        default:
            loaded.append(LoadedFont(name: name, location: location, path: nil, package: nil))
        }
    }
}
