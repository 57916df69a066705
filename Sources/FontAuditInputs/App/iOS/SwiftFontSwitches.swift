import FontAuditModel
import FontAuditSystem

/// An app's own function (or enum property) that picks a font's name with a `switch`: code-ios-app's
/// `UIFont.default(size:weight:)` passing `weight` to `avenir(weight:)`, whose `switch weight` returns
/// "AvenirNextLTPro-Medium" for `.medium`. Each call with a literal case (`.default(size: 12, weight: .bold)`)
/// asks for that case's face; a call with a variable is decided at run time.
struct FontSwitch: Sendable {
    enum Kind: Sendable {
        /// Its result is a font (`UIFont(name:size:)`, `Font.custom`): each call is a style.
        case font
        /// It returns the name, used inside a font call (`UIFont(name: avenir(weight: .bold), …)`).
        case name
        /// A computed `String` property of an enum, `switch self` (`UIFont(name: Weight.bold.fontName, …)`).
        case property
    }

    var name: String
    var file = ""
    /// The type or extension it is declared in, which decides between two helpers of one name (UIFont's and
    /// Font's `default(size:weight:)`).
    var type: String?
    var kind: Kind
    /// Its parameter labels in order, "_" for an unlabeled one.
    var labels: [String] = []
    /// The labels of parameters with a default value: a call may leave them out.
    var optional = Set<String>()
    /// The label of the parameter the switch is over.
    var switched = ""
    /// The last name of the switched value's type (`Weight` of `UIFont.Weight`): `Weight.bold` and
    /// `UIFont.Weight.bold` name a case, `role.weight` is a value.
    var switchedType: String?
    /// The case the switched parameter's default value names (`weight: Weight = .regular`).
    var defaultCase: String?
    var faces: [String: String] = [:]
    /// The name of its `default:` case.
    var fallback: String?
    /// Cases whose face the reader cannot tell (a body it does not read, a `where` clause): a call naming one
    /// is not checked, never given the `default:` face.
    var unread = Set<String>()
    /// Whether a case the switch does not name in `faces` is unknown too: the `default:` body is not read, a
    /// pattern is not read (`case let w where …`), or the switch has more cases than are read.
    var fallbackUnread = false
    /// Where its own font call takes the name the switch picks (`(line << 20) | column` of the argument): that
    /// call is counted through the helper's calls, not as not checked.
    var resolvedArguments: [Int] = []
    /// A function that takes its name from another one (`UIFont(name: avenir(weight: weight), …)`): that
    /// function's name or property and label, until `FontSwitches.linked` gives it that function's faces.
    var via: (name: String, label: String?)?

    /// The name the case gives: its own, else the `default:` one; nil for a case the switch does not name or
    /// whose face is unknown.
    func face(for caseName: String) -> String? {
        if let face = faces[caseName] { return face }
        return unread.contains(caseName) || fallbackUnread ? nil : fallback
    }

    /// The face a literal case names (`.bold`, or `Weight.bold` whose qualifier is the switched type); nil
    /// for a qualifier that is not the type (`role.weight`, a value's member).
    func face(for literal: (name: String, qualifier: String?)) -> String? {
        if let qualifier = literal.qualifier, qualifier != switchedType { return nil }
        return face(for: literal.name)
    }

    /// Every call is unknown: the switched name is re-bound before the switch.
    mutating func forgetFaces() {
        (faces, fallback, unread, fallbackUnread) = ([:], nil, [], true)
    }

    /// Whether two helpers pick the same face for every case.
    func picksAsOne(_ other: FontSwitch) -> Bool {
        faces == other.faces && fallback == other.fallback && unread == other.unread
            && fallbackUnread == other.fallbackUnread
    }
}

