import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// Writes an audit's reports to their targets, and the summary that reaches the log.
struct Reports {
    var targets: [ReportTarget]
    var spec: String
    var strict: Bool
    var parsed: ParsedArguments
    var context: CommandContext

    /// `onlyCIFormats`: for a run stopped by an input error, which the machine-read formats carry as a
    /// located result; the text report would only repeat what standard error already says.
    func write(_ result: AuditResult, options: AuditOptions, problems: [LocatedWarning], onlyCIFormats: Bool) throws {
        let written = targets.filter { !onlyCIFormats || $0.format != .text }
        for target in written {
            let sink = target.path == nil ? context.stdout : CapturedOutput()
            let terminal = target.path == nil ? context.terminal(for: parsed, sink: sink) : Terminal(colors: false)
            var reportContext = ReportContext(
                specFile: spec, options: options, rules: AuditRules.all, terminal: terminal,
                workingDirectory: context.workingDirectory, problems: problems, strict: strict)
            reportContext.sample = parsed.value("--sample")
            reportContext.reportFile = target.path
            // --quiet: the text report a person reads on the terminal keeps only what fails the run.
            let reporter =
                context.quiet && target.format == .text && target.path == nil
                ? TextReporter(onlyWhatFails: true) : target.format.reporter
            if let path = target.path {
                try AuditCommand.write(reporter.render(result, context: reportContext), to: path)
            } else {
                // In pieces: a report of 50,000 styles is never held whole on its way out.
                reporter.stream(result, context: reportContext, to: context.stdout)
            }
        }
        let summaryContext = ReportContext(
            specFile: spec, options: options, rules: AuditRules.all, workingDirectory: context.workingDirectory,
            problems: problems, strict: strict)
        if written.contains(where: { $0.path != nil }) {
            // The report went to a file: a short summary still reaches the log.
            for target in written where target.path != nil {
                context.note("fontaudit: wrote \(target.format.rawValue) report to \(target.path!)")
            }
            if !onlyCIFormats, !context.quiet, !written.contains(where: { $0.path == nil && $0.format == .text }) {
                context.stderr.write("fontaudit: " + TextReporter().summary(result, context: summaryContext))
            }
        }
        if written.contains(where: { $0.format == .github }),
            let summaryPath = context.environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty
        {
            let markdown = MarkdownReporter().render(result, context: summaryContext)
            do {
                try AuditCommand.append(markdown + "\n", to: summaryPath)
            } catch {
                context.warning("cannot append the summary to GITHUB_STEP_SUMMARY: \(error)")
            }
        }
    }
}
