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

/// Every report format on the demo spec, compared with committed golden files.
/// Re-record with `FONTAUDIT_RECORD_GOLDEN=1 swift test --filter GoldenTests`, then review the diff.
@Suite struct GoldenTests {
    static let golden = Paths.root + "/Tests/FontAuditTests/Golden"

    @Test(arguments: [
        ("text", "demo.txt"), ("json", "demo.json"), ("sarif", "demo.sarif"), ("github", "demo.github.txt"),
        ("junit", "demo.junit.xml"), ("markdown", "demo.md"),
    ])
    func demo(format: String, file: String) throws {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let code = FontAuditCommand.run(
            arguments: [Paths.demo, "--format", format], environment: [:], stdout: out, stderr: err,
            workingDirectory: Paths.root)
        #expect(code == .findings)
        #expect(err.text.isEmpty)
        // Absolute paths differ between machines; the golden files hold $ROOT instead.
        let actual = out.text.replacingOccurrences(of: Paths.root, with: "$ROOT")
        let path = Self.golden + "/" + file
        if ProcessInfo.processInfo.environment["FONTAUDIT_RECORD_GOLDEN"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            actual == expected, "\(file) differs; re-record with FONTAUDIT_RECORD_GOLDEN=1 if the change is intended")
    }
}
