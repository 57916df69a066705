import Foundation
import TestSupport
import Testing

/// A gate that never passes a broken project (issue 23): each project is built here from the intact fixtures,
/// then broken one way. Every run ends in exit 2 (an input error, located) or a finding, never exit 0 where the
/// intact project fails, and never reads outside the project.
@Suite struct FailClosedTests {
    /// A copy of a fixture project to break.
    func copy(_ fixture: String) throws -> String {
        let folder = try temporaryFolder() + "/app"
        try FileManager.default.copyItem(atPath: fixture, toPath: folder)
        return folder
    }

    func write(_ text: String, _ path: String) throws { try writeFile(text, to: path) }

    @Test func aResourceMissingItsLastBracketIsExitTwo() throws {
        let app = try copy(Paths.androidApp)
        let styles = app + "/app/src/main/res/values/styles.xml"
        var text = try String(contentsOfFile: styles, encoding: .utf8)
        text.removeLast(2)  // "</resources>\n" loses its ">" and newline
        try write(text, styles)
        let run = try runBinary(["app", app])
        #expect(run.code == 2)
        #expect(run.stderr.contains("styles.xml:") && run.stderr.contains(": error: not well-formed XML"))
    }

    @Test func aPubspecWithATabIsExitTwo() throws {
        let app = try copy(Paths.flutterApp)
        let pubspec = app + "/pubspec.yaml"
        let text = try String(contentsOfFile: pubspec, encoding: .utf8)
        try write(
            text.replacingOccurrences(of: "\n    - family: Mosaic Sans", with: "\n\t- family: Mosaic Sans"), pubspec)
        let run = try runBinary(["app", app])
        #expect(run.code == 2)
        #expect(run.stderr.contains("pubspec.yaml:") && run.stderr.contains("error: not valid YAML"))
    }

    @Test func aBrokenPackageJSONIsExitTwoNotAnotherPlatform() throws {
        let app = try copy(Paths.root + "/Fixtures/apps/react-native/bare")
        try write("{\"dependencies\": {\"react-native\": ", app + "/package.json")
        let run = try runBinary(["app", app])
        #expect(run.code == 2)
        #expect(run.stderr.contains("package.json:"))
    }

