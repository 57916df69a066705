import Testing
@testable import FontAudit

/// The fast reader of the common spec shape must read exactly what the full parser reads, and leave
/// everything else (errors and warnings included) to it.
@Suite struct SpecFastPathTests {
    /// The full way: the JSON tree, then `SpecParser`.
    func full(_ text: String) -> Result<Spec, LocatedError> {
        do throws(LocatedError) {
            return .success(try SpecParser.parse(Array(text.utf8), file: "specs/app.json"))
        } catch {
            return .failure(error)
        }
    }

    func fast(_ text: String) -> Spec? { SpecFastPath.read(Array(text.utf8), file: "specs/app.json") }

    /// Whatever the fast reader reads, the full way reads the same, with no warning.
    func expectAgreement(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let quick = fast(text) else { return }
        switch full(text) {
        case .success(let spec):
            #expect(quick.styles == spec.styles, sourceLocation: sourceLocation)
            #expect(spec.warnings.isEmpty && spec.fonts.isEmpty && spec.boldText == nil && spec.waivers.isEmpty && spec.systemFonts == nil,
                    sourceLocation: sourceLocation)
        case .failure(let error):
            Issue.record("the fast reader accepted what the full parser rejects (\(error.rendered)):\n\(text)", sourceLocation: sourceLocation)
        }
    }

    static let common = """
        {"$schema": "https://example.com/spec.json",\r
          "styles": [
            {"name": "title", "family": "Open Sans", "weight": 700, "italic": false},
        \t{"italic": true, "weight": 400, "family": "Noto Sans Devanagari", "name": "body-ïtalic"},
            {"family": "Source Han Sans 思源黑体", "name": "標題", "weight": 1000},
            {"name": "a", "family": "B", "weight": 1}
          ]
        }
        """

    @Test func theCommonShapeIsReadAsTheFullParserReadsIt() throws {
        for text in [Self.common, "\u{FEFF}" + Self.common, Self.common.replacingNewlines(with: "\r\n"), Self.common.replacingNewlines(with: "")] {
            let quick = try #require(fast(text))
            #expect(quick.styles.count == 4)
            expectAgreement(text)
        }
        let quick = try #require(fast(Self.common))
        // Columns are characters: "標題" is six bytes and two columns.
        #expect(quick.styles.map(\.location.description) == ["specs/app.json:3:5", "specs/app.json:4:2", "specs/app.json:5:5", "specs/app.json:6:5"])
        #expect(quick.styles[1].italic && quick.styles[1].weight == 400 && quick.styles[1].family == "Noto Sans Devanagari")
        #expect(quick.styles[2].name == "標題" && quick.styles[2].italic == false)
    }

    @Test(arguments: [
        #"{"styles": [{"name": "t\u0069tle", "family": "Open Sans", "weight": 700}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": "bold"}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700.0}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 7e2}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 0}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 1001}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 0700}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": -700}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700, "size": 17}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700, "colour": "red"}]}"#,
        #"{"styles": [{"name": "title", "fontName": "OpenSans-Bold"}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700, "weight": 400}]}"#,
        #"{"styles": [{"name": "a", "family": "Open Sans", "weight": 700}, {"name": "a", "family": "Open Sans", "weight": 400}]}"#,
        #"{"styles": [{"name": " \t", "family": "Open Sans", "weight": 700}]}"#,
        #"{"styles": [{"name": "title", "family": "", "weight": 700}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans"}]}"#,
        #"{"styles": [{"family": "Open Sans", "weight": 700}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700, "italic": "yes"}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700, "italic": truly}]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700},]}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700,}]}"#,
        #"{"styles": [], "fonts": ["fonts"]}"#,
        #"{"styles": []}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700}], "boldText": "android"}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700}], "styles": []}"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700}]} x"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700}]} // done"#,
        #"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700}]"#,
        "{\"styles\": [{\"name\": \"ti\ttle\", \"family\": \"Open Sans\", \"weight\": 700}]}",
        #"{"$schema": 3, "styles": [{"name": "title", "family": "Open Sans", "weight": 700}]}"#,
        #"[{"name": "title", "family": "Open Sans", "weight": 700}]"#,
        "",
    ])
    func anythingElseIsLeftToTheFullParser(_ text: String) {
        #expect(fast(text) == nil)
    }

    @Test func invalidUTF8IsLeftToTheFullParser() {
        var bytes = Array(#"{"styles": [{"name": "title", "family": "Open Sans", "weight": 700}]}"#.utf8)
        bytes[24] = 0xE9
        #expect(SpecFastPath.read(bytes, file: "spec.json") == nil)
    }

    /// Thousands of one-byte changes to the common shape: whatever the fast reader still accepts, the full
    /// parser reads the same way.
    @Test func mutatedSpecsAgree() {
        let base = Array(Self.common.utf8)
        var generator = SplitMix(seed: 42)
        let alphabet = Array(#" {}[]:,"\-0123456789.etrufalsn\#t"#.utf8) + [0x0A, 0x0D, 0xC3, 0xA9, 0x00]
        var accepted = 0
        for _ in 0..<4000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[at] = alphabet.randomElement(using: &generator)!
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            guard String(validating: bytes, as: UTF8.self) != nil else { continue }
            if fast(text) != nil { accepted += 1 }
            expectAgreement(text)
        }
        // Many changes keep the shape (a digit of a weight, a letter of a name): the test reads both ways.
        #expect(accepted > 300)
    }
}

/// `SplitMix` (CorruptFontTests) drives the standard library's random choices here.
extension SplitMix: RandomNumberGenerator {}

private extension String {
    func replacingNewlines(with separator: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
    }
}
