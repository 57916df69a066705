import FontAuditModel

/// Names the app binds to one font name and swaps for another when the user turns Bold Text on: DP-3T's and
/// CovidCertificate's `var boldFontName = "Inter-Bold"`, then `boldFontName = "Inter-ExtraBold"` in the
/// `case .bold:` of a `switch UITraitCollection.current.legibilityWeight`. The name asks for the first face, and
/// under Bold Text for the second: the app maps Bold Text itself, which is what Apple leaves to an app with custom
/// fonts (UIKit's `UITraitCollection.legibilityWeight`, "The font weight to apply to text … The legibility weight
/// reflects the value of the Bold Text display setting"; `UIAccessibility.isBoldTextEnabled`).
///
/// A swap is read only in that exact form: a `var` bound once to a plain literal, assigned again only inside a
/// Bold Text branch and only to one plain literal; any other assignment, a second declaration or a `String`
/// parameter of the name leaves it out (not checked, as before). A Bold Text branch is the `case .bold` section of
/// a `switch` on a `legibilityWeight`, or the block of an `if` whose condition reads `isBoldTextEnabled` (not
/// negated, with no `||`) or tests `legibilityWeight == .bold`.
enum SwiftBoldTextNames {
    struct Swap: Equatable {
        var normal: String
        var boldText: String
    }

