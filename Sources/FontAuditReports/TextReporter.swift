import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The default report: a line per style, compiler-style findings, the buying list, a summary. Every name
/// from a font or a spec is made safe for a terminal, and no line can start a CI workflow command.
package struct TextReporter: Reporter {
    /// `--quiet`: only the compiler-style lines of the findings that fail the run (errors, and warnings under
    /// --strict), nothing for a run that passes.
    var onlyWhatFails = false

    package init(onlyWhatFails: Bool = false) { self.onlyWhatFails = onlyWhatFails }

    package func render(_ result: AuditResult, context: ReportContext) -> String {
        if onlyWhatFails { return failingLines(result, context: context) }
        let marks = Marks(context.terminal)
        let nowLabels = result.styles.map(nowLabel)
        let names = result.styles.map { Terminal.sanitize($0.style.name) }
        let nameWidth = min(40, names.map(\.displayWidth).max().map { max(8, $0) } ?? 8)
        let nowWidth = min(44, nowLabels.map(\.displayWidth).max().map { max(20, $0) } ?? 20)
        // Written as bytes: a String grown by a few hundred small appends cost twice the whole audit.
        var out = ReportBuffer(capacity: result.styles.count * 200 + 1024)
        for ((style, name), now) in zip(zip(result.styles, names), nowLabels) {
            out.append(marks.status(of: style))
            out.append(" ")
            out.appendPadded(name, to: nameWidth)
            out.append("  ")
            out.append(style.hasOwnFace || style.isPlatformFont ? marks.pass : marks.fail)
            out.append(" ")
            out.appendPadded(now, to: nowWidth)
            out.append("  Bold Text ")
            out.append(boldText(style, marks: marks))
            out.append("\n")
        }
        let findings = result.styles.flatMap(\.findings)
        if !findings.isEmpty {
            out.append("\n")
            for finding in findings { out.append(findingLine(finding, terminal: context.terminal)) }
        }
        if !result.projectFindings.isEmpty {
            out.append("\n" + context.terminal.bold("Project") + ":\n")
            for finding in result.projectFindings { out.append(projectLine(finding, terminal: context.terminal)) }
        }
        if !result.missingFaces.isEmpty {
            BuyingListText.write(result.missingFaces, terminal: context.terminal, to: &out)
        }
        out.append("\n")
        out.append(summary(result, context: context))
        return WorkflowCommandGuard.defuse(out.finishString())
    }

    private func failingLines(_ result: AuditResult, context: ReportContext) -> String {
        let fails = { (finding: Finding) in finding.waiver == nil && context.level(finding.severity) == .error }
        var out = ""
        for finding in result.styles.flatMap(\.findings) where fails(finding) {
            out += findingLine(finding, terminal: context.terminal)
        }
        for finding in result.projectFindings where fails(finding) {
            out += projectLine(finding, terminal: context.terminal)
        }
        return WorkflowCommandGuard.defuse(out)
    }

    /// The marks of the style lines, coloured once.
    private struct Marks {
        var pass, fail, warn, waived: String
        init(_ t: Terminal) { (pass, fail, warn, waived) = (t.green("✓"), t.red("✗"), t.yellow("!"), t.dim("~")) }

        func status(of style: StyleResult) -> String {
            switch style.status {
            case .fail: return fail
            case .warn: return warn
            case .pass: return style.waivedCount > 0 ? waived : pass
            }
        }
    }

    /// "Audit Sans SemiBold (600)" for the face used now, or the face that is missing.
    private func nowLabel(_ style: StyleResult) -> String {
        if style.isPlatformFont, style.family.isEmpty { return "the platform's default font" }
        if style.isPlatformFont { return "\(Terminal.sanitize(style.family)) (the platform's font)" }
        if style.face == nil, style.isLikelyTypo { return "\(Terminal.sanitize(style.family)) (misspelt?)" }
        return style.face.map(\.auditLabel) ?? wanted(family: style.family, weight: style.weight, italic: style.italic)
    }

    /// "Open Sans Black Italic (900 italic)", for a face that is not installed.
    private func wanted(family: String, weight: Int, italic: Bool) -> String {
        "\(Terminal.sanitize(family)) \(FaceNaming.styleName(weight: weight, italic: italic)) (\(FaceNaming.weightLabel(weight, italic: italic)))"
    }

    private func boldText(_ style: StyleResult, marks: Marks) -> String {
        if style.isPlatformFont { return "\(marks.pass) the platform's own" }
        if style.isIconFont, style.boldTextWeight == nil { return "\(marks.pass) an icon or emoji font (not text)" }
        guard let weight = style.boldTextWeight else {
            if style.hasNoFaceForBoldText { return "\(marks.fail) not checked: no face to make heavier" }
            return "\(marks.pass) stays \(style.weight) (no heavier weight)"
        }
        if style.boldTextKeepsFace, let now = style.face {
            return "\(marks.fail) stays \(now.auditLabel) (its code keeps the weight)"
        }
        guard let face = style.boldTextFace else {
            // Declared with no file to read (downloadable): shown, by the name it is declared under.
            if let own = style.boldTextOwnFace {
                return "\(marks.pass) → \(wanted(family: style.family, weight: own.weight, italic: own.italic))"
            }
            // A misspelt family names no face: there is nothing to buy until its name is fixed.
            if style.isLikelyTypo { return "\(marks.fail) → not installed" }
            return "\(marks.fail) → \(wanted(family: style.family, weight: weight, italic: style.italic)) missing"
        }
        return "\(style.boldTextIsSubstitute ? marks.warn : marks.pass) → \(face.auditLabel)"
    }

    /// "spec.json:12:5: error: [title] Bold Text needs …", as a compiler writes it. Messages quote the spec's
    /// own strings (a family that is not installed), so they are sanitized too.
    private func findingLine(_ finding: Finding, terminal: Terminal) -> String {
        compilerLine(
            finding.location, severity: finding.severity, waiver: finding.waiver,
            tag: Terminal.sanitize(finding.style), message: finding.message, terminal: terminal)
    }

    /// "project.pbxproj:17:6: error: [declared-font-missing] UIAppFonts lists …".
    private func projectLine(_ finding: Finding, terminal: Terminal) -> String {
        compilerLine(
            finding.location, severity: finding.severity, waiver: finding.waiver, tag: finding.rule.id,
            message: finding.message, terminal: terminal)
    }

    private func compilerLine(
        _ location: SourceLocation, severity: Finding.Severity, waiver: Waiver?, tag: String, message: String,
        terminal t: Terminal
    ) -> String {
        let label: String
        switch severity {
        case _ where waiver != nil: label = t.dim("waived")
        case .error: label = t.red("error")
        case .warning: label = t.yellow("warning")
        case .note: label = t.dim("note")
        }
        var line = "\(Terminal.sanitize(location.file)):\(location.line):\(location.column): \(label): "
        line += "[\(tag)] \(Terminal.sanitize(message))"
        if let waiver { line += " (waiver: \(Terminal.sanitize(waiver.reason)))" }
        return line + "\n"
    }

    /// The closing line every format shares: the counts, the input warnings, and under --strict which of
    /// them fail the run, so the report says what the exit code does.
    package func summary(_ result: AuditResult, context: ReportContext) -> String {
        let n = result.styles.count
        var line =
            "\(n) style\(n == 1 ? "" : "s"): \(result.passed) passed, \(result.failed) failed, \(result.warned) with warnings"
        let waived = result.waivedCount
        if waived > 0 { line += ", \(waived) finding\(waived == 1 ? "" : "s") waived" }
        let missing = result.missingFaces.count
        if missing > 0 { line += "; \(missing) face\(missing == 1 ? "" : "s") missing" }
        let project = result.projectErrors + result.projectWarnings
        if project > 0 { line += "; \(project) project finding\(project == 1 ? "" : "s")" }
        if let sources = result.sources, sources.callsNotChecked > 0 {
            line +=
                "; \(sources.callsNotChecked) font call\(sources.callsNotChecked == 1 ? "" : "s") not checked (decided at run time)"
        }
        let errors = context.inputErrors
        let warnings = context.inputWarnings
        if errors > 0 { line += "; \(errors) input error\(errors == 1 ? "" : "s")" }
        if warnings > 0 { line += "; \(warnings) input warning\(warnings == 1 ? "" : "s")" }
        if !result.hasFailures && errors == 0 && context.failsRun(result) {  // only warnings, under --strict
            line += "; warnings fail the run under --strict"
        }
        return line + ".\n"
    }
}

