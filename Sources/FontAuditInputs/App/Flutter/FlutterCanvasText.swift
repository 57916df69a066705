/// Styles that Flutter draws on a canvas rather than in a `Text` widget: Flame's `TextPaint(style: …)` and a
/// `TextPainter(text: TextSpan(style: …))`. Bold Text reaches only widgets (`Text.build` in widgets/text.dart:
/// `if (MediaQuery.boldTextOf(context)) effectiveTextStyle = effectiveTextStyle!.merge(const TextStyle(fontWeight:
/// FontWeight.bold))`); Flame's `TextPaint` "is based on top of Flutter's TextPainter", which reads no MediaQuery.
enum FlutterCanvasText {
    /// "Flame's TextPaint" or "a TextPainter" when the `TextStyle(` call at `i` is the `style:` of one; nil otherwise.
    static func painter(ofStyleAt i: Int, in source: SourceCalls) -> String? {
        guard let call = enclosingCall(ofArgumentAt: i, labelled: "style", in: source) else { return nil }
        if source.tokens[call].isIdentifier("TextPaint") { return "Flame's TextPaint" }
        guard source.tokens[call].isIdentifier("TextSpan"),
            let outer = enclosingCall(ofArgumentAt: call, labelled: "text", in: source),
            source.tokens[outer].isIdentifier("TextPainter")
        else { return nil }
        return "a TextPainter"
    }

    /// The callee of the call whose `label: [const] value` argument starts at `i`.
    private static func enclosingCall(ofArgumentAt i: Int, labelled label: String, in source: SourceCalls) -> Int? {
        var start = i
        if source.token(start - 1)?.isIdentifier("const") == true { start -= 1 }
        guard source.token(start - 1)?.isPunctuation(":") == true, source.token(start - 2)?.isIdentifier(label) == true
        else { return nil }
        // The `(` that holds the argument list, among the 298 tokens before the label.
        guard let open = source.enclosingParenthesis(before: start - 2, within: 298), open >= 1,
            source.tokens[open - 1].kind == .identifier
        else { return nil }
        return open - 1
    }
}
