/// Where each report goes: `--format` and `--output` pair up in command-line order, so
/// `--format text --format sarif --output fontaudit.sarif` prints text and writes SARIF.
struct ReportTarget: Equatable {
    var format: ReportFormat
    /// nil for standard output.
    var path: String?
}

enum ReportTargets {
    static func resolve(_ parsed: ParsedArguments) throws(UsageError) -> [ReportTarget] {
        var targets: [ReportTarget] = []
        var previousWasUnboundFormat = false
        for (name, value) in parsed.occurrences {
            switch name {
            case "--format":
                guard let format = ReportFormat(rawValue: value) else { continue }  // checked by the parser
                targets.append(ReportTarget(format: format, path: nil))
                previousWasUnboundFormat = true
            case "--output":
                if previousWasUnboundFormat {
                    targets[targets.count - 1].path = value
                } else if let format = ReportFormat.inferred(fromPath: value) {
                    targets.append(ReportTarget(format: format, path: value))
                } else {
                    throw UsageError(message: "cannot tell the format of '\(value)' from its extension (.sarif, .xml, .md, .json, .txt); put --format FORMAT before --output \(value)")
                }
                previousWasUnboundFormat = false
            default:
                previousWasUnboundFormat = false
            }
        }
        if targets.isEmpty { return [ReportTarget(format: .text, path: nil)] }
        let toStdout = targets.filter { $0.path == nil }
        if toStdout.count > 1 {
            throw UsageError(message: "\(toStdout.map(\.format.rawValue).joined(separator: " and ")) would both go to standard output; give all but one an --output FILE")
        }
        let paths = targets.compactMap(\.path)
        if Set(paths).count != paths.count {
            throw UsageError(message: "two reports would be written to the same --output file")
        }
        return targets
    }
}
