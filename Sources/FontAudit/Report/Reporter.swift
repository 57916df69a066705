import FontCatalog

/// What every report needs besides the result.
public struct ReportContext: Sendable {
    public var specFile: String
    public var options: AuditOptions
    public var terminal: Terminal
    /// Paths in reports are written relative to this folder when they are inside it.
    public var workingDirectory: String
    /// Warnings about the input itself (unknown keys, expired or unused waivers), for formats that carry them.
    public var problems: [LocatedWarning]
    /// `--strict`: warnings fail the run, and the reports say so.
    public var strict: Bool

    public init(specFile: String, options: AuditOptions, terminal: Terminal = Terminal(colors: false),
                workingDirectory: String = "", problems: [LocatedWarning] = [], strict: Bool = false) {
        self.specFile = specFile
        self.options = options
        self.terminal = terminal
        self.workingDirectory = workingDirectory
        self.problems = problems
        self.strict = strict
    }

    public var inputErrors: Int { problems.count { $0.isError } }
    public var inputWarnings: Int { problems.count { !$0.isError } }

    /// Whether this run fails (exit 1, or 2 for an input error): what every report's summary must agree with.
    public func failsRun(_ result: AuditResult) -> Bool {
        result.failed > 0 || inputErrors > 0 || strict && (result.warned > 0 || inputWarnings > 0)
    }

    /// A finding's or problem's level as the run treats it: under --strict a warning fails the run, so the
    /// CI formats show it as an error.
    public func level(_ severity: Finding.Severity) -> Finding.Severity {
        strict && severity == .warning ? .error : severity
    }

    /// `path` relative to the working directory when inside it; otherwise as given.
    public func relative(_ path: String) -> String {
        var base = workingDirectory
        if !base.hasSuffix("/") { base += "/" }
        if !workingDirectory.isEmpty, path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }
}

/// One report format.
public protocol Reporter {
    func render(_ result: AuditResult, context: ReportContext) -> String
    /// The report as UTF-8. A format that builds bytes implements this, so that a large report is not
    /// validated again as a `String` on its way out (23 M instructions for a 5,000-style text report).
    func renderUTF8(_ result: AuditResult, context: ReportContext) -> [UInt8]
    /// The report as UTF-8 pieces to be written one after another; a format written in pieces (the text
    /// report, on every core) hands them over unjoined.
    func renderPieces(_ result: AuditResult, context: ReportContext) -> [[UInt8]]
}

extension Reporter {
    public func renderUTF8(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        Array(render(result, context: context).utf8)
    }

    public func renderPieces(_ result: AuditResult, context: ReportContext) -> [[UInt8]] {
        [renderUTF8(result, context: context)]
    }
}

/// The formats `--format` accepts; one exhaustive switch maps each to its reporter.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, junit, markdown

    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        case .markdown: return MarkdownReporter()
        }
    }

    /// The format an `--output` file implies by its extension, when `--format` does not say.
    public static func inferred(fromPath path: String) -> ReportFormat? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".sarif") || lowered.hasSuffix(".sarif.json") { return .sarif }
        if lowered.hasSuffix(".xml") { return .junit }
        if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") { return .markdown }
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".txt") { return .text }
        return nil
    }
}

extension FontFace {
    /// "Audit Sans SemiBold (600)" with untrusted names made safe for a terminal.
    var auditLabel: String {
        "\(Terminal.sanitize(displayName)) (\(FaceNaming.weightLabel(weight, italic: italic)))"
    }
}
