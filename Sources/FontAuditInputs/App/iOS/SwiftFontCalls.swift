import FontAuditModel
import FontAuditSystem

/// The font call sites of Swift sources, found by a lexical scan: `UIFont(name:size:)`,
/// `UIFontDescriptor(name:size:)`, `Font.custom(…)` (and `.custom(…)`), YMatterType's
/// `Typography(familyName:fontWeight:…)` and `FontInfo(familyName:)`. A call whose name is not a plain string
/// literal is counted as not checked, never guessed.
package struct SwiftFontCalls: Sendable {
    package var styles: [TextStyle] = []
    /// Calls whose font name is computed at run time.
    package var notChecked: [SourceLocation] = []
    /// The `FontWrapper` routes this file's calls went through (`FontWrapperRoute.terminal`).
    var wrapperUses = Set<String>()
    /// The wrappers' own font calls this file left uncounted, one entry (its route's terminal) each: counted as
    /// not checked after all when no call in the project goes through them.
    var wrapperDefinitions: [String] = []

    /// YMatterType's `Typography.FontWeight` cases and their weight classes; its ultralight is the lightest.
    package static let yMatterWeights: [String: Int] = [
        "ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]

    /// Scans one file's tokens. `fontInfos` maps names bound to `FontInfo(familyName:)` values (in any file) to
    /// their family, so `Typography(fontFamily: .montserrat, …)` is resolved.
    package static func scan(
        _ tokens: [SourceToken], file: String, fontInfos: [String: String] = [:], swiftGen: [String: String] = [:]
    ) -> SwiftFontCalls {
        scan(tokens, file: file, fontInfos: fontInfos, swiftGen: swiftGen, brackets: SourceCalls(tokens, file: file))
    }

    /// The same, with these tokens' calls worked out already (`brackets`), so the caller shares them.
    /// `staticStrings`: the project's `static let name = "…"` constants by name (`StaticStringConstants`).
    static func scan(
        _ tokens: [SourceToken], file: String, fontInfos: [String: String], swiftGen: [String: String],
        brackets: SourceCalls, staticStrings: [String: String] = [:], switches: FontSwitchTable = FontSwitchTable(),
        wrappers: FontWrapperTable = FontWrapperTable()
    ) -> SwiftFontCalls {
        var scanner = Scanner(
            tokens: tokens, file: file, fontInfos: fontInfos, swiftGen: swiftGen, closing: brackets.closing)
        scanner.staticStrings = staticStrings
        if !switches.isEmpty {
            scanner.switches = switches
            scanner.resolvedHere = switches.resolved[file] ?? []
        }
        if !wrappers.isEmpty {
            scanner.wrappers = wrappers
            scanner.wrapperInnerHere = wrappers.inner[file] ?? [:]
        }
        scanner.run()
        return scanner.found
    }

    /// Names bound to `FontInfo(familyName: "…")` literals: `static let montserrat = FontInfo(familyName: …)`.
    package static func fontInfoBindings(_ tokens: [SourceToken]) -> [String: String] {
        var found: [String: String] = [:]
        for i in tokens.indices where tokens[i].isIdentifier("FontInfo") {
            guard i >= 2, tokens[i - 1].isPunctuation("="), tokens[i - 2].kind == .identifier,
                i + 4 < tokens.count, tokens[i + 1].isPunctuation("("), tokens[i + 2].isIdentifier("familyName"),
                tokens[i + 3].isPunctuation(":"), tokens[i + 4].kind == .string, !tokens[i + 4].interpolates
            else { continue }
            found[tokens[i - 2].text] = tokens[i + 4].text
        }
        return found
    }

    /// Whether `t` may be one of the names the scanner's `call(at:)` switches on, by its first byte and its
    /// length in bytes: a String comparison that fails costs a hundred instructions, and ordinary code is full
    /// of identifiers that start with `s`, `c` or `f`. Each name is plain ASCII, and none holds `K`, `;` or
    /// `` ` `` (the only ASCII a non-ASCII character is canonically equivalent to): a text equal to one is byte
    /// for byte that name, so it has its first byte and its length. A text whose first byte is not ASCII goes to
    /// the switch. `SwiftCallFastPathTests` holds this to the switch itself (`callNameReference`).
    static func mayNameCall(_ t: SourceToken) -> Bool {
        switch t.lead {
        case 0: return true
        case UInt8(ascii: "U"): return t.text.utf8.count == 6 || t.text.utf8.count == 16  // UIFont, UIFontDescriptor
        case UInt8(ascii: "f"): return t.text.utf8.count == 4  // font
        case UInt8(ascii: "s"): return t.text.utf8.count == 11  // swiftUIFont
        case UInt8(ascii: "c"): return t.text.utf8.count == 6  // custom
        case UInt8(ascii: "T"): return t.text.utf8.count == 10  // Typography
        case UInt8(ascii: "F"): return t.text.utf8.count == 8  // FontInfo
        case UInt8(ascii: "i"): return t.text.utf8.count == 4  // init
        default: return false
        }
    }

    /// The names the scanner's `call(at:)` switches on, as the switch itself tells them: the reference
    /// `mayNameCall` is tested against.
    static func callNameReference(_ text: String) -> Bool {
        switch text {
        case "UIFont", "UIFontDescriptor", "font", "swiftUIFont", "custom", "Typography", "FontInfo", "init":
            return true
        default: return false
        }
    }

    /// The same test for `let`, `var` and `case` (the scanner's `trackBindings`): by first byte and length.
    static func mayStartBinding(_ t: SourceToken) -> Bool {
        switch t.lead {
        case 0: return true
        case UInt8(ascii: "l"), UInt8(ascii: "v"): return t.text.utf8.count == 3
        case UInt8(ascii: "c"): return t.text.utf8.count == 4
        default: return false
        }
    }

    /// A call's argument labels, each with the index of its value's first token: a call has a few, so a list
    /// looked through costs less than a dictionary made for it (thousands of instructions a call). A label given
    /// twice means its last value, as a dictionary filled in order would.
    struct ArgumentLabels {
        var labels: [(label: String, value: Int)] = []

        subscript(_ label: String) -> Int? { labels.last { $0.label == label }?.value }
    }

    struct Binding {
        var name: String
        var depth: Int
        var isCase: Bool
        /// SwiftUI's `var body`: the view's content, not a style.
        var isViewBody = false
    }

    struct Scanner {
        /// A line that follows one of these continues the statement before it.
        static let continuing: Set<String> = ["=", ",", "(", ".", "+", "?", ":"]
        let tokens: [SourceToken]
        let file: String
        let fontInfos: [String: String]
        /// SwiftGen's font constants, "Inter.semiBold" → PostScript name (`SwiftGenFonts`).
        let swiftGen: [String: String]
        var found = SwiftFontCalls()
        var bindings: [Binding] = []
        var depth = 0
        /// FontInfo calls already read as part of a Typography call.
        var consumed = Set<Int>()
        /// The file's names bound once to a string literal (`StringConstants`), worked out the first time a call
        /// names its font by a name.
        var constants: [String: String]?
        /// The file's names swapped for another font name under Bold Text (`SwiftBoldTextNames`), worked out the
        /// first time a call names its font by a name no constant holds.
        var boldTextSwaps: [String: SwiftBoldTextNames.Swap]?
        /// The project's static string constants by name, for `UIFont(name: UIFont.sansBold, …)`.
        var staticStrings: [String: String] = [:]
        /// The app's helpers that pick a face by a `switch` (`FontSwitches`), and the font calls of this file's
        /// helpers that take the name their switch picks: counted through the helpers' calls.
        var switches = FontSwitchTable()
        var resolvedHere = Set<Int>()
        /// The app's wrappers (`FontWrappers`), and this file's calls inside them, counted through their calls.
        var wrappers = FontWrapperTable()
        var wrapperInnerHere: [Int: String] = [:]
        /// The type bodies the scan is in, innermost last: whether each is an `extension Font` (or
        /// `SwiftUI.Font`), and the index of the `}` that closes it. A declared type waits in `pendingType` for
        /// its `{`.
        var types: [(isFont: Bool, close: Int)] = []
        var pendingType: Bool?
        /// Whether the file declares a `func custom`: then a bare `custom(…)` may be the app's own.
        lazy var declaresCustom: Bool = {
            tokens.indices.contains { i in
                i + 1 < tokens.count && tokens[i].isIdentifier("func") && tokens[i + 1].isIdentifier("custom")
            }
        }()

        /// For each opening bracket, the index of the bracket that closes it (nil: never closed), worked out in
        /// one pass, so reading a call's arguments skips nested groups instead of walking them.
        let closing: [Int?]

        init(
            tokens: [SourceToken], file: String, fontInfos: [String: String], swiftGen: [String: String],
            closing: [Int?]
        ) {
            (self.tokens, self.file, self.fontInfos, self.swiftGen) = (tokens, file, fontInfos, swiftGen)
            self.closing = closing
        }

        func token(_ i: Int) -> SourceToken? { i < tokens.count ? tokens[i] : nil }

        func location(_ t: SourceToken) -> SourceLocation { SourceLocation(file: file, line: t.line, column: t.column) }

        /// The style's name: the enclosing `let`, `var` or `case`, else `File.swift:LINE`. A SwiftUI view's
        /// `body` names every view, not a style: its styles are named by their place.
        func name(at t: SourceToken) -> String {
            if let binding = bindings.last, !binding.isViewBody { return binding.name }
            return "\(Platform.baseName(of: file)):\(t.line)"
        }

        mutating func run() {
            var i = 0
            while i < tokens.count {
                // The kind and byte alone, not the token: copying it retains its text.
                let (kind, byte) = (tokens[i].kind, tokens[i].byte)
                trackBindings(at: i)
                while let last = types.last, i > last.close { types.removeLast() }
                if kind == .punctuation {
                    if byte == UInt8(ascii: "{"), let isFont = pendingType {
                        if let close = closing[i] { types.append((isFont, close)) }
                        pendingType = nil
                    }
                    if !swiftGen.isEmpty,
                        byte == UInt8(ascii: ",") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
                    {
                        swiftGenValue(endingBefore: i)
                    }
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                        depth += 1
                    } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                        depth = max(0, depth - 1)
                        // The stack is ordered by depth: pop from its end (removeAll scanned it all, quadratic
                        // under deep nesting).
                        while let last = bindings.last, last.depth > depth { bindings.removeLast() }
                    }
                }
                // Every call form starts at an identifier (a `.` token once went through `call` to its default).
                if kind == .identifier {
                    if Self.mayDeclareType(tokens[i]) { typeDeclaration(at: i) }
                    call(at: i)
                }
                i += 1
            }
        }

        /// Whether `t` may be `extension`, `struct`, `class`, `enum`, `actor` or `protocol`, by its first byte and
        /// length (as `mayNameCall`), before any String comparison.
        static func mayDeclareType(_ t: SourceToken) -> Bool {
            switch t.lead {
            case 0: return true
            case UInt8(ascii: "e"): return t.text.utf8.count == 9 || t.text.utf8.count == 4  // extension, enum
            case UInt8(ascii: "s"): return t.text.utf8.count == 6  // struct
            case UInt8(ascii: "c"), UInt8(ascii: "a"): return t.text.utf8.count == 5  // class, actor
            case UInt8(ascii: "p"): return t.text.utf8.count == 8  // protocol
            default: return false
            }
        }

        /// A type declaration at `i` (`extension SwiftUI.Font where …`, `struct Theme: View`): its body, at the
        /// next `{`, is a type of its own. `class func` and `class var` declare no type.
        mutating func typeDeclaration(at i: Int) {
            let t = tokens[i]
            guard
                t.is("extension") || t.is("struct") || t.is("class") || t.is("enum") || t.is("actor")
                    || t.is("protocol"),
                i == 0 || !tokens[i - 1].isPunctuation("."), let first = token(i + 1), first.kind == .identifier,
                !Self.memberKeywords.contains(first.text)
            else { return }
            var j = i + 1
            // `extension SwiftUI.Font`: the last name of the path.
            while let dot = token(j + 1), dot.isPunctuation("."), let next = token(j + 2), next.kind == .identifier {
                j += 2
            }
            pendingType = t.text == "extension" && tokens[j].text == "Font"
        }

        /// Words after `class` that make it a member's modifier, not a class.
        static let memberKeywords: Set<String> = [
            "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private",
            "fileprivate", "internal", "public", "open", "package", "convenience", "required", "mutating",
        ]

        /// Whether the scan is directly in an `extension Font` body (not in a type nested in it).
        var inFontExtension: Bool { types.last?.isFont == true }

        /// Keeps the stack of enclosing bindings: a `let`/`var` ends with its statement, a `case` at the next
        /// `case` or the end of its block.
        mutating func trackBindings(at i: Int) {
            if tokens[i].startsLine, i > 0, let top = bindings.last, !top.isCase, top.depth == depth {
                let previous = tokens[i - 1]
                let continues =
                    previous.kind == .punctuation && Self.continuing.contains(previous.text)
                    || tokens[i].isPunctuation(".")
                if !continues { bindings.removeLast() }
            }
            guard tokens[i].kind == .identifier, SwiftFontCalls.mayStartBinding(tokens[i]) else { return }
            let t = tokens[i]
            guard t.is("let") || t.is("var") || t.is("case") else { return }
            var j = i + 1
            if t.text == "case", token(j)?.isPunctuation(".") == true { j += 1 }
            guard let nameToken = token(j), nameToken.kind == .identifier, nameToken.text != "let",
                nameToken.text != "var"
            else { return }
            while let last = bindings.last, last.depth >= depth { bindings.removeLast() }
            bindings.append(
                Binding(
                    name: nameToken.text, depth: depth, isCase: t.text == "case",
                    isViewBody: t.text == "var" && nameToken.text == "body"))
        }

        /// The plain string literal at `i`, followed by `,` or `)`; nil when the name is computed.
        func literal(at i: Int) -> String? {
            guard let t = token(i), t.kind == .string, !t.interpolates, let after = token(i + 1),
                after.isPunctuation(",") || after.isPunctuation(")")
            else { return nil }
            return t.text
        }

        mutating func call(at i: Int) {
            if !switches.fonts.isEmpty, token(i + 1)?.byte == UInt8(ascii: "("),
                let helpers = switches.fonts[tokens[i].text], helperCall(at: i, helpers)
            {
                return
            }
            if !wrappers.isEmpty, token(i + 1)?.byte == UInt8(ascii: "("),
                let candidates = wrappers.byName[tokens[i].text], wrapperCall(at: i, candidates)
            {
                return
            }
            // A wrapper struct made through `.init` (`AdaptiveFont.init(name: n, …)`, `.modifier(.init(…))`): its
            // name is not read, and its struct's own font call is counted through its calls, so it is not checked.
            if !wrappers.isEmpty, tokens[i].isIdentifier("init"), i >= 3, token(i + 1)?.byte == UInt8(ascii: "("),
                tokens[i - 1].isPunctuation("."),
                wrappers.byName[tokens[i - 2].text]?.contains(where: { $0.kind == .memberwise }) == true
                    || (tokens[i - 2].isPunctuation("(") && tokens[i - 3].isIdentifier("modifier"))
            {
                found.notChecked.append(location(tokens[i - 1]))
                return
            }
            guard SwiftFontCalls.mayNameCall(tokens[i]) else { return }
            let t = tokens[i]
            switch t.text {
            case "UIFont", "UIFontDescriptor":
                guard token(i + 1)?.isPunctuation("(") == true, token(i + 3)?.isPunctuation(":") == true else { return }
                if token(i + 2)?.isIdentifier("name") == true {
                    // Core Text matches the name as a PostScript name, then a family name, then a display name
                    // (CTFontDescriptor.h, kCTFontNameAttribute): `UIFont(name: "Avenir", …)` is Avenir's regular.
                    fontName(at: i + 4, call: t, open: i + 1, acceptsFamilyName: true)
                } else if t.text == "UIFont",
                    token(i + 2)?.isIdentifier("font") == true || token(i + 2)?.isIdentifier("resource") == true
                {
                    // SwiftGen: `UIFont(font: FontFamily.Inter.semiBold, size: 16)`; R.swift:
                    // `UIFont(resource: R.font.interSemiBold, size: 16)`.
                    var end = i + 4
                    while let next = token(end), next.kind == .identifier || next.isPunctuation(".") { end += 1 }
                    swiftGenUse(SwiftGenFonts.key(endingBefore: end, in: tokens), call: t, open: i + 1)
                }
            case "init":
                // `UIFont.init(name:size:)` written out, or `.init(name: "…", size: …)` where a UIFont is expected
                // (emitron's `extension UIFont { static var title: UIFont { .init(name: "Relative Pro Bold",
                // size: 34)! } }`). Other types have an `init(name:size:)` too: the implicit form counts only
                // when its result is unwrapped (`!`, `?`, `??`), as the failable `UIFont.init(name:size:)`'s is.
                guard i > 0, tokens[i - 1].isPunctuation("."), token(i + 1)?.isPunctuation("(") == true,
                    token(i + 2)?.isIdentifier("name") == true, token(i + 3)?.isPunctuation(":") == true
                else { return }
                let typed =
                    i >= 2 && (tokens[i - 2].isIdentifier("UIFont") || tokens[i - 2].isIdentifier("UIFontDescriptor"))
                if !typed {
                    // An implicit member: after an operator, a keyword or an opening bracket, not after a value.
                    if i >= 2,
                        tokens[i - 2].isPunctuation(")") || tokens[i - 2].isPunctuation("]")
                            || tokens[i - 2].kind == .identifier
                                && !Self.expressionKeywords.contains(tokens[i - 2].text)
                            || tokens[i - 2].kind == .string || tokens[i - 2].kind == .number
                    {
                        return
                    }
                    guard let close = closing[i + 1], let after = token(close + 1),
                        after.isPunctuation("!") || after.isPunctuation("?"), arguments(open: i + 1)["size"] != nil
                    else { return }
                }
                fontName(at: i + 4, call: typed ? tokens[i - 2] : t, open: i + 1, acceptsFamilyName: true)
            case "font", "swiftUIFont":
                // R.swift: `R.font.interSemiBold(size: 16)`, located at `R`.
                if t.text == "font", i >= 2, tokens[i - 1].isPunctuation("."), tokens[i - 2].isIdentifier("R"),
                    token(i + 1)?.isPunctuation(".") == true, let name = token(i + 2), name.kind == .identifier,
                    token(i + 3)?.isPunctuation("(") == true
                {
                    // A name no bundled face gives (its file comes from elsewhere): not checked.
                    guard swiftGen["font." + name.text] != nil else {
                        return found.notChecked.append(location(tokens[i - 2]))
                    }
                    swiftGenUse("font." + name.text, call: tokens[i - 2], open: i + 3)
                    return
                }
                // SwiftGen: `FontFamily.Inter.semiBold.font(size: 16)`, `.swiftUIFont(size: 16)`.
                guard !swiftGen.isEmpty, token(i + 1)?.isPunctuation("(") == true, i > 0,
                    tokens[i - 1].isPunctuation(".")
                else { return }
                guard let key = SwiftGenFonts.key(endingBefore: i - 1, in: tokens), swiftGen[key] != nil else { return }
                // Located at the chain's start: `FontFamily.Inter.semiBold.font(…)` at `FontFamily`.
                var start = i - 1
                while start > 0,
                    tokens[start - 1].kind == .identifier && !Self.expressionKeywords.contains(tokens[start - 1].text)
                        || tokens[start - 1].isPunctuation(".")
                {
                    start -= 1
                }
                if tokens[start].isPunctuation("."), start + 1 < i { start += 1 }
                swiftGenUse(key, call: tokens[start], open: i + 1, acceptsFamilyName: t.text == "swiftUIFont")
            case "custom":
                guard token(i + 1)?.isPunctuation("(") == true else { return }
                let start: SourceToken
                if i == 0 || !tokens[i - 1].isPunctuation(".") {
                    // A bare `custom(…)` in `extension Font { static let body = custom("DMSans-Regular", size:
                    // 17) }` (safe-ios' SwiftUI styles): Swift looks an unqualified name up in the type the code
                    // is in, so it is `Font.custom`. Only directly in such an extension, not after `func` (a
                    // declaration), not in a file that declares a `func custom` of its own, and with Font.custom's
                    // `size:` or `fixedSize:`.
                    guard inFontExtension, i == 0 || !tokens[i - 1].isIdentifier("func"), !declaresCustom else {
                        return
                    }
                    let labels = arguments(open: i + 1)
                    guard labels["size"] != nil || labels["fixedSize"] != nil else { return }
                    start = t
                } else if i >= 2, tokens[i - 2].isIdentifier("Font") {
                    start = tokens[i - 2]
                } else if i >= 2, tokens[i - 2].kind == .identifier,
                    !Self.expressionKeywords.contains(tokens[i - 2].text)
                        || tokens[i - 2].isPunctuation(")")
                {
                    return  // another type's `custom`
                } else {
                    // `.custom(…)` where a Font is expected: after `return`, `?`, `:`, `(`, `,`, `=`, `case … :`.
                    // Other types have `.custom` cases too (a sheet detent, a transition): only a call with
                    // Font.custom's `size:` or `fixedSize:` is a font.
                    let labels = arguments(open: i + 1)
                    guard labels["size"] != nil || labels["fixedSize"] != nil else { return }
                    start = tokens[i - 1]
                }
                let before = found.styles.count
                fontName(at: i + 2, call: start, open: i + 1, acceptsFamilyName: true, acceptsConvertible: true)
                if found.styles.count > before { applyFaceModifiers(after: i + 1, to: found.styles.count - 1) }
            case "Typography":
                guard token(i + 1)?.isPunctuation("(") == true, i == 0 || !tokens[i - 1].isPunctuation(".") else {
                    return
                }
                typography(at: i)
            case "FontInfo":
                guard token(i + 1)?.isPunctuation("(") == true, !consumed.contains(i),
                    token(i + 2)?.isIdentifier("familyName") == true
                else { return }
                guard let family = literal(at: i + 4) else {
                    found.notChecked.append(location(t))
                    return
                }
                found.styles.append(yMatterStyle(family: family, weight: 400, italic: false, call: t))
            default:
                return
            }
        }

        /// SwiftUI's weight names (`Font.Weight`), on the OpenType scale.
        static let swiftUIWeights: [String: Int] = [
            "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
            "bold": 700, "heavy": 800, "black": 900,
        ]

        /// The modifiers after `Font.custom(…)` (whose `(` is at `open`) that pick another face of the font's
        /// family: `Font`'s `.weight(.bold)`, `.bold()` and `.italic()`, and, when the font is the one argument
        /// of a `.font(…)` modifier, the `Text`'s `.fontWeight(.bold)`, `.bold()` and `.italic()` after it. Apple's
        /// docs: `Font.weight(_:)` "Sets the weight of the font", `bold()` "Adds bold styling to the font"; Core
        /// Text then picks that weight of the family (a variable font's instance). A weight that is not a
        /// literal is decided at run time: the call is not checked.
        mutating func applyFaceModifiers(after open: Int, to index: Int) {
            guard let close = closing[open] else { return }
            var weight: Int?
            var italic = false
            var unknown = false
            func read(chainFrom start: Int, fontWeightName: String, once: Bool = false) {
                var at = start
                while let dot = token(at), dot.isPunctuation("."), let member = token(at + 1),
                    member.kind == .identifier, token(at + 2)?.isPunctuation("(") == true, let end = closing[at + 2],
                    !once || at == start
                {
                    if member.text == fontWeightName {
                        if end == at + 5, token(at + 3)?.isPunctuation(".") == true, let name = token(at + 4),
                            let value = Self.swiftUIWeights[name.text]
                        {
                            weight = value
                        } else {
                            unknown = true
                        }
                    } else if member.text == "bold" || member.text == "italic" {
                        // `bold()`, `bold(true)`, `bold(false)` (SwiftUI's `bold(_ isActive:)`); else run time.
                        let on: Bool?
                        if end == at + 3 {
                            on = true
                        } else if end == at + 4, let flag = token(at + 3), flag.kind == .identifier,
                            flag.text == "true" || flag.text == "false"
                        {
                            on = flag.text == "true"
                        } else {
                            on = nil
                        }
                        if let on {
                            if member.text == "bold" {
                                if on { weight = 700 }
                            } else {
                                italic = on
                            }
                        } else {
                            unknown = true
                        }
                    }
                    at = end + 1
                }
            }
            read(chainFrom: close + 1, fontWeightName: "weight")
            // `.font(.custom(…))` (or `.font(Font.custom(…))`): the Text's own modifiers follow its `)`.
            var start = open - 2  // the `.` of `.custom`
            if start >= 1, tokens[start - 1].isIdentifier("Font") { start -= 1 }
            if start >= 3, tokens[start - 1].isPunctuation("("), tokens[start - 2].isIdentifier("font"),
                tokens[start - 3].isPunctuation("."), let fontClose = closing[start - 1],
                Self.endsChain(tokens, from: close + 1, at: fontClose, closing: closing)
            {
                // The Text's modifiers before `.font(…)` apply as well (`Text(…).fontWeight(.bold).font(…)`).
                var links: [Int] = []
                var at = start - 3  // the `.` of `.font`
                while at >= 1, tokens[at - 1].isPunctuation(")"),
                    let open = SourceCalls.opening(of: at - 1, in: tokens, closing: closing, within: 4_095),
                    open >= 2, tokens[open - 1].kind == .identifier, tokens[open - 2].isPunctuation("."),
                    links.count < 64
                {
                    links.append(open - 2)
                    at = open - 2
                }
                for link in links.reversed() { read(chainFrom: link, fontWeightName: "fontWeight", once: true) }
                read(chainFrom: fontClose + 1, fontWeightName: "fontWeight")
            }
            if unknown {
                let style = found.styles.remove(at: index)
                found.notChecked.append(style.location)
                return
            }
            guard weight != nil || italic else { return }
            found.styles[index].weightFromModifier = true
            found.styles[index].weight = weight ?? found.styles[index].weight
            if italic { found.styles[index].italic = true }
        }

        /// Whether the tokens from `start` to `end` (exclusive) are a chain of member calls (`.weight(.bold)`),
        /// each closing before the next: the rest of `.font(…)`'s argument after the `Font.custom(…)` call.
        static func endsChain(_ tokens: [SourceToken], from start: Int, at end: Int, closing: [Int?]) -> Bool {
            var at = start
            while at < end {
                guard tokens[at].isPunctuation("."), at + 2 < end, tokens[at + 1].kind == .identifier,
                    tokens[at + 2].isPunctuation("("), let close = closing[at + 2], close < end
                else { return false }
                at = close + 1
            }
            return at == end
        }

        /// Keywords after which a leading-dot member is an expression (`return .custom(…)`).
        static let expressionKeywords: Set<String> = [
            "return", "case", "in", "throw", "try", "await", "else", "yield", "then",
        ]

        /// A SwiftGen (or Tuist) constant passed as a value, `FontFamily.Inter.bold` before a `,`, `)` or `]`
        /// (anytype-swift's `AnytypeFontConfig(font: FontFamily.Inter.bold, size: 28)`, 43 of them, its whole
        /// design system): the app asks for that face where the scan cannot follow it, so it is a request by the
        /// table's name as any use is. `UIFont(font:size:)` and `Font.custom(_:size:)` read theirs themselves.
        mutating func swiftGenValue(endingBefore end: Int) {
            guard end >= 5, tokens[end - 1].kind == .identifier, tokens[end - 2].isPunctuation("."),
                tokens[end - 3].kind == .identifier, tokens[end - 4].isPunctuation("."),
                tokens[end - 5].kind == .identifier, tokens[end - 5].text.hasSuffix("FontFamily"),
                let key = SwiftGenFonts.key(endingBefore: end, in: tokens), let name = swiftGen[key]
            else { return }
            let start = end - 5
            if let before = token(start - 1) {
                if before.isPunctuation(".") { return }  // `Module.FontFamily.X.y`: not a family enum's own chain
                if before.isPunctuation("("), token(start - 2)?.isIdentifier("custom") == true { return }
                // `UIFont(font:` / `UIFont(name:` and their `init`s: the call reads its argument itself.
                if before.isPunctuation(":"), token(start - 3)?.isPunctuation("(") == true,
                    let callee = token(start - 4),
                    callee.isIdentifier("UIFont") || callee.isIdentifier("UIFontDescriptor")
                        || callee.isIdentifier("init")
                {
                    return
                }
            }
            exactNameStyle(name, call: tokens[start], size: nil, acceptsFamilyName: false)
        }

        /// A SwiftGen font constant used as a font: the PostScript name its table gives, asked for exactly.
        mutating func swiftGenUse(_ key: String?, call: SourceToken, open: Int, acceptsFamilyName: Bool = false) {
            guard let key, let name = swiftGen[key] else {
                found.notChecked.append(location(call))
                return
            }
            exactNameStyle(name, call: call, size: arguments(open: open)["size"], acceptsFamilyName: acceptsFamilyName)
        }

        /// A style that asks Core Text for exactly `name` (a PostScript or full name; a family name too where
        /// `acceptsFamilyName`), with the size at `size` when it is a number.
        mutating func exactNameStyle(
            _ name: String, call: SourceToken, size: Int?, acceptsFamilyName: Bool, boldTextName: String? = nil
        ) {
            var style = TextStyle(name: self.name(at: call), location: location(call), fontName: name)
            style.platform = .ios
            style.exactName = true
            style.boldTextFontName = boldTextName
            style.acceptsFamilyName = acceptsFamilyName
            style.size = size.flatMap(number)
            found.styles.append(style)
        }

        /// The font name at `i`: a plain string literal, or a SwiftGen constant's `.name` (with
        /// `acceptsConvertible`, `Font.custom`'s, the constant itself) that its table gives; else not checked.
        mutating func fontName(
            at i: Int, call: SourceToken, open: Int, acceptsFamilyName: Bool = false, acceptsConvertible: Bool = false
        ) {
            let fixed = literal(at: i) ?? swiftGenName(at: i, convertible: acceptsConvertible) ?? constantName(at: i)
            let swap = fixed == nil ? boldTextSwap(at: i) : nil
            guard let name = fixed ?? swap?.normal ?? switchName(at: i) else {
                // A helper's own call, whose name its switch picks: each call of the helper is counted instead.
                if let t = token(i), resolvedHere.contains(FontSwitches.key(t)) { return }
                // A wrapper's own font call, whose name its calls give: counted through them.
                if let t = token(i), let terminal = wrapperInnerHere[FontSwitches.key(t)] {
                    return found.wrapperDefinitions.append(terminal)
                }
                found.notChecked.append(location(call))
                return
            }
            let labels = arguments(open: open)
            exactNameStyle(
                name, call: call, size: labels["size"] ?? labels["fixedSize"], acceptsFamilyName: acceptsFamilyName,
                boldTextName: swap?.boldText)
        }

        /// `boldFontName` (or `self.boldFontName`) at `i`, the whole argument, when the file swaps it for another
        /// font name under Bold Text (`SwiftBoldTextNames`).
        mutating func boldTextSwap(at i: Int) -> SwiftBoldTextNames.Swap? {
            var at = i
            if token(i)?.isIdentifier("self") == true, token(i + 1)?.isPunctuation(".") == true { at = i + 2 }
            guard let name = token(at), name.kind == .identifier, let after = token(at + 1),
                after.isPunctuation(",") || after.isPunctuation(")")
            else { return nil }
            if boldTextSwaps == nil { boldTextSwaps = SwiftBoldTextNames.swaps(in: tokens, closing: closing) }
            return boldTextSwaps?[name.text]
        }

        /// `boldFontName`, `self.boldFontName` or `Self.boldFontName` at `i`, the whole argument: the string the
        /// file binds that name to, once (CovidCertificate: `let extraBoldFontName = "Inter-ExtraBold"` then
        /// `UIFont(name: extraBoldFontName, size: 16)`).
        mutating func constantName(at i: Int) -> String? {
            // `.matterMedium`, an implicit member (isowords' `.custom(.matterMedium, size: 16)`): Swift looks it up
            // among the static members of the parameter's type, so it is a static constant, never a local; one
            // the project binds to a single literal (`static let matterMedium: Self = "Matter-Medium"`).
            if let dot = token(i), dot.isPunctuation("."), let name = token(i + 1), name.kind == .identifier,
                let after = token(i + 2), after.isPunctuation(",") || after.isPunctuation(")")
            {
                return staticStrings[name.text]
            }
            // `Type.name` (CovPass's `UIFont(name: UIFont.sansBold, size: 18)` with `extension UIFont { static let
            // sansBold = "OpenSans-Bold" }`): a static constant, in this file or anywhere in the project.
            if let type = token(i), type.kind == .identifier, type.lead >= UInt8(ascii: "A"),
                type.lead <= UInt8(ascii: "Z"), !type.isIdentifier("Self"), token(i + 1)?.isPunctuation(".") == true,
                let name = token(i + 2), name.kind == .identifier, let after = token(i + 3),
                after.isPunctuation(",") || after.isPunctuation(")")
            {
                if constants == nil { constants = StringConstants.bound(in: tokens) }
                return constants?[name.text] ?? staticStrings[name.text]
            }
            var at = i
            if let t = token(i), t.isIdentifier("self") || t.isIdentifier("Self"),
                token(i + 1)?.isPunctuation(".") == true
            {
                at = i + 2
            }
            guard let name = token(at), name.kind == .identifier, let after = token(at + 1),
                after.isPunctuation(",") || after.isPunctuation(")")
            else { return nil }
            if constants == nil { constants = StringConstants.bound(in: tokens) }
            return constants?[name.text]
        }

        /// `FontFamily.Inter.semiBold.name` at `i`: the PostScript name SwiftGen's table gives the constant, or
        /// nil (no table, no such chain, or a constant the table does not hold).
        func swiftGenName(at i: Int, convertible: Bool) -> String? {
            guard !swiftGen.isEmpty, let key = SwiftGenFonts.nameKey(at: i, in: tokens, convertible: convertible)
            else { return nil }
            return swiftGen[key]
        }

        /// A number literal at `i` (`16`, `17.5`), for sizes.
        func number(at i: Int) -> Double? {
            guard let t = token(i), t.kind == .number else { return nil }
            return Double(t.text)
        }

        /// The arguments of the call whose `(` is at `open`: label → the index of the value's first token. A call
        /// that never closes has none.
        func arguments(open: Int) -> ArgumentLabels {
            var labels = ArgumentLabels()
            guard let close = closing[open] else { return labels }
            var i = open + 1
            var argumentStart = true
            while i < close {
                let t = tokens[i]
                if let end = closing[i] {
                    i = end + 1  // a nested group: nothing in it labels this call's arguments
                    argumentStart = false
                    continue
                }
                if t.isPunctuation(",") {
                    argumentStart = true
                    i += 1
                    continue
                }
                if argumentStart, t.kind == .identifier, token(i + 1)?.isPunctuation(":") == true {
                    labels.labels.append((t.text, i + 2))
                }
                argumentStart = false
                i += 1
            }
            return labels
        }

        mutating func typography(at i: Int) {
            let call = tokens[i]
            let labels = arguments(open: i + 1)
            var family: String?
            if let at = labels["familyName"] {
                family = literal(at: at)
            } else if let at = labels["fontFamily"] {
                if token(at)?.isIdentifier("FontInfo") == true, token(at + 1)?.isPunctuation("(") == true {
                    consumed.insert(at)
                    family = arguments(open: at + 1)["familyName"].flatMap { literal(at: $0) }
                } else {
                    // `.montserrat`, `Fonts.montserrat`, `montserrat`: the last name, if bound to a FontInfo.
                    var j = at
                    var last: String?
                    while let t = token(j), t.kind == .identifier || t.isPunctuation(".") {
                        if t.kind == .identifier { last = t.text }
                        j += 1
                    }
                    family = last.flatMap { fontInfos[$0] }
                }
            } else {
                return  // not YMatterType's Typography
            }
            var weight = 400
            if let at = labels["fontWeight"] {
                guard token(at)?.isPunctuation(".") == true, let name = token(at + 1)?.text,
                    let known = SwiftFontCalls.yMatterWeights[name.lowercased()]
                else {
                    found.notChecked.append(location(call))
                    return
                }
                weight = known
            }
            guard let family else {
                found.notChecked.append(location(call))
                return
            }
            let italic = labels["isItalic"].map { token($0)?.isIdentifier("true") == true } ?? false
            var style = yMatterStyle(family: family, weight: weight, italic: italic, call: call)
            style.size = labels["fontSize"].flatMap(number)
            style.lineHeight = labels["lineHeight"].flatMap(number).map(TextStyle.measure)
            found.styles.append(style)
        }

        func yMatterStyle(family: String, weight: Int, italic: Bool, call: SourceToken) -> TextStyle {
            var style = TextStyle(
                name: name(at: call), location: location(call), family: family, weight: weight, italic: italic,
                fontName: YMatterTypeNames.fontName(family: family, weight: weight, italic: italic))
            style.platform = .ios
            style.policy = .ymattertype
            style.exactName = true
            return style
        }
    }
}

