import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The iOS reader: which bundled fonts UIAppFonts declares, the styles the Swift code asks for, and the facts
/// about the declarations.
struct IOSReader {
    var styles: [TextStyle] = []
    /// Faces iOS registers: those of declared files (all bundled ones when the project declares none).
    var availableFaces: [FontFace] = []
    /// UIAppFonts entries with no file in the project where a dependency may bring it (Pods, node_modules):
    /// react-native-vector-icons' fonts are declared so and copied in by the build.
    var fromDependencies: [String] = []
    /// Faces in the app that UIAppFonts does not list: not available, but not to be bought either.
    var undeclaredFaces: [FontFace] = []
    var unshippedFiles = Set<String>()
    var facts: [ProjectFact] = []
    var sources = AppSources()
    /// The distinct UIAppFonts entries.
    var declaredFonts: [String] = []
    /// The app extensions and the files they build, when the project says (`PlatformReading.extensions`).
    var extensions: [ExtensionBundle] = []
    var extensionFiles: [String: ExtensionMembership] = [:]

    /// The Swift files scanned for `SwiftResponsiveness` while their tokens were at hand; nil when the reader
    /// does not share its tokens (the reference path, where `SwiftResponsiveness` reads and lexes every file).
    private(set) var swiftPrescans: SwiftPrescans?

    /// `excluding`: font files that are not the iOS bundle's (a Flutter app's assets).
    /// `sharingTokens`: scan each Swift file for the responsiveness checks with the tokens lexed for its font
    /// calls (`SwiftPrescans`), instead of leaving `SwiftResponsiveness` to read and lex it again (`AppReader`
    /// asks for it; React Native's reader, which keeps only the faces, does not).
    init(
        files: ProjectFiles, fonts: ProjectFonts, excluding: Set<String> = [], sharingTokens: Bool = false,
        warnings: inout [LocatedWarning]
    ) {
        if sharingTokens { swiftPrescans = SwiftPrescans() }
        let found = IOSDeclarations.read(files, warnings: &warnings)
        // A font in an Android folder is Android's, unless the Xcode project references it there too.
        let fontFiles = files.fontFiles.filter { file in
            found.mayBeIOSFile(file, in: files) && !excluding.contains(file)
                && !AndroidReader.isComposeResource(file)
                // In a Flutter app, the iOS bundle's own files sit under ios/; a font elsewhere that pubspec.yaml
                // does not declare is not shipped at all.
                && (!files.hasFlutter || Self.isUnderIOSFolder(file, root: files.root))
        }
        sources.fontFiles = fontFiles.count
        sources.declarations = found.declarations.count
        var declared = Set<String>()
        // An entry repeated in one bundle's list declares the same file once: findings stay bounded by the
        // distinct entries and the files, not their product.
        var seen = Set<String>()
        for declaration in found.declarations
        where seen.insert((declaration.bundle ?? "") + "\u{0}" + declaration.entry).inserted {
            declaredFonts.append(declaration.entry)
            resolve(declaration, files: files, fonts: fonts, project: found, into: &declared)
        }
        readSwift(files, fonts: fonts, fontFiles: fontFiles, warnings: &warnings)
        readObjectiveC(files, warnings: &warnings)
        // Custom fonts set in Interface Builder, loaded by name as code loads them.
        styles += InterfaceBuilderFonts.styles(files, warnings: &warnings)
        sources.stylesFromCode = styles.count
        // Which target builds each style's file, when the project has an app extension and says.
        if found.targets.contains(where: \.isExtension), !found.targetsUnknown,
            found.readsEveryProject || files.pbxprojs.isEmpty
        {
            scopeExtensions(found.targets, files: files, fonts: fonts, fontFiles: fontFiles, warnings: &warnings)
        }
        var webFonts: Set<String>?
        var packageRoots: [String]?
        for file in fontFiles {
            let faces = fonts.faces(in: file)
            if declared.contains(file) || !found.hasAppDeclarations {
                availableFaces += faces
                continue
            }
            // A font a bundled web page loads (`@font-face { src: url(fonts/Inter-Bold.otf) }`): WebKit's, not
            // UIKit's, and not for UIAppFonts (CovidCertificate's imprint page).
            if webFonts == nil { webFonts = Self.webFontNames(files, warnings: &warnings) }
            if webFonts?.contains(Platform.baseName(of: file).lowercased()) == true {
                // The same file registered by the code as well (CovPass registers its Open Sans at run time and
                // its web pages load it too): available to UIKit, as every undeclared file is then.
                if runtimeRegistration != nil { availableFaces += faces }
                continue
            }
            let bundle = files.bundle(holding: file)
            let site =
                (bundle == nil ? Self.copyingTargetSite(of: file, found) : nil) ?? found.declarationSites[bundle ?? ""]
                ?? SourceLocation(file: file, line: 1, column: 1)
            let name = Terminal.sanitize(relativeName(file, files: files, bundle: bundle))
            var finding: ProjectFact
            if bundle == nil, !found.isInXcodeProject(file, root: files.root),
                !Self.isInPackage(file, roots: &packageRoots, files: files)
            {
                // A leftover file no Xcode project lists is not copied into the app (status-mobile's
                // ios/fonts/Inter-UI-*.otf): nothing is missing from UIAppFonts, and nothing is available.
                undeclaredFaces += faces
                unshippedFiles.insert(file)
                finding = ProjectFact(
                    .undeclaredFont,
                    "\(name) is in the repository but no Xcode project lists it, so it is not in the app; if it should be, add it to the app target's resources and to UIAppFonts",
                    at: SourceLocation(file: file, line: 1, column: 1), path: file,
                    subject: Platform.baseName(of: file), uncertain: true)
            } else if let registration = runtimeRegistration {
                // The code registers fonts itself: the file is most likely available, but nothing declares it.
                availableFaces += faces
                finding = ProjectFact(
                    .undeclaredFont,
                    "\(name) is in the app but UIAppFonts does not list it; the code registers fonts at run time (\(Platform.baseName(of: registration.file)):\(registration.line)), so check that it registers this file",
                    at: site, path: file, subject: Platform.baseName(of: file), uncertain: true)
            } else {
                undeclaredFaces += faces
                let faceNames = faces.map { "\"\(Terminal.sanitize($0.postscriptName))\"" }.joined(separator: ", ")
                let subject = faces.isEmpty ? "its faces are" : faceNames + (faces.count == 1 ? " is" : " are")
                finding = ProjectFact(
                    .undeclaredFont,
                    "\(name) is in the app but UIAppFonts does not list it; iOS does not register it, so \(subject) not available and UIFont(name:) returns nil",
                    at: site, path: file, subject: Platform.baseName(of: file))
            }
            facts.append(finding)
        }
    }

