import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Design Tokens Community Group format 2025.10: every token of `$type` "typography" becomes a style named
/// by its path. `$type` is inherited from groups; aliases resolve anywhere; italic comes from `fontStyle`
/// or `$extensions["com.fontaudit"].italic`, since DTCG has no italic field.
enum DTCGReader {
    /// DTCG's exact font-weight strings (lowercase, hyphenated).
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    static func looksLikeDTCG(_ root: JSONNode) -> Bool {
        var found = false
        visit(root) { node in if node["$value"] != nil { found = true } }
        return found
    }

    private static func visit(_ node: JSONNode, _ body: (JSONNode) -> Void) {
        guard let members = node.members else { return }
        body(node)
        for member in members where !member.key.hasPrefix("$") { visit(member.value, body) }
    }

    static func read(_ root: JSONNode, file: String, checkFallbacks: Bool) throws(LocatedError) -> [TextStyle] {
        guard root.members != nil else {
            throw LocatedError("a DTCG token file must be a JSON object, not \(root.kindName)", at: root.location)
        }
        var tree = TokenTree()
        try collect(root, path: [], inheritedType: nil, into: &tree)
        var styles: [TextStyle] = []
        for token in tree.tokens where token.type == "typography" {
            styles += try makeStyles(for: token, tree: tree, checkFallbacks: checkFallbacks)
        }
        return styles
    }

    private static func collect(_ node: JSONNode, path: [String], inheritedType: String?, into tree: inout TokenTree)
        throws(LocatedError)
    {
        guard let members = node.members else { return }
        var type = inheritedType
        if let typeNode = node["$type"] {
            guard let name = typeNode.string else {
                throw LocatedError("\"$type\" must be a string", at: typeNode.location)
            }
            type = name
        }
        if let value = node["$value"] {
            tree.add(TokenTree.Token(path: path, node: node, value: value, type: type))
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            guard member.value.members != nil else { continue }  // DTCG groups and tokens are objects
            try collect(member.value, path: path + [member.key], inheritedType: type, into: &tree)
        }
    }

    private static func makeStyles(for token: TokenTree.Token, tree: TokenTree, checkFallbacks: Bool)
        throws(LocatedError) -> [TextStyle]
    {
        let (composite, familyField, weightField) = try tree.typographyFields(of: token, valueKey: "$value")
        let families = try familyNames(familyField, tree: tree, token: token)
        let weight = try weightValue(weightField, tree: tree)
        var italic = false
        if let styleField = composite["fontStyle"] {
            let resolved = try tree.resolve(styleField).value
            switch resolved.string?.lowercased() {
            case "italic"?, "oblique"?: italic = true
            case "normal"?: italic = false
            default:
                throw LocatedError(
                    "fontStyle must be \"normal\", \"italic\" or \"oblique\", not \(resolved.string.map { "\"\($0)\"" } ?? resolved.kindName)",
                    at: resolved.location)
            }
        }
        if let flag = token.node["$extensions"]?["com.fontaudit"]?["italic"] {
            guard let value = flag.bool else {
                throw LocatedError("$extensions[\"com.fontaudit\"].italic must be true or false", at: flag.location)
            }
            italic = value
        }
        var base = TextStyle(
            name: token.name, location: token.node.location, family: families[0], weight: weight, italic: italic)
        base.description = token.node["$description"]?.string
        if let deprecated = token.node["$deprecated"] {
            base.deprecated = deprecated.string ?? (deprecated.bool == true ? "deprecated" : nil)
        }
        var result = [base]
        if checkFallbacks {
            for fallback in families.dropFirst() {
                var style = base
                style.name = "\(token.name) (fallback \(fallback))"
                style.family = fallback
                result.append(style)
            }
        }
        return result
    }

    /// A string, or an array whose first entry is the designed family; either may be an alias.
    private static func familyNames(_ field: JSONNode, tree: TokenTree, token: TokenTree.Token) throws(LocatedError)
        -> [String]
    {
        let resolved = try tree.resolve(field).value
        if let name = resolved.string, !name.isEmpty { return [name] }
        if let items = resolved.elements, !items.isEmpty {
            var names: [String] = []
            for item in items {
                let entry = try tree.resolve(item).value
                guard let name = entry.string, !name.isEmpty else {
                    throw LocatedError(
                        "each fontFamily entry must be a family name string, not \(entry.kindName)", at: entry.location)
                }
                names.append(name)
            }
            return names
        }
        throw LocatedError(
            "fontFamily must be a family name or a non-empty array of names, not \(resolved.kindName)",
            at: resolved.location)
    }

    /// A number from 1 to 1000, or exactly one of DTCG's weight strings; anything else is rejected.
    private static func weightValue(_ field: JSONNode, tree: TokenTree) throws(LocatedError) -> Int {
        let resolved = try tree.resolve(field).value
        switch resolved.value {
        case .number(let value, let literal):
            guard (1...1000).contains(value) else {
                throw LocatedError(
                    "fontWeight \(literal) is out of range; DTCG allows 1 to 1000", at: resolved.location)
            }
            return Int(value.rounded())
        case .string(let text):
            if let weight = weightNames[text] { return weight }
            var message =
                "\"\(text)\" is not a DTCG fontWeight; use a number from 1 to 1000 or one of: \(weightNames.keys.sorted().joined(separator: ", "))"
            if let guess = Suggestion.closest(to: text.lowercased().replacingSpaces(), among: Array(weightNames.keys)) {
                message += " (did you mean \"\(guess)\"?)"
            }
            throw LocatedError(message, at: resolved.location)
        default:
            throw LocatedError(
                "fontWeight must be a number or a DTCG weight name, not \(resolved.kindName)", at: resolved.location)
        }
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { String(map { $0 == " " || $0 == "_" ? "-" : $0 }) }
}
