import FontAuditSystem
import Testing

/// `DecimalText.int64` reads the numbers of fontaudit's cache files from their bytes; `Int64(String)` is the
/// reference it must agree with, on every form a damaged or hand-edited file could hold.
@Suite struct DecimalTextTests {
    @Test func bytesAgreeWithInt64OfAString() {
        var samples = [
            "", "0", "-0", "+0", "+", "-", "--1", "+-1", "007", "12a", "a12", " 1", "1 ", "١٢", "１２",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "99999999999999999999", "1:2", "1.5", "1e3", "0x10",
        ]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789+-: a")
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...21, using: &generator)
            samples.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for value in [Int64.max, .min, 0, -1, 1, 1_733_000_000, -2] { samples.append(String(value)) }
        var parsed = 0
        for text in samples {
            let bytes = Array(text.utf8)
            let fast = DecimalText.int64(bytes[...])
            #expect(fast == DecimalText.reference(Substring(text)), "\(text.debugDescription)")
            if fast != nil { parsed += 1 }
        }
        #expect(parsed > 200)
    }
}
