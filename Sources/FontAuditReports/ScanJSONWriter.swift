import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The scan's JSON written straight into a byte buffer: the same text `ScanReport.faceJSON` renders through
/// `JSONValue` (the reference a differential test holds it to), at a quarter of the instructions. It stays
/// because a scan of a large font folder spends a quarter of its time writing JSON (BENCHMARKS.md).
enum ScanJSONWriter {
    static func write(_ ordered: [FontFace]) -> String {
        guard !ordered.isEmpty else { return "{\n  \"faces\": []\n}\n" }
        var out = ReportBuffer(capacity: ordered.count * 480 + 64)
        out.append("{\n  \"faces\": [\n")
        for (n, face) in ordered.enumerated() {
            out.append("    {\n")
            Self.member("family", string: face.family, to: &out)
            out.append("      \"families\": [")
            for (i, family) in face.families.enumerated() {
                if i > 0 { out.append(", ") }
                JSONValue.appendQuoted(family, to: &out)
            }
            out.append("],\n")
            Self.member("style", string: face.style, to: &out)
            Self.member("weight", number: face.weight, to: &out)
            Self.member("weightRaw", number: face.weightRaw, to: &out)
            Self.key("weightRange", to: &out)
            if let range = face.weightRange {
                out.append(UInt8(ascii: "["))
                out.append(range.lowerBound)
                out.append(", ")
                out.append(range.upperBound)
                out.append("],\n")
            } else {
                out.append("null,\n")
            }
            Self.member("italic", bool: face.italic, to: &out)
            Self.member("oblique", bool: face.oblique, to: &out)
            Self.member("width", number: face.width, to: &out)
            Self.member("variable", bool: face.isVariable, to: &out)
            Self.member("postscriptName", string: face.postscriptName, to: &out)
            Self.member("path", string: face.path, to: &out)
            Self.member("index", number: face.index, to: &out)
            Self.member("instance", number: face.instance, to: &out)
            Self.member("source", string: face.source.rawValue, last: true, to: &out)
            out.append(n == ordered.count - 1 ? "    }\n" : "    },\n")
        }
        out.append("  ]\n}\n")
        return out.finishString()
    }

    private static func key(_ key: String, to out: inout ReportBuffer) {
        out.append("      \"")
        out.append(key)
        out.append("\": ")
    }

    private static func member(_ name: String, string value: String, last: Bool = false, to out: inout ReportBuffer) {
        key(name, to: &out)
        JSONValue.appendQuoted(value, to: &out)
        out.append(last ? "\n" : ",\n")
    }

    private static func member(_ name: String, number value: Int, to out: inout ReportBuffer) {
        key(name, to: &out)
        out.append(value)
        out.append(",\n")
    }

    private static func member(_ name: String, bool value: Bool, to out: inout ReportBuffer) {
        key(name, to: &out)
        out.append(value ? "true,\n" : "false,\n")
    }
}
