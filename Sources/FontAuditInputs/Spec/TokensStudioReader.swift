import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Tokens Studio for Figma exports (`value`/`type` tokens), as one set or a multi-set file.
///
/// - Every set is audited; `$themes` is ignored (themes only choose which sets Figma shows).
/// - `$metadata.tokenSetOrder` gives the order sets override each other in, as in Tokens Studio: a
///   reference such as `{fontFamilies.brand}` resolves to the last set that defines it.
/// - `fontWeight` is a Figma style name: a trailing "Italic" or "Oblique" makes the style italic, and a
///   bare "Italic" is Regular italic.
/// - Its "W3C DTCG" token format (a Tokens Studio setting) writes `$value`, `$type` and `$description` instead of
///   `value`, `type` and `description`, and keeps Tokens Studio's own types (`fontFamilies`, `fontWeights`) and
///   set-relative references: it is read here, the same way, not by the DTCG reader.
enum TokensStudioReader {
    /// Types only Tokens Studio writes (DTCG's own are singular: `fontFamily`, `fontWeight`, `dimension`).
    static let ownTypes: Set<String> = [
        "fontFamilies", "fontWeights", "fontSizes", "lineHeights", "letterSpacing", "paragraphSpacing",
        "paragraphIndent", "textCase", "textDecoration", "spacing", "sizing", "borderRadius", "borderWidth",
        "boxShadow", "opacity", "composition",
    ]

    /// A Tokens Studio export in its W3C DTCG format: `$value` tokens with its `$themes`/`$metadata`, or with a
    /// `$type` only Tokens Studio writes.
    static func looksLikeTokensStudioDTCG(_ root: JSONNode) -> Bool {
        var dollarValues = false
        var ownType = false
        func visit(_ node: JSONNode) {
            guard !ownType, let members = node.members else { return }
            if node["$value"] != nil {
                dollarValues = true
                if let type = node["$type"]?.string, ownTypes.contains(type) { ownType = true }
                return
            }
            for member in members where !member.key.hasPrefix("$") { visit(member.value) }
        }
        visit(root)
        return ownType || (dollarValues && (root["$themes"] != nil || root["$metadata"] != nil))
    }

    static func looksLikeTokensStudio(_ root: JSONNode) -> Bool {
        if root["$themes"] != nil || root["$metadata"] != nil { return true }
        var found = false
        func visit(_ node: JSONNode) {
            guard !found, let members = node.members else { return }
            if node["value"] != nil && node["type"]?.string != nil {
                found = true
                return
            }
            for member in members { visit(member.value) }
        }
        visit(root)
        return found
    }

    private struct Entry {
        var set: String?
        var token: TokenTree.Token
    }

    static func read(_ root: JSONNode, file: String, checkFallbacks: Bool) throws(LocatedError) -> [TextStyle] {
        guard let members = root.members else {
            throw LocatedError("a Tokens Studio file must be a JSON object, not \(root.kindName)", at: root.location)
        }
        let multiSet = root["$themes"] != nil || root["$metadata"] != nil
        var sets: [(name: String?, node: JSONNode)] = []
        if multiSet {
            var order = members.filter { !$0.key.hasPrefix("$") }.map(\.key)
            if let listed = root["$metadata"]?["tokenSetOrder"]?.elements?.compactMap(\.string) {
                order =
                    listed.filter { name in members.contains { $0.key == name } }
                    + order.filter { !listed.contains($0) }
            }
            sets = order.compactMap { name in root[name].map { (name, $0) } }
        } else {
            sets = [(nil, root)]
        }

        var tree = TokenTree()
        var entries: [Entry] = []
        for set in sets {
            var found: [TokenTree.Token] = []
            collect(set.node, path: [], set: set.name, into: &found)
            for token in found {
                tree.add(token)
                entries.append(Entry(set: set.name, token: token))
            }
        }
        // Without $metadata, top-level groups may be sets after all: let references omit the first segment.
        if !multiSet {
            for token in tree.tokens where token.path.count > 1 {
                tree.alias(token.path.dropFirst().joined(separator: "."), to: token.name)
            }
        }

        let typography = entries.filter { $0.token.type == "typography" }
        var pathCounts: [String: Int] = [:]
        for entry in typography { pathCounts[entry.token.name, default: 0] += 1 }
        var styles: [TextStyle] = []
        for entry in typography {
            var name = entry.token.name
            if let set = entry.set, pathCounts[name, default: 0] > 1 { name = "\(set)/\(name)" }
            styles += try makeStyles(for: entry.token, name: name, tree: tree, checkFallbacks: checkFallbacks)
        }
        return styles
    }