/// Finds `FontSwitch`es in a file's tokens and links them across the project. Everything is bounded: a hostile
/// file of thousands of cases or helpers, nested switches or functions, or helpers that call each other in a
/// ring costs a pass over its tokens and the caps below, never more. A function's body is looked at only up
/// to its switch (`switchLookAhead` tokens), each switch is read by the one function or property it opens,
/// and a case body or a pass-through is read by its brackets, in a few tokens.
enum FontSwitches {
    static let maxHelpersPerFile = 256
    static let maxCases = 1_024
    static let maxHelpers = 4_096
    /// How far after a function's `)` its body's `{` may be (`-> UIFont`, `throws`, a `where` clause).
    static let bodyLookAhead = 32
    /// How far into a body its `switch` may be (`let name: String` before it).
    static let switchLookAhead = 64
    /// Words that end the statements read before a body's switch: what follows may return another face, or
    /// the switch is not the body's.
    static let stops: Set<String> = [
        "if", "guard", "for", "while", "repeat", "do", "defer", "func", "case", "default", "fallthrough", "throw",
        "break", "continue", "in",
    ]

    /// Whether a file's text may define one: only files the reader lexes for font calls are looked in.
    static func mayDefine(_ bytes: [UInt8]) -> Bool {
        ProjectText.find("switch", in: bytes) != nil && ProjectText.find("case", in: bytes) != nil
    }

    static func find(in tokens: [SourceToken], closing: [Int?], file: String) -> [FontSwitch] {
        var steps = 0
        return find(in: tokens, closing: closing, file: file, steps: &steps)
    }

    /// `steps` counts the tokens looked at, for the bound `IOSFontSwitchTests` holds it to.
    static func find(in tokens: [SourceToken], closing: [Int?], file: String, steps: inout Int) -> [FontSwitch] {
        var found: [FontSwitch] = []
        var types: [(name: String, close: Int)] = []
        var pendingType: String?
        var i = 0
        while i < tokens.count, found.count < maxHelpersPerFile {
            defer { i += 1 }
            steps += 1
            while let last = types.last, i > last.close { types.removeLast() }
            let t = tokens[i]
            if t.kind == .punctuation, t.byte == UInt8(ascii: "{") {
                if let name = pendingType, let close = closing[i] { types.append((name, close)) }
                pendingType = nil
                continue
            }
            guard t.kind == .identifier, i + 1 < tokens.count else { continue }
            if t.is("enum") || t.is("struct") || t.is("class") || t.is("extension") {
                // `extension SwiftUI.Font`: the last name of the path.
                var j = i + 1
                while j + 2 < tokens.count, tokens[j + 1].isPunctuation("."), tokens[j + 2].kind == .identifier {
                    j += 2
                }
                if tokens[j].kind == .identifier { pendingType = tokens[j].text }
            } else if t.is("func") {
                if var helper = function(at: i, tokens: tokens, closing: closing, steps: &steps) {
                    (helper.type, helper.file) = (types.last?.name, file)
                    found.append(helper)
                }
            } else if t.is("var") {
                if var helper = property(at: i, tokens: tokens, closing: closing, steps: &steps) {
                    (helper.type, helper.file) = (types.last?.name, file)
                    helper.switchedType = helper.type
                    found.append(helper)
                }
            }
        }
        return found
    }

    /// A parameter: its label, its name inside the body, the last name of its type, and the case its default
    /// value names.
    struct Parameter {
        var label: String
        var name: String
        var type: String?
        var hasDefault = false
        var defaultCase: String?
    }

