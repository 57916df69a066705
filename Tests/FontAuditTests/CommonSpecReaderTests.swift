import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs
@testable import FontAuditModel

/// `CommonSpecReader` against the reference, the JSON tree (`commonShapeReader: false`): the same `Spec`, or the
/// same error at the same place, on real specs, near misses and mutated specs.
@Suite struct CommonSpecReaderTests {
    /// Everything a reader hands on, or its error as printed.
    static func outcome(_ bytes: [UInt8], common: Bool, file: String = "s.json") -> String {
        do {
            let spec = try InputFormat.read(
                bytes, file: file, forced: nil, checkFallbacks: false, commonShapeReader: common)
            return [
                String(reflecting: spec.styles), String(reflecting: spec.warnings), String(reflecting: spec.fonts),
                String(reflecting: spec.systemFonts), String(reflecting: spec.boldText),
                String(reflecting: spec.waivers), String(spec.styleNamesAreDistinct), spec.file,
            ].joined(separator: "\n")
        } catch {
            return "error: " + error.rendered
        }
    }

    static func expectSame(_ bytes: [UInt8], _ note: @autoclosure () -> String = "") {
        let fast = outcome(bytes, common: true)
        let reference = outcome(bytes, common: false)
        #expect(fast == reference, "\(note()) \(String(decoding: bytes, as: UTF8.self))")
    }

