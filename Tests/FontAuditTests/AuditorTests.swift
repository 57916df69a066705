import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

/// The audit is a pure function of (styles, faces, options): these use hand-made faces.
@Suite struct AuditorTests {
    let openSans = [
        face("Open Sans", 300), face("Open Sans", 400), face("Open Sans", 600), face("Open Sans", 700),
        face("Open Sans", 400, italic: true), face("Open Sans", 700, italic: true),
    ]

    func audit(
        _ styles: [TextStyle], _ faces: [FontFace], policy: BoldTextPolicy.Name = .apple, map: [Int: Int] = [:],
        match: AuditOptions.MatchMode = .exact
    ) -> AuditResult {
        Auditor.audit(
            styles, index: FaceIndex(faces),
            options: AuditOptions(policy: BoldTextPolicy(name: policy, map: map), match: match))
    }

    func missing(_ result: AuditResult) -> [String] {
        result.missingFaces.map { "\($0.family) \(FaceNaming.weightLabel($0.weight, italic: $0.italic))" }
    }

    @Test func passesWhenOwnFaceAndCounterpartAreInstalled() {
        let result = audit([style("body", "Open Sans", 400)], openSans)
        #expect(result.styles[0].status == .pass)
        #expect(result.styles[0].boldTextWeight == 600)
        #expect(result.styles[0].boldTextFace?.weight == 600)
        #expect(result.missingFaces.isEmpty)
    }

    @Test func missingCounterpartIsNamedWithTheNearestHeavierFace() throws {
        let result = audit([style("title-emphasis", "open sans", 700, italic: true)], openSans)
        #expect(result.styles[0].status == .fail)
        let gap = try #require(result.missingFaces.first)
        #expect(gap.name == "open sans Black Italic")
        #expect(gap.postscriptName == "opensans-BlackItalic")
        #expect(gap.neededBy == ["title-emphasis"])
        let finding = try #require(result.styles[0].findings.first { $0.rule == .missingBoldCounterpart })
        #expect(finding.message.contains("PostScript opensans-BlackItalic"))
        #expect(finding.message.contains("no heavier italic face"))
    }

