import FontCatalog

/// The default report: a line per style, compiler-style findings, the buying list, a summary.
struct TextReporter: Reporter {
    func render(_ result: AuditResult, context: ReportContext) -> String {
        let t = context.terminal
        var out = ""
        // A line per style and about one finding each: reserve once rather than regrow a large report.
        out.reserveCapacity(result.styles.count * 400 + 1024)
        let nowLabels = result.styles.map(now)
        // Closures, not key paths: key-path application is slow enough to show on a 5,000-style spec.
        let nameWidth = min(40, max(8, result.styles.map { $0.style.name.unicodeScalars.count }.max() ?? 8))
        let nowWidth = min(44, max(20, nowLabels.map { $0.unicodeScalars.count }.max() ?? 20))
        for (style, nowLabel) in zip(result.styles, nowLabels) {
            let waived = style.findings.contains { $0.waiver != nil }
            let mark = style.status == .fail ? t.red("✗") : style.status == .warn ? t.yellow("!") : waived ? t.dim("~") : t.green("✓")
            let ownMark = style.face != nil ? t.green("✓") : t.red("✗")
            let boldMark = style.boldTextWeight == nil || style.boldTextFace != nil
                ? (style.boldTextFace != nil && style.boldTextFace!.weight < (style.boldTextWeight ?? 0) || style.findings.contains { $0.rule == .heavierSubstitute } ? t.yellow("!") : t.green("✓"))
                : t.red("✗")
            out += "\(mark) \(Terminal.sanitize(style.style.name).padding(nameWidth))  \(ownMark) \(nowLabel.padding(nowWidth))  "
            out += "Bold Text \(boldMark) \(bold(style))\n"
        }
        let findings = result.styles.flatMap(\.findings)
        if !findings.isEmpty {
            out += "\n"
            for finding in findings {
                let severity: String
                switch finding.severity {
                case _ where finding.waiver != nil: severity = t.dim("waived")
                case .error: severity = t.red("error")
                case .warning: severity = t.yellow("warning")
                case .note: severity = t.dim("note")
                }
                // Messages quote the spec's own strings (a family that is not installed), so they are sanitized too.
                var line = "\(Terminal.sanitize(finding.location.description)): \(severity): [\(Terminal.sanitize(finding.style))] \(Terminal.sanitize(finding.message))"
                if let waiver = finding.waiver { line += " (waiver: \(Terminal.sanitize(waiver.reason)))" }
                out += line + "\n"
            }
        }
        if !result.missingFaces.isEmpty {
            out += "\n" + t.bold("Missing faces") + " (\(result.missingFaces.count) to install or buy):\n"
            var order: [String] = []
            var groups: [String: [MissingFace]] = [:]
            for face in result.missingFaces {
                let key = FamilyName.normalized(face.family)
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(face)
            }
            for key in order {
                let faces = groups[key]!.sorted { ($0.italic ? 1 : 0, $0.weight) < ($1.italic ? 1 : 0, $1.weight) }
                out += "  " + t.bold(Terminal.sanitize(faces[0].family)) + "\n"
                let nameColumn = faces.map { $0.name.count }.max() ?? 0
                let psColumn = faces.map { $0.postscriptName.count }.max() ?? 0
                for face in faces {
                    out += "    \(Terminal.sanitize(face.name).padding(nameColumn))  \(FaceNaming.weightLabel(face.weight, italic: face.italic).padding(10))  "
                    out += "\(Terminal.sanitize(face.postscriptName).padding(psColumn))  needed by \(face.neededBy.map(Terminal.sanitize).joined(separator: ", "))\n"
                }
            }
        }
        out += "\n" + summary(result)
        return out
    }

    private func now(_ style: StyleResult) -> String {
        if let face = style.face { return face.auditLabel }
        let wanted = MissingFace(family: style.family, weight: style.weight, italic: style.italic, neededBy: [])
        return "\(Terminal.sanitize(wanted.name)) (\(FaceNaming.weightLabel(style.weight, italic: style.italic)))"
    }

    private func bold(_ style: StyleResult) -> String {
        guard let weight = style.boldTextWeight else { return "stays \(style.weight) (no heavier weight)" }
        if let face = style.boldTextFace { return "→ " + face.auditLabel }
        let wanted = MissingFace(family: style.family, weight: weight, italic: style.italic, neededBy: [])
        return "→ \(Terminal.sanitize(wanted.name)) (\(FaceNaming.weightLabel(weight, italic: style.italic))) missing"
    }

    func summary(_ result: AuditResult) -> String {
        let n = result.styles.count
        var line = "\(n) style\(n == 1 ? "" : "s"): \(result.passed) passed, \(result.failed) failed, \(result.warned) with warnings"
        let waived = result.styles.reduce(0) { $0 + $1.findings.count { $0.waiver != nil } }
        if waived > 0 { line += ", \(waived) finding\(waived == 1 ? "" : "s") waived" }
        let missing = result.missingFaces.count
        if missing > 0 {
            line += "; \(missing) face\(missing == 1 ? "" : "s") missing"
        }
        return line + ".\n"
    }
}
