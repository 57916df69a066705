import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs
@testable import FontAuditSystem

/// The Swift call pass's fast paths (issue 26): the lexer's byte runs and the scanners' tests on a token's
/// first byte and length, against the plain code they stand in for.
@Suite struct SwiftCallFastPathTests {
    static func fixtureSources() throws -> [[UInt8]] {
        try FileManager.default.subpathsOfDirectory(atPath: Paths.root + "/Fixtures")
            .filter { path in [".swift", ".kt", ".dart"].contains { path.hasSuffix($0) } }
            .map { Array(try Data(contentsOf: URL(fileURLWithPath: Paths.root + "/Fixtures/" + $0))) }
    }

    /// Spaces, tabs and carriage returns, as the lexer's blanks: a set with no byte of 0x80 and above.
    static let blanks = ByteSet(ascii: Array(" \t\r".utf8), nonASCII: false)

    /// The identifier bytes as a set are the ranges `isIdentifierByte` spells out, for every byte; a run of them
    /// by pointer is the run the plain loop finds, on seeded random bytes from every start; and the byte
    /// search for a line break by `memchr` finds the first one at or after the start.
    @Test func byteRunsAreThePlainLoops() {
        for b in 0...255 {
            #expect(SourceLexer.identifierBytes.contains(UInt8(b)) == SourceLexer.isIdentifierByte(UInt8(b)), "\(b)")
        }
        var random = SplitMix(seed: 1337)
        let alphabet = Array("ab_$9 .\n/\t\r".utf8) + [0xC3, 0xA9, 0x80, 0xFF, 0]
        for _ in 0..<300 {
            let bytes = (0..<random.below(40)).map { _ in alphabet[random.below(alphabet.count)] }
            for start in [-1, 0, random.below(max(1, bytes.count)), bytes.count, bytes.count + 2] {
                // The identifier set, and a set with no byte of 0x80 and above (the lexer's blanks).
                for set in [SourceLexer.identifierBytes, Self.blanks] {
                    #expect(set.run(in: bytes, from: start) == set.runReference(in: bytes, from: start))
                }
                // A negative start finds nothing, as with `ByteSearch.firstIndex(of:in:from:)` for a word.
                let newline = start < 0 ? nil : bytes.indices.first { $0 >= start && bytes[$0] == UInt8(ascii: "\n") }
                #expect(ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) == newline)
            }
        }
    }

    /// `SwiftFontCalls` skips a token by its first byte and length before comparing its text: every text the
    /// comparisons would take gets through, on the tricky texts of `SourceTokenTests` and every fixture token.
    @Test func callNameTestsLetEveryNameThrough() throws {
        var texts = SourceTokenTests.texts + ["UIFontDescriptor", "FontInfo", "Font", "scaledFont", "scaledFonts"]
        for bytes in try Self.fixtureSources() {
            texts += SourceLexer.tokens(bytes, language: .swift).map(\.text)
        }
        for text in texts {
            let token = SourceToken(kind: .identifier, text: text, line: 1, column: 1)
            if SwiftFontCalls.callNameReference(text) { #expect(SwiftFontCalls.mayNameCall(token), "\(text)") }
            if ["let", "var", "case"].contains(text) { #expect(SwiftFontCalls.mayStartBinding(token), "\(text)") }
            // `SwiftResponsiveness.CallScaling`'s test for `scaledFont`.
            if text == "scaledFont" {
                #expect(token.lead == 0 || token.lead == UInt8(ascii: "s") && token.text.utf8.count == 10, "\(text)")
            }
        }
        let (background, view) = (
            SourceToken(kind: .identifier, text: "systemBackground", line: 1, column: 1),
            SourceToken(kind: .identifier, text: "view", line: 1, column: 1)
        )
        #expect(!SwiftFontCalls.mayNameCall(background) && !SwiftFontCalls.mayStartBinding(view))
    }
}
