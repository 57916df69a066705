import FontAuditModel

/// Styles made by functions and chains of `.merge(…)` and `.copy(…)` (MBTA's typography: `private fun
/// textStyle(fontSize: TextUnit): TextStyle = TextStyle(fontFamily = fontFamily, …)`, `val body =
/// textStyle(17.sp)`, `val bodySemibold = body.merge(fontWeight = FontWeight.SemiBold)`, `val bodySemiboldItalic =
/// bodySemibold.merge(fontStyle = FontStyle.Italic)`), found once every file's plain styles are read.
struct ComposeStyleChains {
    /// A function whose one value is a `TextStyle(…)` call, or a `.copy(…)` of one of its parameters: each call
    /// of it is a style.
    struct Factory {
        var source: Int
        /// The `TextStyle` call of its body, or the `copy` of `parameter.copy(…)`.
        var template: Int
        var parameters: [(name: String, defaultValue: Range<Int>?)]
        /// The parameter whose `.copy(…)` the body is (Blockstream Green's `fun copyTextStyle(textStyle: TextStyle,
        /// fontWeight: FontWeight? = textStyle.fontWeight, …): TextStyle = textStyle.copy(fontFamily = InterFont(),
        /// fontWeight = fontWeight, …)`): each call's style is the template's arguments over the style passed.
        var copied: Int?
    }

    /// `val name = <chain>`: a name a later chain may start from.
    struct Binding {
        var source: Int
        var value: Range<Int>
    }

    /// A chain's end, and what it starts from.
    struct Chain {
        var range: Range<Int>
        /// The `TextStyle(…)` it starts from, when it does: that call is read as a style of its own.
        var startsAtTextStyle: Bool
        /// The name of one `.copy(…)` on a name (`Body.copy(…)`): read by `readCopies` when that name is a style
        /// it knows.
        var copiedName: Range<Int>?
    }

    /// How many names and links one style may go through: a cycle (`a = b.merge(…)`, `b = a.merge(…)`, which
    /// Kotlin leaves null at run time) ends there, not checked.
    static let maxDepth = 32

    let sources: [SourceCalls]
    private(set) var factories: [String: [Factory]] = [:]
    private(set) var bindings: [String: [Binding]] = [:]
    /// Per source, the chains found in it.
    private(set) var chains: [[Chain]] = []
    /// Per source, the template of each factory, its name and whether some call uses it: such a template is read
    /// through its calls, not as a style of its own.
    private(set) var templates: [[Int: (name: String, called: Bool)]] = []

    init(sources: [SourceCalls]) {
        self.sources = sources
        for (s, source) in sources.enumerated() {
            for i in source.calls(named: "TextStyle") {
                guard let name = ComposeFonts.function(makingValueAt: i, ofType: "TextStyle", in: source) else {
                    continue
                }
                let parameters = source.arguments(ofCallAt: name, separator: ":").compactMap { parameter in
                    parameter.label.map { ($0, Self.defaultValue(parameter.range, in: source)) }
                }
                factories[source.tokens[name].text, default: []].append(
                    Factory(source: s, template: i, parameters: parameters))
            }
            for (name, factory) in Self.copyFactories(in: source, s) {
                factories[name, default: []].append(factory)
            }
        }
        var allCalled = Set<String>()
        let factoryNames = Set(factories.keys)
        for (s, source) in sources.enumerated() {
            var found: [Chain] = []
            var called = Set<String>()
            for (i, name) in source.calls(namedAnyOf: factoryNames)
            where source.token(i - 1)?.isIdentifier("fun") != true {
                called.insert(name)
                // Followed by `.merge(…)` or `.copy(…)`: that chain's end is found below.
                if let close = source.closing[i + 1], Self.link(at: close + 2, in: source) == nil {
                    found.append(Chain(range: i..<(close + 1), startsAtTextStyle: false, copiedName: nil))
                }
            }
            // `.merge(` and `.copy(` by their brackets' bytes first: a token-by-token `link` over every file cost 6 %
            // of a 2,000-file Compose audit.
            let tokens = source.tokens
            for i in 1..<max(1, tokens.count - 1)
            where tokens[i - 1].byte == UInt8(ascii: ".") && tokens[i + 1].byte == UInt8(ascii: "(") {
                guard let close = Self.link(at: i, in: source), Self.link(at: close + 2, in: source) == nil,
                    let chain = Self.chain(endingAt: close, link: i, in: source)
                else { continue }
                found.append(chain)
            }
            found.sort { $0.range.lowerBound < $1.range.lowerBound }
            for chain in found {
                guard let name = source.boundName(ofValueAt: chain.range.lowerBound),
                    ComposeFonts.endsStatement(after: chain.range.upperBound - 1, in: source)
                else { continue }
                bindings[name, default: []].append(Binding(source: s, value: chain.range))
            }
            chains.append(found)
            allCalled.formUnion(called)
        }
        templates = sources.map { _ in [:] }
        for (name, all) in factories {
            for factory in all { templates[factory.source][factory.template] = (name, allCalled.contains(name)) }
        }
    }