    /// `func NAME(params) … { body }` at `at`, when its body picks a font name by a switch over a parameter or
    /// passes a parameter to a function or property that does.
    static func function(at: Int, tokens: [SourceToken], closing: [Int?], steps: inout Int) -> FontSwitch? {
        guard at + 2 < tokens.count, tokens[at + 1].kind == .identifier, tokens[at + 2].isPunctuation("("),
            let close = closing[at + 2]
        else { return nil }
        let parameters = self.parameters(open: at + 2, close: close, tokens: tokens, closing: closing, steps: &steps)
        guard !parameters.isEmpty, let open = bodyOpen(after: close, tokens: tokens), let end = closing[open] else {
            return nil
        }
        var helper = FontSwitch(name: tokens[at + 1].text, kind: .name)
        helper.labels = parameters.map(\.label)
        helper.optional = Set(parameters.filter(\.hasDefault).map(\.label))
        // The body's first `switch`, within its first statements: after `return`, or first in a closure
        // (`{ switch weight { … } }() ?? …`). A branch, a loop or a nested function before it ends the look.
        var mentioned = Set<String>()
        var i = open + 1
        if i < end, tokens[i].isPunctuation("{") { i += 1 }
        while i < end, i <= open + switchLookAhead {
            steps += 1
            let t = tokens[i]
            if t.isIdentifier("switch") {
                guard i + 2 < end, tokens[i + 2].isPunctuation("{"),
                    let parameter = parameters.first(where: { tokens[i + 1].isIdentifier($0.name) }),
                    cases(of: i + 2, body: end, tokens: tokens, closing: closing, into: &helper, steps: &steps)
                else { return nil }
                helper.switched = parameter.label
                helper.switchedType = parameter.type
                helper.defaultCase = parameter.defaultCase
                // `let weight = bold ? .heavy : weight`: the switch is over another value than the parameter.
                if mentioned.contains(parameter.name) { helper.forgetFaces() }
                return helper
            }
            if t.kind == .punctuation && (t.byte == UInt8(ascii: "{") || t.byte == UInt8(ascii: "}")) { break }
            if t.kind == .identifier {
                if stops.contains(t.text) { break }
                if t.is("return"), !(i + 1 < end && tokens[i + 1].isIdentifier("switch")) { break }
                mentioned.insert(t.text)
            }
            i += 1
        }
        // No switch: a font call taking its name from another helper, through a parameter.
        guard let (argument, via, parameter) = passedOn(from: open, to: end, parameters, tokens, closing) else {
            return nil
        }
        helper.kind = .font
        helper.via = via
        helper.switched = parameter.label
        helper.switchedType = parameter.type
        helper.defaultCase = parameter.defaultCase
        helper.resolvedArguments = [key(tokens[argument])]
        return helper
    }

    /// `var NAME: String { switch self { case .bold: "X-Bold" … } }`.
    static func property(at: Int, tokens: [SourceToken], closing: [Int?], steps: inout Int) -> FontSwitch? {
        guard at + 7 < tokens.count, tokens[at + 1].kind == .identifier, tokens[at + 2].isPunctuation(":"),
            tokens[at + 3].isIdentifier("String"), tokens[at + 4].isPunctuation("{"),
            tokens[at + 5].isIdentifier("switch"), tokens[at + 6].isIdentifier("self"),
            tokens[at + 7].isPunctuation("{"), let end = closing[at + 4]
        else { return nil }
        var helper = FontSwitch(name: tokens[at + 1].text, kind: .property)
        helper.switched = "self"
        guard cases(of: at + 7, body: end, tokens: tokens, closing: closing, into: &helper, steps: &steps),
            helper.kind == .property
        else { return nil }
        return helper
    }

    static func key(_ t: SourceToken) -> Int { (t.line << 20) | t.column }

    static func parameters(open: Int, close: Int, tokens: [SourceToken], closing: [Int?], steps: inout Int)
        -> [Parameter]
    {
        var found: [Parameter] = []
        var start = open + 1
        var i = start
        while i <= close {
            steps += 1
            if let end = closing[i], i > open {
                i = end + 1
                continue
            }
            if i == close || tokens[i].isPunctuation(",") {
                // `label name: Type = .value`, `name: Type`, `_ name: Type`.
                if start + 1 < i, tokens[start].kind == .identifier {
                    let twoNames = tokens[start + 1].kind == .identifier
                    let colon = twoNames ? start + 2 : start + 1
                    guard colon < i, tokens[colon].isPunctuation(":") else { return [] }
                    var parameter = Parameter(
                        label: tokens[start].text.isEmpty ? "_" : tokens[start].text,
                        name: twoNames ? tokens[start + 1].text : tokens[start].text)
                    let equals = (colon..<i).first(where: { tokens[$0].isPunctuation("=") })
                    parameter.type = (colon + 1..<(equals ?? i)).last(where: { tokens[$0].kind == .identifier })
                        .map { tokens[$0].text }
                    if let equals {
                        parameter.hasDefault = true
                        if equals + 3 == i, tokens[equals + 1].isPunctuation("."),
                            tokens[equals + 2].kind == .identifier
                        {
                            parameter.defaultCase = tokens[equals + 2].text
                        }
                    }
                    found.append(parameter)
                }
                start = i + 1
            }
            i += 1
        }
        return found
    }

