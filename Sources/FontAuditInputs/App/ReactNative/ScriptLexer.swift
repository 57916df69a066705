import FontAuditModel

/// A lexer for JavaScript and TypeScript (with JSX), as far as React Native's font declarations need. It hands
/// out `SourceToken`s: identifiers, numbers, string literals, single punctuation characters. Comments and JSX
/// text are skipped; a regular expression literal is one string token marked as not known (`interpolates`).
/// A template literal is the token sequence "`", chunk, then for each substitution "{" its tokens "}" and the
/// next chunk, then "`": its chunks are string tokens, so the bracket index of `SourceCalls` pairs the
/// substitutions' braces like any others.
///
/// One forward pass with an explicit stack of contexts (code, template, JSX tag, JSX children), never
/// recursion and never a look back, so hostile input costs linear time and no call stack.
package struct ScriptLexer {
    private enum Context {
        /// Code; `braces` counts the `{` opened in it, and a `}` at zero closes the context (a template
        /// substitution or a JSX expression).
        case code(braces: Int)
        case template
        /// `<Name attr="x" attr={…}>`; `closing` for `</Name>`.
        case jsxTag(closing: Bool)
        case jsxChildren
    }

    private let bytes: [UInt8]
    private let jsx: Bool
    private var position = 0
    private var line = 1
    private var column = 1
    private var sawNewline = true
    private var stack: [Context] = [.code(braces: 0)]
    /// The last token in code, to tell a regular expression from a division and JSX from a comparison.
    private var last: SourceToken?
    private var tokens: [SourceToken] = []

    /// `jsx`: whether `<Name` may open a JSX element (.js, .jsx, .tsx; not .ts, where `<T>` is a type).
    init(_ bytes: [UInt8], jsx: Bool) {
        self.bytes = bytes
        self.jsx = jsx
    }

    package static func tokens(_ bytes: [UInt8], jsx: Bool) -> [SourceToken] {
        var lexer = ScriptLexer(bytes, jsx: jsx)
        lexer.run()
        return lexer.tokens
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func advance() {
        let byte = bytes[position]
        if byte == 0x0A {
            line += 1
            column = 1
            sawNewline = true
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        position += 1
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool { SourceLexer.isIdentifierByte(b) }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private static let expressionKeywords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else",
        "yield", "await", "export", "default",
    ]

    /// Whether an expression may start here: a `/` is a regular expression, a `<` may open JSX.
    private var expressionMayStart: Bool {
        guard let last else { return true }
        switch last.kind {
        case .identifier: return Self.expressionKeywords.contains(last.text)
        case .number, .string: return false
        case .punctuation: return !(last.text == ")" || last.text == "]" || last.text == "}" || last.text == "`")
        }
    }

    private mutating func emit(
        _ kind: SourceToken.Kind, _ text: String, line: Int, column: Int, startsLine: Bool, unknown: Bool = false
    ) {
        let token = SourceToken(
            kind: kind, text: text, line: line, column: column, interpolates: unknown, startsLine: startsLine)
        tokens.append(token)
        last = token
    }

    private mutating func run() {
        while position < bytes.count {
            switch stack[stack.count - 1] {
            case .code(let braces): code(braces: braces)
            case .template: template()
            case .jsxTag(let closing): jsxTag(closing: closing)
            case .jsxChildren: jsxChildren()
            }
        }
    }

    private mutating func skipTrivia() {
        while let b = peek() {
            if Self.isSpace(b) {
                advance()
            } else if b == 0x2F, peek(1) == 0x2F {
                while let c = peek(), c != 0x0A { advance() }
            } else if b == 0x2F, peek(1) == 0x2A {
                advance()
                advance()
                while let c = peek(), !(c == 0x2A && peek(1) == 0x2F) { advance() }
                if position < bytes.count { advance() }
                if position < bytes.count { advance() }
            } else {
                return
            }
        }
    }

    private mutating func code(braces: Int) {
        skipTrivia()
        guard let b = peek() else { return }
        let (startLine, startColumn, startsLine) = (line, column, sawNewline)
        sawNewline = false
        func punctuation(_ b: UInt8) {
            advance()
            emit(.punctuation, String(UnicodeScalar(b)), line: startLine, column: startColumn, startsLine: startsLine)
        }
        switch b {
        case 0x22, 0x27:  // " '
            let value = quoted(b, escapes: true)
            emit(.string, value, line: startLine, column: startColumn, startsLine: startsLine)
        case 0x60:  // `
            punctuation(b)
            stack.append(.template)
        case 0x7B:  // {
            stack[stack.count - 1] = .code(braces: braces + 1)
            punctuation(b)
        case 0x7D:  // }
            if braces > 0 {
                stack[stack.count - 1] = .code(braces: braces - 1)
            } else if stack.count > 1 {
                stack.removeLast()  // the end of a substitution or a JSX expression
            }
            punctuation(b)
        case 0x2F where expressionMayStart && peek(1) != 0x2F && peek(1) != 0x2A:  // a regular expression
            regularExpression()
            emit(.string, "", line: startLine, column: startColumn, startsLine: startsLine, unknown: true)
        case 0x3C
        where jsx && expressionMayStart
            && peek(1).map { $0 == 0x3E || (Self.isIdentifierByte($0) && !($0 >= 0x30 && $0 <= 0x39)) } == true:
            punctuation(b)
            stack.append(.jsxTag(closing: false))
        case 0x30...0x39:
            let start = position
            while let c = peek(),
                Self.isIdentifierByte(c) || (c == 0x2E && peek(1).map { $0 >= 0x30 && $0 <= 0x39 } == true)
            {
                advance()
            }
            emit(
                .number, String(decoding: bytes[start..<position], as: UTF8.self), line: startLine,
                column: startColumn, startsLine: startsLine)
        default:
            if Self.isIdentifierByte(b) {
                let start = position
                while let c = peek(), Self.isIdentifierByte(c) { advance() }
                emit(
                    .identifier, String(decoding: bytes[start..<position], as: UTF8.self), line: startLine,
                    column: startColumn, startsLine: startsLine)
            } else {
                advance()
                if b >= 0x80 { while let c = peek(), c & 0xC0 == 0x80 { advance() } }
                emit(
                    .punctuation, String(UnicodeScalar(b)), line: startLine, column: startColumn, startsLine: startsLine
                )
            }
        }
    }

    /// A quoted string from its opening quote; an unterminated one ends at the line's end. Escapes are kept
    /// as written, except an escaped quote or backslash.
    private mutating func quoted(_ quote: UInt8, escapes: Bool) -> String {
        advance()
        var value: [UInt8] = []
        while let c = peek() {
            if c == quote {
                advance()
                break
            }
            if c == 0x0A && escapes { break }
            if c == 0x5C, escapes, let next = peek(1) {
                advance()
                if next == quote || next == 0x5C {
                    value.append(next)
                    advance()
                } else if next != 0x0A {
                    value.append(c)
                }
                continue
            }
            value.append(c)
            advance()
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// Skips `/…/flags`: a `/` inside a character class does not end it; a line break does.
    private mutating func regularExpression() {
        advance()
        var inClass = false
        while let c = peek(), c != 0x0A {
            advance()
            if c == 0x5C, let next = peek(), next != 0x0A {
                advance()
            } else if c == 0x5B {
                inClass = true
            } else if c == 0x5D {
                inClass = false
            } else if c == 0x2F, !inClass {
                break
            }
        }
        while let c = peek(), Self.isIdentifierByte(c) { advance() }
    }

    /// A template's chunk up to the closing backtick or the next `${`.
    private mutating func template() {
        let (startLine, startColumn, startsLine) = (line, column, false)
        var value: [UInt8] = []
        while let c = peek() {
            if c == 0x60 {
                emit(
                    .string, String(decoding: value, as: UTF8.self), line: startLine, column: startColumn,
                    startsLine: startsLine)
                let (l, col) = (line, column)
                advance()
                sawNewline = false
                stack.removeLast()
                emit(.punctuation, "`", line: l, column: col, startsLine: false)
                return
            }
            if c == 0x24, peek(1) == 0x7B {
                emit(
                    .string, String(decoding: value, as: UTF8.self), line: startLine, column: startColumn,
                    startsLine: startsLine)
                advance()
                let (l, col) = (line, column)
                advance()
                sawNewline = false
                stack.append(.code(braces: 0))
                emit(.punctuation, "{", line: l, column: col, startsLine: false)
                return
            }
            if c == 0x5C, let next = peek(1) {
                value.append(c)
                value.append(next)
                advance()
                advance()
                continue
            }
            value.append(c)
            advance()
        }
        // Unterminated: the chunk runs to the end of the file.
        emit(
            .string, String(decoding: value, as: UTF8.self), line: startLine, column: startColumn,
            startsLine: startsLine)
    }

    private mutating func jsxTag(closing: Bool) {
        skipTrivia()
        guard let b = peek() else { return }
        let (startLine, startColumn, startsLine) = (line, column, sawNewline)
        sawNewline = false
        switch b {
        case 0x2F where peek(1) == 0x3E:  // "/>": a self-closing element ends
            advance()
            advance()
            stack.removeLast()
            emit(.punctuation, ">", line: startLine, column: startColumn, startsLine: startsLine)
        case 0x2F:  // "</": a closing tag
            advance()
            stack[stack.count - 1] = .jsxTag(closing: true)
        case 0x3E:  // ">"
            advance()
            stack.removeLast()
            if closing {
                if case .jsxChildren? = stack.last { stack.removeLast() }
            } else {
                stack.append(.jsxChildren)
            }
            emit(.punctuation, ">", line: startLine, column: startColumn, startsLine: startsLine)
        case 0x22, 0x27:
            let value = quoted(b, escapes: false)
            emit(.string, value, line: startLine, column: startColumn, startsLine: startsLine)
        case 0x7B:
            advance()
            stack.append(.code(braces: 0))
            emit(.punctuation, "{", line: startLine, column: startColumn, startsLine: startsLine)
        default:
            if Self.isIdentifierByte(b) {
                let start = position
                while let c = peek(), Self.isIdentifierByte(c) || c == 0x2D { advance() }
                emit(
                    .identifier, String(decoding: bytes[start..<position], as: UTF8.self), line: startLine,
                    column: startColumn, startsLine: startsLine)
            } else {
                advance()
                if b >= 0x80 { while let c = peek(), c & 0xC0 == 0x80 { advance() } }
                emit(
                    .punctuation, String(UnicodeScalar(b)), line: startLine, column: startColumn, startsLine: startsLine
                )
            }
        }
    }

    /// Text between tags is skipped; `{` opens an expression, `<` a tag.
    private mutating func jsxChildren() {
        while let c = peek(), c != 0x7B, c != 0x3C { advance() }
        guard let b = peek() else { return }
        let (startLine, startColumn) = (line, column)
        advance()
        if b == 0x7B {
            stack.append(.code(braces: 0))
            emit(.punctuation, "{", line: startLine, column: startColumn, startsLine: false)
        } else {
            stack.append(.jsxTag(closing: false))
            emit(.punctuation, "<", line: startLine, column: startColumn, startsLine: false)
        }
    }
}
