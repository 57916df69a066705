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

@Suite struct WaiverTests {
    func spec(_ waivers: String) throws -> String {
        try temporarySpec(
            #"""
            {"fonts": ["\#(Paths.fonts)"], "systemFonts": false,
             "styles": [
              {"name": "body", "family": "Audit Sans", "weight": 400, "italic": true},
              {"name": "caption", "family": "Audit Sans", "weight": 300}
             ],
             "waivers": \#(waivers)}
            """#)
    }

    let today = ["FONTAUDIT_TODAY": "2026-06-01"]

    @Test func appliedWaiversTurnFailuresGreen() throws {
        let path = try spec(
            #"[{"face": "Audit Sans SemiBold Italic", "reason": "buying"}, {"style": "caption", "reason": "legacy", "expires": "2026-06-01"}]"#
        )
        let result = runInProcess([path, "--format", "json"], environment: today)
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        let json = try parseJSON(result.stdout)
        #expect(
            json["summary"] as? [String: Int] == [
                "styles": 2, "passed": 2, "failed": 0, "warnings": 0, "waived": 2, "inputErrors": 0, "inputWarnings": 0,
            ])
        #expect((json["missingFaces"] as? [Any])?.isEmpty == true)
        let text = runInProcess([path], environment: today).stdout
        #expect(text.contains(": waived: [body] Bold Text needs Audit Sans SemiBold Italic"))
        #expect(text.contains("(waiver: buying)"))
    }

    @Test func expiredWaiversNoLongerApplyAndWarn() throws {
        let path = try spec(
            #"[{"style": "caption", "reason": "legacy", "expires": "2026-05-31"}, {"style": "body", "reason": "ok"}]"#)
        let result = runInProcess([path], environment: today)
        #expect(result.code == 1)
        #expect(
            result.stderr.contains(
                ":6:14: warning: waiver for style \"caption\" expired on 2026-05-31; its findings fail again"))
    }

    @Test func unusedWaiversWarnAndFailUnderStrict() throws {
        let path = try spec(
            #"[{"style": "body", "reason": "ok"}, {"style": "caption", "reason": "ok"}, {"style": "gone", "reason": "old"}]"#
        )
        let relaxed = runInProcess([path], environment: today)
        #expect(relaxed.code == 0)
        #expect(relaxed.stderr.contains(":6:87: warning: waiver for style \"gone\" matches no finding; remove it"))
        let strict = runInProcess([path, "--strict"], environment: today)
        #expect(strict.code == 1)
        #expect(strict.stderr.contains(":6:87: error: waiver for style \"gone\" matches no finding"))
    }

    @Test func badWaiversAreLocatedErrors() throws {
        let noReason = runInProcess([try spec(#"[{"style": "body"}]"#)])
        #expect(noReason.code == 2)
        #expect(noReason.stderr.contains(":6:14: error: a waiver needs a \"reason\""))
        let badDate = runInProcess([try spec(#"[{"style": "body", "reason": "x", "expires": "next year"}]"#)])
        #expect(badDate.stderr.contains(":6:58: error: \"expires\" must be a date written YYYY-MM-DD"))
        let nothing = runInProcess([try spec(#"[{"reason": "x"}]"#)])
        #expect(nothing.stderr.contains("needs \"style\" or \"face\""))
    }

    @Test func writeBaselineThenUseIt() throws {
        let path = try spec("[]")
        let baseline = (path as NSString).deletingLastPathComponent + "/baseline.json"
        let first = runInProcess([path, "--write-baseline", baseline], environment: today)
        #expect(first.code == 1)
        let written = try parseJSON(try String(contentsOfFile: baseline, encoding: .utf8))
        let entries = try #require(written["waivers"] as? [[String: String]])
        #expect(entries.map { $0["face"] } == ["AuditSans-SemiBoldItalic", "AuditSans-Light"])
        let second = runInProcess([path, "--baseline", baseline, "--strict"], environment: today)
        #expect(second.code == 0)
        #expect(runInProcess([path, "--baseline", "/no/such/baseline.json"]).stderr.contains("no such baseline file"))
    }
}
