import FontAuditModel
import FontAuditSystem

/// A spec or token file written in YAML (`.yaml`, `.yml`), read by libyaml and turned into the same located tree
/// a JSON file gives, so every reader and every message works on it unchanged. Plain scalars follow YAML 1.2's
/// core schema: `null`, `~` and nothing are null, `true`/`false` booleans, numbers numbers; quoted ones are text.
enum YAMLSpec {
    static func isYAML(path: String) -> Bool {
        ["yaml", "yml"].contains(Platform.lowercasedExtension(of: path))
    }

    /// The first line that is neither blank nor a `#` comment is `key:` or `- `: a YAML mapping or list.
    static func looksLikeYAML(_ bytes: [UInt8]) -> Bool {
        for line in bytes.prefix(4096).split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: " \t\r")
            if text.isEmpty || text.hasPrefix("#") || text == "---" { continue }
            if text.hasPrefix("- ") { return true }
            guard let colon = text.firstIndex(of: ":") else { return false }
            let key = text[..<colon]
            let after = text[text.index(after: colon)...]
            return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || "_-$".contains($0) }
                && (after.isEmpty || after.first == " ")
        }
        return false
    }

    static func parse(_ bytes: [UInt8], file: String) throws(LocatedError) -> JSONNode {
        switch YAMLTree.parse(bytes) {
        case .failure(let error):
            throw LocatedError(
                "not valid YAML: \(error.message)",
                at: SourceLocation(file: file, line: error.line, column: error.column))
        case .success(nil):
            throw LocatedError("the YAML file is empty", at: SourceLocation(file: file, line: 1, column: 1))
        case .success(let root?):
            return try convert(root, file: file)
        }
    }

    private static func convert(_ node: YAMLNode, file: String) throws(LocatedError) -> JSONNode {
        let location = SourceLocation(file: file, line: node.line, column: node.column)
        switch node {
        case .mapping(let pairs, _, _):
            var members: [JSONNode.Member] = []
            for pair in pairs {
                let keyLocation = SourceLocation(file: file, line: pair.key.line, column: pair.key.column)
                guard let key = pair.key.string else {
                    throw LocatedError("a YAML key must be text, not a list or a mapping", at: keyLocation)
                }
                members.append(
                    JSONNode.Member(key: key, keyLocation: keyLocation, value: try convert(pair.value, file: file)))
            }
            return JSONNode(value: .object(members), location: location)
        case .sequence(let items, _, _):
            var elements: [JSONNode] = []
            for item in items { elements.append(try convert(item, file: file)) }
            return JSONNode(value: .array(elements), location: location)
        case .scalar(let text, _, _, let plain):
            guard plain else { return JSONNode(value: .string(text), location: location) }
            return JSONNode(value: coreSchemaValue(text), location: location)
        }
    }

    /// YAML 1.2's core schema for a plain scalar.
    static func coreSchemaValue(_ text: String) -> JSONNode.Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        let body = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        let isDecimal =
            !body.isEmpty
            && body.allSatisfy {
                $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+")
            }
            && body.first.map { $0.isNumber || $0 == "." } == true
        if isDecimal, let number = Double(text) { return .number(number, literal: text) }
        return .string(text)
    }
}
