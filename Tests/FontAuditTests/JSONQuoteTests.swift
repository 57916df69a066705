import FontAuditSystem
import TestSupport
import Testing

@testable import FontAuditModel

/// `JSONValue.appendEscaped` writes a string's JSON spelling straight into the report buffer: the same bytes
/// as `JSONValue.quote`, its plain reference, on every kind of scalar it escapes or copies.
@Suite struct JSONQuoteTests {
    /// Scalars of every kind: printable ASCII, the escaped five, C0, DEL and C1 controls, the line and
    /// paragraph separators, two- three- and four-byte scalars, combining marks, and the raw file name bytes
    /// `Platform.path(cString:)` keeps.
    static let kinds: [Unicode.Scalar] =
        [
            "a", "Z", "0", " ", "~", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{8}", "\u{C}", "\u{1F}",
            "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "\u{301}", "\u{7FF}", "\u{800}", "\u{2028}",
            "\u{2029}", "\u{202E}", "€", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FEFF}",
        ] + [0x10FF00, 0x10FF05, 0x10FF0A, 0x10FF80, 0x10FFFF].compactMap(Unicode.Scalar.init)

    static func written(_ s: String) -> [UInt8] {
        var out = ReportBuffer()
        JSONValue.appendQuoted(s, to: &out)
        return Array(out.finishString().utf8)
    }

    @Test func everyKindOfScalar() {
        for scalar in Self.kinds {
            let s = "x" + String(Character(scalar)) + "y"
            #expect(Self.written(s) == Array(JSONValue.quote(s).utf8), "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func seededRandomStrings() {
        var generator = SplitMix(seed: 0x5EED)
        var escaped = 0
        for _ in 0..<3_000 {
            var s = ""
            for _ in 0..<Int(generator.next() % 24) {
                s.unicodeScalars.append(Self.kinds[Int(generator.next() % UInt64(Self.kinds.count))])
            }
            let reference = Array(JSONValue.quote(s).utf8)
            if reference.count != s.utf8.count + 2 { escaped += 1 }
            let same = Self.written(s) == reference
            #expect(same, "\(reference)")
        }
        #expect(escaped > 2_000)
    }
}
