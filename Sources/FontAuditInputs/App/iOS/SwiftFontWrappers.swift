import FontAuditModel
import FontAuditSystem

/// An app's own wrapper around a font call, which its call sites name the font through: a struct (usually a
/// SwiftUI `ViewModifier`) whose body calls `.custom(self.name, size: …)` with a stored property, made with
/// its memberwise initializer, and a function that passes its parameter on to such a struct or function
/// (isowords' `View.adaptiveFont(_ name: FontName, size:)` → `self.modifier(AdaptiveFont(name:
/// name.rawValue, size: size, …))`). Each call with a name the scan knows (`.adaptiveFont(.matterMedium,
/// size: 16)`) asks for that face at the call.
struct FontWrapper: Sendable {
    enum Kind: Sendable {
        /// A struct whose own font call reads a stored property: its initializer's calls are styles.
        case memberwise
        /// A function whose body is a call of another wrapper.
        case function
    }

    var kind: Kind
    var name: String
    var file = ""
    /// Its parameter (or stored property) labels in order, "_" for an unlabeled one.
    var labels: [String] = []
    /// The labels a call may leave out (a default value, a property wrapper's own).
    var optional = Set<String>()
    /// Each parameter's last type name, by label.
    var types: [String: String] = [:]
    /// Each closure parameter whose default is `{ $0 }`, by label.
    var identityDefaults = Set<String>()
    /// Where the name goes, once `FontWrappers.routes` has followed it to the font call.
    var route: FontWrapperRoute?
    /// A function's one call of another wrapper: its name, and the argument each of its labels is given, as a
    /// parameter of this function's (with whether it is the parameter's `.rawValue`).
    var target: (name: String, passed: [String: (label: String, rawValue: Bool)], key: Int)?
    /// A struct's font calls that read the name, `FontSwitches.key` of their name argument.
    var definitions: [Int] = []
}

/// How a wrapper's call gives its font: the parameter that holds the name (its type, and whether the font call
/// reads its `rawValue`), the one passed on as the size, and the closure the font goes through, if any.
struct FontWrapperRoute: Sendable {
    var nameLabel: String
    var nameType: String?
    var rawValue: Bool
    var sizeLabel: String?
    /// A `(Font) -> Font` parameter the font is given to (isowords' `configure`).
    var closureLabel: String?
    /// Whether leaving that closure out leaves the font as it is (`= { $0 }`).
    var closureDefaultsToIdentity = true
    /// The struct whose font call this ends in: `file#key` of the call's name argument.
    var terminal: String
}

/// Finds `FontWrapper`s in one file's tokens, in one pass with bounded looks ahead, and links them across the
/// project.
enum FontWrappers {
    static let maxPerFile = 256
    static let maxWrappers = 4_096
    /// How many wrappers a name may go through: a ring of functions stops here, as a chain this long is not
    /// code anyone writes.
    static let maxSteps = 8
    /// The names of SwiftUI's and UIKit's own font calls: an app's overload of one is read by the call forms.
    static let reserved: Set<String> = ["font", "custom", "system", "init", "UIFont", "Font", "UIFontDescriptor"]

    /// Whether a file's text may define one: a font call, or a modifier applied.
    static func mayDefine(_ bytes: [UInt8]) -> Bool {
        ProjectText.find("modifier", in: bytes) != nil || ProjectText.find("ModifiedContent", in: bytes) != nil
    }

    static func find(in tokens: [SourceToken], closing: [Int?], file: String) -> [FontWrapper] {
        var found: [FontWrapper] = []
        var i = 0
        while i < tokens.count, found.count < maxPerFile {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, i == 0 || !tokens[i - 1].isPunctuation(".") else { continue }
            if tokens[i].is("struct"), var wrapper = memberwise(at: i, tokens: tokens, closing: closing, file: file) {
                wrapper.file = file
                found.append(wrapper)
            } else if tokens[i].is("func"), var wrapper = function(at: i, tokens: tokens, closing: closing) {
                wrapper.file = file
                found.append(wrapper)
            }
        }
        return found
    }

    /// A stored property of a struct: its label in the memberwise initializer, its type's last name, whether the
    /// initializer may leave it out, and whether that default is `{ $0 }`.
    struct Property {
        var name: String
        var type: String?
        var optional: Bool
        var identity: Bool
        var isLet: Bool
    }

