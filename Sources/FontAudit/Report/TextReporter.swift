import FontCatalog

/// The default report: a line per style, compiler-style findings, the buying list, a summary.
struct TextReporter: Reporter {
    func render(_ result: AuditResult, context: ReportContext) -> String {
        String(decoding: renderUTF8(result, context: context), as: UTF8.self)
    }

    func renderUTF8(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        let t = context.terminal
        // A line per style and about one finding each: reserve once rather than regrow a large report.
        var out = ReportBuffer(capacity: result.styles.count * 400 + 1024)
        let nameWidth = min(40, max(8, result.styles.map { $0.style.name.unicodeScalars.count }.max() ?? 8))
        var scratch = ReportBuffer(capacity: 256)
        var nowWidth = 20
        for style in result.styles { nowWidth = max(nowWidth, nowLabelWidth(style, scratch: &scratch)) }
        nowWidth = min(44, nowWidth)
        let marks = (pass: t.green("✓"), fail: t.red("✗"), warn: t.yellow("!"), waived: t.dim("~"))
        for style in result.styles {
            let status = style.status
            out.append(status == .fail ? marks.fail : status == .warn ? marks.warn : style.waivedCount > 0 ? marks.waived : marks.pass)
            out.append(UInt8(ascii: " "))
            out.appendSanitized(style.style.name, padTo: nameWidth)
            out.append("  ")
            out.append(style.face != nil ? marks.pass : marks.fail)
            out.append(UInt8(ascii: " "))
            let nowStart = out.count
            if let face = style.face {
                appendLabel(face, to: &out)
            } else {
                appendWanted(family: style.family, weight: style.weight, italic: style.italic, to: &out)
            }
            out.spaces(nowWidth - out.scalars(since: nowStart))
            out.append("  Bold Text ")
            appendBold(style, marks: marks, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        var hasFindings = false
        for style in result.styles {
            for finding in style.findings {
                if !hasFindings { out.append(UInt8(ascii: "\n")); hasFindings = true }
                let severity: String
                switch finding.severity {
                case _ where finding.waiver != nil: severity = t.dim("waived")
                case .error: severity = t.red("error")
                case .warning: severity = t.yellow("warning")
                case .note: severity = t.dim("note")
                }
                // Messages quote the spec's own strings (a family that is not installed), so they are sanitized too.
                out.appendSanitized(finding.location.file)
                out.append(UInt8(ascii: ":"))
                out.append(finding.location.line)
                out.append(UInt8(ascii: ":"))
                out.append(finding.location.column)
                out.append(": ")
                out.append(severity)
                out.append(": [")
                out.appendSanitized(finding.style)
                out.append("] ")
                out.appendSanitized(finding.message)
                if let waiver = finding.waiver {
                    out.append(" (waiver: ")
                    out.appendSanitized(waiver.reason)
                    out.append(UInt8(ascii: ")"))
                }
                out.append(UInt8(ascii: "\n"))
            }
        }
        if !result.missingFaces.isEmpty {
            appendBuyingList(result.missingFaces, terminal: t, to: &out)
        }
        out.append(UInt8(ascii: "\n"))
        out.append(summary(result))
        return out.finish()
    }

    private func appendBuyingList(_ missingFaces: [MissingFace], terminal t: Terminal, to out: inout ReportBuffer) {
        out.append("\n" + t.bold("Missing faces") + " (\(missingFaces.count) to install or buy):\n")
        var order: [String] = []
        var groups: [String: [MissingFace]] = [:]
        for face in missingFaces {
            let key = FamilyName.normalized(face.family)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(face)
        }
        for key in order {
            let faces = groups[key]!.sorted { ($0.italic ? 1 : 0, $0.weight) < ($1.italic ? 1 : 0, $1.weight) }
            out.append("  " + t.bold(Terminal.sanitize(faces[0].family)) + "\n")
            let names = faces.map(\.name), postscriptNames = faces.map(\.postscriptName)
            let nameColumn = names.map(\.count).max() ?? 0
            let psColumn = postscriptNames.map(\.count).max() ?? 0
            for (i, face) in faces.enumerated() {
                out.append("    ")
                out.appendSanitized(names[i], padTo: nameColumn)
                out.append("  ")
                out.appendWeightLabel(face.weight, italic: face.italic, padTo: 10)
                out.append("  ")
                out.appendSanitized(postscriptNames[i], padTo: psColumn)
                out.append("  needed by ")
                for (j, style) in face.neededBy.enumerated() {
                    if j > 0 { out.append(", ") }
                    out.appendSanitized(style)
                }
                out.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// "Audit Sans SemiBold (600)": `FontFace.auditLabel`, written in place.
    private func appendLabel(_ face: FontFace, to out: inout ReportBuffer) {
        out.appendSanitized(face.displayName)
        out.append(" (")
        out.appendWeightLabel(face.weight, italic: face.italic)
        out.append(UInt8(ascii: ")"))
    }

    /// "Open Sans Black Italic (900 italic)", for a face that is not installed.
    private func appendWanted(family: String, weight: Int, italic: Bool, to out: inout ReportBuffer) {
        out.appendSanitized(family)
        out.append(UInt8(ascii: " "))
        out.append(FaceNaming.styleName(weight: weight, italic: italic))
        out.append(" (")
        out.appendWeightLabel(weight, italic: italic)
        out.append(UInt8(ascii: ")"))
    }

    private func appendBold(_ style: StyleResult, marks: (pass: String, fail: String, warn: String, waived: String),
                            to out: inout ReportBuffer) {
        guard let weight = style.boldTextWeight else {
            out.append(marks.pass)
            out.append(" stays ")
            out.append(style.weight)
            out.append(" (no heavier weight)")
            return
        }
        guard let face = style.boldTextFace else {
            out.append(marks.fail)
            out.append(" → ")
            appendWanted(family: style.family, weight: weight, italic: style.italic, to: &out)
            out.append(" missing")
            return
        }
        let substitute = face.weight < weight || style.findings.contains { $0.rule == .heavierSubstitute }
        out.append(substitute ? marks.warn : marks.pass)
        out.append(" → ")
        appendLabel(face, to: &out)
    }

    /// The width of the "now" column's label, in scalars, as `appendLabel` or `appendWanted` will write it.
    private func nowLabelWidth(_ style: StyleResult, scratch: inout ReportBuffer) -> Int {
        scratch.removeAll()
        if let face = style.face { appendLabel(face, to: &scratch) } else {
            appendWanted(family: style.family, weight: style.weight, italic: style.italic, to: &scratch)
        }
        return scratch.scalars(since: 0)
    }

    func summary(_ result: AuditResult) -> String {
        let n = result.styles.count
        var line = "\(n) style\(n == 1 ? "" : "s"): \(result.passed) passed, \(result.failed) failed, \(result.warned) with warnings"
        let waived = result.waivedCount
        if waived > 0 { line += ", \(waived) finding\(waived == 1 ? "" : "s") waived" }
        let missing = result.missingFaces.count
        if missing > 0 {
            line += "; \(missing) face\(missing == 1 ? "" : "s") missing"
        }
        return line + ".\n"
    }
}