    /// The `{` of the body after a signature's `)`, within `bodyLookAhead` tokens.
    static func bodyOpen(after close: Int, tokens: [SourceToken]) -> Int? {
        var i = close + 1
        while i < tokens.count, i <= close + bodyLookAhead {
            let t = tokens[i]
            if t.isPunctuation("{") { return i }
            if t.isPunctuation("}") || t.isPunctuation(";") || t.isIdentifier("func") || t.isIdentifier("var") {
                return nil
            }
            i += 1
        }
        return nil
    }

    /// Reads the cases of the switch whose `{` is at `open` into `helper`'s faces; what each case's body does
    /// with its literal sets the helper's kind. A case whose body is not read (a ternary, a nested switch,
    /// `fallthrough`) or that has a `where` clause is unread, and a `default:` not read, a pattern not read
    /// (`case let w`, `case Weight.bold`) or more cases than `maxCases` leave every case not named unknown.
    /// False when the switch names no face.
    static func cases(
        of open: Int, body end: Int, tokens: [SourceToken], closing: [Int?], into helper: inout FontSwitch,
        steps: inout Int
    )
        -> Bool
    {
        guard let close = closing[open] else { return false }
        var patterns: [String]?  // nil: `default:`
        var bodyStart = -1
        var opaque = false
        var assigned: String?
        var isFont = false
        var named = 0
        var clauses = 0
        func decided(_ pattern: String) -> Bool { helper.faces[pattern] != nil || helper.unread.contains(pattern) }
        func unread(_ patterns: [String]?) {
            guard let patterns else {
                helper.fallbackUnread = true
                return
            }
            for pattern in patterns where !decided(pattern) { helper.unread.insert(pattern) }
        }
        func finish(_ stop: Int) {
            guard bodyStart >= 0 else { return }
            defer { bodyStart = -1 }
            clauses += 1
            guard !opaque, clauses <= maxCases else {
                // Past the cap, or after a pattern not read: no case not named yet is known.
                helper.fallbackUnread = true
                return
            }
            guard bodyStart < stop,
                let (name, form) = caseName(from: bodyStart, to: stop, tokens: tokens, closing: closing)
            else { return unread(patterns) }
            switch form {
            case .font: isFont = true
            case .returned: break
            case .assigned(let variable):
                if assigned == nil { assigned = variable }
                guard assigned == variable else { return unread(patterns) }
            }
            named += 1
            if let patterns {
                for pattern in patterns where !decided(pattern) { helper.faces[pattern] = name }
            } else if !helper.fallbackUnread {
                helper.fallback = name
            }
        }
        var i = open + 1
        while i < close {
            steps += 1
            let t = tokens[i]
            if let inner = closing[i] {
                i = inner + 1
                continue
            }
            if t.isIdentifier("case") || t.isIdentifier("default") {
                finish(i)
                // `case .a, .b:`: only plain cases; `default:`.
                var list: [String] = []
                var j = i + 1
                if t.text == "case" {
                    while j + 1 < close, tokens[j].isPunctuation("."), tokens[j + 1].kind == .identifier {
                        steps += 1
                        list.append(tokens[j + 1].text)
                        j += 2
                        if tokens[j].isPunctuation(",") { j += 1 } else { break }
                    }
                }
                let clause: [String]? = t.text == "default" ? nil : list
                if j < close, tokens[j].isPunctuation(":"), t.text == "default" || !list.isEmpty {
                    (patterns, bodyStart) = (clause, j + 1)
                } else if j < close, tokens[j].isIdentifier("where"), !list.isEmpty {
                    // `case .medium where UIAccessibility.isBoldTextEnabled:`: those cases are unknown.
                    if !opaque { unread(list) }
                } else {
                    // A pattern not read: it may match any case not named before it.
                    opaque = true
                    helper.fallbackUnread = true
                }
                i = j
                continue
            }
            i += 1
        }
        finish(close)
        guard named > 0 else { return false }
        if helper.kind == .property { return !isFont && assigned == nil }
        if isFont {
            helper.kind = .font
        } else if let assigned {
            // `name = "…"` in each case, then `return UIFont(name: name, size: size)` as the body's last statement.
            guard let argument = soleFontCall(from: close + 1, to: end, tokens: tokens, closing: closing),
                tokens[argument].isIdentifier(assigned), argument + 1 < tokens.count,
                tokens[argument + 1].isPunctuation(",") || tokens[argument + 1].isPunctuation(")")
            else { return false }
            helper.kind = .font
            helper.resolvedArguments = [key(tokens[argument])]
        }
        return true
    }

