import FontAuditModel
import FontAuditSystem
import FontCatalog

/// `--format html`: a self-contained page that shows each style in its own face and in the face Bold Text
/// switches it to, rendered from the real font files (HarfBuzz and FreeType) as embedded PNGs. Nothing is
/// fetched: a Content-Security-Policy allows only inline styles and `data:` images.
package struct HTMLReporter: Reporter {
    /// Draw every specimen on every core before writing the page (`Specimens.prerender`); false draws each when
    /// first shown, on one core: the reference `HTMLReportTests` compares it with.
    package let prerender: Bool

    package init(prerender: Bool = true) { self.prerender = prerender }

    package func render(_ result: AuditResult, context: ReportContext) -> String {
        let specimens = Specimens(sample: context.sample)
        let title = "fontaudit: " + context.relative(context.specFile)
        var out = HTMLPage.head(title: title)
        out += "<header><h1>\(Escape.xml(title))</h1>\n" + summary(result, context: context) + "</header>\n<main>\n"
        out += "<table class=\"styles\">\n<caption>Every style now, and with Bold Text on</caption>\n"
        // App audits: what the app's code does with the user's text size and Bold Text, style by style.
        let isApp = result.sources != nil
        var columns = [("style", "Style"), ("metrics", Column.metrics), ("specimen", Column.now)]
        columns += [("specimen", Column.bold)] + (isApp ? [("responds", Column.responds)] : [])
        columns += [("findings", Column.findings)]
        out += "<thead><tr>" + columns.map { "<th scope=\"col\" class=\"\($0.0)\">\($0.1)</th>" }.joined()
        out += "</tr></thead>\n"
        out += "<tbody>\n"
        if prerender {
            specimens.prerender {
                for style in result.styles { _ = row(style, context: context, specimens: specimens, responds: isApp) }
            }
        }
        for style in result.styles { out += row(style, context: context, specimens: specimens, responds: isApp) }
        out += "</tbody>\n</table>\n"
        out += buyingList(result.missingFaces)
        out += projectFindings(result.projectFindings, context: context)
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// The column headings, repeated on each cell (`data-label`) for the stacked phone layout.
    private enum Column {
        static let metrics = "Size / line height"
        static let now = "Now"
        static let bold = "With Bold Text"
        static let responds = "Responds"
        static let findings = "Findings"
    }

    /// Counts, policy, platform and the exit status the run ends with.
    private func summary(_ result: AuditResult, context: ReportContext) -> String {
        let exit = context.inputErrors > 0 ? 2 : context.failsRun(result) ? 1 : 0
        let platforms = result.platforms.isEmpty ? "spec" : result.platforms.map(\.displayName).joined(separator: ", ")
        var items = [
            ("Styles", "\(result.styles.count)"), ("Passed", "\(result.passed)"), ("Failed", "\(result.failed)"),
            ("With warnings", "\(result.warned)"), ("Faces to buy", "\(result.missingFaces.count)"),
        ]
        if result.sources != nil { items.append(("Project findings", "\(result.projectFindings.count)")) }
        items += [
            ("Policy", context.options.policy.name.rawValue), ("Platform", platforms),
            ("Exit status", "\(exit)\(exit == 0 ? " (pass)" : exit == 1 ? " (findings)" : " (error)")"),
        ]
        return "<dl class=\"summary\">"
            + items.map { "<div><dt>\(Escape.xml($0.0))</dt><dd>\(Escape.xml($0.1))</dd></div>" }.joined()
            + "</dl>\n"
    }

    private func row(_ style: StyleResult, context: ReportContext, specimens: Specimens, responds: Bool) -> String {
        let location = style.style.location
        let file = context.relative(location.file)
        let size = style.style.size ?? 17
        var metrics = style.style.size.map(TextStyle.measure) ?? "—"
        if let lineHeight = style.style.lineHeight { metrics += " / " + lineHeight }
        var out = "<tr class=\"\(style.status.rawValue)\">"
        out +=
            "<th scope=\"row\"><a href=\"\(Escape.xml(HTMLPage.href(context.link(to: location.file))))#L\(location.line)\">"
        out +=
            "\(Escape.xml(style.style.name))</a><span class=\"where\">\(Escape.xml(file)):\(location.line)</span></th>"
        out += "<td class=\"metrics\" data-label=\"\(Column.metrics)\">\(Escape.xml(metrics))</td>"
        out +=
            "<td class=\"specimen\" data-label=\"\(Column.now)\">" + nowCell(style, size: size, specimens: specimens)
            + "</td>"
        out +=
            "<td class=\"specimen\" data-label=\"\(Column.bold)\">"
            + boldCell(style, size: size, specimens: specimens, context: context) + "</td>"
        if responds {
            out += "<td class=\"responds\" data-label=\"\(Column.responds)\">" + Self.responds(style.style) + "</td>"
        }
        out += "<td class=\"findings\" data-label=\"\(Column.findings)\">" + findings(style) + "</td>"
        return out + "</tr>\n"
    }

    /// Whether the style scales with the user's text size and whether the app switches it under Bold Text,
    /// each with its reason: yes, no, capped, or not checked (the flow is not followed lexically).
    static func responds(_ style: TextStyle) -> String {
        let scales: (String, String)
        switch style.scaling {
        case .scales(let how)?: scales = ("ok", "Scales: yes (\(how))")
        case .capped(let how)?: scales = ("note", "Scales: up to a cap (\(how))")
        case .fixed(let why)?: scales = ("no", "Scales: no (\(why))")
        case .notChecked(let why)?: scales = ("note", "Scales: not checked (\(why))")
        case nil: scales = ("note", "Scales: not read")
        }
        let bold: (String, String)
        switch style.boldText {
        case .platform?: bold = ("ok", "Bold Text: the platform switches it")
        case .app(let how)?: bold = ("ok", "Bold Text: the app switches it (\(how))")
        case .never(let why)?: bold = ("no", "Bold Text: never switched (\(why))")
        case .turnedOff(let how)?: bold = ("no", "Bold Text: turned off (\(how))")
        case .notChecked(let why)?: bold = ("note", "Bold Text: not checked (\(why))")
        case nil: bold = ("note", "Bold Text: not read")
        }
        return [scales, bold].map { "<span class=\"\($0.0)\">\(Escape.xml($0.1))</span>" }.joined(separator: "<br>")
    }

    private func label(_ face: FontFace, weight: Int) -> String {
        "\(face.displayName) (\(FaceNaming.weightLabel(weight, italic: face.italic)))"
    }

    private func nowCell(_ style: StyleResult, size: Double, specimens: Specimens) -> String {
        if style.isPlatformFont { return "<span class=\"note\">The platform's own font</span>" }
        guard let face = style.face else {
            if style.isLikelyTypo { return Self.likelyTypo }
            let missing = MissingFace(family: style.family, weight: style.weight, italic: style.italic, neededBy: [])
            if style.hasOwnFace { return Self.fileless(missing.name, weight: style.weight, italic: style.italic) }
            return toBuy(missing.name, weight: style.weight, italic: style.italic)
        }
        let caption = label(face, weight: style.weight)
        return "<figure>" + specimens.image(face, weight: style.weight, pointSize: size, alt: caption)
            + "<figcaption>\(Escape.xml(caption))</figcaption></figure>"
    }

    /// The face Bold Text shows; when it is missing, what the user really sees (the engine's word: the face the
    /// platform falls back to, synthetic bold or not) beside a placeholder naming the face to buy.
    private func boldCell(_ style: StyleResult, size: Double, specimens: Specimens, context: ReportContext) -> String {
        if style.isPlatformFont { return "<span class=\"note\">The platform makes it bolder itself</span>" }
        if style.isIconFont, style.boldTextWeight == nil {
            return "<span class=\"note\">An icon font: Bold Text is about text</span>"
        }
        guard let target = style.boldTextWeight else {
            return "<span class=\"note\">No heavier weight: Bold Text leaves it at \(style.weight)</span>"
        }
        if let bold = style.boldTextFace {
            let caption = label(bold, weight: target)
            return "<figure>" + specimens.image(bold, weight: target, pointSize: size, alt: caption)
                + "<figcaption>\(Escape.xml(caption))</figcaption></figure>"
        }
        if style.boldTextKeepsFace, let face = style.face {
            let caption = "\(label(face, weight: style.weight)), unchanged: the style's code keeps its weight"
            return "<figure>" + specimens.image(face, weight: style.weight, pointSize: size, alt: caption)
                + "<figcaption>\(Escape.xml(caption))</figcaption></figure>"
        }
        if let own = style.boldTextOwnFace {
            let declared = MissingFace(family: style.family, weight: own.weight, italic: own.italic, neededBy: [])
            return Self.fileless(declared.name, weight: own.weight, italic: own.italic)
        }
        var out = ""
        if let face = style.boldTextFallback {
            let fakes = style.boldTextFakesBold
            let caption =
                fakes
                ? "Synthetic bold of \(label(face, weight: style.weight)): the platform fakes it"
                : "\(label(face, weight: style.weight)), unchanged: Bold Text has no effect on this style"
            out +=
                "<figure>" + specimens.image(face, weight: style.weight, pointSize: size, embolden: fakes, alt: caption)
                + "<figcaption>\(Escape.xml(caption))</figcaption></figure>"
        }
        if style.isLikelyTypo { return out + Self.likelyTypo }
        let missing = MissingFace(family: style.family, weight: target, italic: style.italic, neededBy: [])
        return out + toBuy(missing.name, weight: target, italic: style.italic)
    }

    /// A family spelt like an installed one names no face to buy: the buying list leaves it out, and so do
    /// the cells.
    private static let likelyTypo = "<span class=\"note\">Not installed: most likely a misspelt family name</span>"

    /// A face the app declares with no file here to draw it from (a downloadable font, fetched at run time).
    private static func fileless(_ name: String, weight: Int, italic: Bool) -> String {
        "<span class=\"note\">\(Escape.xml(name)) (\(FaceNaming.weightLabel(weight, italic: italic))): declared, "
            + "fetched at run time, no file to draw</span>"
    }

    private func toBuy(_ name: String, weight: Int, italic: Bool) -> String {
        "<div class=\"tobuy\" role=\"img\" aria-label=\"\(Escape.xml("To buy: \(name)"))\">To buy: \(Escape.xml(name)) "
            + "<span>(\(FaceNaming.weightLabel(weight, italic: italic)))</span></div>"
    }

    private func findings(_ style: StyleResult) -> String {
        guard !style.findings.isEmpty else { return "<span class=\"ok\">✓ passes</span>" }
        return "<ul>"
            + style.findings.map { finding in
                let waived = finding.waiver.map { " <em>waived: \(Escape.xml($0.reason))</em>" } ?? ""
                return "<li class=\"\(finding.severity.rawValue)\"><code>\(Escape.xml(finding.rule.id))</code> "
                    + "\(Escape.xml(finding.message))\(waived)</li>"
            }.joined() + "</ul>"
    }

    private func buyingList(_ faces: [MissingFace]) -> String {
        guard !faces.isEmpty else { return "<section><h2>Buying list</h2><p>Nothing to buy.</p></section>\n" }
        var out = "<section><h2>Buying list (\(faces.count))</h2>\n"
        for group in BuyingListText.byFamily(faces) {
            out +=
                "<h3>\(Escape.xml(group[0].family))</h3>\n<table class=\"buy\"><thead><tr><th scope=\"col\">Face</th>"
            out +=
                "<th scope=\"col\">Weight</th><th scope=\"col\">PostScript name</th><th scope=\"col\">Needed by</th></tr></thead><tbody>\n"
            for face in group {
                out +=
                    "<tr><th scope=\"row\">\(Escape.xml(face.name))</th><td data-label=\"Weight\">\(FaceNaming.weightLabel(face.weight, italic: face.italic))</td>"
                out += "<td data-label=\"PostScript name\"><code>\(Escape.xml(face.postscriptName))</code></td>"
                out += "<td data-label=\"Needed by\">\(Escape.xml(face.neededBy.joined(separator: ", ")))</td></tr>\n"
            }
            out += "</tbody></table>\n"
        }
        return out + "</section>\n"
    }

    private func projectFindings(_ findings: [Finding], context: ReportContext) -> String {
        guard !findings.isEmpty else { return "" }
        var out = "<section><h2>Project findings (\(findings.count))</h2>\n<table class=\"project\"><thead><tr>"
        out +=
            "<th scope=\"col\">Rule</th><th scope=\"col\">Where</th><th scope=\"col\">Message</th></tr></thead><tbody>\n"
        for finding in findings {
            let file = context.relative(finding.location.file)
            out +=
                "<tr class=\"\(finding.severity.rawValue)\"><th scope=\"row\"><code>\(Escape.xml(finding.rule.id))</code></th>"
            out +=
                "<td data-label=\"Where\"><a href=\"\(Escape.xml(HTMLPage.href(context.link(to: finding.location.file))))#L\(finding.location.line)\">"
            out += "\(Escape.xml(file)):\(finding.location.line):\(finding.location.column)</a></td>"
            out += "<td data-label=\"Message\">\(Escape.xml(finding.message))</td></tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }
}

/// The parts every fontaudit HTML page shares: the head with its policy and colours, and links.
enum HTMLPage {
    /// No script, no network: inline styles and `data:` images only.
    static let contentSecurityPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(Escape.xml(title))</title>
        <style>
        :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fff; --muted: #6e6e73; --line: #d2d2d7;
          --fail: #c1121f; --warn: #b25e00; --pass: #1a7f37; --buy-bg: #e8e8ed; --buy-fg: #3a3a3c; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #f5f5f7; --bg: #161617; --muted: #a1a1a6; --line: #3a3a3c;
            --fail: #ff6b6b; --warn: #ffb340; --pass: #4cd964; --buy-bg: #2c2c2e; --buy-fg: #d1d1d6; }
          img.specimen { filter: invert(1); }
        }
        body { font: 15px/1.4 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 2rem; }
        table { border-collapse: collapse; width: 100%; margin: 1rem 0 2rem; }
        th, td { border-bottom: 1px solid var(--line); padding: .5rem; text-align: left; vertical-align: top; }
        caption { text-align: left; font-weight: 600; padding: .5rem 0; }
        .where, .note { display: block; color: var(--muted); font-size: 12px; }
        figure { margin: 0 0 .25rem; } figcaption { color: var(--muted); font-size: 12px; }
        img.specimen { display: block; max-width: 100%; height: auto; }
        .tobuy { background: var(--buy-bg); color: var(--buy-fg); border: 1px dashed var(--muted);
          border-radius: 4px; padding: .5rem .75rem; font-size: 13px; }
        tr.fail > th:first-child { box-shadow: inset 4px 0 var(--fail); }
        tr.warn > th:first-child { box-shadow: inset 4px 0 var(--warn); }
        tr.pass > th:first-child { box-shadow: inset 4px 0 var(--pass); }
        li.error { color: var(--fail); } li.warning { color: var(--warn); } .ok { color: var(--pass); }
        td.responds { font-size: 12px; } td.responds .no { color: var(--fail); }
        .findings ul { margin: 0; padding-left: 1rem; font-size: 12px; }
        th, td { overflow-wrap: anywhere; }
        table.styles { table-layout: fixed; }
        table.styles .style { width: 15%; } table.styles .metrics { width: 6.5em; }
        table.styles .responds { width: 14%; } table.styles .findings { width: 22%; }
        @media (max-width: 720px) {
          body { margin: 1rem; }
          table.styles, table.buy, table.project, table.styles tbody, table.buy tbody, table.project tbody,
          table.styles tr, table.buy tr, table.project tr, table.styles th, table.buy th, table.project th,
          table.styles td, table.buy td, table.project td, table.styles caption { display: block; width: auto; }
          table.styles thead, table.buy thead, table.project thead { position: absolute; width: 1px; height: 1px;
            overflow: hidden; clip-path: inset(50%); }
          table.styles tr, table.buy tr, table.project tr { border-bottom: 1px solid var(--line); padding: .5rem 0; }
          table.styles td, table.buy td, table.project td { border: 0; padding: .25rem .5rem; }
          table.styles .style, table.styles .metrics, table.styles .responds, table.styles .findings { width: auto; }
          td[data-label]::before { content: attr(data-label); display: block; color: var(--muted); font-size: 12px; }
        }
        dl.summary { display: flex; flex-wrap: wrap; gap: .5rem 2rem; }
        dl.summary dt { color: var(--muted); font-size: 12px; } dl.summary dd { margin: 0; font-weight: 600; }
        table.chart { table-layout: fixed; } table.chart td, table.chart th { text-align: center; }
        td.absent { border: 1px dashed var(--muted); color: var(--muted); font-size: 12px; }
        td.needed { outline: 3px solid var(--fail); outline-offset: -3px; }
        </style>
        </head>
        <body>

        """
    }

    /// A link to a file in the report's own folder tree: each path segment percent-encoded.
    static func href(_ path: String) -> String { SARIFReporter.percentEncode(path) }
}

extension ReportContext {
    /// The link to `path` from the report: from the folder of the report file (`--output`), so the page's links
    /// work wherever it is opened from; from the working directory for a report on standard output.
    func link(to path: String) -> String {
        guard let reportFile, !workingDirectory.isEmpty else { return relative(path) }
        let from = Self.components(absolute(reportFile)).dropLast()
        let to = Self.components(absolute(path))
        let common = zip(from, to).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to.dropFirst(common)).joined(separator: "/")
    }

    private func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : workingDirectory + "/" + path }

    /// A path's folders and name, with `.` and `..` resolved.
    private static func components(_ path: String) -> [String] {
        var out: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                if !out.isEmpty { out.removeLast() }
            } else {
                out.append(String(part))
            }
        }
        return out
    }
}
