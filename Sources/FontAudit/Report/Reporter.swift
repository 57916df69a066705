import FontCatalog

/// What every report needs besides the result.
public struct ReportContext: Sendable {
    public var specFile: String
    public var options: AuditOptions
    public var terminal: Terminal

    public init(specFile: String, options: AuditOptions, terminal: Terminal = Terminal(colors: false)) {
        self.specFile = specFile
        self.options = options
        self.terminal = terminal
    }
}

/// One report format.
public protocol Reporter {
    func render(_ result: AuditResult, context: ReportContext) -> String
}

/// The formats `--format` accepts; one exhaustive switch maps each to its reporter.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json

    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        }
    }
}

extension FontFace {
    /// "Audit Sans SemiBold (600)" with untrusted names made safe for a terminal.
    var auditLabel: String {
        "\(Terminal.sanitize(displayName)) (\(FaceNaming.weightLabel(weight, italic: italic)))"
    }
}
