import FontAuditModel

/// What is done to a style after it is made: `.copyWith(…)`, `.merge(…)` and the getters of an `extension … on
/// TextStyle`, one after another (`TextStyle(…).merge(TextStyle(fontWeight: FontWeight.w600))`,
/// `AppText.body.semiBold`).
///
/// `TextStyle.merge` (flutter `painting/text_style.dart`) returns the receiver when `other` is null, `other` itself
/// when `other.inherit` is false, and otherwise `copyWith` of the receiver with each of `other`'s non-null fields
/// (`fontFamily`, `fontWeight`, `fontStyle`, `fontVariations`, …): a literal `TextStyle(…)` argument is read as
/// copyWith's arguments are, and anything else (a call, a parameter) makes the weight one decided at run time.
extension FlutterProject {
    /// A getter of an `extension NAME on TextStyle` whose body is `copyWith(…)` or `merge(…)` on `this`
    /// (`TextStyle get semiBold => copyWith(fontWeight: FontWeight.w600);`, Mivoe's): that step, in the
    /// source that declares it. `step` is nil for a getter whose body is anything else.
    struct ExtensionGetter {
        var source: SourceCalls
        var step: Int?
    }

    /// One step of a chain: the arguments it applies (in `source`), whether it replaces the style (a merge of an
    /// `inherit: false` style), or nil arguments when the step is decided at run time.
    struct ChainStep {
        var source: SourceCalls
        var arguments: [SourceCalls.Argument]?
        var replaces = false
        /// The step may change the face: it names fontFamily, fontWeight, fontStyle or fontVariations.
        var changesFace: Bool {
            arguments?.contains { Self.faceLabels.contains($0.label ?? "") } ?? true
        }
        static let faceLabels: Set<String> = ["fontFamily", "fontWeight", "fontStyle", "fontVariations"]
    }

    /// The TextStyle getters of every `extension … on TextStyle { … }` (named or not), by name. A name declared
    /// twice with different bodies is read as not known.
    static func extensionGetters(in sources: [SourceCalls]) -> [String: ExtensionGetter] {
        var found: [String: ExtensionGetter] = [:]
        var twice = Set<String>()
        for source in sources {
            for i in source.tokens.indices where source.tokens[i].isIdentifier("extension") {
                var on = i + 1
                if source.token(on)?.isIdentifier("on") != true { on += 1 }
                guard source.token(on)?.isIdentifier("on") == true,
                    source.token(on + 1)?.isIdentifier("TextStyle") == true,
                    source.token(on + 2)?.isPunctuation("{") == true, let close = source.closing[on + 2]
                else { continue }
                var depth = 0
                for j in (on + 3)..<close {
                    let t = source.tokens[j]
                    if t.isPunctuation("{") || t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
                    if t.isPunctuation("}") || t.isPunctuation(")") || t.isPunctuation("]") { depth -= 1 }
                    guard depth == 0, t.isIdentifier("get"), let name = source.token(j + 1), name.kind == .identifier
                    else { continue }
                    // Only a getter that returns a TextStyle: `TextStyle get x`, `TextStyle? get x`.
                    var type = j - 1
                    if source.token(type)?.isPunctuation("?") == true { type -= 1 }
                    guard source.token(type)?.isIdentifier("TextStyle") == true else { continue }
                    var getter = ExtensionGetter(source: source, step: nil)
                    var body = j + 2
                    if source.token(body)?.isPunctuation("=") == true,
                        source.token(body + 1)?.isPunctuation(">") == true
                    {
                        body += 2
                        if source.token(body)?.isIdentifier("this") == true,
                            source.token(body + 1)?.isPunctuation(".") == true
                        {
                            body += 2
                        }
                        if let call = source.token(body), call.isIdentifier("copyWith") || call.isIdentifier("merge"),
                            source.token(body + 1)?.isPunctuation("(") == true, let end = source.closing[body + 1],
                            source.token(end + 1)?.isPunctuation(";") == true
                        {
                            getter.step = body
                        }
                    }
                    if let known = found[name.text], known.source.file != source.file || known.step != getter.step {
                        twice.insert(name.text)
                    }
                    found[name.text] = getter
                }
            }
        }
        for name in twice { found[name]?.step = nil }
        return found
    }

    /// The step whose name is at `i` (`copyWith` or `merge` followed by its `(`, or an extension getter), or nil
    /// when `i` is not one.
    static func step(at i: Int, in source: SourceCalls, getters: [String: ExtensionGetter]) -> ChainStep? {
        let t = source.tokens[i]
        guard t.kind == .identifier else { return nil }
        let isCall = source.token(i + 1)?.isPunctuation("(") == true && source.closing[i + 1] != nil
        if isCall, t.isIdentifier("copyWith") {
            return ChainStep(source: source, arguments: source.arguments(ofCallAt: i, separator: ":"))
        }
        if isCall, t.isIdentifier("merge") {
            return mergeStep(at: i, in: source)
        }
        guard !isCall, let getter = getters[t.text] else { return nil }
        guard let body = getter.step else { return ChainStep(source: getter.source, arguments: nil) }
        return step(at: body, in: getter.source, getters: [:])
    }