    /// A spec of `count` styles in the common shape, as the bench writes them and as design tools export them.
    static func generated(count: Int, seed: UInt64, newline: String = "\n", indent: String = "  ") -> String {
        var random = SplitMix(seed: seed)
        let families = ["DejaVu Sans", "Noto Serif", "Inter", "Zapf Dingbats", "Nötó Sans 日本", "Open Sans"]
        let weights = ["400", "700", "300", "1000", "1", "\"bold\"", "\"Semi Bold\"", "\" 500\"", "550"]
        var lines: [String] = []
        for i in 0..<count {
            var members = [
                "\"name\": \"style-\(i)\(i % 7 == 0 ? " ✓" : "")\"",
                "\"family\": \"\(families[random.below(families.count)])\"",
                "\"weight\": \(weights[random.below(weights.count)])",
            ]
            if random.below(2) == 0 { members.append("\"italic\": \(random.below(2) == 0)") }
            if random.below(3) == 0 { members.append("\"size\": \([12, 14.5, 1e1, 0.5][random.below(4)])") }
            if random.below(3) == 0 {
                members.append("\"lineHeight\": \(["20", "1.25", "\"120%\"", "24.0"][random.below(4)])")
            }
            if random.below(4) == 0 {
                members.append("\"letterSpacing\": \(["-0.2", "\"0.5px\"", "0"][random.below(3)])")
            }
            if random.below(5) == 0 { members.append("\"textCase\": \"uppercase\"") }
            if random.below(6) == 0 { members.append("\"textDecoration\": \"underline\"") }
            if random.below(6) == 0 { members.append("\"description\": \"Body — long form\"") }
            members.shuffle(using: &random)
            lines.append(indent + indent + "{" + members.joined(separator: ", ") + "}")
        }
        return "{" + newline + indent + "\"$schema\": \"https://example.com/s.json\"," + newline + indent
            + "\"styles\": [" + newline + lines.joined(separator: "," + newline) + newline + indent + "]" + newline
            + "}" + newline
    }

    @Test(arguments: [1, 50, 300, 5000])
    func readsGeneratedSpecsAsTheTreeDoes(count: Int) {
        for (newline, indent) in [("\n", "  "), ("\r\n", "\t"), ("", "")] {
            let bytes = Array(Self.generated(count: count, seed: UInt64(count), newline: newline, indent: indent).utf8)
            #expect(CommonSpecReader.read(bytes, file: "s.json") != nil, "the common shape falls through")
            Self.expectSame(bytes)
            Self.expectSame([0xEF, 0xBB, 0xBF] + bytes, "with a byte order mark")
        }
    }

    @Test func readsTheRepositorysSpecsAsTheTreeDoes() throws {
        for path in [Paths.demo, Paths.root + "/Fixtures/specs/display-width.json"] {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            Self.expectSame(bytes, path)
        }
    }

    @Test(arguments: [
        #"{"styles": [{"name": "a", "family": "X", "weight": 400}], "fonts": []}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400, "colour": 1}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400, "name": "b"}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400}, {"name": "a", "family": "X", "weight": 700}]}"#,
        #"{"styles": [{"name": "a\u00e9", "family": "X", "weight": 400}]}"#,
        #"{"styles": [{"name": "a", "fontName": "X-Bold"}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 4.5}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 0}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": "boldish"}]}"#,
        #"{"styles": [{"name": " ", "family": "X", "weight": 400}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400, "size": 0}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400, "lineHeight": "tall"}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400, "textCase": "shout"}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400, "italic": "yes"}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400, "italic": truex}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400e}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 0400}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400},]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400}]} x"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400}] // note"#,
        #"{"styles": [{"name": "a", "family": "X"}]}"#,
        #"{"styles": []}"#,
        #"{"styles": [{"name": "a", "family": "serif", "weight": 400}, {"name": "b", "family": "X", "weight": 1e3}]}"#,
        #"{"$schema": 1, "styles": [{"name": "a", "family": "X", "weight": 400}]}"#,
        #"{"styles": [{"name": "a", "family": "X", "weight": 400}], "styles": []}"#,
        "{\"styles\": [{\"name\": \"a\tb\", \"family\": \"X\", \"weight\": 400}]}",
        "{\"styles\": [{\"name\": \"a\", \"family\": \"X\u{301}\", \"weight\": 400}, {\"name\": \"a\u{301}\", \"family\": \"X\", \"weight\": 400}, {\"name\": \"\u{e1}\", \"family\": \"X\", \"weight\": 400}]}",
    ])
    func nearMissesEndAsTheTreeEnds(text: String) {
        Self.expectSame(Array(text.utf8))
    }

    /// The common reader checks UTF-8 string by string, the tree the whole file first: the same outcome for a
    /// byte out of place, an overlong form, a surrogate, a code point past U+10FFFF, a sequence cut by the quote,
    /// in a name, in "$schema", between members, and for well-formed text beside them.
    @Test(
        arguments: [
            [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xC3, 0xA9],
            [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBB, 0xBF],
        ] as [[UInt8]])
    func utf8EndsAsTheTreeEnds(sequence: [UInt8]) {
        let name =
            Array(#"{"$schema": "s", "styles": [{"name": "a"#.utf8) + sequence
            + Array(#"", "family": "X", "weight": 400}]}"#.utf8)
        let schema =
            Array(#"{"$schema": ""#.utf8) + sequence
            + Array(#"", "styles": [{"name": "a", "family": "X", "weight": 400}]}"#.utf8)
        let between =
            Array(#"{"styles": [{"name": "a", "#.utf8) + sequence
            + Array(#""family": "X", "weight": 400}]}"#.utf8)
        for bytes in [name, schema, between] { Self.expectSame(bytes) }
    }

    /// Random edits of a small spec: each is read the same both ways, and whatever the common reader takes, the
    /// tree takes too, with no warning.
    @Test func mutatedSpecsEndAsTheTreeEnds() {
        let base = Array(Self.generated(count: 4, seed: 9).utf8)
        let pieces: [[UInt8]] = [
            "\"", "\\", "{", "}", "[", "]", ",", ":", " ", "\n", "0", "9", "-", ".", "e", "true", "null", "é", "/",
            "\"name\": \"x\"", "\"weight\": 700", "\"italic\": false",
        ].map { Array($0.utf8) }
        var random = SplitMix(seed: 26)
        var accepted = 0
        for _ in 0..<4000 {
            var bytes = base
            for _ in 0...random.below(3) {
                let at = random.below(bytes.count)
                switch random.below(4) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: pieces[random.below(pieces.count)], at: at)
                case 2: bytes[at] = pieces[random.below(pieces.count)][0]
                default:
                    let end = min(bytes.count, at + 1 + random.below(12))
                    bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count))
                }
            }
            Self.expectSame(bytes)
            if CommonSpecReader.read(bytes, file: "s.json") != nil {
                accepted += 1
                #expect((try? SpecParser.parse(bytes, file: "s.json"))?.warnings.isEmpty == true)
            }
        }
        #expect(accepted > 100, "the mutations should leave many specs in the common shape")
    }
}
