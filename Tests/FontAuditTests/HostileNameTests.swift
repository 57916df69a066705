import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every output format, fed the hostile fixture font: its family and style carry terminal escapes (CSI,
/// OSC title and hyperlink, C1), bidi overrides, HTML, Markdown table breakers, workflow-command breakers
/// and U+FFFF, and each format must keep them inert.
@Suite struct HostileNameTests {
    static let family = "Hostile\u{202E}|Mono</td><script>alert(1)</script>"
    static let style =
        "Bold\u{1B}]0;pwned\u{07}\u{1B}]8;;http://evil\u{1B}\\x\u{1B}]8;;\u{1B}\\\u{9B}2J\r\n::error file=a,line=1::owned%0A`*_[x](y)\u{FFFF}&amp;"

    /// Black (900) is missing, so the buying list names the family; Bold (700) passes and is named too.
    func run(_ format: String) throws -> RunResult {
        let spec = try temporarySpec(
            #"""
            {"fonts": ["\#(Paths.root)/Fixtures/hostile"], "systemFonts": false, "styles": [
              {"name": "title\u202e<b>|x", "family": "\#(Self.family.replacingOccurrences(of: "\u{202E}", with: "\\u202e"))", "weight": 700}
            ]}
            """#)
        return runInProcess([spec, "--format", format, "--color", "never"])
    }

    func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { scalar.isControlCharacter || scalar.isBidiControl }

    @Test func theFixtureCarriesEveryHostileName() throws {
        let run = runInProcess([
            "scan", "--no-system-fonts", "--fonts", Paths.root + "/Fixtures/hostile", "--format", "json",
        ])
        let face = try #require((try parseJSON(run.stdout)["faces"] as? [[String: Any]])?.first)
        #expect(face["family"] as? String == Self.family)
        #expect(face["style"] as? String == Self.style)
    }

    @Test func textHasNoControlOrBidiCharacter() throws {
        for format in ["text"] {
            let result = try run(format)
            #expect(result.code == 1)
            #expect(
                !result.stdout.unicodeScalars.contains { isUnsafe($0) && $0 != "\n" },
                "\(result.stdout.debugDescription)")
            #expect(
                result.stdout.contains("Hostile\\u{202E}|Mono</td><script>alert(1)</script> Black (900), PostScript"))
        }
        let scan = runInProcess(["scan", "--no-system-fonts", "--fonts", Paths.root + "/Fixtures/hostile"])
        #expect(!scan.stdout.unicodeScalars.contains { isUnsafe($0) && $0 != "\n" }, "\(scan.stdout.debugDescription)")
        #expect(
            scan.stdout.contains(
                "Bold\\e]0;pwned\\x07\\e]8;;http://evil\\e\\x\\e]8;;\\e\\\\x9b2J\\r\\n::error file=a,line=1::owned%0A"))
    }

    @Test func jsonAndSARIFCarryTheNamesExactly() throws {
        for format in ["json", "sarif"] {
            let result = try run(format)
            #expect(!result.stdout.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" })
            let object = try parseJSON(result.stdout)
            #expect(!object.isEmpty)
            // Decoded, the message names the family exactly as the font spells it.
            #expect(
                result.stdout.contains("Hostile\u{202E}|Mono<\\/td>")
                    || result.stdout.contains("Hostile\u{202E}|Mono</td>"))
        }
        let scan = runInProcess([
            "scan", "--no-system-fonts", "--fonts", Paths.root + "/Fixtures/hostile", "--format", "json",
        ])
        #expect(scan.stdout.contains("\\u001b]0;pwned\\u0007"))
    }

    @Test func junitIsWellFormedXML() throws {
        let result = try run("junit")
        #expect(!result.stdout.unicodeScalars.contains { isUnsafe($0) && $0 != "\n" || $0.value == 0xFFFF })
        let parser = XMLParser(data: Data(result.stdout.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(!result.stdout.contains("<script>"))
        #expect(!result.stdout.contains("</td>"))
    }

    @Test func markdownHasNoLiveHTMLAndNoExtraCells() throws {
        let result = try run("markdown")
        #expect(!result.stdout.contains("<script>"))
        #expect(!result.stdout.contains("</td>"))
        #expect(!result.stdout.unicodeScalars.contains { isUnsafe($0) && $0 != "\n" })
        // Each table row keeps its column count: a `|` from a name is escaped.
        for table in result.stdout.components(separatedBy: "\n\n") where table.hasPrefix("|") {
            let rows = table.split(separator: "\n").map(String.init)
            let cells = rows.map { row in
                row.replacingOccurrences(of: "\\\\", with: "").replacingOccurrences(of: "\\|", with: "").filter {
                    $0 == "|"
                }.count
            }
            #expect(Set(cells).count == 1, "\(rows)")
        }
    }

    @Test func githubCommandsStayOneEach() throws {
        let result = try run("github")
        #expect(result.code == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            let command = try #require(CIFormatTests().parseCommand(line), "\(line)")
            #expect(["error", "warning", "notice"].contains(command.command))
            #expect(command.properties.keys.sorted() == ["col", "file", "line", "title"], "\(line)")
            #expect(!line.unicodeScalars.contains(where: isUnsafe))
        }
        #expect(!result.stdout.contains("\n::error file=a"))
    }
}