/// The buying list as text: grouped by family in the order first needed, roman before italic, light to heavy.
enum BuyingListText {
    /// The faces by family, families in the order first needed, each roman before italic and light to heavy: how
    /// every report lists them.
    static func byFamily(_ missingFaces: [MissingFace]) -> [[MissingFace]] {
        var order: [String] = []
        var groups: [String: [MissingFace]] = [:]
        for face in missingFaces {
            let key = FamilyName.normalized(face.family)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(face)
        }
        return order.map { key in
            groups[key]!.sorted { ($0.italic ? 1 : 0, $0.weight) < ($1.italic ? 1 : 0, $1.weight) }
        }
    }

    static func write(_ missingFaces: [MissingFace], terminal t: Terminal, to out: inout ReportBuffer) {
        out.append("\n" + t.bold("Missing faces") + " (\(missingFaces.count) to install or buy):\n")
        for group in byFamily(missingFaces) {
            out.append("  " + t.bold(Terminal.sanitize(group[0].family)) + "\n")
            let nameColumn = group.map { Terminal.sanitize($0.name).displayWidth }.max() ?? 0
            let psColumn = group.map { Terminal.sanitize($0.postscriptName).displayWidth }.max() ?? 0
            for face in group {
                out.append("    ")
                out.appendPadded(Terminal.sanitize(face.name), to: nameColumn)
                out.append("  ")
                out.appendPadded(FaceNaming.weightLabel(face.weight, italic: face.italic), to: 10)
                out.append("  ")
                out.appendPadded(Terminal.sanitize(face.postscriptName), to: psColumn)
                out.append("  needed by " + face.neededBy.map(Terminal.sanitize).joined(separator: ", ") + "\n")
            }
        }
    }
}

extension ReportBuffer {
    /// `text` left-aligned in a column of `width` terminal columns (never truncated): CJK and emoji take two
    /// columns a character, combining marks none (`DisplayWidth`).
    mutating func appendPadded(_ text: String, to width: Int) {
        append(text)
        spaces(width - text.displayWidth)
    }
}
