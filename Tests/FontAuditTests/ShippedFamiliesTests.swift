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

/// Fonts as real apps ship them (issue 22): each case failed on the code before.
@Suite struct ShippedFamiliesTests {
    static let flexa = Paths.families + "/Flexa/Flexa[wght].ttf"

    /// A spec audit of `styles` (JSON objects) against the fixture families only, as JSON.
    func auditSpec(_ styles: String, policy: String = "apple", format: String = "json") throws -> RunResult {
        let spec = try temporarySpec(#"{"systemFonts": false, "boldText": "\#(policy)", "styles": [\#(styles)]}"#)
        return runInProcess([spec, "--fonts", Paths.families, "--format", format])
    }

    func styles(_ json: [String: Any]) -> [String: [String: Any]] {
        var found: [String: [String: Any]] = [:]
        for style in json["styles"] as! [[String: Any]] { found[style["name"] as! String] = style }
        return found
    }

    func messages(_ style: [String: Any]?) -> [String] {
        (style?["findings"] as? [[String: Any]] ?? []).map { "\($0["rule"]!): \($0["message"]!)" }
    }

    /// The PostScript name of a style's face (or Bold Text face) in the JSON report.
    func postscriptName(of style: [String: Any]?, _ key: String = "face") -> String? {
        (style?[key] as? [String: Any])?["postscriptName"] as? String
    }

    func buyingList(_ json: [String: Any]) -> [String] {
        (json["missingFaces"] as! [[String: Any]]).map { $0["postscriptName"] as! String }
    }

    /// A Compose module bundling `files` under res/font, with `kotlin` as its Type.kt.
    func composeApp(_ kotlin: String, files: [String: String]) throws -> String {
        let root = try temporaryFolder()
        let main = root + "/app/src/main"
        let fonts = main + "/res/font"
        let code = main + "/java/com/example/shipped/ui/theme"
        for folder in [fonts, code] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#.write(
            toFile: main + "/AndroidManifest.xml", atomically: true, encoding: .utf8)
        for (name, source) in files { try FileManager.default.copyItem(atPath: source, toPath: fonts + "/" + name) }
        let header = """
            package com.example.shipped.ui.theme

            import androidx.compose.material3.Typography
            import androidx.compose.ui.text.TextStyle
            import androidx.compose.ui.text.font.Font
            import androidx.compose.ui.text.font.FontFamily
            import androidx.compose.ui.text.font.FontVariation
            import androidx.compose.ui.text.font.FontWeight

            """
        try (header + kotlin).write(toFile: code + "/Type.kt", atomically: true, encoding: .utf8)
        return root
    }

    // MARK: 1. Variable fonts

    @Test func aVariableFileIsItsDefaultInstanceFirst() throws {
        // Roboto Flex lists its Thin first; the file says 400 (usWeightClass and the fvar default).
        let faces = BundledFonts.read(files: [Self.flexa]).faces
        #expect(faces.first?.style == "Regular")
        #expect(faces.first?.weight == 400)
        #expect(faces.first?.weightRange == 100...1000)
        #expect(faces.count == 10)
        #expect(ProjectFonts(files: [Self.flexa]).faces(in: Self.flexa).first?.weight == 400)
    }

    @Test func aVariableFileHoldingTheWeightIsNeverBought() throws {
        let app = try composeApp(
            """
            val Flexa = FontFamily(Font(R.font.flexa))
            val FlexaBold = FontFamily(
                Font(R.font.flexa, FontWeight(700), variationSettings = FontVariation.Settings(FontVariation.weight(700))),
            )
            val Typography = Typography(
                displayLarge = TextStyle(fontFamily = Flexa, fontWeight = FontWeight(738)),
                bodyLarge = TextStyle(fontFamily = Flexa, fontWeight = FontWeight.W400),
                titleLarge = TextStyle(fontFamily = FlexaBold, fontWeight = FontWeight.W700),
            )
            """, files: ["flexa.ttf": Self.flexa])
        let run = runInProcess(["app", app, "--format", "json"])
        let json = try parseJSON(run.stdout)
        // The file is read as its default, 400, so `Font(R.font.flexa)` declares what it is; a weight the axis
        // holds is no mismatch either.
        #expect((json["findings"] as! [[String: Any]]).isEmpty, "\(json["findings"]!)")
        #expect(buyingList(json) == [])
        let found = styles(json)
        let display = messages(found["displayLarge"])
        #expect(
            display.contains {
                $0.hasPrefix(
                    "missing-face: Flexa does not ask for Flexa Bold (700), so Compose will show Flexa Regular (400)")
                    && $0.contains(
                        "flexa.ttf is variable (wght 100–1000) and holds 700: ask for it with Font(R.font.flexa, FontWeight(700), variationSettings = FontVariation.Settings(FontVariation.weight(700))); nothing to buy"
                    )
            }, "\(display)")
        #expect(
            messages(found["bodyLarge"]).contains {
                $0.hasPrefix("missing-bold-counterpart: Bold Text needs Flexa Bold (700), which Flexa does not ask for")
                    && $0.hasSuffix("nothing to buy")
            })
        #expect(messages(found["titleLarge"]).allSatisfy { !$0.hasPrefix("missing-face") })
        // Declared at 700, the file is shown at 700 and named so, not by its default instance.
        #expect(
            messages(found["titleLarge"]).contains {
                $0.contains("FlexaBold does not ask for, so Compose will show Flexa Bold (700);")
            }, "\(messages(found["titleLarge"]))")
    }

    // MARK: 4. Weight words

    @Test func aWeightWordNeverLandsOnAClassTheFamilyHolds() throws {
        // Lark names its faces as Lato 2 does: Hairline stored 100, Thin stored 200.
        let run = runInProcess(["scan", "--no-system-fonts", "--fonts", Paths.families + "/Lark", "--format", "json"])
        let faces = try parseJSON(run.stdout)["faces"] as! [[String: Any]]
        let weights = faces.map { "\($0["style"]!) \($0["weight"]!)" }
        #expect(weights.contains("Hairline 100"))
        #expect(weights.contains("Thin 200"), "\(weights)")
        let chart = runInProcess(["scan", "--no-system-fonts", "--fonts", Paths.families + "/Lark"]).stdout
        #expect(chart.contains("roman      ■   ■   ■   ■   ·   ■   ■   ■   ·"), "\(chart)")
        let json = try parseJSON(try auditSpec(#"{"name": "thin", "family": "Lark", "weight": 200}"#).stdout)
        #expect(messages(styles(json)["thin"]) == [])
        // The word still wins where no other face holds its class: a Dosis-like ExtraLight stored as 100, and a
        // Condensed Bold stored as 400 beside a Bold of normal width.
        var faces2 = [
            face("Dose Sans", 400),
            FontFace(
                families: ["Dose Sans"], style: "ExtraLight", postscriptName: "DoseSans-ExtraLight", path: "/d",
                weightRaw: 100, italic: false, source: .bundled),
            face("Noto Sans", 700),
            FontFace(
                families: ["Noto Sans"], style: "Condensed Bold", postscriptName: "NotoSans-CondensedBold", path: "/n",
                weightRaw: 400, italic: false, width: 3, source: .bundled),
        ]
        FamilyWeights.settle(&faces2)
        #expect(faces2.map(\.weight) == [400, 200, 700, 700])
    }
}
