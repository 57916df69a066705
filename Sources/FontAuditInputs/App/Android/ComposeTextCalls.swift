import FontAuditModel
import FontAuditSystem

/// `Text(…)` and `BasicText(…)` calls that set a font themselves. Material's `Text` merges its `fontFamily`,
/// `fontWeight` and `fontStyle` arguments over its `style`, keeping whatever they leave unset, the family most of
/// all (androidx.compose.material3 `Text.kt`: `style: TextStyle = LocalTextStyle.current`, then
/// `style.merge(TextStyle(color, fontSize, fontWeight, …, fontFamily, …, fontStyle, …))`), and `MaterialTheme`
/// provides `LocalTextStyle` as the typography's `bodyLarge` (material3 `MaterialTheme.kt`:
/// `ProvideTextStyle(value = typography.bodyLarge, …)`; Material 2's `body1`; androidx.tv.material3 as
/// material3). `BasicText` (foundation) takes no font arguments and defaults to `TextStyle.Default`: the platform
/// font.
extension ComposeFonts {
    /// The arguments that make a `Text` call a style of its own; a call with none shows its `style`, audited where
    /// that is defined.
    static let textFontLabels = ["fontFamily", "fontWeight", "fontStyle"]

    /// A style at each `Text` or `BasicText` call that sets a font argument, over the style it merges them into:
    /// its `style =` (a style or role read here, by name as `.copy(…)` finds it, or its `.copy(…)`), else the
    /// theme's body role. When that style is not one read here (the platform's default family, or a parameter),
    /// and the call names no family, it gives nothing; a weight or slant that is not a literal is a call not
    /// checked.
    mutating func readTextCalls(
        _ s: Int, chains: ComposeStyleChains, known: [String: Style], families: [String: Family],
        fonts: [String: FontValue]
    ) {
        let source = chains.sources[s]
        var themeRole: String?
        for callName in ["Text", "BasicText"] {
            for i in source.calls(named: callName)
            where !skipsCallsNamingNoFont || Self.mayName(Self.textFontLabels, callAt: i, in: source) {
                let arguments = source.arguments(ofCallAt: i, separator: "=")
                guard arguments.contains(where: { Self.textFontLabels.contains($0.label ?? "") }) else { continue }
                var base: Style?
                if let style = arguments.first(where: { $0.label == "style" }) {
                    base =
                        styleValue(
                            style.range, in: s, chains: chains, known: known, families: families, fonts: fonts)
                        ?? Self.baselineRole(style.range, in: source)
                } else if callName == "Text" {
                    if themeRole == nil { themeRole = Self.importsMaterial2Text(source) ? "body1" : "bodyLarge" }
                    // Inside a Material 3 component that provides its own text style (a Button's labelLarge).
                    let role = themeRole == "bodyLarge" ? Self.providedRole(aroundCallAt: i, in: source) : nil
                    base = (role ?? themeRole).flatMap { known[$0] }
                }
                guard
                    var style = merged(
                        arguments, over: base, at: i, in: source, families: families, fonts: fonts,
                        keepingPlatformFont: false)
                else { continue }
                style.name = styleName(source.boundName(ofCallAt: i), at: i, in: source)
                styles.append(style)
            }
        }
    }

    /// `style = MaterialTheme.typography.labelMedium` where the app gives that role no style read here: the
    /// baseline typography's role, its weight in the platform's font (material3 `Typography()`: labelMedium is
    /// `TypeScaleTokens.LabelMediumWeight`, Medium; Material 2's `h6`, `subtitle2` and `button` likewise), as
    /// `.copy(…)` on such a role is read. Only a role reached through `typography.`: any other name is not known.
    static func baselineRole(_ range: Range<Int>, in source: SourceCalls) -> Style? {
        guard range.count >= 3, let role = source.referencedName(range),
            source.tokens[range.upperBound - 2].isPunctuation("."),
            source.tokens[range.upperBound - 3].isIdentifier("typography"),
            let weight = material3Roles[role] ?? material2Roles.first(where: { $0.0 == role })?.1
        else { return nil }
        return Style(
            name: role, location: source.location(range.lowerBound), family: .system("Default"), weight: weight,
            italic: false)
    }

