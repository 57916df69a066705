import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditModel
@testable import FontAuditReports

/// The rule registry is the one list: every rule declared in the sources is in it, and SARIF's rules, the
/// docs' table, the schema's enum and waiver validation are made from it or held equal to it.
@Suite struct RuleRegistryTests {
    /// Every `AuditRule(id: "…")` written in the sources, whatever file declares it.
    func declaredRuleIDs() throws -> Set<String> {
        var ids = Set<String>()
        let sources = Paths.root + "/Sources"
        let walker = FileManager.default.enumerator(atPath: sources)!
        let pattern = try Regex(#"AuditRule\(\s*id:\s*"([a-z-]+)""#)
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + relative, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let id = match.output[1].substring { ids.insert(String(id)) }
            }
        }
        return ids
    }

    @Test func everyDeclaredRuleIsInTheRegistryOnce() throws {
        let ids = AuditRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == (try declaredRuleIDs()))
    }

    @Test func sarifListsExactlyTheRegistry() throws {
        let context = ReportContext(specFile: "spec.json", options: AuditOptions(), rules: AuditRules.all)
        let sarif = SARIFReporter().render(AuditResult(styles: []), context: context)
        let json = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as! [String: Any]
        let driver = ((json["runs"] as! [[String: Any]])[0]["tool"] as! [String: Any])["driver"] as! [String: Any]
        let listed = (driver["rules"] as! [[String: Any]]).map { $0["id"] as! String }
        #expect(listed == AuditRules.all.map(\.id) + [SARIFReporter.inputRule, SARIFReporter.inputErrorRule])
    }

    @Test func docsTableEqualsTheRegistry() throws {
        let text = try String(contentsOfFile: Paths.root + "/docs/ci.md", encoding: .utf8)
        let table = text.components(separatedBy: "\n## Rules\n")[1]
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(rows.map { $0[0] } == AuditRules.all.map { "`\($0.id)`" })
        #expect(rows.map { $0[1] } == AuditRules.all.map(\.defaultSeverity.rawValue))
        #expect(rows.map { $0[2] } == AuditRules.all.map(\.title))
    }

    @Test func schemaEnumsEqualTheRegistryAndThePolicies() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Paths.root + "/schema/fontaudit-spec.schema.json"))
        let text = String(decoding: data, as: UTF8.self)
        func enumAfter(_ key: String, in text: String) -> [String] {
            let after =
                text.components(separatedBy: "\"\(key)\": {\n" + String(repeating: " ", count: 0))
                .dropFirst().first { $0.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("\"enum\"") } ?? ""
            let list = after.components(separatedBy: "\"enum\": [")[1].components(separatedBy: "]")[0]
            return list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }
        }
        #expect(enumAfter("rule", in: text) == AuditRules.all.map(\.id))
        #expect(enumAfter("policy", in: text) == BoldTextPolicy.Name.allCases.map(\.rawValue))
    }

    @Test func everyRuleIdIsDocumented() throws {
        let docs = Paths.root + "/docs"
        var text = ""
        for file in try FileManager.default.contentsOfDirectory(atPath: docs) where file.hasSuffix(".md") {
            text += try String(contentsOfFile: docs + "/" + file, encoding: .utf8)
        }
        for rule in AuditRules.all { #expect(text.contains("`\(rule.id)`"), "\(rule.id) is not in docs/") }
    }

    @Test func aWaiverNamingNoRuleIsAnInputErrorWithAGuess() {
        let waiver = Waiver(
            style: "body", face: nil, rule: "missing-bold-counterpar", reason: "r", expires: nil,
            location: SourceLocation(file: "b.json", line: 3, column: 5),
            ruleLocation: SourceLocation(file: "b.json", line: 4, column: 15))
        #expect(throws: LocatedError.self) { try WaiverApplication.checkRules([waiver]) }
        do {
            try WaiverApplication.checkRules([waiver])
        } catch {
            #expect(error.rendered.contains("b.json:4:15"))
            #expect(error.rendered.contains("did you mean \"missing-bold-counterpart\""))
        }
    }
}
