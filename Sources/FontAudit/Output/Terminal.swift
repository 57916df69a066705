/// ANSI colour, on only when asked for or when writing to a terminal without NO_COLOR.
public struct Terminal: Sendable {
    public enum ColorChoice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public init(choice: ColorChoice, environment: [String: String], isTerminal: Bool) {
        switch choice {
        case .always: colors = true
        case .never: colors = false
        case .auto:
            // https://no-color.org: any non-empty NO_COLOR turns colour off; TERM=dumb has none.
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            colors = isTerminal && !noColor && environment["TERM"] != "dumb"
        }
    }

    public func green(_ s: String) -> String { paint(s, "32") }
    public func red(_ s: String) -> String { paint(s, "31") }
    public func yellow(_ s: String) -> String { paint(s, "33") }
    public func bold(_ s: String) -> String { paint(s, "1") }
    public func dim(_ s: String) -> String { paint(s, "2") }

    private func paint(_ s: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }

    /// Font names are untrusted: control characters (escape sequences, newlines, bells) and bidi controls are
    /// shown as visible escapes rather than sent to the terminal.
    public static func sanitize(_ s: String) -> String {
        // Nearly every name is clean: return it untouched.
        // (0xC2 leads C1 controls; 0xE2 and 0xD8 lead the bidi controls; 0xF4 leads a file name's raw bytes.)
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 && $0 != 0xE2 && $0 != 0xD8 && $0 != 0xF4 }) { return s }
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