    enum CaseForm {
        case font
        case returned
        case assigned(String)
    }

    /// The face name one case's body gives, and how: the body is only a font call with a literal name
    /// (`return UIFont(name: "…", size: size)!`), `return "…"` (or the literal alone), or `name = "…"`.
    /// Anything else (a ternary, a nested switch, `fallthrough`, two statements) is not read.
    static func caseName(from start: Int, to stop: Int, tokens: [SourceToken], closing: [Int?]) -> (
        String, CaseForm
    )? {
        func literal(_ i: Int) -> String? {
            i < stop && tokens[i].kind == .string && !tokens[i].interpolates ? tokens[i].text : nil
        }
        if let name = literal(start), start + 1 == stop { return (name, .returned) }
        if tokens[start].isIdentifier("return"), let name = literal(start + 1), start + 2 == stop {
            return (name, .returned)
        }
        if tokens[start].kind == .identifier, start + 1 < stop, tokens[start + 1].isPunctuation("="),
            let name = literal(start + 2), start + 3 == stop
        {
            return (name, .assigned(tokens[start].text))
        }
        if let argument = soleFontCall(from: start, to: stop, tokens: tokens, closing: closing),
            let name = literal(argument), argument + 1 < stop,
            tokens[argument + 1].isPunctuation(",") || tokens[argument + 1].isPunctuation(")")
        {
            return (name, .font)
        }
        return nil
    }

    /// The index of the name argument of the font call at `i` (`UIFont(name:`, `.init(name:`, `custom(`).
    static func fontCallArgument(at i: Int, tokens: [SourceToken], closing: [Int?]) -> Int? {
        let t = tokens[i]
        guard t.kind == .identifier, i + 2 < tokens.count, tokens[i + 1].isPunctuation("(") else { return nil }
        if t.is("UIFont") || t.is("init") {
            guard i + 4 < tokens.count, tokens[i + 2].isIdentifier("name"), tokens[i + 3].isPunctuation(":") else {
                return nil
            }
            return i + 4
        }
        return t.is("custom") && i > 0 && tokens[i - 1].isPunctuation(".") ? i + 2 : nil
    }

    /// The name argument of the font call that is the whole of the tokens from `from` to `to`: `return`, a
    /// type's path (`UIFont`, `.custom`, `SwiftUI.Font.custom`, `.init`), the call, and a `!`. Nil for
    /// anything more (a ternary, a second statement, the call inside another one).
    static func soleFontCall(from: Int, to: Int, tokens: [SourceToken], closing: [Int?]) -> Int? {
        var i = from
        if i < to, tokens[i].isIdentifier("return") { i += 1 }
        // The path: at most a few names and dots, up to the called name.
        var callee = i
        while callee < to, callee < i + 6, !(callee + 1 < to && tokens[callee + 1].isPunctuation("(")) {
            guard tokens[callee].kind == .identifier || tokens[callee].isPunctuation(".") else { return nil }
            callee += 1
        }
        guard callee + 1 < to, tokens[callee + 1].isPunctuation("("), let close = closing[callee + 1], close < to,
            let argument = fontCallArgument(at: callee, tokens: tokens, closing: closing)
        else { return nil }
        var after = close + 1
        if after < to, tokens[after].isPunctuation("!") { after += 1 }
        return after == to ? argument : nil
    }

