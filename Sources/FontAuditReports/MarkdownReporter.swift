import FontAuditModel
import FontAuditSystem
import FontCatalog

/// A report fit for a pull-request comment or `$GITHUB_STEP_SUMMARY`: a summary line, a table of styles and
/// the buying list.
package struct MarkdownReporter: Reporter {
    package init() {}

    package func render(_ result: AuditResult, context: ReportContext) -> String {
        let spec = Escape.markdown(context.relative(context.specFile))
        var out = "## fontaudit: \(spec)\n\n"
        let verdict: String
        if context.inputErrors > 0 {
            verdict = "❌ The input has errors; no style was audited."
        } else if result.failed > 0 {
            verdict = "❌ \(result.failed) of \(result.styles.count) styles fail Bold Text."
        } else if result.projectErrors > 0 {
            verdict = "❌ The project's font declarations have errors."
        } else if context.failsRun(result) {
            verdict = "❌ Warnings fail the run under --strict."
        } else {
            verdict = "✅ Every style has its face and its Bold Text counterpart."
        }
        out += "\(verdict) \(TextReporter().summary(result, context: context).trimmingCharacters(in: "\n"))"
        out += " Policy `\(context.options.policy.name.rawValue)`, match `\(context.options.match.rawValue)`.\n\n"
        out += "| | Style | Face now | Bold Text face |\n|---|---|---|---|\n"
        for style in result.styles {
            let mark: String
            switch style.status {
            case .pass: mark = style.findings.contains { $0.waiver != nil } ? "➖" : "✅"
            case .warn: mark = "⚠️"
            case .fail: mark = "❌"
            }
            // A misspelt family names no face to buy, so none is shown as missing.
            let typo = style.isLikelyTypo ? "✗ " + Escape.markdown(style.family) + " (misspelt?)" : nil
            let now =
                style.face.map {
                    "✓ " + Escape.markdown($0.displayName)
                        + " (\(FaceNaming.weightLabel($0.weight, italic: $0.italic)))"
                }
                ?? typo
                ?? (style.hasOwnFace ? "✓ " : "✗ ")
                + Escape.markdown(
                    MissingFace(family: style.family, weight: style.weight, italic: style.italic, neededBy: []).name)
                + " (\(FaceNaming.weightLabel(style.weight, italic: style.italic)))"
            let bold: String
            if style.boldTextKeepsFace, let face = style.face {
                bold =
                    "✗ stays " + Escape.markdown(face.displayName)
                    + " (\(FaceNaming.weightLabel(face.weight, italic: face.italic))): its code keeps the weight"
            } else if let weight = style.boldTextWeight {
                bold =
                    style.boldTextFace.map {
                        "✓ " + Escape.markdown($0.displayName)
                            + " (\(FaceNaming.weightLabel($0.weight, italic: $0.italic)))"
                    }
                    ?? typo
                    ?? style.boldTextOwnFace.map { own in
                        "✓ "
                            + Escape.markdown(
                                MissingFace(family: style.family, weight: own.weight, italic: own.italic, neededBy: [])
                                    .name) + " (\(FaceNaming.weightLabel(own.weight, italic: own.italic)))"
                    }
                    ?? "✗ "
                    + Escape.markdown(
                        MissingFace(family: style.family, weight: weight, italic: style.italic, neededBy: []).name)
                    + " (\(FaceNaming.weightLabel(weight, italic: style.italic)))"
            } else {
                bold = style.hasNoFaceForBoldText ? "✗ not checked: no face" : "stays \(style.weight)"
            }
            out += "| \(mark) | \(Escape.markdown(style.style.name)) | \(now) | \(bold) |\n"
        }
        let missing = result.missingFaces
        if !missing.isEmpty {
            out += "\n### Missing faces (\(missing.count) to install or buy)\n\n"
            out += "| Face | Weight | PostScript name | Needed by |\n|---|---|---|---|\n"
            for face in missing {
                out +=
                    "| \(Escape.markdown(face.name)) | \(FaceNaming.weightLabel(face.weight, italic: face.italic)) | \(Escape.markdown(face.postscriptName)) | \(face.neededBy.map(Escape.markdown).joined(separator: ", ")) |\n"
            }
        }
        if !result.projectFindings.isEmpty {
            out += "\n### Project findings (\(result.projectFindings.count))\n\n"
            for finding in result.projectFindings {
                let place =
                    "\(context.relative(finding.location.file)):\(finding.location.line):\(finding.location.column)"
                let waived = finding.waiver.map { " — waived: _\(Escape.markdown($0.reason))_" } ?? ""
                out +=
                    "- \(finding.severity == .error && finding.waiver == nil ? "❌" : "⚠️") `\(finding.rule.rawValue)` \(Escape.markdownCode(place)) \(Escape.markdown(finding.message))\(waived)\n"
            }
        }
        let waived = result.waivedFindings
        if !waived.isEmpty {
            out += "\n### Waived (\(waived.count))\n\n"
            for finding in waived {
                out +=
                    "- **\(Escape.markdown(finding.style))**: \(Escape.markdown(finding.message)) — _\(Escape.markdown(finding.waiver!.reason))_\n"
            }
        }
        for (title, isError) in [("Errors", true), ("Warnings", false)] {
            let problems = context.problems.filter { $0.isError == isError }
            if problems.isEmpty { continue }
            out += "\n### \(title)\n\n"
            for problem in problems {
                out +=
                    "- `\(Escape.markdown(context.relative(problem.location.file))):\(problem.location.line):\(problem.location.column)` \(Escape.markdown(problem.message))\n"
            }
        }
        return out
    }
}
