import FontAuditModel
import FontAuditSystem

/// A token of Swift, Kotlin or Dart source, as far as the font call scanners need: identifiers, string
/// literals (with whether they interpolate), numbers and single punctuation characters. Comments are
/// skipped, nested block comments included.
package struct SourceToken: Sendable {
    package enum Kind: Sendable { case identifier, string, number, punctuation }
    package var kind: Kind
    package var text: String { didSet { (lead, byte) = Self.leadAndByte(of: text) } }
    package var line: Int
    package var column: Int
    /// A string literal with `\(…)`, `${…}` or `$name` in it: its value is not known without running the code.
    package var interpolates = false
    /// Whether a line break comes between this token and the one before it.
    package var startsLine = false
    /// The first byte of `text` when it is ASCII, else 0: the scanners compare every token with a few words,
    /// and two strings that start with different ASCII bytes are never equal (`is(_:)`).
    package private(set) var lead: UInt8
    /// The text's one byte when it is one ASCII character (a bracket), else 0: `text == "("` exactly when
    /// `byte == UInt8(ascii: "(")`, as no other sequence of Unicode is canonically equivalent to a bracket.
    package private(set) var byte: UInt8

    package init(
        kind: Kind, text: String, line: Int, column: Int, interpolates: Bool = false, startsLine: Bool = false
    ) {
        (self.kind, self.text, self.line, self.column) = (kind, text, line, column)
        (self.interpolates, self.startsLine) = (interpolates, startsLine)
        (lead, byte) = Self.leadAndByte(of: text)
    }

    /// The lexer's, which knows `lead` and `byte` from the bytes it made the text of (`SourceLexer.token`).
    fileprivate init(kind: Kind, text: String, lead: UInt8, byte: UInt8, line: Int, column: Int, startsLine: Bool) {
        (self.kind, self.text, self.line, self.column) = (kind, text, line, column)
        (self.lead, self.byte, self.startsLine) = (lead, byte, startsLine)
    }

    /// By the iterator: `utf8.first` goes through the collection's index checks, twenty instructions a call.
    private static func leadAndByte(of text: String) -> (lead: UInt8, byte: UInt8) {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80 else { return (0, 0) }
        return (first, bytes.next() == nil ? first : 0)
    }

    /// Whether the text is `word`, as `text == word` says. A String comparison that fails costs a hundred
    /// instructions; a token whose first byte differs from the word's (both ASCII) fails at one. No
    /// sequence of Unicode that starts with another ASCII byte is canonically equivalent to the word, so the
    /// answer is the comparison's (`SourceTokenTests`).
    @inline(__always) package func `is`(_ word: String) -> Bool {
        if lead != 0 {
            var bytes = word.utf8.makeIterator()
            if let first = bytes.next(), first < 0x80, first != lead { return false }
        }
        return text == word
    }

    package func isPunctuation(_ c: String) -> Bool { kind == .punctuation && `is`(c) }
    package func isIdentifier(_ name: String) -> Bool { kind == .identifier && `is`(name) }
}

