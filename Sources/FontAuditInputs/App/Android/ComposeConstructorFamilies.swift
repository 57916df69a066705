import FontAuditModel

/// Typography classes that take their family as a constructor argument (tangem's `class TangemTypography
/// internal constructor(fontFamily: FontFamily) { val head = TextStyle(fontFamily = fontFamily, …) }`, built as
/// `TangemTypography(RobotoFamily)`). Kotlin gives the parameter the constructing call's argument (or its
/// default), and androidx's `TextStyle(fontFamily: FontFamily? = null, …)` keeps that family as it is, so each
/// `fontFamily = parameter` style is the style `TextStyle(fontFamily = RobotoFamily, …)` is: audited once per
/// distinct family the app builds the class with. A class never built, or built with an argument this scan
/// cannot read, leaves the style not checked: no family is guessed.
struct ComposeConstructorFamilies {
    /// One family a parameter is given, and the name that tells its styles apart from another's.
    struct Given {
        var label: String
        var family: ComposeFonts.FamilyReference
    }

    /// A class with `FontFamily` parameters in its primary constructor, and a body to use them in.
    struct FamilyClass {
        var name: String
        var source: Int
        var body: ClosedRange<Int>
        /// Every parameter's name, in order (positional arguments are matched by place).
        var parameters: [String]
        /// The `FontFamily` parameters, each with its default's tokens when it has one.
        var familyDefaults: [String: Range<Int>?]
        /// A secondary constructor takes other arguments: a call is then not matched by place.
        var hasSecondaryConstructor: Bool
        /// Family parameters a member property of the same name hides from the members' bodies (`fun head() =
        /// TextStyle(fontFamily = fontFamily)` reads the property), wherever in the body it is declared.
        var hidden = Set<String>()
        /// Family parameters whose value may change after construction: a `var` one, reassigned at run time.
        var changeable = Set<String>()
        /// A data class, which `copy(…)` builds again with other arguments.
        var isData = false
        /// What each family parameter is given, over every construction, in source order.
        var given: [String: [Given]] = [:]
    }

    private(set) var classes: [FamilyClass] = []
    /// The classes' bodies, by source, sorted by start, for `ComposeFonts.innermost`.
    private var bodies: [Int: [(range: ClosedRange<Int>, name: Int)]] = [:]

    /// How far back a use is searched for a local binding that hides the parameter: a large class's worth.
    static let shadowReach = 20_000
    /// How far after a constructor's `)` its body's `{` is looked for (supertypes may come between).
    static let bodyReach = 200

    init() {}

    /// Reads every class with a `FontFamily` constructor parameter, then every call that builds one.
    init(_ sources: [SourceCalls], resolve: (Range<Int>, Int) -> ComposeFonts.FamilyReference) {
        for (s, source) in sources.enumerated() {
            let declared = source.classDeclarations()
            for declaration in declared.classes {
                guard var found = Self.familyClass(declaration, in: source, s: s) else { continue }
                found.hasSecondaryConstructor = declared.secondaryConstructors.contains { found.body.contains($0) }
                bodies[s, default: []].append((found.body, classes.count))
                classes.append(found)
            }
        }
        guard !classes.isEmpty else { return }
        for s in bodies.keys { bodies[s]?.sort { $0.range.lowerBound < $1.range.lowerBound } }
        // A name declared twice (two packages) is not matched: which one a call builds is not known here.
        var byName: [String: Int] = [:]
        var repeated = Set<String>()
        for (c, found) in classes.enumerated() where byName.updateValue(c, forKey: found.name) != nil {
            repeated.insert(found.name)
        }
        for name in repeated { byName[name] = nil }
        // Built where no call is read: `::AppTypography` passed as a function, a data class's `copy(…)`.
        var referenced = Set<String>()
        // A `copy(…)` with a positional argument, or one labeled as a data class's family parameter, may build any
        // data class with another family: which one's is not known here.
        var copied = Set<String>()
        let hasData = classes.contains(where: \.isData)
        for source in sources {
            let t = source.tokens
            for j in t.indices.dropFirst() where t[j].kind == .identifier {
                if hasData, t[j].is("copy"), t[j - 1].isPunctuation("."),
                    source.token(j + 1)?.isPunctuation("(") == true
                {
                    for argument in source.arguments(ofCallAt: j, separator: "=") {
                        copied.insert(argument.label ?? "")
                    }
                } else if byName[t[j].text] != nil, t[j - 1].isPunctuation(":"), j >= 2, t[j - 2].isPunctuation(":") {
                    referenced.insert(t[j].text)
                }
            }
        }
        for (c, found) in classes.enumerated() {
            var parameters = referenced.contains(found.name) ? Set(found.familyDefaults.keys) : found.changeable
            if found.isData {
                parameters.formUnion(found.familyDefaults.keys.filter { copied.contains($0) || copied.contains("") })
            }
            for parameter in parameters { add(Given(label: "?", family: .unknown), to: c, parameter) }
        }
        // `Display(fontFamily)` inside another family class: the outer parameter's families, once those are known.
        var passedOn: [(from: (Int, String), to: (Int, String))] = []
        let names = Set(byName.keys)
        for (s, source) in sources.enumerated() {
            for call in source.calls(namedAnyOf: names) {
                guard let c = byName[call.name], call.index >= 1,
                    !source.tokens[call.index - 1].isIdentifier("class"),
                    !source.tokens[call.index - 1].isIdentifier("fun")
                else { continue }
                construct(
                    c, at: call.index, in: source, s: s, declaredIn: sources[classes[c].source], resolve: resolve,
                    passedOn: &passedOn)
            }
        }
        // Each round carries families one class further in; as many rounds as classes reach every chain.
        for _ in 0...classes.count {
            var changed = false
            for edge in passedOn {
                for given in classes[edge.from.0].given[edge.from.1] ?? [] {
                    changed = add(given, to: edge.to.0, edge.to.1) || changed
                }
            }
            if !changed { break }
        }
    }

