import FontCatalog
import Foundation

/// `fontaudit [audit] SPEC.json`: the Bold Text audit.
enum AuditCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "--fonts", valueName: "PATH", repeatable: true, help: "Also read bundled fonts from PATH. Repeatable; adds to the spec's \"fonts\"."),
        OptionSpec(name: "--no-system-fonts", help: "Leave installed fonts out (same as \"systemFonts\": false)."),
        OptionSpec(name: "--policy", valueName: "POLICY", allowed: BoldTextPolicy.Name.allCases.map(\.rawValue), help: "apple, android or next; overrides the spec's \"boldText\" policy."),
        OptionSpec(name: "--match", valueName: "MODE", allowed: AuditOptions.MatchMode.allCases.map(\.rawValue), help: "exact (default) or heavier."),
        OptionSpec(name: "--format", valueName: "FORMAT", allowed: ReportFormat.allCases.map(\.rawValue), help: "text (default) or json."),
        OptionSpec(name: "--color", valueName: "WHEN", allowed: Terminal.ColorChoice.allCases.map(\.rawValue), help: "auto, always or never."),
        OptionSpec(name: "--strict", help: "Warnings fail the run (exit 1)."),
        OptionSpec(name: "--stats", help: "Print faces read, files skipped and time per phase to stderr."),
        OptionSpec(name: "--help", help: "Show help."),
    ]

    static func run(_ arguments: [String], context: CommandContext) throws -> ExitCode {
        let parsed = try ArgumentParser.parse(arguments, options: options)
        if parsed.has("--help") {
            context.stdout.write(HelpText.full)
            return .success
        }
        guard let specPath = parsed.positionals.first else {
            throw UsageError(message: "no spec file given: fontaudit SPEC.json [options]")
        }
        if parsed.positionals.count > 1 {
            throw UsageError(message: "one spec file at a time; unexpected '\(parsed.positionals[1])'")
        }
        if !FileManager.default.fileExists(atPath: specPath), let guess = Suggestion.closest(to: specPath, among: ["scan", "audit", "help", "version"]) {
            throw UsageError(message: "'\(specPath)' is neither a spec file nor a command; did you mean '\(guess)'?")
        }
        let spec = try SpecParser.load(path: specPath)
        for warning in spec.warnings { context.stderr.write(warning.rendered + "\n") }

        var policy = BoldTextPolicy(name: spec.boldText?.policy ?? .apple, map: spec.boldText?.map ?? [:])
        if let name = parsed.value("--policy").flatMap(BoldTextPolicy.Name.init(rawValue:)) { policy.name = name }
        let options = AuditOptions(
            policy: policy,
            match: parsed.value("--match").flatMap(AuditOptions.MatchMode.init(rawValue:)) ?? .exact
        )
        let catalog = try FontCatalog.load(FontCatalog.Options(
            bundledPaths: spec.fonts + parsed.all("--fonts"),
            includeSystemFonts: !parsed.has("--no-system-fonts") && spec.systemFonts != false
        ))
        context.reportCatalogProblems(catalog)

        let matchStart = Date()
        let result = Auditor.audit(spec.styles, index: FaceIndex(catalog.faces), options: options)
        let reportStart = Date()
        let format = parsed.value("--format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        let reportContext = ReportContext(specFile: specPath, options: options,
                                          terminal: context.terminal(for: parsed, sink: context.stdout))
        context.stdout.write(format.reporter.render(result, context: reportContext))
        if parsed.has("--stats") {
            context.printStats(catalog, match: reportStart.timeIntervalSince(matchStart), report: Date().timeIntervalSince(reportStart))
        }

        if result.failed > 0 { return .findings }
        let hasWarnings = result.warned > 0 || !spec.warnings.isEmpty || !catalog.problems.isEmpty
        if parsed.has("--strict") && hasWarnings {
            context.stderr.write("fontaudit: warnings fail the run under --strict\n")
            return .findings
        }
        return .success
    }
}
