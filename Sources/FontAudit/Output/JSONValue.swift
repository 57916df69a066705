/// A JSON value for writing reports: objects keep their key order, so output is stable and readable.
public indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
    }

    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Two-space indentation when pretty, none otherwise; always a trailing newline-free string.
    public func rendered(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private static let indents = (0..<32).map { String(repeating: "  ", count: $0) }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" : ""
        let pad = { (level: Int) in pretty ? (level < Self.indents.count ? Self.indents[level] : String(repeating: "  ", count: level)) : "" }
        switch self {
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (i, (key, value)) in members.enumerated() {
                out += pad(indent + 1)
                Self.appendQuoted(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(into: &out, pretty: pretty, indent: indent + 1)
                out += (i < members.count - 1 ? "," : "") + newline
            }
            out += pad(indent) + "}"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // Short arrays of scalars stay on one line: [100, 900].
            let scalars = items.allSatisfy { if case .object = $0 { return false }; if case .array = $0 { return false }; return true }
            if scalars && items.count <= 4 {
                out += "[" + items.map { $0.rendered(pretty: false) }.joined(separator: pretty ? ", " : ",") + "]"
                return
            }
            out += "[" + newline
            for (i, item) in items.enumerated() {
                out += pad(indent + 1)
                item.write(into: &out, pretty: pretty, indent: indent + 1)
                out += (i < items.count - 1 ? "," : "") + newline
            }
            out += pad(indent) + "]"
        case .string(let s): Self.appendQuoted(s, to: &out)
        case .int(let n): out += String(n)
        case .double(let d):
            out += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// Appends `s` quoted; most strings need no escaping and are copied whole.
    static func appendQuoted(_ s: String, to out: inout String) {
        let plain = s.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 < 0x7F }
        if plain {
            out += "\""
            out += s
            out += "\""
        } else {
            out += quote(s)
        }
    }

    /// RFC 8259 string escaping; control characters become \u00XX, so font-supplied names stay inert.
    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.isRawFileNameByte:
                // A file name byte that is not UTF-8 has no JSON spelling; show it as text does.
                out += "\\\\x" + String(scalar.value & 0xFF, radix: 16, uppercase: true)
            case _ where scalar.isControlCharacter || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