    /// Whether source `s` has a family class: the other sources' calls need no look for one.
    func hasClasses(in s: Int) -> Bool { bodies[s] != nil }

    /// What the family parameter named by `fontFamily = name` in the call at `i` is given, when the call is in the
    /// body of a family class with that parameter and nothing nearer binds the name; nil when the class is built
    /// nowhere (the call stays as the reader reads it: not checked).
    func given(toArgument range: Range<Int>, at i: Int, in source: SourceCalls, s: Int) -> (
        class: String, parameter: String, given: [Given]
    )? {
        guard let (c, parameter) = parameter(range, at: i, in: source, s: s),
            let given = classes[c].given[parameter], !given.isEmpty
        else { return nil }
        return (classes[c].name, parameter, given)
    }

    /// The family class and parameter a one-name value at `i` refers to.
    private func parameter(_ range: Range<Int>, at i: Int, in source: SourceCalls, s: Int) -> (Int, String)? {
        guard range.count == 1, source.tokens[range.lowerBound].kind == .identifier,
            let c = ComposeFonts.innermost(bodies[s] ?? [], containing: i)?.name
        else { return nil }
        let name = source.tokens[range.lowerBound].text
        guard classes[c].familyDefaults[name] != nil, !classes[c].hidden.contains(name),
            !Self.shadows(name, before: i, after: classes[c].body.lowerBound, in: source)
        else { return nil }
        return (c, name)
    }

    /// What one call building class `c` gives each of its family parameters: a family read here, a parameter of
    /// the class it is built in (`passedOn`, resolved once every call is read), or an unknown value.
    private mutating func construct(
        _ c: Int, at i: Int, in source: SourceCalls, s: Int, declaredIn declaring: SourceCalls,
        resolve: (Range<Int>, Int) -> ComposeFonts.FamilyReference,
        passedOn: inout [(from: (Int, String), to: (Int, String))]
    ) {
        let target = classes[c]
        let arguments = source.arguments(ofCallAt: i, separator: "=")
        // Arguments this list cannot take are a secondary constructor's: matched to nothing, not checked.
        let matches =
            !target.hasSecondaryConstructor && arguments.count <= target.parameters.count
            && arguments.allSatisfy { $0.label.map(target.parameters.contains) ?? true }
        for (parameter, defaultValue) in target.familyDefaults {
            let place = target.parameters.firstIndex(of: parameter) ?? 0
            let argument =
                arguments.first { $0.label == parameter }
                ?? (arguments.prefix(place + 1).allSatisfy { $0.label == nil } ? arguments[safe: place] : nil)
            guard matches else {
                add(Given(label: "?", family: .unknown), to: c, parameter)
                continue
            }
            guard let argument else {
                // Left out: the default, read where the class is declared.
                let family = defaultValue.map { resolve($0, target.source) } ?? .unknown
                add(Self.given(family, text: defaultValue.flatMap(declaring.referencedName)), to: c, parameter)
                continue
            }
            if let outer = self.parameter(argument.range, at: i, in: source, s: s) {
                passedOn.append((outer, (c, parameter)))
                continue
            }
            let family = resolve(argument.range, s)
            add(Self.given(family, text: source.referencedName(argument.range)), to: c, parameter)
        }
    }

    private static func given(_ family: ComposeFonts.FamilyReference, text: String?) -> Given {
        switch family {
        case .family(let family): Given(label: family.name, family: .family(family))
        case .system(let name): Given(label: "FontFamily.\(name)", family: family)
        case .device(let name): Given(label: name, family: family)
        case .ofStyle, .unknown: Given(label: text ?? "?", family: .unknown)
        }
    }

    /// Adds a family once per label; whether it was new.
    @discardableResult
    private mutating func add(_ given: Given, to c: Int, _ parameter: String) -> Bool {
        if classes[c].given[parameter, default: []].contains(where: { $0.label == given.label }) { return false }
        classes[c].given[parameter, default: []].append(given)
        return true
    }

