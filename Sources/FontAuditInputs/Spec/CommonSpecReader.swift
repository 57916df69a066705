import FontAuditModel
import FontCatalog

/// A second reader of the native spec, for its common shape only: a root of `"styles"` (and `"$schema"`), each
/// style `name`, `family` and `weight` with any of `italic`, `size`, `lineHeight`, `letterSpacing`, `textCase`,
/// `textDecoration` and `description`, in any order and any whitespace, strings without escapes. It reads the
/// styles straight from the bytes, with no JSON tree: building the tree and walking it cost 18 % of a 300-style
/// audit's instructions. Anything else (another key, an escape, a repeated key or style name, a value the full
/// reader would refuse, a comment, a byte out of place) gives nil, and the file is read again by the full
/// reader (`JSONParser` and `SpecParser.interpret`), which gives every error and warning. So a spec this reader
/// takes is one the full reader takes too, with no warning; `CommonSpecReaderTests` holds the two to the same
/// `Spec` on real and mutated specs.
package enum CommonSpecReader {
    package static func read(_ bytes: [UInt8], file: String) -> Spec? {
        var reader = Reader(bytes: bytes, file: file)
        return reader.spec()
    }
}

private struct Reader {
    let bytes: [UInt8]
    let file: String
    var position = 0
    /// Line and column of byte `counted`: bytes are counted up to a style's `{` as it is reached, each once, as
    /// `JSONParser` counts them (a column per byte that does not continue a UTF-8 sequence).
    var counted = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func spec() -> Spec? {
        // A byte order mark. The file's UTF-8 is not checked as a whole, as JSONParser does first: a byte past
        // ASCII is only taken inside a string, each such string checked.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { (position, counted) = (3, 3) }
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var styles: [TextStyle]?
        var sawSchema = false
        while true {
            skipSpace()
            guard let key = stringRange() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            if matches(key, "styles") {
                guard styles == nil, let read = readStyles() else { return nil }
                styles = read
            } else if matches(key, "$schema") {
                guard !sawSchema, stringRange() != nil else { return nil }
                sawSchema = true
            } else {
                return nil
            }
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            break
        }
        skipSpace()
        guard position == bytes.count, let styles else { return nil }
        return Spec(
            file: file, styles: styles, fonts: [], systemFonts: nil, boldText: nil, waivers: [], warnings: [],
            styleNamesAreDistinct: true)
    }

    /// A style's keys this reader takes, by number.
    private func styleKey(_ range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        switch (range.count, bytes[range.lowerBound]) {
        case (4, UInt8(ascii: "n")): return matches(range, "name") ? 0 : nil
        case (6, UInt8(ascii: "f")): return matches(range, "family") ? 1 : nil
        case (6, UInt8(ascii: "w")): return matches(range, "weight") ? 2 : nil
        case (6, UInt8(ascii: "i")): return matches(range, "italic") ? 3 : nil
        case (4, UInt8(ascii: "s")): return matches(range, "size") ? 4 : nil
        case (10, _): return matches(range, "lineHeight") ? 5 : nil
        case (13, _): return matches(range, "letterSpacing") ? 6 : nil
        case (8, _): return matches(range, "textCase") ? 7 : nil
        case (14, _): return matches(range, "textDecoration") ? 8 : nil
        case (11, _): return matches(range, "description") ? 9 : nil
        default: return nil
        }
    }

    private mutating func readStyles() -> [TextStyle]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var styles: [TextStyle] = []
        var names = Set<String>()
        while true {
            skipSpace()
            guard let style = readStyle(), names.insert(style.name).inserted else { return nil }
            styles.append(style)
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "]")) else { return nil }
            return styles
        }
    }

    private mutating func readStyle() -> TextStyle? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
        let location = here()
        position += 1
        var seen = 0
        var name: String?
        var family: String?
        var weight: Int?
        var italic: Bool?
        var size: Double?
        var lineHeight: String?
        while true {
            skipSpace()
            guard let keyRange = stringRange(), let key = styleKey(keyRange) else { return nil }
            guard seen & (1 << key) == 0 else { return nil }
            seen |= 1 << key
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            switch key {
            case 0, 1:  // name, family
                guard let text = string(), !text.isBlank else { return nil }
                if key == 0 { name = text } else { family = text }
            case 2:  // weight: a number or a weight name, as SpecParser reads it
                let value: JSONNode.Value
                if let (number, literal) = number() {
                    value = .number(number, literal: literal)
                } else if let text = string() {
                    value = .string(text)
                } else {
                    return nil
                }
                guard let read = try? SpecParser.parseWeight(JSONNode(value: value, location: location)) else {
                    return nil
                }
                weight = read
            case 3:
                guard let value = bool() else { return nil }
                italic = value
            case 4:
                guard let (value, _) = number(), value > 0 else { return nil }
                size = value
            case 5, 6:  // lineHeight, letterSpacing
                if let (value, _) = number() {
                    if key == 5 { lineHeight = TextStyle.measure(value) }
                } else if let text = string(), Double(text.trimmingCharacters(in: "%pxemrt ")) != nil {
                    if key == 5 { lineHeight = text }
                } else {
                    return nil
                }
            case 7, 8:
                guard let text = string(), (key == 7 ? SpecParser.textCases : SpecParser.textDecorations).contains(text)
                else { return nil }
            default:  // description
                guard string() != nil else { return nil }
            }
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            break
        }
        guard let name, let family, let weight else { return nil }
        var style = TextStyle(name: name, location: location)
        if let italic { style.italic = italic }
        style.size = size
        style.lineHeight = lineHeight
        style.family = family
        style.weight = weight
        return style
    }

    /// Where byte `position` is, counting the bytes since the last place asked for.
    private mutating func here() -> SourceLocation {
        while counted < position {
            let byte = bytes[counted]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            counted += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { word in
            for i in 0..<word.count where bytes[range.lowerBound + i] != word[i] { return false }
            return true
        }
    }

    /// The bytes between the quotes of a string with no escape or control character, and well-formed UTF-8 as
    /// `JSONParser.firstInvalidUTF8` holds it (the standard's Table 3-7); past its closing quote.
    private mutating func stringRange() -> Range<Int>? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        var end = position + 1
        var ascii = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let range = (position + 1)..<end
                guard ascii || String(validating: bytes[range], as: UTF8.self) != nil else { return nil }
                position = end + 1
                return range
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            end += 1
        }
        return nil
    }

    private mutating func string() -> String? {
        stringRange().map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    private mutating func bool() -> Bool? {
        guard position < bytes.count else { return nil }
        let value = bytes[position] == UInt8(ascii: "t")
        let word: StaticString = value ? "true" : "false"
        let end = position + word.utf8CodeUnitCount
        guard end <= bytes.count, matches(position..<end, word) else { return nil }
        guard end == bytes.count || !bytes[end].isWordByte else { return nil }
        position = end
        return value
    }

    /// A number as `JSONParser` reads one (its value and literal), or nil where it would refuse it.
    private mutating func number() -> (Double, String)? {
        let start = position
        guard case .success(let at) = JSONParser.numberEnd(in: bytes, from: start) else { return nil }
        let literal = String(decoding: bytes[start..<at], as: UTF8.self)
        let value: Double
        if let integer = JSONParser.smallInteger(bytes[start..<at]) {
            value = Double(integer)
        } else {
            guard let parsed = Double(literal), parsed.isFinite else { return nil }
            value = parsed
        }
        position = at
        return (value, literal)
    }
}
