import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// The command line: arguments → options → exit code. Output only through the injected sinks, so the
/// same code runs in-process in tests and as the built binary.
package enum FontAuditCommand {
    package static let version = FontAuditVersion.current

    /// `workingDirectory` is what report paths are made relative to; the process's by default. `keptUntilExit`,
    /// from a process that exits once the command returns, takes what the audit is done with (`KeptUntilExit`).
    package static func run(
        arguments: [String], environment: [String: String], stdout: TextSink, stderr: TextSink,
        workingDirectory: String = Platform.currentDirectory, keptUntilExit: KeptUntilExit? = nil
    ) -> ExitCode {
        // Every line on standard error is guarded too: a CI runner reads it as it reads the report, and
        // messages quote file names, arguments and font names.
        let guarded = WorkflowGuardedSink(stderr)
        let code = runCommand(
            arguments: arguments, environment: environment, stdout: stdout, stderr: guarded,
            workingDirectory: workingDirectory, keptUntilExit: keptUntilExit)
        // A report that did not reach standard output (a full disk, a closed pipe) fails the run, whatever
        // the audit found: a gate must not pass on output nobody received.
        if let failure = stdout.failure {
            stderr.write("error: cannot write to standard output: \(failure)\n")
            return .usageError
        }
        if stderr.failure != nil { return .usageError }
        return code
    }

    private static func runCommand(
        arguments: [String], environment: [String: String], stdout: TextSink, stderr: TextSink,
        workingDirectory: String, keptUntilExit: KeptUntilExit?
    ) -> ExitCode {
        var context = CommandContext(
            environment: environment, stdout: stdout, stderr: stderr, workingDirectory: workingDirectory)
        context.keptUntilExit = keptUntilExit
        var arguments = arguments
        if arguments.isEmpty {
            stderr.write(HelpText.usage)
            return .usageError
        }
        if arguments == ["--generate-manual"] {
            stdout.write(Manual.roff(version: version))
            return .success
        }
        if arguments.first == "--generate-completion-script" {
            guard arguments.count == 2, let script = Completions.script(for: arguments[1]) else {
                stderr.write(
                    "error: --generate-completion-script takes one of: \(Completions.shells.joined(separator: ", "))\n")
                return .usageError
            }
            stdout.write(script)
            return .success
        }
        if arguments.contains("--version") || arguments == ["version"] {
            stdout.write(FontAuditVersion.description + "\n")
            return .success
        }
        let subcommand: String
        switch arguments.first! {
        case "scan", "audit", "app":
            subcommand = arguments.removeFirst()
        case "help":
            stdout.write(HelpText.full)
            return .success
        default:
            // `fontaudit PATH` with a folder audits it as an app project.
            let positional = (try? ArgumentParser.parse(arguments, options: Commands.app))?.positionals.first
            subcommand = positional.map { Platform.kind(of: $0) == .directory } == true ? "app" : "audit"
        }
        do {
            switch subcommand {
            case "scan": return try ScanCommand.run(arguments, context: context)
            case "app": return try AppCommand.run(arguments, context: context)
            default: return try AuditCommand.run(arguments, context: context)
            }
        } catch let error as UsageError {
            context.error(error.message)
            stderr.write("Run 'fontaudit --help' for usage.\n")
            return .usageError
        } catch let error as FontPathError {
            context.error(error.description)
            return .usageError
        } catch let error as LocatedError {
            stderr.write(Terminal.sanitize(error.rendered) + "\n")
            return .usageError
        } catch {
            context.error("\(error)")
            return .usageError
        }
    }
}

/// What every subcommand needs: the environment and the two streams.
struct CommandContext {
    var environment: [String: String]
    var stdout: TextSink
    var stderr: TextSink
    var workingDirectory: String
    /// `--quiet`: standard error carries errors only; notes and warnings are dropped.
    var quiet = false
    /// Where a command leaves what it is done with when the process ends right after it (`KeptUntilExit`).
    var keptUntilExit: KeptUntilExit?

    /// Hands `value` to the process's end, when the process ends right after the command; else does nothing.
    func keepUntilExit(_ value: Any) { keptUntilExit?.keep(value) }

    /// Diagnostics quote paths, arguments and spec strings; each is one line with no control character, so
    /// nothing in them can move the cursor, retitle a terminal, or start a CI workflow command on a new line.
    func error(_ message: String) { stderr.write("error: \(Terminal.sanitize(message))\n") }
    func warning(_ message: String) {
        if !quiet { stderr.write("warning: \(Terminal.sanitize(message))\n") }
    }
    func note(_ message: String) {
        if !quiet { stderr.write(Terminal.sanitize(message) + "\n") }
    }
    /// A located line (`spec.json:3:5: error: …`): kept under --quiet when it fails the run.
    func diagnostic(_ line: String, failsRun: Bool) {
        if failsRun || !quiet { stderr.write(Terminal.sanitize(line) + "\n") }
    }

    /// The context of a command whose options are parsed: `--quiet` read.
    func with(_ parsed: ParsedArguments) -> CommandContext {
        var context = self
        context.quiet = parsed.has("--quiet")
        return context
    }

    /// Reports what the catalog could not read, one line each, and goes on.
    func reportCatalogProblems(_ catalog: FontCatalog) {
        for problem in catalog.problems {
            warning("\(problem.path): skipped: \(problem.reason)")
        }
        for folder in catalog.emptyFolders {
            warning("\(folder): no font files (.ttf .otf .ttc .otc) in this folder")
        }
    }

    func terminal(for parsed: ParsedArguments, sink: TextSink) -> Terminal {
        let choice = parsed.value("--color").flatMap(Terminal.ColorChoice.init(rawValue:)) ?? .auto
        return Terminal(choice: choice, environment: environment, isTerminal: sink.isTerminal)
    }

    func printStats(_ catalog: FontCatalog, parse: Double? = nil, match: Double? = nil, report: Double) {
        let s = catalog.stats
        var line = "stats: \(catalog.faces.count) faces (\(s.systemFaces) system, \(s.bundledFaces) bundled) "
        line += "from \(s.filesFound) bundled files, \(s.filesSkipped) skipped; "
        if let parse { line += "parse \(ms(parse)), " }
        line += "enumerate \(ms(s.enumerateSeconds)), read \(ms(s.readSeconds))"
        if let match { line += ", match \(ms(match))" }
        line += ", report \(ms(report))\n"
        stderr.write(line)
    }

    private func ms(_ seconds: Double) -> String {
        let value = seconds * 1000
        return value < 10 ? "\((value * 10).rounded() / 10) ms" : "\(Int(value.rounded())) ms"
    }
}

/// A sink whose every line is defused of GitHub workflow commands (`WorkflowCommandGuard`); writes are whole
/// lines, so the guard starts each one at a line's start.
final class WorkflowGuardedSink: TextSink {
    private let base: TextSink

    init(_ base: TextSink) { self.base = base }

    func write(_ text: String) { base.write(WorkflowCommandGuard.defuse(text)) }
    var isTerminal: Bool { base.isTerminal }
    var failure: String? { base.failure }
}
