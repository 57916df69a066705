import FontAuditModel
import FontAuditSystem
import FontCatalog

/// A parsed JSON value that remembers where it was written.
package struct JSONNode: Sendable {
    /// Not `indirect`: the arrays already give the recursion its storage, and boxing cost an allocation per value.
    package enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double, literal: String)
        case bool(Bool)
        case null
    }

    package struct Member: Sendable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: JSONNode
    }

    package var value: Value
    package var location: SourceLocation

    package var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    package var members: [Member]? { if case .object(let m) = value { return m } else { return nil } }
    package var elements: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }
    package var string: String? { if case .string(let s) = value { return s } else { return nil } }
    package var number: Double? { if case .number(let n, _) = value { return n } else { return nil } }
    package var bool: Bool? { if case .bool(let b) = value { return b } else { return nil } }

    /// By index: `members?.first { … }` copied the members and each one it looked at, a dozen times a style.
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        for i in members.indices where members[i].key == key { return members[i].value }
        return nil
    }
}

/// A strict RFC 8259 parser that keeps line and column for every value, since Foundation's parser gives
/// none. It names the usual mistakes (trailing commas, comments, single quotes, missing quotes) and stops
/// at a nesting depth of 64.
package struct JSONParser {
    package static let maximumDepth = 64
    private static let literals: [([UInt8], JSONNode.Value)] = [
        (Array("true".utf8), .bool(true)), (Array("false".utf8), .bool(false)), (Array("null".utf8), .null),
    ]

    private let bytes: [UInt8]
    private let file: String
    private var position = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    package static func parse(_ bytes: [UInt8], file: String) throws(LocatedError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }
    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func advance() {
        guard let byte = current else { return }
        position += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1  // count characters, not UTF-8 continuation bytes
        }
    }

    private func fail(_ message: String, at location: SourceLocation? = nil) -> LocatedError {
        LocatedError(message, at: location ?? here)
    }

    private mutating func parseDocument() throws(LocatedError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }  // a UTF-8 byte order mark
        if let bad = Self.firstInvalidUTF8(bytes, from: position) {
            while position < bad { advance() }
            let byte = String(bytes[bad], radix: 16, uppercase: true)
            throw fail("the file is not valid UTF-8: byte 0x\(byte.count < 2 ? "0" : "")\(byte) here; save it as UTF-8")
        }
        try skipWhitespace()
        guard current != nil else { throw LocatedError("the file is empty; expected a JSON object", file: file) }
        let node = try parseValue()
        try skipWhitespace()
        if current != nil {
            throw fail("unexpected \(describeCurrent()) after the end of the JSON document")
        }
        return node
    }

    /// The offset of the first byte that does not begin a well-formed UTF-8 sequence (Unicode Table 3-7:
    /// no overlong forms, no surrogates, nothing above U+10FFFF), or nil when the whole file is UTF-8.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                second = 0x80...0x9F
            case 0xF0:
                length = 4
                second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                second = 0x80...0x8F
            default: return i
            }
            guard i + length <= bytes.count, second.contains(bytes[i + 1]) else { return i }
            for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return i }
            i += length
        }
        return nil
    }

    private mutating func skipWhitespace() throws(LocatedError) {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "/")
            where position + 1 < bytes.count
                && (bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")):
                throw fail("JSON does not allow comments; remove it")
            case UInt8(ascii: "#"):
                throw fail("JSON does not allow comments; remove it")
            default:
                return
            }
        }
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte < 0x20 { return "control character" }
        if byte >= 0x80 {
            let end = bytes[position...].prefix(4)
            if let s = String(validating: end, as: UTF8.self)?.first ?? String(decoding: end, as: UTF8.self).first {
                return "'\(s)'"
            }
            return "character"
        }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    private mutating func parseValue() throws(LocatedError) -> JSONNode {
        let start = here
        guard let byte = current else { throw fail("unexpected end of file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "'"): throw fail("strings must use double quotes, not single quotes")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            // The literals, without making a word of them first.
            for (literal, value) in Self.literals where bytes.count - position >= literal.count {
                if bytes[position..<(position + literal.count)].elementsEqual(literal),
                    position + literal.count == bytes.count || !bytes[position + literal.count].isWordByte
                {
                    position += literal.count
                    column += literal.count
                    return JSONNode(value: value, location: start)
                }
            }
            let word = readWord()
            switch word {
            case "true": return JSONNode(value: .bool(true), location: start)
            case "false": return JSONNode(value: .bool(false), location: start)
            case "null": return JSONNode(value: .null, location: start)
            case "":
                throw fail("unexpected \(describeCurrent()); expected a value", at: start)
            case "NaN", "Infinity":
                throw fail("'\(word)' is not a JSON number", at: start)
            default:
                throw fail("unexpected '\(word)'; text values need double quotes: \"\(word)\"", at: start)
            }
        }
    }

    private mutating func readWord() -> String {
        var word: [UInt8] = []
        while let byte = current, byte.isWordByte {
            word.append(byte)
            advance()
        }
        return String(decoding: word, as: UTF8.self)
    }

    private mutating func enter() throws(LocatedError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw fail("nesting is deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(LocatedError) -> JSONNode {
        let start = here
        try enter()
        advance()  // {
        var members: [JSONNode.Member] = []
        var seen: [String: SourceLocation] = [:]
        try skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONNode(value: .object([]), location: start)
        }
        while true {
            try skipWhitespace()
            let keyLocation = here
            guard let byte = current else {
                throw fail("unexpected end of file; the object opened at \(start.line):\(start.column) is not closed")
            }
            if byte == UInt8(ascii: "}") { throw fail("trailing comma before '}'; remove the comma") }
            if byte == UInt8(ascii: "'") { throw fail("object keys must use double quotes, not single quotes") }
            guard byte == UInt8(ascii: "\"") else {
                let word = readWord()
                if !word.isEmpty {
                    throw fail("object key '\(word)' must be in double quotes: \"\(word)\"", at: keyLocation)
                }
                throw fail("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let key = try parseString()
            // Small objects (nearly all) are checked by a scan; large ones through a dictionary.
            if members.count < 16 {
                if let first = members.first(where: { $0.key == key }) {
                    throw fail(
                        "duplicate key \"\(key)\" (first at line \(first.keyLocation.line), column \(first.keyLocation.column))",
                        at: keyLocation)
                }
            } else {
                if seen.isEmpty { for member in members { seen[member.key] = member.keyLocation } }
                if let first = seen[key] {
                    throw fail(
                        "duplicate key \"\(key)\" (first at line \(first.line), column \(first.column))",
                        at: keyLocation)
                }
                seen[key] = keyLocation
            }
            try skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            advance()
            try skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
            try skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return JSONNode(value: .object(members), location: start)
            case UInt8(ascii: "\"")?:
                throw fail("missing ',' between object members")
            case nil:
                throw fail("unexpected end of file; the object opened at \(start.line):\(start.column) is not closed")
            default:
                throw fail("unexpected \(describeCurrent()); expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(LocatedError) -> JSONNode {
        let start = here
        try enter()
        advance()  // [
        var items: [JSONNode] = []
        try skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONNode(value: .array([]), location: start)
        }
        while true {
            try skipWhitespace()
            if current == UInt8(ascii: "]") { throw fail("trailing comma before ']'; remove the comma") }
            if current == nil {
                throw fail("unexpected end of file; the array opened at \(start.line):\(start.column) is not closed")
            }
            items.append(try parseValue())
            try skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return JSONNode(value: .array(items), location: start)
            case nil:
                throw fail("unexpected end of file; the array opened at \(start.line):\(start.column) is not closed")
            case UInt8(ascii: "}")?:
                throw fail("unexpected '}'; the array opened at \(start.line):\(start.column) needs ']'")
            default:
                throw fail("missing ',' between array items, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseString() throws(LocatedError) -> String {
        // Fast path: a string with no escapes is copied straight out of the (already validated) UTF-8.
        var end = position + 1
        var characters = 0
        while end < bytes.count {
            let b = bytes[end]
            if b == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
                column += characters + 2
                position = end + 1
                return text
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b & 0xC0 != 0x80 { characters += 1 }
            end += 1
        }
        return try parseEscapedString()
    }

    private mutating func parseEscapedString() throws(LocatedError) -> String {
        let start = here
        advance()  // opening quote
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll()
            }
        }
        while true {
            guard let byte = current else {
                throw fail("string is missing its closing quote", at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                flush()
                return String(scalars)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw fail("string is missing its closing quote (strings cannot span lines)", at: start)
            case 0..<0x20:
                throw fail("control character in a string; escape it (e.g. \\t)")
            case UInt8(ascii: "\\"):
                flush()
                let escapeLocation = here
                advance()
                guard let escaped = current else { throw fail("string is missing its closing quote", at: start) }
                advance()
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try readHex4(escapeLocation)
                    if (0xD800..<0xDC00).contains(code) {
                        // A high surrogate must be followed by \u and a low surrogate.
                        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                            bytes[position + 1] == UInt8(ascii: "u")
                        else {
                            throw fail("unpaired surrogate in \\u escape", at: escapeLocation)
                        }
                        advance()
                        advance()
                        let low = try readHex4(escapeLocation)
                        guard (0xDC00..<0xE000).contains(low) else {
                            throw fail("unpaired surrogate in \\u escape", at: escapeLocation)
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw fail("unpaired surrogate in \\u escape", at: escapeLocation)
                    }
                    scalars.append(Unicode.Scalar(code)!)
                default:
                    throw fail(
                        "invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string", at: escapeLocation)
                }
            default:
                // A run of plain characters at once: no newline can occur inside it (it would have stopped).
                let runStart = position
                while position < bytes.count {
                    let b = bytes[position]
                    if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
                    if b & 0xC0 != 0x80 { column += 1 }
                    position += 1
                }
                utf8.append(contentsOf: bytes[runStart..<position])
            }
        }
    }

    private mutating func readHex4(_ location: SourceLocation) throws(LocatedError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = byte.hexValue else {
                throw fail("\\u must be followed by four hex digits", at: location)
            }
            code = code * 16 + UInt32(digit)
            advance()
        }
        return code
    }

    private mutating func parseNumber() throws(LocatedError) -> JSONNode {
        let start = here
        let numberStart = position
        switch Self.numberEnd(in: bytes, from: position) {
        case .failure(.noDigitAfterMinus): throw fail("'-' must be followed by a digit", at: start)
        case .failure(.leadingZero): throw fail("numbers cannot have leading zeros", at: start)
        case .failure(.noDigitAfterPoint): throw fail("a digit must follow the decimal point", at: start)
        case .failure(.noDigitInExponent): throw fail("a digit must follow the exponent", at: start)
        case .failure(.wordByteAfter(let end)):
            // Numbers hold no newline or multi-byte character: the column moves with the position.
            column += end - position
            position = end
            throw fail("invalid number; unexpected \(describeCurrent())")
        case .success(let end):
            column += end - position
            position = end
        }
        let literal = String(decoding: bytes[numberStart..<position], as: UTF8.self)
        if let integer = Self.smallInteger(bytes[numberStart..<position]) {
            return JSONNode(value: .number(Double(integer), literal: literal), location: start)
        }
        guard let value = Double(literal), value.isFinite else {
            throw fail("number '\(literal)' is out of range", at: start)
        }
        return JSONNode(value: .number(value, literal: literal), location: start)
    }
}

extension JSONParser {
    /// What keeps the bytes at a number's start from being one.
    enum NumberProblem: Error {
        case noDigitAfterMinus, leadingZero, noDigitAfterPoint, noDigitInExponent
        /// The number is followed by a letter, digit or `_ . + -` at `end` (`isWordByte`).
        case wordByteAfter(end: Int)
    }

    /// Where the number that starts at `start` ends, by RFC 8259's grammar, not run on into a word: the one
    /// reading of a number, for `parseNumber` and `CommonSpecReader`, which must refuse what it refuses.
    static func numberEnd(in bytes: [UInt8], from start: Int) -> Result<Int, NumberProblem> {
        func digit(_ i: Int) -> Bool { i < bytes.count && bytes[i].isDigit }
        var at = start
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        guard digit(at) else { return .failure(.noDigitAfterMinus) }
        if bytes[at] == UInt8(ascii: "0") {
            at += 1
            if digit(at) { return .failure(.leadingZero) }
        } else {
            while digit(at) { at += 1 }
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digit(at) else { return .failure(.noDigitAfterPoint) }
            while digit(at) { at += 1 }
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digit(at) else { return .failure(.noDigitInExponent) }
            while digit(at) { at += 1 }
        }
        if at < bytes.count, bytes[at].isWordByte { return .failure(.wordByteAfter(end: at)) }
        return .success(at)
    }

    /// A plain integer of up to 15 digits (every weight), read exactly without `Double(String)`; nil for
    /// anything else (fractions, exponents, "-0"), which goes the general way.
    static func smallInteger<Digits: Collection<UInt8>>(_ digits: Digits) -> Int? where Digits.SubSequence == Digits {
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count <= 15, !(negative && rest.count == 1 && rest.first == UInt8(ascii: "0")) else {
            return nil
        }
        var value = 0
        for byte in rest {
            guard byte.isDigit else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }
}

extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    /// A byte a JSON literal or number may not run on into: both spec readers refuse such a word.
    var isWordByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || isDigit || self == UInt8(ascii: "_") || self == UInt8(ascii: ".") || self == UInt8(ascii: "+")
            || self == UInt8(ascii: "-")
    }
    fileprivate var hexValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return self - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
