import FontAuditModel
import FontAuditSystem

/// The string constants of Dart sources (`const kFont = 'Inter';`, `static const primary = 'Inter';`,
/// `const String brand = 'Inter';`), so that `fontFamily: kFont` and `fontFamily: AppFonts.primary` name a
/// family; and the `FontWeight` constants (`const FontWeight _regularWeight = FontWeight.w500;`, Ente's), so that
/// `fontWeight: _regularWeight` names a weight. Keyed by name and by `Class.name`; a name bound to two different
/// values is not resolved. A `const` bound to another (`const _primaryFontFamily = FontFamily.pixeloidSans;`,
/// pinball's) is followed to that one's value.
struct DartConstants {
    private var values: [String: String] = [:]
    private var weights: [String: String] = [:]
    /// `const List<FontVariation> heavy = [FontVariation('wght', 800)]` → "heavy": "800".
    private var axisWeights: [String: String] = [:]
    /// `const a = kFont;`, `static const primary = FontFamily.inter;` → "a": "kFont", "primary": "FontFamily.inter".
    private var aliases: [String: String] = [:]
    private var ambiguous = Set<String>()

    /// How many constants a chain of `const a = b;` is followed through: a longer chain, or a cycle, is not
    /// resolved (not checked), never guessed.
    static let aliasDepth = 8

    /// The constants of every file, each file's definitions in its order, files in `paths` order.
    init(_ sources: [SourceCalls]) { self.init(definitions: sources.map(Self.definitions)) }

    /// The constants of files whose tokens are gone: what `definitions(in:)` found in each, in file order.
    init(definitions: [[Definition]]) {
        for file in definitions {
            for definition in file {
                if definition.isWeight {
                    Self.record(definition, in: &weights, ambiguous: &ambiguous)
                } else if definition.isAlias {
                    Self.record(definition, in: &aliases, ambiguous: &ambiguous)
                } else if definition.isAxisWeight {
                    Self.record(definition, in: &axisWeights, ambiguous: &ambiguous)
                } else {
                    Self.record(definition, in: &values, ambiguous: &ambiguous)
                }
            }
        }
        // A name bound to a value in one place and to another constant in another is two constants.
        for key in aliases.keys where values[key] != nil || weights[key] != nil || axisWeights[key] != nil {
            ambiguous.insert(key)
        }
    }

    /// Values the code may name without defining them here (a generated file left out of the repository):
    /// each binds its key only when no file binds it.
    mutating func addDefaults(_ definitions: [Definition]) {
        for definition in definitions where values[definition.key] == nil && !ambiguous.contains(definition.key) {
            values[definition.key] = definition.value
        }
    }

    /// The first value bound to a key; a key bound to two different values is ambiguous.
    private static func record(
        _ definition: Definition, in table: inout [String: String], ambiguous: inout Set<String>
    ) {
        if let known = table[definition.key] {
            if known != definition.value { ambiguous.insert(definition.key) }
        } else {
            table[definition.key] = definition.value
        }
    }

    /// A string bound to a name, keyed by the name and again by `Class.name` inside a type; or, with
    /// `isWeight`, the name of a `FontWeight` constant (`w500`, `bold`).
    struct Definition: Sendable {
        var key: String
        var value: String
        var isWeight = false
        var isAxisWeight = false
        /// `value` is another constant's name, as written (`FontFamily.pixeloidSans`).
        var isAlias = false
    }