    /// The functions of `source` whose one value is `parameter.copy(…)` of one of their parameters, by name.
    private static func copyFactories(in source: SourceCalls, _ s: Int) -> [(String, Factory)] {
        var found: [(String, Factory)] = []
        let tokens = source.tokens
        for i in 1..<max(1, tokens.count - 3)
        where tokens[i + 1].byte == UInt8(ascii: ".") && tokens[i + 3].byte == UInt8(ascii: "(") {
            guard tokens[i].kind == .identifier, tokens[i + 2].isIdentifier("copy"),
                !tokens[i - 1].isPunctuation("."),
                let name = ComposeFonts.function(makingValueFrom: i, open: i + 3, ofType: "TextStyle", in: source)
            else { continue }
            let parameters = source.arguments(ofCallAt: name, separator: ":").compactMap { parameter in
                parameter.label.map { ($0, Self.defaultValue(parameter.range, in: source)) }
            }
            guard let copied = parameters.firstIndex(where: { $0.0 == tokens[i].text }) else { continue }
            found.append(
                (tokens[name].text, Factory(source: s, template: i + 2, parameters: parameters, copied: copied)))
        }
        return found
    }

    /// The closing bracket of a `.merge(…)` or `.copy(…)` whose name is at `i`.
    static func link(at i: Int, in source: SourceCalls) -> Int? {
        guard let name = source.token(i), name.isIdentifier("merge") || name.isIdentifier("copy"),
            source.token(i - 1)?.isPunctuation(".") == true, source.token(i + 1)?.isPunctuation("(") == true
        else { return nil }
        return source.closing[i + 1]
    }

    /// The chain whose last link is the one named at `link`: back over names, calls and links to its first token
    /// (at most 64 steps, each bracket looked for within 400 tokens).
    private static func chain(endingAt close: Int, link: Int, in source: SourceCalls) -> Chain? {
        var links = 1
        var copies = source.tokens[link].isIdentifier("copy") ? 1 : 0
        var k = link - 2
        var startsAtCall = false
        for _ in 0..<64 {
            startsAtCall = false
            if source.token(k)?.isPunctuation(")") == true {
                guard let open = source.opening(of: k, within: 400), source.tokens[open].isPunctuation("(") else {
                    return nil
                }
                k = open - 1
                startsAtCall = true
            }
            guard source.token(k)?.kind == .identifier else { return nil }
            if self.link(at: k, in: source) != nil {
                links += 1
                if source.tokens[k].isIdentifier("copy") { copies += 1 }
            }
            guard source.token(k - 1)?.isPunctuation(".") == true else { break }
            k -= 2
        }
        return Chain(
            range: k..<(close + 1), startsAtTextStyle: startsAtCall && source.tokens[k].isIdentifier("TextStyle"),
            copiedName: links == 1 && copies == 1 && !startsAtCall ? k..<(link - 1) : nil)
    }

    /// The default of a parameter `name: Type = value`: the tokens after its first `=` outside brackets.
    private static func defaultValue(_ range: Range<Int>, in source: SourceCalls) -> Range<Int>? {
        var j = range.lowerBound
        while j < range.upperBound {
            if let end = source.closing[j] {
                j = end + 1
                continue
            }
            if source.tokens[j].isPunctuation("=") {
                return j + 1 < range.upperBound ? (j + 1)..<range.upperBound : nil
            }
            j += 1
        }
        return nil
    }

