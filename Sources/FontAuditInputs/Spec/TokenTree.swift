import FontAuditModel
import FontAuditSystem
import FontCatalog

/// A design-token file flattened to tokens by path, with `{group.token}` aliases resolved transitively.
/// Shared by the DTCG and Tokens Studio readers.
struct TokenTree {
    struct Token {
        var path: [String]
        /// The token object itself (`{"$value": …}` or `{"value": …}`).
        var node: JSONNode
        var value: JSONNode
        /// The token's type, inherited from its groups where the format allows that.
        var type: String?
        /// For Tokens Studio: the token set it came from.
        var set: String?

        var name: String { path.joined(separator: ".") }
    }

    private(set) var tokens: [Token] = []
    private var byPath: [String: Int] = [:]

    mutating func add(_ token: Token) {
        // A later definition of the same path wins (Tokens Studio's set order; DTCG forbids duplicates).
        if let existing = byPath[token.name] {
            tokens[existing] = token
        } else {
            byPath[token.name] = tokens.count
            tokens.append(token)
        }
    }

    func token(at path: String) -> Token? { byPath[path].map { tokens[$0] } }

    /// Makes `path` another name for the token at `existing` (Tokens Studio references omit the set name).
    mutating func alias(_ path: String, to existing: String) {
        if byPath[path] == nil, let index = byPath[existing] { byPath[path] = index }
    }

    /// The alias inside a string like "{font.family.brand}", or nil when the string is not an alias.
    static func aliasPath(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: " ")
        // Tokens Studio's older alias syntax: "$fontWeights.heading".
        if trimmed.hasPrefix("$"), trimmed.count > 1, !trimmed.contains(" "), !trimmed.contains("{") {
            return String(trimmed.dropFirst())
        }
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// A typography token's composite value (aliases followed) and its required fontFamily and fontWeight.
    func typographyFields(of token: Token, valueKey: String) throws(LocatedError) -> (
        composite: JSONNode, family: JSONNode, weight: JSONNode
    ) {
        let composite = try resolve(token.value).value
        guard composite.members != nil else {
            throw LocatedError(
                "typography token \(token.name) needs an object \(valueKey) with fontFamily and fontWeight, not \(composite.kindName)",
                at: token.value.location)
        }
        guard let family = composite["fontFamily"] else {
            throw LocatedError("typography token \(token.name) has no fontFamily", at: composite.location)
        }
        guard let weight = composite["fontWeight"] else {
            throw LocatedError("typography token \(token.name) has no fontWeight", at: composite.location)
        }
        return (composite, family, weight)
    }

    /// Follows aliases until a value that is not one. A reference to nothing, or a cycle, is a located error
    /// at the reference that starts it. Each alias is followed once: the end of every chain is remembered
    /// for every path on it, so a file of long alias chains costs what its tokens do, not their cube.
    func resolve(_ node: JSONNode) throws(LocatedError) -> (value: JSONNode, token: Token?) {
        var current = node
        var token: Token?
        var chain: [String] = []
        var onChain = Set<String>()
        while let text = current.string, let path = Self.aliasPath(text) {
            if let known = resolved.ends[path] {
                (current, token) = known
                break
            }
            guard let target = self.token(at: path) else {
                var message = "reference {\(path)} points to no token"
                if let guess = Suggestion.closest(to: path, among: Array(byPath.keys)) {
                    message += "; did you mean {\(guess)}?"
                }
                throw LocatedError(message, at: current.location)
            }
            chain.append(path)
            guard onChain.insert(path).inserted else {
                throw LocatedError(
                    "reference cycle: \(chain.map { "{\($0)}" }.joined(separator: " → "))", at: node.location)
            }
            token = target
            current = target.value
        }
        for path in chain { resolved.ends[path] = (current, token) }
        return (current, token)
    }

    /// Where each alias path has been found to end, shared by copies of the tree.
    private let resolved = ResolvedAliases()
}

private final class ResolvedAliases {
    var ends: [String: (value: JSONNode, token: TokenTree.Token?)] = [:]
}

extension String {
    /// Empty or only spaces and tabs.
    var isBlank: Bool { utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
}