    /// `struct NAME … { … }` at `at` with no `init` of its own, whose stored properties are all read plainly and
    /// whose body holds a font call reading one of them as its name (`.custom(self.name, size: self.size)`).
    static func memberwise(at: Int, tokens: [SourceToken], closing: [Int?], file: String) -> FontWrapper? {
        guard at + 1 < tokens.count, tokens[at + 1].kind == .identifier,
            !reserved.contains(tokens[at + 1].text)
        else { return nil }
        var open = at + 2
        while open < tokens.count, open < at + 2 + FontSwitches.bodyLookAhead, !tokens[open].isPunctuation("{") {
            if tokens[open].isPunctuation("}") || tokens[open].isPunctuation(";") { return nil }
            open += 1
        }
        guard open < tokens.count, tokens[open].isPunctuation("{"), let close = closing[open] else { return nil }
        var properties: [Property] = []
        var fontCalls: [Int] = []
        var assigned = Set<String>()
        var uses = BodyUses()
        var i = open + 1
        while i < close {
            let t = tokens[i]
            if t.kind == .punctuation, let end = closing[i], t.isPunctuation("{") || t.isPunctuation("(") {
                // A member's body: its font calls and assignments, never its declarations.
                scanBody(
                    from: i, to: end, tokens: tokens, closing: closing, fontCalls: &fontCalls, assigned: &assigned,
                    uses: &uses)
                i = end + 1
                continue
            }
            if t.isIdentifier("init") { return nil }  // no memberwise initializer
            if t.isIdentifier("lazy") { return nil }
            if t.isIdentifier("let") || t.isIdentifier("var") {
                if tokens[i - 1].isIdentifier("static") || tokens[i - 1].isIdentifier("class") {
                    i += 1  // not the initializer's
                    continue
                }
                let attributed = Self.hasAttribute(before: i, open: open, tokens: tokens)
                guard
                    let (property, end) = property(
                        at: i, tokens: tokens, closing: closing, end: close, attributed: attributed)
                else {
                    return nil  // a property not read plainly: the initializer's labels are not known
                }
                if let property { properties.append(property) }
                i = end
                continue
            }
            i += 1
        }
        // A face modifier anywhere in the members (`content.fontWeight(.bold).font(…)`, `….padding(4).bold()`):
        // the face is not the name's alone.
        if uses.restyles { return nil }
        // The font calls that read a stored `String` (or `.rawValue` of one) never assigned.
        let byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var route: FontWrapperRoute?
        var definitions: [Int] = []
        for argument in fontCalls {
            var at = argument
            let viaSelf = tokens[at].isIdentifier("self") && at + 2 < close && tokens[at + 1].isPunctuation(".")
            if viaSelf { at += 2 }
            guard let property = byName[tokens[at].text], !assigned.contains(property.name) || property.isLet,
                at + 1 < close
            else { continue }
            // A bare name may be a local, a parameter or a closure's (`let name = "X"`, `func make(_ name:
            // String)`): followed only when the members name it nowhere but in font calls.
            if !viaSelf, uses.bare[property.name, default: 0] > fontCalls.filter({ tokens[$0].is(property.name) }).count
            {
                continue
            }
            var end = at + 1
            var rawValue = false
            if tokens[end].isPunctuation("."), end + 2 < close, tokens[end + 1].isIdentifier("rawValue") {
                rawValue = true
                end += 2
            }
            guard tokens[end].isPunctuation(",") || tokens[end].isPunctuation(")"),
                rawValue || property.type == "String"
            else { continue }
            guard let call = passage(ofCallAt: argument, tokens: tokens, closing: closing, byName: byName) else {
                continue
            }
            let next = FontWrapperRoute(
                nameLabel: property.name, nameType: property.type, rawValue: rawValue,
                sizeLabel: call.size, closureLabel: call.closure,
                closureDefaultsToIdentity: call.closure.map { byName[$0]?.identity == true } ?? true,
                terminal: "\(file)#\(FontSwitches.key(tokens[argument]))")
            // Two font calls reading two properties, or through two closures: not one route.
            if let route, !route.sameFace(as: next) || route.sizeLabel != next.sizeLabel { return nil }
            route = route ?? next
            definitions.append(FontSwitches.key(tokens[argument]))
        }
        guard let route else { return nil }
        var wrapper = FontWrapper(kind: .memberwise, name: tokens[at + 1].text)
        wrapper.labels = properties.map(\.name)
        wrapper.optional = Set(properties.filter(\.optional).map(\.name))
        wrapper.types = Dictionary(
            properties.compactMap { p in p.type.map { (p.name, $0) } }, uniquingKeysWith: { first, _ in first })
        wrapper.identityDefaults = Set(properties.filter(\.identity).map(\.name))
        wrapper.route = route
        wrapper.definitions = definitions
        return wrapper
    }