    /// The factory a call in source `s` names: the one in that file, else the only one there is.
    func factory(named name: String, from s: Int) -> Factory? {
        guard let all = factories[name] else { return nil }
        return all.first { $0.source == s } ?? (all.count == 1 ? all[0] : nil)
    }

    /// The chain bound to `name` that a use at `use` in source `s` reads: the last bound before it in that file,
    /// else the first after it (a property may name one declared later), never the one holding the use (`val
    /// bodyLarge = baseline.bodyLarge.copy(…)` is not its own base); else the only one in another file.
    func binding(_ name: String, before use: Int, in s: Int) -> Binding? {
        guard let all = bindings[name] else { return nil }
        let local = all.filter { $0.source == s && !$0.value.contains(use) }
        if let before = local.last(where: { $0.value.lowerBound < use }) ?? local.first { return before }
        let others = all.filter { $0.source != s }
        return others.count == 1 ? others[0] : nil
    }
}

extension ComposeFonts {
    /// Whether the statement ends after token `end`: the next token starts a line, is `;` or `}`, or there is none.
    static func endsStatement(after end: Int, in source: SourceCalls) -> Bool {
        guard let next = source.token(end + 1) else { return true }
        return next.startsLine || next.isPunctuation(";") || next.isPunctuation("}")
    }

    /// A style at each chain that `readStyles` and `readCopies` do not read: a factory's call, and any
    /// `.merge(…)` or `.copy(…)` chain but one `.copy(…)` on a name read already (`known`) and one starting at a
    /// `TextStyle(…)` (read as that call). A chain over nothing read here gives nothing. Returns, per source, where
    /// the chains read start, for `readCopies` to pass over.
    mutating func readChains(
        _ chains: ComposeStyleChains, known: [String: Style], families: [String: Family], fonts: [String: FontValue]
    ) -> [Set<Int>] {
        var read: [Set<Int>] = []
        for (s, source) in chains.sources.enumerated() {
            var starts = Set<Int>()
            for chain in chains.chains[s] where !chain.startsAtTextStyle {
                if let copied = chain.copiedName, let name = source.referencedName(copied), known[name] != nil {
                    continue
                }
                // A chain that sets no font (`Typography.footnote.copy(color = …)`, `.merge(textAlign = …)`) is
                // the style it starts from, audited there; a factory's call is a style of its own.
                let start = chain.range.lowerBound
                let callsFactory =
                    source.token(start + 1)?.isPunctuation("(") == true
                    && chains.factory(named: source.tokens[start].text, from: s) != nil
                guard callsFactory || Self.namesFont(chain.range, in: source) else { continue }
                guard
                    var style = styleValue(
                        chain.range, in: s, chains: chains, known: known, families: families, fonts: fonts)
                else { continue }
                style.name = styleName(source.boundName(ofValueAt: start), at: start, in: source)
                style.location = source.location(start)
                styles.append(style)
                starts.insert(start)
            }
            read.append(starts)
        }
        return read
    }

    /// Whether a font label is among the tokens of `range`: a call that sets a font names one.
    private static func namesFont(_ range: Range<Int>, in source: SourceCalls) -> Bool {
        range.contains { i in
            source.tokens[i].kind == .identifier && textFontLabels.contains { source.tokens[i].isIdentifier($0) }
        }
    }

