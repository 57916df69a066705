import FontAuditSystem
import FontCatalog

/// Escaping for each output language. Font names and spec strings are untrusted: they may carry markup,
/// newlines, `%`, `::` and terminal escapes.
package enum Escape {
    /// XML text and attribute values. Control characters XML 1.0 cannot carry become visible `\xNN`.
    /// Text of printable ASCII with nothing to escape (most messages, names and paths) is returned as it is,
    /// after one look at its bytes: an HTML report escapes a few thousand strings, scalar by scalar in
    /// `xmlReference`, the plain path this is tested against (`EscapingTests`).
    package static func xml(_ s: String) -> String {
        var s = s
        let plain = s.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case 0x20...0x7E where byte != 0x26 && byte != 0x3C && byte != 0x3E && byte != 0x22 && byte != 0x27:
                    continue
                default: return false
                }
            }
            return true
        }
        return plain ? s : xmlReference(s)
    }

    /// Scalar by scalar.
    package static func xmlReference(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    // Not characters in XML 1.0, and not controls either, so sanitize would pass them.
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else if scalar.isControlCharacter || scalar.isBidiControl || scalar.isRawFileNameByte {
                    out += Terminal.sanitize(String(scalar))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Markdown inline text, safe in a table cell: HTML is neutralised, markup characters are escaped,
    /// line breaks become spaces.
    package static func markdown(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "\\", "`", "*", "_", "[", "]", "~", "#", "!": out += "\\" + String(scalar)
            case "\n", "\r": out += " "
            default:
                if scalar.isControlCharacter || scalar.isBidiControl || scalar.isRawFileNameByte {
                    out += Terminal.sanitize(String(scalar)).replacingBackslashes()
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A Markdown code span: inside one no backslash escape applies, so the text goes in as it is, fenced by more
    /// backticks than its longest run of them (padded with spaces when it starts or ends with one); line breaks
    /// become spaces and control characters are shown escaped.
    package static func markdownCode(_ s: String) -> String {
        var text = ""
        var longestRun = 0
        var run = 0
        for scalar in s.unicodeScalars {
            if scalar == "`" {
                run += 1
                longestRun = max(longestRun, run)
            } else {
                run = 0
            }
            if scalar == "\n" || scalar == "\r" {
                text += " "
            } else if scalar.isControlCharacter || scalar.isBidiControl || scalar.isRawFileNameByte {
                text += Terminal.sanitize(String(scalar))
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text + pad + fence
    }

    /// A GitHub workflow command message: `%`, CR and LF are percent-encoded, as the runner decodes them.
    package static func githubMessage(_ s: String) -> String { github(s, property: false) }

    /// A workflow command property value: also `:` and `,`, which would end the property.
    package static func githubProperty(_ s: String) -> String { github(s, property: true) }

    private static func github(_ s: String, property: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default:
                if scalar.isControlCharacter || scalar.isBidiControl || scalar.isRawFileNameByte {
                    out += Terminal.sanitize(String(scalar))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension String {
    /// `\e` in Markdown would be an escape of `e`; double the backslash so it shows.
    fileprivate func replacingBackslashes() -> String {
        var out = ""
        for c in self { out += c == "\\" ? "\\\\" : String(c) }
        return out
    }
}

/// FNV-1a, 64 bits: a stable fingerprint that needs no crypto library.
package enum Fingerprint {
    package static func of(_ s: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls and DEL: what no report may pass through raw.
    package var isControlCharacter: Bool { value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) }

    /// A byte of a file name that is not UTF-8, as `Platform.path(cString:)` keeps it; shown as `\xNN`.
    package var isRawFileNameByte: Bool { value >= 0x10FF00 }

    /// Bidirectional embeddings, overrides and isolates, and the invisible direction marks: in a name they
    /// can make a log line read differently from what it says ("Trojan Source", CVE-2021-42574).
    package var isBidiControl: Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            || value == 0x061C
    }
}

/// Text reports are read by CI runners, and GitHub's treats any line that starts, after whitespace, with
/// `::` as a workflow command. Its runner trims every Unicode whitespace (.NET's `Char.IsWhiteSpace`: tab to
/// carriage return, U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000) and here
/// the byte order mark too, so all of them count as leading whitespace. fontaudit's own text never starts a
/// line with `::`; a font, spec or file name can (a family called "\u{3000}::error::pwned"). Such a line gets
/// U+200B ZERO WIDTH SPACE between the two colons: invisible on screen, and the line no longer starts with `::`.
package struct WorkflowCommandGuard {
    private enum State { case lineStart, escape, csi, colon, rest }
    private var state = State.lineStart

    package init() {}

    /// The length of the leading-whitespace character that starts at `i` in UTF-8, or nil.
    static func whitespaceLength(_ bytes: [UInt8], at i: Int) -> Int? {
        let b0 = bytes[i]
        if b0 == 0x20 || (0x09...0x0D).contains(b0) { return 1 }
        guard i + 1 < bytes.count else { return nil }
        let b1 = bytes[i + 1]
        if b0 == 0xC2, b1 == 0x85 || b1 == 0xA0 { return 2 }  // U+0085, U+00A0
        guard i + 2 < bytes.count else { return nil }
        let b2 = bytes[i + 2]
        switch (b0, b1) {
        case (0xE1, 0x9A) where b2 == 0x80: return 3  // U+1680
        case (0xE1, 0xA0) where b2 == 0x8E: return 3  // U+180E
        case (0xE2, 0x80) where (0x80...0x8A).contains(b2) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF: return 3
        case (0xE2, 0x81) where b2 == 0x9F: return 3  // U+205F
        case (0xE3, 0x80) where b2 == 0x80: return 3  // U+3000
        case (0xEF, 0xBB) where b2 == 0xBF: return 3  // U+FEFF, the byte order mark
        default: return nil
        }
    }

    /// `bytes`, defused; the state carries across calls, so a report may be passed piece by piece (in whole
    /// characters).
    package mutating func defuse(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8]?
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if state == .lineStart, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"),
                let length = Self.whitespaceLength(bytes, at: i)
            {
                out?.append(contentsOf: bytes[i..<(i + length)])
                i += length
                continue
            }
            switch (state, byte) {
            case (_, UInt8(ascii: "\n")), (_, UInt8(ascii: "\r")): state = .lineStart
            case (.lineStart, 0x1B): state = .escape
            case (.escape, UInt8(ascii: "[")): state = .csi
            case (.csi, 0x40...0x7E): state = .lineStart  // the end of a colour sequence
            case (.csi, _): break
            case (.lineStart, UInt8(ascii: ":")): state = .colon
            case (.colon, UInt8(ascii: ":")):
                if out == nil { out = Array(bytes[..<i]) }
                out!.append(contentsOf: [0xE2, 0x80, 0x8B])
                state = .rest
            default: state = .rest
            }
            out?.append(byte)
            i += 1
        }
        return out ?? bytes
    }

    package static func defuse(_ text: String) -> String {
        // Nearly every report has no "::" at all: it goes out untouched.
        var text = text
        let hasDoubleColon = text.withUTF8 { utf8 in
            utf8.indices.dropLast().contains { utf8[$0] == UInt8(ascii: ":") && utf8[$0 + 1] == UInt8(ascii: ":") }
        }
        guard hasDoubleColon else { return text }
        var guardState = WorkflowCommandGuard()
        return String(decoding: guardState.defuse(Array(text.utf8)), as: UTF8.self)
    }
}
