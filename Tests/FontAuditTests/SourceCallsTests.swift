import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// `SourceCalls.calls(named:)`, which reads the call names noted while brackets are matched, against the plain
/// search over every token.
@Suite struct SourceCallsTests {
    static let names = ["Font", "FontFamily", "Typography", "TextStyle", "Text", "BasicText", "SpanStyle", "copy"]

    func expectSameCalls(_ text: String, _ language: SourceLexer.Language, _ what: String) {
        let source = SourceCalls(SourceLexer.tokens(Array(text.utf8), language: language), file: what)
        for name in Self.names {
            #expect(source.calls(named: name) == source.callsReference(named: name), "\(what) \(name)")
        }
        // Every name's calls at once (the Compose factories' one pass) are each name's calls, in order.
        let all = source.calls(namedAnyOf: Set(Self.names))
        #expect(all.map(\.index) == Self.names.flatMap { source.calls(named: $0) }.sorted(), "\(what)")
        #expect(all.allSatisfy { source.tokens[$0.index].text == $0.name }, "\(what)")
    }

    /// Every Kotlin and Dart file of the fixtures.
    @Test func fixtureSources() throws {
        let root = Paths.root + "/Fixtures"
        let walker = FileManager.default.enumerator(atPath: root)
        var count = 0
        while let relative = walker?.nextObject() as? String {
            let language: SourceLexer.Language
            if relative.hasSuffix(".kt") {
                language = .kotlin
            } else if relative.hasSuffix(".dart") {
                language = .dart
            } else {
                continue
            }
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            expectSameCalls(text, language, relative)
            count += 1
        }
        #expect(count > 5)
    }

    /// Near misses: a member call, a space before `(`, a name not called, a call at the first token, one that
    /// never closes, a name after `.` across lines; and seeded random token runs over the same pieces.
    @Test func nearMissesAndRandomRuns() {
        for text in [
            "Font(", "Font()", "a.Font(x)", "Font (x)", "Font\n(x)", "val f = Font", "(Font)(x)", ". Font(x)",
            "x.\nFont(y)", "Text(Text(Text()))", "FontFamily(Font(R.font.a), Font(R.font.b", "copy(a).copy(b)",
        ] {
            expectSameCalls(text, .kotlin, text)
        }
        var random = SplitMix(seed: 26)
        let pieces = ["Font", "Text", "copy", "(", ")", ".", ",", "{", "}", "[", "]", " ", "\n", "x", "\"s\"", "1"]
        for _ in 0..<2_000 {
            let text = (0..<random.below(24)).map { _ in pieces[random.below(pieces.count)] }.joined()
            expectSameCalls(text, .kotlin, text)
            expectSameCalls(text, .dart, text)
        }
    }
}