    /// The style a value gives: an inline `TextStyle(…)`, `LocalTextStyle.current` (the theme's), a style or role
    /// read here by its last name (`MaterialTheme.typography.bodyLarge`, `Body`), a name bound to a chain, a
    /// factory's call, or any of those with `.copy(…)` or `.merge(…)` after it. Nil when it is none of those (a
    /// parameter, a role the app's typography leaves at the platform's default family).
    func styleValue(
        _ range: Range<Int>, in s: Int, chains: ComposeStyleChains, known: [String: Style],
        families: [String: Family], fonts: [String: FontValue], depth: Int = 0
    ) -> Style? {
        let source = chains.sources[s]
        guard let start = source.valueStart(range) else { return nil }
        guard depth < ComposeStyleChains.maxDepth else {
            return Style(name: "", location: source.location(start), family: .unknown, weight: 400, italic: false)
        }
        func value(_ range: Range<Int>, in s: Int) -> Style? {
            styleValue(range, in: s, chains: chains, known: known, families: families, fonts: fonts, depth: depth + 1)
        }
        let t = source.tokens
        let last = range.upperBound - 1
        if t[last].isPunctuation(")"), let open = (start..<last).last(where: { source.closing[$0] == last }) {
            // `….copy(…)` and `….merge(…)`: the arguments over the style before.
            if open - 2 > start, Self.isLink(open - 1, in: source) {
                guard let base = value(start..<(open - 2), in: s) else { return nil }
                return mergedLink(at: open - 1, over: base, in: source, families: families, fonts: fonts)
            }
            if open == start + 1, t[start].isIdentifier("TextStyle") {
                return merged(
                    source.arguments(ofCallAt: start, separator: "="), over: nil, at: start, in: source,
                    families: families, fonts: fonts)
            }
            if open == start + 1, t[start].kind == .identifier,
                let factory = chains.factory(named: t[start].text, from: s)
            {
                // A copy of its parameter: the style passed, when it is one read here.
                var base: Style?
                if let p = factory.copied {
                    let given = source.arguments(ofCallAt: start, separator: "=")
                    let name = factory.parameters[p].name
                    if let passed = given.first(where: { $0.label == name })
                        ?? (given.prefix(p + 1).allSatisfy { $0.label == nil } ? given[safe: p] : nil)
                    {
                        base = value(passed.range, in: s) ?? Self.baselineLetRole(passed.range, in: source)
                    }
                }
                return factoryStyle(
                    factory, calledAt: start, over: base, in: source, chains: chains, families: families,
                    fonts: fonts)
            }
        }
        guard let name = source.referencedName(start..<range.upperBound) else { return nil }
        if name == "current", start + 2 == last, t[start].isIdentifier("LocalTextStyle") {
            return known[Self.importsMaterial2Text(source) ? "body1" : "bodyLarge"]
        }
        if let binding = chains.binding(name, before: start, in: s), binding.source == s {
            return value(binding.value, in: s)
        }
        if let style = known[name] { return style }
        return chains.binding(name, before: start, in: s).flatMap { value($0.value, in: $0.source) }
    }

    private static func isLink(_ i: Int, in source: SourceCalls) -> Bool {
        ComposeStyleChains.link(at: i, in: source) != nil
    }

    /// `base.copy(…)` or `base.merge(…)` at `i`: the arguments it sets over `base`. Compose's
    /// `TextStyle.merge(other)` fills what `other` leaves unset from `base` (androidx compose/ui/ui-text
    /// `TextStyle.kt`: "[other] text style's null or inherit properties are replaced with the non-null properties
    /// of this text style … If the given text style is null, returns this text style", through
    /// `toSpanStyle().merge(other.toSpanStyle())`; `merge(other: SpanStyle)` likewise), and the named-argument
    /// overload `merge(fontWeight = …, fontStyle = …)` does the same with its arguments. So `merge(TextStyle(…))`
    /// is that call's arguments over `base`; `merge(someStyle)` takes fields this scan does not know: not checked.
    private func mergedLink(
        at i: Int, over base: Style, in source: SourceCalls, families: [String: Family], fonts: [String: FontValue]
    ) -> Style? {
        var arguments = source.arguments(ofCallAt: i, separator: "=")
        if source.tokens[i].isIdentifier("merge"), arguments.count == 1,
            arguments[0].label == nil || arguments[0].label == "other"
        {
            let range = arguments[0].range
            let first = range.lowerBound
            if range.count == 1, source.tokens[first].isIdentifier("null") { return base }
            guard source.tokens[first].isIdentifier("TextStyle") || source.tokens[first].isIdentifier("SpanStyle"),
                source.closing[first + 1] == range.upperBound - 1
            else {
                var unknown = base
                unknown.family = .unknown
                return unknown
            }
            arguments = source.arguments(ofCallAt: first, separator: "=")
        }
        return merged(arguments, over: base, at: i, in: source, families: families, fonts: fonts)
    }