    /// Whether the declaration at `i` has an attribute (`@Environment(\.x) var`), which gives it its value.
    /// Looked for back to the previous declaration or brace, a few tokens at most.
    static func hasAttribute(before i: Int, open: Int, tokens: [SourceToken]) -> Bool {
        var j = i - 1
        while j > open, j >= i - 16 {
            let t = tokens[j]
            if t.isPunctuation("@") { return true }
            if t.isPunctuation(";") || t.isPunctuation("}") || t.isPunctuation("{") || t.isIdentifier("let")
                || t.isIdentifier("var") || t.isIdentifier("func")
            {
                return false
            }
            j -= 1
        }
        return false
    }

    /// `let NAME: Type`, `var NAME: Type = value`, `let NAME = value` at `at`: the property (nil for a computed
    /// one, which the initializer does not take) and where its declaration ends; nil for a form not read
    /// (`let a, b: Int`, a tuple, observers).
    static func property(at: Int, tokens: [SourceToken], closing: [Int?], end: Int, attributed: Bool)
        -> (Property?, Int)?
    {
        guard at + 2 < end, tokens[at + 1].kind == .identifier else { return nil }
        var property = Property(
            name: tokens[at + 1].text, type: nil, optional: attributed, identity: false, isLet: tokens[at].is("let"))
        var i = at + 2
        if tokens[i].isPunctuation(":") {
            i += 1
            // The type, up to `=`, `{` or the next line.
            while i < end, !tokens[i].isPunctuation("="), !tokens[i].isPunctuation("{"),
                !(tokens[i].startsLine && tokens[i].kind == .identifier && !Self.typeWords.contains(tokens[i].text))
            {
                if tokens[i].isPunctuation(",") || tokens[i].isPunctuation(";") { return nil }
                if tokens[i].kind == .identifier { property.type = tokens[i].text }
                if let inner = closing[i] {
                    property.type = property.type ?? "_"  // `[String]`, `(Font) -> Font` gets its last name after
                    i = inner
                }
                i += 1
            }
        }
        if i < end, tokens[i].isPunctuation("{") {
            // A computed property (or observers, which the initializer does take: not read).
            guard let inner = closing[i] else { return nil }
            if i + 1 < end, tokens[i + 1].isIdentifier("willSet") || tokens[i + 1].isIdentifier("didSet") {
                return nil
            }
            return (nil, inner + 1)
        }
        if i < end, tokens[i].isPunctuation("=") {
            property.optional = true
            if i + 3 < end, tokens[i + 1].isPunctuation("{"), tokens[i + 2].isIdentifier("$0"),
                tokens[i + 3].isPunctuation("}")
            {
                property.identity = true
            }
            // The value: to the next line that does not continue it.
            i += 1
            let valueStart = i
            while i < end, i == valueStart || !(tokens[i].startsLine && !tokens[i].isPunctuation(".")) {
                if tokens[i].isPunctuation(",") || tokens[i].isPunctuation(";") { return nil }
                if let inner = closing[i] { i = inner }
                i += 1
            }
        }
        if property.type == nil, !property.optional, !attributed { return nil }
        return (property, i)
    }

    /// Words that continue a type on its next line.
    static let typeWords: Set<String> = ["where"]

    /// What a struct's members do besides their font calls: the bare uses of each name (not after a `.`, not a
    /// call's label given a value), and whether a modifier picks another face.
    struct BodyUses {
        var bare: [String: Int] = [:]
        var restyles = false
    }