    /// Each app extension's bundle (the fonts its target copies and its own Info.plist lists), and the styles'
    /// files that an extension builds. An extension whose Info.plist cannot be read is left out: its files count
    /// as the app's, as before.
    private mutating func scopeExtensions(
        _ targets: [XcodeTarget], files: ProjectFiles, fonts: ProjectFonts, fontFiles: [String],
        warnings: inout [LocatedWarning]
    ) {
        let plists = Dictionary(files.infoPlists.map { (XcodeTargets.normalized($0), $0) }) { first, _ in first }
        let normalizedFonts = fontFiles.map { (XcodeTargets.normalized($0), $0) }
        var built: [XcodeTarget] = []
        var seenNames = Set<String>()
        for target in targets where target.isExtension && seenNames.insert(target.name).inserted {
            // Named in messages relative to the project's folder.
            let root = XcodeTargets.normalized(files.root)
            var bundle = ExtensionBundle(
                name: target.name,
                infoPlist: target.infoPlists.first.map {
                    !root.isEmpty && $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0
                })
            var listed = target.projectFonts
            var readable = true
            for plist in target.infoPlists {
                let path =
                    plists[plist]
                    ?? files.filesByLowercasedName[Platform.baseName(of: plist).lowercased()]?.first {
                        XcodeTargets.normalized($0) == plist
                    }
                guard let path, let bytes = files.read(path, warnings: &warnings),
                    let value = PropertyList.parse(bytes)
                else {
                    readable = false
                    break
                }
                for entry in value["UIAppFonts"]?.array ?? [] { if let text = entry.string { listed.append(text) } }
            }
            guard readable else { continue }
            bundle.listedFiles = Set(listed.map { Platform.baseName(of: $0).lowercased() })
            for (normalized, file) in normalizedFonts where target.contains(normalized) {
                bundle.targetFiles.insert(file)
                if bundle.listedFiles.contains(Platform.baseName(of: file).lowercased()) {
                    bundle.availableFaces += fonts.faces(in: file)
                }
            }
            extensions.append(bundle)
            built.append(target)
        }
        guard !built.isEmpty else { return }
        let others = targets.filter { !$0.isExtension }
        var seenFiles = Set<String>()
        for style in styles where seenFiles.insert(style.location.file).inserted {
            let path = XcodeTargets.normalized(style.location.file)
            let inExtensions = built.indices.filter { built[$0].contains(path) }
            guard !inExtensions.isEmpty else { continue }
            extensionFiles[style.location.file] = ExtensionMembership(
                inApp: others.contains { $0.contains(path) }, extensions: inExtensions)
        }
    }

