import FontAuditModel

/// Design tokens held by enums (fearless-Android's `enum class FontFamilies(val value: FontFamily) { HEADLINE(Sora)
/// }` and `enum class FontWeights(val value: FontWeight) { ONE(Bold) }`, used as `fontFamily = HEADLINE.value`,
/// `fontWeight = FontWeights.ONE.value`): an entry's constructor argument is a constant, so the property of an
/// entry is the argument it was made with.
extension ComposeFonts {
    /// What one entry's property holds; nil inside when its argument is not one this scan reads (a computed
    /// value, a name it does not know): a style using it is not checked.
    enum EnumConstant {
        case family(FamilyReference)
        case weight(Int?)
        case italic(Bool?)
    }

    /// The font properties of every `enum class`, by `Enum.ENTRY.property` and, when no other enum has that
    /// entry and property, by `ENTRY.property` (an entry imported by name). Only properties (`val`, `var`) of
    /// type `FontFamily`, `FontWeight` or `FontStyle` are read, at their place in the constructor; an entry
    /// passes each by place or by label, or leaves it to the parameter's default.
    func enumConstants(_ sources: [SourceCalls], families: [String: Family], fonts: [String: FontValue])
        -> [String: EnumConstant]
    {
        var constants: [String: EnumConstant] = [:]
        var shortNames: [String: Int] = [:]
        var short: [String: EnumConstant] = [:]
        for source in sources {
            for e in source.enumClasses() {
                let properties = Self.enumFontProperties(ofEnumAt: e, in: source)
                guard !properties.isEmpty else { continue }
                let enumName = source.tokens[e].text
                for entry in Self.enumEntries(ofEnumAt: e, in: source) {
                    for property in properties {
                        let given = entry.arguments
                        let argument =
                            given.first { $0.label == property.name }
                            ?? (given.prefix(property.position + 1).allSatisfy { $0.label == nil }
                                ? given[safe: property.position] : nil)
                        let range = argument?.range ?? property.defaultValue
                        let constant: EnumConstant
                        switch property.type {
                        case "FontFamily":
                            constant = .family(
                                range.map { reference($0, in: source, families: families, fonts: fonts) } ?? .unknown)
                        case "FontWeight":
                            constant = .weight(
                                range.flatMap {
                                    Self.weight($0, in: source)
                                        ?? Self.companionConstant($0, of: "FontWeight", before: e, in: source).flatMap {
                                            Self.weights[$0]
                                        }
                                })
                        default:
                            constant = .italic(
                                range.flatMap {
                                    Self.italic($0, in: source)
                                        ?? Self.companionConstant($0, of: "FontStyle", before: e, in: source).flatMap {
                                            $0 == "Italic" ? true : $0 == "Normal" ? false : nil
                                        }
                                })
                        }
                        let key = entry.name + "." + property.name
                        constants[enumName + "." + key] = constant
                        shortNames[key, default: 0] += 1
                        short[key] = constant
                    }
                }
            }
        }
        for (key, constant) in short where shortNames[key] == 1 && constants[key] == nil { constants[key] = constant }
        return constants
    }

    /// The entry's property a value names: `Enum.ENTRY.property` (the last three names of a longer chain) or
    /// `ENTRY.property`; nil when the value is no such chain, or no enum read here has it.
    func enumConstant(_ range: Range<Int>, in source: SourceCalls) -> EnumConstant? {
        guard range.count == 3 || range.count >= 5 else { return nil }
        let t = source.tokens
        var names: [String] = []
        var i = range.upperBound - 1
        while i >= range.lowerBound, names.count < 3 {
            guard t[i].kind == .identifier, i == range.lowerBound || t[i - 1].isPunctuation(".") else { return nil }
            names.append(t[i].text)
            i -= 2
        }
        return enumConstants[names.reversed().joined(separator: ".")]
    }