    /// `merge(X)`: X's arguments when X is a literal `TextStyle(…)` (`const` or not), nothing when it is `null`,
    /// and a step decided at run time for anything else (zulip's `weightVariableTextStyle(context, wght: 700)`).
    static func mergeStep(at i: Int, in source: SourceCalls) -> ChainStep {
        let arguments = source.arguments(ofCallAt: i, separator: ":")
        guard arguments.count == 1, arguments[0].label == nil, let start = source.valueStart(arguments[0].range) else {
            return ChainStep(source: source, arguments: nil)
        }
        let t = source.tokens[start]
        if t.isIdentifier("null"), arguments[0].range.upperBound == start + 1 {
            return ChainStep(source: source, arguments: [])
        }
        guard t.isIdentifier("TextStyle"), source.token(start + 1)?.isPunctuation("(") == true,
            let close = source.closing[start + 1], close + 1 == arguments[0].range.upperBound
        else { return ChainStep(source: source, arguments: nil) }
        let inner = source.arguments(ofCallAt: start, separator: ":")
        let inherits = !inner.contains { argument in
            argument.label == "inherit"
                && source.valueStart(argument.range).map { source.tokens[$0].isIdentifier("false") } == true
        }
        return ChainStep(source: source, arguments: inner, replaces: !inherits)
    }

    /// Whether the `TextStyle(` at `i` is the literal argument of a `.merge(…)` whose chain the reader follows
    /// (on a name, or after a `TextStyle(…)`, `copyWith(…)` or `merge(…)`): read there, as part of that style,
    /// not as a style of its own.
    static func isMergedLiteral(_ i: Int, in source: SourceCalls) -> Bool {
        var open = i - 1
        while let t = source.token(open), t.isIdentifier("const") || t.isIdentifier("new") { open -= 1 }
        guard source.token(open)?.isPunctuation("(") == true, source.token(open - 1)?.isIdentifier("merge") == true,
            source.token(open - 2)?.isPunctuation(".") == true, let close = source.closing[open],
            let end = source.closing[i + 1], end + 1 == close
        else { return false }
        var receiver = open - 3
        while let t = source.token(receiver), t.isPunctuation("!") || t.isPunctuation("?") { receiver -= 1 }
        guard let r = source.token(receiver) else { return false }
        if r.kind == .identifier { return true }
        guard r.isPunctuation(")"), let callOpen = source.enclosingParenthesis(before: receiver, within: 4_095),
            source.closing[callOpen] == receiver,
            let call = source.token(callOpen - 1)
        else { return false }
        return call.isIdentifier("TextStyle") || call.isIdentifier("copyWith") || call.isIdentifier("merge")
    }

    /// The steps written after the token at `end` (`.merge(…)`, `.copyWith(…)`, `.semiBold`), in order, and the
    /// index of the last token they take.
    static func chain(after end: Int, in source: SourceCalls, getters: [String: ExtensionGetter]) -> (
        steps: [ChainStep], end: Int
    ) {
        var steps: [ChainStep] = []
        var j = end
        while true {
            var dot = j + 1
            while let t = source.token(dot), t.isPunctuation("!") || t.isPunctuation("?") { dot += 1 }
            guard source.token(dot)?.isPunctuation(".") == true, source.token(dot + 1) != nil,
                let step = step(at: dot + 1, in: source, getters: getters)
            else { break }
            steps.append(step)
            j = source.token(dot + 2)?.isPunctuation("(") == true ? (source.closing[dot + 2] ?? dot + 1) : dot + 1
        }
        return (steps, j)
    }

    /// Applies `steps` to `style`, the face arguments each gives as `apply` reads them; `.computed` as soon as one
    /// is decided at run time.
    func apply(_ steps: [ChainStep], to style: inout Style, family: FamilyArgument, _ constants: DartConstants)
        -> FamilyArgument
    {
        var family = family
        for step in steps {
            guard let arguments = step.arguments else { return .computed }
            if step.replaces {
                // `merge` of an `inherit: false` style is that style: nothing of the receiver is kept.
                (style.family, style.weight, style.italic, style.platformDefault) = ("", 400, false, false)
                style.axisWeight = nil
                family = .noFamily
            }
            switch apply(arguments, to: &style, in: step.source, constants) {
            case .computed: return .computed
            case .family: family = .family
            case .noFamily: break
            }
        }
        return family
    }
}