    /// The UIAppFonts key of the Info.plist of a target that copies `file`, an app before an app extension: where
    /// the missing entry goes. A project of an app and a widget lists its fonts in both Info.plists; the first
    /// one read (the widget's, in Windscribe) is not the one the app's own file is missing from. Nil when no
    /// target says (the targets are read only for a project with an app extension).
    static func copyingTargetSite(of file: String, _ found: IOSDeclarations.Found) -> SourceLocation? {
        guard !found.targets.isEmpty, !found.targetsUnknown, !found.plistSites.isEmpty else { return nil }
        let path = XcodeTargets.normalized(file)
        var extensionSite: SourceLocation?
        for target in found.targets where target.contains(path) {
            guard let site = target.infoPlists.lazy.compactMap({ found.plistSites[$0] }).first else { continue }
            if !target.isExtension { return site }
            extensionSite = extensionSite ?? site
        }
        return extensionSite
    }

    /// Whether `file` is inside a Swift package or a pod (a folder with `Package.swift` or a `.podspec`): their
    /// resources reach the app through the package, not through the Xcode project's own list. `roots` is made
    /// on first use.
    static func isInPackage(_ file: String, roots: inout [String]?, files: ProjectFiles) -> Bool {
        if roots == nil {
            roots = files.filesByLowercasedName.flatMap { name, paths in
                name == "package.swift" || name.hasSuffix(".podspec") ? paths.map(Platform.parent) : []
            }
        }
        return roots!.contains { file.hasPrefix($0 + "/") }
    }

    private static let skipped: Set<UInt8> = [0x20, 0x09, 0x0D, UInt8(ascii: "\""), UInt8(ascii: "'")]

    /// The lowercased names of the font files the project's CSS and HTML load with `url(…)`.
    static func webFontNames(_ files: ProjectFiles, warnings: inout [LocatedWarning]) -> Set<String> {
        var names = Set<String>()
        let pages = ["css", "html", "htm"].flatMap { files.filesByIndexedExtension[$0] ?? [] }
        for page in pages {
            guard let bytes = files.read(page, warnings: &warnings) else { continue }
            var from = 0
            while let at = ProjectText.find("url(", in: bytes, from: from) {
                var end = at + 4
                while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                // Blanks and quotes around the address, and a query or fragment after it, are not its name.
                var (start, stop) = (at + 4, end)
                while start < stop, Self.skipped.contains(bytes[start]) { start += 1 }
                while stop > start, Self.skipped.contains(bytes[stop - 1]) { stop -= 1 }
                let address = bytes[start..<stop].prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
                let name = Platform.baseName(of: String(decoding: address, as: UTF8.self))
                if FontFileFinder.fontExtensions.contains(Platform.lowercasedExtension(of: name)) {
                    names.insert(name.lowercased())
                }
                from = end
            }
        }
        return names
    }

    static func isUnderIOSFolder(_ path: String, root: String) -> Bool {
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        return relative.split(separator: "/").dropLast().contains("ios")
    }

    /// What the engine audits.
    var reading: PlatformReading {
        var reading = PlatformReading(platform: .ios)
        (reading.styles, reading.facts, reading.sources) = (styles, facts, sources)
        (reading.availableFaces, reading.undeclaredFaces) = (availableFaces, undeclaredFaces)
        reading.bundledFaces = availableFaces + undeclaredFaces
        reading.unshippedFiles = unshippedFiles
        reading.dependencyFonts = fromDependencies.map(Platform.stem)
        reading.declaredFonts = declaredFonts
        (reading.extensions, reading.extensionFiles) = (extensions, extensionFiles)
        return reading
    }