    /// One file's string constants, in the order they are written.
    static func definitions(in source: SourceCalls) -> [Definition] {
        var found: [Definition] = []
        var type: (name: String, depth: Int)?
        var pendingType: String?
        var depth = 0
        let tokens = source.tokens
        for i in tokens.indices {
            let t = tokens[i]
            if t.isIdentifier("class")
                || t.isIdentifier("abstract") && source.token(i + 1)?.isIdentifier("class") == true
                || t.isIdentifier("mixin") || t.isIdentifier("extension")
            {
                if let name = source.token(i + 1), name.kind == .identifier, !name.isIdentifier("class") {
                    pendingType = name.text
                }
            } else if t.isPunctuation("{") {
                depth += 1
                if let name = pendingType {
                    type = (name, depth)
                    pendingType = nil
                }
            } else if t.isPunctuation("}") {
                if type?.depth == depth { type = nil }
                depth = max(0, depth - 1)
            } else if t.kind == .string, !t.interpolates, i >= 3, tokens[i - 1].isPunctuation("="),
                tokens[i - 2].kind == .identifier, let after = source.token(i + 1),
                after.isPunctuation(";") || after.isPunctuation(","),
                (i - 5..<i - 2).contains(where: {
                    source.token($0)?.isIdentifier("const") == true
                        || source.token($0)?.isIdentifier("final") == true
                })
            {
                let name = tokens[i - 2].text
                found.append(Definition(key: name, value: t.text))
                if let type, depth == type.depth {
                    found.append(Definition(key: type.name + "." + name, value: t.text))
                }
            } else if t.kind == .punctuation, t.byte == UInt8(ascii: "[") || t.byte == UInt8(ascii: "<"), i >= 3,
                tokens[i - 1].isPunctuation("="),
                tokens[i - 2].kind == .identifier,
                // `const List<FontVariation> heavy = [`: the keyword up to five tokens before the name.
                (i - 8..<i - 2).contains(where: {
                    source.token($0)?.isIdentifier("const") == true
                        || source.token($0)?.isIdentifier("final") == true
                }),
                let end = (i..<min(tokens.count, i + 64)).first(where: { tokens[$0].isPunctuation(";") }),
                case .weight(let weight) = Self.axisWeight(in: source, i..<end)
            {
                let name = tokens[i - 2].text
                found.append(Definition(key: name, value: String(weight), isAxisWeight: true))
                if let type, depth == type.depth {
                    found.append(Definition(key: type.name + "." + name, value: String(weight), isAxisWeight: true))
                }
            } else if t.isIdentifier("FontWeight"), i >= 3, tokens[i - 1].isPunctuation("="),
                tokens[i - 2].kind == .identifier, source.token(i + 1)?.isPunctuation(".") == true,
                let weight = source.token(i + 2), weight.kind == .identifier, let after = source.token(i + 3),
                after.isPunctuation(";") || after.isPunctuation(","),
                (i - 5..<i - 2).contains(where: {
                    source.token($0)?.isIdentifier("const") == true
                        || source.token($0)?.isIdentifier("final") == true
                })
            {
                let name = tokens[i - 2].text
                found.append(Definition(key: name, value: weight.text, isWeight: true))
                if let type, depth == type.depth {
                    found.append(Definition(key: type.name + "." + name, value: weight.text, isWeight: true))
                }
            } else if t.kind == .identifier, i >= 3, tokens[i - 1].isPunctuation("="),
                tokens[i - 2].kind == .identifier,
                (i - 5..<i - 2).contains(where: { source.token($0)?.isIdentifier("const") == true }),
                let reference = Self.reference(at: i, in: source)
            {
                // Only a `const`: its initializer is a constant expression (Dart, "Constants"), so the name it
                // gives is a constant too; a `final` may be bound to anything at run time.
                let name = tokens[i - 2].text
                found.append(Definition(key: name, value: reference, isAlias: true))
                if let type, depth == type.depth {
                    found.append(Definition(key: type.name + "." + name, value: reference, isAlias: true))
                }
            }
        }
        return found + DartEnumValues.definitions(in: source)
    }

    /// The names and dots from `i` up to a `;` or `,` (`FontFamily.pixeloidSans`), joined; nil for anything
    /// else (a call, an operator), or a `FontWeight`, which is read as a weight.
    private static func reference(at i: Int, in source: SourceCalls) -> String? {
        guard !source.tokens[i].isIdentifier("FontWeight") else { return nil }
        var text = ""
        var j = i
        while j < source.tokens.count, j < i + 16 {
            let t = source.tokens[j]
            if t.isPunctuation(";") || t.isPunctuation(",") { return text.hasSuffix(".") ? nil : text }
            let expectsName = (j - i) % 2 == 0
            guard expectsName ? t.kind == .identifier : t.isPunctuation(".") else { return nil }
            text += t.text
            j += 1
        }
        return nil
    }

    func value(_ key: String) -> String? { ambiguous.contains(key) ? nil : values[key] }

    /// The `FontWeight` a value names: `FontWeight.w500` as written, or a constant bound to one, by itself or
    /// by `Class.name` ("w500"); nil when it is computed at run time.
    func weight(_ range: Range<Int>, in source: SourceCalls) -> String? {
        guard let start = source.valueStart(range) else { return nil }
        let t = source.tokens[start]
        if t.isIdentifier("FontWeight"), range.upperBound - start == 3,
            source.token(start + 1)?.isPunctuation(".") == true,
            let name = source.token(start + 2), name.kind == .identifier
        {
            return name.text
        }
        return constant(range, from: start, in: source, table: weights)
    }

    /// What a `fontVariations:` value does to `wght`.
    enum AxisWeight: Equatable {
        /// Sets no `wght` (other axes only, an empty list, `null`): `fontWeight` sets it again.
        case none
        case weight(Int)
        /// Sets it, or may, to a value decided at run time.
        case computed
    }

