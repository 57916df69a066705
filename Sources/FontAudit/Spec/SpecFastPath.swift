/// The shape nearly every large spec has, read straight from its bytes without a JSON tree:
/// `{"styles": [{"name": …, "family": …, "weight": 400, "italic": false}, …]}`, with any whitespace, the
/// keys in any order, and optionally `"$schema"`.
///
/// Building the tree and walking it cost 11,000 instructions a style, two thirds of a 5,000-style audit's
/// own work. This reader accepts only what it can read exactly as the full parser and `SpecParser` would,
/// with no warning: plain strings (no escapes), whole weights from 1 to 1000, `true`/`false`, no other key,
/// no repeated key or style name. Anything else (an error, a warning, a weight name, `fontName`, `fonts`,
/// `boldText`, `waivers`, a typography key) returns nil, and the caller reads the file the full way, which
/// then gives the located error or warning. `SpecFastPathTests` and the `FuzzSpec` target check that
/// whatever it reads equals what the full way reads.
public enum SpecFastPath {
    public static func read(_ bytes: [UInt8], file: String) -> Spec? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer, path: InternedPath.intern(file))
            guard let styles = reader.readSpec() else { return nil }
            return Spec(file: file, styles: styles, fonts: [], systemFonts: nil, boldText: nil, waivers: [], warnings: [],
                        styleNamesAreDistinct: true)
        }
    }
}

private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: InternedPath
    var position = 0
    var line = 1
    /// The column of the current line already counted, up to byte `counted`: columns are characters, so they
    /// are counted over UTF-8 lead bytes, and only up to the places asked for.
    var counted = 0
    var column = 1
    var families = StringTable()

    init(bytes: UnsafeBufferPointer<UInt8>, path: InternedPath) {
        self.bytes = bytes
        self.path = path
    }

    mutating func readSpec() -> [TextStyle]? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        guard JSONParser.firstInvalidUTF8(bytes, from: position) == nil else { return nil }
        // A byte order mark is not a character of the first line.
        counted = position
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var styles: [TextStyle]?
        var schema = false
        repeat {
            guard let key = memberKey() else { return nil }
            if equals(key, "styles"), styles == nil {
                guard let read = readStyles() else { return nil }
                styles = read
            } else if equals(key, "$schema"), !schema {
                guard plainString() != nil else { return nil }
                schema = true
            } else {
                return nil
            }
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { return nil }
        skipWhitespace()
        guard position == bytes.count else { return nil }
        return styles
    }

    private mutating func readStyles() -> [TextStyle]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var styles: [TextStyle] = []
        var names = Set<String>()
        repeat {
            skipWhitespace()
            guard let style = readStyle(), names.insert(style.name).inserted else { return nil }
            styles.append(style)
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")) else { return nil }
        return styles
    }

    private mutating func readStyle() -> TextStyle? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
        let location = SourceLocation(path: path, line: line, column: columnHere())
        position += 1
        var name: Range<Int>?, family: Range<Int>?, weight: Int?, italic: Bool?
        repeat {
            guard let key = memberKey() else { return nil }
            if equals(key, "name"), name == nil {
                guard let value = plainString() else { return nil }
                name = value
            } else if equals(key, "family"), family == nil {
                guard let value = plainString() else { return nil }
                family = value
            } else if equals(key, "weight"), weight == nil {
                guard let value = wholeWeight() else { return nil }
                weight = value
            } else if equals(key, "italic"), italic == nil {
                guard let value = boolean() else { return nil }
                italic = value
            } else {
                return nil
            }
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let name, let family, let weight, !isBlank(name), !isBlank(family) else { return nil }
        var style = TextStyle(name: string(name), location: location)
        style.italic = italic ?? false
        // Families repeat from style to style: each is made once, and shared.
        style.family = families.string(bytes, from: family.lowerBound, to: family.upperBound)
        style.weight = weight
        return style
    }

    /// `"key":` with the whitespace around it; the key's bytes.
    private mutating func memberKey() -> Range<Int>? {
        skipWhitespace()
        guard let key = plainString() else { return nil }
        skipWhitespace()
        guard take(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        return key
    }

    /// The column of `position`, counted on from the last place asked for on this line: one per byte that
    /// does not continue a UTF-8 sequence, eight bytes at a time.
    private mutating func columnHere() -> Int {
        var i = counted
        let base = UnsafeRawPointer(bytes.baseAddress!)
        while i + 8 <= position {
            let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // A continuation byte is 10xxxxxx: its top bit set and the next one clear.
            let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
            column += 8 - continuations.nonzeroBitCount
            i += 8
        }
        while i < position {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        counted = position
        return column
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                counted = position
                column = 1
            default:
                return
            }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// The bytes of a string with no escape and no control character, between its quotes.
    private mutating func plainString() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return start..<(position - 1)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            position += 1
        }
        return nil
    }

    /// 1 to 1000 written as a plain integer, ended by whitespace, ',' or '}'.
    private mutating func wholeWeight() -> Int? {
        var value = 0
        let start = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9"),
              position - start < 4 {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        guard position > start, bytes[start] != UInt8(ascii: "0"), (1...1000).contains(value), endsValue() else { return nil }
        return value
    }

    private mutating func boolean() -> Bool? {
        if matches("true") { return true }
        if matches("false") { return false }
        return nil
    }

    private mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        for k in 0..<count where bytes[position + k] != word.utf8Start[k] { return false }
        position += count
        guard endsValue() else { position -= count; return false }
        return true
    }

    /// Whether a number or literal ends here, as the full parser would end it.
    private func endsValue() -> Bool {
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ","), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    private func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        for k in 0..<range.count where bytes[range.lowerBound + k] != word.utf8Start[k] { return false }
        return true
    }

    /// `String.isBlank`: nothing but spaces and tabs.
    private func isBlank(_ range: Range<Int>) -> Bool {
        range.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
