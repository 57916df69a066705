import FontAuditModel
import FontAuditSystem

/// `UIAppFonts` written in a project generator's manifest, which writes the app's Info.plist from it when it
/// generates the Xcode project (the generated project and plist are usually not committed):
/// - XcodeGen's `project.yml`: a target's `info: properties:` become its Info.plist ("properties: a dictionary
///   of Info.plist properties", XcodeGen's Docs/ProjectSpec.md, "Plist").
/// - Tuist's `Project.swift`: `infoPlist: .extendingDefault(with: ["UIAppFonts": [...]])` or
///   `.dictionary([...])` (Tuist's ProjectDescription `InfoPlist`: "the default content … extended with the
///   values in the given dictionary").
enum ProjectManifests {
    /// An XcodeGen spec's `UIAppFonts` lists, wherever a mapping holds the key (a target's `info.properties`,
    /// a target template's); a list that is not one of names is an input error.
    static func readXcodeGen(
        _ bytes: [UInt8], path: String, into found: inout IOSDeclarations.Found, warnings: inout [LocatedWarning]
    ) {
        found.hasAppDeclarations = true
        let root: YAMLNode
        switch YAMLTree.parse(bytes, maxNodes: 100_000, maxDepth: 32) {
        case .success(let node?): root = node
        case .success(nil): return
        case .failure(let error):
            warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: path, line: error.line, column: error.column),
                    message: "not valid YAML (\(error.message)); its UIAppFonts cannot be read", isError: true))
            return
        }
        var stack = [root]
        while let node = stack.popLast() {
            switch node {
            case .mapping(let pairs, _, _):
                for pair in pairs {
                    guard pair.key.string == "UIAppFonts" else {
                        stack.append(pair.value)
                        continue
                    }
                    let site = SourceLocation(file: path, line: pair.key.line, column: pair.key.column)
                    found.declarationSites[""] = found.declarationSites[""] ?? site
                    guard let items = pair.value.items else {
                        warnings.append(
                            LocatedWarning(
                                location: site, message: "UIAppFonts must be a list of file names", isError: true))
                        continue
                    }
                    for item in items {
                        let location = SourceLocation(file: path, line: item.line, column: item.column)
                        guard let name = item.string, !name.isEmpty else {
                            warnings.append(
                                LocatedWarning(
                                    location: location, message: "a UIAppFonts entry that is not a file name",
                                    isError: true))
                            continue
                        }
                        found.declarations.append(FontDeclaration(entry: name, location: location, bundle: nil))
                    }
                }
            case .sequence(let items, _, _):
                stack += items
            case .scalar:
                continue
            }
        }
    }

    /// A Tuist manifest's `"UIAppFonts": [ … ]` entries: string literals, or `.string("…")`. A list built any
    /// other way (a constant, a function's result) cannot be read without running the manifest: an input
    /// warning at its place, and its fonts stay undeclared.
    static func readTuist(
        _ bytes: [UInt8], path: String, into found: inout IOSDeclarations.Found, warnings: inout [LocatedWarning]
    ) {
        let key = Array("\"UIAppFonts\"".utf8)
        var positions = ProjectText.Positions(bytes)
        var from = 0
        while let at = ProjectText.find("\"UIAppFonts\"", in: bytes, from: from) {
            from = at + key.count
            found.hasAppDeclarations = true
            let (line, column) = positions.position(of: at)
            let site = SourceLocation(file: path, line: line, column: column)
            found.declarationSites[""] = found.declarationSites[""] ?? site
            var reader = TuistListReader(bytes: bytes, at: from)
            guard let entries = reader.readList() else {
                warnings.append(
                    LocatedWarning(
                        location: site,
                        message:
                            "UIAppFonts is not a list of file names written out (\"A.ttf\" or .string(\"A.ttf\")); fontaudit cannot run the manifest, so these fonts count as undeclared"
                    ))
                continue
            }
            for (name, offset) in entries {
                let (line, column) = positions.position(of: offset)
                found.declarations.append(
                    FontDeclaration(
                        entry: name, location: SourceLocation(file: path, line: line, column: column), bundle: nil))
            }
            from = reader.offset
        }
    }
}

/// Reads `: [ "A.ttf", .string("B.otf"), ]` (with `.array(` around it allowed) from a Swift manifest, as bytes.
private struct TuistListReader {
    let bytes: [UInt8]
    var offset: Int

    init(bytes: [UInt8], at offset: Int) { (self.bytes, self.offset) = (bytes, offset) }

    /// The entries with the offsets of their strings; nil when the value is anything but such a list.
    mutating func readList() -> [(String, Int)]? {
        skipSpace()
        guard take(":") else { return nil }
        skipSpace()
        let wrapped = take(".array(")
        skipSpace()
        guard take("[") else { return nil }
        var entries: [(String, Int)] = []
        while true {
            skipSpace()
            if take("]") { break }
            let stringCall = take(".string(")
            skipSpace()
            guard let entry = readString() else { return nil }
            entries.append(entry)
            skipSpace()
            if stringCall {
                guard take(")") else { return nil }
                skipSpace()
            }
            if take(",") { continue }
            guard take("]") else { return nil }
            break
        }
        if wrapped {
            skipSpace()
            guard take(")") else { return nil }
        }
        return entries
    }

    /// A plain string literal (no interpolation); its text and the offset of its opening quote.
    private mutating func readString() -> (String, Int)? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        let start = offset
        var end = offset + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            // An escape or an interpolation is a name this reader does not spell out.
            if bytes[end] == UInt8(ascii: "\\") || bytes[end] == UInt8(ascii: "\n") { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        offset = end + 1
        return (String(decoding: bytes[start + 1..<end], as: UTF8.self), start)
    }

    private mutating func take(_ text: String) -> Bool {
        let token = Array(text.utf8)
        guard offset + token.count <= bytes.count, bytes[offset..<offset + token.count].elementsEqual(token) else {
            return false
        }
        offset += token.count
        return true
    }

    /// Spaces, line breaks and `//` comments.
    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            default:
                return
            }
        }
    }
}