    /// The font calls' name arguments and the names assigned (`name = …`, `self.name = …`) from `from` to `to`.
    static func scanBody(
        from: Int, to: Int, tokens: [SourceToken], closing: [Int?], fontCalls: inout [Int], assigned: inout Set<String>,
        uses: inout BodyUses
    ) {
        var i = from
        while i < to {
            let t = tokens[i]
            if t.kind == .identifier, i == 0 || !tokens[i - 1].isPunctuation(".") {
                if !isLabel(at: i, tokens: tokens) { uses.bare[t.text, default: 0] += 1 }
            } else if t.kind == .identifier, faceModifiers.contains(t.text), i + 1 < tokens.count,
                tokens[i + 1].isPunctuation("(")
            {
                uses.restyles = true
            }
            if let argument = FontSwitches.fontCallArgument(at: i, tokens: tokens, closing: closing) {
                fontCalls.append(argument)
            } else if tokens[i].kind == .identifier, i + 2 < to, tokens[i + 1].isPunctuation("="),
                !tokens[i + 2].isPunctuation("=")
            {
                assigned.insert(tokens[i].text)
            }
            i += 1
        }
    }

    /// Whether the name at `i` is a call's label given a value (`UIFont(name: self.name`, `size: 12`), not a
    /// parameter declared with its type (`_ name: String`), which binds it.
    static func isLabel(at i: Int, tokens: [SourceToken]) -> Bool {
        guard i >= 1, i + 2 < tokens.count, tokens[i + 1].isPunctuation(":"),
            tokens[i - 1].isPunctuation("(") || tokens[i - 1].isPunctuation(",")
        else { return false }
        let value = tokens[i + 2]
        if value.kind == .string || value.isPunctuation(".") || value.isPunctuation("\\") { return true }
        guard value.kind == .identifier, let lead = value.text.utf8.first else { return value.kind != .punctuation }
        return !(lead >= UInt8(ascii: "A") && lead <= UInt8(ascii: "Z"))
            && !["inout", "some", "any", "borrowing", "consuming"].contains(value.text)
    }

    /// What happens to the font a call makes, whose name argument is at `argument`: it must go to `.font(…)`
    /// (or be returned) as it is, or through one closure property; nil when a modifier may change its face
    /// (`.weight(.bold)`, `.bold()`). The size property passed as it is, and the closure.
    static func passage(ofCallAt argument: Int, tokens: [SourceToken], closing: [Int?], byName: [String: Property])
        -> (size: String?, closure: String?)?
    {
        // `UIFont(name: ARG` or `.custom(ARG`.
        let open = argument >= 3 && tokens[argument - 1].isPunctuation(":") ? argument - 3 : argument - 1
        guard open >= 1, tokens[open].isPunctuation("("), let close = closing[open] else { return nil }
        if close + 1 < tokens.count, tokens[close + 1].isPunctuation(".") { return nil }  // a Font modifier
        var size: String?
        var i = argument
        while i < close {
            if tokens[i].isIdentifier("size") || tokens[i].isIdentifier("fixedSize"), i + 1 < close,
                tokens[i + 1].isPunctuation(":")
            {
                var at = i + 2
                if tokens[at].isIdentifier("self"), tokens[at + 1].isPunctuation(".") { at += 2 }
                if byName[tokens[at].text] != nil, at + 1 <= close,
                    tokens[at + 1].isPunctuation(",") || tokens[at + 1].isPunctuation(")")
                {
                    size = tokens[at].text
                }
            }
            if let inner = closing[i] { i = inner }
            i += 1
        }
        // The call's start: `.custom`, `Font.custom`, `UIFont`, `.init`.
        var start = open - 1
        while start > 0,
            tokens[start - 1].isPunctuation(".") || tokens[start - 1].isIdentifier("Font")
                || tokens[start - 1].isIdentifier("SwiftUI") || tokens[start - 1].isIdentifier("UIFont")
        {
            start -= 1
        }
        guard start >= 2, tokens[start - 1].isPunctuation("(") else { return (size, nil) }
        // `self.configure(.custom(…))`: the closure property's call, itself inside `.font(…)`.
        let callee = tokens[start - 2]
        // `content.font(.custom(…))` (also where a property is called `font`).
        if callee.isIdentifier("font"), start >= 3, tokens[start - 3].isPunctuation("."),
            let fontClose = closing[start - 1], fontClose == close + 1
        {
            return modifiesFace(after: fontClose, tokens) ? nil : (size, nil)
        }
        if let property = byName[callee.text], closing[start - 1] == close + 1 {
            let viaSelf = start >= 4 && tokens[start - 3].isPunctuation(".") && tokens[start - 4].isIdentifier("self")
            let outer = viaSelf ? start - 4 : start - 2
            guard outer >= 2, tokens[outer - 1].isPunctuation("("), tokens[outer - 2].isIdentifier("font"),
                let fontClose = closing[outer - 1], fontClose == close + 2, !modifiesFace(after: fontClose, tokens)
            else { return nil }
            return (size, property.name)
        }
        return nil
    }

