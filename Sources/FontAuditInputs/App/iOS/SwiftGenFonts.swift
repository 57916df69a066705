import FontAuditModel
import FontAuditSystem

/// SwiftGen's generated font constants (its `fonts` template): each face is a
/// `static let semiBold = FontConvertible(name: "Inter-SemiBold", family: "Inter", path: "Inter-SemiBold.ttf")`
/// inside an enum per family, and code asks for it as `FontFamily.Inter.semiBold.font(size:)`,
/// `.swiftUIFont(size:)` or `UIFont(font: FontFamily.Inter.semiBold, size:)`. `FontConvertible.font(size:)` is
/// `UIFont(name:size:)` underneath, so a use is a request by that exact PostScript name; so is its `name`
/// (`FontFamily.Inter.semiBold.name`) given to `Font.custom(_:size:)` or `UIFont(name:size:)`.
///
/// Tuist's synthesized accessors are SwiftGen's template with the target's name before its types
/// (`DesignSystemFontFamily.Pretendard.bold.font(size:)`, `DesignSystemFontConvertible(name: …)`, "Generated
/// using tuist": docs.tuist.dev, "Synthesized files"), read the same way. A `typealias Fonts =
/// DesignSystemFontFamily.Pretendard` makes `Fonts.bold` the same constant (`aliases`).
///
/// The file SwiftGen writes (its leading comment says "Generated using SwiftGen") holds the table and the
/// library's own implementation (`SwiftUI.Font.custom(self, size:)`, `self.init(name: font.name, size:)`): only
/// the table is read there; its calls are not the app's (`isGenerated`).
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
            } else if t.kind == .identifier, t.text.hasSuffix("FontConvertible"), i >= 2,
                tokens[i - 1].isPunctuation("="),
                tokens[i - 2].kind == .identifier, i + 4 < tokens.count, tokens[i + 1].isPunctuation("("),
                tokens[i + 2].isIdentifier("name"), tokens[i + 3].isPunctuation(":"), tokens[i + 4].kind == .string,
                !tokens[i + 4].interpolates, let family = types.last
            {
                found[family.name + "." + tokens[i - 2].text] = tokens[i + 4].text
            }
        }
        return found
    }

    /// `typealias Fonts = DesignSystemFontFamily.Pretendard` → "Fonts": "Pretendard", from one file's tokens: a
    /// name for a type path, by its last component (the table's keys name a family enum so).
    static func aliases(_ tokens: [SourceToken]) -> [String: String] {
        var found: [String: String] = [:]
        for i in tokens.indices where tokens[i].isIdentifier("typealias") {
            guard i + 3 < tokens.count, tokens[i + 1].kind == .identifier, tokens[i + 2].isPunctuation("="),
                tokens[i + 3].kind == .identifier
            else { continue }
            var last = i + 3
            while last + 2 < tokens.count, tokens[last + 1].isPunctuation("."), tokens[last + 2].kind == .identifier {
                last += 2
            }
            found[tokens[i + 1].text] = tokens[last].text
        }
        return found
    }

    /// The table with each alias's members added under the alias ("Fonts.bold" beside "Pretendard.bold").
    static func addingAliases(_ aliases: [String: String], to table: [String: String]) -> [String: String] {
        guard !aliases.isEmpty else { return table }
        var members: [String: [(String, String)]] = [:]
        for (key, name) in table {
            guard let dot = key.firstIndex(of: ".") else { continue }
            members[String(key[..<dot]), default: []].append((String(key[key.index(after: dot)...]), name))
        }
        var extended = table
        for (alias, target) in aliases.sorted(by: { $0.key < $1.key }) {
            for (member, name) in members[target] ?? [] where extended[alias + "." + member] == nil {
                extended[alias + "." + member] = name
            }
        }
        return extended
    }

    /// The key of the constant a chain ending just before `end` names: `FontFamily.Inter.semiBold` → "Inter.semiBold".
    static func key(endingBefore end: Int, in tokens: [SourceToken]) -> String? {
        guard end >= 3, tokens[end - 1].kind == .identifier, tokens[end - 2].isPunctuation("."),
            tokens[end - 3].kind == .identifier
        else { return nil }
        return tokens[end - 3].text + "." + tokens[end - 1].text
    }

    /// The constant a font-name argument starting at `i` names: `FontFamily.Inter.semiBold.name` (the
    /// `FontConvertible`'s name), or with `convertible`, `FontFamily.Inter.semiBold` itself (SwiftGen's
    /// `Font.custom(_ font: FontConvertible, size:)`), ending at a `,` or `)`. Nil when the argument is no such
    /// chain; otherwise its key, looked up in the table by the caller.
    static func nameKey(at i: Int, in tokens: [SourceToken], convertible: Bool) -> String? {
        var end = i
        while end < tokens.count, tokens[end].kind == .identifier || tokens[end].isPunctuation(".") { end += 1 }
        guard end < tokens.count, end > i, tokens[end].isPunctuation(",") || tokens[end].isPunctuation(")") else {
            return nil
        }
        if end - 2 >= i + 3, tokens[end - 1].isIdentifier("name"), tokens[end - 2].isPunctuation("."),
            let key = key(endingBefore: end - 2, in: tokens)
        {
            return key
        }
        guard convertible, end - 3 >= i else { return nil }
        return key(endingBefore: end, in: tokens)
    }

    static let generatedMarks = [Array("Generated using SwiftGen".utf8), Array("Generated using tuist".utf8)]

    /// Whether the file is one SwiftGen (or Tuist) wrote: a comment before its first line of code says
    /// "Generated using SwiftGen" (every SwiftGen template starts so) or "Generated using tuist". A file that mentions SwiftGen in a later comment is not.
    /// Reads only the leading comments.
    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        var i = 0
        // A UTF-8 byte order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                i += 1
                continue
            }
            guard b == UInt8(ascii: "/"), i + 1 < bytes.count else { return false }
            let end: Int
            if bytes[i + 1] == UInt8(ascii: "/") {
                end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: i + 2) ?? bytes.count
            } else if bytes[i + 1] == UInt8(ascii: "*") {
                var close = i + 2
                while close + 1 < bytes.count,
                    !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/"))
                {
                    close += 1
                }
                end = min(bytes.count, close + 2)
            } else {
                return false
            }
            if generatedMarks.contains(where: { contains($0, in: bytes, from: i + 2, to: end) }) { return true }
            i = end
        }
        return false
    }

    /// Whether `needle` occurs in `bytes[start..<end]`.
    private static func contains(_ needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard let first = needle.first, end - start >= needle.count else { return false }
        var i = start
        while i + needle.count <= end {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
