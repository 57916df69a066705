import Foundation
import TestSupport
import Testing

/// The HTML report in a real browser: headless Chromium (Debian's chromium-headless-shell, which `make test`
/// installs) loads the demo report through the DevTools protocol (Tests/Browser/check_report.py).
@Suite struct BrowserTests {
    static var chromium: String? {
        ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/lib/chromium/chromium-headless-shell"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func theDemoReportLoadsInChromiumWithEveryImageAndNoRequest() throws {
        let chromium = try #require(Self.chromium, "no Chromium: `make test` installs chromium-headless-shell")
        // Kept under .build/ as the CI artifact of what the report looks like.
        let folder = Paths.root + "/.build/screenshots"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = folder + "/demo-report.html"
        let screenshot = folder + "/demo-report.png"
        let run = try runBinary([
            Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html", "--output", report,
        ])
        #expect(run.code == 1)
        let check = try runBinaryLike(
            "/usr/bin/python3", [Paths.root + "/Tests/Browser/check_report.py", chromium, report, screenshot])
        #expect(check.code == 0, "\(check.stderr)")
        let seen = try parseJSON(check.stdout)
        let images = try #require(seen["images"] as? [[String: Any]])
        #expect(images.count > 9)
        #expect(images.allSatisfy { ($0["naturalWidth"] as? Int ?? 0) > 0 && $0["complete"] as? Bool == true })
        #expect(images.allSatisfy { !(($0["alt"] as? String) ?? "").isEmpty })
        #expect(seen["rows"] as? Int == 9)
        #expect(seen["scripts"] as? Int == 0)
        let requests = try #require(seen["requests"] as? [String])
        #expect(
            requests.allSatisfy { $0.hasPrefix("file://") || $0.hasPrefix("data:") },
            "\(requests.filter { !$0.hasPrefix("data:") })")
        #expect((seen["screenshotBytes"] as? Int ?? 0) > 10_000)
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }
}