    /// Whether `.bold()`, `.italic()`, `.fontWeight(…)` follow `.font(…)`'s `)` at `close`.
    static func modifiesFace(after close: Int, _ tokens: [SourceToken]) -> Bool {
        guard close + 2 < tokens.count, tokens[close + 1].isPunctuation(".") else { return false }
        return faceModifiers.contains(tokens[close + 2].text)
    }

    /// SwiftUI's modifiers that pick another face of the family.
    static let faceModifiers: Set<String> = ["bold", "italic", "fontWeight", "weight"]

    /// `func NAME(params) … { [return] [self.|content.]modifier(S(…)) }` (or `ModifiedContent(content: self,
    /// modifier: S(…))`, or `S(…)` alone): a function that passes its parameters on to another wrapper.
    static func function(at: Int, tokens: [SourceToken], closing: [Int?]) -> FontWrapper? {
        guard at + 2 < tokens.count, tokens[at + 1].kind == .identifier, !reserved.contains(tokens[at + 1].text),
            tokens[at + 2].isPunctuation("("), let close = closing[at + 2]
        else { return nil }
        var steps = 0
        let parameters = FontSwitches.parameters(
            open: at + 2, close: close, tokens: tokens, closing: closing, steps: &steps)
        guard !parameters.isEmpty, let open = FontSwitches.bodyOpen(after: close, tokens: tokens),
            let end = closing[open]
        else { return nil }
        var i = open + 1
        if i < end, tokens[i].isIdentifier("return") { i += 1 }
        if i + 1 < end, tokens[i].isIdentifier("self") || tokens[i].isIdentifier("content"),
            tokens[i + 1].isPunctuation(".")
        {
            i += 2
        }
        // The wrapper called: `modifier(S(…))`, `ModifiedContent(content: self, modifier: S(…))`, `S(…)`.
        var call = i
        var outerClose: Int?
        if tokens[i].isIdentifier("modifier"), i + 1 < end, tokens[i + 1].isPunctuation("(") {
            (call, outerClose) = (i + 2, closing[i + 1])
        } else if tokens[i].isIdentifier("ModifiedContent"), i + 7 < end, tokens[i + 1].isPunctuation("("),
            tokens[i + 2].isIdentifier("content"), tokens[i + 3].isPunctuation(":"), tokens[i + 4].isIdentifier("self"),
            tokens[i + 5].isPunctuation(","), tokens[i + 6].isIdentifier("modifier"), tokens[i + 7].isPunctuation(":")
        {
            (call, outerClose) = (i + 8, closing[i + 1])
        }
        guard call + 1 < end, tokens[call].kind == .identifier, tokens[call + 1].isPunctuation("("),
            let callClose = closing[call + 1], (outerClose ?? callClose) + 1 == end,
            outerClose == nil || outerClose == callClose + 1
        else { return nil }
        // Each argument: a parameter as it is, or its `.rawValue`; anything else is not passed on.
        var passed: [String: (label: String, rawValue: Bool)] = [:]
        var j = call + 2
        var argumentStart = true
        while j < callClose {
            if argumentStart, tokens[j].kind == .identifier, j + 2 < callClose, tokens[j + 1].isPunctuation(":"),
                let parameter = parameters.first(where: { tokens[j + 2].isIdentifier($0.name) })
            {
                let after = j + 3
                if tokens[after].isPunctuation(",") || after == callClose {
                    passed[tokens[j].text] = (parameter.label, false)
                } else if tokens[after].isPunctuation("."), after + 2 <= callClose,
                    tokens[after + 1].isIdentifier("rawValue"),
                    tokens[after + 2].isPunctuation(",") || after + 2 == callClose
                {
                    passed[tokens[j].text] = (parameter.label, true)
                }
            }
            argumentStart = tokens[j].isPunctuation(",")
            if let inner = closing[j] { j = inner }
            j += 1
        }
        var wrapper = FontWrapper(kind: .function, name: tokens[at + 1].text)
        wrapper.labels = parameters.map(\.label)
        wrapper.optional = Set(parameters.filter(\.hasDefault).map(\.label))
        wrapper.types = Dictionary(
            parameters.compactMap { p in p.type.map { (p.label, $0) } }, uniquingKeysWith: { first, _ in first })
        wrapper.identityDefaults = identityDefaults(open: at + 2, close: close, tokens: tokens, closing: closing)
        wrapper.target = (tokens[call].text, passed, FontSwitches.key(tokens[call]))
        return wrapper
    }