    /// The typography role a Material 3 component provides as `LocalTextStyle` to the content a `Text` at `i` is
    /// in: its trailing lambda (`Button(onClick = …) { Text(…) }`: `ProvideTextStyle(MaterialTheme.typography
    /// .labelLarge)` in material3 `Button.kt`), or the slot lambda it is passed as (`TopAppBar(title = { Text(…)
    /// })`: titleLarge in `AppBar.kt`). Nil outside such a component, where the theme's bodyLarge holds.
    static func providedRole(aroundCallAt i: Int, in source: SourceCalls) -> String? {
        // The innermost bracket around the call, among the 400 tokens before it, when it is a `{`.
        guard let j = source.enclosingBracket(before: i, within: 400), j >= 1, source.tokens[j].isPunctuation("{")
        else { return nil }
        // A slot: `label = {` inside `Component(`.
        if source.tokens[j - 1].isPunctuation("="), j >= 3, source.tokens[j - 2].kind == .identifier {
            let slot = source.tokens[j - 2].text
            guard let open = source.enclosingParenthesis(before: j - 2, within: 400), open >= 1,
                source.tokens[open - 1].kind == .identifier
            else { return nil }
            return slotRoles[source.tokens[open - 1].text]?[slot]
        }
        // A trailing lambda: `Component(…) {` or `Component {`; an argument list longer than 400 tokens is no
        // component's this reader knows.
        var callee = j - 1
        if source.tokens[callee].isPunctuation(")") {
            guard let open = source.opening(of: callee, within: 400), source.tokens[open].isPunctuation("(") else {
                return nil
            }
            callee = open - 1
        }
        guard callee >= 0, source.tokens[callee].kind == .identifier else { return nil }
        return contentRoles[source.tokens[callee].text]
    }

    /// Components whose content lambda gets a role of their own (material3: `Button.kt`, `FloatingActionButton.kt`).
    static let contentRoles: [String: String] = [
        "Button": "labelLarge", "ElevatedButton": "labelLarge", "FilledTonalButton": "labelLarge",
        "OutlinedButton": "labelLarge", "TextButton": "labelLarge", "ExtendedFloatingActionButton": "labelLarge",
        "Snackbar": "bodyMedium", "Badge": "labelSmall",
    ]

    /// Components whose slot lambdas get a role of their own (material3 `AppBar.kt`, `AlertDialog.kt`, `Tab.kt`,
    /// `NavigationBar.kt`, `NavigationRail.kt`, `Chip.kt`, `Menu.kt`, `ListItem.kt`).
    static let slotRoles: [String: [String: String]] = [
        "TopAppBar": ["title": "titleLarge"], "CenterAlignedTopAppBar": ["title": "titleLarge"],
        "MediumTopAppBar": ["title": "headlineSmall"], "LargeTopAppBar": ["title": "headlineMedium"],
        "AlertDialog": ["title": "headlineSmall", "text": "bodyMedium"],
        "Tab": ["text": "titleSmall"], "LeadingIconTab": ["text": "titleSmall"],
        "NavigationBarItem": ["label": "labelMedium"], "NavigationRailItem": ["label": "labelMedium"],
        "AssistChip": ["label": "labelLarge"], "FilterChip": ["label": "labelLarge"],
        "InputChip": ["label": "labelLarge"], "SuggestionChip": ["label": "labelLarge"],
        "DropdownMenuItem": ["text": "labelLarge"], "ExtendedFloatingActionButton": ["text": "labelLarge"],
        "ListItem": [
            "headlineContent": "bodyLarge", "supportingContent": "bodyMedium", "overlineContent": "labelSmall",
        ],
    ]

    /// The call's font arguments over `base`: its family unless the call names one, its weight, slant and size
    /// unless the call sets them (`null` sets nothing). Nil when no family is known, or, unless
    /// `keepingPlatformFont`, when the family is the platform's and the call does not name it: a typography role
    /// that sets no family is `FontFamily.Default`, which Android makes bolder itself, so a row for each `Text`
    /// in it (Habitica's 89) says nothing the role's own row does not, and a weight computed there has nothing
    /// to check.
    func merged(
        _ arguments: [SourceCalls.Argument], over base: Style?, at i: Int, in source: SourceCalls,
        families: [String: Family], fonts: [String: FontValue], keepingPlatformFont: Bool = true
    ) -> Style? {
        var style = Style(
            name: "", location: source.location(i), family: base?.family ?? .unknown, weight: base?.weight ?? 400,
            italic: base?.italic ?? false, size: base?.size, lineHeight: base?.lineHeight)
        var namesFamily = base != nil
        var callNamesFamily = false
        var computed = false
        for argument in arguments {
            let effect = apply(argument.label, argument.range, in: source, to: &style, families: families, fonts: fonts)
            callNamesFamily = callNamesFamily || effect.namesFamily
            computed = computed || effect.computed
        }
        namesFamily = namesFamily || callNamesFamily
        guard namesFamily else { return nil }
        if !keepingPlatformFont, !callNamesFamily, case .system = style.family { return nil }
        // `fontWeight = if (selected) FontWeight.Bold else FontWeight.Normal`: decided at run time.
        if computed { style.family = .unknown }
        return style
    }

