import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs
@testable import FontAuditModel

/// Specs and token files in YAML (`.yaml`, `.yml`), read by libyaml into the tree a JSON file gives.
@Suite struct YAMLSpecTests {
    static let fixture = Paths.root + "/Fixtures/specs/typography.yaml"

    @Test func aYAMLSpecReadsAsItsJSON() throws {
        let yaml = try InputFormat.load(path: Self.fixture, forced: nil, checkFallbacks: false)
        let json = try InputFormat.read(
            Array(
                #"{"systemFonts": false, "fonts": ["../fonts"], "styles": [{"name": "body", "family": "Audit Sans", "weight": 400}, {"name": "title", "family": "Audit Sans", "weight": 700, "italic": false}, {"name": "subtitle", "family": "Audit Sans", "weight": 600}]}"#
                    .utf8), file: Self.fixture, forced: nil, checkFallbacks: false)
        #expect(yaml.styles.map(\.name) == json.styles.map(\.name))
        #expect(yaml.styles.map(\.weight) == json.styles.map(\.weight))
        #expect(yaml.styles.map(\.family) == json.styles.map(\.family))
        #expect(yaml.fonts == json.fonts)
        #expect(yaml.systemFonts == false)
        // Each style is placed at its own line of the YAML file.
        #expect(yaml.styles.map(\.location.line) == [6, 9, 13])
    }

    /// Through the binary: findings at the YAML line, exit 1; broken YAML located, exit 2; YAML named .json told.
    @Test func throughTheBinary() throws {
        let run = try runBinary([Self.fixture])
        #expect(run.code == 1)
        #expect(run.stdout.contains("typography.yaml:13:5: error: [subtitle] Bold Text needs Audit Sans ExtraBold"))
        let bad = try temporarySpec("styles:\n  - name: x\n    family: [a\n", name: "bad.yaml")
        let broken = try runBinary([bad])
        #expect(broken.code == 2)
        #expect(broken.stderr.contains("bad.yaml:4:1: error: not valid YAML: did not find expected ',' or ']'"))
        let misnamed = try temporarySpec("styles:\n  - name: x\n    family: Audit Sans\n", name: "spec.json")
        let told = try runBinary([misnamed])
        #expect(told.code == 2)
        #expect(told.stderr.contains("the file looks like YAML: name it .yaml or .yml"))
        let empty = try temporarySpec("# nothing\n", name: "empty.yml")
        #expect(try runBinary([empty]).stderr.contains("empty.yml:1:1: error: the YAML file is empty"))
    }

    @Test(arguments: [
        ("400", JSONNode.Value.number(400, literal: "400")), ("-1.5", .number(-1.5, literal: "-1.5")),
        ("1e3", .number(1000, literal: "1e3")), ("true", .bool(true)), ("False", .bool(false)), ("~", .null),
        ("null", .null), ("", .null), ("Audit Sans", .string("Audit Sans")), ("0x10", .string("0x10")),
        ("1.2.3", .string("1.2.3")), ("yes", .string("yes")), ("-", .string("-")),
    ])
    func plainScalarsFollowTheCoreSchema(text: String, expected: JSONNode.Value) {
        #expect(String(describing: YAMLSpec.coreSchemaValue(text)) == String(describing: expected))
    }

    /// DTCG tokens in YAML are tokens too.
    @Test func tokensInYAML() throws {
        let path = try temporarySpec(
            """
            type:
              body:
                $type: typography
                $value:
                  fontFamily: Audit Sans
                  fontWeight: 600
                  fontSize: {value: 16, unit: px}
            """, name: "tokens.yaml")
        let spec = try InputFormat.load(path: path, forced: nil, checkFallbacks: false)
        #expect(spec.styles.map { "\($0.name) \($0.family ?? "") \($0.weight ?? 0)" } == ["type.body Audit Sans 600"])
    }
}
