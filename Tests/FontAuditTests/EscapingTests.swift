import Foundation
import Testing

@testable import FontAuditModel

/// `Escape.xml`'s plain-ASCII path against escaping scalar by scalar (`xmlReference`): the same text for every
/// string, whatever it holds.
@Suite struct EscapingTests {
    @Test func plainTextIsReturnedAsTheReferenceEscapesIt() {
        var strings = [
            "", "Open Sans", "AuditSans-Bold.ttf", "a & b", "<script>", "\"quoted\" 'single'", "line\nbreak",
            "tab\there",
            "cr\r", "\u{7F}", "\u{0}", "é", "Ünïcode", "\u{202E}rtl", "\u{FFFE}", "emoji 🎉",
            "~`!@#$%^*()_+-={}[]|\\:;,./?",
            String(repeating: "x", count: 5000), "\u{10FF41}raw",
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 24) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 57))  // 0…127: every ASCII byte
            }
            strings.append(String(decoding: bytes, as: UTF8.self))
        }
        for s in strings { #expect(Escape.xml(s) == Escape.xmlReference(s), "\(s.debugDescription)") }
    }
}
