import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontCatalog

/// `Auditor.verdicts` audits an app's distinct requests on every core: the same reports as on one worker
/// (`workers: 1`) and as auditing each style alone, on the styles and faces the app fixtures read, asked at
/// every weight and slant, misspelt (the lazy "did you mean" list is filled by whichever worker asks first)
/// and repeated (the shared verdicts), at several sizes (one face, findings apart) and by another call form (a
/// name that may be a family name, or only a face's).
@Suite struct ParallelVerdictTests {
    /// Every style the fixtures read, each asked at nine weights, roman and italic, and twice.
    static func manyStyles(_ styles: [TextStyle]) -> [TextStyle] {
        var many: [TextStyle] = []
        for round in 0..<2 {
            for (i, style) in styles.enumerated() {
                for weight in stride(from: 100, through: 900, by: 100) {
                    for italic in [false, true] {
                        var asked = style
                        asked.name = "\(style.name) \(weight) \(italic) \(round)"
                        asked.location.line = round * 100_000 + i * 100 + weight / 10 + (italic ? 1 : 0)
                        asked.weight = weight
                        asked.italic = italic
                        // The same face fixed at one size, scaling, or not looked at: findings apart.
                        asked.scaling =
                            [.fixed(why: "UIFont(name:size:) at 17 pt"), .scales(how: "sp"), nil][
                                (i + weight / 100) % 3]
                        many.append(asked)
                        if asked.fontName != nil {
                            // `Font.custom` where `UIFont(name:)` was, or the other way: another verdict.
                            var form = asked
                            form.acceptsFamilyName.toggle()
                            form.exactName = true
                            form.location.column += 1
                            many.append(form)
                        }
                        if let family = asked.family, weight == 400 {
                            // A family's name where a face's is asked for: found by `Font.custom`, not by
                            // `UIFont(name:)`.
                            for accepts in [false, true] {
                                var byName = asked
                                (byName.fontName, byName.exactName, byName.acceptsFamilyName) = (family, true, accepts)
                                byName.location.column += accepts ? 3 : 2
                                many.append(byName)
                            }
                        }
                        var misspelt = asked
                        misspelt.family = (asked.family ?? asked.fontName ?? "Audit Sans") + "x"
                        misspelt.fontName = asked.fontName.map { $0 + "x" }
                        many.append(misspelt)
                    }
                }
            }
        }
        return many
    }

    func render(_ styles: [StyleResult]) -> String {
        let context = ReportContext(specFile: "many", options: AuditOptions(), rules: AuditRules.all)
        return JSONReporter().render(AuditResult(styles: styles), context: context)
            + TextReporter().render(AuditResult(styles: styles), context: context)
    }

    @Test func sameVerdictsOnEveryCore() throws {
        var styles: [TextStyle] = []
        var faces: [FontFace] = []
        for app in JSONStyleWriterTests.apps {
            let reading = try AppReader.read(Paths.root + "/Fixtures/apps/" + app, platform: nil)
            for part in reading.parts {
                styles += part.styles.map { style in
                    var plain = style
                    (plain.textSystem, plain.familyKey) = (nil, nil)
                    return plain
                }
                faces += part.availableFaces
            }
        }
        let many = Self.manyStyles(styles)
        let options = AuditOptions()
        func index() -> FaceIndex {
            FaceIndex(faces, moreFamilies: { ["parcelsans": "Parcel Sans", "tallysans": "Tally Sans"] })
        }
        let serial = Auditor.verdicts(many, index: index(), options: options, workers: 1)
        let parallel = Auditor.verdicts(many, index: index(), options: options, workers: 4)
        let each = Auditor.auditEachStyle(many, index: index(), options: options).styles
        let requests = Set(many.map { "\($0.family ?? "-") \($0.fontName ?? "-") \($0.weight ?? 0) \($0.italic)" })
        #expect(requests.count > 2 * Auditor.parallelFrom)
        #expect(parallel.count == many.count)
        #expect(render(parallel) == render(serial))
        #expect(render(parallel) == render(each))

        // A caller's change made once per distinct verdict (`adjusting:`) is the change made to every style's.
        @Sendable func declare(_ result: inout StyleResult) {
            for i in result.findings.indices where result.findings[i].needs?.weight == result.weight {
                result.findings[i].needs = nil
                result.findings[i].message += "; declare \(result.style.fontName ?? result.family)"
            }
        }
        var adjustedEach = serial
        for i in adjustedEach.indices { declare(&adjustedEach[i]) }
        let adjusted = Auditor.verdicts(many, index: index(), options: options, workers: 4, adjusting: declare)
        #expect(render(adjusted) != render(serial))
        #expect(render(adjusted) == render(adjustedEach))
    }
}
