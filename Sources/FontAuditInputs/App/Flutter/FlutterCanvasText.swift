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
        // Back to the `(` that holds the argument list, over balanced brackets, at most 300 tokens.
        var depth = 0
        var j = start - 3
        while j >= max(0, start - 300) {
            let t = source.tokens[j]
            if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation("}") {
                depth += 1
            } else if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{") {
                if depth == 0 {
                    guard t.isPunctuation("("), j >= 1, source.tokens[j - 1].kind == .identifier else { return nil }
                    return j - 1
                }
                depth -= 1
            }
            j -= 1
        }
        return nil
    }
}
