import Testing
@testable import FontAuditCLI
@testable import FontAuditReports
@testable import FontAuditCore
@testable import FontCatalog
@testable import FontAuditSystem
import TestSupport

/// Styles that ask for the same face share one verdict; the text report writes what they have alike once
/// and copies it. The report must read exactly as if every style had been written on its own.
@Suite struct SharedVerdictTests {
    /// 31 families × 9 weights × roman/italic, each asked for by three styles, on the fonts `make test`
    /// installs: more than two report pieces, with shared verdicts crossing the pieces' seams.
    func repeatedStyles(_ installed: [FontFace]) -> [TextStyle] {
        let families = Array(Set(installed.map(\.family))).sorted().prefix(30) + ["Nowhere Grotesk"]
        var requests: [(String, Int, Bool)] = []
        for family in families {
            for weight in [100, 300, 400, 500, 600, 700, 800, 850, 900] {
                for italic in [false, true] { requests.append((family, weight, italic)) }
            }
        }
        var styles: [TextStyle] = []
        for copy in 0..<3 {
            for (i, request) in requests.enumerated() {
                styles.append(style("c\(copy)-s\(i)", request.0, request.1, italic: request.2, line: styles.count + 1))
            }
        }
        return styles
    }

    /// The same result with every verdict the style's own, as after a waiver: written the long way.
    func unshared(_ result: AuditResult) -> AuditResult {
        var copy = result
        copy.styles = result.styles.map { style in
            var own = style
            own.findings = style.findings  // any change makes the result the style's own
            return own
        }
        return copy
    }

    @Test func sharedVerdictsAreWrittenAsEachStyleWouldBe() {
        let installed = SystemFonts.list()
        let styles = repeatedStyles(installed)
        #expect(styles.count > 1024)
        let options = AuditOptions(policy: BoldTextPolicy(name: .apple))
        let result = Auditor.audit(styles, index: FaceIndex(installed), options: options)
        #expect(result.styles.allSatisfy { $0.verdict != nil })
        #expect(Set(result.styles.compactMap(\.verdict)).count * 3 == styles.count)
        let long = unshared(result)
        #expect(long.styles.allSatisfy { $0.verdict == nil })
        for colors in [false, true] {
            let context = ReportContext(specFile: "spec.json", options: options, terminal: Terminal(colors: colors))
            let shared = TextReporter().render(result, context: context)
            #expect(shared == TextReporter().render(long, context: context))
            // Each copy names its own style and its own line, not the first asker's.
            #expect(shared.contains("spec.json:\(styles.count):5: "))
            #expect(shared.contains("[c2-s\(styles.count / 3 - 1)]"))
        }
    }

    @Test func aWaivedStyleIsWrittenOnItsOwn() throws {
        let faces = [face("Open Sans", 400), face("Open Sans", 600)]
        let styles = (0..<4).map { style("body\($0)", "Open Sans", 600, line: $0 + 1) }
        let options = AuditOptions()
        var result = Auditor.audit(styles, index: FaceIndex(faces), options: options)
        #expect(result.styles.allSatisfy { $0.verdict == 0 })
        let waiver = Waiver(style: "body2", face: nil, rule: nil, reason: "bought next sprint", expires: nil,
                            location: SourceLocation(file: "baseline.json", line: 3, column: 5))
        _ = WaiverApplication.apply([waiver], to: &result, today: "2026-11-30")
        #expect(result.styles[2].verdict == nil)
        #expect(result.styles[3].verdict == 0)
        let text = TextReporter().render(result, context: ReportContext(specFile: "spec.json", options: options))
        #expect(text == TextReporter().render(unshared(result), context: ReportContext(specFile: "spec.json", options: options)))
        let findingLines = text.split(separator: "\n").filter { $0.hasPrefix("spec.json:") }
        #expect(findingLines.count == 4)
        #expect(findingLines[2].hasPrefix("spec.json:3:5: waived: [body2] "))
        #expect(findingLines[2].hasSuffix("(waiver: bought next sprint)"))
        #expect(findingLines[3].hasPrefix("spec.json:4:5: error: [body3] "))
    }

    @Test func changingOneResultLeavesItsCopiesAlone() throws {
        let faces = [face("Open Sans", 400), face("Open Sans", 600), face("Open Sans", 700)]
        let result = Auditor.audit([style("a", "Open Sans", 400), style("b", "Open Sans", 400)],
                                   index: FaceIndex(faces), options: AuditOptions())
        var changed = result.styles[1]
        changed.face = nil
        changed.weight = 500
        #expect(changed.verdict == nil)
        #expect(changed.face == nil && changed.weight == 500)
        #expect(result.styles[1].face?.weight == 400 && result.styles[1].weight == 400)
        #expect(result.styles[0].face?.weight == 400)
        #expect(result.styles[1].verdict == 0)
    }
}

/// Locations keep their path interned: equal paths are one, whatever `String` they came from.
@Suite struct SourceLocationTests {
    @Test func equalPathsAreOneAndDifferentPathsAreNot() {
        let built = ["specs", "app.json"].joined(separator: "/")
        let a = SourceLocation(file: "specs/app.json", line: 3, column: 7)
        let b = SourceLocation(file: built, line: 3, column: 7)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.isInSameFile(as: b))
        #expect(Set([a, b]).count == 1)
        let other = SourceLocation(file: "specs/other.json", line: 3, column: 7)
        #expect(a != other)
        #expect(!a.isInSameFile(as: other))
        #expect(a != SourceLocation(file: "specs/app.json", line: 3, column: 8))
        var moved = a
        moved.file = "specs/other.json"
        #expect(moved == other)
        #expect(a.file == "specs/app.json")
        #expect(a < other)
        #expect(!(other < a))
        #expect(moved.description == "specs/other.json:3:7")
    }
}