/// A lexer shared by the Swift, Kotlin and Dart scanners: their comments and string literals are close
/// enough that one lexer, told which interpolation syntax applies, finds every literal in the right place.
package struct SourceLexer {
    package enum Language: Sendable { case swift, kotlin, dart }

    private let bytes: [UInt8]
    private let language: Language
    private var position = 0
    private var line = 1
    /// Columns count characters: UTF-8 continuation bytes do not start one.
    private var column = 1
    private var sawNewline = true
    /// String literals inside interpolations inside string literals…: past this depth the rest of a literal is
    /// skipped as text, so a hostile file cannot exhaust the stack.
    private var nesting = 0
    private static let maxNesting = 32

    package init(_ bytes: [UInt8], language: Language) {
        self.bytes = bytes
        self.language = language
    }

    package static func tokens(_ bytes: [UInt8], language: Language) -> [SourceToken] {
        var lexer = SourceLexer(bytes, language: language)
        var tokens: [SourceToken] = []
        // About one token in six bytes of ordinary code: grown once or twice, not a dozen times.
        tokens.reserveCapacity(bytes.count / 6)
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func advance() {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
            sawNewline = true
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        position += 1
    }

    /// A byte of an identifier in Swift, Kotlin, Dart, JavaScript and TypeScript alike: ASCII letters, digits,
    /// `_`, `$`, and any byte of a non-ASCII character.
    static func isIdentifierByte(_ b: UInt8) -> Bool {
        b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            || b == 0x24
    }

    /// `isIdentifierByte` as a set, for runs of them (`ByteSet.run`).
    static let identifierBytes = ByteSet(
        ascii: Array("$_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8), nonASCII: true)
    /// Spaces, tabs and carriage returns: one column each.
    private static let blanks = ByteSet(ascii: Array(" \t\r".utf8), nonASCII: false)

    /// Moves past the identifier bytes from the cursor: none is a line break, so only the column moves, by the
    /// characters they start (a byte per `advance()` cost a third of the lexer's work).
    private mutating func skipIdentifierBytes() {
        let run = Self.identifierBytes.run(in: bytes, from: position)
        position = run.end
        column += run.characters
    }

    /// The text of `bytes[start..<position]`, an identifier or a number, with its first byte when ASCII and its
    /// one byte when it is one ASCII character: decoding keeps an ASCII byte as it is and makes each other byte
    /// into one or more bytes, none of them ASCII, so these are the text's (`SourceToken.leadAndByte`).
    private func word(from start: Int) -> (text: String, lead: UInt8, byte: UInt8) {
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        let lead = bytes[start] < 0x80 ? bytes[start] : 0
        return (text, lead, position - start == 1 ? lead : 0)
    }

    package mutating func next() -> SourceToken? {
        skipTrivia()
        guard let b = peek() else { return nil }
        let startLine = line
        let startColumn = column
        let startsLine = sawNewline
        sawNewline = false
        func token(_ kind: SourceToken.Kind, _ text: String, interpolates: Bool = false) -> SourceToken {
            SourceToken(
                kind: kind, text: text, line: startLine, column: startColumn, interpolates: interpolates,
                startsLine: startsLine)
        }
        if b == UInt8(ascii: "\"") || (b == UInt8(ascii: "'") && language == .dart)
            || (b == UInt8(ascii: "#") && language == .swift && rawStringAhead())
            || (language == .dart && b == UInt8(ascii: "r")
                && (peek(1) == UInt8(ascii: "'") || peek(1) == UInt8(ascii: "\"")))
        {
            let (value, interpolates) = stringLiteral()
            return token(.string, value, interpolates: interpolates)
        }
        if b >= 0x30 && b <= 0x39 {
            let start = position
            while let c = peek(),
                Self.isIdentifierByte(c) || c == UInt8(ascii: ".") && peek(1).map({ $0 >= 0x30 && $0 <= 0x39 }) == true
            {
                advance()
            }
            let (text, lead, byte) = word(from: start)
            return SourceToken(
                kind: .number, text: text, lead: lead, byte: byte, line: startLine, column: startColumn,
                startsLine: startsLine)
        }
        if Self.isIdentifierByte(b) || (b == UInt8(ascii: "`") && language != .dart) {
            let quoted = b == UInt8(ascii: "`")
            if quoted { advance() }
            let start = position
            skipIdentifierBytes()
            if start == position {
                // A lone backtick: an empty name.
                if quoted, peek() == UInt8(ascii: "`") { advance() }
                return token(.identifier, "")
            }
            let (text, lead, byte) = word(from: start)
            if quoted, peek() == UInt8(ascii: "`") { advance() }
            return SourceToken(
                kind: .identifier, text: text, lead: lead, byte: byte, line: startLine, column: startColumn,
                startsLine: startsLine)
        }
        advance()
        if b >= 0x80 {
            while let c = peek(), c & 0xC0 == 0x80 { advance() }
        }
        guard b < 0x80 else { return token(.punctuation, String(UnicodeScalar(b))) }
        // One ASCII character: its byte is its first and only one.
        return SourceToken(
            kind: .punctuation, text: Self.asciiText[Int(b)], lead: b, byte: b, line: startLine, column: startColumn,
            startsLine: startsLine)
    }

    /// Each ASCII byte as a one-character string, made once.
    private static let asciiText: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    private mutating func skipTrivia() {
        while let b = peek() {
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
                // One column each (`advance()`).
                let end = Self.blanks.run(in: bytes, from: position).end
                column += end - position
                position = end
            } else if b == UInt8(ascii: "\n") {
                advance()
            } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                // To the line break, which starts the column again, or to the end, after which no token is made:
                // the column a line comment leaves is never read.
                position = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: position) ?? bytes.count
            } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                advance()
                advance()
                var depth = 1
                while depth > 0, let c = peek() {
                    if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                        depth += 1
                        advance()
                    } else if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                        depth -= 1
                        advance()
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private func rawStringAhead() -> Bool {
        var i = 0
        while peek(i) == UInt8(ascii: "#") { i += 1 }
        return peek(i) == UInt8(ascii: "\"")
    }

    /// Reads a string literal starting at the cursor; returns its text (escapes kept as written, which is
    /// enough to compare font names) and whether it interpolates.
    private mutating func stringLiteral() -> (String, Bool) {
        var hashes = 0
        var raw = false
        if language == .dart, peek() == UInt8(ascii: "r") {
            raw = true
            advance()
        }
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        let quote = peek()!
        var quotes = 1
        if peek(1) == quote, peek(2) == quote {
            quotes = 3
        }
        for _ in 0..<quotes { advance() }
        // The common literal, with neither escape nor interpolation, is the bytes between its quotes: `value` is
        // only filled once one of those makes the text differ from them.
        let start = position
        var copied = false
        var value: [UInt8] = []
        var interpolates = false
        func copyIfNeeded() {
            if !copied {
                value.append(contentsOf: bytes[start..<position])
                copied = true
            }
        }
        while let c = peek() {
            if quotes == 1, c == UInt8(ascii: "\n") { break }  // unterminated: stop at the line's end
            if c == quote, closes(quotes: quotes, quote: quote, hashes: hashes) {
                let text =
                    copied
                    ? String(decoding: value, as: UTF8.self) : String(decoding: bytes[start..<position], as: UTF8.self)
                for _ in 0..<(quotes + hashes) { advance() }
                return (text, interpolates)
            }
            if c == UInt8(ascii: "\\") || c == UInt8(ascii: "$") { copyIfNeeded() }
            if c == UInt8(ascii: "\\"), !raw, escapeAhead(hashes: hashes) {
                advance()
                for _ in 0..<hashes { advance() }
                if language == .swift, peek() == UInt8(ascii: "(") {
                    interpolates = true
                    if nesting < Self.maxNesting { skipBalanced() }
                    continue
                }
                if let escaped = peek() {
                    value.append(UInt8(ascii: "\\"))
                    value.append(escaped)
                    advance()
                }
                continue
            }
            if c == UInt8(ascii: "$"), language != .swift, !raw,
                let after = peek(1),
                after == UInt8(ascii: "{") || Self.isIdentifierByte(after) && after != UInt8(ascii: "$")
            {
                interpolates = true
                advance()
                if peek() == UInt8(ascii: "{"), nesting < Self.maxNesting {
                    skipBalanced(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
                } else {
                    while let d = peek(), Self.isIdentifierByte(d), d != UInt8(ascii: "$") { advance() }
                }
                continue
            }
            if copied { value.append(c) }
            advance()
        }
        return (
            copied ? String(decoding: value, as: UTF8.self) : String(decoding: bytes[start..<position], as: UTF8.self),
            interpolates
        )
    }

    private func closes(quotes: Int, quote: UInt8, hashes: Int) -> Bool {
        for i in 0..<quotes where peek(i) != quote { return false }
        for i in 0..<hashes where peek(quotes + i) != UInt8(ascii: "#") { return false }
        return true
    }

    private func escapeAhead(hashes: Int) -> Bool {
        for i in 0..<hashes where peek(1 + i) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips an interpolation's balanced parentheses or braces, string literals inside included.
    private mutating func skipBalanced(open: UInt8 = UInt8(ascii: "("), close: UInt8 = UInt8(ascii: ")")) {
        nesting += 1
        defer { nesting -= 1 }
        var depth = 0
        while let c = peek() {
            if c == UInt8(ascii: "\"") || (language == .dart && c == UInt8(ascii: "'")) {
                _ = stringLiteral()
                continue
            }
            advance()
            if c == open {
                depth += 1
            } else if c == close {
                depth -= 1
                if depth <= 0 { return }
            }
        }
    }
}
