import FontAuditModel
import FontAuditSystem
import FontCatalog

/// JUnit XML: one test case per style (classname = the spec file, name = the style), a failure for each
/// failing one, skipped for one whose failures are all waived.
package struct JUnitReporter: Reporter {
    package init() {}

    package func render(_ result: AuditResult, context: ReportContext) -> String {
        let suite = Escape.xml(context.relative(context.specFile))
        let skipped =
            result.styles.filter {
                $0.status != .fail && $0.findings.contains { $0.waiver != nil && $0.severity == .error }
            }.count + result.projectFindings.count { $0.waiver != nil }
        // Under --strict a warning fails the run: its style, or its input problem, is a failure here too.
        let styleFailures = result.failed + (context.strict ? result.warned : 0)
        let problemFailures = context.problems.count { !$0.isError && context.strict }
        let projectFailures = result.projectFindings.count {
            $0.waiver == nil && context.level($0.severity) == .error
        }
        let tests = result.styles.count + context.problems.count + result.projectFindings.count
        let failures = styleFailures + problemFailures + projectFailures
        let errors = context.inputErrors
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        out += "<testsuites name=\"fontaudit\" \(counts)>\n"
        out += "  <testsuite name=\"\(suite)\" \(counts)>\n"
        for problem in context.problems {
            let location = problem.location
            let kind = problem.isError ? "spec-error" : "spec-warning"
            out +=
                "    <testcase classname=\"\(suite)\" name=\"\(kind) \(Escape.xml(location.description))\" file=\"\(Escape.xml(context.relative(location.file)))\" line=\"\(location.line)\""
            let element = problem.isError ? "error" : context.strict ? "failure" : nil
            if let element {
                out +=
                    ">\n      <\(element) type=\"\(kind)\" message=\"\(Escape.xml(problem.message))\">\(Escape.xml(problem.rendered))</\(element)>\n    </testcase>\n"
            } else {
                out += ">\n      <system-out>\(Escape.xml(problem.rendered))</system-out>\n    </testcase>\n"
            }
        }
        // Each project finding is a test case of its own, named by its rule and place.
        for finding in result.projectFindings {
            let location = finding.location
            out +=
                "    <testcase classname=\"\(suite)\" name=\"\(finding.rule.rawValue) \(Escape.xml(context.relative(location.file))):\(location.line)\" file=\"\(Escape.xml(context.relative(location.file)))\" line=\"\(location.line)\">\n"
            if let waiver = finding.waiver {
                out += "      <skipped message=\"\(Escape.xml("waived: \(waiver.reason)"))\"/>\n"
            } else if context.level(finding.severity) == .error {
                out += "      <failure type=\"\(finding.rule.rawValue)\" message=\"\(Escape.xml(finding.message))\">"
                out += Escape.xml("\(location.description): \(finding.message)") + "</failure>\n"
            } else {
                out += "      <system-out>\(Escape.xml(finding.message))</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        for style in result.styles {
            let location = style.style.location
            out +=
                "    <testcase classname=\"\(suite)\" name=\"\(Escape.xml(style.style.name))\" file=\"\(Escape.xml(context.relative(location.file)))\" line=\"\(location.line)\""
            let failures = style.findings.filter { context.level($0.severity) == .error && $0.waiver == nil }
            let waived = style.findings.filter { $0.waiver != nil && $0.severity == .error }
            let others = style.findings.filter { context.level($0.severity) != .error && $0.waiver == nil }
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
