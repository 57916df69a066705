import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditModel

/// The app audit's results sorted by place through their indices (`AppAudit.sortByLocation`), against sorting
/// the results themselves.
@Suite struct StyleOrderTests {
    /// Seeded random places over a few files, lines and columns (many ties, some canonically equivalent file
    /// names that differ in bytes), from empty to a few hundred results: the same order, ties included.
    @Test func sortingByIndexIsSortingTheResults() {
        var random = SplitMix(seed: 50_133)
        let files = [
            "/a/Screen1.swift", "/a/Screen10.swift", "/a/B.swift", "/a/caf\u{e9}.swift", "/a/cafe\u{301}.swift",
        ]
        for count in [0, 1, 2, 5, 21, 64, 300] {
            for _ in 0..<8 {
                var results = (0..<count).map { i in
                    let place = SourceLocation(
                        file: files[random.below(files.count)], line: 1 + random.below(4), column: 1 + random.below(3))
                    return StyleResult(
                        style: TextStyle(name: "style \(i)", location: place), family: "F", weight: 400,
                        italic: false, findings: [])
                }
                let expected = results.sorted { $0.style.location < $1.style.location }.map(\.style.name)
                AppAudit.sortByLocation(&results)
                #expect(results.map(\.style.name) == expected)
            }
        }
    }
}
