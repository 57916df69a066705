import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs
@testable import FontAuditModel

/// `SourceToken.is(_:)` and the scanners' tests on a token's first byte (`SourceToken.lead`), against the plain
/// String comparisons they stand in for (issue 26).
@Suite struct SourceTokenTests {
    /// Words the Swift scanners compare tokens with, and near misses of them.
    static let words = [
        "(", ")", "[", "]", "{", "}", ".", ",", ":", "=", ";", "`", "K", "k", "UIFont", "UIFontDescriptor", "font",
        "swiftUIFont", "custom", "Typography", "FontInfo", "let", "var", "case", "scaledFont", "dynamicTypeSize",
        "Kailasa", "é", "e\u{301}", "", "\u{212A}", "\u{37E}",
    ]

    /// Texts that start with the same byte, another ASCII byte, a non-ASCII byte, or are canonically equivalent
    /// to an ASCII word with other bytes (the Kelvin sign is "K", the Greek question mark is ";").
    static let texts =
        words + [
            "UIFonts", "UIFon", "Font", "lets", "cases", "\u{212A}ailasa", "Kai\u{301}lasa", "(\u{301}", "é", "e",
            "\u{1FEF}", "Ü", "_custom", "$0", "0", "((", "(\u{338}", "{}", "\u{FF08}",
        ]

    @Test func isAnswersAsTheComparison() {
        for text in Self.texts {
            for kind in [SourceToken.Kind.identifier, .punctuation, .string, .number] {
                let token = SourceToken(kind: kind, text: text, line: 1, column: 1)
                for word in Self.words {
                    #expect(token.is(word) == (token.text == word), "\(text) / \(word)")
                    #expect(token.isPunctuation(word) == (kind == .punctuation && text == word))
                    #expect(token.isIdentifier(word) == (kind == .identifier && text == word))
                }
                for bracket in "()[]{}".utf8 {
                    #expect((token.byte == bracket) == (text == String(UnicodeScalar(bracket))), "\(text)")
                }
            }
        }
    }

    /// On every token of the Swift fixtures, every word the scanners look for.
    @Test func isAnswersAsTheComparisonOnTheFixtures() throws {
        let swift = try FileManager.default.subpathsOfDirectory(atPath: Paths.root + "/Fixtures")
            .filter { $0.hasSuffix(".swift") }
        #expect(!swift.isEmpty)
        for path in swift {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Paths.root + "/Fixtures/" + path)))
            for token in SourceLexer.tokens(bytes, language: .swift) {
                for word in Self.words + SwiftResponsiveness.words {
                    #expect(token.is(word) == (token.text == word))
                }
            }
        }
    }

    /// A token's text changed after it was made keeps its first byte in step.
    @Test func leadFollowsTheText() {
        var token = SourceToken(kind: .identifier, text: "UIFont", line: 1, column: 1)
        #expect(token.lead == UInt8(ascii: "U"))
        token.text = "\u{212A}"
        #expect(token.lead == 0)
        #expect(token.is("K"))
        token.text = ""
        #expect(token.lead == 0)
    }

    /// `SignalFinder` skips a token by its first byte: the first signal of each table is the one the plain loop
    /// over every token and every signal finds.
    @Test func signalFinderFindsWhatThePlainLoopFinds() throws {
        // The real tables (all ASCII: the length test that came before the first-byte test assumes as much).
        let groups = SwiftResponsiveness.signalGroups
        let finder = SignalFinder(groups)
        var sources = [
            "let a = UIAccessibility.isBoldTextEnabled; let f = UIFontMetrics(forTextStyle: .body)",
            "import YMatterType\nlet s = \u{212A}ailasa; x.withSize(3); UIFont(descriptor: d, size: 3)",
            "\u{131}sBoldTextEnabled \u{212A} Ui\u{301}FontMetrics scaledFont\u{301} scaledValue",
            "// isBoldTextEnabled\n\"legibilityWeight\" sizeCategory preferredFont Kailasa",
        ]
        for path in try FileManager.default.subpathsOfDirectory(atPath: Paths.root + "/Fixtures")
        where path.hasSuffix(".swift") {
            sources.append(try String(contentsOfFile: Paths.root + "/Fixtures/" + path, encoding: .utf8))
        }
        for text in sources {
            let source = LexedSource(path: "a.swift", tokens: SourceLexer.tokens(Array(text.utf8), language: .swift))
            let fast = finder.first(in: source)
            for (g, signals) in groups.enumerated() {
                var expected: (name: String, location: FontAuditModel.SourceLocation)?
                for i in source.tokens.indices {
                    if let signal = signals.first(where: { $0.matches(source.tokens, at: i) }) {
                        expected = (signal.name, source.location(i))
                        break
                    }
                }
                #expect(fast[g]?.signal.name == expected?.name)
                #expect(fast[g]?.location == expected?.location)
            }
        }
    }

    /// `SwiftFontCalls`' scanner skips a token by its first byte before its switch over call names: every name
    /// it switches on gets through.
    @Test func fontCallNamesPassTheirFirstByteTest() {
        let text = "UIFont(name: \"A\", size: 1) UIFontDescriptor(name: \"B\", size: 2) Font.custom(\"C\", size: 3)"
        let found = SwiftFontCalls.scan(SourceLexer.tokens(Array(text.utf8), language: .swift), file: "a.swift")
        #expect(found.styles.map(\.fontName) == ["A", "B", "C"])
        let typography =
            "let t = Typography(familyName: \"Montserrat\", fontWeight: .bold)\nlet i = FontInfo(familyName: \"Lato\")"
        let yMatter = SwiftFontCalls.scan(SourceLexer.tokens(Array(typography.utf8), language: .swift), file: "b.swift")
        #expect(yMatter.styles.map(\.family) == ["Montserrat", "Lato"])
    }
}
