import FontAuditModel
import FontAuditSystem
import FontCatalog

/// `--format json`: summary, styles and missingFaces, the documented contract.
package struct JSONReporter: Reporter {
    /// `referenceTree`: build each style's object as a `JSONValue` first, the plain path that the direct writer
    /// (`writeStyle`) is tested against.
    package let referenceTree: Bool

    package init(referenceTree: Bool = false) { self.referenceTree = referenceTree }

    package func render(_ result: AuditResult, context: ReportContext) -> String {
        report(result, context: context).rendered() + "\n"
    }

    /// Written in pieces of at most about a megabyte, the styles made one at a time (`JSONValue.objects`).
    package func stream(_ result: AuditResult, context: ReportContext, _ emit: (String) -> Void) {
        report(result, context: context).stream(emit)
        emit("\n")
    }

    package func stream(_ result: AuditResult, context: ReportContext, to sink: any TextSink) {
        report(result, context: context).stream(to: sink)
        sink.write("\n")
    }

    private func report(_ result: AuditResult, context: ReportContext) -> JSONValue {
        let isApp = result.sources != nil
        var summaryMembers: [(String, JSONValue)] = [
            ("styles", .int(result.styles.count)),
            ("passed", .int(result.passed)),
            ("failed", .int(result.failed)),
            ("warnings", .int(result.warned)),
            ("waived", .int(result.waivedStyleFindings)),
            ("inputErrors", .int(context.inputErrors)),
            ("inputWarnings", .int(context.inputWarnings)),
        ]
        // App audits add their own keys; a spec audit's JSON keeps its documented shape.
        if isApp { summaryMembers.append(("projectFindings", .int(result.projectFindings.count))) }
        let summary = JSONValue.object(summaryMembers)
        // Findings about the inputs rather than a style: a spec error (the run stopped), unknown keys,
        // waivers that expired or match nothing, font files that were skipped.
        var findings = context.problems.map { problem -> JSONValue in
            .object([
                ("rule", .string(problem.isError ? SARIFReporter.inputErrorRule : SARIFReporter.inputRule)),
                ("severity", .string(problem.isError ? "error" : context.level(.warning).rawValue)),
                ("message", .string(problem.message)),
                ("location", Self.location(problem.location)),
            ])
        }
        // Findings about an app project: a declaration, a font file, a name in code.
        findings += result.projectFindings.map { finding -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("rule", .string(finding.rule.rawValue)),
                ("severity", .string(context.level(finding.severity).rawValue)),
                ("message", .string(finding.message)),
                ("location", Self.location(finding.location)),
                ("path", finding.path.map(JSONValue.string) ?? .null),
            ]
            if let waiver = finding.waiver { members.append(("waived", .string(waiver.reason))) }
            return .object(members)
        }
        let styleResults = result.styles
        let styles =
            referenceTree
            ? JSONValue.objects(count: styleResults.count) { Self.styleJSON(styleResults[$0], isApp: isApp) }
            : JSONValue.writtenObjects(count: styleResults.count) { i, object, out in
                Self.writeStyle(styleResults[i], isApp: isApp, &object, &out)
            }
        let missing = result.missingFaces.map { face -> JSONValue in
            .object([
                ("family", .string(face.family)),
                ("weight", .int(face.weight)),
                ("italic", .bool(face.italic)),
                ("name", .string(face.name)),
                ("postscriptName", .string(face.postscriptName)),
                ("neededBy", .array(face.neededBy.map(JSONValue.string))),
            ])
        }
        var app: [(String, JSONValue)] = []
        if let sources = result.sources {
            let platform = result.platforms.count == 1 ? result.platforms[0].rawValue : "both"
            app = [
                ("platform", .string(platform)),
                ("platforms", .array(result.platforms.map { .string($0.rawValue) })),
                (
                    "sources",
                    .object([
                        ("stylesFromCode", .int(sources.stylesFromCode)),
                        ("callsNotChecked", .int(sources.callsNotChecked)),
                        ("declarations", .int(sources.declarations)),
                        ("fontFiles", .int(sources.fontFiles)),
                    ])
                ),
            ]
        }
        return JSONValue.object(
            [
                ("summary", summary)
            ] + app + [
                ("policy", .string(context.options.policy.name.rawValue)),
                ("match", .string(context.options.match.rawValue)),
                ("strict", .bool(context.strict)),
                ("failsRun", .bool(context.failsRun(result))),
                ("styles", styles),
                ("missingFaces", .array(missing)),
                ("findings", .array(findings)),
            ]
        )
    }

    /// One style's object, as a tree: the reference for `writeStyle`.
    static func styleJSON(_ style: StyleResult, isApp: Bool) -> JSONValue {
        var platform: [(String, JSONValue)] =
            isApp ? [("platform", style.style.platform.map { .string($0.rawValue) } ?? .null)] : []
        // App audits: whether the code lets the style scale and switches it under Bold Text.
        if isApp { platform += Self.responsiveness(style.style) }
        return .object(
            [
                ("name", .string(style.style.name))
            ] + platform + [
                ("family", .string(style.family)),
                ("weight", .int(style.weight)),
                ("italic", .bool(style.italic)),
                ("status", .string(style.status.rawValue)),
                ("boldTextWeight", style.boldTextWeight.map(JSONValue.int) ?? .null),
                ("face", style.face.map(Self.faceJSON) ?? .null),
                ("boldTextFace", style.boldTextFace.map(Self.faceJSON) ?? .null),
                ("location", Self.location(style.style.location)),
                (
                    "findings",
                    .array(
                        style.findings.map { finding in
                            var members: [(String, JSONValue)] = [
                                ("rule", .string(finding.rule.rawValue)),
                                ("severity", .string(finding.severity.rawValue)),
                                ("message", .string(finding.message)),
                            ]
                            if let waiver = finding.waiver { members.append(("waived", .string(waiver.reason))) }
                            return .object(members)
                        })
                ),
            ])
    }

    /// One style's object, written member by member in `styleJSON`'s order.
    static func writeStyle(
        _ style: StyleResult, isApp: Bool, _ object: inout JSONObjectWriter, _ out: inout ReportBuffer
    ) {
        object.string("name", style.style.name, &out)
        if isApp {
            object.value("platform", style.style.platform.map { .string($0.rawValue) } ?? .null, &out)
            // As `responsiveness` has them, written without making its objects.
            Self.writeResponse("scaling", style.style.scaling.map { ($0.label, $0.detail) }, &object, &out)
            Self.writeResponse("boldText", style.style.boldText.map { ($0.label, $0.detail) }, &object, &out)
        }
        object.string("family", style.family, &out)
        object.int("weight", style.weight, &out)
        object.bool("italic", style.italic, &out)
        object.string("status", style.status.rawValue, &out)
        object.value("boldTextWeight", style.boldTextWeight.map(JSONValue.int) ?? .null, &out)
        if let face = style.face {
            object.object("face", &out) { member, out in Self.writeFace(face, &member, &out) }
        } else {
            object.value("face", .null, &out)
        }
        if let face = style.boldTextFace {
            object.object("boldTextFace", &out) { member, out in Self.writeFace(face, &member, &out) }
        } else {
            object.value("boldTextFace", .null, &out)
        }
        object.object("location", &out) { member, out in
            member.string("file", style.style.location.file, &out)
            member.int("line", style.style.location.line, &out)
            member.int("column", style.style.location.column, &out)
        }
        // Each field read where it is: a copy of the finding retained and released every string in it, for
        // each of the 50,000 findings of a large app.
        let findings = style.findings
        object.objects("findings", count: findings.count, &out) { k, member, out in
            member.string("rule", findings[k].rule.rawValue, &out)
            member.string("severity", findings[k].severity.rawValue, &out)
            member.string("message", findings[k].message, &out)
            if findings[k].waiver != nil { member.string("waived", findings[k].waiver!.reason, &out) }
        }
    }

    /// `{status, detail}`, or null when the code was not looked at for it (`responsiveness`).
    private static func writeResponse(
        _ key: StaticString, _ response: (label: String, detail: String)?, _ object: inout JSONObjectWriter,
        _ out: inout ReportBuffer
    ) {
        guard let response else { return object.value(key, .null, &out) }
        object.object(key, &out) { member, out in
            member.string("status", response.label, &out)
            member.string("detail", response.detail, &out)
        }
    }

    private static func writeFace(_ face: FontFace, _ object: inout JSONObjectWriter, _ out: inout ReportBuffer) {
        object.string("name", face.displayName, &out)
        object.string("postscriptName", face.postscriptName, &out)
        object.int("weight", face.weight, &out)
        object.bool("italic", face.italic, &out)
        object.bool("oblique", face.oblique, &out)
        object.bool("variable", face.isVariable, &out)
        object.string("path", face.path, &out)
        object.int("index", face.index, &out)
    }

    /// `{"file", "line", "column"}`, as every located entry of the report gives its place.
    /// `scaling` and `boldText`: `{status, detail}` or null when the code was not looked at for it.
    static func responsiveness(_ style: TextStyle) -> [(String, JSONValue)] {
        [
            (
                "scaling",
                style.scaling.map { .object([("status", .string($0.label)), ("detail", .string($0.detail))]) }
                    ?? .null
            ),
            (
                "boldText",
                style.boldText.map { .object([("status", .string($0.label)), ("detail", .string($0.detail))]) }
                    ?? .null
            ),
        ]
    }

    static func location(_ location: SourceLocation) -> JSONValue {
        .object([
            ("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column)),
        ])
    }

    private static func faceJSON(_ face: FontFace) -> JSONValue {
        .object([
            ("name", .string(face.displayName)),
            ("postscriptName", .string(face.postscriptName)),
            ("weight", .int(face.weight)),
            ("italic", .bool(face.italic)),
            ("oblique", .bool(face.oblique)),
            ("variable", .bool(face.isVariable)),
            ("path", .string(face.path)),
            ("index", .int(face.index)),
        ])
    }
}
