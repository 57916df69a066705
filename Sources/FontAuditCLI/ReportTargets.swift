import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// Where each report goes. The rule, documented in docs/ci.md:
/// - `--format F --output FILE`: an `--output` right after a `--format` writes that format to FILE;
/// - `--output FILE` with no `--format` of its own takes the format its extension names;
/// - a `--format` with no `--output` after it goes to standard output, as does `--output -`.
/// Anything that could be read two ways is a usage error, found before anything is written: a format asked
/// for twice, an extension that names another format, two reports to one file or to standard output.
/// `scan`, `audit` and `app` all resolve their targets here, each with the formats it writes.
struct ReportTarget: Equatable {
    var format: ReportFormat
    /// nil for standard output.
    var path: String?
}

enum ReportTargets {
    static func resolve(_ parsed: ParsedArguments, formats: [ReportFormat] = ReportFormat.allCases)
        throws(UsageError) -> [ReportTarget]
    {
        var targets: [ReportTarget] = []
        var previousWasUnboundFormat = false
        for (name, value) in parsed.occurrences {
            switch name {
            case "--format":
                guard let format = ReportFormat(rawValue: value) else { continue }  // checked by the parser
                if let earlier = targets.first(where: { $0.format == format }) {
                    let place = earlier.path.map { "--output \($0)" } ?? "standard output"
                    throw UsageError(
                        message:
                            "the \(format.rawValue) report is asked for twice (it already goes to \(place)); put each --format right before its own --output"
                    )
                }
                targets.append(ReportTarget(format: format, path: nil))
                previousWasUnboundFormat = true
            case "--output":
                let path: String? = value == "-" ? nil : value
                if previousWasUnboundFormat {
                    let format = targets[targets.count - 1].format
                    if let path, let implied = ReportFormat.inferred(fromPath: path), !format.accepts(extensionOf: path)
                    {
                        throw UsageError(
                            message:
                                "--output \(path) names a \(implied.rawValue) file, but the --format before it is \(format.rawValue); give it a .\(format.preferredExtension) name or the matching --format"
                        )
                    }
                    targets[targets.count - 1].path = path
                } else if path == nil {
                    // `--output -` alone: the text report, on standard output.
                    targets.append(ReportTarget(format: .text, path: nil))
                } else if let path, let format = ReportFormat.inferred(fromPath: path) {
                    guard formats.contains(format) else {
                        throw UsageError(
                            message:
                                "--output \(path) names a \(format.rawValue) file, which this command does not write (\(formats.map(\.rawValue).joined(separator: ", "))); put --format FORMAT before it"
                        )
                    }
                    if targets.contains(where: { $0.format == format }) {
                        throw UsageError(
                            message:
                                "the \(format.rawValue) report is asked for twice (--output \(path) implies it by its extension); put each --format right before its own --output"
                        )
                    }
                    targets.append(ReportTarget(format: format, path: path))
                } else {
                    throw UsageError(
                        message:
                            "cannot tell the format of '\(value)' from its extension (\(Self.extensions(of: formats))); put --format FORMAT before --output \(value)"
                    )
                }
                previousWasUnboundFormat = false
            default:
                previousWasUnboundFormat = false
            }
        }
        if targets.isEmpty { return [ReportTarget(format: .text, path: nil)] }
        let toStdout = targets.filter { $0.path == nil }
        if toStdout.count > 1 {
            throw UsageError(
                message:
                    "\(toStdout.map(\.format.rawValue).joined(separator: " and ")) would both go to standard output; give all but one an --output FILE"
            )
        }
        return targets
    }

    /// ".txt, .json, .html": the extensions that choose one of `formats`.
    static func extensions(of formats: [ReportFormat]) -> String {
        var names: [String] = []
        for format in formats where !names.contains(".\(format.preferredExtension)") {
            names.append(".\(format.preferredExtension)")
        }
        return names.joined(separator: ", ")
    }

    /// Outputs never overwrite an input or each other: checked by the files' identities (`r.json` and
    /// `./r.json` are one file) before anything is written. `--write-baseline` may name a `--baseline`:
    /// that refreshes it.
    static func checkNoClobbering(targets: [ReportTarget], writeBaseline: String?, spec: String?, baselines: [String])
        throws(UsageError)
    {
        var written: [String: String] = [:]  // identity → the option that writes it
        let inputs = (spec.map { [("the spec", $0)] } ?? []) + baselines.map { ("a --baseline", $0) }
        for target in targets {
            guard let path = target.path else { continue }
            let identity = Platform.identity(of: path)
            if written[identity] != nil {
                throw UsageError(message: "two reports would be written to the same file, \(path)")
            }
            if let input = inputs.first(where: { Platform.identity(of: $0.1) == identity }) {
                throw UsageError(message: "--output \(path) is \(input.0); fontaudit never overwrites its inputs")
            }
            written[identity] = "--output \(path)"
        }
        if let writeBaseline {
            let identity = Platform.identity(of: writeBaseline)
            if let output = written[identity] {
                throw UsageError(
                    message: "--write-baseline \(writeBaseline) is also \(output); give the baseline a file of its own")
            }
            if let spec, Platform.identity(of: spec) == identity {
                throw UsageError(
                    message: "--write-baseline \(writeBaseline) is the spec; fontaudit never overwrites its inputs")
            }
        }
    }
}

extension ReportFormat {
    /// The extension a file of this format is given, for messages.
    var preferredExtension: String {
        switch self {
        case .text, .github: return "txt"
        case .json: return "json"
        case .sarif: return "sarif"
        case .junit: return "xml"
        case .markdown: return "md"
        case .html: return "html"
        }
    }

    /// Whether a file named `path` may hold this format: any name whose extension names no format, or one
    /// whose extension fits (SARIF is JSON, and plain text may be any log).
    func accepts(extensionOf path: String) -> Bool {
        guard let implied = ReportFormat.inferred(fromPath: path) else { return true }
        if implied == self { return true }
        switch (self, implied) {
        case (.sarif, .json), (.github, .text), (.markdown, .text): return true
        default: return false
        }
    }
}
