import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI

/// `--help`, the man page and the completions are made from one set of declarations; the README shows the
/// usage lines of `--help` as they are.
@Suite struct HelpTests {
    let allOptions = Set((Commands.audit + Commands.scan).map(\.name))

    @Test func theReadmeUsageBlockIsTheHelpsUsage() throws {
        let readme = try String(contentsOfFile: Paths.root + "/README.md", encoding: .utf8)
        let marker = "<!-- usage: kept equal to `fontaudit --help`'s first lines by a test -->\n```\n"
        let start = try #require(readme.range(of: marker)).upperBound
        let end = try #require(readme[start...].range(of: "```")).lowerBound
        #expect(String(readme[start..<end]) == HelpText.usage)
        #expect(runInProcess(["--help"]).stdout.hasPrefix(HelpText.usage))
    }

    @Test func everyDeclaredOptionIsInTheHelpAndTheParserTakesIt() {
        let help = runInProcess(["--help"]).stdout
        for spec in Commands.audit + Commands.scan { #expect(help.contains("  \(spec.name)"), "\(spec.name)") }
        for line in help.split(separator: "\n") { #expect(line.count <= HelpText.width + 2, "\(line)") }
        // Every option the parser takes is declared (the parser reads the same list).
        #expect(AuditCommand.options.map(\.name) == Commands.audit.map(\.name))
        #expect(ScanCommand.options.map(\.name) == Commands.scan.map(\.name))
    }

    @Test func theManPageListsEveryOption() throws {
        let man = runInProcess(["--generate-manual"])
        #expect(man.code == 0)
        #expect(man.stdout.hasPrefix(".TH FONTAUDIT 1"))
        for name in allOptions {
            #expect(man.stdout.contains("\\fB" + name.replacingOccurrences(of: "-", with: "\\-") + "\\fR"), "\(name)")
        }
        // groff renders it without a warning.
        let rendered = try runShell(
            #"printf '%s' "$0" | groff -k -man -Tutf8 -ww 2>&1 >/dev/null"#, arguments: [man.stdout])
        #expect(rendered.stdout.isEmpty, "\(rendered.stdout)")
    }

    @Test(arguments: Completions.shells)
    func completionScriptsParseAndOfferEveryOption(shell: String) throws {
        let run = runInProcess(["--generate-completion-script", shell])
        #expect(run.code == 0)
        for name in allOptions {
            let spelled = shell == "fish" ? "-l \(name.dropFirst(2)) " : name
            #expect(run.stdout.contains(spelled), "\(shell): \(name)")
        }
        let file = try temporaryFolder() + "/fontaudit.\(shell)"
        try run.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let check =
            switch shell {
            case "bash": try runShell(#"bash -n "$0""#, arguments: [file])
            case "zsh": try runShell(#"zsh -n "$0""#, arguments: [file])
            default: try runShell(#"fish --no-execute "$0""#, arguments: [file])
            }
        #expect(check.code == 0, "\(check.stderr)")
        #expect(runInProcess(["--generate-completion-script", "tcsh"]).code == 2)
    }

    @Test func bashCompletesOptionsAndTheirValues() throws {
        let file = try temporaryFolder() + "/fontaudit.bash"
        try runInProcess(["--generate-completion-script", "bash"]).stdout.write(
            toFile: file, atomically: true, encoding: .utf8)
        func complete(_ words: [String]) throws -> String {
            let script = #". "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _fontaudit; echo "${COMPREPLY[*]}""#
            return try runBinaryLike("/bin/bash", ["-c", script, file] + words).stdout.trimmingCharacters(
                in: .whitespacesAndNewlines)
        }
        #expect(try complete(["fontaudit", "--poli"]) == "--policy")
        #expect(try complete(["fontaudit", "--policy", ""]) == "apple android next ymattertype trait-bold flutter")
        #expect(try complete(["fontaudit", "app", "--plat"]) == "--platform")
        #expect(try complete(["fontaudit", "app", ".", "--platform", ""]) == "ios android flutter react-native")
        #expect(try complete(["fontaudit", "scan", "--fam"]) == "--family")
        #expect(try complete(["fontaudit", "scan", "--format", ""]) == "text json html")
    }
}