    /// A factory's call at `call`: the template's arguments, each parameter used as a value (`fontWeight =
    /// weight`) taken from the call's argument (by label, or by place while the arguments before it are
    /// unlabelled), else the parameter's default; one with neither is decided at run time, so the style is not
    /// checked. Nil when the template names no family (the platform's default font, as a plain `TextStyle`).
    /// `it.bodyLarge` in `Typography().let { … }` (Blockstream Green's `GreenTypography()`): the baseline
    /// `Typography()`'s role, at its weight (`material3Roles`), in the platform's font, as `baselineRole` reads
    /// `MaterialTheme.typography.bodyLarge`. Any other `it` is not known.
    static func baselineLetRole(_ range: Range<Int>, in source: SourceCalls) -> Style? {
        let first = range.lowerBound
        guard range.count == 3, source.tokens[first].isIdentifier("it"), source.tokens[first + 1].isPunctuation("."),
            let weight = material3Roles[source.tokens[first + 2].text]
        else { return nil }
        // The lambda `it` belongs to: the nearest `{` around the use.
        var position = first
        var budget = 4_096
        while budget > 0, let open = source.enclosingBracket(before: position, within: budget) {
            budget -= position - open
            position = open
            guard source.tokens[open].isPunctuation("{") else { continue }
            guard source.token(open - 1)?.isIdentifier("let") == true,
                source.token(open - 2)?.isPunctuation(".") == true,
                source.token(open - 3)?.isPunctuation(")") == true, source.token(open - 4)?.isPunctuation("(") == true,
                source.token(open - 5)?.isIdentifier("Typography") == true
            else { return nil }
            return Style(
                name: source.tokens[first + 2].text, location: source.location(first), family: .system("Default"),
                weight: weight, italic: false)
        }
        return nil
    }

    /// Whether `range` is `parameter.label` (`textStyle.fontWeight` for `fontWeight`).
    private static func isField(_ label: String, of parameter: String, _ range: Range<Int>, in source: SourceCalls)
        -> Bool
    {
        range.count == 3 && source.tokens[range.lowerBound].isIdentifier(parameter)
            && source.tokens[range.lowerBound + 1].isPunctuation(".")
            && source.tokens[range.lowerBound + 2].isIdentifier(label)
    }

    /// A copy factory's call (`ComposeStyleChains.Factory.copied`) is its arguments over `base`, the style passed;
    /// with none read here, a weight the template does not set is decided at run time.
    private func factoryStyle(
        _ factory: ComposeStyleChains.Factory, calledAt call: Int, over base: Style? = nil, in source: SourceCalls,
        chains: ComposeStyleChains, families: [String: Family], fonts: [String: FontValue]
    ) -> Style? {
        let template = chains.sources[factory.source]
        let given = source.arguments(ofCallAt: call, separator: "=")
        var style = Style(name: "", location: source.location(call), family: .unknown, weight: 400, italic: false)
        var namesFamily = false
        var computed = false
        var setsWeight = false
        if let base {
            style = base
            style.location = source.location(call)
        }
        for argument in template.arguments(ofCallAt: factory.template, separator: "=") {
            var (valueSource, range) = (template, argument.range)
            if range.count == 1, template.tokens[range.lowerBound].kind == .identifier,
                let p = factory.parameters.firstIndex(where: { $0.name == template.tokens[range.lowerBound].text })
            {
                let name = factory.parameters[p].name
                if let passed = given.first(where: { $0.label == name })
                    ?? (given.prefix(p + 1).allSatisfy { $0.label == nil } ? given[safe: p] : nil)
                {
                    (valueSource, range) = (source, passed.range)
                } else if let defaultValue = factory.parameters[p].defaultValue {
                    // `fontWeight: FontWeight? = textStyle.fontWeight`, the copied style's own: left as it is.
                    if let c = factory.copied, let label = argument.label,
                        Self.isField(label, of: factory.parameters[c].name, defaultValue, in: template)
                    {
                        continue
                    }
                    range = defaultValue
                } else {
                    // Kotlin requires such an argument, so this call passes one this scan did not find.
                    computed = computed || ["fontFamily", "fontWeight", "fontStyle"].contains(argument.label ?? "")
                    namesFamily = namesFamily || argument.label == "fontFamily"
                    continue
                }
            }
            let effect = apply(argument.label, range, in: valueSource, to: &style, families: families, fonts: fonts)
            namesFamily = namesFamily || effect.namesFamily
            computed = computed || effect.computed
            setsWeight = setsWeight || argument.label == "fontWeight"
        }
        guard namesFamily else { return nil }
        if computed || factory.copied != nil && base == nil && !setsWeight { style.family = .unknown }
        return style
    }
}