    /// A class declared at `declaration` whose primary constructor has a `FontFamily` parameter (`fontFamily:
    /// FontFamily`, `private val fontFamily: FontFamily = X`) and that has a body.
    private static func familyClass(_ declaration: (name: Int, call: Int), in source: SourceCalls, s: Int)
        -> FamilyClass?
    {
        let t = source.tokens
        guard let close = source.closing[declaration.call + 1] else { return nil }
        var parameters: [String] = []
        var familyDefaults: [String: Range<Int>?] = [:]
        var changeable = Set<String>()
        let dataClass = declaration.name >= 2 && t[declaration.name - 2].isIdentifier("data")
        for argument in source.arguments(ofCallAt: declaration.call, separator: "=") {
            // `name: Type = default`: the first `:` outside nested brackets.
            var j = argument.range.lowerBound
            while j < argument.range.upperBound, !t[j].isPunctuation(":") { j = (source.closing[j] ?? j) + 1 }
            guard j > argument.range.lowerBound, j < argument.range.upperBound, t[j - 1].kind == .identifier else {
                return nil
            }
            let name = t[j - 1].text
            parameters.append(name)
            guard source.token(j + 1)?.isIdentifier("FontFamily") == true else { continue }
            if t[argument.range.lowerBound..<j].contains(where: { $0.isIdentifier("var") }) {
                changeable.insert(name)
            }
            var k = j + 2
            if source.token(k)?.isPunctuation("?") == true { k += 1 }
            if k == argument.range.upperBound {
                familyDefaults[name] = .some(nil)
            } else if t[k].isPunctuation("="), k + 1 < argument.range.upperBound {
                familyDefaults[name] = (k + 1)..<argument.range.upperBound
            }
        }
        guard !familyDefaults.isEmpty, let body = Self.body(after: close, in: source) else { return nil }
        // The class's own members (`val`/`var` at the body's top level) named as a family parameter.
        var hidden = Set<String>()
        var j = body.lowerBound + 1
        while j < body.upperBound {
            if let inner = source.closing[j] {
                j = inner + 1
                continue
            }
            if t[j].isIdentifier("val") || t[j].isIdentifier("var"), j + 1 < body.upperBound,
                familyDefaults[t[j + 1].text] != nil
            {
                hidden.insert(t[j + 1].text)
            }
            j += 1
        }
        var found = FamilyClass(
            name: t[declaration.name].text, source: s, body: body, parameters: parameters,
            familyDefaults: familyDefaults, hasSecondaryConstructor: false)
        found.hidden = hidden
        found.changeable = changeable
        found.isData = dataClass
        return found
    }

    /// Words that start another declaration: a class without a body of its own ends before them.
    private static let declarationWords: Set<String> = [
        "class", "fun", "val", "var", "object", "interface", "enum", "data", "private", "internal", "public",
        "sealed", "abstract", "open", "typealias", "import", "package",
    ]

    /// The class body `{ … }` after the constructor's `)` at `close`, past any supertypes (`: Base(x), I`).
    private static func body(after close: Int, in source: SourceCalls) -> ClosedRange<Int>? {
        var j = close + 1
        while j < min(source.tokens.count, close + bodyReach) {
            let t = source.tokens[j]
            if t.isPunctuation("{") { return source.closing[j].map { j...$0 } }
            if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("<") {
                j = (source.closing[j] ?? j) + 1
                continue
            }
            if t.isPunctuation("}") || t.isPunctuation(";") || t.isPunctuation("@") || t.isPunctuation("=")
                || (t.kind == .identifier && declarationWords.contains(t.text))
            {
                return nil
            }
            j += 1
        }
        return nil
    }

    /// Whether something between the class body's `{` at `open` and the use at `i` binds `name` again in a scope
    /// around the use: a `val`/`var` in an enclosing block, a function's or lambda's parameter. Sibling blocks
    /// count too (their parameters are not told apart from an enclosing function's): a false hit leaves a style
    /// not checked, never in a guessed family. Beyond `shadowReach` tokens, it is taken as hidden.
    static func shadows(_ name: String, before i: Int, after open: Int, in source: SourceCalls) -> Bool {
        if i - open > shadowReach { return true }
        let t = source.tokens
        var depth = 0
        var j = i - 1
        while j > open {
            defer { j -= 1 }
            let token = t[j]
            if token.kind == .punctuation {
                switch token.byte {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth = max(0, depth - 1)
                default: break
                }
                continue
            }
            guard token.isIdentifier(name) else { continue }
            let before = source.token(j - 1)
            let after = source.token(j + 1)
            if depth == 0, before?.isIdentifier("val") == true || before?.isIdentifier("var") == true { return true }
            // `fun f(fontFamily: FontFamily)`: a parameter, of this function or a sibling one.
            if depth <= 1, after?.isPunctuation(":") == true,
                before?.isPunctuation("(") == true || before?.isPunctuation(",") == true
            {
                return true
            }
            // `{ fontFamily -> … }`: a lambda's parameter.
            let arrow = after?.isPunctuation("-") == true && source.token(j + 2)?.isPunctuation(">") == true
            if depth == 0, arrow || after?.isPunctuation(",") == true, before?.isPunctuation("{") == true {
                return true
            }
        }
        return false
    }
}
