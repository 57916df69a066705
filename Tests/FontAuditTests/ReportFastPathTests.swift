import Foundation
import TestSupport
import Testing

@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

/// Issue 26's fast paths for writing a large report and for the audit behind it, against the plain code they
/// replace.
@Suite struct ReportFastPathTests {
    /// The eight-bytes-at-a-time check agrees with the byte-by-byte one: every byte value at every place of a
    /// plain string (first, inside a word, last, in the tail after the last whole word), and seeded random
    /// strings over bytes near each edge (0x1F, 0x20, `"`, `\`, 0x7E, 0x7F, 0x80, 0xFF), where carries and
    /// borrows between bytes would show.
    @Test func plainJSONCheckAgreesWithTheLoop() {
        func agree(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { JSONPlainBytes.arePlain($0) == JSONPlainBytes.arePlainReference($0) }
        }
        let plain = Array("Noto Sans Display-Regular.ttf".utf8)
        var flagged = 0
        for value in 0...255 {
            for at in [0, 3, 7, 8, 15, plain.count - 2, plain.count - 1] {
                var bytes = plain
                bytes[at] = UInt8(value)
                #expect(agree(bytes), "byte \(value) at \(at)")
                if bytes.withUnsafeBufferPointer(JSONPlainBytes.arePlain) == false { flagged += 1 }
            }
        }
        // 0x00–0x1F, `"`, `\` and 0x7F–0xFF: 163 values, at 7 places.
        #expect(flagged == 163 * 7)
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xFE, 0xFF, 0x41]
        var generator = SplitMix(seed: 0x0A5C)
        var plainCount = 0
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in
                generator.next() % 4 == 0 ? edges[Int(generator.next() % UInt64(edges.count))] : UInt8(ascii: "a")
            }
            #expect(agree(bytes), "\(bytes)")
            if bytes.withUnsafeBufferPointer(JSONPlainBytes.arePlainReference) { plainCount += 1 }
        }
        #expect(plainCount > 1_000)
        #expect(agree([]))
    }

    /// A report of more objects than are written on one core, streamed to a sink in pieces of any size, is the
    /// text rendered whole: blocks handed on from their own buffers keep their order and lose nothing.
    @Test func blocksStreamedFromTheirBuffersAreTheRenderedText() {
        let count = JSONValue.parallelObjects + JSONValue.objectsPerBlock * JSONValue.blocksPerWave + 13
        let value = JSONValue.object([
            ("head", .string("é")),
            (
                "styles",
                .writtenObjects(count: count) { i, object, out in
                    object.string("name", "style \(i) \u{1}\"", &out)
                    object.int("weight", i, &out)
                }
            ),
            ("tail", .int(count)),
        ])
        let whole = value.rendered()
        for chunk in [1, 1_000, 100_000, 1 << 20] {
            let sink = CapturedOutput()
            value.stream(chunk: chunk, to: sink)
            #expect(sink.text == whole, "chunk \(chunk)")
            var pieces: [String] = []
            value.stream(chunk: chunk) { pieces.append($0) }
            #expect(pieces.joined() == whole, "chunk \(chunk), as strings")
        }
    }
}
