import FontAuditModel
import FontAuditSystem

/// One `UIAppFonts` entry: a file path relative to the app bundle, where it is written.
package struct FontDeclaration: Sendable, Hashable {
    package var entry: String
    package var location: SourceLocation
    /// The `.app` bundle whose Info.plist declares it; nil for a source project's declaration.
    package var bundle: String?
}

/// Reads `UIAppFonts` from every Info.plist (XML or binary, with libplist) and `INFOPLIST_KEY_UIAppFonts`
/// from every `project.pbxproj`.
package enum IOSDeclarations {
    package struct Found: Sendable {
        package var declarations: [FontDeclaration] = []
        /// Where UIAppFonts is declared (the key's place), per bundle (nil: the source project): where a
        /// missing declaration goes.
        package var declarationSites: [String: SourceLocation] = [:]
        /// Whether any Info.plist or project file was read: without one, fonts are registered some other way.
        package var hasAppDeclarations = false
    }

    package static func read(_ files: ProjectFiles, warnings: inout [LocatedWarning]) -> Found {
        var found = Found()
        for plist in files.infoPlists where !files.isAndroidResource(plist) {
            guard let bytes = files.read(plist, warnings: &warnings) else { continue }
            let folder = Platform.parent(of: plist)
            let bundle = files.appBundles.contains(folder) ? folder : nil
            readInfoPlist(bytes, path: plist, bundle: bundle, into: &found, warnings: &warnings)
        }
        for project in files.pbxprojs {
            guard let bytes = files.read(project, warnings: &warnings) else { continue }
            readProject(bytes, path: project, into: &found, warnings: &warnings)
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

    static func readProject(_ bytes: [UInt8], path: String, into found: inout Found, warnings: inout [LocatedWarning]) {
        let tree: OpenStepValue
        do {
            tree = try OpenStepPlist.parse(
                String(decoding: bytes, as: UTF8.self), file: path, keeping: "INFOPLIST_KEY_UIAppFonts")
        } catch {
            warnings.append(
                LocatedWarning(
                    location: error.location ?? SourceLocation(file: path, line: 1, column: 1),
                    message: "\(error.message); INFOPLIST_KEY_UIAppFonts cannot be read from this project",
                    isError: true))
            found.hasAppDeclarations = true
            return
        }
        found.hasAppDeclarations = true
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
