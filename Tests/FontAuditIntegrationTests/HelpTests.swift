import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditModel
@testable import FontAuditReports

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
        // The sections a user looks for, as groff shows them.
        let page = try runShell(#"printf '%s' "$0" | groff -k -man -Tutf8 -P -cbou"#, arguments: [man.stdout]).stdout
        let headings = page.split(separator: "\n").filter { $0.first?.isUppercase == true }.map(String.init)
        for section in ["SPEC FORMAT", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES", "SEE ALSO"] {
            #expect(headings.contains(section), "\(section) in \(headings)")
        }
        for needed in [
            "NO_COLOR", "FONTCONFIG_FILE", "fontaudit-baseline.json", "fontaudit-report.schema.json", "\"styles\"",
        ] {
            #expect(page.contains(needed), "\(needed)")
        }
        #expect(page.contains("$ fontaudit spec.json --baseline fontaudit-baseline.json --quiet"))
    }

    /// Every variable the sources read (`environment["NAME"]`) is in the man page's ENVIRONMENT.
    @Test func theManPageNamesEveryVariableTheSourcesRead() throws {
        let sources = try FileManager.default.subpathsOfDirectory(atPath: Paths.root + "/Sources").filter {
            $0.hasSuffix(".swift")
        }
        var read: Set<String> = []
        for file in sources {
            let text = try String(contentsOfFile: Paths.root + "/Sources/" + file, encoding: .utf8)
            for match in text.matches(of: /environment\["([A-Z_]+)"\]/) { read.insert(String(match.1)) }
        }
        #expect(read.isSuperset(of: ["NO_COLOR", "FONTAUDIT_TODAY", "GITHUB_STEP_SUMMARY"]))
        let documented = Set(Commands.environment.flatMap { $0.0.split(separator: ", ").map(String.init) })
        #expect(read.isSubset(of: documented), "not in ENVIRONMENT: \(read.subtracting(documented))")
        #expect(documented.contains("FONTCONFIG_FILE"))
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

    /// A folder to complete in: a spec, a text file and a font folder.
    func completionFolder() throws -> String {
        let folder = try temporaryFolder()
        try "{}".write(toFile: folder + "/spec.json", atomically: true, encoding: .utf8)
        try "".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        return folder
    }

    /// The bash script's function, called as bash calls it: COMP_WORDS and COMP_CWORD set, COMPREPLY read.
    @Test func bashCompletesOptionsValuesSubcommandsAndFiles() throws {
        let folder = try completionFolder()
        let file = try temporaryFolder() + "/fontaudit.bash"
        try runInProcess(["--generate-completion-script", "bash"]).stdout.write(
            toFile: file, atomically: true, encoding: .utf8)
        func complete(_ words: [String]) throws -> [String] {
            let script =
                #". "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _fontaudit; printf '%s\n' "${COMPREPLY[@]}""#
            let run = try runBinaryLike("/bin/bash", ["--norc", "-c", script, file] + words, in: folder)
            #expect(run.stderr.isEmpty, "\(words): \(run.stderr)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        let registered = try runBinaryLike("/bin/bash", ["--norc", "-c", #". "$0"; complete -p fontaudit"#, file])
        #expect(registered.stdout == "complete -o filenames -F _fontaudit fontaudit\n")
        #expect(try complete(["fontaudit", "--poli"]) == ["--policy"])
        #expect(try complete(["fontaudit", "--q"]) == ["--quiet"])
        #expect(try complete(["fontaudit", "--policy", ""]) == BoldTextPolicyNames.all)
        #expect(try complete(["fontaudit", "--format", ""]) == ReportFormat.allCases.map(\.rawValue))
        #expect(try complete(["fontaudit", "--format", "s"]) == ["sarif"])
        #expect(try complete(["fontaudit", "app", "--plat"]) == ["--platform"])
        #expect(
            try complete(["fontaudit", "app", ".", "--platform", ""]) == ["ios", "android", "flutter", "react-native"])
        #expect(try complete(["fontaudit", "scan", "--fam"]) == ["--family"])
        #expect(try complete(["fontaudit", "scan", "--format", ""]) == ["text", "json", "html"])
        #expect(try complete(["fontaudit", "scan", "--q"]) == ["--quiet"])
        // Subcommands and files in the first place; folders only for an app; any file for an --output.
        #expect(try Set(complete(["fontaudit", ""])) == ["app", "scan", "help", "spec.json", "notes.txt", "fonts"])
        #expect(try complete(["fontaudit", "sp"]) == ["spec.json"])
        #expect(try complete(["fontaudit", "app", ""]) == ["fonts"])
        #expect(try complete(["fontaudit", "spec.json", "--fonts", "f"]) == ["fonts"])
        #expect(try complete(["fontaudit", "scan", "--output", "n"]) == ["notes.txt"])
    }

    /// zsh through a real interactive shell in a pseudo-terminal (Tests/Tools/zsh-complete.zsh): compinit
    /// loads _fontaudit, TAB runs it, and whatever it prints besides its matches (a completer's error) fails.
    @Test func zshCompletesInARealShellWithoutErrors() throws {
        let folder = try completionFolder()
        let functions = try temporaryFolder()
        try runInProcess(["--generate-completion-script", "zsh"]).stdout.write(
            toFile: functions + "/_fontaudit", atomically: true, encoding: .utf8)
        func complete(_ line: String) throws -> Set<String> {
            let run = try runBinaryLike(
                "/usr/bin/timeout",
                ["60", "zsh", "-f", Paths.root + "/Tests/Tools/zsh-complete.zsh", functions, line], in: folder)
            #expect(run.code == 0, "\(line): exit \(run.code) \(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let other = lines.filter { !$0.hasPrefix("match: ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(other.isEmpty, "\(line): zsh printed \(other)")
            return Set(
                lines.filter { $0.hasPrefix("match: ") }.map { line in
                    let match = line.dropFirst("match: ".count)
                    return String(match.split(separator: " -- ", maxSplits: 1).first ?? match)
                })
        }
        #expect(try complete("fontaudit --for") == ["--format"])
        #expect(try complete("fontaudit --q") == ["--quiet"])
        #expect(try complete("fontaudit --policy ") == Set(BoldTextPolicyNames.all))
        #expect(try complete("fontaudit spec.json --format ") == Set(ReportFormat.allCases.map(\.rawValue)))
        #expect(try complete("fontaudit app . --platform ") == ["ios", "android", "flutter", "react-native"])
        #expect(try complete("fontaudit scan --format ") == ["text", "json", "html"])
        #expect(try complete("fontaudit scan --fam") == ["--family"])
        #expect(try complete("fontaudit sc") == ["scan"])
        #expect(try complete("fontaudit ") == ["app", "scan", "help", "spec.json", "fonts"])
        #expect(try complete("fontaudit app ") == ["fonts"])
        #expect(try complete("fontaudit spec.json --output n") == ["notes.txt"])
    }

    /// fish's own `complete -C`, which lists what TAB would offer for a command line.
    @Test func fishCompletesOptionsValuesSubcommandsAndFiles() throws {
        let folder = try completionFolder()
        let file = try temporaryFolder() + "/fontaudit.fish"
        try runInProcess(["--generate-completion-script", "fish"]).stdout.write(
            toFile: file, atomically: true, encoding: .utf8)
        func complete(_ line: String) throws -> Set<String> {
            let run = try runBinaryLike(
                "/usr/bin/fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", file, line],
                in: folder)
            #expect(run.code == 0 && run.stderr.isEmpty, "\(line): \(run.stderr)")
            return Set(run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? $0) })
        }
        #expect(try complete("fontaudit --for") == ["--format"])
        #expect(try complete("fontaudit --q") == ["--quiet"])
        #expect(try complete("fontaudit --policy ") == Set(BoldTextPolicyNames.all))
        #expect(try complete("fontaudit spec.json --format ") == Set(ReportFormat.allCases.map(\.rawValue)))
        #expect(try complete("fontaudit app . --platform ") == ["ios", "android", "flutter", "react-native"])
        #expect(try complete("fontaudit scan --format ") == ["text", "json", "html"])
        #expect(try complete("fontaudit scan --fam") == ["--family"])
        #expect(try complete("fontaudit sc") == ["scan"])
        #expect(try complete("fontaudit ") == ["app", "scan", "spec.json", "notes.txt", "fonts/"])
        #expect(try complete("fontaudit app ") == ["fonts/"])
        #expect(try complete("fontaudit spec.json --output n") == ["notes.txt"])
    }
}

/// The policy names in declaration order, as the completions offer them.
enum BoldTextPolicyNames {
    static let all = BoldTextPolicy.Name.allCases.map(\.rawValue)
}