    private static func collect(_ node: JSONNode, path: [String], set: String?, into tokens: inout [TokenTree.Token]) {
        guard let members = node.members else { return }
        if let value = node["value"] ?? node["$value"], path.count > 0 {
            let type = (node["value"] != nil ? node["type"] : node["$type"])?.string
            tokens.append(TokenTree.Token(path: path, node: node, value: value, type: type, set: set))
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            collect(member.value, path: path + [member.key], set: set, into: &tokens)
        }
    }

    /// `text` with each `{path}` inside it replaced by the text that token resolves to; a reference to a token
    /// that is not text, or to none, is an error at `node`. Bounded: at most 16 references, each resolved once.
    static func expandingReferences(in text: String, at node: JSONNode, tree: TokenTree) throws(LocatedError)
        -> String
    {
        guard text.contains("{") else { return text }
        var out = ""
        var rest = Substring(text)
        var count = 0
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}"), count < 16 {
            count += 1
            out += rest[..<open]
            let reference = JSONNode(value: .string(String(rest[open...close])), location: node.location)
            let value = try tree.resolve(reference).value
            guard let resolved = value.string else {
                throw LocatedError(
                    "\(rest[open...close]) inside a fontFamily list must name a text token, not \(value.kindName)",
                    at: node.location)
            }
            out += resolved
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    private static func makeStyles(for token: TokenTree.Token, name: String, tree: TokenTree, checkFallbacks: Bool)
        throws(LocatedError) -> [TextStyle]
    {
        let w3c = token.node["value"] == nil
        let (composite, familyField, weightField) = try tree.typographyFields(
            of: token, valueKey: w3c ? "$value" : "value")
        let familyNode = try tree.resolve(familyField).value
        var families: [String] = []
        if let text = familyNode.string {
            // Tokens Studio writes fallbacks CSS-style ("Inter, Helvetica, sans-serif"), and a list may name
            // another token inside it ("{font-family.sans}, Helvetica Neue, Arial", as Blackbaud's SKY UX
            // does), which Tokens Studio replaces by that token's value.
            let expanded = try expandingReferences(in: text, at: familyNode, tree: tree)
            families = expanded.split(separator: ",").map { String($0).trimmingCharacters(in: " \"'") }.filter {
                !$0.isEmpty
            }
        }
        guard let family = families.first else {
            throw LocatedError(
                "fontFamily must be a family name, not \(familyNode.string.map { "\"\($0)\"" } ?? familyNode.kindName)",
                at: familyNode.location)
        }
        let weightNode = try tree.resolve(weightField).value
        var (weight, italic) = try figmaWeight(weightNode)
        if let styleField = composite["fontStyle"], let text = try tree.resolve(styleField).value.string?.lowercased() {
            if text == "italic" || text == "oblique" { italic = true }
        }
        var style = TextStyle(name: name, location: token.node.location, family: family, weight: weight, italic: italic)
        style.description = token.node[w3c ? "$description" : "description"]?.string
        var result = [style]
        if checkFallbacks {
            for fallback in families.dropFirst()
            where !["serif", "sans-serif", "monospace", "system-ui", "cursive", "fantasy"].contains(
                fallback.lowercased())
            {
                var extra = style
                extra.name = "\(name) (fallback \(fallback))"
                extra.family = fallback
                result.append(extra)
            }
        }
        return result
    }

    /// "Bold Italic" → (700, italic); "Italic" → (400, italic); "SemiBold" → (600, roman); 700 or "700" → 700.
    static func figmaWeight(_ node: JSONNode) throws(LocatedError) -> (Int, Bool) {
        if let number = node.number {
            guard (1...1000).contains(number) else {
                throw LocatedError("fontWeight \(Int(number)) is out of range 1 to 1000", at: node.location)
            }
            return (Int(number.rounded()), false)
        }
        guard let text = node.string else {
            throw LocatedError(
                "fontWeight must be a Figma style name such as \"Bold Italic\", not \(node.kindName)", at: node.location
            )
        }
        var key = WeightClass.normalizedName(text)
        var italic = false
        for suffix in ["italic", "oblique"] where key.hasSuffix(suffix) {
            italic = true
            key = String(key.dropLast(suffix.count))
        }
        if key.isEmpty { return (400, italic) }
        if let number = Int(key), (1...1000).contains(number) { return (number, italic) }
        if let weight = WeightClass.namedWeights[key] { return (weight, italic) }
        var message = "\"\(text)\" is not a font weight style name"
        if let guess = Suggestion.closest(to: key, among: Array(WeightClass.namedWeights.keys)) {
            message += "; did you mean \"\(guess)\"?"
        }
        throw LocatedError(message, at: node.location)
    }
}
