import TestSupport
import Testing

@testable import FontAuditCLI

/// The executable hands what a command is done with to the process's end (`KeptUntilExit`) rather than
/// freeing it: the same output and exit code as the plain path, which frees it, on a spec audit, an app audit
/// and a run that stops on bad input.
@Suite struct KeptUntilExitTests {
    @Test func keepingChangesNothingARunWrites() throws {
        let spec = try temporarySpec(
            #"""
            {"fonts": ["\#(Paths.fonts)"], "systemFonts": false,
             "styles": [{"name": "body", "family": "Audit Sans", "weight": 400},
                        {"name": "caption", "family": "Audit Sans", "weight": 300, "italic": true}]}
            """#)
        let runs: [(arguments: [String], keeps: Bool)] = [
            ([spec, "--format", "json"], true),
            ([spec, "--format", "text"], true),
            (["app", Paths.root + "/Fixtures/apps/ios", "--format", "json"], true),
            (["app", Paths.root + "/Fixtures/apps/compose", "--format", "sarif"], true),
            ([spec + ".missing"], false),
        ]
        for run in runs {
            let kept = KeptUntilExit()
            let keeping = runInProcess(run.arguments, keptUntilExit: kept)
            let freeing = runInProcess(run.arguments)
            #expect(keeping.code == freeing.code, "\(run.arguments)")
            #expect(keeping.stdout == freeing.stdout, "\(run.arguments)")
            #expect(keeping.stderr == freeing.stderr, "\(run.arguments)")
            #expect(!keeping.stdout.isEmpty || run.arguments.count == 1)
            #expect((kept.count > 0) == run.keeps, "\(run.arguments)")
        }
    }
}
