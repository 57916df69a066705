import FontAuditModel

/// Families made by functions, and the default of an elvis: the forms of Compose Multiplatform typographies
/// (DroidKaigi's `actual fun changoFontFamily(): FontFamily = FontFamily(…)` and `fontFamily ?: chango`).
extension ComposeFonts {
    /// The zero-parameter function whose value is the `FontFamily(…)` call at `i`: `fun name() = FontFamily(…)`,
    /// `fun name(): FontFamily = FontFamily(…)` (also `actual fun`), or a block body's `return FontFamily(…)`.
    /// Compose Multiplatform's `Font(Res.font.x, …)` is @Composable, so its families are made in a @Composable
    /// function or getter (JetBrains, `org.jetbrains.compose.resources.Font`); called with no argument, the
    /// function is that family as a getter is.
    static func familyFunction(makingFamilyAt i: Int, in source: SourceCalls) -> String? {
        guard let name = function(makingValueAt: i, ofType: "FontFamily", in: source),
            source.closing[name + 1] == name + 2
        else { return nil }
        return source.tokens[name].text
    }

    /// The index of the name of the function whose one value is the call at `i`: `fun name(…) = Call(…)`,
    /// `fun name(…): Type = Call(…)` (or `Type?`), or a block body's `return Call(…)`; its parameter list opens
    /// at the next token. A call followed by more (`Call(…).copy(…)`) is not the function's value.
    static func function(makingValueAt i: Int, ofType type: String, in source: SourceCalls) -> Int? {
        function(makingValueFrom: i, open: i + 1, ofType: type, in: source)
    }

    /// The same for a value from `i` to the `(` at `open` and its close: `fun name(style: TextStyle) =
    /// style.copy(…)` (`i` at `style`, `open` after `copy`).
    static func function(makingValueFrom i: Int, open: Int, ofType type: String, in source: SourceCalls) -> Int? {
        guard let close = source.closing[open], source.token(close + 1)?.isPunctuation(".") != true else {
            return nil
        }
        var j = i - 1
        if source.token(j)?.isIdentifier("return") == true {
            // The block it returns from: the nearest `{` before it that closes after the call. A `return`
            // in an `if` block or a lambda is not the function's one value.
            var k = j - 1
            while k >= max(0, j - aliasReach) {
                if source.tokens[k].isPunctuation("{"), let close = source.closing[k], close > i { break }
                k -= 1
            }
            guard k >= 0, source.tokens[k].isPunctuation("{") else { return nil }
            j = k - 1
        } else {
            guard source.token(j)?.isPunctuation("=") == true else { return nil }
            j -= 1
        }
        // The declared return type.
        if source.token(j)?.isPunctuation("?") == true { j -= 1 }
        if source.token(j)?.isIdentifier(type) == true, source.token(j - 1)?.isPunctuation(":") == true { j -= 2 }
        guard j >= 3, source.tokens[j].isPunctuation(")"), let open = source.opening(of: j, within: 400), open >= 2,
            source.tokens[open - 1].kind == .identifier, source.tokens[open - 2].isIdentifier("fun")
        else { return nil }
        return open - 1
    }

    /// The right-hand side of the last `?:` of `range` outside brackets (Kotlin's elvis is right-associative:
    /// `a ?: b ?: c` defaults to `c`).
    static func elvisDefault(_ range: Range<Int>, in source: SourceCalls) -> Range<Int>? {
        var found: Int?
        var j = range.lowerBound
        while j + 1 < range.upperBound {
            if let end = source.closing[j] {
                j = end + 1
                continue
            }
            if source.tokens[j].isPunctuation("?"), source.tokens[j + 1].isPunctuation(":") { found = j }
            j += 1
        }
        guard let found, found + 2 < range.upperBound else { return nil }
        return (found + 2)..<range.upperBound
    }
}