    /// The labels of the parameters between `open` and `close` whose default is `{ $0 }`: the closure leaves
    /// the font as it is.
    static func identityDefaults(open: Int, close: Int, tokens: [SourceToken], closing: [Int?]) -> Set<String> {
        var found = Set<String>()
        var start = open + 1
        var i = start
        while i <= close {
            if i == close || tokens[i].isPunctuation(",") {
                if start + 4 < i, tokens[start].kind == .identifier, tokens[i - 4].isPunctuation("="),
                    tokens[i - 3].isPunctuation("{"), tokens[i - 2].isIdentifier("$0"), tokens[i - 1].isPunctuation("}")
                {
                    found.insert(tokens[start].text)
                }
                start = i + 1
            } else if let inner = closing[i] {
                i = inner
            }
            i += 1
        }
        return found
    }

    /// The project's wrappers, each function given the route of the wrapper it calls, followed at most
    /// `maxSteps` times (a ring never ends in a struct, and is left out). A name two wrappers of different
    /// routes share stays, for the call's labels to decide; a function whose step cannot be followed (a
    /// computed argument, a target not found) is left out, and its call sites are not read as wrappers.
    static func routes(_ all: [FontWrapper]) -> [FontWrapper] {
        let wrappers = Array(all.prefix(maxWrappers))
        var byName: [String: [Int]] = [:]
        for (index, wrapper) in wrappers.enumerated() { byName[wrapper.name, default: []].append(index) }
        var resolved = wrappers
        for _ in 0..<maxSteps {
            var changed = false
            for index in resolved.indices where resolved[index].route == nil {
                guard let target = resolved[index].target,
                    let candidates = byName[target.name].map({ $0.compactMap { resolved[$0].route } }),
                    let first = candidates.first, candidates.allSatisfy({ $0.sameFace(as: first) })
                else { continue }
                resolved[index].route = compose(resolved[index], first, passed: target.passed)
                if resolved[index].route != nil { changed = true } else { resolved[index].target = nil }
            }
            if !changed { break }
        }
        return resolved.filter { $0.route != nil }
    }

    /// The route of a function that passes `passed` to a wrapper of `inner`'s route; nil when the name is not a
    /// parameter as it is (or its `rawValue` once), or the closure is given something else.
    static func compose(
        _ function: FontWrapper, _ inner: FontWrapperRoute, passed: [String: (label: String, rawValue: Bool)]
    ) -> FontWrapperRoute? {
        guard let name = passed[inner.nameLabel], !(name.rawValue && inner.rawValue) else { return nil }
        let rawValue = name.rawValue || inner.rawValue
        let type = function.types[name.label]
        guard rawValue || type == "String" else { return nil }
        var route = FontWrapperRoute(
            nameLabel: name.label, nameType: type, rawValue: rawValue, terminal: inner.terminal)
        if let size = inner.sizeLabel, let given = passed[size], !given.rawValue { route.sizeLabel = given.label }
        if let closure = inner.closureLabel {
            if let given = passed[closure], !given.rawValue {
                route.closureLabel = given.label
                route.closureDefaultsToIdentity = function.identityDefaults.contains(given.label)
            } else {
                // Not passed: the inner default applies to every call.
                guard inner.closureDefaultsToIdentity else { return nil }
            }
        }
        return route
    }
}

extension FontWrapperRoute {
    /// Whether two routes read a call alike (two declarations of one name).
    func sameFace(as other: FontWrapperRoute) -> Bool {
        nameLabel == other.nameLabel && nameType == other.nameType && rawValue == other.rawValue
            && closureLabel == other.closureLabel && closureDefaultsToIdentity == other.closureDefaultsToIdentity
    }
}

