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

/// Output a CI gate relies on (issue 13, part 2): each case failed on the code before.
@Suite struct GateOutputTests {
    @Test func aReportThatCannotBeWrittenToStdoutIsExitTwo() throws {
        let spec = try fixtureSpec()
        let full = try runShell(#""$0" "$1" --format json > /dev/full"#, arguments: [Paths.binary, spec])
        #expect(full.code == 2)
        #expect(full.stderr.contains("error: cannot write to standard output: No space left on device"))
        let closed = try runShell(#""$0" "$1" >&-"#, arguments: [Paths.binary, spec])
        #expect(closed.code == 2)
        #expect(closed.stderr.contains("cannot write to standard output"))
        // The JSON and SARIF reports go out from their buffers (`TextSink.write(_: ReportBuffer)`): the same gate.
        for format in ["json", "sarif"] {
            let closedReport = try runShell(#""$0" "$1" --format "$2" >&-"#, arguments: [Paths.binary, spec, format])
            #expect(closedReport.code == 2, "\(format)")
            #expect(closedReport.stderr.contains("cannot write to standard output: it was closed"), "\(format)")
        }
        // A closed stdout must not let a report file take descriptor 1 and receive the text report.
        let out = folder(of: spec) + "/r.sarif"
        let both = try runShell(
            #""$0" "$1" --format text --format sarif --output "$2" >&-"#, arguments: [Paths.binary, spec, out])
        #expect(both.code == 2)
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("{"))
    }

    @Test func formatsAndOutputsPairWithoutAmbiguity() throws {
        let spec = try fixtureSpec()
        let dir = folder(of: spec)
        // The issue's two cases: each is a usage error now, before anything is written.
        let sarifForGithub = runInProcess([
            spec, "--format", "sarif", "--format", "github", "--output", dir + "/fontaudit.sarif",
        ])
        #expect(sarifForGithub.code == 2)
        #expect(sarifForGithub.stderr.contains("names a sarif file, but the --format before it is github"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/fontaudit.sarif"))
        let junitTwice = runInProcess([spec, "--output", dir + "/report.xml", "--format", "junit"])
        #expect(junitTwice.code == 2)
        #expect(junitTwice.stderr.contains("the junit report is asked for twice"))
        // The documented form: each --format with the --output right after it; a last --format to stdout.
        let ok = runInProcess([spec, "--format", "sarif", "--output", dir + "/a.sarif", "--format", "github"])
        #expect(ok.code == 1)
        #expect(ok.stdout.hasPrefix("::error file="))
        #expect(try String(contentsOfFile: dir + "/a.sarif", encoding: .utf8).contains("\"version\": \"2.1.0\""))
        // Any name whose extension names no format is fine for an explicit --format; `-` is stdout.
        #expect(runInProcess([spec, "--format", "github", "--output", dir + "/annotations.log"]).code == 1)
        let dash = runInProcess([spec, "--format", "json", "--output", "-"])
        #expect(try parseJSON(dash.stdout)["summary"] != nil)
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
    }

    @Test func outputsNeverClobberInputsOrEachOther() throws {
        let spec = try fixtureSpec()
        let dir = folder(of: spec)
        let baseline = dir + "/b.json"
        try #"{"version": 1, "waivers": []}"#.write(toFile: baseline, atomically: true, encoding: .utf8)
        let specText = try String(contentsOfFile: spec, encoding: .utf8)
        let cases: [([String], String)] = [
            (
                ["--format", "json", "--output", dir + "/r.json", "--format", "sarif", "--output", dir + "/./r.json"],
                "same file"
            ),
            (["--format", "json", "--output", spec], "is the spec"),
            (["--format", "json", "--output", baseline, "--baseline", baseline], "is a --baseline"),
            (["--write-baseline", spec], "is the spec"),
            (
                ["--format", "sarif", "--output", dir + "/r.sarif", "--write-baseline", dir + "/r.sarif"],
                "is also --output"
            ),
        ]
        for (arguments, message) in cases {
            let run = runInProcess([spec] + arguments)
            #expect(run.code == 2, "\(arguments)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == specText)
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == #"{"version": 1, "waivers": []}"#)
        #expect(!FileManager.default.fileExists(atPath: dir + "/r.json"))
    }

    @Test func specErrorsReachEveryCIFormatAtTheirLocation() throws {
        let spec = try temporarySpec(
            "{\"styles\": [\n  {\"name\": \"x\", \"family\": \"Audit Sans\", \"weight\": 4000}\n]}")
        let dir = folder(of: spec)
        let run = runInProcess([
            spec, "--format", "sarif", "--output", dir + "/r.sarif", "--format", "json", "--output", dir + "/r.json",
            "--format", "junit", "--output", dir + "/r.xml", "--format", "markdown", "--output", dir + "/r.md",
            "--format", "github",
        ])
        #expect(run.code == 2)
        #expect(run.stderr.contains("\(spec):2:51: error:"))
        let sarif = try parseJSON(try String(contentsOfFile: dir + "/r.sarif", encoding: .utf8))
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "spec-error")
        #expect(result["level"] as? String == "error")
        let region =
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Int]
        #expect(region == ["startLine": 2, "startColumn": 51])
        let json = try parseJSON(try String(contentsOfFile: dir + "/r.json", encoding: .utf8))
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "spec-error")
        #expect((finding["location"] as? [String: Any])?["line"] as? Int == 2)
        #expect(json["failsRun"] as? Bool == true)
        let junit = try String(contentsOfFile: dir + "/r.xml", encoding: .utf8)
        #expect(junit.contains("errors=\"1\"") && junit.contains("<error type=\"spec-error\""))
        #expect(try String(contentsOfFile: dir + "/r.md", encoding: .utf8).contains("### Errors"))
        #expect(run.stdout.hasPrefix("::error file=") && run.stdout.contains("line=2,col=51"))
        // A spec that cannot be read at all is located at its first line.
        let missing = runInProcess([dir + "/nope.json", "--format", "sarif", "--output", dir + "/m.sarif"])
        #expect(missing.code == 2)
        #expect(try String(contentsOfFile: dir + "/m.sarif", encoding: .utf8).contains("no such spec file"))
    }

    @Test func strictWarningsAreFailuresInEveryFormat() throws {
        let spec = try fixtureSpec(#"{"name": "body", "family": "Audit Sans", "weight": 400, "colour": "red"}"#)
        let plain = runInProcess([spec, "--format", "junit"])
        #expect(plain.code == 0)
        #expect(plain.stdout.contains("failures=\"0\""))
        let junit = runInProcess([spec, "--strict", "--format", "junit"])
        #expect(junit.code == 1)
        #expect(junit.stdout.contains("failures=\"1\""))
        #expect(junit.stdout.contains("<failure type=\"spec-warning\""))
        let text = runInProcess([spec, "--strict"])
        #expect(text.stdout.contains("1 input warning; warnings fail the run under --strict."))
        let json = try parseJSON(runInProcess([spec, "--strict", "--format", "json"]).stdout)
        #expect(json["failsRun"] as? Bool == true)
        #expect((json["summary"] as? [String: Int])?["inputWarnings"] == 1)
        let sarif = runInProcess([spec, "--strict", "--format", "sarif"]).stdout
        #expect(sarif.contains("\"level\": \"error\""))
        #expect(runInProcess([spec, "--strict", "--format", "github"]).stdout.hasPrefix("::error "))
        #expect(
            runInProcess([spec, "--strict", "--format", "markdown"]).stdout.contains(
                "❌ Warnings fail the run under --strict."))
    }

    @Test func refreshingABaselineKeepsItAndCreatesAMissingOne() throws {
        let spec = try fixtureSpec()
        let baseline = folder(of: spec) + "/b.json"
        let first = runInProcess([spec, "--baseline", baseline, "--write-baseline", baseline])
        #expect(first.code == 1)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.contains("AuditSans-ExtraBold"))
        // Now every finding is waived; refreshing must write the same waivers again, not an empty list.
        let refreshed = runInProcess([spec, "--baseline", baseline, "--write-baseline", baseline])
        #expect(refreshed.code == 0)
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == written)
        #expect(runInProcess([spec, "--baseline", baseline]).code == 0)
        // A hand-written reason and expiry survive a refresh.
        try
            #"{"version": 1, "waivers": [{"style": "sub", "face": "AuditSans-ExtraBold", "reason": "buying in Q3", "expires": "2099-01-01"}]}"#
            .write(toFile: baseline, atomically: true, encoding: .utf8)
        _ = runInProcess([spec, "--baseline", baseline, "--write-baseline", baseline])
        let kept = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(kept.contains("buying in Q3") && kept.contains("2099-01-01"))
        // A missing --baseline that is not being written is still an error.
        #expect(runInProcess([spec, "--baseline", folder(of: spec) + "/other.json"]).code == 2)
    }

