import Foundation
import TestSupport
import Testing

/// The HTML report in a real browser: headless Chromium (Debian's chromium-headless-shell, which `make test`
/// installs) loads the report through the DevTools protocol (Tests/Browser/check_report.py) at 1280 and 420 CSS
/// pixels wide, and says what it saw. One browser at a time: two cold Chromiums beside the whole suite starved
/// each other on CI.
@Suite(.serialized) struct BrowserTests {
    static var chromium: String? {
        ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/lib/chromium/chromium-headless-shell"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Families of the Debian font packages the Makefile installs (DejaVu, URW base 35, TeX Gyre, JetBrains
    /// Mono, Open Sans), which the test fonts.conf limits fontconfig to.
    static let installedFamilies = [
        "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Nimbus Sans", "Nimbus Roman", "Nimbus Mono PS",
        "URW Bookman", "C059", "P052", "URW Gothic", "TeX Gyre Heros", "TeX Gyre Termes", "TeX Gyre Pagella",
        "TeX Gyre Bonum", "TeX Gyre Schola", "TeX Gyre Adventor", "TeX Gyre Cursor", "JetBrains Mono", "Open Sans",
    ]

    /// Loads `report` at both widths and checks what a reader sees: one row per style, every image decoded with
    /// alt text and no ink on its edges, no sideways scrolling, every link leading to a file that exists, no
    /// request leaving the page.
    func check(_ report: String, screenshot: String, rows: Int) throws {
        let chromium = try #require(Self.chromium, "no Chromium: `make test` installs chromium-headless-shell")
        let check = try runBinaryLike(
            "/usr/bin/python3", [Paths.root + "/Tests/Browser/check_report.py", chromium, report, screenshot])
        #expect(check.code == 0, "\(check.stderr)")
        let seen = try parseJSON(check.stdout)
        let widths = try #require(seen["widths"] as? [String: [String: Any]])
        #expect(Set(widths.keys) == ["1280", "420"])
        for (width, page) in widths {
            let images = try #require(page["images"] as? [[String: Any]])
            #expect(images.count > rows, "\(width)")
            for image in images {
                let alt = image["alt"] as? String ?? ""
                #expect((image["naturalWidth"] as? Int ?? 0) > 0 && image["complete"] as? Bool == true, "\(alt)")
                #expect(!alt.isEmpty)
                #expect(image["edgeInk"] as? Int == 0, "\(width) px: ink on the edge of \(alt)")
            }
            let viewport = try #require(page["viewportWidth"] as? Int)
            #expect(viewport <= Int(width)!)
            #expect(page["scrollWidth"] as? Int == viewport, "\(width) px scrolls sideways")
            #expect(page["rows"] as? Int == rows, "\(width)")
            #expect(page["scripts"] as? Int == 0)
            let links = try #require(page["linkTargets"] as? [[String: Any]])
            #expect(links.count >= rows)
            #expect(
                links.allSatisfy { $0["exists"] as? Bool == true }, "\(links.filter { $0["exists"] as? Bool != true })")
            #expect((page["screenshotBytes"] as? Int ?? 0) > 10_000)
        }
        let requests = try #require(seen["requests"] as? [String])
        #expect(
            requests.allSatisfy { $0.hasPrefix("file://") || $0.hasPrefix("data:") },
            "\(requests.filter { !$0.hasPrefix("data:") })")
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }

    @Test func theDemoReportReadsWellAtDesktopAndPhoneWidths() throws {
        // Kept under .build/ as the CI artifact of what the report looks like.
        let folder = Paths.root + "/.build/screenshots"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = folder + "/demo-report.html"
        let run = try runBinary([
            Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html", "--output", report,
        ])
        #expect(run.code == 1)
        try check(report, screenshot: folder + "/demo-report.png", rows: 9)
    }

    /// Fifty styles over the installed families, sizes 12 to 48 pt: the report sits in a folder of its own, away
    /// from the spec, so its links must be relative to the report.
    @Test func aFiftyStyleReportReadsWellAtDesktopAndPhoneWidths() throws {
        let styles = (0..<50).map { i in
            let family = Self.installedFamilies[i % Self.installedFamilies.count]
            let weight = [300, 400, 500, 600, 700][i % 5]
            let size = [12, 14, 16, 17, 20, 28, 34, 48][i % 8]
            return
                #"{"name": "style-\#(i)", "family": "\#(family)", "weight": \#(weight), "italic": \#(i % 3 == 0), "size": \#(size)}"#
        }
        let spec = try temporarySpec(#"{"styles": [\#(styles.joined(separator: ",\n"))]}"#)
        let folder = Paths.root + "/.build/screenshots/spec50"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = folder + "/report.html"
        let run = try runBinary([spec, "--format", "html", "--output", report])
        #expect(run.code == 0 || run.code == 1, "\(run.stderr)")
        try check(report, screenshot: Paths.root + "/.build/screenshots/spec50-report.png", rows: 50)
    }
}