/// A Swift file's names bound to a plain string literal exactly once (`let boldFontName = "Inter-Bold"`,
/// `static let title: String = "Inter-Bold"`), and never assigned again nor declared as a parameter: what such a
/// name holds wherever the file uses it. A name bound twice (two functions' `let name`) or taken as a
/// parameter (`func font(name: String)`) may hold anything, and is left out.
enum StringConstants {
    static func bound(in tokens: [SourceToken]) -> [String: String] {
        var values: [String: String] = [:]
        var excluded = Set<String>()
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            defer { i += 1 }
            guard t.kind == .identifier else { continue }
            if t.isIdentifier("let") || t.isIdentifier("var"), i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                let name = tokens[i + 1].text
                var k = i + 2
                // `: String`
                if k + 1 < tokens.count, tokens[k].isPunctuation(":"), tokens[k + 1].kind == .identifier { k += 2 }
                guard k + 1 < tokens.count, tokens[k].isPunctuation("="), tokens[k + 1].kind == .string,
                    !tokens[k + 1].interpolates,
                    k + 2 >= tokens.count || !(tokens[k + 2].isPunctuation("+") || tokens[k + 2].isPunctuation("."))
                else {
                    excluded.insert(name)
                    continue
                }
                if values[name] != nil { excluded.insert(name) } else { values[name] = tokens[k + 1].text }
                i = k + 1
                continue
            }
            // Assigned again (`name = …`), or a parameter or label (`name: String`).
            if i + 1 < tokens.count, tokens[i + 1].isPunctuation("=") || tokens[i + 1].isPunctuation(":"),
                i == 0 || !tokens[i - 1].isPunctuation(".")
            {
                if tokens[i + 1].isPunctuation("="), i + 2 < tokens.count, tokens[i + 2].isPunctuation("=") { continue }
                excluded.insert(t.text)
            }
        }
        for name in excluded { values[name] = nil }
        return values
    }
}

