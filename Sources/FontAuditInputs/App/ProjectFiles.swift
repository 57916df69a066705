import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The files of an app project that the app audit reads, found in one walk of the tree.
package struct ProjectFiles: Sendable {
    /// Build products, dependency caches and version control: never the app's own declarations.
    package static let skippedFolders: Set<String> = [
        ".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".gradle", "build", ".dart_tool",
        ".swiftpm", ".idea",
        // Yarn Berry's own files: its release, plugins, cache and unplugged packages (`.yarn/plugins/…cjs`),
        // and the Tamagui compiler's output (`.tamagui/*.config.cjs`): never the app's code.
        ".yarn", ".tamagui",
        // fastlane's folder: its Fastfile, store metadata and frameit's screenshot captions, whose fonts
        // (`fastlane/screenshots/fonts/*.ttf`, named by Framefile.json) are drawn onto the screenshots on the
        // developer's machine; no build copies anything from it into the app (AuthPass).
        "fastlane",
    ]

    package var root: String
    package var fontFiles: [String] = []
    package var infoPlists: [String] = []
    /// Firebase's options file, which the SDK reads from the bundle's resources (`FirebaseApp.configure()` loads
    /// the resource "GoogleService-Info" of type "plist": `FIROptions`' `kServiceInfoFileName`): never a
    /// target's `INFOPLIST_FILE`, so no `UIAppFonts` are in it, and a placeholder committed in its stead
    /// (news_toolkit's `<!-- Replace with GoogleService-Info.plist from the Firebase Console -->`) is no
    /// Info.plist that cannot be read.
    static let firebaseOptions = "GoogleService-Info.plist"
    package var pbxprojs: [String] = []
    /// Project generators' manifests, which write the Info.plist: XcodeGen's `project.yml` and Tuist's
    /// `Project.swift` (`ProjectManifests`).
    package var xcodeGenSpecs: [String] = []
    package var tuistManifests: [String] = []
    package var swiftFiles: [String] = []
    package var kotlinFiles: [String] = []
    package var dartFiles: [String] = []
    /// JavaScript and TypeScript sources (.js .jsx .ts .tsx .mjs .cjs), for React Native.
    package var scriptFiles: [String] = []
    /// React Native and Expo configuration: package.json, app.json, app.config.*, react-native.config.*.
    package var scriptConfigs: [String] = []
    /// Flutter (and Dart package) manifests.
    package var pubspecs: [String] = []
    /// `.app` bundles: their Info.plist declares fonts relative to the bundle's own folder.
    package var appBundles: [String] = []
    /// Android resource folders (`…/res`) that hold `values*`, `font*` or `layout*` folders.
    package var resourceFolders: [String] = []
    /// Sources no reader lists apart, by lowercased extension (`indexedExtensions`), for the responsiveness
    /// readers (Java beside Kotlin, Objective-C beside Swift), the iOS reader's web pages (CSS, HTML) and
    /// Interface Builder files (storyboards, xibs).
    package var filesByIndexedExtension: [String: [String]] = [:]
    static let indexedExtensions: Set<String> = ["java", "m", "mm", "h", "css", "html", "htm", "storyboard", "xib"]
    /// Every regular file by its lowercased name: a declared entry that is not a font, or differs in case,
    /// is found here. Made on first use: the iOS and React Native readers ask it, the Compose and Flutter
    /// readers never do, and making it cost 1,900 instructions a file, on one core.
    package var filesByLowercasedName: [String: [String]] { names.index }
    private var names = NameIndex()
    /// Podfile, package.json, Cartfile: dependency managers that can copy fonts into the bundle from folders
    /// fontaudit does not read (Pods, node_modules, Carthage).
    package var dependencyManifests: [String] = []
    /// Folders that could not be read, with the reason.
    package var problems: [(path: String, reason: String)] = []
    /// The project's real path: the boundary no file read may cross.
    package var realRoot: String?

    /// The folders the walk listed, reached from the root without following a link. Two Strings are equal when
    /// canonically equivalent, so a link named `cafe\u{301}` would pass for a listed `caf\u{e9}`: a folder found
    /// here is also compared byte for byte (`isInPlainFolder`).
    private var plainFolders: Set<String> = []
    /// Words noted for each file read (`FileWords`), so that a later reader can skip a file naming none.
    package var words: FileWords?

    /// Reads a project file: inside the project, a regular file, under the size cap; else an input error.
    package func read(_ path: String, warnings: inout [LocatedWarning]) -> [UInt8]? {
        let bytes = ProjectText.read(path, within: realRoot, walked: isInPlainFolder(path), warnings: &warnings)
        if let bytes, let words { words.note(path, bytes) }
        return bytes
    }

    /// Whether `path` names an entry of a folder the walk listed, so that only its last part can be a link
    /// (which `ProjectText.read` refuses to follow): a set of every file the walk found cost 1,700 instructions a
    /// file to fill, on one core, and this asks a set of a few folders.
    package func isInPlainFolder(_ path: String) -> Bool {
        // On the bytes, as the file system splits the path (`Platform.parent`).
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
        let name = path.utf8[path.utf8.index(after: slash)...]
        guard !name.isEmpty, !name.elementsEqual(".".utf8), !name.elementsEqual("..".utf8) else { return false }
        let folder = Platform.parent(of: path)
        guard let listed = plainFolders.firstIndex(of: folder) else { return false }
        return ByteSearch.sameBytes(plainFolders[listed], folder)
    }

    /// Reads each of `paths` on every core and hands its bytes to `body` there, the one way every reader reads
    /// a project's source files: results come back in `paths` order (nil where the file could not be read, was
    /// `skipped`, or `body` kept nothing), and with them the read warnings, in the same order.
    package func readEach<Result: Sendable>(
        _ paths: [String], skipping skipped: @Sendable (String) -> Bool = { _ in false },
        _ body: @Sendable (_ index: Int, _ bytes: [UInt8]) -> Result?
    ) -> (results: [Result?], warnings: [LocatedWarning]) {
        let reads: [FileRead<Result>?] = Parallel.run(count: paths.count) { slots in
            while let i = slots.next() {
                var read = FileRead<Result>()
                if !skipped(paths[i]), let bytes = self.read(paths[i], warnings: &read.warnings) {
                    read.result = body(i, bytes)
                }
                slots.store(read, at: i)
            }
        }
        return (reads.map { $0?.result }, reads.flatMap { $0?.warnings ?? [] })
    }

    private struct FileRead<Result: Sendable>: Sendable {
        var result: Result?
        var warnings: [LocatedWarning] = []
    }

    /// Whether `path`, links resolved, lies inside `root` (a real path). A path that does not exist is judged by
    /// its nearest existing parent, so a missing file outside the project is refused like an existing one.
    package static func isInside(_ path: String, root: String) -> Bool {
        var probe = path
        var rest: [String] = []
        var real = Platform.realPath(probe)
        while real == nil, !probe.isEmpty, probe != "/" {
            rest.insert(Platform.baseName(of: probe), at: 0)
            let parent = Platform.parent(of: probe)
            if parent == probe { break }
            probe = parent.isEmpty ? "." : parent
            real = Platform.realPath(probe)
        }
        guard let real else { return false }
        if rest.contains("..") { return false }
        let full = rest.isEmpty ? real : real + "/" + rest.joined(separator: "/")
        return full == root || full.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Walks `root` depth first without following links to folders, so a link cycle cannot loop and the work
    /// is bounded by the tree's size.
    package static func walk(_ root: String) -> ProjectFiles {
        var found = ProjectFiles(root: root)
        let base = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        found.realRoot = Platform.realPath(base)
        if base.hasSuffix(".app") { found.appBundles.append(base) }
        var stack = [base]
        var seenResourceFolders = Set<String>()
        var regularFiles: [(name: String, path: String)] = []
        while let folder = stack.popLast() {
            let entries: [FolderEntry]
            switch Platform.readFolder(folder) {
            case .success(let listing): entries = listing.entries
            case .failure(let error):
                found.problems.append((folder, "the folder cannot be read: \(error)"))
                continue
            }
            found.plainFolders.insert(folder)
            let folderName = Platform.baseName(of: folder)
            let parentName = Platform.baseName(of: Platform.parent(of: folder))
            let inResourceFolder =
                parentName == "res"
                && ["values", "font", "layout"].contains { folderName == $0 || folderName.hasPrefix($0 + "-") }
            if inResourceFolder, seenResourceFolders.insert(Platform.parent(of: folder)).inserted {
                found.resourceFolders.append(Platform.parent(of: folder))
            }
            var subfolders: [String] = []
            for entry in entries {
                var path = folder
                path.reserveCapacity(folder.utf8.count + 1 + entry.name.utf8.count)
                path += "/"
                path += entry.name
                var kind = entry.kind
                if kind == .unknown || kind == .symbolicLink {
                    // A link to a file is read; a link to a folder is not followed.
                    guard case .success(let target) = Platform.kindFollowingLinks(path), target == .file else {
                        continue
                    }
                    // A link out of the project is refused unread: the project is the boundary.
                    if let realRoot = found.realRoot, kind == .symbolicLink, !isInside(path, root: realRoot) {
                        found.problems.append((path, "a link that resolves outside the project; not read"))
                        continue
                    }
                    kind = .regular
                }
                if kind == .directory {
                    if skippedFolders.contains(entry.name) { continue }
                    if entry.name.hasSuffix(".app") { found.appBundles.append(path) }
                    if entry.name.hasSuffix(".xcodeproj") {
                        let pbxproj = path + "/project.pbxproj"
                        if Platform.kind(of: pbxproj) == .file { found.pbxprojs.append(pbxproj) }
                        continue
                    }
                    subfolders.append(path)
                    continue
                }
                guard kind == .regular else { continue }
                regularFiles.append((entry.name, path))
                let ext = Platform.lowercasedExtension(of: entry.name)
                if FontFileFinder.fontExtensions.contains(ext) {
                    found.fontFiles.append(path)
                } else if entry.name.hasSuffix("Info.plist"), entry.name != Self.firebaseOptions {
                    found.infoPlists.append(path)
                } else if ext == "swift" {
                    found.swiftFiles.append(path)
                    if entry.name == "Project.swift" { found.tuistManifests.append(path) }
                } else if ext == "kt" {
                    found.kotlinFiles.append(path)
                } else if ext == "dart" {
                    found.dartFiles.append(path)
                } else if Self.indexedExtensions.contains(ext) {
                    found.filesByIndexedExtension[ext, default: []].append(path)
                } else if entry.name == "project.yml" || entry.name == "project.yaml" {
                    found.xcodeGenSpecs.append(path)
                } else if entry.name == "pubspec.yaml" {
                    found.pubspecs.append(path)
                } else if ["js", "jsx", "ts", "tsx", "mjs", "cjs"].contains(ext), !entry.name.hasSuffix(".d.ts") {
                    found.scriptFiles.append(path)
                }
                if ["package.json", "app.json"].contains(entry.name) || entry.name.hasPrefix("app.config.")
                    || entry.name.hasPrefix("react-native.config.") || entry.name.hasPrefix("tailwind.config.")
                    || entry.name.hasPrefix("babel.config.") || entry.name == ".babelrc"
                    || entry.name.hasPrefix(".babelrc.")
                {
                    found.scriptConfigs.append(path)
                }
                if ["Podfile", "package.json", "Cartfile"].contains(entry.name) {
                    found.dependencyManifests.append(path)
                }
            }
            stack.append(contentsOf: subfolders.sorted().reversed())
        }
        found.names = NameIndex(regularFiles)
        return found
    }

    /// Whether `path` lies in an Android resource folder (its fonts belong to Android, not to iOS).
    package func isAndroidResource(_ path: String) -> Bool {
        resourceFolders.contains { path.hasPrefix($0 + "/") }
    }

    /// Whether `path` belongs to an Android module: a resource folder, a source set's `assets` (React Native
    /// copies its fonts to android/app/src/main/assets/fonts), or anything under an `android/` folder.
    package func isAndroidFile(_ path: String) -> Bool {
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count)) : path
        return isAndroidResource(path) || relative.contains("/src/main/assets/") || relative.contains("/android/")
    }

    /// The `.app` bundle holding `path`, if any.
    package func bundle(holding path: String) -> String? {
        appBundles.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }

    package var hasIOS: Bool { !infoPlists.isEmpty || !pbxprojs.isEmpty || !appBundles.isEmpty || !swiftFiles.isEmpty }
    package var hasAndroid: Bool { !resourceFolders.isEmpty || !kotlinFiles.isEmpty }
    package var hasFlutter: Bool { !pubspecs.isEmpty }
}

/// The walk's regular files by lowercased name, made once on first use; shared by every copy of a
/// `ProjectFiles` and thread-safe, as readers read on every core.
private final class NameIndex: @unchecked Sendable {
    private let files: [(name: String, path: String)]
    private let lock = PthreadLock()
    private var made: [String: [String]]?

    init(_ files: [(name: String, path: String)] = []) { self.files = files }

    /// In the walk's order within each name.
    var index: [String: [String]] {
        lock.locked {
            if let made { return made }
            var index: [String: [String]] = [:]
            for file in files { index[file.name.lowercased(), default: []].append(file.path) }
            made = index
            return index
        }
    }
}