    @Test func concurrentRunsNeverLeaveAHalfWrittenReport() throws {
        let spec = try fixtureSpec()
        let dir = folder(of: spec)
        let out = dir + "/r.json"
        // The old fixed temporary name: a link planted there must not redirect the write.
        let victim = dir + "/victim.txt"
        try "untouched".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out + ".fontaudit-tmp", withDestinationPath: victim)
        // Started together, then waited for (a shell's `wait` hangs here: the test process blocks SIGCHLD).
        let processes = (0..<24).map { _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Paths.binary)
            process.arguments = [spec, "--format", "json", "--output", out]
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 1 })
        #expect(try parseJSON(try String(contentsOfFile: out, encoding: .utf8))["summary"] != nil)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "untouched")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
            $0.contains(".fontaudit-") && !$0.hasSuffix("-tmp")
        }
        #expect(leftovers.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: out)
        #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o044 != 0)  // readable like any new file, not 0600
    }

    @Test func aDashReadsTheSpecFromStandardInput() throws {
        let text =
            #"{"fonts": ["\#(Paths.fonts)"], "systemFonts": false, "styles": [{"name": "body", "family": "Audit Sans", "weight": 400, "oops": 1}]}"#
        let run = try runBinaryLike(Paths.binary, ["-", "--format", "json"], stdin: text)
        #expect(run.code == 0)
        #expect(run.stderr.contains("<stdin>:1:"))
        let json = try parseJSON(run.stdout)
        #expect(
            ((json["styles"] as? [[String: Any]])?.first?["location"] as? [String: Any])?["file"] as? String
                == "<stdin>")
    }

    /// No line of a text report may start, after whitespace, with `::` taken from a font or spec name:
    /// GitHub's runner would take it for a workflow command.
    @Test func textReportsCannotStartAWorkflowCommand() throws {
        let command = Paths.root + "/Fixtures/command"
        let scan = runInProcess(["scan", "--no-system-fonts", "--fonts", command])
        let audit = runInProcess([
            try temporarySpec(
                #"{"fonts": ["\#(command)"], "systemFonts": false, "styles": [{"name": "::warning::x", "family": "::error::pwned", "weight": 400}]}"#
            )
        ])
        #expect(scan.stdout.contains("pwned") && audit.stdout.contains("pwned"))
        for output in [scan.stdout, audit.stdout, audit.stderr, scan.stderr] {
            for line in output.split(separator: "\n") {
                #expect(!line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::"), "\(line)")
            }
        }
        var guardState = WorkflowCommandGuard()
        // Split across pieces, and after a colour code, it is still caught.
        let pieces = [Array("ok\n  :".utf8), Array(":x\n\u{1B}[1m::y\n".utf8)].map { guardState.defuse($0) }
        #expect(
            !String(decoding: pieces.joined(), as: UTF8.self).split(separator: "\n").contains {
                $0.hasPrefix("  ::") || $0.hasPrefix("\u{1B}[1m::")
            })
    }

    /// GitHub's runner trims every Unicode whitespace before it looks for `::`: each one, and the byte order
    /// mark, counts as leading whitespace; and standard error is guarded like a report.
    @Test func unicodeWhitespaceAndStandardErrorCannotStartAWorkflowCommand() throws {
        let spaces: [Character] = [
            "\u{00A0}", "\u{0085}", "\u{1680}", "\u{2000}", "\u{2003}", "\u{200A}", "\u{2028}", "\u{2029}",
            "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{0B}", "\u{0C}",
        ]
        for space in spaces {
            let defused = WorkflowCommandGuard.defuse("ok\n\(space)\(space)::error::pwned\n")
            let line = defused.split(separator: "\n")[1]
            #expect(
                !line.unicodeScalars.drop { $0.properties.isWhitespace || $0 == "\u{FEFF}" }.starts(
                    with: "::".unicodeScalars))
        }
        // A folder named like a command, and a spec file named like one, given as relative paths: every line
        // of standard error that quotes them is defused.
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/::error::dir", withIntermediateDirectories: true)
        try "{".write(toFile: folder + "/::error title=x::y.tokens.json", atomically: true, encoding: .utf8)
        let run = try runShell(
            "cd \"$0\" && \"$1\" app ::error::dir; \"$1\" '::error title=x::y.tokens.json'; exit 0",
            arguments: [folder, Paths.binary])
        #expect(run.stderr.contains("error::dir") && run.stderr.contains("y.tokens.json"))
        for line in run.stderr.split(separator: "\n") {
            #expect(!line.unicodeScalars.drop { $0.properties.isWhitespace }.starts(with: "::".unicodeScalars))
        }
    }
}
