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

/// Escaping in every CI format, with the markup fixture font, and the routing of --format/--output.
@Suite struct CIFormatTests {
    static let evilFamily = "Evil <b>Sans</b> & \"Co\", 100%::x"
    /// A style name and family full of markup, %, ::, commas, newlines and a terminal escape.
    static let specText = #"""
        {"fonts": ["\#(Paths.root)/Fixtures/markup"], "systemFonts": false, "styles": [
          {"name": "a,b::c%25 <i>\n\u001b[31m", "family": "Evil <b>Sans</b> & \"Co\", 100%::x", "weight": 400}
        ]}
        """#

    func run(_ format: String, environment: [String: String] = [:]) throws -> RunResult {
        let spec = try temporarySpec(Self.specText)
        return runInProcess([spec, "--format", format], environment: environment)
    }

    /// Decodes a workflow command the way the Actions runner does.
    func parseCommand(_ line: String) -> (command: String, properties: [String: String], message: String)? {
        guard line.hasPrefix("::") else { return nil }
        let body = line.dropFirst(2)
        guard let end = body.range(of: "::") else { return nil }
        let head = body[..<end.lowerBound]
        let message = String(body[end.upperBound...])
        let parts = head.split(separator: " ", maxSplits: 1)
        var properties: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                properties[String(kv[0])] = unescape(String(kv[1]), property: true)
            }
        }
        return (String(parts[0]), properties, unescape(message, property: false))
    }

    func unescape(_ s: String, property: Bool) -> String {
        var out = s.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property { out = out.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",") }
        return out.replacingOccurrences(of: "%25", with: "%")
    }

    @Test func githubCommandsSurviveTheRunnersParser() throws {
        let result = try run("github")
        #expect(result.code == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }.map(
            String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            let command = try #require(parseCommand(line), "\(line)")
            #expect(["error", "warning", "notice"].contains(command.command))
            #expect(command.properties["line"] == "2")
            #expect(command.properties["col"] == "3")
            #expect(command.properties["file"]?.hasSuffix("spec.json") == true)
            #expect(command.properties["title"]?.hasPrefix("fontaudit: ") == true)
            #expect(!line.contains("\u{1B}"))
        }
        let error = try #require(lines.compactMap(parseCommand).first { $0.command == "error" })
        // The style name's newline and % come back intact; the escape character never reaches the log.
        #expect(error.message.hasPrefix("[a,b::c%25 <i>\n\\e[31m] "))
    }

    @Test func junitIsWellFormedXMLWithEveryStringEscaped() throws {
        let result = try run("junit")
        let parser = XMLParser(data: Data(result.stdout.utf8))
        let collector = NameCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.testcaseNames == ["a,b::c%25 <i>\n\\e[31m"])
        #expect(collector.failures == 2)
    }

    @Test func sarifIsJSONWithTheStyleLocation() throws {
        let result = try run("sarif")
        let json = try parseJSON(result.stdout)
        #expect(json["version"] as? String == "2.1.0")
        let runs = try #require(json["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for entry in results {
            let message = try #require((entry["message"] as? [String: Any])?["text"] as? String)
            #expect(message.contains(Self.evilFamily))
            let location = try #require(
                (entry["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try #require(location["region"] as? [String: Int])
            #expect(region == ["startLine": 2, "startColumn": 3])
            #expect((entry["partialFingerprints"] as? [String: String])?["fontaudit/v1"]?.count == 16)
        }
    }

    @Test func markdownNeutralisesMarkupAndTableBreakers() throws {
        let result = try run("markdown")
        #expect(!result.stdout.contains("<b>"))
        #expect(!result.stdout.contains("<i>"))
        #expect(result.stdout.contains("Evil &lt;b&gt;Sans&lt;/b&gt; &amp; \"Co\", 100%::x"))
        for row in result.stdout.split(separator: "\n") where row.hasPrefix("| ❌") {
            // Four cells: five unescaped pipes.
            let unescapedPipes = row.indices.filter {
                row[$0] == "|" && ($0 == row.startIndex || row[row.index(before: $0)] != "\\")
            }
            #expect(unescapedPipes.count == 5, "\(row)")
        }
    }

    @Test func cleanRunGivesEmptySARIFResults() throws {
        let spec = try temporarySpec(
            #"{"fonts": ["\#(Paths.fonts)"], "systemFonts": false, "styles": [{"name": "body", "family": "Audit Sans", "weight": 400}]}"#
        )
        let result = runInProcess([spec, "--format", "sarif"])
        #expect(result.code == 0)
        let runs = try #require(try parseJSON(result.stdout)["runs"] as? [[String: Any]])
        #expect((runs.first?["results"] as? [Any])?.isEmpty == true)
    }

    @Test func formatsPairWithOutputsInOrderAndInferFromExtensions() throws {
        let folder = (try temporarySpec("{}") as NSString).deletingLastPathComponent
        let sarif = folder + "/out.sarif"
        let xml = folder + "/out.xml"
        let md = folder + "/report.md"
        let result = runInProcess([
            Paths.demo, "--format", "text", "--format", "sarif", "--output", sarif, "--output", xml, "--output", md,
        ])
        #expect(result.code == 1)
        #expect(result.stdout.contains("Missing faces"))
        #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"version\": \"2.1.0\""))
        #expect(try String(contentsOfFile: xml, encoding: .utf8).hasPrefix("<?xml"))
        #expect(try String(contentsOfFile: md, encoding: .utf8).hasPrefix("## fontaudit"))
        #expect(result.stderr.contains("wrote sarif report to \(sarif)"))
        // Only files: the summary line still reaches stderr.
        let quiet = runInProcess([Paths.demo, "--output", sarif])
        #expect(quiet.stdout.isEmpty)
        #expect(quiet.stderr.contains("9 styles: 4 passed, 5 failed"))
        #expect(runInProcess([Paths.demo, "--format", "json", "--format", "sarif"]).code == 2)
        #expect(
            runInProcess([Paths.demo, "--output", folder + "/report.html"]).stderr.contains("wrote html report"))
        #expect(
            runInProcess([Paths.demo, "--output", folder + "/report.pdf"]).stderr.contains("cannot tell the format"))
        #expect(runInProcess([Paths.demo, "--output", "/no/such/dir/x.sarif"]).code == 2)
    }

    /// A link (or a device such as /dev/stdout) is written through, never replaced by a file.
    @Test func outputThroughASymbolicLinkKeepsTheLink() throws {
        let folder = (try temporarySpec("{}") as NSString).deletingLastPathComponent
        let real = folder + "/real.sarif"
        let link = folder + "/link.sarif"
        try "old".write(toFile: real, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        #expect(runInProcess([Paths.demo, "--output", link]).code == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("\"version\": \"2.1.0\""))
    }

    @Test func githubStepSummaryGetsTheBuyingList() throws {
        let folder = (try temporarySpec("{}") as NSString).deletingLastPathComponent
        let summary = folder + "/step-summary.md"
        try "earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
        let result = runInProcess([Paths.demo, "--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(result.code == 1)
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n## fontaudit"))
        #expect(text.contains("| Audit Sans Black Italic | 900 italic | AuditSans-BlackItalic | title-emphasis |"))
    }
}

private final class NameCollector: NSObject, XMLParserDelegate {
    var testcaseNames: [String] = []
    var failures = 0

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if element == "testcase", let name = attributes["name"] { testcaseNames.append(name) }
        if element == "failure" { failures += 1 }
    }
}
