import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

@Suite struct JSONParserTests {
    func parseError(_ text: String) -> LocatedError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8), file: "t.json")
            return nil
        } catch {
            return error
        }
    }

    func parseBytes(_ bytes: [UInt8]) -> LocatedError? {
        do {
            _ = try JSONParser.parse(bytes, file: "t.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func keepsLocations() throws {
        let root = try JSONParser.parse(
            Array("{\n  \"a\": [1,\n    {\"b\": \"é\", \"c\": true}]\n}".utf8), file: "t.json")
        let array = try #require(root["a"]?.elements)
        #expect(array[0].location.line == 2 && array[0].location.column == 9)
        let inner = array[1]
        #expect(inner.location.line == 3 && inner.location.column == 5)
        #expect(inner["c"]?.location.column == 21)  // é counts as one column, not two bytes
        #expect(inner["b"]?.string == "é")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "trailing comma before '}'"),
        ("[1, 2,]", 1, 7, "trailing comma before ']'"),
        ("{\n  // note\n  \"a\": 1}", 2, 3, "JSON does not allow comments"),
        ("{\"a\": /* x */ 1}", 1, 7, "JSON does not allow comments"),
        ("{\"a\": \"open\n}", 1, 7, "string is missing its closing quote"),
        ("{a: 1}", 1, 2, "object key 'a' must be in double quotes"),
        ("{'a': 1}", 1, 2, "single quotes"),
        ("{\"a\": 01}", 1, 7, "leading zeros"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "missing ','"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
        ("{\"a\": bold}", 1, 7, "text values need double quotes"),
        ("{\"a\": 1} x", 1, 10, "after the end of the JSON document"),
        ("{\"a\": \"\\x\"}", 1, 8, "invalid escape"),
        ("[1, 2", 1, 6, "is not closed"),
    ])
    func namesTheUsualMistakes(text: String, line: Int, column: Int, message: String) throws {
        let found = try #require(parseError(text))
        #expect(found.location?.line == line, "\(found.rendered)")
        #expect(found.location?.column == column, "\(found.rendered)")
        #expect(found.message.contains(message), "\(found.rendered)")
    }

    @Test func depthLimit() throws {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(try #require(parseError(deep)).message.contains("deeper than 64"))
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(parseError(fine) == nil)
    }

    @Test func emptyAndInvalidUTF8() throws {
        #expect(try #require(parseError("  \n")).message.contains("empty"))
        let bad = try #require(parseBytes([0x7B, 0xFF, 0x7D]))
        #expect(bad.message.contains("UTF-8"))
    }

    @Test func unicodeEscapesAndSurrogates() throws {
        let node = try JSONParser.parse(Array(#"["\u00e9\ud83d\ude00\n"]"#.utf8), file: "t.json")
        #expect(node.elements?.first?.string == "é😀\n")
        #expect(parseError(#"["\ud83d"]"#)?.message.contains("surrogate") == true)
    }
}
