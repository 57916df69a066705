import FontAuditModel
import FontAuditSystem

/// One target of an Xcode project or an XcodeGen spec: which files it builds (its Sources and Resources phases,
/// the folders Xcode 16 synchronizes, XcodeGen's `sources:`), whether it is an app extension, and where its
/// Info.plist says which fonts it registers. Paths are `XcodeTargets.normalized`.
package struct XcodeTarget: Sendable {
    package var name: String
    package var isExtension: Bool
    /// Its Info.plist files (`INFOPLIST_FILE` of each configuration, XcodeGen's `info: path:`).
    package var infoPlists: [String] = []
    /// UIAppFonts written in the project for this target (`INFOPLIST_KEY_UIAppFonts`, XcodeGen's
    /// `info: properties:`).
    package var projectFonts: [String] = []
    /// Folders whose files it builds, and paths (files or folders) in them it leaves out.
    package var folders = Set<String>()
    package var excluded = Set<String>()
    /// Files (or whole folders a folder reference copies) it builds one by one.
    package var files = Set<String>()

    package init(name: String, isExtension: Bool) { (self.name, self.isExtension) = (name, isExtension) }

    /// Whether the target builds or copies `path` (normalized): the path or a folder above it listed, or a
    /// folder above it synchronized and neither it nor a folder between left out. One set look-up a level.
    package func contains(_ path: String) -> Bool {
        var (inFolder, isExcluded) = (folders.contains(""), false)
        var current = Substring(path)
        while !current.isEmpty {
            let text = String(current)
            if files.contains(text) { return true }
            if folders.contains(text) { inFolder = true }
            if !inFolder, excluded.contains(text) { isExcluded = true }
            guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
            current = current[..<slash]
        }
        return inFolder && !isExcluded
    }
}

