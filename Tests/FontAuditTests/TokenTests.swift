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

/// DTCG 2025.10 and Tokens Studio inputs: detection, aliases, italics, and located errors.
@Suite struct TokenTests {
    static let tokens = Paths.root + "/Fixtures/tokens"

    func load(_ text: String, input: InputFormat? = nil, fallbacks: Bool = false) throws(LocatedError) -> Spec {
        let path = (try? temporarySpec(text, name: "tokens.json")) ?? "/nonexistent"
        return try InputFormat.load(path: path, forced: input, checkFallbacks: fallbacks)
    }

    func failure(_ text: String, input: InputFormat? = nil) -> LocatedError? {
        do {
            _ = try load(text, input: input)
            return nil
        } catch {
            return error
        }
    }

    @Test func materialScaleInDTCG() throws {
        let spec = try InputFormat.load(
            path: Self.tokens + "/material3.tokens.json", forced: nil, checkFallbacks: false)
        #expect(spec.styles.count == 17)
        let byName = Dictionary(uniqueKeysWithValues: spec.styles.map { ($0.name, $0) })
        #expect(byName["typography.title.medium"]?.weight == 500)
        #expect(byName["typography.body.large"]?.family == "Flex Sans")  // alias of an alias, first array entry
        #expect(byName["typography.body.emphasis"]?.italic == true)  // fontStyle
        #expect(byName["typography.body.strong-emphasis"]?.italic == true)  // $extensions
        #expect(byName["typography.body.strong-emphasis"]?.weight == 700)  // transitive fontWeight alias
        #expect(byName["typography.label.small"]?.weight == 500)  // whole-$value alias
        #expect(byName["typography.label.small"]?.deprecated == "Use typography.label.medium.")
        #expect(byName["typography.body.emphasis"]?.description == "Quotes and asides: italic, read from fontStyle.")
        #expect(
            byName["typography.display.large"]?.location
                == SourceLocation(file: Self.tokens + "/material3.tokens.json", line: 20, column: 17))
        let fallbacks = try InputFormat.load(
            path: Self.tokens + "/material3.tokens.json", forced: nil, checkFallbacks: true)
        #expect(
            fallbacks.styles.contains {
                $0.name == "typography.display.large (fallback Audit Sans)" && $0.family == "Audit Sans"
            })
    }

    @Test func tokensStudioMultiSet() throws {
        let spec = try InputFormat.load(path: Self.tokens + "/tokens-studio.json", forced: nil, checkFallbacks: false)
        let summary = spec.styles.map { "\($0.name) \($0.family!) \($0.weight!)\($0.italic ? "i" : "")" }
        #expect(
            summary == [
                "heading.h1 Audit Sans 700", "heading.h1-emphasis Audit Sans 700i", "body.regular Audit Sans 400",
                "body.quote Audit Sans 400i", "body.strong Audit Sans 600", "code Slant Mono 500i",
            ])
    }

    /// Tokens Studio's "W3C DTCG" token format: `$value`, `$type` and `$description`, its own types and its
    /// set-relative references. It is detected as Tokens Studio, not as DTCG, and reads as its legacy export does.
    @Test func tokensStudioW3CFormatReadsLikeItsLegacyExport() throws {
        let legacy = try InputFormat.load(path: Self.tokens + "/tokens-studio.json", forced: nil, checkFallbacks: true)
        let w3cPath = Self.tokens + "/tokens-studio-w3c.json"
        let w3c = try InputFormat.load(path: w3cPath, forced: nil, checkFallbacks: true)
        func summary(_ spec: Spec) -> [String] {
            spec.styles.map {
                "\($0.name) \($0.family ?? "-") \($0.weight ?? 0)\($0.italic ? "i" : "") \($0.description ?? "")"
            }
        }
        #expect(summary(w3c) == summary(legacy))
        #expect(w3c.styles.first?.description == "Page titles")
        let root = try JSONParser.parse(try SpecParser.readFile(w3cPath), file: w3cPath)
        #expect(try InputFormat.detect(root) == .tokensStudio)
        // Through the binary: the same report, but for the file's name and the styles' lines (its own layout).
        let reports = try ["tokens-studio.json", "tokens-studio-w3c.json"].map { name in
            try runBinary([Self.tokens + "/" + name, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "json"])
        }
        #expect(reports[0].code == reports[1].code)
        #expect(reports[0].stdout.count > 500)
        func unplaced(_ report: String, _ name: String) -> [Substring] {
            report.replacingOccurrences(of: name, with: "X").split(separator: "\n").filter {
                !$0.contains("\"line\": ") && !$0.contains("\"column\": ")
            }
        }
        #expect(
            unplaced(reports[0].stdout, "tokens-studio.json") == unplaced(reports[1].stdout, "tokens-studio-w3c.json"))
    }

    /// A real design system's Tokens Studio export (Blackbaud SKY UX, MIT; Fixtures/tokens/skyux/SOURCE.md) in
    /// its legacy format and in the W3C DTCG format: the same styles and the same report, and the family list
    /// that names another token inside it ("{font-family.sans}, Helvetica Neue, Arial, sans-serif") resolved.
    @Test func aRealDesignSystemReadsTheSameInBothTokensStudioFormats() throws {
        let folder = Self.tokens + "/skyux/"
        let legacy = try InputFormat.load(
            path: folder + "tokens-studio-legacy.json", forced: nil, checkFallbacks: true)
        let w3c = try InputFormat.load(path: folder + "tokens-studio-w3c.json", forced: nil, checkFallbacks: true)
        let summary = { (spec: Spec) in spec.styles.map { "\($0.name) \($0.family ?? "-") \($0.weight ?? 0)" } }
        #expect(summary(w3c) == summary(legacy))
        #expect(
            summary(w3c).prefix(3) == [
                "heading.1 BLKB Sans 400", "body.m BLKB Sans 400",
                "body.m (fallback Helvetica Neue) Helvetica Neue 400",
            ])
        let reports = try ["tokens-studio-legacy.json", "tokens-studio-w3c.json"].map { name in
            try runBinary([folder + name, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "json"])
        }
        #expect(reports[0].code == 1 && reports[1].code == 1)
        func unplaced(_ report: String, _ name: String) -> [Substring] {
            report.replacingOccurrences(of: name, with: "X").split(separator: "\n").filter {
                !$0.contains("\"line\": ") && !$0.contains("\"column\": ")
            }
        }
        #expect(
            unplaced(reports[0].stdout, "tokens-studio-legacy.json")
                == unplaced(reports[1].stdout, "tokens-studio-w3c.json"))
    }

    /// A reference inside a family list that names no token, or a token that is not text, is located.
    @Test func aBrokenReferenceInsideAFamilyListIsLocated() throws {
        let path = try temporarySpec(
            #"{"f": {"size": {"value": 16, "type": "fontSizes"}}, "t": {"value": {"fontFamily": "{f.size}, Arial", "fontWeight": "Bold"}, "type": "typography"}, "u": {"value": {"fontFamily": "{f.none}, Arial", "fontWeight": "Bold"}, "type": "typography"}}"#
        )
        #expect(throws: LocatedError.self) { try InputFormat.load(path: path, forced: nil, checkFallbacks: false) }
        let run = try runBinary([path])
        #expect(run.code == 2)
        #expect(
            run.stderr.contains(":1:")
                && run.stderr.contains("{f.size} inside a fontFamily list must name a text token"))
    }

    /// A DTCG file with a `$type` only Tokens Studio writes, but nothing else of its, is still Tokens Studio's; a
    /// plain DTCG file stays DTCG.
    @Test func tokensStudioTypesDecideTheReader() throws {
        let studio = try JSONParser.parse(
            Array(#"{"a": {"f": {"$value": "Audit Sans", "$type": "fontFamilies"}}}"#.utf8), file: "t.json")
        #expect(try InputFormat.detect(studio) == .tokensStudio)
        let dtcg = try JSONParser.parse(
            Array(#"{"a": {"f": {"$value": "Audit Sans", "$type": "fontFamily"}}}"#.utf8), file: "t.json")
        #expect(try InputFormat.detect(dtcg) == .dtcg)
    }

    @Test(arguments: [
        ("Regular", 400, false), ("SemiBold", 600, false), ("Semi Bold", 600, false), ("Bold Italic", 700, true),
        ("Italic", 400, true), ("ExtraBold Italic", 800, true), ("Light Oblique", 300, true), ("BoldItalic", 700, true),
        ("Black", 900, false), ("Heavy", 900, false), ("700", 700, false), ("Thin Italic", 100, true),
        ("Medium", 500, false),
    ])
    func figmaWeightNames(text: String, weight: Int, italic: Bool) throws {
        let node = JSONNode(value: .string(text), location: SourceLocation(file: "f", line: 1, column: 1))
        let parsed = try TokensStudioReader.figmaWeight(node)
        #expect(parsed.0 == weight && parsed.1 == italic)
    }

    @Test func detectionAndForcing() throws {
        let native = #"{"styles": [{"name": "a", "family": "X", "weight": 400}]}"#
        #expect(try load(native).styles.first?.name == "a")
        let dtcg = #"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontWeight": 700}}}"#
        #expect(try load(dtcg).styles.first?.name == "t")
        let studio = #"{"t": {"type": "typography", "value": {"fontFamily": "X", "fontWeight": "Bold"}}}"#
        #expect(try load(studio).styles.first?.weight == 700)
        let unknown = try #require(failure(##"{"colors": {"red": "#f00"}}"##))
        #expect(unknown.message.contains("tried a native spec"))
        #expect(unknown.message.contains("DTCG") && unknown.message.contains("Tokens Studio"))
        #expect(unknown.location?.line == 1)
        // Forced: a DTCG file read as native fails as a spec would.
        #expect(failure(dtcg, input: .native)?.message.contains("no \"styles\" array") == true)
        #expect(
            failure(##"{"c": {"$type": "color", "$value": "#fff"}}"##)?.message.contains("no typography styles") == true
        )
    }

    @Test(arguments: [
        (
            #"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontWeight": "Bold"}}}"#, 1, 75,
            #""Bold" is not a DTCG fontWeight"#
        ),
        (
            #"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontWeight": "semibold"}}}"#, 1, 75,
            "did you mean \"semi-bold\""
        ),
        (#"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontWeight": 1200}}}"#, 1, 75, "out of range"),
        (
            #"{"t": {"$type": "typography", "$value": {"fontFamily": "{f.missing}", "fontWeight": 400}}}"#, 1, 56,
            "reference {f.missing} points to no token"
        ),
        (
            #"{"a": {"$type": "fontWeight", "$value": "{b}"}, "b": {"$type": "fontWeight", "$value": "{a}"}, "t": {"$type": "typography", "$value": {"fontFamily": "X", "fontWeight": "{a}"}}}"#,
            1, 169, "reference cycle: {a} → {b} → {a}"
        ),
        (#"{"t": {"$type": "typography", "$value": {"fontWeight": 400}}}"#, 1, 41, "has no fontFamily"),
        (
            #"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontWeight": 400, "fontStyle": "slanted"}}}"#,
            1, 93, "fontStyle must be"
        ),
        (
            #"{"t": {"type": "typography", "value": {"fontFamily": "X", "fontWeight": "Superbold"}}}"#, 1, 73,
            #""Superbold" is not a font weight style name"#
        ),
        (
            #"{"t": {"type": "typography", "value": {"fontFamily": "{fontFamilies.gone}", "fontWeight": "Bold"}}}"#, 1,
            54, "points to no token"
        ),
    ])
    func tokenErrorsAreLocated(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(failure(text))
        #expect(error.location?.line == line, "\(error.rendered)")
        #expect(error.location?.column == column, "\(error.rendered)")
        #expect(error.message.contains(message), "\(error.rendered)")
    }
}