    @Test func missingOwnFaceNamesTheClosestFaceByCSSMatching() throws {
        // 500 wanted: CSS looks up to 500 first, then down: 400 wins over 600.
        let result = audit([style("medium", "Open Sans", 500)], openSans)
        let finding = try #require(result.styles[0].findings.first { $0.rule == .missingFace })
        #expect(finding.message.contains("closest installed face is Open Sans Regular (400)"))
        // 800 wanted: look heavier first, then lighter: 700.
        let heavy = audit([style("heavy", "Open Sans", 800)], openSans)
        #expect(
            heavy.styles[0].findings.first { $0.rule == .missingFace }?.message.contains("Open Sans Bold (700)") == true
        )
        #expect(missing(heavy) == ["Open Sans 800", "Open Sans 900"])
    }

    /// A family spelt like an installed one is a typo: an error with "did you mean", and nothing to buy.
    @Test func aMisspeltFamilyIsAnErrorButNothingToBuy() throws {
        let result = audit([style("body", "Open Sanz", 400)], openSans)
        let finding = try #require(result.styles[0].findings.first)
        #expect(finding.rule == .familyNotInstalled)
        #expect(finding.message.contains("did you mean \"Open Sans\""))
        #expect(result.styles[0].status == .fail)
        #expect(result.styles[0].findings.count == 1)
        #expect(missing(result) == [])
        #expect(!WaiverApplication.baseline(for: result, today: "2026-01-01").contains("body"))
    }

    /// A family that is spelt like nothing installed is one to buy, with its Bold Text face.
    @Test func anUnknownFamilyListsBothFacesToBuy() {
        let result = audit([style("body", "Nowhere Grotesk", 400)], openSans)
        #expect(result.styles[0].findings.first?.rule == .familyNotInstalled)
        #expect(missing(result) == ["Nowhere Grotesk 400", "Nowhere Grotesk 600"])
    }

    @Test func italicNeedsSlantedAndRomanNeedsUpright() {
        let faces = [face("Mono", 400), face("Mono", 400, oblique: true), face("Mono", 600)]
        let result = audit([style("comment", "Mono", 400, italic: true)], faces)
        #expect(result.styles[0].face?.oblique == true)
        #expect(result.styles[0].findings.contains { $0.rule == .obliqueForItalic && $0.severity == .note })
        #expect(missing(result) == ["Mono 600 italic"])
        // A roman style is not satisfied by an italic face.
        let romanOnlyItalic = audit(
            [style("r", "Only", 400)], [face("Only", 400, italic: true), face("Only", 600, italic: true)])
        #expect(missing(romanOnlyItalic) == ["Only 400", "Only 600"])
    }

    @Test func variableRangeCoversTheTarget() {
        let faces = [face("Flex", 400, range: 100...900)]
        let result = audit([style("body", "Flex", 400), style("bold", "Flex", 700)], faces)
        #expect(result.styles.allSatisfy { $0.status == .pass })
        let narrow = audit([style("bold", "Flex", 700)], [face("Flex", 400, range: 300...700)])
        #expect(missing(narrow) == ["Flex 900"])
    }

    @Test func heavierModeWarnsAndNamesTheExactTarget() throws {
        let result = audit([style("body", "Open Sans", 400, italic: true)], openSans, match: .heavier)
        #expect(result.styles[0].status == .warn)
        #expect(result.styles[0].boldTextFace?.weight == 700)
        let warning = try #require(result.styles[0].findings.first { $0.severity == .warning })
        #expect(warning.rule == .heavierSubstitute)
        #expect(warning.message.contains("Open Sans SemiBold Italic (600 italic)"))
        #expect(result.missingFaces.isEmpty)
    }

    @Test func nineHundredHasNoCounterpartAndPassesWithANote() {
        let result = audit([style("display", "Open Sans", 900)], openSans + [face("Open Sans", 900)])
        #expect(result.styles[0].status == .pass)
        #expect(result.styles[0].boldTextWeight == nil)
        #expect(result.styles[0].findings.map(\.rule) == [.noHeavierWeight])
    }

    @Test func nextPolicyUsesInstalledWeightsOfAnySlant() {
        let result = audit([style("quote", "Open Sans", 400, italic: true)], openSans, policy: .next)
        // The lightest heavier weight of the family is 600, which has no italic.
        #expect(result.styles[0].boldTextWeight == 600)
        #expect(missing(result) == ["Open Sans 600 italic"])
        let none = audit([style("b", "Solo", 400)], [face("Solo", 400)], policy: .next)
        #expect(missing(none) == ["Solo 600"])
    }

    @Test func androidAndCustomMap() {
        let android = audit([style("body", "Open Sans", 400)], openSans, policy: .android)
        #expect(missing(android) == [])
        #expect(android.styles[0].boldTextWeight == 700)
        let mapped = audit(
            [style("body", "Open Sans", 400), style("light", "Open Sans", 300)], openSans, map: [400: 700])
        #expect(mapped.styles.map(\.boldTextWeight) == [700, 400])
    }

    @Test func offGridWeightsAreBucketedWithANote() {
        let result = audit([style("odd", "Open Sans", 350)], openSans)
        #expect(result.styles[0].weight == 400)
        #expect(result.styles[0].findings.contains { $0.rule == .weightBucketed && $0.message.contains("350") })
    }

    @Test func fontNameMatchesPostScriptNamesIgnoringCase() {
        var caption = TextStyle(name: "caption", location: SourceLocation(file: "s", line: 1, column: 1))
        caption.fontName = "opensans-light"
        let result = audit([caption], openSans)
        #expect(result.styles[0].face?.weight == 300)
        #expect(result.styles[0].boldTextFace?.weight == 400)
        #expect(result.styles[0].status == .pass)
        // Not installed: the name is read as family + style, so the buying list is exact.
        caption.fontName = "OpenSans-ExtraBoldItalic"
        let gone = audit([caption], openSans)
        #expect(gone.styles[0].findings.first?.rule == .missingFace)
        #expect(missing(gone) == ["Open Sans 800 italic", "Open Sans 900 italic"])
    }

    @Test func missingFacesAreDeduplicatedWithEveryStyleThatNeedsThem() {
        let result = audit(
            [style("a", "Solo", 400), style("b", "SOLO", 400), style("c", "Solo", 500)],
            [face("Solo", 400), face("Solo", 500)])
        #expect(missing(result) == ["Solo 600", "Solo 700"])
        #expect(result.missingFaces[0].neededBy == ["a", "b"])
    }

    @Test func stylesAskingForTheSameFaceKeepTheirOwnNamesAndLocations() {
        let result = audit([style("a", "Solo", 400, line: 3), style("b", "Solo", 400, line: 4)], [face("Solo", 400)])
        #expect(result.styles.map { $0.findings.map(\.style) } == [["a"], ["b"]])
        #expect(result.styles.map { $0.findings.map(\.location.line) } == [[3], [4]])
        #expect(result.missingFaces.first?.neededBy == ["a", "b"])
    }

    @Test func conditionedWidthIsPreferredAtNormalWidth() {
        let faces = [face("Wide", 400, width: 3), face("Wide", 400), face("Wide", 600, width: 3)]
        let result = audit([style("a", "Wide", 400)], faces)
        #expect(result.styles[0].face?.width == 5)
        #expect(result.styles[0].boldTextFace?.width == 3)
    }
}