    /// Where the Swift code registers fonts itself (`CTFontManagerRegisterFontsForURL` and its kin), if it does.
    private(set) var runtimeRegistration: SourceLocation?
    /// Core Text's registration calls, and SwiftGen's `registerAllCustomFonts()` (its fonts template's, calling
    /// `CTFontManagerRegisterFontsForURL` for each font): with SwiftGen run as a build plugin its generated file
    /// is not in the repository, and the app's call is all there is to see (DroidKaigi's
    /// `FontAssets.registerAllCustomFonts()`).
    static let registrationCalls = [
        "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterFontURLs", "CTFontManagerRegisterGraphicsFont",
        "CTFontManagerRegisterFontsWithAssetNames", "registerAllCustomFonts",
    ]

    /// The entry's path inside the bundle, for messages: relative to the `.app`, or to the project.
    private func relativeName(_ file: String, files: ProjectFiles, bundle: String?) -> String {
        let base = (bundle ?? files.root) + "/"
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    }

    /// Finds the file an entry names. In a built bundle the path is exact; in a source project Xcode copies
    /// grouped files to the bundle's root, so a file whose name matches is the one.
    private mutating func resolve(
        _ declaration: FontDeclaration, files: ProjectFiles, fonts: ProjectFonts, project: IOSDeclarations.Found,
        into declared: inout Set<String>
    ) {
        // Leading "./" pairs dropped in one step (removing them one at a time copied the rest each time).
        var utf8 = Substring(declaration.entry).utf8
        while utf8.count >= 2, utf8.first == UInt8(ascii: "."), utf8.dropFirst().first == UInt8(ascii: "/") {
            utf8 = utf8.dropFirst(2)
        }
        let entry = String(Substring(utf8))
        // iOS looks for each entry inside the bundle: a `..` step leaves it, so nothing there is registered,
        // whatever file of the same name the project holds (a source project's entries match by name).
        if entry.split(separator: "/").contains("..") {
            facts.append(
                ProjectFact(
                    .declaredFontMissing,
                    "UIAppFonts lists \"\(Terminal.sanitize(declaration.entry))\", a path that leaves the app bundle: iOS looks for the file inside the bundle, so it registers nothing",
                    at: declaration.location, subject: declaration.entry))
            return
        }
        let name = Platform.baseName(of: entry)
        let candidates = (files.filesByLowercasedName[name.lowercased()] ?? []).filter { path in
            project.mayBeIOSFile(path, in: files)
                && files.bundle(holding: path) == declaration.bundle
        }
        let exact = candidates.filter { path in
            if let bundle = declaration.bundle { return path == bundle + "/" + entry }
            return Platform.baseName(of: path) == name
        }
        guard !exact.isEmpty else {
            var message = "UIAppFonts lists \"\(Terminal.sanitize(declaration.entry))\", but the app has no such file"
            if let other = candidates.first {
                message +=
                    "; \"\(Terminal.sanitize(relativeName(other, files: files, bundle: declaration.bundle)))\" differs only in case, and the device's file system is case-sensitive"
            }
            var finding = ProjectFact(
                .declaredFontMissing, message, at: declaration.location, path: candidates.first,
                subject: declaration.entry)
            if candidates.isEmpty, let manifest = files.dependencyManifests.first {
                // react-native-vector-icons and pods ship fonts that the bundle gets from node_modules or Pods.
                finding.uncertain = true
                fromDependencies.append(name)
                finding.message +=
                    " in the project; it may come from a dependency (\(Platform.baseName(of: manifest)): Pods, node_modules and Carthage are not read)"
            }
            facts.append(finding)
            return
        }
        for path in exact {
            declared.insert(path)
            if let problem = fonts.problem(for: path) {
                facts.append(
                    ProjectFact(
                        .notAFont,
                        "UIAppFonts lists \"\(Terminal.sanitize(declaration.entry))\", which is not a font: \(Terminal.sanitize(problem))",
                        at: declaration.location, path: path, subject: declaration.entry))
            } else if !FontFileFinder.fontExtensions.contains(Platform.lowercasedExtension(of: path)) {
                facts.append(
                    ProjectFact(
                        .notAFont,
                        "UIAppFonts lists \"\(Terminal.sanitize(declaration.entry))\", which is not a font file",
                        at: declaration.location, path: path, subject: declaration.entry))
            }
        }
    }

