import Foundation
import TestSupport
import Testing

/// Inputs through the built binary: corrupt font files one by one, and design tokens.
@Suite struct InputThroughTheBinaryTests {
    static let corrupt = Paths.root + "/Fixtures/corrupt"
    static let tokens = Paths.root + "/Fixtures/tokens"

    static var corruptFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corrupt)) ?? []).sorted().map { corrupt + "/" + $0 }
            + ["empty.ttf", "notafont.otf", "truncated.ttf"].map { Paths.root + "/Fixtures/broken/" + $0 }
    }

    /// Through the built binary, file by file: exit 0, no signal, and at most one warning naming the file.
    @Test(arguments: corruptFiles) func eachCorruptFileAloneThroughTheBinary(_ file: String) throws {
        let run = try runBinary(["scan", "--no-system-fonts", "--fonts", file, "--format", "json"])
        #expect(!run.signaled)
        #expect(run.code == 0)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count <= 1)
        if let line = lines.first {
            #expect(line == "warning: \(file): skipped: \(line.split(separator: ": skipped: ").last ?? "")")
        }
        // The JSON still parses, whether the file gave faces or none.
        _ = try parseJSON(run.stdout)
    }

    @Test func bothReadersThroughTheBinary() throws {
        let dtcg = try runBinary([
            Self.tokens + "/material3.tokens.json", "--no-system-fonts", "--fonts", Paths.fonts, "--format", "json",
        ])
        #expect(dtcg.code == 1)
        let dtcgJSON = try parseJSON(dtcg.stdout)
        let dtcgMissing = try #require(dtcgJSON["missingFaces"] as? [[String: Any]])
        #expect(dtcgMissing.map { $0["postscriptName"] as? String } == ["FlexSans-BlackItalic"])
        #expect(dtcgMissing.first?["neededBy"] as? [String] == ["typography.body.strong-emphasis"])
        let studio = try runBinary([
            Self.tokens + "/tokens-studio.json", "--no-system-fonts", "--fonts", Paths.fonts, "--format", "sarif",
        ])
        #expect(studio.code == 1)
        let results = try #require(
            ((try parseJSON(studio.stdout)["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let lines = results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Int]
        }
        #expect(lines.map { $0["startLine"]! } == [26, 36, 40, 45, 45])
        let bad = try temporarySpec(
            #"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontWeight": "Bold"}}}"#)
        let error = try runBinary([bad])
        #expect(error.code == 2)
        #expect(error.stderr.hasPrefix("\(bad):1:75: error: \"Bold\" is not a DTCG fontWeight"))
    }

    @Test func realDebianFontsFromTokens() throws {
        let spec = try temporarySpec(
            #"""
            {"type": {"$type": "typography",
              "code": {"$value": {"fontFamily": ["JetBrains Mono", "monospace"], "fontWeight": "extra-bold"}, "$extensions": {"com.fontaudit": {"italic": true}}},
              "body": {"$value": {"fontFamily": "DejaVu Serif", "fontWeight": "regular"}}}}
            """#)
        // The folders of the two Debian packages `make test` installs, and nothing else a machine may have.
        let run = try runBinary([
            spec, "--no-system-fonts", "--fonts", "/usr/share/fonts/truetype/jetbrains-mono", "--fonts",
            "/usr/share/fonts/truetype/dejavu", "--format", "json",
        ])
        let missing = try #require(try parseJSON(run.stdout)["missingFaces"] as? [[String: Any]])
        #expect(
            Set(missing.compactMap { $0["postscriptName"] as? String }) == [
                "JetBrainsMono-BlackItalic", "DejaVuSerif-SemiBold",
            ])
    }
}

extension InputThroughTheBinaryTests {
    /// `fontaudit app` and `fontaudit FOLDER` as a CI job runs them: reports to files, the summary on stderr.
    @Test func appProjectsThroughTheBinary() throws {
        let folder = try temporaryFolder()
        let run = try runBinary([
            Paths.androidApp, "--format", "sarif", "--output", folder + "/app.sarif", "--format", "junit", "--output",
            folder + "/app.xml",
        ])
        #expect(run.code == 1)
        #expect(run.stderr.contains("12 styles: 4 passed, 8 failed"))
        let sarif = try parseJSON(try String(contentsOfFile: folder + "/app.sarif", encoding: .utf8))
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "declaration-mismatch" })
        #expect(results.contains { $0["ruleId"] as? String == "single-face-family" })
        let junit = try String(contentsOfFile: folder + "/app.xml", encoding: .utf8)
        #expect(junit.contains("name=\"declaration-mismatch "))
        let ios = try runBinary(["app", Paths.iosApp, "--platform", "ios", "--strict"])
        #expect(ios.code == 1)
        #expect(ios.stdout.contains("[unknown-font-name]"))
    }
}

extension InputThroughTheBinaryTests {
    /// Every format on every app fixture, through the binary: a rule missing from `AuditRule.allCases` once
    /// trapped the SARIF report of the Flutter app.
    @Test(arguments: ["ios/MosaicApp", "android", "compose", "flutter"])
    func everyFormatOfEveryAppFixture(_ app: String) throws {
        for format in ["text", "json", "sarif", "github", "junit", "markdown", "html"] {
            let run = try runBinary(["app", Paths.root + "/Fixtures/apps/" + app, "--format", format])
            #expect(!run.signaled, "\(app) \(format)")
            #expect(run.code == 1, "\(app) \(format): \(run.stderr)")
        }
    }
}
