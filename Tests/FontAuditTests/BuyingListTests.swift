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

/// The buying list names only faces to buy (issue 13, part 3): each case failed on the code before.
@Suite struct BuyingListTests {
    static let edge = Paths.root + "/Fixtures/edge"

    func audit(_ styles: [TextStyle], _ faces: [FontFace], policy: BoldTextPolicy.Name = .apple) -> AuditResult {
        Auditor.audit(styles, index: FaceIndex(faces), options: AuditOptions(policy: BoldTextPolicy(name: policy)))
    }

    func missing(_ result: AuditResult) -> [String] {
        result.missingFaces.map { "\($0.family) \(FaceNaming.weightLabel($0.weight, italic: $0.italic))" }
    }

    @Test func genericFamiliesAreWarnedAboutAndNeverBought() throws {
        let native = try temporarySpec(
            #"{"systemFonts": false, "styles": [{"name": "body", "family": "sans-serif", "weight": 400}, {"name": "code", "family": "Monospace", "weight": 400}]}"#
        )
        let spec = try InputFormat.load(path: native, forced: nil, checkFallbacks: false)
        #expect(spec.styles.isEmpty)
        #expect(spec.warnings.map(\.location.column) == [35, 92])
        #expect(spec.warnings[0].message.contains("\"sans-serif\" in style \"body\" is a generic family"))
        let tokens = try temporarySpec(
            #"{"t": {"$type": "typography", "$value": {"fontFamily": ["Audit Sans", "sans-serif"], "fontWeight": 400}}}"#,
            name: "t.tokens.json")
        let run = runInProcess([
            tokens, "--check-fallbacks", "--no-system-fonts", "--fonts", Paths.fonts, "--format", "json",
        ])
        let json = try parseJSON(run.stdout)
        #expect(
            (json["missingFaces"] as? [[String: Any]])?.contains { ($0["family"] as? String) == "sans-serif" } == false)
        #expect((json["styles"] as? [Any])?.count == 1)
        #expect(run.stderr.contains("is a generic family, not a font"))
    }

    @Test func facesUnderLegacyFamilyNamesAreFound() {
        // Open Sans as Debian installs it: name ID 1 "Open Sans Semibold" with style "Regular" is the 600 face.
        let semibold = FontFace(
            families: ["Open Sans", "Open Sans Semibold"], style: "Semibold", postscriptName: "OpenSans-Semibold",
            path: "/f/OpenSans-Semibold.ttf", weightRaw: 600, italic: false, source: .system)
        let extrabold = FontFace(
            families: ["Open Sans", "Open Sans Extrabold"], style: "Extrabold", postscriptName: "OpenSans-Extrabold",
            path: "/f/OpenSans-ExtraBold.ttf", weightRaw: 800, italic: false, source: .system)
        let regular = face("Open Sans", 400)
        let result = audit(
            [style("a", "Open Sans Semibold", 400), style("b", "Open Sans Semibold", 600)],
            [regular, semibold, extrabold])
        for styleResult in result.styles {
            #expect(styleResult.status == .pass)
            #expect(styleResult.face?.postscriptName == "OpenSans-Semibold")
            #expect(styleResult.boldTextFace?.postscriptName == "OpenSans-Extrabold")
        }
        #expect(result.missingFaces.isEmpty)
    }

    @Test func facesWithOutOfScaleOrMislabelledWeightsAreFound() throws {
        #expect(WeightClass.read(raw: 40, styleName: "ExtraLight") == 200)
        #expect(WeightClass.read(raw: 80, styleName: "Regular") == 400)
        #expect(WeightClass.read(raw: 190, styleName: "Bold") == 700)
        #expect(WeightClass.read(raw: 100, styleName: "ExtraLight") == 200)
        #expect(WeightClass.read(raw: 400, styleName: "Condensed Bold") == 700)
        #expect(WeightClass.read(raw: 300, styleName: "Book") == 300)  // a loose word never overrides
        #expect(WeightClass.read(raw: 800, styleName: "Heavy") == 800)
        #expect(WeightClass.read(raw: 5, styleName: "Medium") == 500)
        #expect(WeightClass.read(raw: 200, styleName: "Bold", variable: true) == 200)
        let spec = try temporarySpec(
            #"""
            {"fonts": ["\#(Self.edge)"], "systemFonts": false, "boldText": "android", "styles": [
             {"name": "thin", "family": "Scale Sans", "weight": 200},
             {"name": "body", "family": "Scale Sans", "weight": 400},
             {"name": "dose", "family": "Dose Sans", "weight": "ExtraLight"}]}
            """#)
        let run = runInProcess([spec, "--format", "json"])
        let styles = try #require(try parseJSON(run.stdout)["styles"] as? [[String: Any]])
        let faces = styles.map { ($0["face"] as? [String: Any])?["name"] as? String }
        #expect(faces == ["Scale Sans ExtraLight", "Scale Sans Regular", "Dose Sans ExtraLight"])
        #expect(!run.stdout.contains("Dose Sans ExtraLight (200), PostScript DoseSans-ExtraLight is not installed"))
        #expect(styles[1]["status"] as? String == "pass")
    }

    @Test func noFontsAtAllIsAWarningAndUnderStrictExitTwo() throws {
        let spec = try temporarySpec(#"{"styles": [{"name": "body", "family": "Audit Sans", "weight": 400}]}"#)
        let run = runInProcess([spec, "--no-system-fonts"])
        #expect(run.code == 1)
        #expect(run.stderr.contains("warning: no fonts were loaded"))
        let strict = runInProcess([spec, "--no-system-fonts", "--strict", "--format", "json"])
        #expect(strict.code == 2)
        #expect(strict.stderr.contains("error: no fonts were loaded"))
        #expect(try parseJSON(strict.stdout)["failsRun"] as? Bool == true)
    }

    @Test func mapKeysOnOneWeightClassAreALocatedError() throws {
        let spec = try temporarySpec(
            #"{"boldText": {"policy": "apple", "map": {"500": 900, "450": 700}}, "styles": []}"#)
        let run = runInProcess([spec])
        #expect(run.code == 2)
        #expect(run.stderr.contains(":1:54: error: map keys \"500\" and \"450\" are both weight class 500"))
    }

    @Test func bundledFontsAnswerToEveryLocalizedFamilyName() throws {
        let spec = try temporarySpec(
            #"{"fonts": ["\#(Self.edge)"], "systemFonts": false, "styles": [{"name": "jp", "family": "ヨコ サンス", "weight": 400, "italic": false}]}"#
        )
        let run = runInProcess([spec, "--policy", "android", "--format", "json"])
        #expect(run.code == 0)
        let style = try #require((try parseJSON(run.stdout)["styles"] as? [[String: Any]])?.first)
        #expect((style["face"] as? [String: Any])?["name"] as? String == "Yoko Sans Regular")
        let scan = try parseJSON(
            runInProcess(["scan", "--no-system-fonts", "--fonts", Self.edge + "/YokoSans", "--format", "json"]).stdout)
        #expect((scan["faces"] as? [[String: Any]])?.first?["families"] as? [String] == ["Yoko Sans", "ヨコ サンス"])
    }

    @Test func aWeightInsideAVariableRangeIsNamedAsTheVariableFont() {
        let karla = [face("Karla", 200, range: 200...800), face("Karla", 800, range: 200...800)]
        let result = audit([style("label", "Karla", 400)], karla)
        #expect(result.styles[0].boldTextWeight == 600)
        #expect(result.styles[0].face?.displayName == "Karla 400 (variable)")
        #expect(result.styles[0].boldTextFace?.displayName == "Karla 600 (variable)")
        #expect(result.styles[0].boldTextFace?.weight == 600)
        // A named instance at the weight is named as itself.
        let withInstance = karla + [face("Karla", 600, range: 200...800)]
        #expect(
            audit([style("label", "Karla", 400)], withInstance).styles[0].boldTextFace?.displayName == "Karla SemiBold")
    }

    @Test func anAmbiguousPostScriptNamePrefersTheFaceItsStyleDescribes() throws {
        let roman = FontFace(
            families: ["Inter"], style: "Regular", postscriptName: "Inter", path: "/f/Inter.var.ttf",
            weightRaw: 400, italic: false, weightRange: 100...900, source: .bundled)
        var italic = roman
        italic.path = "/f/Inter-Italic.var.ttf"
        italic.italic = true
        italic.style = "Italic"
        let name = TextStyle(name: "body", location: SourceLocation(file: "s", line: 1, column: 1), fontName: "Inter")
        let result = audit([name], [italic, roman])
        #expect(result.styles[0].face?.italic == false)
        let warning = try #require(result.styles[0].findings.first { $0.rule == .ambiguousFontName })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("2 faces carry the PostScript name \"Inter\""))
        let italicName = TextStyle(
            name: "em", location: SourceLocation(file: "s", line: 1, column: 1), fontName: "Inter-Italic")
        #expect(audit([italicName], [roman, italic]).styles[0].face.map(\.italic) != nil)
    }

    @Test func widthNotesConsiderEveryWidthAndPreferTheStylesOwn() throws {
        // Five widths at every weight, the normal one among them: no note, and Bold Text stays normal width.
        var faces: [FontFace] = []
        for width in [3, 4, 5, 6, 7] { for weight in [400, 700] { faces.append(face("Wide", weight, width: width)) } }
        let normal = audit([style("body", "Wide", 400)], faces, policy: .android)
        #expect(!normal.styles[0].findings.contains { $0.rule == .widthSubstitute })
        #expect(normal.styles[0].boldTextFace?.width == 5)
        // No normal width at 400: the note names the width taken and every width installed at that weight.
        let narrow = faces.filter { $0.width != 5 }
        let note = try #require(
            audit([style("body", "Wide", 400)], narrow).styles[0].findings.first { $0.rule == .widthSubstitute })
        #expect(
            note.message.contains(
                "no normal face of this weight is installed (widths installed: condensed, semi-condensed, semi-expanded, expanded)"
            ))
        #expect(!note.message.contains("the only width"))
        // The nearest heavier face stays in the style's width when that width has one.
        let mixed = [face("Mix", 400), face("Mix", 800), face("Mix", 700, width: 7)]
        let finding = try #require(
            audit([style("b", "Mix", 400)], mixed).styles[0].findings.first { $0.rule == .missingBoldCounterpart })
        #expect(finding.message.contains("nearest heavier installed face is Mix ExtraBold (800)"))
    }

    @Test func scanCollapsesDuplicateFacesAndPrintsNoEmptyRows() throws {
        let folder = try temporaryFolder()
        let flex = Paths.fonts + "/FlexSans/FlexSans[wght].ttf"
        try FileManager.default.copyItem(atPath: flex, toPath: folder + "/Flex.var.ttf")
        try FileManager.default.copyItem(atPath: flex, toPath: folder + "/Flex-roman.var.ttf")
        let text = runInProcess(["scan", "--no-system-fonts", "--fonts", folder]).stdout
        #expect(text.contains("Flex Sans  8 faces in 2 files, no italic, bundled"))
        #expect(text.contains("(and 1 more file)"))
        #expect(!text.contains("italic  "))  // no empty italic row
        let json = try #require(
            try parseJSON(runInProcess(["scan", "--no-system-fonts", "--fonts", folder, "--format", "json"]).stdout)[
                "faces"] as? [[String: Any]])
        #expect(json.count == 16)
        #expect(Set(json.compactMap { $0["instance"] as? Int }) == Set(1...8))
    }
}