    /// Two passes, one file's tokens alive at a time (keeping every file's tokens cost memory in proportion to
    /// all the sources): the binding tables first (`FontInfo` values, SwiftGen's constants), from the files that
    /// define them; then the calls, each file lexed again only if it names a font call.
    private mutating func readSwift(
        _ files: ProjectFiles, fonts: ProjectFonts, fontFiles: [String], warnings: inout [LocatedWarning]
    ) {
        // First pass on every core, results taken in file order (the first registration and the first binding
        // of a name win, as when the files were read one after another).
        struct Tables: Sendable {
            var mentionsFontCall = false
            var registration: SourceLocation?
            var fontInfos: [String: String] = [:]
            var swiftGen: [String: String] = [:]
            var swiftGenAliases: [String: String] = [:]
            var staticStrings: [(name: String, value: String)] = []
            var switches: [FontSwitch] = []
            var wrappers: [FontWrapper] = []
        }
        let swiftFiles = files.swiftFiles
        let lookForRegistration = runtimeRegistration == nil
        let firstPass = files.readEach(swiftFiles) { i, bytes -> Tables in
            // Cheap text tests first: only a file that names a registration call or a table is lexed here.
            var found = Tables(mentionsFontCall: Self.mentionsFontCall(bytes))
            if ProjectText.find("static ", in: bytes) != nil {
                found.staticStrings = StaticStringConstants.find(in: bytes)
            }
            let mentionsRegistration =
                lookForRegistration && Self.registrationCalls.contains { ProjectText.find($0, in: bytes) != nil }
            let definesTables =
                ["FontInfo", "FontConvertible"].contains { ProjectText.find($0, in: bytes) != nil }
                || ProjectText.find("typealias", in: bytes) != nil && ProjectText.find("FontFamily", in: bytes) != nil
            // A helper that picks a face by a `switch` is looked for only where a font call is named.
            let mayDefineSwitches = found.mentionsFontCall && FontSwitches.mayDefine(bytes)
            // A wrapper: a view modifier with a font call, or a function applying a modifier. Not every struct
            // with a font call: every SwiftUI view is one, and lexing each of them here too cost 40 % of an app's
            // run (the 40-font bench app of 200 files, 192 -> 275 M instructions).
            let mayDefineWrappers =
                found.mentionsFontCall && ProjectText.find("ViewModifier", in: bytes) != nil
                || FontWrappers.mayDefine(bytes)
            guard mentionsRegistration || definesTables || mayDefineSwitches || mayDefineWrappers else {
                return found
            }
            let tokens = SourceLexer.tokens(bytes, language: .swift)
            // Confirmed as code, not a comment or a string.
            if mentionsRegistration,
                let call = tokens.first(where: { $0.kind == .identifier && Self.registrationCalls.contains($0.text) })
            {
                found.registration = SourceLocation(file: swiftFiles[i], line: call.line, column: call.column)
            }
            found.fontInfos = SwiftFontCalls.fontInfoBindings(tokens)
            found.swiftGen = SwiftGenFonts.table(tokens)
            found.swiftGenAliases = SwiftGenFonts.aliases(tokens)
            let closing = SourceCalls(tokens, file: swiftFiles[i]).closing
            if mayDefineSwitches {
                found.switches = FontSwitches.find(in: tokens, closing: closing, file: swiftFiles[i])
            }
            if mayDefineWrappers {
                found.wrappers = FontWrappers.find(in: tokens, closing: closing, file: swiftFiles[i])
            }
            return found
        }
        warnings += firstPass.warnings
        var fontInfos: [String: String] = [:]
        var swiftGen: [String: String] = [:]
        var swiftGenAliases: [String: String] = [:]
        var callFiles: [String] = []
        var switches: [FontSwitch] = []
        var wrappers: [FontWrapper] = []
        // A type's member two files give different raw values is no one value.
        var rawValues: [String: [String: String]] = [:]
        var ambiguousRaw: [(String, String)] = []
        // A name bound to two different strings in the project is no one string.
        var staticStrings: [String: String] = [:]
        var ambiguous = Set<String>()
        for (i, found) in firstPass.results.enumerated() {
            guard let found else { continue }
            for (name, value) in found.staticStrings {
                if let known = staticStrings[name], known != value { ambiguous.insert(name) }
                staticStrings[name] = staticStrings[name] ?? value
            }
            if runtimeRegistration == nil, let registration = found.registration { runtimeRegistration = registration }
            fontInfos.merge(found.fontInfos) { first, _ in first }
            swiftGen.merge(found.swiftGen) { first, _ in first }
            swiftGenAliases.merge(found.swiftGenAliases) { first, _ in first }
            switches += found.switches
            wrappers += found.wrappers
            if found.mentionsFontCall { callFiles.append(swiftFiles[i]) }
        }
        swiftGen = SwiftGenFonts.addingAliases(swiftGenAliases, to: swiftGen)
        // SwiftGen run as a build plugin writes its table at build time only: made from the font files, under the
        // generated one where both name a constant.
        swiftGen.merge(SwiftGenPluginFonts.table(files, fonts: fonts, fontFiles: fontFiles, warnings: &warnings)) {
            generated, _ in generated
        }
        // Then the calls, read, lexed and scanned on every core; with the same tokens, the file's scan for
        // `SwiftResponsiveness` (each file's tokens dropped after both).
        // R.swift's `R.font.x`, generated at build time from the app's font files (rarely committed): each
        // bundled face by the identifier R.swift makes of its PostScript name, under the key SwiftGen's
        // look-ups use (`font.x`), where SwiftGen names nothing so.
        for file in fontFiles {
            for face in fonts.faces(in: file) where !face.postscriptName.isEmpty {
                let key = "font." + RSwiftFonts.identifier(of: face.postscriptName)
                if swiftGen[key] == nil { swiftGen[key] = face.postscriptName }
            }
        }
        for name in ambiguous { staticStrings[name] = nil }
        let switchTable = FontSwitchTable(switches)
        // The types whose members name the raw values a wrapper's calls may pass, read only in a project that has
        // a wrapper: looking for them in every file cost every project three more searches of each file.
        if !wrappers.isEmpty {
            let read = files.readEach(swiftFiles) { _, bytes -> [String: [String: String]]? in
                guard
                    ProjectText.find("enum", in: bytes) != nil && ProjectText.find(": String", in: bytes) != nil
                        || ProjectText.find(": Self =", in: bytes) != nil
                else { return nil }
                let tokens = SourceLexer.tokens(bytes, language: .swift)
                return StringRawValues.find(in: tokens, closing: SourceCalls(tokens, file: "").closing)
            }
            warnings += read.warnings
            for case let found? in read.results {
                for (type, members) in found {
                    for (member, value) in members {
                        if let known = rawValues[type]?[member], known != value { ambiguousRaw.append((type, member)) }
                        rawValues[type, default: [:]][member] = rawValues[type]?[member] ?? value
                    }
                }
            }
        }
        for (type, member) in ambiguousRaw { rawValues[type]?[member] = nil }
        let wrapperTable = FontWrapperTable(wrappers, rawValues: rawValues)
        let callNames = switchTable.callNames + wrapperTable.byName.keys.sorted()
        if !callNames.isEmpty {
            callFiles = Self.addingHelperCallers(to: callFiles, of: swiftFiles, callNames, files)
        }
        let tables = (fontInfos, swiftGen, staticStrings, switchTable, wrapperTable)
        let prescanning = swiftPrescans != nil
        let finder = SignalFinder(SwiftResponsiveness.signalGroups)
        let words = WordSearch(SwiftResponsiveness.words)
        let scanned = files.readEach(callFiles) { [callFiles] i, bytes -> CallFile in
            // Test code is not the app (`Tests/`, `…Tests.swift`): its font calls are no styles of it. Told apart
            // here, on every core, as the path is split to tell.
            if files.isTestCode(callFiles[i]) { return CallFile(calls: SwiftFontCalls()) }
            // A file SwiftGen wrote: the library's own font calls (`Font.custom(self, size:)`, `UIFont(name:
            // font.name, …)`) name no font the code can know, and are not the app's calls: none of them is counted
            // as not checked or cited by `SwiftResponsiveness`. A name written out in it (a template of the app's
            // own) is a style as anywhere else.
            let generated = SwiftGenFonts.isGenerated(bytes)
            let tokens = SourceLexer.tokens(bytes, language: .swift)
            // Where each bracket closes, worked out once for both scans.
            let brackets = SourceCalls(tokens, file: callFiles[i])
            var read = CallFile(
                calls: SwiftFontCalls.scan(
                    tokens, file: callFiles[i], fontInfos: tables.0, swiftGen: tables.1, brackets: brackets,
                    staticStrings: tables.2, switches: tables.3, wrappers: tables.4))
            if generated { (read.calls.notChecked, read.calls.wrapperDefinitions) = ([], []) }
            guard prescanning else { return read }
            read.prescanned = true
            read.responsiveness = SwiftFileScan.prescan(
                callFiles[i], bytes, tokens: tokens, brackets: brackets, styles: read.calls.styles, words: words,
                finder: finder)
            if generated { read.responsiveness?.computedNames = [] }
            return read
        }
        warnings += scanned.warnings
        // Room for every style at once: grown by doubling, 50,000 styles were moved a dozen times into fresh
        // pages, on one core.
        // A wrapper's own font call no call in the project goes through (a modifier never applied, or made
        // where the scan does not see it): not checked, as before its calls were followed.
        let wrapperUses = scanned.results.reduce(into: Set<String>()) { $0.formUnion($1?.calls.wrapperUses ?? []) }
        for read in scanned.results {
            sources.callsNotChecked += read?.calls.wrapperDefinitions.count { !wrapperUses.contains($0) } ?? 0
        }
        styles.reserveCapacity(styles.count + scanned.results.reduce(0) { $0 + ($1?.calls.styles.count ?? 0) })
        for (i, read) in scanned.results.enumerated() {
            guard let read else { continue }
            if read.prescanned {
                swiftPrescans?.covered.insert(callFiles[i])
                if var scan = read.responsiveness {
                    // Its calls by their index in this file's styles, here by their index in all the styles.
                    scan.calls = scan.calls.map { (styles.count + $0.style, $0.reading) }
                    swiftPrescans?.scans[callFiles[i]] = scan
                }
            }
            styles += read.calls.styles
            sources.callsNotChecked += read.calls.notChecked.count
        }
        sources.stylesFromCode = styles.count
    }

