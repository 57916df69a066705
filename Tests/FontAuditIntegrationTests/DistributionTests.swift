import Foundation
import TestSupport
import Testing

/// What CI users install: the pre-commit hook, run by pre-commit itself, and the GitHub Action's audit step,
/// run as the runner would run it. The action's install step is in `ActionInstallTests`; its SARIF upload and
/// the Homebrew formula need GitHub and Homebrew and are not run here.
@Suite struct DistributionTests {
    static let venv = Paths.root + "/.build/test-venv/bin"

    /// A git repository with a passing spec, a failing one, and the fixture fonts; `PATH` finds the binary.
    func project() throws -> (folder: String, environment: [String: String]) {
        let folder = try temporaryFolder()
        let passing =
            #"{"systemFonts": false, "fonts": ["\#(Paths.fonts)"], "styles": [{"name": "body", "family": "Audit Sans", "weight": 400}]}"#
        let failing =
            #"{"systemFonts": false, "fonts": ["\#(Paths.fonts)"], "styles": [{"name": "sub", "family": "Audit Sans", "weight": 600}]}"#
        try FileManager.default.createDirectory(atPath: folder + "/design", withIntermediateDirectories: true)
        try passing.write(toFile: folder + "/design/typography.json", atomically: true, encoding: .utf8)
        try failing.write(toFile: folder + "/design/typography-bold.json", atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            (Paths.binary as NSString).deletingLastPathComponent + ":" + Self.venv + ":"
            + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder  // pre-commit's cache, and no global git config
        environment["PRE_COMMIT_HOME"] = folder + "/.pre-commit-cache"
        for command in ["git init -q", "git add design", "git -c user.email=t@t -c user.name=t commit -qm specs"] {
            let run = try runIn(folder, command, environment: environment)
            #expect(run.code == 0, "\(command): \(run.stderr)")
        }
        return (folder, environment)
    }

    func runIn(_ folder: String, _ command: String, environment: [String: String]) throws -> RunResult {
        try runBinaryLike("/bin/bash", ["-c", command], environment: environment, in: folder)
    }

    @Test func thePreCommitHookRunsUnderPreCommit() throws {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.venv + "/pre-commit"),
            "make test installs pre-commit into .build/test-venv")
        let (folder, environment) = try project()
        // try-repo runs the hook as .pre-commit-hooks.yaml declares it (committed in this repository).
        let run = try runIn(
            folder, "pre-commit try-repo \(Paths.root) fontaudit --all-files --verbose", environment: environment)
        // The failing spec fails the hook, and its finding is in the output; the passing one is audited too.
        #expect(run.code == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("fontaudit (Bold Text faces)"))
        #expect(run.stdout.contains("Failed"))
        #expect(run.stdout.contains("Audit Sans ExtraBold (800)"))
        #expect(run.stdout.contains("1 style: 1 passed"))
        // With only the passing spec, the hook passes; a baseline beside it holds waivers, not styles, and is
        // not audited as a spec.
        try FileManager.default.removeItem(atPath: folder + "/design/typography-bold.json")
        _ = try runIn(folder, "git rm -q --cached design/typography-bold.json", environment: environment)
        try "{\"version\": 1, \"waivers\": []}\n".write(
            toFile: folder + "/design/fontaudit-baseline.json", atomically: true, encoding: .utf8)
        _ = try runIn(folder, "git add design/fontaudit-baseline.json", environment: environment)
        let passing = try runIn(
            folder, "pre-commit try-repo \(Paths.root) fontaudit --all-files", environment: environment)
        #expect(passing.code == 0, "\(passing.stdout)\(passing.stderr)")
    }

    @Test func theActionsAuditStepWritesReportsAndOutputsAndExitsZero() throws {
        let (folder, environment) = try project()
        var stepEnvironment = environment
        // What action.yml hands the step (scripts/action-audit.sh) for `spec`, `strict`, `markdown`.
        stepEnvironment["SPEC"] = "design/typography-bold.json"
        stepEnvironment["STRICT"] = "true"
        stepEnvironment["SARIF"] = "fontaudit.sarif"
        stepEnvironment["MARKDOWN"] = "fontaudit.md"
        stepEnvironment["RUNNER_TEMP"] = folder
        stepEnvironment["GITHUB_STEP_SUMMARY"] = folder + "/summary.md"
        stepEnvironment["GITHUB_OUTPUT"] = folder + "/outputs"
        let run = try runIn(folder, "bash \(Paths.root)/scripts/action-audit.sh", environment: stepEnvironment)
        // The step itself passes; the audit's code is an output, which action.yml's last step exits with.
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("::error file=design/typography-bold.json,line=1"))
        #expect(
            try String(contentsOfFile: folder + "/fontaudit.sarif", encoding: .utf8).contains(
                "\"ruleId\": \"missing-bold-counterpart\""))
        #expect(try String(contentsOfFile: folder + "/summary.md", encoding: .utf8).contains("### Missing faces"))
        #expect(FileManager.default.fileExists(atPath: folder + "/fontaudit.md"))
        let outputs = try String(contentsOfFile: folder + "/outputs", encoding: .utf8)
        #expect(
            outputs == """
                exit-code=1
                failed-styles=1
                faces-to-buy=1
                faces-to-buy-names=AuditSans-ExtraBold
                sarif-file=fontaudit.sarif
                json-file=\(folder)/fontaudit-report.json
                markdown-file=fontaudit.md

                """)

        // A spec with an error: exit 2 as an output, and the SARIF file is still there to upload.
        try "{\"styles\": [{\"name\": \"x\", \"weight\": 4000}]}".write(
            toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        stepEnvironment["SPEC"] = "bad.json"
        stepEnvironment["MARKDOWN"] = ""
        try "".write(toFile: folder + "/outputs", atomically: true, encoding: .utf8)
        let bad = try runIn(folder, "bash \(Paths.root)/scripts/action-audit.sh", environment: stepEnvironment)
        #expect(bad.code == 0)
        let badOutputs = try String(contentsOfFile: folder + "/outputs", encoding: .utf8)
        #expect(badOutputs.hasPrefix("exit-code=2\n"), "\(badOutputs)")
        #expect(badOutputs.contains("sarif-file=fontaudit.sarif\n"))
        #expect(
            try String(contentsOfFile: folder + "/fontaudit.sarif", encoding: .utf8).contains(
                "\"ruleId\": \"spec-error\""))
    }
}