    /// A font call that is the whole body, whose name is `helper(label: parameter)` or `parameter.property`:
    /// the argument's index, where the name comes from, and the parameter.
    static func passedOn(
        from open: Int, to end: Int, _ parameters: [Parameter], _ tokens: [SourceToken], _ closing: [Int?]
    ) -> (Int, (name: String, label: String?), Parameter)? {
        guard let a = soleFontCall(from: open + 1, to: end, tokens: tokens, closing: closing), a + 3 < end else {
            return nil
        }
        func ends(_ i: Int) -> Bool { i < end && (tokens[i].isPunctuation(",") || tokens[i].isPunctuation(")")) }
        // `avenir(weight: weight)`
        if tokens[a].kind == .identifier, tokens[a + 1].isPunctuation("("), a + 5 < end,
            tokens[a + 2].kind == .identifier, tokens[a + 3].isPunctuation(":"), tokens[a + 5].isPunctuation(")"),
            ends(a + 6), let parameter = parameters.first(where: { tokens[a + 4].isIdentifier($0.name) })
        {
            return (a, (tokens[a].text, tokens[a + 2].text), parameter)
        }
        // `avenir(weight)`
        if tokens[a].kind == .identifier, tokens[a + 1].isPunctuation("("), tokens[a + 3].isPunctuation(")"),
            ends(a + 4), let parameter = parameters.first(where: { tokens[a + 2].isIdentifier($0.name) })
        {
            return (a, (tokens[a].text, "_"), parameter)
        }
        // `weight.fontName`
        if tokens[a + 1].isPunctuation("."), tokens[a + 2].kind == .identifier, ends(a + 3),
            let parameter = parameters.first(where: { tokens[a].isIdentifier($0.name) })
        {
            return (a, (tokens[a + 2].text, nil), parameter)
        }
        return nil
    }

    /// The project's helpers with each pass-through given the faces of the function or property it names: one
    /// step, never followed further (two helpers naming each other stay unlinked). One it cannot tell (no such
    /// helper, or two that pick differently and neither in its own type) is left out.
    static func linked(_ all: [FontSwitch]) -> [FontSwitch] {
        let helpers = Array(all.prefix(maxHelpers))
        var sources: [String: [FontSwitch]] = [:]
        for helper in helpers where helper.via == nil && helper.kind != .font {
            sources[helper.name, default: []].append(helper)
        }
        var result: [FontSwitch] = []
        for var helper in helpers {
            guard let via = helper.via else {
                result.append(helper)
                continue
            }
            let candidates = (sources[via.name] ?? []).filter { source in
                via.label == nil ? source.kind == .property : source.kind == .name && source.switched == via.label
            }
            let own = candidates.filter { $0.type == helper.type }
            let chosen = own.count == 1 ? own : candidates
            guard let first = chosen.first, chosen.allSatisfy({ $0.picksAsOne(first) }) else { continue }
            (helper.faces, helper.fallback, helper.via) = (first.faces, first.fallback, nil)
            (helper.unread, helper.fallbackUnread) = (first.unread, first.fallbackUnread)
            result.append(helper)
        }
        return result
    }
}

/// The project's linked helpers, as the call scan looks them up.
struct FontSwitchTable: Sendable {
    /// Font helpers by name: their calls are styles.
    var fonts: [String: [FontSwitch]] = [:]
    /// Name functions and properties by name, for `UIFont(name: avenir(weight: .bold), …)`.
    var names: [String: [FontSwitch]] = [:]
    /// The font calls in helpers' bodies whose name the switch picks, by file.
    var resolved: [String: Set<Int>] = [:]

    init() {}

    init(_ helpers: [FontSwitch]) {
        for helper in FontSwitches.linked(helpers) {
            if helper.kind == .font {
                fonts[helper.name, default: []].append(helper)
            } else {
                names[helper.name, default: []].append(helper)
            }
            if !helper.resolvedArguments.isEmpty {
                resolved[helper.file, default: []].formUnion(helper.resolvedArguments)
            }
        }
    }

    var isEmpty: Bool { fonts.isEmpty && names.isEmpty }

    /// The names a call site of a helper must hold, for the cheap test of a file's text.
    var callNames: [String] { Array(Set(fonts.keys).union(names.keys)).sorted() }
}
