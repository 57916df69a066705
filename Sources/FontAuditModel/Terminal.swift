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
    /// Font names are untrusted: control characters (escape sequences, newlines, bells) and bidi controls are
    /// shown as visible escapes rather than sent to the terminal.
    /// What `sanitize` rewrites: control characters, bidi controls, and the raw bytes of a file name that is
    /// not UTF-8.
    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isControlCharacter || scalar.isBidiControl || scalar.isRawFileNameByte
    }

    package static func sanitize(_ s: String) -> String {
        // Nearly every name is printable ASCII, clean at a glance; anything else is checked scalar by scalar.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) || !s.unicodeScalars.contains(where: needsEscaping) {
            return s
        }
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