    /// The constructor's properties of a font type: `(val value: FontFamily)`, `(val family: FontFamily, val
    /// weight: FontWeight = FontWeight.Normal)`; a nullable type is not read.
    private static func enumFontProperties(ofEnumAt e: Int, in source: SourceCalls)
        -> [(position: Int, name: String, type: String, defaultValue: Range<Int>?)]
    {
        var found: [(position: Int, name: String, type: String, defaultValue: Range<Int>?)] = []
        for (position, parameter) in source.arguments(ofCallAt: e, separator: ":").enumerated() {
            guard
                let k = parameter.range.first(where: {
                    source.tokens[$0].isIdentifier("val") || source.tokens[$0].isIdentifier("var")
                }),
                let name = source.token(k + 1), name.kind == .identifier,
                source.token(k + 2)?.isPunctuation(":") == true, let type = source.token(k + 3),
                let typeName = ["FontFamily", "FontWeight", "FontStyle"].first(where: { type.isIdentifier($0) })
            else { continue }
            let end = parameter.range.upperBound
            var defaultValue: Range<Int>?
            if k + 4 < end {
                guard source.tokens[k + 4].isPunctuation("="), k + 5 < end else { continue }
                defaultValue = (k + 5)..<end
            }
            found.append((position, name.text, typeName, defaultValue))
        }
        return found
    }

    /// The entries of the enum whose name is at `e`: `NAME(arguments)`, `NAME` or `NAME(…) { … }`, up to the
    /// `;` or `}` that ends them; an entry this scan cannot read (an annotation) ends the list.
    private static func enumEntries(ofEnumAt e: Int, in source: SourceCalls)
        -> [(name: String, arguments: [SourceCalls.Argument])]
    {
        guard let close = source.closing[e + 1] else { return [] }
        // The body's `{`, past any supertypes (`: Token, Other(…)`).
        var b = close + 1
        var steps = 0
        while let t = source.token(b), !t.isPunctuation("{"), steps < 32 {
            if let end = source.closing[b] { b = end }
            b += 1
            steps += 1
        }
        guard source.token(b)?.isPunctuation("{") == true, let end = source.closing[b] else { return [] }
        var entries: [(name: String, arguments: [SourceCalls.Argument])] = []
        var j = b + 1
        while j < end, source.tokens[j].kind == .identifier {
            var arguments: [SourceCalls.Argument] = []
            var next = j + 1
            if source.token(next)?.isPunctuation("(") == true, let close = source.closing[next] {
                arguments = source.arguments(ofCallAt: j, separator: "=")
                next = close + 1
            }
            if source.token(next)?.isPunctuation("{") == true, let close = source.closing[next] { next = close + 1 }
            entries.append((source.tokens[j].text, arguments))
            guard source.token(next)?.isPunctuation(",") == true else { break }
            j = next + 1
        }
        return entries
    }

    /// A bare constant of `type`'s companion (`Bold` for `FontWeight.Bold`), when the file imports it before
    /// `limit` (`import androidx.compose.ui.text.font.FontWeight.Companion.Bold`, or `.Companion.*`): its name.
    private static func companionConstant(
        _ range: Range<Int>, of type: String, before limit: Int, in source: SourceCalls
    ) -> String? {
        guard range.count == 1, source.tokens[range.lowerBound].kind == .identifier else { return nil }
        let name = source.tokens[range.lowerBound].text
        let t = source.tokens
        for i in 0..<limit where t[i].isIdentifier("import") {
            var j = i + 1
            while j + 2 < limit, !t[j].isIdentifier("Companion"), t[j + 1].isPunctuation(".") { j += 2 }
            guard j >= 2, j + 2 < limit, t[j].isIdentifier("Companion"), t[j - 2].isIdentifier(type),
                t[j + 1].isPunctuation("."), t[j + 2].isIdentifier(name) || t[j + 2].isPunctuation("*")
            else { continue }
            return name
        }
        return nil
    }
}
