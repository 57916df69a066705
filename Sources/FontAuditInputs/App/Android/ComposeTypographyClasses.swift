import FontAuditModel

/// Copies of Material 2's `Typography` class (Unstoppable Wallet's, and the usual `AppTypography` of a design
/// system): a constructor whose `TextStyle` parameters have defaults, beside `defaultFontFamily: FontFamily = F`,
/// each passed on as `headline.withDefaultFontFamily(defaultFontFamily)`. androidx's own (compose/material
/// `Typography.kt`) is `private fun TextStyle.withDefaultFontFamily(default: FontFamily): TextStyle { return if
/// (fontFamily != null) this else copy(fontFamily = default) }`: a parameter's default that sets no family is in
/// `F`, one that sets its own keeps it.
extension ComposeFonts {
    /// A parameter list that passes a default family on to its `TextStyle` parameters: each family parameter's
    /// default, and which family parameter each `TextStyle` parameter is given.
    struct DefaultFamilyStep {
        /// The list's brackets.
        var range: ClosedRange<Int>
        /// `defaultFontFamily: FontFamily = F`: the range of `F`, by the parameter's name.
        var familyDefaults: [String: Range<Int>] = [:]
        /// `headline.withDefaultFontFamily(defaultFontFamily)`: "headline" → "defaultFontFamily".
        var given: [String: String] = [:]
        /// `: this(defaultFontFamily, …)`: a family parameter passed on whole to the primary constructor, which
        /// gives it to every style.
        var passedOn: String?
    }

    /// How far back from a parameter's default its list's `(` is looked for, and how far after the list the
    /// step is: a class's worth of tokens.
    static let parameterListReach = 3_000
    static let defaultStepReach = 20_000

    /// The family a `TextStyle(…)` at `i` that is a parameter's default (`headline: TextStyle = TextStyle(…)`)
    /// gets when it names none: the default of the family parameter its list passes it on with; nil when the
    /// call is no parameter's default, or the list passes no default family on to it. `last`: the list the
    /// previous call was in, which the next parameter's default is most likely in too.
    func defaultFamily(ofParameterDefaultAt i: Int, in source: SourceCalls, last: inout DefaultFamilyStep?)
        -> Range<Int>?
    {
        guard i >= 5, source.tokens[i - 1].isPunctuation("="), source.tokens[i - 2].isIdentifier("TextStyle"),
            source.tokens[i - 3].isPunctuation(":"), source.tokens[i - 4].kind == .identifier,
            source.tokens[i - 5].isPunctuation("(") || source.tokens[i - 5].isPunctuation(",")
        else { return nil }
        let name = source.tokens[i - 4].text
        if last?.range.contains(i) != true {
            guard let open = source.enclosingParenthesis(before: i - 4, within: Self.parameterListReach),
                let close = source.closing[open], open >= 1, source.tokens[open - 1].kind == .identifier
            else { return nil }
            last = Self.defaultFamilyStep(open: open, close: close, in: source)
        }
        guard let step = last, let parameter = step.given[name] ?? step.passedOn else { return nil }
        return step.familyDefaults[parameter]
    }

    private static func defaultFamilyStep(open: Int, close: Int, in source: SourceCalls) -> DefaultFamilyStep {
        var step = DefaultFamilyStep(range: open...close)
        for parameter in source.arguments(ofCallAt: open - 1, separator: ":") {
            let range = parameter.range
            guard let name = parameter.label, range.count >= 3,
                source.tokens[range.lowerBound].isIdentifier("FontFamily"),
                source.tokens[range.lowerBound + 1].isPunctuation("=")
            else { continue }
            step.familyDefaults[name] = (range.lowerBound + 2)..<range.upperBound
        }
        guard !step.familyDefaults.isEmpty else { return step }
        // After the list: the delegation `: this(…)` of a secondary constructor, or the class's body.
        let region: Range<Int>
        if source.token(close + 1)?.isPunctuation(":") == true, source.token(close + 2)?.isIdentifier("this") == true,
            source.token(close + 3)?.isPunctuation("(") == true, let end = source.closing[close + 3]
        {
            region = (close + 4)..<end
            for argument in source.arguments(ofCallAt: close + 2, separator: "=") where argument.range.count == 1 {
                let value = source.tokens[argument.range.lowerBound]
                if value.kind == .identifier, step.familyDefaults[value.text] != nil { step.passedOn = value.text }
            }
        } else if source.token(close + 1)?.isPunctuation("{") == true, let end = source.closing[close + 1] {
            region = (close + 2)..<end
        } else {
            return step
        }
        // `name.withDefaultFontFamily(family)`: any one-argument function of a family parameter on the parameter,
        // but `copy` and `merge`, whose argument is no family.
        let t = source.tokens
        var j = region.lowerBound
        let end = min(region.upperBound, region.lowerBound + defaultStepReach) - 5
        while j < end {
            defer { j += 1 }
            guard t[j].kind == .identifier, t[j + 1].isPunctuation("."), t[j + 2].kind == .identifier,
                t[j + 3].isPunctuation("("), t[j + 4].kind == .identifier, t[j + 5].isPunctuation(")"),
                step.familyDefaults[t[j + 4].text] != nil, !t[j + 2].isIdentifier("copy"),
                !t[j + 2].isIdentifier("merge"), j == 0 || !t[j - 1].isPunctuation(".")
            else { continue }
            step.given[t[j].text] = step.given[t[j].text] ?? t[j + 4].text
        }
        return step
    }
}