/// `static let name = "literal"` (and `static var`, with or without `: String` or `: Self`) in a Swift file's text: the
/// constants a font name may be written through from another file (CovPass's `extension UIFont { static let
/// sansBold = "OpenSans-Bold" }` used as `UIFont(name: UIFont.sansBold, …)` elsewhere). Read from the bytes, on
/// one line, without lexing the file: a value with an escape or an interpolation is left out.
enum StaticStringConstants {
    private static let keyword = Array("static ".utf8)

    static func find(in bytes: [UInt8]) -> [(name: String, value: String)] {
        var found: [(name: String, value: String)] = []
        var from = 0
        while let at = ProjectText.find("static ", in: bytes, from: from) {
            from = at + keyword.count
            var i = skipBlanks(bytes, from)
            guard let word = identifier(bytes, &i), word == "let" || word == "var" else { continue }
            i = skipBlanks(bytes, i)
            guard let name = identifier(bytes, &i) else { continue }
            i = skipBlanks(bytes, i)
            if i < bytes.count, bytes[i] == UInt8(ascii: ":") {
                i = skipBlanks(bytes, i + 1)
                // `String`, or `Self` in an extension of a type a string literal makes (isowords' `FontName`, a
                // `Tagged<Font, String>`, whose `rawValue` is the literal).
                let type = identifier(bytes, &i)
                guard type == "String" || type == "Self" else { continue }
                i = skipBlanks(bytes, i)
            }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { continue }
            i = skipBlanks(bytes, i + 1)
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { continue }
            let start = i + 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
                bytes[end] != UInt8(ascii: "\n")
            {
                end += 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), end > start else { continue }
            // The literal is the whole value: nothing but blanks or a comment after it on the line.
            let next = skipBlanks(bytes, end + 1)
            guard
                next >= bytes.count || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "/")
                    || bytes[next] == UInt8(ascii: ";") || bytes[next] == UInt8(ascii: "}")
            else { continue }
            found.append((name, String(decoding: bytes[start..<end], as: UTF8.self)))
            from = end + 1
        }
        return found
    }

    private static func skipBlanks(_ bytes: [UInt8], _ from: Int) -> Int {
        var i = from
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        return i
    }

    private static func identifier(_ bytes: [UInt8], _ i: inout Int) -> String? {
        let start = i
        while i < bytes.count, SourceLexer.isIdentifierByte(bytes[i]) { i += 1 }
        return i > start ? String(decoding: bytes[start..<i], as: UTF8.self) : nil
    }
}
