import FontCatalog

/// The default report: a line per style, compiler-style findings, the buying list, a summary.
struct TextReporter: Reporter {
    func render(_ result: AuditResult, context: ReportContext) -> String {
        String(decoding: renderUTF8(result, context: context), as: UTF8.self)
    }

    /// The marks of the style lines, coloured once.
    private struct Marks: Sendable {
        var pass, fail, warn, waived: String
        init(_ t: Terminal) { (pass, fail, warn, waived) = (t.green("✓"), t.red("✗"), t.yellow("!"), t.dim("~")) }
    }

    /// Styles per piece of the report written on one core; a spec smaller than one piece stays on this thread.
    static let piece = 512

    func renderUTF8(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        let pieces = renderPieces(result, context: context)
        var out = ReportBuffer(capacity: pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { out.append(piece) }
        return out.finish()
    }

    /// The report in the pieces it was written in, in order: they go out one after another, without being
    /// joined (a 5,000-style report is 2.4 MB; joining it twice cost 1,200 page faults and two copies).
    func renderPieces(_ result: AuditResult, context: ReportContext) -> [[UInt8]] {
        let t = context.terminal
        let styles = result.styles
        let pieces = (styles.count + Self.piece - 1) / Self.piece
        let workers = pieces > 1 ? Platform.processorCount : 1
        @Sendable func range(_ piece: Int) -> Range<Int> { piece * Self.piece..<min(styles.count, (piece + 1) * Self.piece) }

        // Styles that share a verdict differ only in their names and places: the rest of their text is
        // written once, for the first of them, and copied for the others.
        let sharing = VerdictSharing(styles)
        // The columns fit the widest name and label in the whole report, so they are measured first.
        let widths = Parallel.map(count: pieces, workers: workers) { piece in
            var scratch = ReportBuffer(capacity: 256)
            var name = 8, now = 20
            for i in range(piece) {
                name = max(name, styles[i].style.name.unicodeScalars.count)
                if sharing.isCopy(i) { continue }
                now = max(now, nowLabelWidth(styles[i], scratch: &scratch))
            }
            return (name: name, now: now)
        }
        let nameWidth = min(40, widths.map(\.name).max() ?? 8)
        let nowWidth = min(44, widths.map(\.now).max() ?? 20)
        let marks = Marks(t)
        let sharedText = Parallel.map(count: sharing.shared.count, workers: sharing.shared.count < 256 ? 1 : workers) { k in
            let style = styles[sharing.shared[k]]
            var tail = ReportBuffer(capacity: 160)
            appendTail(style, nowWidth: nowWidth, marks: marks, to: &tail)
            let messages = style.findings.map { finding in
                var message = ReportBuffer(capacity: 160)
                FindingWriter.appendMessage(finding, to: &message)
                return message.finish()
            }
            return SharedText(tail: tail.finish(), findings: messages)
        }
        // Each piece writes its style lines and its findings; they are joined in order below.
        let written = Parallel.map(count: pieces, workers: workers) { piece in
            var lines = ReportBuffer(capacity: Self.piece * 160)
            var findings = ReportBuffer(capacity: Self.piece * 240)
            var writer = FindingWriter(terminal: t)
            for i in range(piece) {
                let style = styles[i]
                appendHead(style, nameWidth: nameWidth, marks: marks, to: &lines)
                if let k = sharing.sharedIndex(of: i) {
                    lines.append(sharedText[k].tail)
                    for (finding, message) in zip(style.findings, sharedText[k].findings) {
                        writer.appendHead(finding, to: &findings)
                        findings.append(message)
                    }
                } else {
                    appendTail(style, nowWidth: nowWidth, marks: marks, to: &lines)
                    for finding in style.findings {
                        writer.appendHead(finding, to: &findings)
                        FindingWriter.appendMessage(finding, to: &findings)
                    }
                }
            }
            return (lines: lines.finish(), findings: findings.finish())
        }
        var out = written.map(\.lines)
        if written.contains(where: { !$0.findings.isEmpty }) {
            out.append([UInt8(ascii: "\n")])
            out += written.map(\.findings)
        }
        var tail = ReportBuffer(capacity: 1024)
        if !result.missingFaces.isEmpty {
            appendBuyingList(result.missingFaces, terminal: t, to: &tail)
        }
        tail.append(UInt8(ascii: "\n"))
        tail.append(summary(result, context: context))
        out.append(tail.finish())
        var commands = WorkflowCommandGuard()
        return out.map { commands.defuse($0) }
    }

    /// The text of a shared verdict: the style line after the name, and each finding after the style's name.
    private struct SharedText: Sendable {
        var tail: [UInt8]
        var findings: [[UInt8]]
    }

    /// Which styles share their verdict with another style, found from `StyleResult.verdict`.
    private struct VerdictSharing: Sendable {
        /// For each verdict asked for by more than one style, its first style.
        private(set) var shared: [Int] = []
        /// Per style, its verdict's place in `shared`, or -1.
        private var index: [Int32]
        /// Per style, whether an earlier style has the same shared verdict.
        private var copies: [Bool]

        init(_ styles: [StyleResult]) {
            index = Array(repeating: -1, count: styles.count)
            copies = Array(repeating: false, count: styles.count)
            // By index: `for style in styles` copied every result to read one field.
            var verdicts = 0
            for i in styles.indices { verdicts = max(verdicts, (styles[i].verdict ?? -1) + 1) }
            guard verdicts > 0 else { return }
            var count = [Int32](repeating: 0, count: verdicts)
            for i in styles.indices { if let v = styles[i].verdict { count[v] += 1 } }
            var place = [Int32](repeating: -1, count: verdicts)
            for i in styles.indices {
                guard let v = styles[i].verdict, count[v] > 1 else { continue }
                if place[v] < 0 {
                    place[v] = Int32(shared.count)
                    shared.append(i)
                } else {
                    copies[i] = true
                }
                index[i] = place[v]
            }
        }

        func sharedIndex(of style: Int) -> Int? { index[style] < 0 ? nil : Int(index[style]) }
        func isCopy(_ style: Int) -> Bool { copies[style] }
    }

    /// "✗ title   ", the start of a style line: its status and its name.
    private func appendHead(_ style: StyleResult, nameWidth: Int, marks: Marks, to out: inout ReportBuffer) {
        let status = style.status
        out.append(status == .fail ? marks.fail : status == .warn ? marks.warn : style.waivedCount > 0 ? marks.waived : marks.pass)
        out.append(UInt8(ascii: " "))
        out.appendSanitized(style.style.name, padTo: nameWidth)
    }

    /// "  ✓ Open Sans Bold (700)   Bold Text ✗ → Open Sans Black (900) missing", the rest of the line.
    private func appendTail(_ style: StyleResult, nowWidth: Int, marks: Marks, to out: inout ReportBuffer) {
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

    /// "spec.json:12:5: error: [title] Bold Text needs …", as a compiler writes it: the head names the place
    /// and the style, the message is the verdict's.
    private struct FindingWriter {
        /// The severities as written, coloured once.
        private let waived, error, warning, note: String
        /// The last file written, sanitized: every finding of a spec names the same one.
        private var file: (location: SourceLocation, bytes: [UInt8])?

        init(terminal: Terminal) {
            (waived, error, warning, note) = (terminal.dim("waived"), terminal.red("error"), terminal.yellow("warning"), terminal.dim("note"))
        }

        /// "spec.json:12:5: error: [title"
        mutating func appendHead(_ finding: Finding, to out: inout ReportBuffer) {
            if let file, file.location.isInSameFile(as: finding.location) {
                out.append(file.bytes)
            } else {
                let start = out.count
                out.appendSanitized(finding.location.file)
                file = (finding.location, out.bytes(since: start))
            }
            out.append(UInt8(ascii: ":"))
            out.append(finding.location.line)
            out.append(UInt8(ascii: ":"))
            out.append(finding.location.column)
            out.append(": ")
            switch finding.severity {
            case _ where finding.waiver != nil: out.append(waived)
            case .error: out.append(error)
            case .warning: out.append(warning)
            case .note: out.append(note)
            }
            out.append(": [")
            out.appendSanitized(finding.style)
        }

        /// "] Bold Text needs …\n". Messages quote the spec's own strings (a family that is not installed),
        /// so they are sanitized too.
        static func appendMessage(_ finding: Finding, to out: inout ReportBuffer) {
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

    private func appendBuyingList(_ missingFaces: [MissingFace], terminal t: Terminal, to out: inout ReportBuffer) {
        out.append("\n" + t.bold("Missing faces") + " (\(missingFaces.count) to install or buy):\n")
        // "SemiBold Italic" and "SemiBoldItalic": twenty at most, each made once.
        var styleNameCache: [Int: (name: String, compact: String)] = [:]
        func styleNames(weight: Int, italic: Bool) -> (name: String, compact: String) {
            let key = weight * 2 + (italic ? 1 : 0)
            if let known = styleNameCache[key] { return known }
            let name = FaceNaming.styleName(weight: weight, italic: italic)
            let names = (name, name.split(separator: " ").joined())
            styleNameCache[key] = names
            return names
        }
        // Grouped by family as indices into the list, which is read in place: grouping and sorting the faces
        // themselves copied each one, and its list of styles, several times.
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for i in missingFaces.indices {
            let key = FamilyName.normalized(missingFaces[i].family)
            var isNew = false
            groups[key, default: { isNew = true; return [] }()].append(i)
            if isNew { order.append(key) }
        }
        for key in order {
            let group = groups[key]!.sorted {
                (missingFaces[$0].italic ? 1 : 0, missingFaces[$0].weight) < (missingFaces[$1].italic ? 1 : 0, missingFaces[$1].weight)
            }
            out.append("  " + t.bold(Terminal.sanitize(missingFaces[group[0]].family)) + "\n")
            // Each row's `MissingFace.name` and `.postscriptName`, written in place from their parts, with the
            // family compacted once per spelling. The columns are the widest of each, in characters.
            var nameColumn = 0, psColumn = 0
            var compacted = (family: "", compact: "")
            func compact(_ family: String) -> String {
                if compacted.family != family || compacted.compact.isEmpty { compacted = (family, FamilyName.compact(family)) }
                return compacted.compact
            }
            for i in group {
                let family = missingFaces[i].family
                let styles = styleNames(weight: missingFaces[i].weight, italic: missingFaces[i].italic)
                nameColumn = max(nameColumn, Self.characters(family, " ", styles.name))
                psColumn = max(psColumn, Self.characters(compact(family), "-", styles.compact))
            }
            for i in group {
                let family = missingFaces[i].family, weight = missingFaces[i].weight, italic = missingFaces[i].italic
                let styles = styleNames(weight: weight, italic: italic)
                out.append("    ")
                var start = out.count
                out.appendSanitized(family)
                out.append(UInt8(ascii: " "))
                out.append(styles.name)
                out.spaces(nameColumn - out.scalars(since: start))
                out.append("  ")
                out.appendWeightLabel(weight, italic: italic, padTo: 10)
                out.append("  ")
                start = out.count
                out.appendSanitized(compact(family))
                out.append(UInt8(ascii: "-"))
                out.append(styles.compact)
                out.spaces(psColumn - out.scalars(since: start))
                out.append("  needed by ")
                for j in missingFaces[i].neededBy.indices {
                    if j > 0 { out.append(", ") }
                    out.appendSanitized(missingFaces[i].neededBy[j])
                }
                out.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// `(head + separator + tail).count`, for ASCII `separator` and `tail` (a style name), without joining
    /// them or walking grapheme clusters when `head` is ASCII too (one character a byte).
    private static func characters(_ head: String, _ separator: String, _ tail: String) -> Int {
        var head = head
        if head.withUTF8({ utf8 in utf8.allSatisfy { $0 < 0x80 } }) { return head.utf8.count + separator.utf8.count + tail.utf8.count }
        return (head + separator + tail).count
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

    private func appendBold(_ style: StyleResult, marks: Marks, to out: inout ReportBuffer) {
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

    /// The closing line every format shares: the counts, the input warnings, and under --strict which of
    /// them fail the run, so the report says what the exit code does.
    func summary(_ result: AuditResult, context: ReportContext) -> String {
        let n = result.styles.count
        var line = "\(n) style\(n == 1 ? "" : "s"): \(result.passed) passed, \(result.failed) failed, \(result.warned) with warnings"
        let waived = result.waivedCount
        if waived > 0 { line += ", \(waived) finding\(waived == 1 ? "" : "s") waived" }
        let missing = result.missingFaces.count
        if missing > 0 {
            line += "; \(missing) face\(missing == 1 ? "" : "s") missing"
        }
        let errors = context.inputErrors, warnings = context.inputWarnings
        if errors > 0 { line += "; \(errors) input error\(errors == 1 ? "" : "s")" }
        if warnings > 0 { line += "; \(warnings) input warning\(warnings == 1 ? "" : "s")" }
        if context.strict && result.failed == 0 && errors == 0 && (result.warned > 0 || warnings > 0) {
            line += "; warnings fail the run under --strict"
        }
        return line + ".\n"
    }
}
