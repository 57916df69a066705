import FontCatalog
import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

/// The command line, in-process and through the built binary.
@Suite struct CommandLineTests {
    @Test func demoFailsWithTheBuyingList() throws {
        let run = runInProcess([Paths.demo])
        #expect(run.code == 1)
        #expect(run.stdout.contains("Missing faces (5 to install or buy):"))
        #expect(
            run.stdout.contains(
                "Audit Sans Black Italic     900 italic  AuditSans-BlackItalic     needed by title-emphasis"))
        #expect(run.stdout.contains("9 styles: 4 passed, 5 failed, 0 with warnings; 5 faces missing."))
        #expect(!run.stdout.contains("\u{1B}["))  // not a terminal: no colour
    }

    @Test func jsonContract() throws {
        let run = runInProcess([Paths.demo, "--format", "json"])
        #expect(run.code == 1)
        let json = try parseJSON(run.stdout)
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(
            summary == [
                "styles": 9, "passed": 4, "failed": 5, "warnings": 0, "waived": 0, "inputErrors": 0, "inputWarnings": 0,
            ])
        let styles = try #require(json["styles"] as? [[String: Any]])
        let keys: Set<String> = [
            "name", "family", "weight", "italic", "status", "boldTextWeight", "face", "boldTextFace", "findings",
            "location",
        ]
        #expect(styles.allSatisfy { Set($0.keys) == keys })
        let emphasis = try #require(styles.first { $0["name"] as? String == "title-emphasis" })
        #expect(emphasis["status"] as? String == "fail")
        #expect(emphasis["boldTextWeight"] as? Int == 900)
        #expect(emphasis["boldTextFace"] is NSNull)
        let missing = try #require(json["missingFaces"] as? [[String: Any]])
        #expect(missing.count == 5)
        let black = try #require(missing.first { $0["postscriptName"] as? String == "AuditSans-BlackItalic" })
        #expect(black["family"] as? String == "Audit Sans")
        #expect(black["weight"] as? Int == 900)
        #expect(black["italic"] as? Bool == true)
        #expect(black["name"] as? String == "Audit Sans Black Italic")
        #expect(black["neededBy"] as? [String] == ["title-emphasis"])
    }

    @Test func cleanAuditExitsZeroAndStrictFailsOnWarnings() throws {
        let spec = try temporarySpec(
            #"{"fonts": ["\#(Paths.fonts)"], "systemFonts": false, "styles": [{"name": "body", "family": "Audit Sans", "weight": 400}, {"name": "emph", "family": "Audit Sans", "weight": 400, "italic": true}]}"#
        )
        #expect(runInProcess([spec, "--match", "heavier"]).code == 0)
        #expect(runInProcess([spec, "--match", "heavier", "--strict"]).code == 1)
        #expect(runInProcess([spec]).code == 1)
        // android: 400 → 700, and Bold Italic is installed.
        #expect(runInProcess(["audit", spec, "--policy", "android"]).code == 0)
    }

    @Test func specErrorsAreLocatedAndExitTwo() throws {
        let spec = try temporarySpec(
            "{\n  \"styles\": [\n    {\"name\": \"x\", \"family\": \"A\", \"weight\": \"superbold\"}\n  ]\n}\n")
        let run = runInProcess([spec])
        #expect(run.code == 2)
        #expect(run.stderr == "\(spec):3:44: error: \"superbold\" is not a weight name or a number from 1 to 1000\n")
        #expect(run.stdout.isEmpty)
        let trailing = try temporarySpec("{\"styles\": [1,]}")
        #expect(runInProcess([trailing]).stderr.contains(":1:15: error: trailing comma"))
    }

    @Test func pathAndUsageErrorsExitTwo() {
        let missingSpec = runInProcess(["/no/such/spec.json"])
        #expect(missingSpec.code == 2)
        #expect(missingSpec.stderr.contains("/no/such/spec.json: error: no such spec file"))
        let badFonts = runInProcess(["scan", "--fonts", "/no/such/folder"])
        #expect(badFonts.code == 2)
        #expect(badFonts.stderr == "error: /no/such/folder: no such file or folder\n")
        let typo = runInProcess(["scan", "--no-sytem-fonts"])
        #expect(typo.code == 2)
        #expect(typo.stderr.contains("did you mean '--no-system-fonts'?"))
        let command = runInProcess(["scna"])
        #expect(command.stderr.contains("did you mean 'scan'?"))
        #expect(runInProcess(["scan", "--format", "xml"]).code == 2)
        #expect(runInProcess([]).code == 2)
    }

    @Test func helpAndVersion() {
        let help = runInProcess(["--help"])
        #expect(help.code == 0)
        #expect(help.stdout.contains("Exit codes:"))
        #expect(help.stdout.contains("--policy POLICY"))
        #expect(runInProcess(["scan", "--help"]).stdout.contains("weights grid"))
        #expect(runInProcess(["--version"]).stdout == "fontaudit \(FontAuditCommand.version) (commit unknown)\n")
    }

    @Test func scanJSONShapeAndFamilyFilter() throws {
        let run = runInProcess([
            "scan", "--no-system-fonts", "--fonts", Paths.fonts, "--family", "flex-sans", "--format", "json",
        ])
        #expect(run.code == 0)
        let faces = try #require(try parseJSON(run.stdout)["faces"] as? [[String: Any]])
        #expect(faces.count == 13)
        let keys: Set<String> = [
            "family", "families", "style", "weight", "weightRaw", "weightRange", "italic", "oblique", "width",
            "variable", "postscriptName", "path", "index", "instance", "source",
        ]
        #expect(
            faces.allSatisfy {
                Set($0.keys) == keys && $0["source"] as? String == "bundled" && $0["variable"] as? Bool == true
            })
        #expect(faces.first?["weightRange"] as? [Int] == [200, 900])
        let thin = runInProcess([
            "scan", "--no-system-fonts", "--fonts", Paths.fonts, "--family", "WispSans", "--format", "json",
        ])
        let wisp = try #require(try parseJSON(thin.stdout)["faces"] as? [[String: Any]])
        #expect(wisp.first?["weightRaw"] as? Int == 250)
        #expect(wisp.first?["weight"] as? Int == 100)
        #expect(wisp.first?["weightRange"] is NSNull)
    }

    @Test func scanGridShowsInstalledAndAbsentCells() {
        let run = runInProcess(["scan", "--no-system-fonts", "--fonts", Paths.fonts, "--family", "Audit Sans"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Audit Sans  6 faces, bundled")
        #expect(lines.contains("    roman      ·   ·   ·   ■   ·   ■   ■   ·   ■  "))
        #expect(lines.contains("    italic     ·   ·   ·   ■   ·   ·   ■   ·   ·  "))
    }

    @Test func brokenFontsWarnAndTheScanGoesOn() {
        let run = runInProcess([
            "scan", "--no-system-fonts", "--fonts", Paths.root + "/Fixtures/broken", "--fonts",
            Paths.fonts + "/PairSerif",
        ])
        #expect(run.code == 0)
        #expect(run.stderr.contains("empty.ttf: skipped: the file is empty (0 bytes)"))
        #expect(run.stderr.contains("truncated.ttf: skipped: the font file is truncated or corrupt"))
        #expect(run.stderr.contains("notafont.otf: skipped: not a font file"))
        #expect(run.stdout.contains("Pair Serif  2 faces"))
    }

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
        let args = ["scan", "--no-system-fonts", "--fonts", Paths.fonts + "/PairSerif"]
        #expect(runInProcess(args, terminal: true).stdout.contains("\u{1B}["))
        #expect(!runInProcess(args, environment: ["NO_COLOR": "1"], terminal: true).stdout.contains("\u{1B}["))
        #expect(!runInProcess(args + ["--color", "never"], terminal: true).stdout.contains("\u{1B}["))
        #expect(runInProcess(args + ["--color", "always"]).stdout.contains("\u{1B}["))
    }

    @Test func untrustedNamesCannotReachTheTerminal() {
        let run = runInProcess(["scan", "--no-system-fonts", "--fonts", Paths.root + "/Fixtures/markup"])
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(!run.stdout.contains("\u{07}"))
        #expect(run.stdout.contains("Bold\\nItalic\\e[31m\\r"))
    }

    // MARK: The built binary

    @Test func binaryRunsTheDemo() throws {
        let run = try runBinary([Paths.demo, "--format", "json"])
        #expect(run.code == 1)
        #expect(
            try parseJSON(run.stdout)["summary"] as? [String: Int] == [
                "styles": 9, "passed": 4, "failed": 5, "warnings": 0, "waived": 0, "inputErrors": 0, "inputWarnings": 0,
            ])
        let bad = try runBinary(["scan", "--fonts", "/no/such"])
        #expect(bad.code == 2)
    }

    /// The public example: DejaVu Sans on Debian has obliques, no 600 and no 900.
    @Test func binaryOnRealDejaVu() throws {
        let spec = try temporarySpec(
            #"{"styles":[{"name":"body","family":"DejaVu Sans","weight":400},{"name":"title","family":"DejaVu Sans","weight":700},{"name":"quote","family":"DejaVu Sans","weight":400,"italic":true}]}"#
        )
        let run = try runBinary([
            spec, "--no-system-fonts", "--fonts", "/usr/share/fonts/truetype/dejavu", "--format", "json",
        ])
        #expect(run.code == 1)
        let missing = try #require(try parseJSON(run.stdout)["missingFaces"] as? [[String: Any]])
        let names = Set(
            missing.map {
                "\($0["family"] as! String) \($0["weight"] as! Int) \(($0["italic"] as! Bool) ? "italic" : "roman")"
            })
        #expect(names == ["DejaVu Sans 600 roman", "DejaVu Sans 900 roman", "DejaVu Sans 600 italic"])
        // The same audit against installed fonts, through fontconfig.
        let installed = try runBinary([spec, "--format", "json"])
        let viaFontconfig = try #require(try parseJSON(installed.stdout)["missingFaces"] as? [[String: Any]])
        #expect(viaFontconfig.count == 3)
    }

    @Test func binaryOnRealJetBrainsMonoPassesExceptTheHeaviest() throws {
        let spec = try temporarySpec(
            #"{"systemFonts": false, "fonts": ["/usr/share/fonts/truetype/jetbrains-mono"], "styles":[{"name":"code","family":"JetBrainsMono","weight":"regular"},{"name":"strong","family":"JetBrains Mono","weight":"ExtraBold","italic":true}]}"#
        )
        let run = try runBinary([spec, "--format", "json"])
        let json = try parseJSON(run.stdout)
        #expect(
            json["summary"] as? [String: Int] == [
                "styles": 2, "passed": 1, "failed": 1, "warnings": 0, "waived": 0, "inputErrors": 0, "inputWarnings": 0,
            ])
        let missing = try #require(json["missingFaces"] as? [[String: Any]])
        #expect(missing.map { $0["postscriptName"] as? String } == ["JetBrainsMono-BlackItalic"])
    }
}

