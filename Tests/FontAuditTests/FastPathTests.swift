import Testing
@testable import FontAuditCLI
@testable import FontAuditReports
@testable import FontAuditCore
@testable import FontCatalog
@testable import FontAuditSystem
import TestSupport

/// The shortcuts taken for speed must agree with the slow, obvious code they skip.
@Suite struct FastPathTests {
    /// What `Terminal.sanitize` rewrites: the reference the byte-level check must never miss.
    func needsEscaping(_ s: String) -> Bool {
        s.unicodeScalars.contains { $0.isControlCharacter || $0.isBidiControl || $0.isRawFileNameByte }
    }

    func isClean(_ s: String) -> Bool {
        Array(s.utf8).withUnsafeBufferPointer { Terminal.isClean($0) }
    }

    /// Every scalar up to U+3000, the raw file-name bytes and a few beyond, at each offset of an eight-byte
    /// word and across word boundaries, between printable ASCII.
    @Test func theCleanCheckNeverPassesWhatSanitizeRewrites() {
        let scalars = (0...0x3000).compactMap(Unicode.Scalar.init) + (0x10FF00...0x10FFFF).compactMap(Unicode.Scalar.init)
            + ["\u{FEFF}", "\u{FFFF}", "\u{1F600}", "\u{E0001}"]
        var missed: [String] = []
        for scalar in scalars {
            for prefix in [0, 1, 5, 7, 8, 9, 15, 16] {
                let s = String(repeating: "a", count: prefix) + String(scalar) + "tail of the name"
                if needsEscaping(s) && isClean(s) { missed.append(s.debugDescription) }
                if isClean(s) { #expect(Terminal.sanitize(s) == s) }
            }
        }
        #expect(missed.isEmpty, "\(missed.prefix(5))")
    }

    @Test func dashesArrowsAndLettersTakeTheFastPath() {
        for s in ["Noto Sans", "variable 100–900 at 600", "→ Open Sans Bold (700)", "Açaí Sans", "Source Han Sans 源ノ角ゴシック", ""] {
            #expect(isClean(s), "\(s)")
        }
        for s in ["a\u{1B}[31m", "x\u{202E}y", "\u{9B}", "tab\there", "12345678\u{7F}", "\u{061C}", "\u{2066}"] {
            #expect(!isClean(s), "\(s.debugDescription)")
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
        for i in [-1234567, -1, 0, 9, 10, 99, 100, 1000, Int.max, Int.min + 1] {
            buffer.append(i)
            buffer.append(", ")
            expected += "\(i), "
        }
        buffer.appendSanitized("x\u{1B}y", padTo: 8)
        expected += "x\\ey".padding(8)
        buffer.appendSanitized("é", padTo: 3)
        expected += "é  "
        buffer.appendWeightLabel(600, italic: true, padTo: 12)
        expected += "600 italic  "
        buffer.append(String(repeating: "long text ", count: 100))
        expected += String(repeating: "long text ", count: 100)
        #expect(buffer.scalars(since: 0) == expected.unicodeScalars.count)
        #expect(buffer.finishString() == expected)
    }
}
