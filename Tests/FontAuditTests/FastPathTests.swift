import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

/// The shortcuts taken for speed must agree with the slow, obvious code they skip.
@Suite struct FastPathTests {
    /// Sanitize leaves a clean name as it is, and escapes every scalar it must.
    @Test func sanitizeRewritesExactlyWhatNeedsEscaping() {
        let scalars =
            (0...0x3000).compactMap(Unicode.Scalar.init) + (0x10FF00...0x10FFFF).compactMap(Unicode.Scalar.init)
            + ["\u{FEFF}", "\u{FFFF}", "\u{1F600}", "\u{E0001}"]
        for scalar in scalars {
            let s = "name " + String(scalar) + " tail"
            let escaped = Terminal.sanitize(s)
            #expect((escaped == s) == !Terminal.needsEscaping(scalar), "\(s.debugDescription)")
            #expect(!escaped.unicodeScalars.contains(where: Terminal.needsEscaping))
        }
        for s in [
            "Noto Sans", "variable 100–900 at 600", "→ Open Sans Bold (700)", "Açaí Sans", "Source Han Sans 源ノ角ゴシック",
            "",
        ] {
            #expect(Terminal.sanitize(s) == s, "\(s)")
        }
    }

    @Test(arguments: ["0", "7", "-3", "400", "1000", "999999999999999", "-999999999999999"])
    func smallIntegersAreReadExactly(_ literal: String) throws {
        let value = try #require(JSONParser.smallInteger(ArraySlice(literal.utf8)))
        #expect(Double(value) == Double(literal))
    }

    @Test(arguments: ["-0", "400.5", "1e3", "1000000000000000", "", "-", "4a"])
    func everythingElseGoesTheGeneralWay(_ literal: String) {
        #expect(JSONParser.smallInteger(ArraySlice(literal.utf8)) == nil)
    }

    @Test func minusZeroKeepsItsSign() throws {
        let node = try JSONParser.parse(Array(#"{"w": -0}"#.utf8), file: "t.json")
        #expect(node["w"]?.number?.sign == .minus)
        #expect(node["w"]?.number == 0)
    }

    @Test func theReportBufferWritesWhatStringsWould() {
        var buffer = ReportBuffer(capacity: 1)  // grows many times
        var expected = ""
        for i in [-1_234_567, -1, 0, 9, 10, 99, 100, 1000, Int.max, Int.min + 1] {
            buffer.append(i)
            buffer.append(", ")
            expected += "\(i), "
        }
        buffer.append("é")
        buffer.spaces(2)
        expected += "é  "
        buffer.append(String(repeating: "long text ", count: 100))
        expected += String(repeating: "long text ", count: 100)
        #expect(buffer.scalars(since: 0) == expected.unicodeScalars.count)
        #expect(buffer.finishString() == expected)
    }
}