@Suite struct CatalogEdgeTests {
    @Test func gridMarksCellsCoveredOnlyByAVariableRange() {
        let faces = [face("Range", 400, range: 300...700), face("Range", 900)]
        let grid = ScanReport.text(faces, terminal: Terminal(colors: false))
        #expect(grid.contains("    roman      ·   ·   ▨   ■   ▨   ▨   ▨   ·   ■  "))
    }

    @Test func statsGoToStderr() {
        let run = runInProcess(["scan", "--no-system-fonts", "--fonts", Paths.fonts, "--stats", "--format", "json"])
        #expect(run.code == 0)
        #expect(
            run.stderr.hasPrefix("stats: 28 faces (0 system, 28 bundled) from 16 bundled files, 0 skipped; enumerate "))
        #expect(run.stderr.contains(", read ") && run.stderr.contains(", report "))
        let audit = runInProcess([Paths.demo, "--stats"])
        #expect(audit.stderr.contains(", match "))
    }

    /// Installed fonts through fontconfig, made hermetic with a fonts.conf that lists only the fixtures:
    /// variable fonts arrive as named instances plus a variable pattern whose range must be attached.
    @Test func fontconfigListsFixtureVariableFontsLikeFreeTypeDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-fc-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let conf = folder + "/fonts.conf"
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig><dir>\(Paths.fonts)</dir><cachedir>\(folder)/cache</cachedir></fontconfig>
        """.write(toFile: conf, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = conf
        let system = try runBinary(["scan", "--family", "Flex Sans", "--format", "json"], environment: environment)
        let bundled = try runBinary([
            "scan", "--no-system-fonts", "--fonts", Paths.fonts, "--family", "Flex Sans", "--format", "json",
        ])
        func summary(_ text: String) throws -> Set<String> {
            let faces = try #require(try parseJSON(text)["faces"] as? [[String: Any]])
            return Set(faces.map { "\($0["weight"]!) \($0["italic"]!) \($0["weightRange"]!) \($0["postscriptName"]!)" })
        }
        let fromFontconfig = try summary(system.stdout)
        #expect(fromFontconfig.count == 13)
        #expect(fromFontconfig == (try summary(bundled.stdout)))
        let legacy = try runBinary(
            ["scan", "--family", "Legacy Grotesk", "--format", "json"], environment: environment)
        let legacyFace = try #require((try parseJSON(legacy.stdout)["faces"] as? [[String: Any]])?.first)
        #expect(legacyFace["weightRaw"] as? Int == 5)
        #expect(legacyFace["source"] as? String == "system")
    }
}

@Suite struct ScanJSONWriterTests {
    /// The fast writer must produce exactly what the general JSON renderer would.
    @Test func directWriterMatchesTheRenderer() {
        let faces = [
            face("Range", 400, range: 300...700), face("Quote \"Me\" \\ \u{1B}", 700, italic: true),
            FontFace(
                families: ["A", "A Condensed", "A B C D E"], style: "Cond", postscriptName: "A-Cond",
                path: "/x y/é.ttc",
                index: 2, weightRaw: 250, italic: false, width: 3, source: .system),
        ]
        #expect(ScanReport.json(faces) == ScanReport.referenceJSON(faces))
        #expect(ScanReport.json([]) == ScanReport.referenceJSON([]))
        // And on every fixture font, hostile names included.
        let fixtures = BundledFonts.read(files: (try? FontFileFinder.find([Paths.root + "/Fixtures"]).files) ?? [])
            .faces
        #expect(fixtures.count > 30)
        #expect(ScanReport.json(fixtures) == ScanReport.referenceJSON(fixtures))
    }
}

/// Installed faces are only converted for the spec's families; the results must not change.
@Suite struct SystemFilterTests {
    @Test func filteredAuditMatchesTheFullCatalog() throws {
        let styles = [
            style("body", "dejavu-sans", 400), style("serif", "DejaVu Serif", 700, italic: true),
            TextStyle(
                name: "mono", location: SourceLocation(file: "s", line: 1, column: 1), fontName: "dejavusansmono-bold"),
        ]
        let filtered = try CatalogLoader.load(for: styles, options: FontCatalog.Options())
        let full = FaceIndex(SystemFonts.list())
        #expect(filtered.faces.count < full.faces.count)
        let options = AuditOptions()
        let a = Auditor.audit(
            styles, index: FaceIndex(filtered.faces, moreFamilies: { SystemFonts.familySpellings() }), options: options)
        let b = Auditor.audit(styles, index: full, options: options)
        #expect(a.styles.map(\.findings) == b.styles.map(\.findings))
        #expect(a.missingFaces == b.missingFaces)
        #expect(a.styles[2].face?.postscriptName == "DejaVuSansMono-Bold")
    }

    @Test func didYouMeanStillSeesFamiliesTheFilterLeftOut() throws {
        let spec = try temporarySpec(#"{"styles": [{"name": "body", "family": "DejaVu Sanz", "weight": 400}]}"#)
        let run = runInProcess([spec])
        #expect(run.code == 1)
        #expect(run.stdout.contains("family \"DejaVu Sanz\" is not installed; did you mean \"DejaVu Sans\"?"))
    }
}

/// Debian's Open Sans (fonts-open-sans): static weights 300–800 with italics, condensed cuts under the same
/// typographic family, and one of its PostScript names breaks the pattern ("OpenSansLight-Italic").
@Suite struct OpenSansTests {
    static let folder = "/usr/share/fonts/truetype/open-sans"

    @Test func boldItalicNeedsTheBlackItalicThatIsNotThere() throws {
        let spec = try temporarySpec(
            #"{"styles":[{"name":"body","family":"Open Sans","weight":"regular"},{"name":"title-emphasis","family":"Open Sans","weight":"bold","italic":true},{"name":"caption","fontName":"OpenSans-Light"},{"name":"aside","fontName":"opensanslight-italic"}]}"#
        )
        let run = try runBinary([spec, "--no-system-fonts", "--fonts", Self.folder, "--format", "json"])
        #expect(run.code == 1)
        let json = try parseJSON(run.stdout)
        let missing = try #require(json["missingFaces"] as? [[String: Any]])
        #expect(missing.map { $0["name"] as? String } == ["Open Sans Black Italic"])
        #expect(missing.first?["postscriptName"] as? String == "OpenSans-BlackItalic")
        #expect(missing.first?["neededBy"] as? [String] == ["title-emphasis"])
        let styles = try #require(json["styles"] as? [[String: Any]])
        #expect(styles.map { $0["status"] as? String } == ["pass", "fail", "pass", "pass"])
        let text = try runBinary([spec, "--no-system-fonts", "--fonts", Self.folder])
        #expect(text.stdout.contains("the nearest heavier installed face is Open Sans Extrabold Italic (800 italic)"))
        #expect(
            text.stdout.contains("Open Sans Black Italic  900 italic  OpenSans-BlackItalic  needed by title-emphasis"))
    }

    @Test func condensedCutsShareTheFamilyButRegularWidthIsPreferred() throws {
        let run = try runBinary(["scan", "--no-system-fonts", "--fonts", Self.folder, "--family", "open sans"])
        #expect(run.stdout.contains("    condensed roman    ·   ·   ■   ·   ·   ·   ·   ·   ·  "))
        let spec = try temporarySpec(#"{"styles":[{"name":"light","family":"Open Sans","weight":300}]}"#)
        let audit = try parseJSON(
            try runBinary([spec, "--no-system-fonts", "--fonts", Self.folder, "--format", "json"]).stdout)
        let face = try #require((audit["styles"] as? [[String: Any]])?.first?["face"] as? [String: Any])
        #expect(face["postscriptName"] as? String == "OpenSans-Light")
    }
}

@Suite struct ScanFamilyFilterTests {
    @Test func familyFilterOnInstalledFontsAndItsDidYouMean() {
        let mono = runInProcess(["scan", "--family", "dejavu_sans-mono", "--format", "json"])
        #expect(mono.code == 0)
        #expect(mono.stdout.contains("\"postscriptName\": \"DejaVuSansMono-Bold\""))
        #expect(!mono.stdout.contains("\"family\": \"DejaVu Serif\""))
        let typo = runInProcess(["scan", "--family", "DejaVu Sanz"])
        #expect(typo.stderr.contains("no family matches 'DejaVu Sanz'; did you mean 'DejaVu Sans'?"))
    }
}

@Suite struct FontNameSecondPassTests {
    /// "OpenSansLight-Italic" does not spell its family "Open Sans": the first, filtered listing finds the face,
    /// and a second one must bring in the rest of the family for the Bold Text counterpart.
    @Test func fontNameWhoseFamilyItDoesNotSpell() throws {
        let spec = try temporarySpec(#"{"styles":[{"name":"aside","fontName":"OpenSansLight-Italic"}]}"#)
        let run = runInProcess([spec, "--format", "json"])
        #expect(run.code == 0)
        let style = try #require((try parseJSON(run.stdout)["styles"] as? [[String: Any]])?.first)
        #expect((style["face"] as? [String: Any])?["postscriptName"] as? String == "OpenSansLight-Italic")
        #expect((style["boldTextFace"] as? [String: Any])?["postscriptName"] as? String == "OpenSans-Italic")
    }
}

/// The conventions every command shares: report targets, --quiet, text tables padded by display width.
@Suite struct ConventionsTests {
    /// Style names in CJK, Hangul, fullwidth Latin, emoji and with a combining accent
    /// (Fixtures/specs/display-width.json): every column of the style lines and of the buying list starts at the
    /// same terminal column, counted in display width.
    @Test func textTablesAlignWideAndCombiningNames() throws {
        let run = try runBinary([Paths.root + "/Fixtures/specs/display-width.json"])
        #expect(run.code == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let styleLines = lines.filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }
        #expect(styleLines.count == 7)
        func columns(of marker: String, in lines: [String]) -> Set<Int> {
            Set(
                lines.compactMap { line in
                    line.range(of: marker).map { DisplayWidth.of(String(line[..<$0.lowerBound])) }
                })
        }
        #expect(
            columns(of: " Audit Sans", in: styleLines.filter { $0.contains("Audit Sans") && !$0.contains("Café") })
                .count == 1)
        #expect(columns(of: "  Bold Text", in: styleLines).count == 1, "\(styleLines)")
        #expect(columns(of: "  ✓ ", in: styleLines).union(columns(of: "  ✗ ", in: styleLines)).count == 1)
        let buying = lines.filter { $0.contains("needed by") }
        #expect(buying.count == 3)
        #expect(columns(of: "needed by", in: buying).count == 1, "\(buying)")
        #expect(run.stdout.contains("needed by 🔥 Promo"))
    }

    /// `--format F --output FILE` pairs are one rule for scan, audit and app (`ReportTargets`): each --output
    /// takes the --format before it, a --format alone goes to stdout, an extension picks the format, and
    /// every ambiguity is the same usage error.
    @Test func formatAndOutputPairTheSameWayForScanAuditAndApp() throws {
        let commands: [(String, [String], Int32)] = [
            ("audit", [Paths.demo], 1),
            ("app", ["app", Paths.androidApp], 1),
            ("scan", ["scan", "--no-system-fonts", "--fonts", Paths.fonts], 0),
        ]
        for (name, command, code) in commands {
            let folder = try temporaryFolder()
            let run = try runBinary(
                command + [
                    "--format", "json", "--output", folder + "/r.json", "--format", "html", "--output",
                    folder + "/r.html", "--format", "text",
                ])
            #expect(run.code == code, "\(name): \(run.stderr)")
            #expect(try parseJSON(String(contentsOfFile: folder + "/r.json", encoding: .utf8)).count > 0, "\(name)")
            #expect(try String(contentsOfFile: folder + "/r.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
            #expect(!run.stdout.isEmpty && !run.stdout.hasPrefix("{"), "\(name): the text report goes to stdout")
            #expect(run.stderr.contains("fontaudit: wrote json report to \(folder)/r.json\n"), "\(name)")
            #expect(run.stderr.contains("fontaudit: wrote html report to \(folder)/r.html\n"), "\(name)")
            // The extension chooses the format; `-` is standard output.
            let inferred = try runBinary(command + ["--output", folder + "/only.json"])
            #expect(inferred.code == code && inferred.stdout.isEmpty, "\(name): \(inferred.stderr)")
            #expect(try parseJSON(String(contentsOfFile: folder + "/only.json", encoding: .utf8)).count > 0)
            #expect(try runBinary(command + ["--format", "json", "--output", "-"]).stdout.hasPrefix("{"), "\(name)")
            // The same usage errors, word for word.
            let errors: [([String], String)] = [
                (["--format", "json", "--format", "json"], "error: the json report is asked for twice"),
                (["--format", "json", "--format", "html"], "error: json and html would both go to standard output"),
                (
                    ["--format", "json", "--output", folder + "/r.html"],
                    "names a html file, but the --format before it is json"
                ),
                (["--output", folder + "/r.pdf"], "error: cannot tell the format of '\(folder)/r.pdf'"),
                (
                    [
                        "--format", "json", "--output", folder + "/same", "--format", "html", "--output",
                        folder + "/same",
                    ],
                    "error: two reports would be written to the same file"
                ),
            ]
            for (arguments, message) in errors {
                let failed = try runBinary(command + arguments)
                #expect(failed.code == 2 && failed.stderr.contains(message), "\(name) \(arguments): \(failed.stderr)")
            }
        }
        // Scan writes three formats; a report format it does not write is named as such.
        let sarif = try runBinary(["scan", "--no-system-fonts", "--output", "/tmp/x.sarif"])
        #expect(sarif.code == 2 && sarif.stderr.contains("names a sarif file, which this command does not write"))
    }

    /// `--quiet`: errors only. The text report on stdout keeps the lines of what fails the run, stderr only
    /// errors; files and other formats are written in full, and the exit code does not change.
    @Test func quietPrintsOnlyWhatFails() throws {
        let demo = try runBinary([Paths.demo, "--quiet"])
        #expect(demo.code == 1)
        #expect(demo.stderr.isEmpty, "\(demo.stderr)")
        let lines = demo.stdout.split(separator: "\n")
        #expect(lines.count == 5 && lines.allSatisfy { $0.contains(": error: [") }, "\(demo.stdout)")
        // A passing run prints nothing at all.
        let passing = try fixtureSpec(#"{"name": "body", "family": "Audit Sans", "weight": 400}"#)
        let clean = try runBinary([passing, "--quiet"])
        #expect(clean.code == 0 && clean.stdout.isEmpty && clean.stderr.isEmpty)
        // A report to a file: written in full, and no note or summary on stderr.
        let folder = try temporaryFolder()
        let toFile = try runBinary([Paths.demo, "--quiet", "--format", "json", "--output", folder + "/r.json"])
        #expect(toFile.code == 1 && toFile.stdout.isEmpty && toFile.stderr.isEmpty, "\(toFile.stderr)")
        let json = try parseJSON(String(contentsOfFile: folder + "/r.json", encoding: .utf8))
        #expect((json["styles"] as? [Any])?.count == 9)
        #expect(
            try runBinary([Paths.demo, "--quiet", "--format", "json"]).stdout
                == runBinary([Paths.demo, "--format", "json"]).stdout)
        // A warning is dropped, unless --strict makes it fail the run.
        let warned = try fixtureSpec(#"{"name": "body", "family": "Audit Sans", "weight": 400, "wieght": 1}"#)
        let loud = try runBinary([warned])
        #expect(loud.stderr.contains("warning: unknown key \"wieght\""), "\(loud.stderr)")
        let quiet = try runBinary([warned, "--quiet"])
        #expect(quiet.code == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)")
        let strict = try runBinary([warned, "--quiet", "--strict"])
        #expect(strict.code == 1 && strict.stderr.contains("unknown key \"wieght\""), "\(strict.stderr)")
        // Errors always reach stderr.
        let broken = try temporarySpec(#"{"styles": [1,]}"#)
        let failed = try runBinary([broken, "--quiet"])
        #expect(failed.code == 2 && failed.stderr.contains(":1:15: error: trailing comma"))
        // An app: only its failing lines.
        let app = try runBinary(["app", Paths.androidApp, "--quiet"])
        #expect(app.code == 1 && app.stderr.isEmpty)
        #expect(app.stdout.split(separator: "\n").allSatisfy { $0.contains(": error: ") } && !app.stdout.isEmpty)
        // scan: its listing is the result; the warnings about unreadable files go.
        let scan = try runBinary([
            "scan", "--no-system-fonts", "--fonts", Paths.broken, "--fonts", Paths.fonts, "--quiet",
        ])
        #expect(scan.code == 0 && scan.stderr.isEmpty && scan.stdout.contains("Audit Sans"), "\(scan.stderr)")
        #expect(try runBinary(["scan", "--no-system-fonts", "--fonts", Paths.broken]).stderr.contains("warning: "))
    }
}