    /// The `wght` a list of variations written in `range` sets: `FontVariation('wght', 600)` or
    /// `FontVariation.weight(600)`; `.computed` when its value is not a literal.
    static func axisWeight(in source: SourceCalls, _ range: Range<Int>) -> AxisWeight {
        for i in range where source.tokens[i].isIdentifier("FontVariation") {
            let value: SourceToken?
            if source.token(i + 1)?.isPunctuation("(") == true, source.token(i + 2)?.kind == .string,
                source.token(i + 2)?.text == "wght", source.token(i + 3)?.isPunctuation(",") == true
            {
                value = source.token(i + 4)
            } else if source.token(i + 1)?.isPunctuation(".") == true,
                source.token(i + 2)?.isIdentifier("weight") == true, source.token(i + 3)?.isPunctuation("(") == true
            {
                value = source.token(i + 4)
            } else if source.token(i + 1)?.isPunctuation("(") == true, source.token(i + 2)?.kind != .string {
                return .computed  // `FontVariation(axis, …)`: which axis is not known
            } else {
                continue
            }
            // The value must be the whole argument: `600)`, not `w)` or `600 + w)`.
            guard let value, value.kind == .number, let number = Double(value.text), number >= 1, number <= 1000,
                source.token(i + 5)?.isPunctuation(")") == true
            else { return .computed }
            return .weight(Int(number.rounded()))
        }
        return .none
    }

    /// The `wght` a `fontVariations:` value sets: a list written out (`[…]`, `<FontVariation>[…]`, `const […]`),
    /// `null`, or a constant bound to a list that sets one; anything else is decided at run time.
    func axisWeight(_ range: Range<Int>, in source: SourceCalls) -> AxisWeight {
        guard var start = source.valueStart(range) else { return .none }
        if source.tokens[start].isIdentifier("const") { start += 1 }
        guard start < range.upperBound else { return .none }
        let t = source.tokens[start]
        if t.isPunctuation("[") || t.isPunctuation("<") { return Self.axisWeight(in: source, start..<range.upperBound) }
        if t.isIdentifier("null"), range.upperBound - start == 1 { return .none }
        if let value = constant(range, from: start, in: source, table: axisWeights).flatMap({ Int($0) }) {
            return .weight(value)
        }
        return .computed
    }

    /// The value `table` binds to a value made of names and dots only (`AppFonts.primary`): by `Class.name`
    /// first, then by the last name; nil for anything else, or a name bound twice.
    /// `takesStrings`: the value is a string (a family), so a local `const` string in scope is it.
    private func constant(
        _ range: Range<Int>, from start: Int, in source: SourceCalls, table: [String: String],
        takesStrings: Bool = false
    ) -> String? {
        var names: [String] = []
        for i in start..<range.upperBound {
            let token = source.tokens[i]
            if token.kind == .identifier {
                names.append(token.text)
            } else if !token.isPunctuation(".") {
                return nil
            }
        }
        // A bare name inside a class is the class's own member first (`Class.name`, then `name`), as Dart looks
        // it up: Best-Flutter-UI-Templates' theme classes each bind `static const fontName`, which made the
        // name ambiguous and 27 styles not checked.
        if names.count == 1, let type = Self.enclosingType(at: start, in: source) {
            // A parameter or local of that name between the class's `{` and the use is what Dart resolves the
            // name to (the innermost scope): not a constant this reader knows.
            switch Self.shadow(of: names[0], inBodyFrom: type.open, before: start, in: source) {
            case .constant(let value)?: return takesStrings ? value : nil
            case .unknown?: return nil
            case nil: names.insert(type.name, at: 0)
            }
        }
        return resolve(names, in: table, depth: 0)
    }

    /// How many tokens before a use `enclosingType` looks through for the class around it.
    static let typeLookBack = 4_096

    /// The class, mixin, enum or extension whose body holds the token at `i`, bracket by bracket outward among
    /// the `typeLookBack` tokens before it; nil outside one (or past the look-back). Dart resolves a bare
    /// identifier in the innermost scope that declares it, a class's members before the library's (Dart
    /// language specification, "Lexical Scope" and "Identifier Reference").
    static func enclosingType(at i: Int, in source: SourceCalls) -> (name: String, open: Int)? {
        var position = i
        var budget = typeLookBack
        while budget > 0, let open = source.enclosingBracket(before: position, within: budget) {
            budget -= position - open
            if source.tokens[open].isPunctuation("{"), let name = typeName(before: open, in: source) {
                return (name, open)
            }
            position = open
        }
        return nil
    }

    /// What a bare `name` is at `i` when a parameter or local of that name is in scope there, declared between a
    /// class body's `{` at `open` and the use: Dart resolves the innermost scope first. `.constant` for a local
    /// `const fontName = 'WorkSans';` (HotelAppTheme's), `.unknown` for a parameter or any other local, nil when
    /// none is in scope (the class's member is meant). A member is declared directly in the body; a parameter
    /// belongs to the body after its list, and a local to its block. At most `typeLookBack` tokens.
    enum Shadow: Equatable {
        case constant(String)
        case unknown
    }

