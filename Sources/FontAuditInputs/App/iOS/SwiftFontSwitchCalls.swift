import FontAuditModel
import FontAuditSystem

/// The calls of the app's `FontSwitch` helpers, read by the font call scan as it meets them.
extension SwiftFontCalls.Scanner {
    /// A call of a font helper at `i` (`.default(size: 12, weight: .bold)`, `UIFont.avenir(weight: .bold, size:
    /// 14)`): a style of the face the switch picks for the literal case, else not checked. False when it is not
    /// that helper's call (another type's member, other labels), for the other call forms to read.
    mutating func helperCall(at i: Int, _ helpers: [FontSwitch]) -> Bool {
        guard let close = closing[i + 1] else { return false }
        var callToken = tokens[i]
        var explicitType: String?
        if i > 0, tokens[i - 1].isPunctuation("func") || tokens[i - 1].isIdentifier("func") { return true }
        if i > 0, tokens[i - 1].isPunctuation(".") {
            callToken = tokens[i - 1]
            if i >= 2, tokens[i - 2].kind == .identifier, !Self.expressionKeywords.contains(tokens[i - 2].text) {
                // `UIFont.avenir(…)`; a value's method (`label.default(…)`) is another function.
                guard tokens[i - 2].lead >= UInt8(ascii: "A"), tokens[i - 2].lead <= UInt8(ascii: "Z") else {
                    return false
                }
                explicitType = tokens[i - 2].text
                callToken = tokens[i - 2]
            } else if i >= 2, tokens[i - 2].isPunctuation(")") || tokens[i - 2].isPunctuation("]") {
                return false
            }
        }
        let arguments = argumentList(open: i + 1, close: close)
        var candidates = helpers.filter { Self.accepts($0, arguments.map(\.label)) }
        if let explicitType { candidates = candidates.filter { $0.type == nil || $0.type == explicitType } }
        guard !candidates.isEmpty else { return false }
        var faces: [String?] = []
        for helper in candidates {
            if let value = arguments.last(where: { $0.label == helper.switched })?.value {
                faces.append(caseName(at: value).flatMap(helper.face(for:)))
            } else {
                faces.append(helper.defaultCase.flatMap(helper.face(for:)))
            }
        }
        // A variable, a case the switch does not name, or two helpers of the name that pick differently (UIFont's
        // and Font's, where the call does not say which): decided at run time as far as the scan can tell.
        guard let face = faces.first ?? nil, faces.allSatisfy({ $0 == face }) else {
            found.notChecked.append(location(callToken))
            return true
        }
        let size = arguments.last { $0.label == "size" }?.value
        exactNameStyle(face, call: callToken, size: size, acceptsFamilyName: true)
        return true
    }

    /// Whether a call with these argument labels, in order, may be `helper`'s: each is one of its labels in
    /// its order, and none it requires is missing.
    static func accepts(_ helper: FontSwitch, _ labels: [String]) -> Bool {
        accepts(labels, of: helper.labels, optional: helper.optional)
    }

    /// Whether a call with these argument labels, in order, may be that of a function of `parameters` (labels
    /// in order), of which `optional` may be left out.
    static func accepts(_ labels: [String], of parameters: [String], optional: Set<String>) -> Bool {
        var next = parameters.makeIterator()
        for label in labels {
            var matched = false
            while let wanted = next.next() {
                if wanted == label {
                    matched = true
                    break
                }
                guard optional.contains(wanted) else { return false }
            }
            guard matched else { return false }
        }
        while let wanted = next.next() { guard optional.contains(wanted) else { return false } }
        return true
    }

    /// A call's arguments between `open` and `close`: each label ("_" for none) with its value's first token.
    func argumentList(open: Int, close: Int) -> [(label: String, value: Int)] {
        var found: [(label: String, value: Int)] = []
        var i = open + 1
        var start = true
        while i < close {
            if start {
                if tokens[i].kind == .identifier, token(i + 1)?.isPunctuation(":") == true {
                    found.append((tokens[i].text, i + 2))
                } else {
                    found.append(("_", i))
                }
                start = false
            }
            if let end = closing[i] {
                i = end + 1
                continue
            }
            if tokens[i].isPunctuation(",") { start = true }
            i += 1
        }
        return found
    }

    /// The case a value names, the whole argument: `.bold`, or `UIFont.Weight.bold` with the name before the
    /// case as its qualifier, which the helper's switched type must be (`role.weight` is a value, not a case).
    func caseName(at i: Int) -> (name: String, qualifier: String?)? {
        var end = i
        while let t = token(end), t.kind == .identifier || t.isPunctuation(".") { end += 1 }
        guard end > i, let after = token(end), after.isPunctuation(",") || after.isPunctuation(")"),
            tokens[end - 1].kind == .identifier, end - 2 >= i, tokens[end - 2].isPunctuation(".")
        else { return nil }
        guard end - 3 >= i else { return (tokens[end - 1].text, nil) }
        guard tokens[end - 3].kind == .identifier else { return nil }
        return (tokens[end - 1].text, tokens[end - 3].text)
    }

    /// The name a name helper or property gives with a literal case, the whole font-name argument at `i`:
    /// `avenir(weight: .bold)`, `avenir(.bold)`, `.bold.fontName`, `AppWeight.bold.fontName`.
    func switchName(at i: Int) -> String? {
        guard !switches.names.isEmpty, let t = token(i) else { return nil }
        func agreed(_ helpers: [FontSwitch], _ caseName: (name: String, qualifier: String?)) -> String? {
            let faces = helpers.map { $0.face(for: caseName) }
            guard let face = faces.first ?? nil, faces.allSatisfy({ $0 == face }) else { return nil }
            return face
        }
        if t.kind == .identifier, let helpers = switches.names[t.text], token(i + 1)?.isPunctuation("(") == true,
            let close = closing[i + 1], let after = token(close + 1),
            after.isPunctuation(",") || after.isPunctuation(")")
        {
            let arguments = argumentList(open: i + 1, close: close)
            guard arguments.count == 1, let caseName = caseName(at: arguments[0].value) else { return nil }
            return agreed(helpers.filter { $0.kind == .name && $0.switched == arguments[0].label }, caseName)
        }
        // `.bold.fontName` or `Weight.bold.fontName`, ending the argument.
        var end = i
        while let next = token(end), next.kind == .identifier || next.isPunctuation(".") { end += 1 }
        guard end - 3 >= i, let after = token(end), after.isPunctuation(",") || after.isPunctuation(")"),
            let helpers = switches.names[tokens[end - 1].text], tokens[end - 2].isPunctuation("."),
            tokens[end - 3].kind == .identifier, end - 4 >= i, tokens[end - 4].isPunctuation(".")
        else { return nil }
        var properties = helpers.filter { $0.kind == .property }
        if end - 5 >= i, tokens[end - 5].kind == .identifier {
            let type = tokens[end - 5].text
            properties = properties.filter { $0.type == type }
        }
        return agreed(properties, (tokens[end - 3].text, nil))
    }
}
