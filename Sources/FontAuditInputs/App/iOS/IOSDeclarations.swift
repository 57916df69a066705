import FontAuditModel
import FontAuditSystem
import FontCatalog

/// One `UIAppFonts` entry: a file path relative to the app bundle, where it is written.
package struct FontDeclaration: Sendable, Hashable {
    package var entry: String
    package var location: SourceLocation
    /// The `.app` bundle whose Info.plist declares it; nil for a source project's declaration.
    package var bundle: String?
}

/// Reads `UIAppFonts` from every Info.plist (XML or binary, with libplist), `INFOPLIST_KEY_UIAppFonts`
/// from every `project.pbxproj`, and UIAppFonts from XcodeGen and Tuist manifests (`ProjectManifests`).
package enum IOSDeclarations {
    package struct Found: Sendable {
        package var declarations: [FontDeclaration] = []
        /// Where UIAppFonts is declared (the key's place), per bundle (nil: the source project): where a
        /// missing declaration goes.
        package var declarationSites: [String: SourceLocation] = [:]
        /// The UIAppFonts key of each Info.plist that has one, by its path (`XcodeTargets.normalized`): where the
        /// target that copies a file declares its fonts.
        package var plistSites: [String: SourceLocation] = [:]
        /// The Info.plist files the projects' targets name (`INFOPLIST_FILE`), whatever their file name
        /// (Windscribe's `$(SRCROOT)/Windscribe/Environments/Plists/Production.plist`), normalized.
        package var namedInfoPlists: [(path: String, setting: SourceLocation, written: String)] = []
        /// Whether any Info.plist or project file was read: without one, fonts are registered some other way.
        package var hasAppDeclarations = false
        /// Whether every `project.pbxproj` was read: then a file none of them lists is in no target's app.
        package var readsEveryProject = false
        /// The last path component of every file an Xcode project lists (`path` and `name` of its references).
        package var projectFileNames = Set<String>()
        /// The `path` of every font file an Xcode project references into an Android folder, its leading `../`
        /// and `./` dropped (`android/app/src/main/assets/fonts/X.ttf`, as Edge's project lists them): Xcode copies
        /// such a file into the app like any other.
        package var androidFontReferences = Set<String>()

        /// Whether `file` may be the iOS app's: it is not in an Android folder, or an Xcode project references it
        /// there by a path it ends with (Xcode copies such a file into the app like any other).
        package func mayBeIOSFile(_ file: String, in files: ProjectFiles) -> Bool {
            guard files.isAndroidFile(file) else { return true }
            return androidFontReferences.contains { file.hasSuffix("/" + $0) }
        }
        /// Folders an Xcode project copies whole: folder references (`lastKnownFileType = folder`), bundles
        /// (`wrapper.…`) and Xcode 16's synchronized groups (`PBXFileSystemSynchronizedRootGroup`), by their last
        /// path component.
        package var projectFolders = Set<String>()
        /// Whether the projects list any font file by name (worked out once they are all read).
        package var listsFontFiles = false
        /// The targets of the projects and XcodeGen specs that have an app extension (`XcodeTargets`).
        package var targets: [XcodeTarget] = []
        /// A project or spec naming an extension could not be read: which target builds what is not known.
        package var targetsUnknown = false

        /// Whether Xcode copies `file` into an app: with project files to tell (every one of them read, and
        /// listing font files or whole folders), a file one of them lists by name, or one inside a folder one of
        /// them copies whole. A file no project lists is not in the app (only a target's Copy Bundle Resources
        /// phase puts it there), whatever UIAppFonts says. Projects that list no font file (fonts a pod or a
        /// package brings, a project file trimmed to its settings) do not tell.
        package func isInXcodeProject(_ file: String, root: String) -> Bool {
            guard readsEveryProject, !projectFolders.isEmpty || listsFontFiles else { return true }
            if projectFileNames.contains(Platform.baseName(of: file)) { return true }
            let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
            return relative.split(separator: "/").dropLast().contains { projectFolders.contains(String($0)) }
        }
    }

    package static func read(_ files: ProjectFiles, warnings: inout [LocatedWarning]) -> Found {
        var found = Found()
        for plist in files.infoPlists where !files.isAndroidResource(plist) {
            guard let bytes = files.read(plist, warnings: &warnings) else { continue }
            let folder = Platform.parent(of: plist)
            let bundle = files.appBundles.contains(folder) ? folder : nil
            readInfoPlist(bytes, path: plist, bundle: bundle, into: &found, warnings: &warnings)
        }
        var readEvery = !files.pbxprojs.isEmpty
        for project in files.pbxprojs {
            guard let bytes = files.read(project, warnings: &warnings) else {
                readEvery = false
                continue
            }
            if !readProject(bytes, path: project, into: &found, warnings: &warnings) { readEvery = false }
        }
        found.readsEveryProject = readEvery
        // Xcode builds a target's Info.plist from the file its INFOPLIST_FILE setting names, whatever that file is
        // called (Apple's build settings reference: "the project-relative path to the property list file that
        // contains the Info.plist information"): one not named `…Info.plist` is read here, and one that is not in
        // the project, whatever its name, is an input error.
        if !found.namedInfoPlists.isEmpty {
            let read = Set(files.infoPlists.map(XcodeTargets.normalized))
            var seen = Set<String>()
            for (named, setting, written) in found.namedInfoPlists
            where !read.contains(named) && seen.insert(named).inserted {
                // The file itself, else one that differs only in case (a Mac's file system is case-insensitive).
                let candidates = files.filesByLowercasedName[Platform.baseName(of: named).lowercased()] ?? []
                guard
                    let plist = candidates.first(where: { XcodeTargets.normalized($0) == named })
                        ?? candidates.first(where: { XcodeTargets.normalized($0).lowercased() == named.lowercased() })
                else {
                    // A target's Info.plist that is not there: Xcode cannot build the target ("Build input file
                    // cannot be found"), and the fonts it would declare are unknown. An input error, never a pass
                    // on some other property list's UIAppFonts.
                    // Shown from the project's folder; a path that leaves it (`$(SRCROOT)/../x/Info.plist`), as written.
                    let root = XcodeTargets.normalized(files.root) + "/"
                    let shown = named.hasPrefix(root) ? String(named.dropFirst(root.count)) : written
                    warnings.append(
                        LocatedWarning(
                            location: setting,
                            message:
                                "INFOPLIST_FILE names \(Terminal.sanitize(shown)), which is not in the project (or not a file): Xcode cannot build the target, and its UIAppFonts cannot be read",
                            isError: true))
                    continue
                }
                // Already read as an `…Info.plist` (named in another case than on disk), or Android's.
                guard !read.contains(XcodeTargets.normalized(plist)), !files.isAndroidResource(plist),
                    let bytes = files.read(plist, warnings: &warnings)
                else { continue }
                readInfoPlist(bytes, path: plist, bundle: nil, into: &found, warnings: &warnings)
            }
        }
        // Only a manifest that names UIAppFonts is parsed: a `project.yml` of another tool is left alone.
        for (manifests, isXcodeGen) in [(files.xcodeGenSpecs, true), (files.tuistManifests, false)] {
            for manifest in manifests where !files.isAndroidFile(manifest) {
                guard let bytes = files.read(manifest, warnings: &warnings) else { continue }
                let extensions = isXcodeGen && XcodeTargets.mentionsExtension(bytes)
                guard ProjectText.find("UIAppFonts", in: bytes) != nil else {
                    if extensions {
                        // Only its targets are wanted; a spec that cannot be read leaves them unknown.
                        if case .success(let root?) = YAMLTree.parse(bytes, maxNodes: 100_000, maxDepth: 32) {
                            found.targets += XcodeTargets.xcodeGenTargets(root, path: manifest)
                        } else {
                            found.targetsUnknown = true
                        }
                    }
                    continue
                }
                if isXcodeGen {
                    let root = ProjectManifests.readXcodeGen(bytes, path: manifest, into: &found, warnings: &warnings)
                    if extensions {
                        if let root {
                            found.targets += XcodeTargets.xcodeGenTargets(root, path: manifest)
                        } else {
                            found.targetsUnknown = true
                        }
                    }
                } else {
                    ProjectManifests.readTuist(bytes, path: manifest, into: &found, warnings: &warnings)
                }
            }
        }
        found.listsFontFiles = found.projectFileNames.contains {
            FontFileFinder.fontExtensions.contains(Platform.lowercasedExtension(of: $0))
        }
        return found
    }

    static func readInfoPlist(
        _ bytes: [UInt8], path: String, bundle: String?, into found: inout Found, warnings: inout [LocatedWarning]
    ) {
        guard let plist = PropertyList.parse(bytes) else {
            warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: path, line: 1, column: 1),
                    message:
                        "not a property list (XML or binary), or nested or shared beyond fontaudit's limits; its UIAppFonts cannot be read",
                    isError: true))
            // A declaration file that cannot be read declares nothing: it never widens what counts as registered.
            found.hasAppDeclarations = true
            return
        }
        found.hasAppDeclarations = true
        guard let value = plist["UIAppFonts"] else { return }
        let isXML =
            bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("<plist".utf8))
            || bytes.starts(with: [0xEF, 0xBB, 0xBF])
        // libplist gives no places: an XML plist's entries are found in its text, in order after the key.
        var cursor = isXML ? ProjectText.find("<key>UIAppFonts</key>", in: bytes) : nil
        var positions = ProjectText.Positions(bytes)
        let keyLocation = location(of: cursor, positions: &positions, file: path)
        found.declarationSites[bundle ?? ""] = found.declarationSites[bundle ?? ""] ?? keyLocation
        found.plistSites[XcodeTargets.normalized(path)] = keyLocation
        guard let entries = value.array else {
            warnings.append(
                LocatedWarning(
                    location: keyLocation, message: "UIAppFonts must be an array of file names", isError: true))
            return
        }
        for entry in entries {
            guard let text = entry.string else {
                warnings.append(
                    LocatedWarning(
                        location: keyLocation, message: "a UIAppFonts entry that is not a string", isError: true)
                )
                continue
            }
            // An entry not found as written (escaped some other way) ends the search: the rest keep the key's
            // place rather than each scanning the whole file again.
            if let at = cursor {
                cursor = ProjectText.find(">" + xmlEscaped(text) + "<", in: bytes, from: at).map { $0 + 1 }
            }
            let entryLocation = cursor == nil ? keyLocation : location(of: cursor, positions: &positions, file: path)
            found.declarations.append(FontDeclaration(entry: text, location: entryLocation, bundle: bundle))
        }
    }

    /// Reads a project's `INFOPLIST_KEY_UIAppFonts` and the files it lists; false when it cannot be parsed.
    @discardableResult
    static func readProject(_ bytes: [UInt8], path: String, into found: inout Found, warnings: inout [LocatedWarning])
        -> Bool
    {
        let tree: OpenStepValue
        // A project with an app extension is read for its targets as well: which files each builds.
        let extensions = XcodeTargets.mentionsExtension(bytes)
        var keys: Set<String> = [
            "INFOPLIST_KEY_UIAppFonts", "INFOPLIST_FILE", "isa", "path", "name", "lastKnownFileType",
        ]
        if extensions { keys.formUnion(XcodeTargets.keys) }
        do {
            tree = try OpenStepPlist.parse(String(decoding: bytes, as: UTF8.self), file: path, keeping: keys)
        } catch {
            if extensions { found.targetsUnknown = true }
            warnings.append(
                LocatedWarning(
                    location: error.location ?? SourceLocation(file: path, line: 1, column: 1),
                    message: "\(error.message); INFOPLIST_KEY_UIAppFonts cannot be read from this project",
                    isError: true))
            found.hasAppDeclarations = true
            return false
        }
        found.hasAppDeclarations = true
        listedFiles(tree, into: &found)
        if extensions { found.targets += XcodeTargets.targets(tree, path: path) }
        let projectDir = XcodeTargets.normalized(Platform.parent(of: Platform.parent(of: path)))
        for (setting, value) in tree.values(forKey: "INFOPLIST_FILE") {
            // Every name, `…Info.plist` too: such a file is read with the others when it is there, but one
            // that is not must not pass on another property list's UIAppFonts.
            guard case .string(let text, _) = value, let plist = XcodeTargets.settingPath(text, projectDir: projectDir)
            else { continue }
            found.namedInfoPlists.append((plist, setting, text))
        }
        var seen = Set<String>()
        for (keyLocation, value) in tree.values(forKey: "INFOPLIST_KEY_UIAppFonts") {
            found.declarationSites[""] = found.declarationSites[""] ?? keyLocation
            var entries: [(String, SourceLocation)] = []
            switch value {
            case .array(let items, _):
                for case .string(let text, let location) in items { entries.append((text, location)) }
            case .string(let text, let location):
                // A build setting list: entries separated by spaces, quoted when they hold one.
                entries = Self.buildSettingList(text).map { ($0, location) }
            case .dictionary(_, let location):
                warnings.append(
                    LocatedWarning(location: location, message: "INFOPLIST_KEY_UIAppFonts is not a list", isError: true)
                )
            }
            // Debug and Release usually repeat the list: each entry is declared once.
            for (text, location) in entries where !text.isEmpty && text != "$(inherited)" {
                if seen.insert(text).inserted {
                    found.declarations.append(FontDeclaration(entry: text, location: location, bundle: nil))
                }
            }
        }
        return true
    }

    /// The files and whole folders a project's objects list (`Found.projectFileNames`, `projectFolders`).
    static func listedFiles(_ tree: OpenStepValue, into found: inout Found) {
        var stack = [tree]
        while let node = stack.popLast() {
            switch node {
            case .dictionary(let members, _):
                var fields: [String: String] = [:]
                for member in members {
                    if case .string(let text, _) = member.value {
                        fields[member.key] = text
                    } else {
                        stack.append(member.value)
                    }
                }
                guard let isa = fields["isa"] else { continue }
                let names = [fields["path"], fields["name"]].compactMap { $0.map(Platform.baseName(of:)) }
                if isa == "PBXFileSystemSynchronizedRootGroup"
                    || isa == "PBXFileReference"
                        && ["folder", "wrapper"].contains { fields["lastKnownFileType"]?.hasPrefix($0) == true }
                {
                    found.projectFolders.formUnion(names)
                } else if isa == "PBXFileReference" || isa == "PBXVariantGroup" {
                    found.projectFileNames.formUnion(names)
                    if isa == "PBXFileReference", let path = fields["path"], path.contains("android/"),
                        FontFileFinder.fontExtensions.contains(Platform.lowercasedExtension(of: path))
                    {
                        var relative = Substring(path)
                        while relative.hasPrefix("../") || relative.hasPrefix("./") {
                            relative = relative.dropFirst(relative.hasPrefix("../") ? 3 : 2)
                        }
                        if !relative.isEmpty { found.androidFontReferences.insert(String(relative)) }
                    }
                }
            case .array(let items, _):
                stack += items
            case .string:
                continue
            }
        }
    }

    /// `a.ttf "My Font.ttf" 'b c.otf'`: Xcode's list syntax for a build setting, quotes and backslashes kept out.
    static func buildSettingList(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var started = false
        for c in text {
            if escaped {
                current.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if let open = quote {
                if c == open { quote = nil } else { current.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
                started = true
            } else if c == " " || c == "\t" {
                if started || !current.isEmpty { items.append(current) }
                current = ""
                started = false
            } else {
                current.append(c)
            }
        }
        if started || !current.isEmpty { items.append(current) }
        return items.filter { !$0.isEmpty }
    }

    private static func location(of offset: Int?, positions: inout ProjectText.Positions, file: String)
        -> SourceLocation
    {
        guard let offset else { return SourceLocation(file: file, line: 1, column: 1) }
        let (line, column) = positions.position(of: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    private static func xmlEscaped(_ text: String) -> String {
        var escaped = ""
        for c in text {
            switch c {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(c)
            }
        }
        return escaped
    }
}
