import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The React Native and Expo reader: the fonts each platform loads (iOS: the UIAppFonts faces the iOS reader
/// finds, the expo-font plugin's files, `useFonts` keys; Android: `assets/fonts` files by name, registered
/// custom families, the plugin's, `useFonts` keys), and the styles of the JavaScript and TypeScript code
/// (`StyleSheet.create`, inline `style={{…}}`, any object with `fontFamily`, `fontWeight` or `fontStyle`,
/// their spreads, `Platform.select`, constants and imports), each read once per platform. What is decided at run
/// time is counted in `callsNotChecked`, never guessed.
///
/// Family keys: "ios:NAME" for iOS, "android:NAME" for a registered Android family and "android:NAME#slot"
/// for an Android asset font's slot (normal, bold, italic, boldItalic): the engine's React Native rules
/// read them.
enum ReactNativeReader {
    static func read(_ files: ProjectFiles, fonts: ProjectFonts, warnings: inout [LocatedWarning]) -> PlatformReading {
        var reader = Reading(files: files, fonts: fonts, warnings: &warnings)
        reader.run(warnings: &warnings)
        return reader.reading
    }

    /// Files of tests and stories are not the app's styles; nor are files for the web only: Metro resolves
    /// `.ios.`/`.android.`, then `.native.`, then the plain file for a native build, never `.web.`
    /// (reactnative.dev, "Platform-specific code"), and Expo's `.dom.` components run in a web view.
    static func isTest(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        return testMarks.contains { ProjectText.find($0, in: bytes) != nil }
            || webOnlyMarks.contains { Platform.baseName(of: path).contains($0) }
    }

    private static let testMarks = ["/__tests__/", "/__mocks__/", ".test.", ".spec.", ".stories.", "/e2e/"]
    private static let webOnlyMarks = [".web.", ".dom."]

    /// A build tool's configuration (`app.config.ts`, `babel.config.js`, `metro.config.js`…), which the tool runs
    /// at build time and Metro never bundles: an object in it is no style. Expo's config plugin entry
    /// `{ fontFamily: 'Inter', fontDefinitions: […] }` (obytes) declares fonts, read as such by
    /// `ReactNativeProject`; read as a style, it failed as a family "loaded on neither platform".
    static func isToolConfig(_ path: String) -> Bool {
        let parts = Platform.baseName(of: path).split(separator: ".")
        return parts.count == 3 && parts[1] == "config" && toolConfigs.contains(String(parts[0]))
    }

    private static let toolConfigs: Set<String> = [
        "app", "babel", "metro", "react-native", "tailwind", "jest", "webpack", "eslint", "prettier", "postcss",
        "vite", "vitest", "next", "rollup", "playwright",
    ]

    /// What RN's native parsers accept (`RCT_ENUM_CONVERTER(RCTFontWeight…)`, conversions.h, `parseFontWeight`);
    /// "regular" is Fabric's on iOS, and Regular on Android too.
    static let parsedWeights: Set<String> = [
        "normal", "bold", "regular", "100", "200", "300", "400", "500", "600", "700", "800", "900",
    ]

    /// "normal", "bold", "100"…"900" (a number too); "regular" on Fabric; anything else RN reads as Regular.
    static func weight(_ text: String) -> Int {
        switch text {
        case "bold": return 700
        case "100", "200", "300", "400", "500", "600", "700", "800", "900": return Int(text)!
        default: return 400
        }
    }

    enum Slot: String, CaseIterable {
        case normal, bold, italic, boldItalic

        var suffix: String {
            switch self {
            case .normal: return ""
            case .bold: return "_bold"
            case .italic: return "_italic"
            case .boldItalic: return "_bold_italic"
            }
        }

        /// `TypefaceStyle.nearestStyle`: 700 and up is bold.
        init(weight: Int, italic: Bool) {
            switch (weight >= 700, italic) {
            case (false, false): self = .normal
            case (true, false): self = .bold
            case (false, true): self = .italic
            case (true, true): self = .boldItalic
            }
        }
    }

    struct Reading {
        let files: ProjectFiles
        let fonts: ProjectFonts
        var project: ReactNativeProject
        var reading = PlatformReading(platform: .reactNative)
        /// Faces iOS registers for the app.
        var iosFaces: [DeclaredFace] = []
        /// `useFonts` keys → the face, on iOS (an alias of one face).
        var iosAliases: [String: DeclaredFace] = [:]
        /// Android asset fonts: NAME → slot → file.
        var assets: [String: [Slot: String]] = [:]
        /// Android registered families by name.
        var custom: [String: DeclaredFamily] = [:]
        /// Names loaded from files not in the project (an `@expo-google-fonts` package in node_modules):
        /// styles on them are not checked.
        var unchecked = Set<String>()
        /// The same for one platform only: a file an iOS declaration names but a dependency brings is not
        /// Android's (rainbow declares `SF-Pro-Rounded-*.otf` in UIAppFonts; its Android styles still show the
        /// asset fonts, or Roboto).
        var uncheckedOnIOS = Set<String>()
        var uncheckedOnAndroid = Set<String>()
        /// Font files outside the walk (node_modules), read on demand.
        var outside: ProjectFonts
        var hasAndroidShell = false

        init(files: ProjectFiles, fonts: ProjectFonts, warnings: inout [LocatedWarning]) {
            self.files = files
            self.fonts = fonts
            project = ReactNativeProject(files, warnings: &warnings)
            outside = ProjectFonts(files: [])
        }

        func declared(_ face: FontFace, at location: SourceLocation? = nil) -> DeclaredFace {
            DeclaredFace(
                resource: Platform.baseName(of: face.path), file: face.path,
                location: location ?? SourceLocation(file: face.path, line: 1, column: 1), face: face)
        }

        func faces(_ path: String) -> [FontFace] {
            let known = fonts.faces(in: path)
            return known.isEmpty ? outside.faces(in: path) : known
        }

        static func isWOFF(_ path: String) -> Bool {
            ["woff", "woff2"].contains(Platform.lowercasedExtension(of: path))
        }

        mutating func formatNotLoaded(_ path: String, _ how: String, at location: SourceLocation) {
            reading.facts.append(
                ProjectFact(
                    .formatNotLoaded,
                    "\(how) \(Terminal.sanitize(Platform.baseName(of: path))), a \(Platform.lowercasedExtension(of: path).uppercased()) file: React Native's Android font loader reads .ttf and .otf only and Metro does not resolve it for useFonts, so the text falls back to the system font; ship the .ttf or .otf",
                    at: location, path: path, subject: Platform.baseName(of: path)))
        }

        /// Whether `path`, links resolved, is the project's: a file outside it (`../secret.ttf`, a link out of
        /// the project) is never read.
        func isInsideProject(_ path: String) -> Bool {
            guard let realRoot = files.realRoot else { return true }
            return ProjectFiles.isInside(path, root: realRoot)
        }

        /// An expo-font plugin file that cannot be audited: outside the project (refused unread, the same whether
        /// or not it exists), in a `node_modules` that is not installed (a dependency's: its styles are not
        /// checked), or not there at all (the fonts fall back to each platform's own, as for a family declared
        /// nowhere). Nil when the file is there. Each entry is reported once, though iOS and Android both read it.
        enum PluginFileProblem { case outside, dependency, missing }

        /// `how` names the declaration (`useFonts loads`). `missingOnlyInAFolder`: a file that is not there is
        /// missing only when its folder is (a `require` path found through a Babel root may be a package's
        /// file, not the project's: not checked, as before); nil otherwise.
        mutating func pluginFileProblem(
            _ path: String, at location: SourceLocation, how: String = "the expo-font plugin lists",
            missingOnlyInAFolder: Bool = false
        ) -> PluginFileProblem? {
            let problem: PluginFileProblem
            if !isInsideProject(path) {
                problem = .outside
            } else if Platform.kind(of: path) == .file {
                return nil
            } else if ("/" + path).contains("/node_modules/") {
                problem = .dependency
            } else if missingOnlyInAFolder, Platform.kind(of: Platform.parent(of: path)) != .directory {
                return nil
            } else {
                problem = .missing
            }
            guard reportedPluginFiles.insert(location).inserted else { return problem }
            let file = Terminal.sanitize(Platform.baseName(of: path))
            let message: String
            switch problem {
            case .outside:
                message = "\(how) \(file), which resolves outside the project; fontaudit does not read it"
            case .dependency:
                message =
                    "\(how) \(file) in node_modules, which is not installed here (a dependency's folders are not read); the styles on it are not checked"
            case .missing:
                message =
                    "\(how) \(file), but the project has no such file: iOS and Android show their system font for the styles on it"
            }
            reading.facts.append(
                ProjectFact(
                    .missingFontResource, message, at: location, path: problem == .outside ? nil : path,
                    subject: Platform.baseName(of: path), uncertain: problem == .dependency))
            return problem
        }

        /// expo-font plugin entries already reported as not audited, by where they are written.
        var reportedPluginFiles = Set<SourceLocation>()
        var reportedNotFonts = Set<SourceLocation>()

        /// Whether `path`, which a declaration `how` names at `location`, is a file FreeType cannot read
        /// (truncated, a Git LFS pointer): `not-a-font` there, once, and the caller leaves the face out. Neither
        /// platform loads it, so the styles on it fail rather than go unchecked.
        mutating func isNotAFont(_ path: String, _ how: String, at location: SourceLocation) -> Bool {
            guard let problem = fonts.problem(for: path) ?? outside.problem(for: path) else { return false }
            if reportedNotFonts.insert(location).inserted {
                reading.facts.append(
                    ProjectFact(
                        .notAFont,
                        "\(how) \(Terminal.sanitize(Platform.baseName(of: path))), which is not a font: \(Terminal.sanitize(problem))",
                        at: location, path: path, subject: Platform.baseName(of: path)))
            }
            return true
        }

        mutating func run(warnings: inout [LocatedWarning]) {
            // The code first: useFonts keys are declarations too.
            // Read, tested and lexed on every core; each file that may hold a style or load fonts becomes a module.
            struct Lexed: Sendable {
                var module: ScriptModule
                var styles: Bool
                var loads: Bool
                var classes: Bool
                var templates = false
            }
            let paths = files.scriptFiles.filter {
                !ReactNativeReader.isTest($0) && !ReactNativeReader.isToolConfig($0) && !project.isInWebApp($0)
            }
            // NativeWind's or twrnc's `font-<key>` classes, when the app uses one: styles when its
            // tailwind.config.js names families, calls not checked when none could be read.
            let tailwind = project.usesTailwind
            let lexed = files.readEach(paths) { i, bytes -> Lexed? in
                let (styles, loads, templates) = Self.mentions(bytes)
                let classes = tailwind && ProjectText.find("font-", in: bytes) != nil
                guard styles || loads || classes || templates else { return nil }
                return Lexed(
                    module: ScriptModules.lex(paths[i], bytes), styles: styles, loads: loads, classes: classes,
                    templates: templates)
            }
            warnings += lexed.warnings
            var styleModules: [ScriptModule] = []
            var classModules: [ScriptModule] = []
            var templateModules: [ScriptModule] = []
            for found in lexed.results {
                guard let found else { continue }
                project.modules.insert(found.module)
                if found.loads { project.readLoadedFonts(found.module) }
                if found.styles { styleModules.append(found.module) }
                if found.classes { classModules.append(found.module) }
                if found.templates { templateModules.append(found.module) }
            }
            // Where a map of fonts handed to a loader the reader cannot follow may be (`readFontMaps`): the
            // modules read for styles or loads, as the `LoadAssets` template's App.tsx is (searching every file for
            // font requires cost 7 % of a 2,000-file app, for a case this rare).
            if project.loadsUnreadMap {
                for found in lexed.results { if let found { project.readFontMaps(found.module) } }
            }
            // Files a declaration names outside the project's walk.
            var more = Set<String>()
            let known = Set(files.fontFiles)
            for i in project.loaded.indices where project.loaded[i].path == nil {
                if let package = project.loaded[i].package, let path = googleFontFile(package) {
                    project.loaded[i].path = path
                }
            }
            for path in project.pluginIOS.map(\.path) + project.pluginAndroid.map(\.path)
                + project.pluginFamilies.flatMap({ $0.faces.map(\.path) }) + project.loaded.compactMap(\.path)
            where !known.contains(path) && !Self.isWOFF(path) && Platform.kind(of: path) == .file
                && isInsideProject(path)
            {
                more.insert(path)
            }
            outside = ProjectFonts(files: more.sorted())
            readIOS()
            readAndroid(warnings: &warnings)
            readLoaded()
            for module in styleModules { readStyles(module) }
            for module in classModules { readClasses(module) }
            for module in templateModules { readTemplates(module) }
            reading.sources.stylesFromCode = reading.styles.count
            reading.availableFaces = iosFaces.compactMap(\.face)
            reading.bundledFaces =
                files.fontFiles.flatMap { fonts.faces(in: $0) } + more.sorted().flatMap { outside.faces(in: $0) }
            warnings += project.modules.warnings
        }

        /// Whether a file may hold a style (a `fontFamily`, `fontWeight` or `fontStyle` key, or a spread that
        /// may bring one) or loads fonts: one pass over its bytes before lexing, so files of other code cost no
        /// tokens.
        static func mentions(_ bytes: [UInt8]) -> (styles: Bool, loads: Bool, templates: Bool) {
            bytes.withUnsafeBufferPointer { buffer in
                var styles = false
                var loads = false
                // styled-components' `styled.Text\`…\`` and `css\`…\`` (`StyledTemplates`).
                var templates = false
                var i = 0
                let n = buffer.count
                while i + 6 < n {
                    switch buffer[i] {
                    case UInt8(ascii: "f"):
                        if buffer[i + 1] == UInt8(ascii: "o"), buffer[i + 2] == UInt8(ascii: "n"),
                            buffer[i + 3] == UInt8(ascii: "t")
                        {
                            let c = buffer[i + 4]
                            if c == UInt8(ascii: "F") || c == UInt8(ascii: "W")
                                || (c == UInt8(ascii: "S") && buffer[i + 5] == UInt8(ascii: "t"))
                            {
                                styles = true
                            }
                        }
                    case UInt8(ascii: "."):
                        if !styles, buffer[i + 1] == UInt8(ascii: "."), buffer[i + 2] == UInt8(ascii: "."),
                            spreadMayBringStyle(bytes, at: i)
                        {
                            styles = true
                        }
                    case UInt8(ascii: "u"):
                        if buffer[i + 1] == UInt8(ascii: "s"), buffer[i + 2] == UInt8(ascii: "e"),
                            buffer[i + 3] == UInt8(ascii: "F"), buffer[i + 4] == UInt8(ascii: "o"),
                            buffer[i + 5] == UInt8(ascii: "n")
                        {
                            loads = true
                        }
                    case UInt8(ascii: "l"):
                        if buffer[i + 1] == UInt8(ascii: "o"), buffer[i + 2] == UInt8(ascii: "a"),
                            buffer[i + 3] == UInt8(ascii: "d"), buffer[i + 4] == UInt8(ascii: "A"),
                            buffer[i + 5] == UInt8(ascii: "s")
                        {
                            loads = true
                        }
                    case UInt8(ascii: "s"):
                        if buffer[i + 1] == UInt8(ascii: "t"), buffer[i + 2] == UInt8(ascii: "y"),
                            buffer[i + 3] == UInt8(ascii: "l"), buffer[i + 4] == UInt8(ascii: "e"),
                            buffer[i + 5] == UInt8(ascii: "d")
                        {
                            templates = true
                        }
                    case UInt8(ascii: "c"):
                        if buffer[i + 1] == UInt8(ascii: "s"), buffer[i + 2] == UInt8(ascii: "s"),
                            buffer[i + 3] == UInt8(ascii: "`")
                        {
                            templates = true
                        }
                    default: break
                    }
                    if styles && loads { break }
                    i += 1
                }
                // Both found early (most files that load fonts): the rest is searched for templates alone.
                if !templates, i + 6 < n {
                    templates =
                        ProjectText.find("styled", in: bytes, from: i) != nil
                        || ProjectText.find("css`", in: bytes, from: i) != nil
                }
                return (styles, loads, templates)
            }
        }

        /// A spread in an object with other members: `{ ...a, x }` or `{ x, ...a }`. `{...rest}` alone (JSX's
        /// spread attribute, or a copy of one object) makes no new style; `(...args)` and `[...a]` are not
        /// objects. It looks at the blanks before and the name after, so a run of dots or blanks costs linear time.
        static func spreadMayBringStyle(_ bytes: [UInt8], at dots: Int) -> Bool {
            var j = dots - 1
            while j >= 0, bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == 0x09 || bytes[j] == 0x0D { j -= 1 }
            guard j >= 0 else { return false }
            if bytes[j] == UInt8(ascii: ",") { return true }
            guard bytes[j] == UInt8(ascii: "{") else { return false }
            var k = dots + 3
            while k < bytes.count,
                bytes[k] == UInt8(ascii: "_") || bytes[k] == UInt8(ascii: "$")
                    || (bytes[k] | 0x20 >= UInt8(ascii: "a") && bytes[k] | 0x20 <= UInt8(ascii: "z"))
                    || (bytes[k] >= UInt8(ascii: "0") && bytes[k] <= UInt8(ascii: "9"))
            {
                k += 1
            }
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x09 || bytes[k] == 0x0D {
                k += 1
            }
            return k >= bytes.count || bytes[k] != UInt8(ascii: "}")
        }

        /// `node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf` for "@expo-google-fonts/inter
        /// Inter_700Bold", in an app folder or the root, when it is there.
        func googleFontFile(_ package: String) -> String? {
            let parts = package.split(separator: " ").map(String.init)
            guard parts.count == 2, let underscore = parts[1].firstIndex(of: "_") else { return nil }
            let folder = parts[1][parts[1].index(after: underscore)...]
            for base in project.appFolders + [files.root] {
                let path = "\(base)/node_modules/\(parts[0])/\(folder)/\(parts[1]).ttf"
                if Platform.kind(of: path) == .file { return path }
            }
            return nil
        }

        // MARK: Declarations

        /// iOS: what UIAppFonts declares (read by the iOS reader, whose own findings its part reports), the
        /// expo-font plugin's files, and the fonts `useFonts` loads.
        mutating func readIOS() {
            let hasShell = !files.infoPlists.isEmpty || !files.pbxprojs.isEmpty
            var declaredPaths = Set<String>()
            if hasShell {
                var scratch: [LocatedWarning] = []
                let ios = IOSReader(files: files, fonts: fonts, warnings: &scratch)
                iosFaces += ios.availableFaces.map { declared($0) }
                declaredPaths = Set(ios.availableFaces.map(\.path))
                // Declared, and brought by a dependency at build time (react-native-vector-icons' `Zocial.ttf`):
                // loaded, but not checked here.
                for name in ios.fromDependencies { uncheckedOnIOS.insert(Self.stem(name)) }
            }
            let shellNames = Set(declaredPaths.map { Platform.baseName(of: $0) })
            for entry in project.pluginIOS {
                reading.sources.declarations += 1
                reading.declaredFonts.append(Platform.baseName(of: entry.path))
                if Self.isWOFF(entry.path) {
                    formatNotLoaded(entry.path, "the expo-font plugin lists", at: entry.location)
                    continue
                }
                if let problem = pluginFileProblem(entry.path, at: entry.location) {
                    // A file a dependency brings at build time: its styles are not checked. One that is not there,
                    // or is refused: RCTFont finds no such family and shows the system font.
                    if problem == .dependency { uncheckedOnIOS.insert(Self.stem(entry.path)) }
                    continue
                }
                if isNotAFont(entry.path, "the expo-font plugin lists", at: entry.location) { continue }
                let found = faces(entry.path)
                if found.isEmpty { continue }
                if hasShell, !shellNames.contains(Platform.baseName(of: entry.path)) {
                    reading.facts.append(
                        ProjectFact(
                            .notLinked,
                            "the expo-font plugin lists \(Terminal.sanitize(Platform.baseName(of: entry.path))) for iOS, but the committed ios/ project's UIAppFonts does not: run npx expo prebuild again",
                            at: entry.location, path: entry.path, subject: Platform.baseName(of: entry.path)))
                }
                if !declaredPaths.contains(entry.path) {
                    iosFaces += found.map { declared($0, at: entry.location) }
                    declaredPaths.insert(entry.path)
                }
            }
        }

        /// Android: `assets/fonts` files of the shell, the plugin's string entries (copied there by prebuild),
        /// its `fontDefinitions` families, and `addCustomFont(…, "Name", R.font.x)` in Kotlin.
        mutating func readAndroid(warnings: inout [LocatedWarning]) {
            var shellNames = Set<String>()
            var unlinked: [(path: String, folder: String, location: SourceLocation)] = []
            for path in files.fontFiles where path.contains("/src/main/assets/fonts/") {
                hasAndroidShell = true
                shellNames.insert(Platform.baseName(of: path))
                // ReactFontManager loads every file there by its name: one that is not a font fills no slot.
                let notAFont = isNotAFont(
                    path, "android/app/src/main/assets/fonts holds", at: SourceLocation(file: path, line: 1, column: 1))
                if !notAFont { addAsset(path) }
                reading.sources.fontFiles += 1
            }
            hasAndroidShell =
                hasAndroidShell || files.infoPlists.isEmpty && !files.resourceFolders.isEmpty
                || files.resourceFolders.contains { $0.contains("/android/") }
            for paths in files.filesByLowercasedName.values {
                for path in paths where Self.isWOFF(path) && path.contains("/src/main/assets/fonts/") {
                    formatNotLoaded(
                        path, "android/app/src/main/assets/fonts holds",
                        at: SourceLocation(file: path, line: 1, column: 1))
                }
            }
            // react-native.config.js assets: every font there must be linked into the shell.
            for folder in project.assetFolders {
                reading.sources.declarations += 1
                let inFolder = files.fontFiles.filter { $0.hasPrefix(folder.folder + "/") }
                reading.declaredFonts += inFolder.map { Platform.baseName(of: $0) }
                for paths in files.filesByLowercasedName.values {
                    for path in paths where Self.isWOFF(path) && path.hasPrefix(folder.folder + "/") {
                        formatNotLoaded(path, "react-native.config.js's assets folder holds", at: folder.location)
                    }
                }
                guard folder.android, hasAndroidShell else { continue }
                for path in inFolder where !shellNames.contains(Platform.baseName(of: path)) {
                    unlinked.append((path, folder.folder, folder.location))
                }
            }
            for entry in project.pluginAndroid {
                reading.sources.declarations += 1
                reading.declaredFonts.append(Platform.baseName(of: entry.path))
                if Self.isWOFF(entry.path) {
                    formatNotLoaded(entry.path, "the expo-font plugin lists", at: entry.location)
                    continue
                }
                if let problem = pluginFileProblem(entry.path, at: entry.location) {
                    // Not there or refused: no asset slot, so ReactFontManager falls back to
                    // `Typeface.create(name, style)`, the default typeface at the style's weight.
                    if problem == .dependency { uncheckedOnAndroid.insert(Self.stem(entry.path)) }
                    continue
                }
                if hasAndroidShell, !shellNames.contains(Platform.baseName(of: entry.path)),
                    files.fontFiles.contains(where: { $0.contains("/src/main/assets/fonts/") })
                {
                    reading.facts.append(
                        ProjectFact(
                            .notLinked,
                            "the expo-font plugin lists \(Terminal.sanitize(Platform.baseName(of: entry.path))) for Android, but the committed android/app/src/main/assets/fonts does not have it: run npx expo prebuild again",
                            at: entry.location, path: entry.path, subject: Platform.baseName(of: entry.path)))
                }
                if isNotAFont(entry.path, "the expo-font plugin lists", at: entry.location) { continue }
                addAsset(entry.path)
            }
            for family in project.pluginFamilies {
                var faces: [DeclaredFace] = []
                for definition in family.faces {
                    reading.sources.declarations += 1
                    reading.declaredFonts.append(Platform.baseName(of: definition.path))
                    if Self.isWOFF(definition.path) {
                        formatNotLoaded(
                            definition.path, "the expo-font plugin's fontDefinitions list", at: definition.location)
                        continue
                    }
                    if let problem = pluginFileProblem(definition.path, at: definition.location) {
                        // A family registered without this face: the others, or none (the default typeface).
                        if problem == .dependency { uncheckedOnAndroid.insert(family.name) }
                        continue
                    }
                    if isNotAFont(
                        definition.path, "the expo-font plugin's fontDefinitions list", at: definition.location)
                    {
                        continue
                    }
                    guard let face = self.faces(definition.path).first else {
                        uncheckedOnAndroid.insert(family.name)
                        continue
                    }
                    let entry = DeclaredFace(
                        resource: Platform.baseName(of: definition.path), file: definition.path,
                        declaredWeight: definition.weight ?? 400, declaredItalic: definition.italic,
                        location: definition.location, face: face)
                    reading.facts += AndroidResources.declarationMismatches(
                        entry, family: family.name, consequence: "; Android picks faces by the declaration",
                        system: .reactNativeAndroid)
                    faces.append(entry)
                }
                if !faces.isEmpty {
                    custom[family.name] = DeclaredFamily(
                        name: family.name, reference: family.name, location: family.location, faces: faces,
                        isSingleFile: false)
                }
            }
            readCustomFonts(warnings: &warnings)
            // The community CLI's `link-assets` copies each font into res/font under its resource name and
            // registers its family with `addCustomFont` (cli-link-assets' `copyAssets/android.ts`): linked too.
            let registered = Set(custom.values.flatMap { $0.faces.compactMap { $0.file.map(Platform.baseName(of:)) } })
            for (path, folder, location) in unlinked
            where !registered.contains(Self.androidResourceName(Platform.baseName(of: path))) {
                reading.facts.append(
                    ProjectFact(
                        .notLinked,
                        "\(Terminal.sanitize(Platform.baseName(of: path))) is in the assets folder \(Terminal.sanitize(Platform.baseName(of: folder))) that react-native.config.js lists, but not in android/app/src/main/assets/fonts or a font family that MainApplication registers: run npx react-native-asset again",
                        at: location, path: path, subject: Platform.baseName(of: path)))
            }
        }

        /// The name cli-link-assets gives a font in res/font (`convertToAndroidResourceName`): `Archivo-Bold.ttf`
        /// is `archivo_bold.ttf`; a character outside `[A-Za-z0-9_]` becomes `_`, a leading digit gets a `_`.
        static func androidResourceName(_ file: String) -> String {
            let dot = file.lastIndex(of: ".")
            let stem = dot.map { file[..<$0] } ?? file[...]
            let ext = dot.map { file[$0...] } ?? ""
            // The name's invalid characters become `_`; the extension's are dropped.
            var name = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
                .lowercased()
            if let first = name.first, first.isNumber { name = "_" + name }
            return name
                + String(ext.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
                .lowercased()
        }

        static func stem(_ path: String) -> String { Platform.stem(of: path) }

        /// An asset font file: the family its whole name makes, and the slot of the family its suffix names.
        mutating func addAsset(_ path: String) {
            let ext = Platform.lowercasedExtension(of: path)
            guard ext == "ttf" || ext == "otf" else { return }
            let stem = Self.stem(path)
            func put(_ name: String, _ slot: Slot) {
                // ReactFontManager tries .ttf before .otf.
                if let existing = assets[name]?[slot], Platform.lowercasedExtension(of: existing) == "ttf" { return }
                assets[name, default: [:]][slot] = path
            }
            put(stem, .normal)
            for slot in [Slot.boldItalic, .bold, .italic] where stem.hasSuffix(slot.suffix) {
                put(String(stem.dropLast(slot.suffix.count)), slot)
                break
            }
        }

        /// `ReactFontManager.getInstance().addCustomFont(this, "Name", R.font.x)` in Kotlin or
        /// MainApplication.java: a `res/font` family registered by name.
        mutating func readCustomFonts(warnings: inout [LocatedWarning]) {
            var calls: [(name: String, resource: String)] = []
            // MainApplication.kt, or the MainApplication.java of older templates (the call reads the same).
            for file in files.kotlinFiles + (files.filesByLowercasedName["mainapplication.java"] ?? []) {
                guard let bytes = files.read(file, warnings: &warnings),
                    ProjectText.find("addCustomFont", in: bytes) != nil
                else { continue }
                let source = SourceCalls(SourceLexer.tokens(bytes, language: .kotlin), file: file)
                for i in source.tokens.indices where source.tokens[i].isIdentifier("addCustomFont") {
                    guard source.token(i + 1)?.isPunctuation("(") == true else { continue }
                    let arguments = source.arguments(ofCallAt: i, separator: "=")
                    guard arguments.count == 3, let name = source.token(arguments[1].range.lowerBound),
                        name.kind == .string, let resource = source.referencedName(arguments[2].range)
                    else { continue }
                    calls.append((name.text, resource))
                }
            }
            guard !calls.isEmpty else { return }
            var scratch: [LocatedWarning] = []
            let resources = AndroidResources(files, fonts: fonts, warnings: &scratch)
            for call in calls {
                if var family = resources.families[call.resource] {
                    family.reference = call.name
                    custom[call.name] = family
                }
            }
        }

        /// `useFonts` keys: one face under the key's name on both platforms. On Android, expo-font before SDK
        /// 58 fills only the normal slot (`setTypeface(name, NORMAL, …)`); from 58 it registers a custom font
        /// (`addCustomFont`), which the platform can fake bold and italic from.
        mutating func readLoaded() {
            let registersCustom = (project.expoFontMajor ?? 0) >= 58
            for font in project.loaded {
                reading.sources.declarations += 1
                reading.declaredFonts.append(font.name)
                guard let path = font.path else {
                    if let package = font.package, loadPackageFace(font, package, registersCustom: registersCustom) {
                        continue
                    }
                    unchecked.insert(font.name)
                    if font.package == nil { reading.sources.callsNotChecked += 1 }
                    continue
                }
                if Self.isWOFF(path) {
                    formatNotLoaded(path, "useFonts loads", at: font.location)
                    continue
                }
                // A file outside the project is refused unread, one missing from its folder is missing (Metro
                // cannot bundle it), one that is not a font is rejected by expo-font: the name is then loaded
                // nowhere, and the styles on it fail rather than go unchecked.
                if let problem = pluginFileProblem(
                    path, at: font.location, how: "useFonts loads", missingOnlyInAFolder: true)
                {
                    if problem == .dependency { unchecked.insert(font.name) }
                    continue
                }
                if isNotAFont(path, "useFonts loads", at: font.location) { continue }
                guard let face = faces(path).first else {
                    unchecked.insert(font.name)
                    continue
                }
                let entry = declared(face, at: font.location)
                reading.claimedFiles.insert(path)
                iosAliases[font.name] = entry
                if !iosFaces.contains(where: { $0.file == path }) { iosFaces.append(entry) }
                if registersCustom {
                    custom[font.name] = DeclaredFamily(
                        name: font.name, reference: font.name, location: font.location, faces: [entry],
                        isSingleFile: false)
                } else if assets[font.name]?[.normal] == nil {
                    assets[font.name, default: [:]][.normal] = path
                }
            }
        }

        /// An `@expo-google-fonts` export whose file is not in the project (node_modules is not committed): its
        /// name says its weight and slant (`ExpoGoogleFonts`), and `useFonts` registers that one file under the
        /// key, as it does a file of the project's own, so the key is a family of that one face on both platforms.
        mutating func loadPackageFace(
            _ font: ReactNativeProject.LoadedFont, _ package: String, registersCustom: Bool
        ) -> Bool {
            let parts = package.split(separator: " ")
            guard parts.count == 2, let known = ExpoGoogleFonts.face(ofExport: String(parts[1])) else { return false }
            // `@expo-google-fonts/inter/400Regular` (a per-weight import) is the package `@expo-google-fonts/inter`.
            let name = parts[0].split(separator: "/").prefix(2).joined(separator: "/")
            let resource = "\(name)/\(parts[1])"
            let entry = DeclaredFace(
                resource: resource, file: nil, declaredWeight: known.weight, declaredItalic: known.italic,
                location: font.location, face: nil)
            iosAliases[font.name] = entry
            if registersCustom {
                var family = DeclaredFamily(
                    name: font.name, reference: font.name, location: font.location, faces: [entry],
                    isSingleFile: false)
                family.typeface = ExpoGoogleFonts.typeface(of: entry)
                custom[font.name] = family
            } else if assets[font.name]?[.normal] == nil {
                assets[font.name, default: [:]][.normal] = resource
                packageFaces[resource] = entry
            }
            return true
        }

        /// The `@expo-google-fonts` faces in `assets`' slots, by the resource standing for their file there.
        var packageFaces: [String: DeclaredFace] = [:]

        // MARK: Families

        /// The iOS family a fontFamily names (RCTFont: a family name first, then a `useFonts` alias, then a
        /// PostScript or full name, whose family it is); nil when iOS does not load it.
        mutating func iosFamily(_ name: String) -> (key: String, fontName: String?)? {
            let key = "ios:" + name
            if reading.families[key] != nil { return (key, startFaces[name] ?? nil) }
            let byFamily = iosFaces.filter { $0.face?.family == name }
            var faces = byFamily
            var start: String?
            if faces.isEmpty, let alias = iosAliases[name] {
                faces = [alias]
            } else if faces.isEmpty,
                let named = iosFaces.first(where: {
                    $0.face?.postscriptName == name || $0.face?.fullName == name || $0.face?.displayName == name
                })?
                .face
            {
                faces = iosFaces.filter { $0.face?.family == named.family }
                start = named.postscriptName
            }
            guard let location = faces.first?.location else { return nil }
            // A family of one face shows it whatever the weight; a style that gives none asks for it.
            var family = DeclaredFamily(
                name: name, reference: name, location: location, faces: faces, isSingleFile: faces.count == 1)
            family.typeface = faces.first.flatMap(ExpoGoogleFonts.typeface(of:))
            reading.families[key] = family
            startFaces[name] = start
            return (key, start)
        }

        var startFaces: [String: String?] = [:]
        /// `fontWeight` values already reported as not parsed, by where they are written.
        var reportedWeights = Set<SourceLocation>()

        /// The Android family a fontFamily names at a weight and slant: a registered family, else the asset
        /// font's slot; nil when Android does not load it.
        mutating func androidFamily(_ name: String, weight: Int, italic: Bool) -> String? {
            if custom[name] != nil {
                let key = "android:" + name
                if reading.families[key] == nil { reading.families[key] = custom[name] }
                return key
            }
            guard let slots = assets[name] else { return nil }
            let slot = Slot(weight: weight, italic: italic)
            let key = "android:\(name)#\(slot.rawValue)"
            if reading.families[key] == nil {
                var entries: [DeclaredFace] = []
                if let path = slots[slot], let entry = packageFaces[path] {
                    entries = [entry]
                } else if let path = slots[slot], let face = faces(path).first {
                    entries = [declared(face)]
                }
                let anyFile = slots.values.sorted().first ?? files.root
                let location =
                    entries.first?.location ?? packageFaces[anyFile]?.location
                    ?? SourceLocation(file: anyFile, line: 1, column: 1)
                var family = DeclaredFamily(
                    name: name, reference: "fonts/\(name)\(slot.suffix).ttf or .otf in android/app/src/main/assets",
                    location: location, faces: entries, isSingleFile: true)
                family.typeface = packageFaces[slots[.normal] ?? ""].flatMap(ExpoGoogleFonts.typeface(of:))
                reading.families[key] = family
            }
            return key
        }

        // MARK: Styles

        /// Every object with font keys of its own, or with a spread that brings them, is a style site (a
        /// `Platform.select` branch is part of the object around it); each is read for iOS and for Android.
        mutating func readStyles(_ module: ScriptModule) {
            let tokens = module.tokens
            let source = module.source
            var stack: [Int] = []
            var parent: [Int: Int] = [:]
            var candidates = Set<Int>()
            for i in tokens.indices {
                let t = tokens[i]
                if t.kind == .punctuation {
                    if t.text == "{" {
                        if let top = stack.last { parent[i] = top }
                        stack.append(i)
                    } else if t.text == "}" {
                        _ = stack.popLast()
                    } else if t.text == ".", let top = stack.last, source.token(i + 1)?.isPunctuation(".") == true,
                        source.token(i + 2)?.isPunctuation(".") == true,
                        source.token(i - 1).map({ $0.isPunctuation("{") || $0.isPunctuation(",") }) == true
                    {
                        candidates.insert(top)
                    }
                    continue
                }
                if t.kind == .identifier || t.kind == .string, t.text.hasPrefix("font"),
                    ["fontFamily", "fontWeight", "fontStyle"].contains(t.text),
                    source.token(i + 1)?.isPunctuation(":") == true,
                    source.token(i - 1).map({ $0.isPunctuation("{") || $0.isPunctuation(",") }) == true,
                    let top = stack.last
                {
                    candidates.insert(top)
                }
            }
            for open in candidates.sorted() {
                guard let close = source.closing[open], !isPlatformBranch(open, parent: parent[open], source) else {
                    continue
                }
                readSite(open, close, module)
            }
        }

        /// Tailwind's own families (`font-sans`, …): system font stacks, no app font.
        static let tailwindStacks: Set<String> = ["sans", "serif", "mono"]

        /// Tailwind's font-weight classes, as NativeWind and twrnc write them into `fontWeight`.
        static let tailwindWeights: [String: Int] = [
            "thin": 100, "extralight": 200, "light": 300, "normal": 400, "medium": 500, "semibold": 600, "bold": 700,
            "extrabold": 800, "black": 900,
        ]

        /// NativeWind's and twrnc's classes: a string that names a `font-<key>` class of tailwind.config.js's
        /// families (`className="text-3xl font-Lato-Bold"`, `const heading = "font-Lato-Bold"`) is a style of that
        /// family, at the weight a `font-bold`-like class of the same string gives (none: the family's own face),
        /// italic with `italic`. A string whose classes say no family is not a style.
        mutating func readClasses(_ module: ScriptModule) {
            let source = module.source
            let (file, stem, only) = (module.fileName, module.styleStem, module.onlyPlatform)
            for i in source.tokens.indices where source.tokens[i].kind == .string {
                let text = source.tokens[i].text
                guard text.contains("font-") else { continue }
                var family: String?
                var weight: Int?
                var italic = false
                var unread = false
                for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
                    // A variant (`dark:font-Lato-Bold`, `md:italic`) applies only sometimes: not read.
                    if word == "italic" { italic = true }
                    guard word.hasPrefix("font-"), word.count > 5 else { continue }
                    let key = String(word.dropFirst(5))
                    if let value = Self.tailwindWeights[key] {
                        weight = value
                    } else if let named = project.tailwindFamilies[key] {
                        family = named
                    } else if project.tailwindFamilies.isEmpty, !Self.tailwindStacks.contains(key) {
                        // No family could be read from tailwind.config.js: a family class is not known.
                        unread = true
                    }
                }
                if family == nil, unread { reading.sources.callsNotChecked += 1 }
                guard let family else { continue }
                var name = "\(file):\(source.tokens[i].line)"
                if source.token(i - 1)?.isPunctuation("=") == true,
                    let index = ReactNativeReader.boundName(beforeEquals: i - 1, in: source),
                    case let bound = source.tokens[index], bound.text != "className", bound.text != "class"
                {
                    name = "\(stem).\(bound.text)"
                }
                var notChecked = false
                let branch = Self.platformBranch(of: i, in: source)
                for platform in ScriptPlatform.allCases
                where (only == nil || only == platform) && (branch == nil || branch == .some(platform)) {
                    if !appendStyle(
                        platform, name: name, location: source.location(i), familyName: family, weight: weight,
                        styleText: italic ? "italic" : nil, weightMember: nil, size: nil)
                    {
                        notChecked = true
                    }
                }
                if notChecked { reading.sources.callsNotChecked += 1 }
            }
        }

        /// The platform a string is for when it is a branch of `Platform.OS === "ios" ? "…" : "…"` (or `==`,
        /// `!==`, `!=`, `"android"`, brackets around the test or the branch): iNaturalist's
        /// `Platform.OS === "ios" ? "font-Menlo" : "font-monospace"`. Nil for any other string; `.some(nil)` for
        /// a string no platform reaches.
        static func platformBranch(of i: Int, in source: SourceCalls) -> ScriptPlatform?? {
            var j = i - 1
            while source.token(j)?.isPunctuation("(") == true { j -= 1 }
            var second = false
            if source.token(j)?.isPunctuation(":") == true {
                // The second branch: the first is one string, in brackets or not.
                second = true
                j -= 1
                while source.token(j)?.isPunctuation(")") == true { j -= 1 }
                guard source.token(j)?.kind == .string else { return nil }
                j -= 1
                while source.token(j)?.isPunctuation("(") == true { j -= 1 }
            }
            guard source.token(j)?.isPunctuation("?") == true else { return nil }
            j -= 1
            while source.token(j)?.isPunctuation(")") == true { j -= 1 }
            guard let named = source.token(j).flatMap({ $0.kind == .string ? ScriptPlatform(rawValue: $0.text) : nil })
            else { return nil }
            j -= 1
            var equals = 0
            while source.token(j)?.isPunctuation("=") == true {
                equals += 1
                j -= 1
            }
            let negated = source.token(j)?.isPunctuation("!") == true
            if negated { j -= 1 }
            guard equals >= (negated ? 1 : 2), source.token(j)?.isIdentifier("OS") == true,
                source.token(j - 1)?.isPunctuation(".") == true, source.token(j - 2)?.isIdentifier("Platform") == true
            else { return nil }
            let other = ScriptPlatform.allCases.first { $0 != named }
            let platform = second != negated ? other : named
            // The else of a test that is itself an else (`ios ? a : android ? b : c`): the platform it names
            // failed the outer test too, so `c` is for neither (web). Never a style here.
            var k = j - 3
            while source.token(k)?.isPunctuation("(") == true { k -= 1 }
            if second != negated, source.token(k)?.isPunctuation(":") == true { return .some(nil) }
            return platform
        }

        /// `Platform.select({ ios: {…}, android: {…} })`'s branches.
        func isPlatformBranch(_ open: Int, parent: Int?, _ source: SourceCalls) -> Bool {
            guard let parent, source.token(open - 1)?.isPunctuation(":") == true,
                let key = source.token(open - 2),
                ["ios", "android", "native", "default", "web", "macos", "windows"].contains(key.text)
            else { return false }
            return source.token(parent - 1)?.isPunctuation("(") == true
                && source.token(parent - 2)?.isIdentifier("select") == true
        }

        mutating func readSite(_ open: Int, _ close: Int, _ module: ScriptModule) {
            let source = module.source
            let (file, stem) = (module.fileName, module.styleStem)
            var name = "\(file):\(source.tokens[open].line)"
            var location = source.location(open)
            if let before = source.token(open - 1), let key = source.token(open - 2) {
                if before.isPunctuation(":"), key.kind == .identifier || key.kind == .string {
                    name = "\(stem).\(key.text)"
                    location = source.location(open - 2)
                } else if before.isPunctuation("="),
                    let bound = ReactNativeReader.boundName(beforeEquals: open - 1, in: source)
                {
                    name = "\(stem).\(source.tokens[bound].text)"
                    location = source.location(bound)
                }
            }
            var notChecked = false
            var isSite = false
            // Metro builds `Button.ios.tsx` into the iOS app only, `Button.android.tsx` into Android's.
            let only = module.onlyPlatform
            for platform in ScriptPlatform.allCases where only == nil || only == platform {
                let object = project.modules.object((open + 1)..<close, in: module, platform: platform)
                let family = object["fontFamily"]
                let weight = object["fontWeight"]
                let style = object["fontStyle"]
                guard family != nil || weight != nil || style != nil else { continue }
                isSite = true
                if let member = object.member("fontWeight"), case .string(let text) = member.value,
                    !ReactNativeReader.parsedWeights.contains(text), reportedWeights.insert(member.location).inserted
                {
                    reading.facts.append(
                        ProjectFact(
                            .weightNotParsed,
                            "fontWeight '\(Terminal.sanitize(text))' is not one React Native's native code parses ('100'…'900', 'normal', 'bold'): iOS and Android both use Regular (400); write the number",
                            at: member.location, subject: text))
                }
                guard let familyName = family?.string, weight.map({ $0.weightText != nil }) ?? true,
                    style.map({ $0.string != nil }) ?? true
                else {
                    // A family decided at run time, or inherited from the enclosing Text.
                    notChecked = true
                    continue
                }
                let size = object["fontSize"].flatMap { if case .number(let n) = $0 { return n } else { return nil } }
                if !appendStyle(
                    platform, name: name, location: location, familyName: familyName,
                    weight: weight?.weightText.map(ReactNativeReader.weight), styleText: style?.string,
                    weightMember: object.member("fontWeight"), size: size)
                {
                    notChecked = true
                }
            }
            if isSite, notChecked { reading.sources.callsNotChecked += 1 }
        }

        /// One style for `platform` of `familyName` at `weight` (nil: none asked) and `styleText` (`fontStyle`), as
        /// a style object or a Tailwind class gives it: false when its family is one whose faces are not checked.
        mutating func appendStyle(
            _ platform: ScriptPlatform, name: String, location: SourceLocation, familyName: String,
            weight weightValue: Int?,
            styleText: String?, weightMember: ScriptObject.Member?, size: Double?
        ) -> Bool {
            var italic = styleText == "italic" || (platform == .ios && project.paper && styleText == "oblique")
            // Each platform's family is looked up for the other too: a font loaded on one only is a finding.
            _ = iosFamily(familyName)
            _ = androidFamily(familyName, weight: weightValue ?? 400, italic: italic)
            var text = TextStyle(
                name: "\(platform == .ios ? "iOS" : "Android"): \(name)", location: location, family: familyName,
                weight: weightValue, italic: italic)
            text.platform = .reactNative
            text.size = size
            switch platform {
            case .ios:
                text.textSystem = .reactNativeIOS
                text.policy = .apple
                text.familyKey = "ios:" + familyName
                if let (key, start) = iosFamily(familyName) {
                    text.familyKey = key
                    text.fontName = start
                    if let start, let weightValue, weightValue != 400, project.hasFabricWeightBug,
                        let member = weightMember, reportedWeights.insert(location).inserted
                    {
                        let family = reading.families[key]?.faces.compactMap(\.face) ?? []
                        let heaviest = family.filter { $0.italic == italic }.max { $0.weight < $1.weight }
                        reading.facts.append(
                            ProjectFact(
                                .fabricWeightBug,
                                "fontFamily \"\(Terminal.sanitize(familyName))\" names the face \(Terminal.sanitize(start)) and fontWeight asks for \(weightValue): on React Native 0.83 to 0.86 with the new architecture, iOS shows the family's heaviest face\(heaviest.map { ", \(Terminal.sanitize($0.displayName)) (\($0.weight))," } ?? "") whatever the weight (react-native#57483); name the family (\"\(Terminal.sanitize(family.first?.family ?? familyName))\") or upgrade React Native",
                                at: member.location, subject: familyName, uncertain: true))
                    }
                    // Fabric reads a missing fontWeight and a Regular one ('normal', '400') alike, as
                    // UIFontWeightRegular (0.0), and then takes the named face's own weight: `fontWeight ?:
                    // RCTGetFontWeight(font)` (RCTFontUtils.mm; `(fontWeight != 0.0) ?: …` from 0.83). Paper
                    // keeps it only when fontWeight is not given (`weight ? fontWeight : …`, RCTFont.mm).
                    if start != nil, weightValue == 400, !project.paper { text.weight = nil }
                    // Paper keeps the named face's slant when fontStyle is not given (RCTFont.mm).
                    if let start, styleText == nil, project.paper,
                        iosFaces.first(where: { $0.face?.postscriptName == start })?.face?.italic == true
                    {
                        italic = true
                        text.italic = true
                    }
                } else if unchecked.contains(familyName) || uncheckedOnIOS.contains(familyName) {
                    return false
                }
            case .android:
                text.textSystem = .reactNativeAndroid
                text.policy = .android
                text.familyKey =
                    androidFamily(familyName, weight: weightValue ?? 400, italic: italic) ?? "android:" + familyName
                if reading.families[text.familyKey!] == nil,
                    unchecked.contains(familyName) || uncheckedOnAndroid.contains(familyName)
                {
                    return false
                }
                // An asset font's normal or italic slot is its file as it is (`createAssetTypeface`,
                // ReactFontManager.kt): a Regular weight, React Native's default, asks nothing of it, and Bold
                // Text adds 300 to the file's own weight (`applyFontWeightAdjustment` reads the typeface's weight,
                // which `Typeface.createFromAsset` takes from the file's OS/2 table).
                if weightValue == 400, let family = reading.families[text.familyKey!], family.isSingleFile,
                    family.faces.first?.face != nil, custom[familyName] == nil
                {
                    text.weight = nil
                }
            }
            // A family of one face shows it whatever the style asks; with no fontStyle, its slant is the one
            // meant (`fontFamily: 'OpenSans-Italic'`).
            if styleText == nil, let family = text.familyKey.flatMap({ reading.families[$0] }),
                family.faces.count == 1, family.faces[0].face?.italic == true
            {
                text.italic = true
            }
            reading.styles.append(text)
            return true
        }
    }
}