/// A large spec on the real fonts `make test` installs (and its fonts.conf limits fontconfig to): every style
/// has its line, in order, every finding its line, "did you mean" finds the installed spelling, and the
/// buying list lists each face once with every style that needs it.
@Suite struct LargeSpecTests {
    @Test func everyStyleAndFindingIsReportedOnce() {
        let installed = SystemFonts.list()
        let known = [
            "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "JetBrains Mono", "Open Sans", "C059", "P052",
            "Nimbus Sans", "Nimbus Roman", "URW Gothic", "TeX Gyre Heros", "TeX Gyre Termes",
        ]
        #expect(known.allSatisfy { family in installed.contains { $0.families.contains(family) } })
        var styles: [TextStyle] = []
        for family in known + ["Opne Sans", "Open Sanz", "Nowhere Grotesk"] {
            for weight in [100, 200, 300, 400, 500, 600, 700, 800, 850, 900, 950] {
                for italic in [false, true] {
                    styles.append(style("s\(styles.count)", family, weight, italic: italic, line: styles.count + 1))
                }
            }
        }
        let asked = styles
        for round in 1...3 {
            styles += asked.enumerated().map {
                style("again\(round)-\($0.offset)", $0.element.family!, $0.element.weight!, italic: $0.element.italic)
            }
        }
        #expect(styles.count > 1024)
        let options = AuditOptions(policy: BoldTextPolicy(name: .next))
        let index = FaceIndex(installed, moreFamilies: { SystemFonts.familySpellings() })
        let result = Auditor.audit(styles, index: index, options: options)
        let text = TextReporter().render(
            result, context: ReportContext(specFile: "spec.json", options: options, rules: AuditRules.all))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, style) in styles.enumerated() {
            #expect(lines[i].dropFirst(2).hasPrefix(style.name + " "), "line \(i): \(lines[i])")
        }
        #expect(lines.filter { $0.hasPrefix("spec.json:") }.count == result.styles.reduce(0) { $0 + $1.findings.count })
        #expect(text.contains("did you mean \"Open Sans\"?"))
        #expect(text.contains("\(styles.count) styles: "))
        #expect(result.missingFaces.count > 100)
        #expect(result.missingFaces.allSatisfy { Set($0.neededBy).count == $0.neededBy.count })
        #expect(!result.missingFaces.contains { $0.family == "Opne Sans" || $0.family == "Open Sanz" })
        #expect(result.passed + result.failed + result.warned == styles.count)
        #expect(Auditor.audit([], index: index, options: options).styles.isEmpty)
        // Styles asking for the same face share a verdict: the same result as auditing each on its own.
        let reference = Auditor.auditEachStyle(styles, index: index, options: options)
        #expect(result.styles.map(\.findings) == reference.styles.map(\.findings))
        #expect(result.styles.map(\.face) == reference.styles.map(\.face))
        #expect(result.styles.map(\.boldTextFace) == reference.styles.map(\.boldTextFace))
        #expect(result.missingFaces == reference.missingFaces)
    }
}
