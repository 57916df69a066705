import FontAuditSystem
import FontCatalog
/// ANSI colour, on only when asked for or when writing to a terminal without NO_COLOR.
package struct Terminal: Sendable {
    package enum ColorChoice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    package var colors: Bool

    package init(colors: Bool) { self.colors = colors }

    package init(choice: ColorChoice, environment: [String: String], isTerminal: Bool) {
        switch choice {
        case .always: colors = true
        case .never: colors = false
        case .auto:
            // https://no-color.org: any non-empty NO_COLOR turns colour off; TERM=dumb has none.
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            colors = isTerminal && !noColor && environment["TERM"] != "dumb"
        }
    }

    package func green(_ s: String) -> String { paint(s, "32") }
    package func red(_ s: String) -> String { paint(s, "31") }
    package func yellow(_ s: String) -> String { paint(s, "33") }
    package func bold(_ s: String) -> String { paint(s, "1") }
    package func dim(_ s: String) -> String { paint(s, "2") }

    private func paint(_ s: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }

    /// Whether `sanitize` would leave these bytes as they are: no control character, bidi control or raw
    /// file-name byte. (0xC2 leads C1 controls; 0xE2 and 0xD8 lead the bidi controls, 0xE2 also dashes and
    /// arrows, so its sequence is looked at; 0xF4 leads a file name's raw bytes.) A false alarm only costs
    /// the slow path.
    static func isClean(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        var i = 0
        while i < utf8.count {
            // Eight bytes at a time while they are printable ASCII (nearly always): no byte with its high bit
            // set, none below 0x20, none equal to 0x7F.
            if i + 8 <= utf8.count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
                let below20 = (word &- ones &* 0x20) & ~word
                let del = word ^ (ones &* 0x7F)
                let is7F = (del &- ones) & ~del
                if (word | below20 | is7F) & high == 0 {
                    i += 8
                    continue
                }
            }
            let byte = utf8[i]
            if byte == 0xE2 {
                guard i + 2 < utf8.count else { return false }
                let second = utf8[i + 1], third = utf8[i + 2]
                let bidi = (second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)))
                    || (second == 0x81 && (0xA6...0xA9).contains(third))
                if bidi { return false }
                i += 3
                continue
            }
            if !isCleanByte(byte) { return false }
            i += 1
        }
        return true
    }

    @inline(__always) private static func isCleanByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F && byte != 0xC2 && byte != 0xE2 && byte != 0xD8 && byte != 0xF4
    }

    /// Font names are untrusted: control characters (escape sequences, newlines, bells) and bidi controls are
    /// shown as visible escapes rather than sent to the terminal.
    package static func sanitize(_ s: String) -> String {
        // Nearly every name is clean: return it untouched. (Checked on the contiguous bytes: the generic
        // `utf8.allSatisfy` cost 15 instructions a byte, 10 % of a 5,000-style audit.)
        if s.utf8.withContiguousStorageIfAvailable(isClean) ?? s.utf8.allSatisfy(isCleanByte) { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x1B: out += "\\e"
            case _ where scalar.isControlCharacter:
                out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            case _ where scalar.isRawFileNameByte:
                out += "\\x" + String(scalar.value & 0xFF, radix: 16, uppercase: true)
            case _ where scalar.isBidiControl:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