    static func shadow(of name: String, inBodyFrom open: Int, before i: Int, in source: SourceCalls) -> Shadow? {
        let tokens = source.tokens
        var braces = 0
        var parentheses = 0
        var inScope: [(depth: Int, shadow: Shadow)] = []
        for j in (open + 1)..<min(i, open + 1 + typeLookBack) {
            let t = tokens[j]
            if t.kind == .punctuation {
                switch t.byte {
                case UInt8(ascii: "{"): braces += 1
                case UInt8(ascii: "}"):
                    braces = max(0, braces - 1)
                    inScope.removeAll { $0.depth > braces }
                case UInt8(ascii: "("): parentheses += 1
                case UInt8(ascii: ")"): parentheses = max(0, parentheses - 1)
                // The end of a member (`=> …;`) or a statement: its parameters are out of scope.
                case UInt8(ascii: ";") where parentheses == 0: inScope.removeAll { $0.depth > braces }
                default: break
                }
                continue
            }
            guard t.isIdentifier(name), let previous = source.token(j - 1), let next = source.token(j + 1) else {
                continue
            }
            // After a type (`String`, `String?`, `List<String>`) or a keyword (`final`, `var`, `required`).
            guard previous.kind == .identifier || previous.isPunctuation("?") || previous.isPunctuation(">") else {
                continue
            }
            if parentheses > 0,
                next.isPunctuation(",") || next.isPunctuation(")") || next.isPunctuation("}") || next.isPunctuation("=")
            {
                inScope.append((braces + 1, .unknown))
            } else if braces > 0, next.isPunctuation("=") || next.isPunctuation(";") {
                let isConst = (max(open, j - 2)..<j).contains { tokens[$0].isIdentifier("const") }
                if isConst, let value = source.token(j + 2), value.kind == .string, !value.interpolates,
                    source.token(j + 3)?.isPunctuation(";") == true
                {
                    inScope.append((braces, .constant(value.text)))
                } else {
                    inScope.append((braces, .unknown))
                }
            }
        }
        return inScope.last?.shadow
    }

    /// The name a type header before the `{` at `open` declares (`class AppTheme extends Base<T> with M {`), or
    /// nil when the brace opens something else (a method body, a map literal, a block).
    private static func typeName(before open: Int, in source: SourceCalls) -> String? {
        var j = open - 1
        while j >= max(0, open - 32) {
            let t = source.tokens[j]
            if t.kind == .identifier {
                if t.isIdentifier("class") || t.isIdentifier("mixin") || t.isIdentifier("enum")
                    || t.isIdentifier("extension")
                {
                    guard let name = source.token(j + 1), name.kind == .identifier, !name.isIdentifier("on") else {
                        return nil
                    }
                    return name.text
                }
            } else if !(t.isPunctuation(".") || t.isPunctuation(",") || t.isPunctuation("<")
                || t.isPunctuation(">") || t.isPunctuation("?"))
            {
                return nil
            }
            j -= 1
        }
        return nil
    }

    /// `names` (`["AppFonts", "primary"]`) looked up by `Class.name` first, then by the last name; a constant
    /// bound to another is followed, `aliasDepth` constants deep at most.
    private func resolve(_ names: [String], in table: [String: String], depth: Int) -> String? {
        var visited = Set<String>()
        return resolve(names, in: table, depth: depth, visited: &visited)
    }

    /// `visited`: the keys already followed in this look-up; a key met again is a cycle (`a = K.b; b = K.a`),
    /// which each level's two look-ups (`Class.name`, then `name`) otherwise followed 2⁹ times.
    private func resolve(_ names: [String], in table: [String: String], depth: Int, visited: inout Set<String>)
        -> String?
    {
        guard let last = names.last, depth <= Self.aliasDepth else { return nil }
        func lookUp(_ key: String) -> String? {
            if ambiguous.contains(key) { return nil }
            if let value = table[key] { return value }
            guard let reference = aliases[key], visited.insert(key).inserted else { return nil }
            return resolve(
                reference.split(separator: ".").map(String.init), in: table, depth: depth + 1, visited: &visited)
        }
        // `Enum.value.field`, an enhanced enum's field (`DartEnumValues`).
        if names.count >= 3, let field = lookUp(names.suffix(3).joined(separator: ".")) { return field }
        if names.count >= 2, let qualified = lookUp(names[names.count - 2] + "." + last) { return qualified }
        return lookUp(last)
    }

    /// The string a value is: a plain literal, or a constant named by itself or by `Class.name`; nil when it is
    /// computed at run time.
    func string(_ range: Range<Int>, in source: SourceCalls) -> String? {
        guard let start = source.valueStart(range) else { return nil }
        let t = source.tokens[start]
        if t.kind == .string, !t.interpolates, range.upperBound - start == 1 { return t.text }
        return constant(range, from: start, in: source, table: values, takesStrings: true)
    }
}
