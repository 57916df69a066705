import FontAuditModel
import FontAuditSystem

/// Calls in a token stream, for the Kotlin and Dart scanners: where each bracket closes (worked out once, so
/// reading a call's arguments skips nested groups instead of walking them), the arguments of a call, and the
/// name a call's value is bound to.
struct SourceCalls {
    struct Argument {
        /// `label = value` (Kotlin) or `label: value` (Dart); nil for a positional argument.
        var label: String?
        /// The value's tokens.
        var range: Range<Int>
    }

    let tokens: [SourceToken]
    let file: String
    /// For each opening bracket, the index of the bracket that closes it; nil when it never closes.
    let closing: [Int?]
    /// Every identifier followed by `(` and not preceded by `.`, in order: where `calls(named:)` looks, noted
    /// while the brackets are matched, so that the Compose reader's eight searches of every file for a call
    /// name read a few hundred places instead of every token (a quarter of a 10,000-file Compose audit).
    private let callNames: [Int]

    init(_ tokens: [SourceToken], file: String) {
        self.tokens = tokens
        self.file = file
        var closing = [Int?](repeating: nil, count: tokens.count)
        var open: [Int] = []
        var callNames: [Int] = []
        for (i, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.byte {  // the text is exactly that bracket (`SourceToken.byte`)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(i)
                if token.byte == UInt8(ascii: "("), i >= 1, tokens[i - 1].kind == .identifier,
                    i < 2 || !tokens[i - 2].isPunctuation(".")
                {
                    callNames.append(i - 1)
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let start = open.popLast() { closing[start] = i }
            default: break
            }
        }
        self.closing = closing
        self.callNames = callNames
    }

    func token(_ i: Int) -> SourceToken? { i >= 0 && i < tokens.count ? tokens[i] : nil }

    func location(_ i: Int) -> SourceLocation {
        SourceLocation(file: file, line: tokens[i].line, column: tokens[i].column)
    }

    /// Indices of `name(` calls (a `name` followed by `(`, not preceded by `.` unless `qualified`).
    func calls(named name: String) -> [Int] {
        callNames.filter { i in tokens[i].text == name && closing[i + 1] != nil }
    }

    /// The calls of any of `names`, in order, with the name each calls: one pass over the calls however many
    /// names are asked for (a file of 40,000 factories asked 40,000 times was quadratic).
    func calls(namedAnyOf names: Set<String>) -> [(index: Int, name: String)] {
        guard !names.isEmpty else { return [] }
        return callNames.compactMap { i in
            let name = tokens[i].text
            return names.contains(name) && closing[i + 1] != nil ? (i, name) : nil
        }
    }

    /// The same, over every token: the plain code `callNames` is tested against.
    func callsReference(named name: String) -> [Int] {
        tokens.indices.filter { i in
            tokens[i].isIdentifier(name) && token(i + 1)?.isPunctuation("(") == true
                && closing[i + 1] != nil && token(i - 1)?.isPunctuation(".") != true
        }
    }

    /// The names of `enum class Name(` declarations: their `(` is noted as a call's, so they are found where
    /// `calls(named:)` looks, without a pass over every token.
    func enumClasses() -> [Int] {
        callNames.filter { i in
            i >= 2 && tokens[i - 1].isIdentifier("class") && tokens[i - 2].isIdentifier("enum")
                && closing[i + 1] != nil
        }
    }

    /// Class declarations with a primary constructor: `class Name(` (the name's index) and `class Name internal
    /// constructor(` (the `constructor`'s), each with the name's index. Their `(` is noted as a call's, so they
    /// are found without a pass over every token. A `constructor(` with no `class` just before it is a secondary
    /// constructor, listed in `secondaryConstructors`.
    func classDeclarations() -> (classes: [(name: Int, call: Int)], secondaryConstructors: [Int]) {
        var classes: [(name: Int, call: Int)] = []
        var secondary: [Int] = []
        for i in callNames where closing[i + 1] != nil {
            if i >= 1, tokens[i - 1].isIdentifier("class") {
                classes.append((i, i))
            } else if tokens[i].isIdentifier("constructor") {
                // `class Name private constructor(`, `class Name @Inject constructor(`: a few modifiers back.
                var k = i - 1
                while k >= max(1, i - 6), !tokens[k - 1].isIdentifier("class") { k -= 1 }
                if k >= max(1, i - 6), tokens[k].kind == .identifier {
                    classes.append((k, i))
                } else {
                    secondary.append(i)
                }
            }
        }
        return (classes, secondary)
    }

    /// The arguments of the call whose name is at `i` (its `(` at `i + 1`); `separator` is "=" for Kotlin and
    /// ":" for Dart.
    func arguments(ofCallAt i: Int, separator: String) -> [Argument] {
        guard let close = closing[i + 1] else { return [] }
        var arguments: [Argument] = []
        var start = i + 2
        var j = start
        func finish(_ end: Int) {
            guard start < end else { return }
            if tokens[start].kind == .identifier, token(start + 1)?.isPunctuation(separator) == true,
                token(start + 2)?.isPunctuation(separator) != true, start + 2 <= end
            {
                arguments.append(Argument(label: tokens[start].text, range: (start + 2)..<end))
            } else {
                arguments.append(Argument(label: nil, range: start..<end))
            }
        }
        while j < close {
            if let end = closing[j] {
                j = end + 1
                continue
            }
            if tokens[j].isPunctuation(",") {
                finish(j)
                start = j + 1
            }
            j += 1
        }
        finish(close)
        return arguments
    }

    /// The first token of `range`, skipping `const` and `new`.
    func valueStart(_ range: Range<Int>) -> Int? {
        var i = range.lowerBound
        while i < range.upperBound, tokens[i].isIdentifier("const") || tokens[i].isIdentifier("new") { i += 1 }
        return i < range.upperBound ? i : nil
    }

    /// The name a call at `i` is bound to or passed as: `val name = Call(`, `val name: T = Call(`,
    /// `name = Call(` (a Kotlin named argument), `name: Call(` (a Dart named argument), `T name = Call(`.
    /// Argument labels that say where a style is used, not what it is (`Text(style = TextStyle(…))`): a style
    /// passed there is named by its place.
    static let placeLabels: Set<String> = ["style", "textStyle", "body", "child", "content", "text"]

    func boundName(ofCallAt i: Int) -> String? { boundName(ofValueAt: i) }

    /// The same for any value starting at `start` (a chain `MaterialTheme.typography.bodyLarge.copy(…)` from its
    /// first token): one rule for every reader, so that a Kotlin parameter's default
    /// (`titleStyle: TextStyle = ….copy(…)`, JetStream's MoviesRow) is named `titleStyle`, never by its type.
    func boundName(ofValueAt start: Int) -> String? {
        guard let bound = binding(ofValueAt: start) else { return nil }
        switch bound.form {
        // `style: TextStyle(…)`, `body: …`: Dart's and Swift's labels of places.
        case .label: return Self.placeLabels.contains(bound.name) ? nil : bound.name
        // Kotlin's named arguments are often the roles of a typography (`Typography(bodyLarge = …)`, and
        // Kickstarter's own `body = TextStyle(…)`), and a declaration names its style (`val body = …`): only a
        // style called `style` says no more than where it goes.
        case .namedArgument, .declared: return Self.styleLabels.contains(bound.name) ? nil : bound.name
        }
    }

    static let styleLabels: Set<String> = ["style", "textStyle"]

    /// The name the call at `i` is bound to, unless it is passed to an argument labelled as one of `places`:
    /// `val inter = FontFamily(…)` and `AppFonts(heading = FontFamily(…))` name a family, but
    /// `TextStyle(fontFamily = FontFamily(…))` names the place it goes, and two such families must not share the
    /// label as their name.
    func boundName(ofCallAt i: Int, unlessPassedAs places: Set<String>) -> String? {
        guard let bound = binding(ofValueAt: i) else { return nil }
        if bound.form != .declared && places.contains(bound.name) { return nil }
        return bound.name
    }

    private enum BindingForm { case declared, label, namedArgument }

    /// The bound name, and how: `name: Call(` is a label; `name = Call(` right after `(` or `,` a Kotlin named
    /// argument; anything else a declaration (`val name: Type = …`, and a parameter's `name: Type = …`).
    private func binding(ofValueAt i: Int) -> (name: String, form: BindingForm)? {
        var j = i - 1
        while let t = token(j), t.isIdentifier("const") || t.isIdentifier("new") { j -= 1 }
        guard let before = token(j) else { return nil }
        if before.isPunctuation(":"), let name = token(j - 1), name.kind == .identifier { return (name.text, .label) }
        // Kotlin's `val name @Composable get() = Call(`: the property's name, a few tokens before its getter.
        if before.isPunctuation("="), token(j - 1)?.isPunctuation(")") == true,
            token(j - 2)?.isPunctuation("(") == true,
            token(j - 3)?.isIdentifier("get") == true
        {
            var k = j - 4
            while k > j - 12, let t = token(k) {
                if t.isIdentifier("val") || t.isIdentifier("var"), let name = token(k + 1), name.kind == .identifier {
                    return (name.text, .declared)
                }
                k -= 1
            }
            return nil
        }
        guard before.isPunctuation("="), token(j - 1)?.isPunctuation("=") != true, let name = token(j - 1),
            name.kind == .identifier
        else { return nil }
        // `val name: Type = …`: the name is before the type.
        if token(j - 2)?.isPunctuation(":") == true {
            // `fun name(…): Type = Call(…)`: a function's return type names nothing.
            guard let bound = token(j - 3), bound.kind == .identifier else { return nil }
            return (bound.text, .declared)
        }
        let isArgument = token(j - 2).map { $0.isPunctuation("(") || $0.isPunctuation(",") } ?? false
        return (name.text, isArgument ? .namedArgument : .declared)
    }

    /// The last identifier of a plain name or member chain (`montserrat`, `AppFonts.montserrat`), if the whole
    /// value is one.
    func referencedName(_ range: Range<Int>) -> String? {
        var last: String?
        for i in range {
            if tokens[i].kind == .identifier {
                last = tokens[i].text
            } else if !tokens[i].isPunctuation(".") {
                return nil
            }
        }
        return last
    }
}

/// Look-backs from a token to the bracket around it, for the readers that ask what call or lambda a token is in.
/// Each looks at a bounded number of tokens before it, so one look per call stays bounded however deep the
/// nesting (an unbounded one made 50,000 nested calls quadratic).
extension SourceCalls {
    /// The innermost bracket open at `i`: the nearest `(`, `[` or `{` among the `limit` tokens before it that no
    /// bracket between them closes.
    static func enclosingBracket(before i: Int, in tokens: [SourceToken], within limit: Int) -> Int? {
        var depth = 0
        var j = i - 1
        while j >= max(0, i - limit) {
            let t = tokens[j]
            if t.kind == .punctuation {
                switch t.byte {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if depth == 0 { return j }
                    depth -= 1
                default: break
                }
            }
            j -= 1
        }
        return nil
    }

    /// The bracket that the one at `close` closes, among the `limit` tokens before it.
    static func opening(of close: Int, in tokens: [SourceToken], closing: [Int?], within limit: Int) -> Int? {
        guard let open = enclosingBracket(before: close, in: tokens, within: limit), closing[open] == close else {
            return nil
        }
        return open
    }

    func enclosingBracket(before i: Int, within limit: Int) -> Int? {
        Self.enclosingBracket(before: i, in: tokens, within: limit)
    }

    /// The `(` whose argument list holds the token at `i`, when the innermost bracket open there is one.
    func enclosingParenthesis(before i: Int, within limit: Int) -> Int? {
        enclosingBracket(before: i, within: limit).flatMap { tokens[$0].isPunctuation("(") ? $0 : nil }
    }

    func opening(of close: Int, within limit: Int) -> Int? {
        Self.opening(of: close, in: tokens, closing: closing, within: limit)
    }
}