    static func swaps(in tokens: [SourceToken], closing: [Int?]) -> [String: Swap] {
        guard tokens.contains(where: { $0.isIdentifier("legibilityWeight") || $0.isIdentifier("isBoldTextEnabled") })
        else { return [:] }
        // Which tokens lie in a Bold Text branch, marked once (a running count of the branches open at each
        // token), so a file of many branches and assignments costs one pass, not their product.
        var open = [Int](repeating: 0, count: tokens.count + 1)
        for branch in boldTextBranches(tokens, closing: closing) {
            open[branch.lowerBound] += 1
            open[branch.upperBound + 1] -= 1
        }
        var depth = 0
        let inBold = open.dropLast().map { change in
            depth += change
            return depth > 0
        }
        func inBranch(_ i: Int) -> Bool { inBold[i] }
        var declared: [String: String] = [:]
        var boldText: [String: String] = [:]
        var excluded = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier {
            let t = tokens[i]
            if t.isIdentifier("let") || t.isIdentifier("var"), i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                let name = tokens[i + 1].text
                if t.isIdentifier("var"), let value = literal(tokens, at: i + 2), declared[name] == nil {
                    declared[name] = value
                } else {
                    excluded.insert(name)
                }
                continue
            }
            // `self.name = …` is the name; another value's `.name` is not.
            let member = i > 0 && tokens[i - 1].isPunctuation(".")
            guard i + 1 < tokens.count, !member || (i > 1 && tokens[i - 2].isIdentifier("self")),
                !(i > 0 && (tokens[i - 1].isIdentifier("let") || tokens[i - 1].isIdentifier("var")))
            else { continue }
            if tokens[i + 1].isPunctuation(":") {
                // A parameter or property of the same name (`name: String`) may hold anything; an argument label
                // (`UIFont(name: name, …)`) is no binding.
                if i + 2 < tokens.count, tokens[i + 2].isIdentifier("String") { excluded.insert(t.text) }
            } else if tokens[i + 1].isPunctuation("="), i + 2 < tokens.count, !tokens[i + 2].isPunctuation("=") {
                guard inBranch(i), let value = literal(tokens, at: i + 1), boldText[t.text] ?? value == value else {
                    excluded.insert(t.text)
                    continue
                }
                boldText[t.text] = value
            }
        }
        var found: [String: Swap] = [:]
        for (name, value) in boldText where !excluded.contains(name) {
            guard let normal = declared[name] else { continue }
            found[name] = Swap(normal: normal, boldText: value)
        }
        return found
    }

    /// `= "literal"` at `i` (the `=`), the literal the whole value: nothing computed, joined or called after it.
    private static func literal(_ tokens: [SourceToken], at i: Int) -> String? {
        var k = i
        // `: String`
        if k + 1 < tokens.count, tokens[k].isPunctuation(":"), tokens[k + 1].isIdentifier("String") { k += 2 }
        guard k + 1 < tokens.count, tokens[k].isPunctuation("="), tokens[k + 1].kind == .string,
            !tokens[k + 1].interpolates
        else { return nil }
        if k + 2 < tokens.count, tokens[k + 2].kind == .punctuation,
            !(tokens[k + 2].isPunctuation(";") || tokens[k + 2].isPunctuation("}"))
        {
            return nil
        }
        return tokens[k + 1].text
    }

    /// The token ranges of the code that runs only when Bold Text is on.
    private static func boldTextBranches(_ tokens: [SourceToken], closing: [Int?]) -> [ClosedRange<Int>] {
        var branches: [ClosedRange<Int>] = []
        for i in tokens.indices where tokens[i].isIdentifier("switch") || tokens[i].isIdentifier("if") {
            // The condition or subject runs to the `{` of the body, past any bracketed group; 256 tokens at most
            // (`#if DEBUG` has no body: the look stops there), so nested groups cost no more than that each.
            var k = i + 1
            var condition: [Int] = []
            while k < tokens.count, k - i < 256, !tokens[k].isPunctuation("{") {
                condition.append(k)
                if tokens[k].isPunctuation("(") || tokens[k].isPunctuation("["), let end = closing[k] {
                    guard end - i < 256 else { break }
                    condition += Array((k + 1)...end)
                    k = end
                }
                k += 1
            }
            guard k < tokens.count, tokens[k].isPunctuation("{"), let end = closing[k] else { continue }
            if tokens[i].isIdentifier("switch") {
                guard condition.contains(where: { tokens[$0].isIdentifier("legibilityWeight") }) else { continue }
                branches += boldCases(tokens, closing: closing, body: k, end: end)
            } else if readsBoldText(tokens, condition) {
                branches.append(k...end)
            }
        }
        return branches
    }

    /// `UIAccessibility.isBoldTextEnabled` (not negated by a `!` before it, nor compared with `false`), or
    /// `legibilityWeight == .bold`, in an `if`'s condition, with no `||` that could make it true some other way.
    private static func readsBoldText(_ tokens: [SourceToken], _ condition: [Int]) -> Bool {
        func token(_ n: Int) -> SourceToken? { n >= 0 && n < condition.count ? tokens[condition[n]] : nil }
        var reads = false
        for n in condition.indices {
            guard let t = token(n) else { continue }
            if t.isPunctuation("|") { return false }
            if t.isIdentifier("isBoldTextEnabled") {
                // Back over the receiver (`UIAccessibility.`) to a `!` before it.
                var m = n
                while token(m - 1)?.isPunctuation(".") == true, token(m - 2)?.kind == .identifier { m -= 2 }
                if token(m - 1)?.isPunctuation("!") == true { return false }
                if token(n + 1)?.isPunctuation("=") == true || token(n + 1)?.isPunctuation("!") == true {
                    return false
                }
                reads = true
            }
            if t.isIdentifier("legibilityWeight"), token(n + 1)?.isPunctuation("=") == true,
                token(n + 2)?.isPunctuation("=") == true, token(n + 3)?.isPunctuation(".") == true,
                token(n + 4)?.isIdentifier("bold") == true
            {
                reads = true
            }
        }
        return reads
    }

    /// The `case .bold:` sections of a `switch` body (`{` at `body`, `}` at `end`): from the label to the next
    /// `case` or `default` of the same body.
    private static func boldCases(_ tokens: [SourceToken], closing: [Int?], body: Int, end: Int) -> [ClosedRange<Int>] {
        var labels: [(index: Int, bold: Bool)] = []
        var k = body + 1
        while k < end {
            let t = tokens[k]
            if t.isPunctuation("{") || t.isPunctuation("(") || t.isPunctuation("["), let close = closing[k] {
                k = close + 1
                continue
            }
            if t.isIdentifier("case") {
                let bold =
                    k + 3 < end && tokens[k + 1].isPunctuation(".") && tokens[k + 2].isIdentifier("bold")
                    && tokens[k + 3].isPunctuation(":")
                labels.append((k, bold))
            } else if t.isIdentifier("default") {
                labels.append((k, false))
            }
            k += 1
        }
        var sections: [ClosedRange<Int>] = []
        for (n, label) in labels.enumerated() where label.bold {
            let next = n + 1 < labels.count ? labels[n + 1].index - 1 : end
            sections.append(label.index...next)
        }
        return sections
    }
}
