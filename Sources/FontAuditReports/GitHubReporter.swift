import FontAuditModel
import FontAuditSystem
import FontCatalog

/// GitHub Actions workflow commands: one annotation per finding, at the style's line in the spec.
package struct GitHubReporter: Reporter {
    package init() {}

    package func render(_ result: AuditResult, context: ReportContext) -> String {
        var out = ""
        for finding in result.findings {
            let command: String
            switch finding.waiver == nil ? context.level(finding.severity) : .note {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var message = finding.labeledMessage
            if let waiver = finding.waiver { message = "waived (\(waiver.reason)): " + message }
            out += annotation(
                command, location: finding.location, title: "fontaudit: \(finding.rule.title)", message: message,
                context: context)
        }
        for problem in context.problems {
            let command = problem.isError || context.strict ? "error" : "warning"
            let title = problem.isError ? "fontaudit: spec error" : "fontaudit: spec warning"
            out += annotation(
                command, location: problem.location, title: title, message: problem.message, context: context)
        }
        return out
    }

    private func annotation(
        _ command: String, location: SourceLocation, title: String, message: String, context: ReportContext
    ) -> String {
        let properties = [
            "file=" + Escape.githubProperty(context.relative(location.file)),
            "line=\(location.line)",
            "col=\(location.column)",
            "title=" + Escape.githubProperty(title),
        ].joined(separator: ",")
        return "::\(command) \(properties)::\(Escape.githubMessage(message))\n"
    }
}
