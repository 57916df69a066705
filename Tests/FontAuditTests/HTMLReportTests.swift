import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontCatalog

/// The HTML report's structure (a golden file with the images elided), its safety, and the scan chart.
@Suite struct HTMLReportTests {
    /// The report with every `data:` image replaced by a marker, so the golden file holds structure only.
    static func elided(_ html: String) -> String {
        var out = ""
        var rest = Substring(html)
        while let start = rest.range(of: "src=\"data:image/png;base64,") {
            out += rest[..<start.lowerBound] + "src=\"data:…"
            rest = rest[start.upperBound...]
            if let end = rest.firstIndex(of: "\"") { rest = rest[end...] }
        }
        return out + rest
    }

    @Test func demoReportStructureMatchesItsGolden() throws {
        let run = runInProcess([Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html"])
        #expect(run.code == 1)
        let actual = Self.elided(run.stdout)
        let golden = Paths.root + "/Tests/FontAuditTests/Golden/demo.html"
        if ProcessInfo.processInfo.environment["FONTAUDIT_RECORD_GOLDEN"] == "1" {
            try actual.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(actual == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    /// Specimens drawn on every core before the page is written (`Specimens.prerender`) give the same page,
    /// byte for byte, as each drawn when first shown: the demo spec, an Android app (synthetic bold), Compose.
    @Test func prerenderedSpecimensGiveTheSamePage() throws {
        let spec = try InputFormat.load(path: Paths.demo, forced: nil, checkFallbacks: false)
        let faces = BundledFonts.read(files: try FontFileFinder.find([Paths.fonts]).files).faces
        var results = [Auditor.audit(spec.styles, index: FaceIndex(faces), options: AuditOptions())]
        for app in [Paths.androidApp, Paths.composeApp] {
            results.append(
                AppAudit.run(try AppReader.read(app, platform: nil), AppAudit.Request(options: AuditOptions())))
        }
        for result in results {
            let context = ReportContext(specFile: Paths.demo, options: AuditOptions(), rules: AuditRules.all)
            let fast = HTMLReporter().render(result, context: context)
            let reference = HTMLReporter(prerender: false).render(result, context: context)
            #expect(fast == reference)
            #expect(fast.components(separatedBy: "data:image/png;base64,").count > 4)
        }
        let chart = ScanChart.html(faces, policy: BoldTextPolicy(name: .apple))
        #expect(chart == ScanChart.html(faces, policy: BoldTextPolicy(name: .apple), prerender: false))
        #expect(chart.components(separatedBy: "data:image/png;base64,").count > 4)
    }

    @Test func theReportIsSelfContained() throws {
        let html = runInProcess([Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html"]).stdout
        #expect(
            html.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\">"
            ))
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(html.contains("prefers-color-scheme: dark"))
        // Every image is an embedded specimen with alt text naming its face.
        let images = html.components(separatedBy: "<img ").dropFirst()
        #expect(images.count >= 14)
        #expect(
            images.allSatisfy {
                $0.hasPrefix("class=\"specimen\" src=\"data:image/png;base64,") && $0.contains(" alt=\"")
            })
        #expect(html.components(separatedBy: "<tr class=").count - 1 == 9)
        // iOS: no fake bold for a missing Bold Text face, and the face to buy named beside it.
        #expect(html.contains("unchanged: Bold Text has no effect on this style"))
        #expect(html.contains("To buy: Audit Sans SemiBold Italic"))
    }

    @Test func androidStylesShowTheSyntheticBold() throws {
        let html = runInProcess(["app", Paths.androidApp, "--format", "html"]).stdout
        #expect(html.contains("Synthetic bold of Mosaic Sans Regular (400): the platform fakes it"))
        #expect(html.contains("<dt>Platform</dt><dd>Android</dd>"))
        #expect(html.contains("declaration-mismatch"))  // the project findings
    }

    /// With `--output`, the style links resolve from the report's folder, wherever the run started; on standard
    /// output they stay relative to the working directory (the golden file).
    @Test func linksAreRelativeToTheReportFile() throws {
        let folder = try temporaryFolder() + "/reports/today"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = folder + "/report.html"
        let run = runInProcess([
            Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html", "--output", report,
        ])
        #expect(run.code == 1)
        let html = try String(contentsOfFile: report, encoding: .utf8)
        let hrefs = html.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(hrefs.count == 9)
        for href in hrefs {
            let resolved = try #require(URL(string: href, relativeTo: URL(fileURLWithPath: report)))
            #expect(resolved.standardizedFileURL.path == Paths.demo, "\(href)")
            #expect(href.hasPrefix("../") && resolved.fragment?.hasPrefix("L") == true, "\(href)")
        }
    }

    @Test func hostileNamesAreInertText() throws {
        let spec = try temporarySpec(
            """
            {"fonts": ["\(Paths.markup)"], "systemFonts": false, "styles": [
              {"name": "<img src=x onerror=alert(1)>", "family": "Evil <b>Sans</b> & \\"Co\\", 100%::x", "weight": 700, "italic": true},
              {"name": "</td><script>alert(2)</script>", "family": "<img src=x onerror=alert(3)>", "weight": 400}
            ]}
            """, name: "<svg onload=alert(4)>.json")
        let html = runInProcess([spec, "--format", "html", "--sample", "<script>alert(5)</script>"]).stdout
        for hostile in ["<img src=x", "<script", "<b>Sans", "<svg", "</td><script"] {
            #expect(!html.contains(hostile), "\(hostile)")
        }
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("Evil &lt;b&gt;Sans&lt;/b&gt;"))
    }

    @Test func scanChartMarksAbsentAndNeededCells() throws {
        let run = runInProcess([
            "scan", "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html", "--policy", "apple",
        ])
        #expect(run.code == 0)
        let html = run.stdout
        #expect(html.contains("<caption>Audit Sans</caption>"))
        // Audit Sans has 600 but not 800: apple's Bold Text target for 600 is outlined.
        #expect(html.contains("<td class=\"absent needed\" title=\"Bold Text needs 800 for 600\">"))
        #expect(html.contains("<td class=\"absent\">absent</td>"))
        #expect(html.contains("<td class=\"installed\"><img class=\"specimen\""))
        let plain = runInProcess(["scan", "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html"]).stdout
        #expect(!plain.contains("absent needed"))
    }

    @Test func theSampleOptionSetsTheLine() throws {
        let a = runInProcess([Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html"]).stdout
        let b = runInProcess([
            Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html", "--sample", "Hi",
        ])
        .stdout
        #expect(a != b)
        #expect(a.components(separatedBy: "<img ").count == b.components(separatedBy: "<img ").count)
    }
}

extension HTMLReportTests {
    /// Sizes and line heights come from the code too: Swift `size:`/`fontSize:`/`lineHeight:`, Compose
    /// `fontSize = 96.sp`, Flutter `fontSize: 16`, Android `android:textSize`.
    @Test func appStylesCarryTheirSizes() throws {
        let ios = runInProcess(["app", Paths.iosApp, "--format", "html"]).stdout
        #expect(
            ios.contains(">button</a>")
                && ios.contains("<td class=\"metrics\" data-label=\"Size / line height\">16 / 24</td>"))
        // Font.custom("MosaicSans-Bold", size: 20)
        #expect(ios.contains("<td class=\"metrics\" data-label=\"Size / line height\">20</td>"))
        let compose = runInProcess(["app", Paths.composeApp, "--format", "html"]).stdout
        // h1 = TextStyle(…, fontSize = 96.sp)
        #expect(compose.contains("<td class=\"metrics\" data-label=\"Size / line height\">96</td>"))
        let flutter = runInProcess(["app", Paths.flutterApp, "--format", "html"]).stdout
        // bodyLarge: TextStyle(fontSize: 16)
        #expect(flutter.contains("<td class=\"metrics\" data-label=\"Size / line height\">16</td>"))
        let android = runInProcess(["app", Paths.androidApp, "--format", "html"]).stdout
        // android:textSize 16sp
        #expect(android.contains("<td class=\"metrics\" data-label=\"Size / line height\">16</td>"))
    }
}
