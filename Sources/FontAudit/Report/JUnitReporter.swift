/// JUnit XML: one test case per style (classname = the spec file, name = the style), a failure for each
/// failing one, skipped for one whose failures are all waived.
struct JUnitReporter: Reporter {
    func render(_ result: AuditResult, context: ReportContext) -> String {
        let suite = Escape.xml(context.relative(context.specFile))
        let skipped = result.styles.filter { $0.status != .fail && $0.findings.contains { $0.waiver != nil && $0.severity == .error } }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"fontaudit\" tests=\"\(result.styles.count)\" failures=\"\(result.failed)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        out += "  <testsuite name=\"\(suite)\" tests=\"\(result.styles.count)\" failures=\"\(result.failed)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        for style in result.styles {
            let location = style.style.location
            out += "    <testcase classname=\"\(suite)\" name=\"\(Escape.xml(style.style.name))\" file=\"\(Escape.xml(context.relative(location.file)))\" line=\"\(location.line)\""
            let failures = style.findings.filter { $0.severity == .error && $0.waiver == nil }
            let waived = style.findings.filter { $0.waiver != nil && $0.severity == .error }
            let others = style.findings.filter { $0.severity != .error && $0.waiver == nil }
            if failures.isEmpty && waived.isEmpty && others.isEmpty {
                out += "/>\n"
                continue
            }
            out += ">\n"
            for failure in failures {
                out += "      <failure type=\"\(failure.rule.rawValue)\" message=\"\(Escape.xml(failure.message))\">"
                out += Escape.xml("\(location.description): \(failure.message)") + "</failure>\n"
            }
            if failures.isEmpty, let first = waived.first {
                out += "      <skipped message=\"\(Escape.xml("waived: \(first.waiver!.reason)"))\"/>\n"
            }
            if !others.isEmpty {
                let lines = others.map { "\($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
                out += "      <system-out>\(Escape.xml(lines))</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