/// The raw values a type's own members name, type → member → value: an enum's `String` cases (`enum AppFont:
/// String { case bold = "Inter-Bold", regular }`, a case with no value is its own name) and a type's static
/// constants of itself made from a literal (isowords' `extension FontName { static let matterMedium: Self =
/// "Matter-Medium" }`, a `Tagged<Font, String>`, whose `rawValue` is the literal). Only direct members of the
/// type's body are read.
enum StringRawValues {
    static func find(in tokens: [SourceToken], closing: [Int?]) -> [String: [String: String]] {
        var found: [String: [String: String]] = [:]
        var conflicting = Set<[String]>()
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            let t = tokens[i]
            guard t.kind == .identifier, t.is("enum") || t.is("struct") || t.is("extension"),
                i == 0 || !tokens[i - 1].isPunctuation("."), tokens[i + 1].kind == .identifier
            else { continue }
            let type = tokens[i + 1].text
            let stringEnum =
                t.is("enum") && tokens[i + 2].isPunctuation(":") && i + 3 < tokens.count
                && tokens[i + 3].isIdentifier("String")
            var open = i + 2
            while open < tokens.count, open < i + 2 + FontSwitches.bodyLookAhead, !tokens[open].isPunctuation("{") {
                open += 1
            }
            guard open < tokens.count, let close = closing[open] else { continue }
            let members = self.members(of: type, open: open, close: close, stringEnum: stringEnum, tokens, closing)
            for (member, value) in members {
                // Two types of one name (`Legacy.FontName`, `FontName`) that give a case two values: which one a
                // call names is not known here, so neither is read.
                if let known = found[type]?[member], known != value { conflicting.insert([type, member]) }
                found[type, default: [:]][member] = found[type]?[member] ?? value
            }
        }
        for pair in conflicting { found[pair[0]]?[pair[1]] = nil }
        return found
    }

    static func members(
        of type: String, open: Int, close: Int, stringEnum: Bool, _ tokens: [SourceToken], _ closing: [Int?]
    ) -> [String: String] {
        var members: [String: String] = [:]
        var j = open + 1
        var inCase = false
        while j < close {
            if let inner = closing[j] {
                j = inner + 1
                inCase = false
                continue
            }
            let t = tokens[j]
            if t.isIdentifier("static"), j + 6 < close, tokens[j + 1].isIdentifier("let"),
                tokens[j + 2].kind == .identifier, tokens[j + 3].isPunctuation(":"),
                tokens[j + 4].isIdentifier("Self") || tokens[j + 4].isIdentifier(type),
                tokens[j + 5].isPunctuation("="),
                tokens[j + 6].kind == .string, !tokens[j + 6].interpolates
            {
                members[tokens[j + 2].text] = tokens[j + 6].text
                j += 7
                continue
            }
            if t.startsLine { inCase = false }
            if stringEnum, t.isIdentifier("case") {
                inCase = true
            } else if inCase, t.kind == .identifier, !tokens[j - 1].isPunctuation(".") {
                if j + 2 < close, tokens[j + 1].isPunctuation("="), tokens[j + 2].kind == .string,
                    !tokens[j + 2].interpolates
                {
                    members[t.text] = tokens[j + 2].text
                    j += 3
                    continue
                }
                // `case bold = 1`… not a String enum; `case bold` is its own name.
                members[t.text] = t.text
            } else if inCase, !t.isPunctuation(",") {
                inCase = false
            }
            j += 1
        }
        return members
    }
}

/// The project's linked wrappers, as the call scan looks them up.
struct FontWrapperTable: Sendable {
    var byName: [String: [FontWrapper]] = [:]
    /// The wrappers' own inner calls (a function's `S(name: name.rawValue, …)`, a struct's `.custom(self.name,
    /// …)`) by file, `FontSwitches.key` of the call or argument: counted through the wrappers' calls. A
    /// struct's font call maps to its route's terminal, which is counted as not checked again if no call
    /// uses it; a function's inner call to "".
    var inner: [String: [Int: String]] = [:]
    /// Enum raw values by type and case.
    var rawValues: [String: [String: String]] = [:]

    init() {}

    init(_ wrappers: [FontWrapper], rawValues: [String: [String: String]] = [:]) {
        for wrapper in FontWrappers.routes(wrappers) {
            byName[wrapper.name, default: []].append(wrapper)
            if let target = wrapper.target { inner[wrapper.file, default: [:]][target.key] = "" }
            for key in wrapper.definitions { inner[wrapper.file, default: [:]][key] = wrapper.route?.terminal }
        }
        self.rawValues = rawValues
    }

    var isEmpty: Bool { byName.isEmpty }
}