/// Reads the targets of `project.pbxproj` files and XcodeGen specs. Only projects with an app extension are read
/// for this (`mentionsExtension`): without one, every source runs in the app and nothing changes.
package enum XcodeTargets {
    /// The keys `readProject` keeps besides its own when the project has an extension target.
    static let keys: Set<String> = [
        "children", "files", "fileRef", "buildPhases", "fileSystemSynchronizedGroups", "exceptions",
        "membershipExceptions", "target", "buildConfigurationList", "buildConfigurations", "INFOPLIST_FILE",
        "productType", "sourceTree",
    ]

    /// A cheap test on the bytes: an extension's product type (`com.apple.product-type.app-extension`,
    /// `…extensionkit-extension`, `…watchkit2-extension`) or XcodeGen's `type: app-extension`.
    static func mentionsExtension(_ bytes: [UInt8]) -> Bool { ProjectText.find("-extension", in: bytes) != nil }

    /// A path with `.`, empty parts and `..` resolved: "./App/../Widget//A.swift" → "Widget/A.swift".
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        let absolute = path.hasPrefix("/")
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == ".." && absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    static func joined(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        return normalized(base.isEmpty ? path : base + "/" + path)
    }

    /// A build setting's path: `$(SRCROOT)/`, `$(PROJECT_DIR)/` and `${…}` spellings dropped, relative to the
    /// project's folder. Nil for a path built from any other variable.
    static func settingPath(_ value: String, projectDir: String) -> String? {
        var path = value.trimmingPrefix(while: { $0 == " " || $0 == "\"" })
        for variable in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)"]
        where path.hasPrefix(variable) {
            path = path.dropFirst(variable.count)
            if path.hasPrefix("/") { path = path.dropFirst() }
        }
        guard !path.isEmpty, !path.contains("$") else { return nil }
        return joined(projectDir, String(path))
    }

    /// The targets of a parsed `project.pbxproj` (kept with `keys`) at `path`.
    static func targets(_ tree: OpenStepValue, path: String) -> [XcodeTarget] {
        // The project's folder: the parent of `X.xcodeproj`.
        let projectDir = normalized(Platform.parent(of: Platform.parent(of: path)))
        guard case .dictionary(let top, _) = tree,
            case .dictionary(let entries, _)? = top.first(where: { $0.key == "objects" })?.value
        else { return [] }
        var objects: [String: [String: OpenStepValue]] = [:]
        for entry in entries {
            guard case .dictionary(let members, _) = entry.value else { continue }
            var fields: [String: OpenStepValue] = [:]
            for member in members { fields[member.key] = member.value }
            objects[entry.key] = fields
        }
        func string(_ fields: [String: OpenStepValue]?, _ key: String) -> String? {
            if case .string(let text, _)? = fields?[key] { return text }
            return nil
        }
        func ids(_ fields: [String: OpenStepValue]?, _ key: String) -> [String] {
            guard case .array(let items, _)? = fields?[key] else { return [] }
            return items.compactMap { if case .string(let text, _) = $0 { return text } else { return nil } }
        }
        var parentOf: [String: String] = [:]
        for (id, fields) in objects {
            for child in ids(fields, "children") where parentOf[child] == nil { parentOf[child] = id }
        }
        var resolved: [String: String?] = [:]
        // Where a reference or group is on disk: its `path` under its group's, the project's folder or nowhere
        // (a product, an SDK's file). Bounded by the depth of the group tree, never looping on a cycle.
        func location(of id: String, depth: Int = 0) -> String? {
            if let known = resolved[id] { return known }
            guard depth < 64, let fields = objects[id] else { return nil }
            let own = string(fields, "path")
            var result: String?
            switch string(fields, "sourceTree") ?? "<group>" {
            case "<group>":
                let base = parentOf[id].map { location(of: $0, depth: depth + 1) } ?? projectDir
                if let base { result = own.map { joined(base, $0) } ?? base }
            case "SOURCE_ROOT": result = joined(projectDir, own ?? "")
            case "<absolute>": result = own.map(normalized)
            default: result = nil
            }
            resolved[id] = result
            return result
        }
        var targets: [XcodeTarget] = []
        var indexOf: [String: Int] = [:]
        for (id, fields) in objects.sorted(by: { $0.key < $1.key })
        where string(fields, "isa") == "PBXNativeTarget" {
            let type = string(fields, "productType") ?? ""
            var target = XcodeTarget(name: string(fields, "name") ?? id, isExtension: type.hasSuffix("extension"))
            if type.contains("-extension.") || type.hasSuffix("-extension") { target.isExtension = true }
            for phase in ids(fields, "buildPhases") {
                for buildFile in ids(objects[phase], "files") {
                    guard let ref = string(objects[buildFile], "fileRef") else { continue }
                    // A localized resource (`Localizable.strings`, `Base.lproj/Main.storyboard`) is a
                    // `PBXVariantGroup` with a name and no path: what the phase copies is its children
                    // (`en.lproj/Localizable.strings`, …). Its own location is its group's folder, often the
                    // project's: taken as a file, every source under it was the target's (Lockdown's widget).
                    let refs = string(objects[ref], "isa") == "PBXVariantGroup" ? ids(objects[ref], "children") : [ref]
                    for ref in refs {
                        if let at = location(of: ref) { target.files.insert(at) }
                    }
                }
            }
            for group in ids(fields, "fileSystemSynchronizedGroups") {
                if let at = location(of: group) { target.folders.insert(at) }
            }
            for list in [string(fields, "buildConfigurationList")].compactMap({ $0 }) {
                for configuration in ids(objects[list], "buildConfigurations") {
                    guard case .dictionary(let settings, _)? = objects[configuration]?["buildSettings"] else {
                        continue
                    }
                    for setting in settings {
                        switch (setting.key, setting.value) {
                        case ("INFOPLIST_FILE", .string(let value, _)):
                            if let plist = settingPath(value, projectDir: projectDir),
                                !target.infoPlists.contains(plist)
                            {
                                target.infoPlists.append(plist)
                            }
                        case ("INFOPLIST_KEY_UIAppFonts", .string(let value, _)):
                            target.projectFonts += IOSDeclarations.buildSettingList(value)
                        case ("INFOPLIST_KEY_UIAppFonts", .array(let items, _)):
                            for case .string(let text, _) in items { target.projectFonts.append(text) }
                        default: continue
                        }
                    }
                }
            }
            indexOf[id] = targets.count
            targets.append(target)
        }
        // Xcode 16's exceptions: for the target that owns the synchronized folder, paths it leaves out; for
        // another target, paths of that folder it builds as well.
        for (id, fields) in objects where string(fields, "isa") == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = location(of: id) else { continue }
            for set in ids(fields, "exceptions") {
                let exception = objects[set]
                guard string(exception, "isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let owner = string(exception, "target").flatMap({ indexOf[$0] })
                else { continue }
                let paths = ids(exception, "membershipExceptions").map { joined(folder, $0) }
                if targets[owner].folders.contains(folder) {
                    targets[owner].excluded.formUnion(paths)
                } else {
                    targets[owner].files.formUnion(paths)
                }
            }
        }
        return targets
    }

    /// The targets of an XcodeGen spec (`targets:` name → `type`, `sources`, `info`), paths relative to the
    /// spec's folder. Templates, `include:` and glob `excludes` are not followed.
    static func xcodeGenTargets(_ root: YAMLNode, path: String) -> [XcodeTarget] {
        let base = normalized(Platform.parent(of: path))
        guard case .mapping(let pairs, _, _)? = root["targets"] else { return [] }
        var targets: [XcodeTarget] = []
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            let spec = pair.value
            let type = spec["type"]?.string ?? ""
            var target = XcodeTarget(
                name: name, isExtension: type.hasSuffix("extension") || type.contains("extension."))
            var sources: [YAMLNode] = []
            if let items = spec["sources"]?.items {
                sources = items
            } else if let one = spec["sources"] {
                sources = [one]
            }
            for source in sources {
                guard let folder = source.string ?? source["path"]?.string else { continue }
                let at = joined(base, folder)
                target.folders.insert(at)
                for exclude in source["excludes"]?.items ?? [] {
                    if let text = exclude.string, !text.contains("*") { target.excluded.insert(joined(at, text)) }
                }
            }
            if let plist = spec["info"]?["path"]?.string { target.infoPlists.append(joined(base, plist)) }
            for item in spec["info"]?["properties"]?["UIAppFonts"]?.items ?? [] {
                if let text = item.string { target.projectFonts.append(text) }
            }
            targets.append(target)
        }
        return targets
    }
}
