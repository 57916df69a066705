import FontAuditModel

/// The string fields of Dart's enhanced enums (Dart 2.17), keyed `Enum.value.field`, so that
/// `fontFamily: FontFamily.jetBrainsMono.value` names the family its value was made with:
///
/// ```dart
/// enum FontFamily {
///   twEmoji('Twemoji'),
///   jetBrainsMono('JetBrainsMono');
///   final String value;
///   const FontFamily(this.value);
/// }
/// ```
///
/// (FlClash, chen08209/FlClash `lib/enum/enum.dart`). An enhanced enum's values are constants made by its `const`
/// constructor (Dart language specification, "Enums": "the enum declaration … must have a constant
/// constructor"), so a field the constructor sets from `this.field` holds the literal each value passes, by
/// position or by name. Any other argument (a computed one, a field set in an initializer list) is not read.
enum DartEnumValues {
    /// The `Enum.value.field` definitions of one file's enums.
    static func definitions(in source: SourceCalls) -> [DartConstants.Definition] {
        var found: [DartConstants.Definition] = []
        let tokens = source.tokens
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            guard tokens[i].isIdentifier("enum"), tokens[i + 1].kind == .identifier,
                let open = bodyOpen(after: i + 1, in: source), let close = source.closing[open]
            else { continue }
            let name = tokens[i + 1].text
            let fields = constructorFields(of: name, in: source, body: open..<close)
            guard !fields.positional.isEmpty || !fields.named.isEmpty else { continue }
            for value in values(in: source, body: open..<close) {
                var position = 0
                for argument in source.arguments(ofCallAt: value, separator: ":") {
                    let field: String?
                    if let label = argument.label {
                        field = fields.named.contains(label) ? label : nil
                    } else {
                        field = position < fields.positional.count ? fields.positional[position] : nil
                        position += 1
                    }
                    guard let field, argument.range.count == 1, let literal = source.token(argument.range.lowerBound),
                        literal.kind == .string, !literal.interpolates
                    else { continue }
                    found.append(
                        DartConstants.Definition(key: "\(name).\(tokens[value].text).\(field)", value: literal.text))
                }
            }
            i = close
        }
        return found
    }

    /// The `{` of the enum's body: after its name, type parameters, `with` and `implements` clauses.
    private static func bodyOpen(after name: Int, in source: SourceCalls) -> Int? {
        var j = name + 1
        while j < source.tokens.count, j < name + 64 {
            if source.tokens[j].isPunctuation("{") { return j }
            if source.tokens[j].isPunctuation(";") || source.tokens[j].isPunctuation("(") { return nil }
            j += 1
        }
        return nil
    }

    /// The values' names, each followed by its argument list: `jetBrainsMono(` in `jetBrainsMono('…'),`; the
    /// index of each name. The values come first, up to the body's first `;` (or its end).
    private static func values(in source: SourceCalls, body: Range<Int>) -> [Int] {
        var found: [Int] = []
        var j = body.lowerBound + 1
        while j < body.upperBound {
            let t = source.tokens[j]
            if t.isPunctuation(";") { break }
            // An annotation's call (`@Deprecated('…') old('…')`) is not a value.
            if t.kind == .identifier, source.token(j + 1)?.isPunctuation("(") == true,
                source.token(j - 1)?.isPunctuation("@") != true, let close = source.closing[j + 1]
            {
                found.append(j)
                j = close + 1
                continue
            }
            if t.kind == .punctuation, let close = source.closing[j] {
                j = close + 1
                continue
            }
            j += 1
        }
        return found
    }

    /// The fields the enum's `const Name(…)` constructor sets by `this.field`: in order for positional
    /// parameters, by name for named ones (`{required this.name}`). A parameter that is not `this.field` takes a
    /// place and names no field.
    private static func constructorFields(of name: String, in source: SourceCalls, body: Range<Int>)
        -> (positional: [String?], named: Set<String>)
    {
        var positional: [String?] = []
        var named = Set<String>()
        for j in body where source.tokens[j].isIdentifier(name) {
            guard source.token(j - 1)?.isIdentifier("const") == true, source.token(j + 1)?.isPunctuation("(") == true,
                let close = source.closing[j + 1]
            else { continue }
            var k = j + 2
            var inNamed = false
            var parameter: [SourceToken] = []
            func finish() {
                defer { parameter = [] }
                let words = parameter.filter { !$0.isIdentifier("required") }
                let field: String? =
                    words.count == 3 && words[0].isIdentifier("this") && words[1].isPunctuation(".")
                        && words[2].kind == .identifier ? words[2].text : nil
                if inNamed {
                    if let field { named.insert(field) }
                } else if !parameter.isEmpty {
                    positional.append(field)
                }
            }
            while k < close {
                let t = source.tokens[k]
                if t.isPunctuation(",") {
                    finish()
                } else if t.isPunctuation("{") || t.isPunctuation("[") {
                    finish()
                    inNamed = t.isPunctuation("{")
                } else if t.isPunctuation("}") || t.isPunctuation("]") {
                    finish()
                } else {
                    parameter.append(t)
                }
                k += 1
            }
            finish()
            return (positional, named)
        }
        return ([], [])
    }
}
