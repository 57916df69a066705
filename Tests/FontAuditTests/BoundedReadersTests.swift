import Testing

@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem

/// The app readers stay linear and bounded on hostile input (issue 23): each input is built here, sized so that
/// a quadratic scan would take minutes, and must come back located and right.
@Suite struct BoundedReadersTests {
    @Test func entityDeclarationsAndAttributeFloodsAreRefusedBeforeLibxml2() {
        let entities =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY big \"" + String(repeating: "x", count: 1000)
            + "\">]>\n<resources><style name=\"&big;\"/></resources>\n"
        guard case .failure(let error) = XMLTree.parse(Array(entities.utf8), url: "styles.xml") else {
            Issue.record("an entity declaration was parsed")
            return
        }
        #expect(error.message.contains("entity declaration") && error.line == 2)
        let attributes = "<LinearLayout " + (0..<50_000).map { "a\($0)=\"x\"" }.joined(separator: " ") + "/>"
        guard case .failure(let flood) = XMLTree.parse(Array(attributes.utf8), url: "l.xml") else {
            Issue.record("50,000 attributes were parsed")
            return
        }
        #expect(flood.message.contains("more than \(XMLTree.maxAttributes) attributes"))
    }

    @Test func elementLocationsStayRightAfterAMisleadingProcessingInstruction() throws {
        var text = "<?xml version=\"1.0\"?>\n<?pi <!-- ?>\n<resources>\n"
        for i in 0..<20_000 { text += "    <style name=\"S\(i)\"><item name=\"fontFamily\">@font/x</item></style>\n" }
        text += "</resources>\n"
        let bytes = Array(text.utf8)
        guard case .success(let root) = XMLTree.parse(bytes, url: "styles.xml") else {
            Issue.record("did not parse")
            return
        }
        var lines = XMLLines(bytes, file: "styles.xml")
        _ = lines.location(of: root)
        var last = SourceLocation(file: "", line: 0, column: 0)
        for style in root.children { last = lines.location(of: style) }
        #expect(last.line == 20_003 && last.column == 5)
    }

    @Test func yamlFlowNestingAndItemFloodsAreRefusedBeforeLibyaml() {
        let nested =
            "flutter:\n  fonts: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        guard case .failure(let deep) = YAMLTree.parse(Array(nested.utf8)) else {
            Issue.record("deep flow nesting was parsed")
            return
        }
        #expect(deep.message.contains("nested deeper than 64") && deep.line == 2)
        let flood = "items: [" + Array(repeating: "a", count: 300_000).joined(separator: ",") + "]\n"
        guard case .failure(let many) = YAMLTree.parse(Array(flood.utf8)) else {
            Issue.record("300,000 items were parsed")
            return
        }
        #expect(many.message.contains("more than"))
        // Brackets in quotes and comments are text, not nesting.
        let quoted =
            "name: \"" + String(repeating: "[", count: 100) + "\" # " + String(repeating: "{", count: 100) + "\n"
        guard case .success = YAMLTree.parse(Array(quoted.utf8)) else {
            Issue.record("quoted brackets were taken for nesting")
            return
        }
    }

    @Test func deeplyNestedSwiftBindingsAreScannedOnce() {
        let depth = 20_000
        var text = ""
        for i in 0..<depth { text += "let a\(i) = {\n" }
        text += "UIFont(name: \"Brand-Bold\", size: 12)\n" + String(repeating: "}\n", count: depth)
        let tokens = SourceLexer.tokens(Array(text.utf8), language: .swift)
        let calls = SwiftFontCalls.scan(tokens, file: "Deep.swift")
        #expect(calls.styles.map(\.name) == ["a\(depth - 1)"])
    }
}

/// Names in reports as they are on disk and as Markdown shows them.
@Suite struct ReportNameTests {
    @Test func codeSpansTakeTheTextAsItIs() {
        #expect(Escape.markdownCode("res/font/mosaic_sans.xml:3") == "`res/font/mosaic_sans.xml:3`")
        #expect(Escape.markdownCode("a`b") == "``a`b``")
        #expect(Escape.markdownCode("`x") == "`` `x ``")
        #expect(Escape.markdownCode("a\nb") == "`a b`")
    }

    @Test func uriEncodeAFileNameByteThatIsNotUTF8AsThatByte() {
        // `caf\xE9.dart` on disk is read as "caf" + the stand-in U+10FFE9 + ".dart".
        #expect(SARIFReporter.percentEncode("lib/caf\u{10FFE9}.dart") == "lib/caf%E9.dart")
        #expect(SARIFReporter.percentEncode("lib/café.dart") == "lib/caf%C3%A9.dart")
    }
}
