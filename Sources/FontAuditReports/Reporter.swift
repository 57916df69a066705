import FontAuditModel
import FontAuditSystem
import FontCatalog

/// What every report needs besides the result.
package struct ReportContext: Sendable {
    package var specFile: String
    package var options: AuditOptions
    package var terminal: Terminal
    /// Paths in reports are written relative to this folder when they are inside it.
    package var workingDirectory: String
    /// Warnings about the input itself (unknown keys, expired or unused waivers), for formats that carry them.
    package var problems: [LocatedWarning]
    /// `--strict`: warnings fail the run, and the reports say so.
    package var strict: Bool
    /// `--sample`: the line the HTML report renders in each face.
    package var sample: String?
    /// The file the report is written to (`--output`), as given; nil for standard output. The HTML report's
    /// links are relative to its folder.
    package var reportFile: String?
    /// Every rule the audit knows (the engine's registry), for formats that list them (SARIF).
    package var rules: [AuditRule]

    package init(
        specFile: String, options: AuditOptions, rules: [AuditRule], terminal: Terminal = Terminal(colors: false),
        workingDirectory: String = "", problems: [LocatedWarning] = [], strict: Bool = false
    ) {
        self.rules = rules
        self.specFile = specFile
        self.options = options
        self.terminal = terminal
        self.workingDirectory = workingDirectory
        self.problems = problems
        self.strict = strict
    }

    package var inputErrors: Int { problems.count { $0.isError } }
    package var inputWarnings: Int { problems.count { !$0.isError } }

    /// Whether this run fails (exit 1, or 2 for an input error): what every report's summary must agree with.
    package func failsRun(_ result: AuditResult) -> Bool {
        result.hasFailures || inputErrors > 0 || strict && (result.hasWarnings || inputWarnings > 0)
    }

    /// A finding's or problem's level as the run treats it: under --strict a warning fails the run, so the
    /// CI formats show it as an error.
    package func level(_ severity: Finding.Severity) -> Finding.Severity {
        strict && severity == .warning ? .error : severity
    }

    /// `path` relative to the working directory when inside it; otherwise as given.
    package func relative(_ path: String) -> String {
        var base = workingDirectory
        if !base.hasSuffix("/") { base += "/" }
        if !workingDirectory.isEmpty, path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }
}

/// One report format: an audit result in, the report's text out. Each format is one type in its own file.
package protocol Reporter {
    func render(_ result: AuditResult, context: ReportContext) -> String
    /// The same report handed to `emit` in pieces, for reports too large to hold whole (tens of thousands of
    /// styles); by default, the rendered report in one piece.
    func stream(_ result: AuditResult, context: ReportContext, _ emit: (String) -> Void)
    /// The same pieces written to `sink`; the JSON formats write them from the buffers they were written in.
    func stream(_ result: AuditResult, context: ReportContext, to sink: any TextSink)
}

extension Reporter {
    package func stream(_ result: AuditResult, context: ReportContext, _ emit: (String) -> Void) {
        emit(render(result, context: context))
    }

    package func stream(_ result: AuditResult, context: ReportContext, to sink: any TextSink) {
        stream(result, context: context) { sink.write($0) }
    }
}

/// The formats `--format` accepts; one exhaustive switch maps each to its reporter.
package enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, junit, markdown, html

    package var reporter: any Reporter {
        switch self {
        case .html: return HTMLReporter()
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        case .markdown: return MarkdownReporter()
        }
    }

    /// The format an `--output` file implies by its extension, when `--format` does not say.
    package static func inferred(fromPath path: String) -> ReportFormat? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".sarif") || lowered.hasSuffix(".sarif.json") { return .sarif }
        if lowered.hasSuffix(".xml") { return .junit }
        if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") { return .markdown }
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".txt") { return .text }
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") { return .html }
        return nil
    }
}
