import FontAuditModel
import FontAuditSystem

/// SwiftGen's generated font constants (its `fonts` template): each face is a
/// `static let semiBold = FontConvertible(name: "Inter-SemiBold", family: "Inter", path: "Inter-SemiBold.ttf")`
/// inside an enum per family, and code asks for it as `FontFamily.Inter.semiBold.font(size:)`,
/// `.swiftUIFont(size:)` or `UIFont(font: FontFamily.Inter.semiBold, size:)`. `FontConvertible.font(size:)` is
/// `UIFont(name:size:)` underneath, so a use is a request by that exact PostScript name.
enum SwiftGenFonts {
    /// "Inter.semiBold" (the enclosing enum and the member) → "Inter-SemiBold", from one file's tokens, in one
    /// pass: a stack of the enclosing type names, by brace depth.
    static func table(_ tokens: [SourceToken]) -> [String: String] {
        var found: [String: String] = [:]
        var types: [(name: String, depth: Int)] = []
        var pendingType: String?
        var depth = 0
        for i in tokens.indices {
            let t = tokens[i]
            if t.kind == .identifier, ["enum", "struct", "class", "extension"].contains(t.text),
                i + 1 < tokens.count, tokens[i + 1].kind == .identifier
            {
                pendingType = tokens[i + 1].text
            } else if t.isPunctuation("{") {
                depth += 1
                if let name = pendingType { types.append((name, depth)) }
                pendingType = nil
            } else if t.isPunctuation("}") {
                if types.last?.depth == depth { types.removeLast() }
                depth = max(0, depth - 1)
            } else if t.isIdentifier("FontConvertible"), i >= 2, tokens[i - 1].isPunctuation("="),
                tokens[i - 2].kind == .identifier, i + 4 < tokens.count, tokens[i + 1].isPunctuation("("),
                tokens[i + 2].isIdentifier("name"), tokens[i + 3].isPunctuation(":"), tokens[i + 4].kind == .string,
                !tokens[i + 4].interpolates, let family = types.last
            {
                found[family.name + "." + tokens[i - 2].text] = tokens[i + 4].text
            }
        }
        return found
    }

    /// The key of the constant a chain ending just before `end` names: `FontFamily.Inter.semiBold` → "Inter.semiBold".
    static func key(endingBefore end: Int, in tokens: [SourceToken]) -> String? {
        guard end >= 3, tokens[end - 1].kind == .identifier, tokens[end - 2].isPunctuation("."),
            tokens[end - 3].kind == .identifier
        else { return nil }
        return tokens[end - 3].text + "." + tokens[end - 1].text
    }
}
