import FontAuditModel
import FontAuditSystem
import FontCatalog

/// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers. Every result points at the style's line
/// and column in the spec; fingerprints do not depend on line numbers, so they survive edits.
package struct SARIFReporter: Reporter {
    package init() {}

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let informationUri = "https://github.com/fontaudit/fontaudit"
    /// Input warnings (unknown keys, waivers) are reported under this rule.
    static let inputRule = "spec-warning"
    /// The input error that stopped the run, so `upload-sarif` still has a file to upload.
    static let inputErrorRule = "spec-error"

    package func render(_ result: AuditResult, context: ReportContext) -> String {
        document(result, context: context).rendered() + "\n"
    }

    /// Written in pieces of at most about a megabyte, each result made as it is written (`JSONValue.objects`): an app
    /// of 50,000 styles is never held as a tree of all its results.
    package func stream(_ result: AuditResult, context: ReportContext, _ emit: (String) -> Void) {
        document(result, context: context).stream(emit)
        emit("\n")
    }

    package func stream(_ result: AuditResult, context: ReportContext, to sink: any TextSink) {
        document(result, context: context).stream(to: sink)
        sink.write("\n")
    }

    private func document(_ result: AuditResult, context: ReportContext) -> JSONValue {
        let rules = context.rules
        var ruleEntries: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.rawValue)),
                (
                    "name",
                    .string(
                        rule.title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
                ),
                ("shortDescription", .object([("text", .string(rule.title))])),
                ("fullDescription", .object([("text", .string(rule.help))])),
                ("help", .object([("text", .string(rule.help)), ("markdown", .string(rule.help))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ])
        }
        ruleEntries.append(
            .object([
                ("id", .string(Self.inputRule)),
                ("name", .string("SpecWarning")),
                ("shortDescription", .object([("text", .string("Spec or waiver warning"))])),
                (
                    "fullDescription",
                    .object([
                        (
                            "text",
                            .string("An unknown key in the spec, or a waiver that has expired or matches no finding.")
                        )
                    ])
                ),
                ("help", .object([("text", .string("Fix the key, or remove or renew the waiver."))])),
                ("defaultConfiguration", .object([("level", .string("warning"))])),
            ]))
        ruleEntries.append(
            .object([
                ("id", .string(Self.inputErrorRule)),
                ("name", .string("SpecError")),
                ("shortDescription", .object([("text", .string("Spec, token or baseline error"))])),
                (
                    "fullDescription",
                    .object([
                        ("text", .string("An input file could not be read or is not valid; no style was audited."))
                    ])
                ),
                ("help", .object([("text", .string("Fix the file at the location given."))])),
                ("defaultConfiguration", .object([("level", .string("error"))])),
            ]))

        let findings = result.findings
        let problems = context.problems
        let results = JSONValue.objects(count: findings.count + problems.count) { i in
            i < findings.count
                ? resultObject(findings[i], context: context)
                : problemObject(problems[i - findings.count], context: context)
        }
        let run = JSONValue.object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("fontaudit")),
                            ("version", .string(FontAuditVersion.current)),
                            ("semanticVersion", .string(FontAuditVersion.current)),
                            ("informationUri", .string(Self.informationUri)),
                            ("rules", .array(ruleEntries)),
                        ])
                    )
                ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", results),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    private func resultObject(_ finding: Finding, context: ReportContext) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.rule.rawValue)),
            ("ruleIndex", .int(context.rules.firstIndex(of: finding.rule)!)),
            ("level", .string(level(finding.waiver == nil ? context.level(finding.severity) : finding.severity))),
            ("message", .object([("text", .string(finding.labeledMessage))])),
            ("locations", .array([location(finding.location, context: context)])),
            ("partialFingerprints", .object([("fontaudit/v1", .string(fingerprint(finding)))])),
        ]
        if finding.isProjectFinding {
            if let path = finding.path { members.append(("properties", .object([("path", .string(path))]))) }
        } else {
            members.append(
                (
                    "properties",
                    .object([
                        ("style", .string(finding.style)),
                        ("family", .string(finding.family)),
                        ("weight", .int(finding.weight)),
                        ("italic", .bool(finding.italic)),
                    ])
                ))
        }
        if let waiver = finding.waiver {
            members.append(("suppressions", Self.suppressions(waiver)))
        }
        return .object(members)
    }

    /// A problem with the inputs, under `inputRule` or `inputErrorRule` (listed after the audit's rules).
    private func problemObject(_ problem: LocatedWarning, context: ReportContext) -> JSONValue {
        let rule = problem.isError ? Self.inputErrorRule : Self.inputRule
        return .object([
            ("ruleId", .string(rule)),
            ("ruleIndex", .int(context.rules.count + (problem.isError ? 1 : 0))),
            ("level", .string(level(problem.isError ? .error : context.level(.warning)))),
            ("message", .object([("text", .string(problem.message))])),
            ("locations", .array([location(problem.location, context: context)])),
            (
                "partialFingerprints",
                .object([("fontaudit/v1", .string(Fingerprint.of("\(rule)|\(problem.message)")))])
            ),
        ])
    }

    /// A waived result: accepted, with the waiver's reason.
    static func suppressions(_ waiver: Waiver) -> JSONValue {
        .array([
            .object([
                ("kind", .string("external")), ("status", .string("accepted")),
                ("justification", .string(waiver.reason)),
            ])
        ])
    }

    private func level(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private func location(_ location: SourceLocation, context: ReportContext) -> JSONValue {
        let path = context.relative(location.file)
        var artifact: [(String, JSONValue)] = []
        if path.hasPrefix("/") {
            artifact.append(("uri", .string("file://" + Self.percentEncode(path))))
        } else {
            artifact.append(("uri", .string(Self.percentEncode(path))))
            artifact.append(("uriBaseId", .string("%SRCROOT%")))
        }
        return .object([
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", .object(artifact)),
                    ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
                ])
            )
        ])
    }

    /// The same finding on the same style gets the same fingerprint, wherever the style moves in the file.
    /// Stable across line moves: a style's finding by its style, family and weights; a project finding by its
    /// subject.
    private func fingerprint(_ finding: Finding) -> String {
        if let subject = finding.subject { return Fingerprint.of("\(finding.rule.rawValue)|\(subject)") }
        let need = finding.needs.map { "\($0.weight)\($0.italic ? "i" : "")" } ?? ""
        return Fingerprint.of(
            "\(finding.rule.rawValue)|\(finding.style)|\(FamilyName.normalized(finding.family))|\(finding.weight)|\(finding.italic)|\(need)"
        )
    }

    /// RFC 3986: keep unreserved characters and "/", percent-encode the rest (spaces, brackets, non-ASCII).
    static func percentEncode(_ path: String) -> String {
        var out = ""
        // A file name byte that is not UTF-8 is kept as a stand-in scalar (`isRawFileNameByte`): it is encoded
        // as the byte it stands for, so the URI names the file on disk.
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if scalar.isRawFileNameByte {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - 0x10FF00))
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