    /// What one argument of a `TextStyle`, `Text`, `.copy` or `.merge` call does to `style`: whether it names a
    /// family, and whether it sets a weight or slant that is decided at run time (the call is then not checked).
    /// `null` sets nothing.
    func apply(
        _ label: String?, _ range: Range<Int>, in source: SourceCalls, to style: inout Style,
        families: [String: Family], fonts: [String: FontValue]
    ) -> (namesFamily: Bool, computed: Bool) {
        if range.count == 1, source.tokens[range.lowerBound].isIdentifier("null") { return (false, false) }
        // `fontFamily = FontFamilies.HEADLINE.value`: the argument the entry was made with.
        if !enumConstants.isEmpty, let constant = enumConstant(range, in: source) {
            switch (label, constant) {
            case ("fontFamily", .family(let family)):
                style.family = family
                return (true, false)
            case ("fontWeight", .weight(let weight)):
                guard let weight else { return (false, true) }
                (style.weight, style.weightOfStyle) = (weight, nil)
                return (false, false)
            case ("fontStyle", .italic(let italic)):
                guard let italic else { return (false, true) }
                (style.italic, style.italicOfStyle) = (italic, nil)
                return (false, false)
            default: break
            }
        }
        switch label {
        case "fontFamily":
            style.family = reference(range, in: source, families: families, fonts: fonts)
            return (true, false)
        case "fontWeight":
            if let name = Self.styleProperty("fontWeight", range, in: source) {
                style.weightOfStyle = name
                return (false, false)
            }
            guard let weight = Self.weight(range, in: source) else { return (false, true) }
            (style.weight, style.weightOfStyle) = (weight, nil)
        case "fontStyle":
            if let name = Self.styleProperty("fontStyle", range, in: source) {
                style.italicOfStyle = name
                return (false, false)
            }
            guard let italic = Self.italic(range, in: source) else { return (false, true) }
            (style.italic, style.italicOfStyle) = (italic, nil)
        case "fontSize": style.size = Self.number(range, in: source) ?? style.size
        case "lineHeight":
            style.lineHeight = Self.number(range, in: source).map(TextStyle.measure) ?? style.lineHeight
        default: break
        }
        return (false, false)
    }

    /// `X.bodyRegular.fontWeight` for `property` "fontWeight": the names before the property, dotted
    /// ("X.bodyRegular"), for `ComposeFonts.style(named:in:)`; nil for any other value.
    static func styleProperty(_ property: String, _ range: Range<Int>, in source: SourceCalls) -> String? {
        guard range.count >= 3, source.tokens[range.upperBound - 1].isIdentifier(property),
            source.tokens[range.upperBound - 2].isPunctuation("."), source.referencedName(range) != nil,
            source.tokens[range.upperBound - 3].kind == .identifier, let start = source.valueStart(range)
        else { return nil }
        return (start..<(range.upperBound - 2)).filter { source.tokens[$0].kind == .identifier }
            .map { source.tokens[$0].text }.joined(separator: ".")
    }

    /// Whether the file's `Text` is Material 2's (`import androidx.compose.material.Text`, or the package's `*`),
    /// whose theme gives `body1`; otherwise Material 3's (and TV's), whose theme gives `bodyLarge`.
    static func importsMaterial2Text(_ source: SourceCalls) -> Bool {
        let path = ["androidx", "compose", "material"]
        let t = source.tokens
        for i in t.indices where t[i].isIdentifier("import") {
            var j = i + 1
            var matched = 0
            while matched < path.count, source.token(j)?.isIdentifier(path[matched]) == true,
                source.token(j + 1)?.isPunctuation(".") == true
            {
                matched += 1
                j += 2
            }
            guard matched == path.count, let name = source.token(j) else { continue }
            if name.isIdentifier("Text") || name.isPunctuation("*") { return true }
        }
        return false
    }
}
