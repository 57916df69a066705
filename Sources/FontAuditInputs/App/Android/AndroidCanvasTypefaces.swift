/// Typefaces loaded in code (`ResourcesCompat.getFont`) that only ever go to a `Paint`, whose text a view draws on
/// a `Canvas` itself (a chart, a share image). Android 12's Bold Text never reaches that text: the framework adds
/// `Configuration.fontWeightAdjustment` to a typeface only in `TextView.setTypeface` ("newWeight =
/// Math.min(Math.max(tf.getWeight() + mFontWeightAdjustment, FontStyle.FONT_WEIGHT_MIN), FONT_WEIGHT_MAX);
/// tf = Typeface.create(tf, newWeight, italic)", frameworks/base core/java/android/widget/TextView.java), and
/// `Paint.setTypeface` keeps the typeface it is given.
///
/// A paint is told apart by its name (`paint`, `mPaint`, `paintTextMain`, `textPaint`) or by `Paint(…).apply {
/// typeface = … }`; a typeface with any other use (a view's `typeface`, an argument, a `return`) or none seen is a
/// view's, as before.
enum AndroidCanvasTypefaces {
    /// "a Paint (paintTextMain.setTypeface)" when the typeface that the `getFont` chain starting at `start` loads
    /// goes only to paints: set straight on one, or bound to `name` and every use of that name in the file sets a
    /// paint's typeface. Nil otherwise.
    static func painter(ofLoadAt start: Int, boundTo name: String?, in source: SourceCalls) -> String? {
        if let direct = paintUse(ofValueAt: start, in: source) { return direct }
        guard let name else { return nil }
        var painter: String?
        for k in source.tokens.indices where source.tokens[k].isIdentifier(name) {
            // `this.name` is the name; `name = …` and `name: Typeface = …` give it its value.
            let use =
                source.token(k - 1)?.isPunctuation(".") == true && source.token(k - 2)?.isIdentifier("this") == true
                ? k - 2 : k
            if use == k, source.token(k - 1)?.isPunctuation(".") == true { return nil }
            if let next = source.token(k + 1),
                next.isPunctuation(":") || next.isPunctuation("=") && !isComparison(k + 1, in: source)
            {
                continue
            }
            // Java's `Typeface name;` and `Typeface name = …` declare it.
            if source.token(k - 1)?.isIdentifier("Typeface") == true { continue }
            guard let found = paintUse(ofValueAt: use, in: source), source.token(k + 1).map(endsValue) == true else {
                return nil
            }
            painter = painter ?? found
        }
        return painter
    }

    /// `==` is no assignment: the `=` at `i` follows the name, so only the next token can make it one.
    private static func isComparison(_ i: Int, in source: SourceCalls) -> Bool {
        source.token(i + 1)?.isPunctuation("=") == true
    }

    /// A value ends at a closing bracket, a separator or the end of a statement.
    private static func endsValue(_ t: SourceToken) -> Bool {
        t.isPunctuation(")") || t.isPunctuation(",") || t.isPunctuation(";") || t.startsLine
            || t.isPunctuation("}")
    }

    /// The paint the value starting at `i` is set on, described: `x.setTypeface(value)`, `x.typeface = value`,
    /// or `typeface = value` inside `Paint(…).apply { … }`, where `x` names a paint.
    private static func paintUse(ofValueAt i: Int, in source: SourceCalls) -> String? {
        // `receiver.setTypeface(value` and Java's `receiver.setTypeface(value, …`.
        if source.token(i - 1)?.isPunctuation("(") == true, source.token(i - 2)?.isIdentifier("setTypeface") == true {
            guard source.token(i - 3)?.isPunctuation(".") == true, let receiver = source.token(i - 4),
                receiver.kind == .identifier, namesPaint(receiver.text)
            else { return nil }
            return "a Paint (\(receiver.text).setTypeface)"
        }
        guard source.token(i - 1)?.isPunctuation("=") == true, source.token(i - 2)?.isIdentifier("typeface") == true
        else { return nil }
        if source.token(i - 3)?.isPunctuation(".") == true {
            guard let receiver = source.token(i - 4), receiver.kind == .identifier, namesPaint(receiver.text) else {
                return nil
            }
            return "a Paint (\(receiver.text).typeface)"
        }
        // `Paint(…).apply { typeface = value }`, `TextPaint().apply { … }`.
        guard let brace = source.enclosingBracket(before: i - 2, within: 300), source.tokens[brace].isPunctuation("{"),
            source.token(brace - 1)?.isIdentifier("apply") == true, source.token(brace - 2)?.isPunctuation(".") == true,
            source.token(brace - 3)?.isPunctuation(")") == true,
            let open = source.opening(of: brace - 3, within: 300),
            let callee = source.token(open - 1), callee.isIdentifier("Paint") || callee.isIdentifier("TextPaint")
        else { return nil }
        return "a Paint (\(callee.text)().apply { typeface })"
    }

    /// `paint`, `mPaint`, `textPaint`, `paintTextMain`: a name with "paint" in it, in any case.
    private static func namesPaint(_ name: String) -> Bool {
        name.lowercased().contains("paint")
    }
}
