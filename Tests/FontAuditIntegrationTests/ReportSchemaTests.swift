import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditModel
@testable import FontAuditSystem

/// The published schemas (schema/fontaudit-report.schema.json, schema/fontaudit-scan.schema.json) hold for
/// what the binary really writes: every spec, token and app fixture's JSON report, and scan's listing, checked
/// by a real validator (the `jsonschema` package in .build/test-venv, Tests/Tools/validate-json.py).
@Suite struct ReportSchemaTests {
    static let python = Paths.root + "/.build/test-venv/bin/python"
    static let reportSchema = Paths.root + "/schema/fontaudit-report.schema.json"
    static let scanSchema = Paths.root + "/schema/fontaudit-scan.schema.json"

    /// `file: valid` or `file: invalid: …` for each file.
    func validate(_ files: [String], against schema: String) throws -> [String: String] {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.python),
            "make test-venv installs jsonschema into .build/test-venv")
        let run = try runBinaryLike(
            Self.python, [Paths.root + "/Tests/Tools/validate-json.py", schema] + files)
        #expect(run.code == 0, "\(run.stdout)\(run.stderr)")
        var verdicts: [String: String] = [:]
        for line in run.stdout.split(separator: "\n") {
            let parts = line.split(separator: ": ", maxSplits: 1).map(String.init)
            if parts.count == 2 { verdicts[parts[0]] = parts[1] }
        }
        #expect(verdicts.count == files.count, "\(run.stdout)\(run.stderr)")
        return verdicts
    }

    /// Spec and token fixtures: every JSON or YAML file in Fixtures/demo, Fixtures/tokens and Fixtures/specs.
    static var specFixtures: [String] {
        ["demo", "tokens", "specs"].flatMap { folder -> [String] in
            let path = Paths.root + "/Fixtures/" + folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { [".json", ".yaml", ".yml"].contains(where: $0.hasSuffix) }.sorted().map {
                path + "/" + $0
            }
        }
    }

    /// App fixtures: every folder one and two levels under Fixtures/apps (a project, or a group of them).
    static var appFixtures: [String] {
        let apps = Paths.root + "/Fixtures/apps"
        func folders(in path: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.sorted().map { path + "/" + $0 }.filter { Platform.kind(of: $0) == .directory }
        }
        return folders(in: apps).flatMap { [$0] + folders(in: $0) }
    }

    @Test func everyFixturesReportMatchesTheReportSchema() throws {
        let out = try temporaryFolder()
        #expect(Self.specFixtures.count >= 3 && Self.appFixtures.count >= 20)
        var reports: [String] = []
        func record(_ name: String, _ arguments: [String]) throws {
            let run = try runBinary(arguments + ["--format", "json"])
            #expect(!run.signaled && [0, 1, 2].contains(run.code), "\(arguments): \(run.stderr)")
            #expect(!run.stdout.isEmpty, "\(arguments) wrote no report: \(run.stderr)")
            let file = out + "/\(reports.count)-\(name).json"
            try run.stdout.write(toFile: file, atomically: true, encoding: .utf8)
            reports.append(file)
        }
        for spec in Self.specFixtures {
            try record((spec as NSString).lastPathComponent, [spec, "--fonts", Paths.fonts])
        }
        for app in Self.appFixtures { try record((app as NSString).lastPathComponent, ["app", app]) }
        // The other shapes: under --strict, with waived findings, and a spec that stops at an error.
        try record("strict", [Paths.demo, "--strict", "--match", "heavier"])
        let baseline = out + "/baseline.json"
        _ = try runBinary([Paths.demo, "--write-baseline", baseline])
        try record("waived", [Paths.demo, "--baseline", baseline])
        try record("app-waived", ["app", Paths.androidApp, "--write-baseline", out + "/app-baseline.json"])
        try record("broken", [try temporarySpec(#"{"styles": [{"name": "x", "family": "A", "weight": "super"}]}"#)])
        let verdicts = try validate(reports, against: Self.reportSchema)
        for report in reports { #expect(verdicts[report] == "valid", "\(report): \(verdicts[report] ?? "-")") }
    }

    @Test func scansListingMatchesTheScanSchema() throws {
        let out = try temporaryFolder()
        var files: [String] = []
        // The fixture fonts, every fixture font folder (broken and hostile ones too), and the test's fontconfig.
        for (name, arguments) in [
            ("fonts", ["--no-system-fonts", "--fonts", Paths.fonts]),
            ("fixtures", ["--no-system-fonts", "--fonts", Paths.root + "/Fixtures"]),
            ("installed", []),
        ] {
            let file = out + "/\(name).json"
            let run = try runBinary(["scan", "--format", "json", "--output", file] + arguments)
            #expect(run.code == 0, "\(run.stderr)")
            files.append(file)
        }
        let verdicts = try validate(files, against: Self.scanSchema)
        for file in files { #expect(verdicts[file] == "valid", "\(file): \(verdicts[file] ?? "-")") }
    }

    /// The schemas can fail: a report with a field missing, misspelt, of the wrong type or out of its enum is
    /// rejected.
    @Test func theSchemasRejectBrokenReports() throws {
        let out = try temporaryFolder()
        let report = try parseJSON(runBinary([Paths.demo, "--format", "json"]).stdout)
        var styles = try #require(report["styles"] as? [[String: Any]])
        var broken: [String: [String: Any]] = [:]
        broken["no-summary"] = report.filter { $0.key != "summary" }
        broken["unknown-key"] = report.merging(["summery": [:]]) { a, _ in a }
        broken["policy"] = report.merging(["policy": "bold"]) { _, b in b }
        styles[0]["status"] = "passed"
        broken["status"] = report.merging(["styles": styles]) { _, b in b }
        styles[0]["status"] = "pass"
        styles[0]["weight"] = "400"
        broken["weight-type"] = report.merging(["styles": styles]) { _, b in b }
        var files: [String] = []
        for (name, json) in broken.sorted(by: { $0.key < $1.key }) {
            let file = out + "/\(name).json"
            try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        let scan = out + "/scan.json"
        try #"{"faces": [{"family": "A"}]}"#.write(toFile: scan, atomically: true, encoding: .utf8)
        let verdicts = try validate(files, against: Self.reportSchema)
        for file in files { #expect(verdicts[file]?.hasPrefix("invalid") == true, "\(file): \(verdicts[file] ?? "-")") }
        #expect(try validate([scan], against: Self.scanSchema)[scan]?.hasPrefix("invalid: faces/0") == true)
    }

    /// The schema's enums are the registry's rules and the policies (scripts/sync-rules.py writes the rules).
    @Test func theReportSchemasEnumsAreTheRegistrys() throws {
        let schema = try parseJSON(String(contentsOfFile: Self.reportSchema, encoding: .utf8))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let rules = try #require((definitions["rule"] as? [String: Any])?["enum"] as? [String])
        #expect(rules == AuditRules.all.map(\.id))
        let policies = try #require((definitions["policy"] as? [String: Any])?["enum"] as? [String])
        #expect(policies == BoldTextPolicy.Name.allCases.map(\.rawValue))
        #expect((schema["$id"] as? String)?.contains("/v1/") == true)
    }
}
