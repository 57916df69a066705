import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

@Suite struct SpecParserTests {
    func parse(_ text: String) throws(LocatedError) -> Spec {
        try SpecParser.parse(Array(text.utf8), file: "dir/spec.json")
    }

    @Test func fontPathsResolveAgainstTheSpecAndMustExist() throws {
        let spec = try SpecParser.parse(
            Array(#"{"fonts": ["../Fixtures", "/tmp"], "styles": [{"name": "a", "family": "X", "weight": 400}]}"#.utf8),
            file: Paths.root + "/Tests/spec.json")
        #expect(spec.fonts == [Paths.root + "/Tests/../Fixtures", "/tmp"])
        let error = try #require(
            failure(#"{"fonts": ["Nope"], "styles": [{"name": "a", "family": "X", "weight": 400}]}"#))
        #expect(
            error.rendered
                == "dir/spec.json:1:12: error: font path \"Nope\" does not exist (looked for dir/Nope, relative to the spec)"
        )
    }

    func failure(_ text: String) -> LocatedError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTheContractShape() throws {
        let spec = try parse(
            """
            {
              "$schema": "x",
              "boldText": {"policy": "android", "map": {"400": 700, "450": "black"}},
              "fonts": ["/usr/share/fonts", "/tmp"],
              "systemFonts": false,
              "styles": [
                {"name": "body",    "family": "Open Sans", "weight": "regular", "size": 16, "lineHeight": 24},
                {"name": "quote",   "family": "Open Sans", "weight": 400, "italic": true},
                {"name": "title",   "family": "Open Sans", "weight": "Semi Bold"},
                {"name": "caption", "fontName": "OpenSans-Light"}
              ]
            }
            """)
        #expect(spec.styles.map(\.name) == ["body", "quote", "title", "caption"])
        #expect(spec.styles.map(\.weight) == [400, 400, 600, nil])
        #expect(spec.styles[1].italic && !spec.styles[0].italic)
        #expect(spec.styles[3].fontName == "OpenSans-Light")
        #expect(spec.styles[2].location == SourceLocation(file: "dir/spec.json", line: 9, column: 5))
        #expect(spec.fonts == ["/usr/share/fonts", "/tmp"])
        #expect(spec.systemFonts == false)
        #expect(spec.boldText == BoldTextSetting(policy: .android, map: [400: 700, 500: 900]))
        #expect(spec.warnings.isEmpty)
    }

    @Test(arguments: [
        (
            #"{"styles": [{"name": "a", "family": "X", "weight": "superbold"}]}"#, 1, 52,
            #""superbold" is not a weight name or a number from 1 to 1000"#
        ),
        (#"{"styles": [{"name": "a", "family": "X", "weight": 1001}]}"#, 1, 52, "out of range"),
        (#"{"styles": [{"name": "a", "family": "X", "weight": 0}]}"#, 1, 52, "out of range"),
        (#"{"styles": [{"name": "a", "family": "X", "weight": 450.5}]}"#, 1, 52, "whole number"),
        (#"{"styles": [{"name": "a", "family": "X", "weight": true}]}"#, 1, 52, "not a boolean"),
        (#"{"styles": [{"name": "a", "family": "X"}]}"#, 1, 13, "no \"weight\""),
        (#"{"styles": [{"family": "X", "weight": 400}]}"#, 1, 13, "no \"name\""),
        (#"{"styles": [{"name": "a"}]}"#, 1, 13, "needs \"family\" and \"weight\", or \"fontName\""),
        (#"{"styles": [{"name": "a", "fontName": "X-Bold", "family": "X"}]}"#, 1, 59, "both \"fontName\" and"),
        (
            #"{"styles": [{"name": "a", "family": "X", "weight": 400}, {"name": "a", "family": "X", "weight": 700}]}"#,
            1, 67, "duplicate style name \"a\""
        ),
        (#"{"styles": []}"#, 1, 12, "\"styles\" is empty"),
        (#"{"style": []}"#, 1, 1, "no \"styles\" array"),
        (#"[]"#, 1, 1, "must be a JSON object"),
        (
            #"{"styles": [{"name": "a", "family": "X", "weight": 400, "italic": "yes"}]}"#, 1, 67,
            "\"italic\" must be true or false"
        ),
        (
            #"{"styles": [{"name": "a", "family": "X", "weight": 400, "size": "big"}]}"#, 1, 65,
            "\"size\" must be a positive number"
        ),
        (
            #"{"styles": [{"name": "a", "family": "X", "weight": 400, "textCase": "shout"}]}"#, 1, 69,
            "\"textCase\" must be one of"
        ),
        (
            #"{"boldText": "apel", "styles": [{"name": "a", "family": "X", "weight": 400}]}"#, 1, 14,
            "did you mean \"apple\""
        ),
        (
            #"{"boldText": {"map": {"heavy": 900}}, "styles": [{"name": "a", "family": "X", "weight": 400}]}"#, 1, 23,
            "map key \"heavy\""
        ),
        (
            #"{"fonts": "Fonts", "styles": [{"name": "a", "family": "X", "weight": 400}]}"#, 1, 11,
            "\"fonts\" must be an array"
        ),
        (
            #"{"systemFonts": "no", "styles": [{"name": "a", "family": "X", "weight": 400}]}"#, 1, 17,
            "\"systemFonts\" must be true or false"
        ),
    ])
    func errorsAreLocated(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(failure(text))
        #expect(error.location?.line == line, "\(error.rendered)")
        #expect(error.location?.column == column, "\(error.rendered)")
        #expect(error.message.contains(message), "\(error.rendered)")
        #expect(error.rendered.hasPrefix("dir/spec.json:\(line):\(column): error: "))
    }

    @Test func weightNamesIgnoreCaseSpacesAndHyphens() throws {
        for spelling in ["SemiBold", "semi-bold", "Semi Bold", "semi_bold", "600"] {
            let spec = try parse(#"{"styles": [{"name": "a", "family": "X", "weight": "\#(spelling)"}]}"#)
            #expect(spec.styles[0].weight == 600, "\(spelling)")
        }
    }

    @Test func unknownKeysWarnWithDidYouMean() throws {
        let spec = try parse(
            """
            {"styles": [{"name": "a", "famliy": "X", "family": "X", "weight": 400, "itallic": true}],
             "systemFont": false}
            """)
        let messages = spec.warnings.map(\.rendered)
        #expect(
            messages.contains { $0.hasPrefix("dir/spec.json:1:27: warning:") && $0.contains("did you mean \"family\"") }
        )
        #expect(messages.contains { $0.contains("\"itallic\"") && $0.contains("did you mean \"italic\"") })
        #expect(messages.contains { $0.hasPrefix("dir/spec.json:2:2:") && $0.contains("did you mean \"systemFonts\"") })
    }
}