    /// The font calls of the Objective-C sources (`ObjectiveCFontCalls`), after the Swift ones.
    private mutating func readObjectiveC(_ files: ProjectFiles, warnings: inout [LocatedWarning]) {
        let paths = files.files(withExtensions: Set(ObjectiveCFontCalls.extensions))
        let scanned = files.readEach(paths) { i, bytes -> (styles: [TextStyle], notChecked: [SourceLocation])? in
            guard ObjectiveCFontCalls.mayCall(bytes) else { return nil }
            return ObjectiveCFontCalls.scan(SourceLexer.tokens(bytes, language: .swift), file: paths[i])
        }
        warnings += scanned.warnings
        for case let found? in scanned.results {
            styles += found.styles
            sources.callsNotChecked += found.notChecked.count
        }
    }

    /// `callFiles` with the other Swift files that name one of the app's `FontSwitch` helpers (`.default(size: 12,
    /// weight: .bold)` names no font call itself), in `swiftFiles` order. Read again only in a project that has
    /// such helpers.
    private static func addingHelperCallers(
        to callFiles: [String], of swiftFiles: [String], _ callNames: [String], _ files: ProjectFiles
    ) -> [String] {
        let known = Set(callFiles)
        let others = swiftFiles.filter { !known.contains($0) }
        // A WordSearch holds 64 words at most.
        let names = Array(Set(callNames)).sorted()
        let searches = stride(from: 0, to: names.count, by: 64).map {
            WordSearch(Array(names[$0..<min(names.count, $0 + 64)]))
        }
        // The first pass warned about a file it could not read.
        let read = files.readEach(others) { _, bytes in searches.contains { $0.anyOccurs(in: bytes) } }
        let callers = Set(others.indices.filter { read.results[$0] == true }.map { others[$0] })
        guard !callers.isEmpty else { return callFiles }
        return swiftFiles.filter { known.contains($0) || callers.contains($0) }
    }

    /// What the second pass keeps of one Swift file.
    private struct CallFile: Sendable {
        var calls: SwiftFontCalls
        /// Scanned for `SwiftResponsiveness` here; `responsiveness` is nil when it names none of its words.
        var prescanned = false
        var responsiveness: SwiftFileScan?
    }

    /// A cheap test before lexing: every call form names one of these.
    static func mentionsFontCall(_ bytes: [UInt8]) -> Bool {
        // "FontFamily": SwiftGen's default enum, whose uses are `FontFamily.X.y.font(size:)`; "font(size:": the
        // same through a typealias (`Fonts.bold.font(size: 12)`).
        [
            "UIFont", "custom", "Typography", "FontInfo", "FontConvertible", "FontFamily", "swiftUIFont",
            "font(size:",
        ].contains {
            ProjectText.find($0, in: bytes) != nil
        }
    }
}
