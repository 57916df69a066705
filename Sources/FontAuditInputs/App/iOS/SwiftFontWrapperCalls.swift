import FontAuditModel
import FontAuditSystem

/// The calls of the app's `FontWrapper`s, read by the font call scan as it meets them: each is a style of the
/// face its name argument names, at the call, as if the call had written `Font.custom("…", size: …)`.
extension SwiftFontCalls.Scanner {
    /// A call of a wrapper at `i` (`.adaptiveFont(.matterMedium, size: 16)`, `AdaptiveFont(name: "X", size:
    /// 12)`): a style when its name is a literal, a constant or an enum case whose raw value the scan knows, else
    /// not checked. False when it is not a wrapper's call (a declaration, another type's member, other labels),
    /// for the other call forms to read.
    mutating func wrapperCall(at i: Int, _ candidates: [FontWrapper]) -> Bool {
        guard let close = closing[i + 1] else { return false }
        if i > 0, tokens[i - 1].isIdentifier("func") || tokens[i - 1].isIdentifier("struct") { return false }
        if let terminal = wrapperInnerHere[FontSwitches.key(tokens[i])] {
            // A function's own call of the wrapper it passes its name on to: counted through its calls.
            if !terminal.isEmpty { found.wrapperUses.insert(terminal) }
            return true
        }
        let afterDot = i > 0 && tokens[i - 1].isPunctuation(".")
        if afterDot, i >= 2, tokens[i - 2].kind == .identifier, tokens[i - 2].lead >= UInt8(ascii: "A"),
            tokens[i - 2].lead <= UInt8(ascii: "Z")
        {
            return false  // `Type.name(…)`: a static member, not a view's method nor an initializer
        }
        let callToken = afterDot ? tokens[i - 1] : tokens[i]
        var arguments = argumentList(open: i + 1, close: close)
        var end = close
        // A trailing closure: the wrapper's closure parameter.
        var trailing: Int?
        if let brace = token(close + 1), brace.isPunctuation("{"), let braceClose = closing[close + 1] {
            trailing = close + 1
            end = braceClose
        }
        let matching = candidates.filter { wrapper in
            // A struct is made by its bare name; a function is a view's method or called bare.
            guard let route = wrapper.route, wrapper.kind == .function || !afterDot else { return false }
            var labels = arguments.map(\.label)
            if trailing != nil {
                guard let closure = route.closureLabel else { return false }
                labels.append(closure)
            }
            return Self.accepts(labels, of: wrapper.labels, optional: wrapper.optional)
        }
        guard !matching.isEmpty else { return false }
        if let trailing, let closure = matching.first?.route?.closureLabel { arguments.append((closure, trailing)) }
        var faces: [String?] = []
        for wrapper in matching {
            guard let route = wrapper.route else { continue }
            found.wrapperUses.insert(route.terminal)
            faces.append(wrapperFace(route, arguments))
        }
        // A modifier after the call that picks another face of the family (`.bold()`): decided where the scan
        // does not follow the font.
        // Before the call as well: `Text(…).bold().adaptiveFont(…)` is the bold face of the family too.
        let restyled =
            Self.chainModifiesFace(from: end + 1, tokens: tokens, closing: closing)
            || (afterDot && Self.chainModifiesFace(before: i - 1, tokens: tokens, closing: closing))
        guard let face = faces.first ?? nil, faces.allSatisfy({ $0 == face }), !restyled else {
            found.notChecked.append(location(callToken))
            return true
        }
        let size = matching.first?.route?.sizeLabel.flatMap { label in arguments.last { $0.label == label }?.value }
        exactNameStyle(face, call: callToken, size: size, acceptsFamilyName: true)
        return true
    }

    /// The face one wrapper's route gives these arguments, or nil: a name the scan cannot tell, or a closure
    /// that may change the font.
    mutating func wrapperFace(_ route: FontWrapperRoute, _ arguments: [(label: String, value: Int)]) -> String? {
        if let closure = route.closureLabel {
            if let given = arguments.last(where: { $0.label == closure }) {
                guard keepsFace(closureAt: given.value) else { return nil }
            } else if !route.closureDefaultsToIdentity {
                return nil
            }
        }
        guard let value = arguments.last(where: { $0.label == route.nameLabel })?.value,
            let after = Self.argumentEnd(from: value, tokens: tokens, closing: closing),
            tokens[after].isPunctuation(",") || tokens[after].isPunctuation(")")
        else { return nil }
        if !route.rawValue {
            return literal(at: value) ?? constantName(at: value)
        }
        // The raw value of a case of the parameter's type: `.bold`, `Type.bold`.
        guard let type = route.nameType, let (name, qualifier) = caseName(at: value), qualifier ?? type == type
        else { return nil }
        return wrappers.rawValues[type]?[name]
    }

    /// The index just after the argument that starts at `i`: its `,` or the call's `)`.
    static func argumentEnd(from i: Int, tokens: [SourceToken], closing: [Int?]) -> Int? {
        var at = i
        while at < tokens.count {
            if tokens[at].isPunctuation(",") || tokens[at].isPunctuation(")") { return at }
            if let inner = closing[at] { at = inner }
            at += 1
        }
        return nil
    }

    /// Whether the closure at `open` leaves the face as it is: `{ $0 }`, or `$0` with modifiers that set a
    /// feature and not a face (isowords' `{ $0.monospacedDigit() }`).
    func keepsFace(closureAt open: Int) -> Bool {
        guard token(open)?.isPunctuation("{") == true, let close = closing[open],
            token(open + 1)?.isIdentifier("$0") == true
        else { return false }
        var at = open + 2
        while at < close {
            guard tokens[at].isPunctuation("."), let member = token(at + 1),
                Self.featureModifiers.contains(member.text), token(at + 2)?.isPunctuation("(") == true,
                let end = closing[at + 2]
            else { return false }
            at = end + 1
        }
        return at == close
    }

    /// `Font`'s modifiers that keep the face: OpenType features, leading.
    static let featureModifiers: Set<String> = [
        "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading",
    ]

    /// Whether the member calls before the `.` at `dot` (`Text(…).bold().padding(4)`) have a modifier that picks
    /// another face, a bounded number of links back.
    static func chainModifiesFace(before dot: Int, tokens: [SourceToken], closing: [Int?]) -> Bool {
        var at = dot
        var links = 0
        while links < 64, at >= 1, tokens[at].isPunctuation("."), tokens[at - 1].isPunctuation(")"),
            let open = SourceCalls.opening(of: at - 1, in: tokens, closing: closing, within: 4_095),
            open >= 2, tokens[open - 1].kind == .identifier, tokens[open - 2].isPunctuation(".")
        {
            if FontWrappers.faceModifiers.contains(tokens[open - 1].text) { return true }
            at = open - 2
            links += 1
        }
        return false
    }

    /// Whether the member chain from `start` has a modifier that picks another face (`.bold()`,
    /// `.fontWeight(.semibold)`, `.italic()`), a bounded number of links.
    static func chainModifiesFace(from start: Int, tokens: [SourceToken], closing: [Int?]) -> Bool {
        var at = start
        var links = 0
        while links < 64, at + 2 < tokens.count, tokens[at].isPunctuation("."), tokens[at + 1].kind == .identifier,
            tokens[at + 2].isPunctuation("("), let end = closing[at + 2]
        {
            if FontWrappers.faceModifiers.contains(tokens[at + 1].text) { return true }
            at = end + 1
            if at < tokens.count, tokens[at].isPunctuation("{"), let brace = closing[at] { at = brace + 1 }
            links += 1
        }
        return false
    }
}