    @Test func aSourceOverTheCapIsExitTwoNotASkip() throws {
        let app = try copy(Paths.iosApp)
        let big = app + "/MosaicApp/Theme/Huge.swift"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(16 << 20) + 1)  // sparse: no 16 MB written
        try handle.close()
        let run = try runBinary(["app", app])
        #expect(run.code == 2)
        #expect(run.stderr.contains("Huge.swift:1:1: error: larger than 16 MB"))
    }

    @Test func aCorruptInfoPlistDoesNotWidenWhatIsDeclared() throws {
        let app = try copy(Paths.iosApp)
        try write(
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array>",
            app + "/MosaicApp/Info.plist")
        let run = try runBinary(["app", app, "--format", "json"])
        #expect(run.code == 2)
        let json = try parseJSON(run.stdout)
        // The bundled fonts are still not registered by it: undeclared-font stays.
        let rules = (json["findings"] as? [[String: Any]] ?? []).map { $0["rule"] as? String }
        #expect(rules.contains("undeclared-font"))
    }

    @Test func aLinkToStandardInputIsRefusedAtOnce() throws {
        let app = try copy(Paths.androidApp)
        let styles = app + "/app/src/main/res/values/styles.xml"
        try FileManager.default.removeItem(atPath: styles)
        try FileManager.default.createSymbolicLink(atPath: styles, withDestinationPath: "/dev/stdin")
        let start = Date()
        let run = try runBinary(["app", app])
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(run.code == 2)
        #expect(run.stderr.contains("not a regular file"))
    }

    @Test func flutterAssetsThatAreNoFontsAreNotAFont() throws {
        let app = try copy(Paths.flutterApp)
        try write("wOF2 not really", app + "/fonts/MosaicSans-Black.woff2")
        try write("readme", app + "/fonts/readme.txt")
        let pubspec = app + "/pubspec.yaml"
        let text = try String(contentsOfFile: pubspec, encoding: .utf8)
            .replacingOccurrences(of: "fonts/MosaicSans-Black.ttf", with: "fonts/MosaicSans-Black.woff2")
            .replacingOccurrences(of: "fonts/MosaicSans-Italic.ttf", with: "fonts/readme.txt")
        try write(text, pubspec)
        let run = try runBinary(["app", app, "--format", "json"])
        #expect(run.code == 1)
        let notFonts = (try parseJSON(run.stdout)["findings"] as? [[String: Any]] ?? []).filter {
            $0["rule"] as? String == "not-a-font"
        }
        #expect(notFonts.count == 2)
    }

    @Test func assetsOutsideTheProjectAreRefusedAlikeAndNeverRead() throws {
        let app = try copy(Paths.flutterApp)
        let outside = (app as NSString).deletingLastPathComponent + "/secret.ttf"
        try write("not a font, and outside the project", outside)
        let pubspec = app + "/pubspec.yaml"
        let original = try String(contentsOfFile: pubspec, encoding: .utf8)
        func message(for asset: String) throws -> String {
            try write(original.replacingOccurrences(of: "fonts/MosaicSans-Black.ttf", with: asset), pubspec)
            let run = try runBinary(["app", app, "--format", "json"])
            #expect(run.code == 1)
            let finding = try #require(
                (try parseJSON(run.stdout)["findings"] as? [[String: Any]])?.first {
                    ($0["message"] as? String)?.contains("outside the project") == true
                })
            return (finding["message"] as! String).replacingOccurrences(of: asset, with: "ASSET")
        }
        // An existing file and a missing one get the same answer: no oracle on the runner's files.
        #expect(try message(for: "../secret.ttf") == (try message(for: "../nothing-here.ttf")))
        // A path dependency with an absolute path: its `packages/NAME/…` assets are outside too.
        try write(
            original.replacingOccurrences(of: "path: packages/mosaic_brand", with: "path: /etc"), pubspec)
        let run = try runBinary(["app", app, "--format", "json"])
        #expect(run.stdout.contains("packages/mosaic_brand/fonts/MosaicSerif-SemiBold.ttf"))
        #expect(run.stdout.contains("resolves outside the project"))
    }

    @Test func aResourceLinkingOutOfTheProjectIsNotRead() throws {
        let app = try copy(Paths.androidApp)
        let secret = (app as NSString).deletingLastPathComponent + "/secret.xml"
        try write("<resources><style name=\"api_key_SECRET_4711\"", secret)
        let styles = app + "/app/src/main/res/values/styles.xml"
        try FileManager.default.removeItem(atPath: styles)
        try FileManager.default.createSymbolicLink(atPath: styles, withDestinationPath: secret)
        let run = try runBinary(["app", app, "--format", "json"])
        #expect(run.code == 2)
        #expect(!run.stdout.contains("SECRET") && !run.stderr.contains("SECRET"))
        #expect(run.stderr.contains("outside the project"))
    }

    @Test func repeatedEntriesTimesSameNamedFilesStayBounded() throws {
        let app = try temporaryFolder() + "/Repeat"
        let fixtureFont = Paths.iosApp + "/MosaicApp/Fonts/MosaicSans-Regular.ttf"
        for i in 0..<40 {
            try FileManager.default.createDirectory(atPath: app + "/Group\(i)", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: fixtureFont, toPath: app + "/Group\(i)/Brand.ttf")
        }
        let entries = String(repeating: "<string>Brand.ttf</string>", count: 2500)
        try write(
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array>\(entries)</array></dict></plist>",
            app + "/Info.plist")
        let run = try runBinary(["app", app, "--format", "json"])
        let findings = (try parseJSON(run.stdout)["findings"] as? [[String: Any]]) ?? []
        #expect(findings.count <= 2500 + 40)
    }
}

/// `scan` takes `--output` as the audit does: the listing goes to the file, and a file it cannot write is exit 2.
@Suite struct ScanOutputTests {
    @Test func scanWritesToOutputAndFailsClosedOnAWriteError() throws {
        let folder = try temporaryFolder()
        let fonts = Paths.fonts + "/AuditSans"
        let written = try runBinary(["scan", "--no-system-fonts", "--fonts", fonts, "--output", folder + "/scan.txt"])
        #expect(written.code == 0 && written.stdout.isEmpty)
        #expect(try String(contentsOfFile: folder + "/scan.txt", encoding: .utf8).hasPrefix("Audit Sans"))
        let failed = try runBinary([
            "scan", "--no-system-fonts", "--fonts", fonts, "--output", folder + "/none/scan.txt",
        ])
        #expect(failed.code == 2)
        #expect(failed.stderr.contains("does not exist"))
    }
}
