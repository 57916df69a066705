import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditInputs

/// NativeWind's and twrnc's `font-<key>` classes, read through tailwind.config.js's `fontFamily` (a study of
/// iNaturalist's app, whose text is styled by classes only: fontaudit found 2 of its styles and passed it).
@Suite struct TailwindClassTests: AppReportChecks {
    /// The bare React Native fixture (Mosaic Sans linked into both shells), with `dependency` in package.json and
    /// the files given.
    func project(dependency: String?, _ files: [String: String]) throws -> String {
        let root = try temporaryFolder() + "/app"
        try FileManager.default.copyItem(atPath: Paths.reactNativeBare, toPath: root)
        try FileManager.default.removeItem(atPath: root + "/src")
        let more = dependency.map { ", \"\($0)\": \"^2.0.11\"" } ?? ""
        try writeFile(
            "{ \"name\": \"app\", \"dependencies\": { \"react-native\": \"0.81.5\"\(more) } }",
            to: root + "/package.json")
        try writeFiles(files, under: root)
        return root
    }

    static let config = """
        module.exports = {
          content: ["./src/**/*.{js,jsx,ts,tsx}"],
          theme: {
            fontFamily: { body: "MosaicSans-Regular" },
            extend: {
              fontFamily: {
                "Mosaic-Bold": ["MosaicSans-Bold", "sans-serif"],
                mono: ["Menlo"],
                droid: ["monospace"],
              },
            },
          },
        };
        """

    static let screen = """
        import { Platform, Text } from "react-native";
        export const heading = "font-Mosaic-Bold";
        export const Body = () => <Text className="text-base font-body font-semibold">a</Text>;
        export const Emphasis = () => <Text className="font-body italic">b</Text>;
        export const Plain = () => <Text className="text-lg dark:font-body">c</Text>;
        const mono = Platform.OS === "ios" ? "font-mono" : "font-droid";
        const other = Platform.OS !== "ios" ? ("font-droid") : ("font-mono");
        const unknown = "font-Nowhere";
        """

    func style(_ json: [String: Any], _ name: String) -> [String: Any]? {
        (json["styles"] as! [[String: Any]]).first { $0["name"] as? String == name }
    }

    @Test func classesNamingAFamilyAreStyles() throws {
        let root = try project(
            dependency: "nativewind", ["tailwind.config.js": Self.config, "src/screens/Type.tsx": Self.screen])
        let (code, json) = try audit(root)
        #expect(code == 1)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(
            names == [
                "iOS: Type.heading", "Android: Type.heading", "iOS: Type.tsx:3", "Android: Type.tsx:3",
                "iOS: Type.tsx:4", "Android: Type.tsx:4", "iOS: Type.tsx:6", "Android: Type.tsx:6",
                "Android: Type.tsx:7", "iOS: Type.tsx:7",
            ], "\(names)")
        // The first family of the list; `theme.fontFamily` and `theme.extend.fontFamily` alike.
        func face(_ name: String) -> String? {
            (style(json, name)?["face"] as? [String: Any])?["postscriptName"] as? String
        }
        #expect(face("iOS: Type.heading") == "MosaicSans-Bold")
        #expect(face("iOS: Type.tsx:4") == "MosaicSans-Italic")
        // `font-semibold` is fontWeight 600; `italic` is fontStyle italic; no weight class: none asked.
        #expect(style(json, "Android: Type.tsx:3")?["weight"] as? Int == 600)
        #expect(style(json, "iOS: Type.tsx:4")?["italic"] as? Bool == true)
        #expect(style(json, "iOS: Type.heading")?["weight"] as? Int == 700)
        // `Platform.OS === "ios" ? A : B`: A on iOS only, B on Android only, and the other way round with `!==`.
        #expect(style(json, "iOS: Type.tsx:6")?["family"] as? String == "Menlo")
        #expect(style(json, "Android: Type.tsx:6")?["family"] as? String == "monospace")
        #expect(style(json, "Android: Type.tsx:7")?["family"] as? String == "monospace")
        #expect(style(json, "iOS: Type.tsx:7")?["family"] as? String == "Menlo")
        for name in ["iOS: Type.tsx:6", "Android: Type.tsx:6", "iOS: Type.tsx:7", "Android: Type.tsx:7"] {
            #expect(style(json, name)?["status"] as? String == "pass", "\(name)")
        }
        // Mosaic Sans has no ExtraBold or Black: Bold Text's face for the bold heading is to buy.
        #expect(
            (json["missingFaces"] as! [[String: Any]]).contains {
                ($0["postscriptName"] as? String) == "MosaicSans-Black"
            })
    }

    /// twrnc takes its config by name (`create(twConfig)`), and Chatwoot exports it so, from a TypeScript file
    /// under src/: a named export's theme is read as the default export's is, with the same styles.
    @Test func aConfigExportedByNameIsRead() throws {
        let named = Self.config.replacingOccurrences(of: "module.exports =", with: "export const twConfig =")
        let byDefault = try audit(
            try project(dependency: "twrnc", ["tailwind.config.js": Self.config, "src/screens/Type.tsx": Self.screen]))
        let root = try project(
            dependency: "twrnc", ["src/theme/tailwind.config.ts": named, "src/screens/Type.tsx": Self.screen])
        let (code, json) = try audit(root)
        #expect(code == byDefault.code)
        let names = { (json: [String: Any]) in (json["styles"] as! [[String: Any]]).map { $0["name"] as! String } }
        #expect(names(json) == names(byDefault.json) && names(json).contains("iOS: Type.heading"))
        #expect(style(json, "iOS: Type.heading")?["family"] as? String == "Mosaic Sans")
    }

    /// Tailwind's docs put its own stack after the app's family (`["Inter", ...defaultTheme.fontFamily.sans]`):
    /// the first family is still read. A class list of any length is read. When no family can be read from the
    /// config, a family class is a call not checked, never silently nothing; a string that is the else of an else
    /// (`ios ? a : android ? b : c`) is for no platform.
    @Test func spreadsLongClassListsAndUnreadConfigs() throws {
        let spread = """
            const defaultTheme = require("tailwindcss/defaultTheme");
            module.exports = { theme: { extend: { fontFamily: { heading: ["MosaicSans-Bold", ...defaultTheme.fontFamily.sans] } } } };
            """
        let screen = """
            import { Platform } from "react-native";
            export const long = "\(String(repeating: "px-1 ", count: 2_000))font-heading";
            const nested = Platform.OS === "ios" ? "font-heading" : Platform.OS === "android" ? "font-heading" : "font-heading";
            """
        let root = try project(dependency: "nativewind", ["tailwind.config.js": spread, "src/Type.tsx": screen])
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(
            names == ["iOS: Type.long", "Android: Type.long", "iOS: Type.tsx:3", "Android: Type.tsx:3"], "\(names)")
        let face = (style(json, "iOS: Type.long")?["face"] as? [String: Any])?["postscriptName"] as? String
        #expect(face == "MosaicSans-Bold")
        // A config that gives no family: each family class is counted, none is a style.
        try writeFile("module.exports = require('./tokens').config;", to: root + "/tailwind.config.js")
        let (_, unread) = try audit(root)
        #expect((unread["styles"] as! [[String: Any]]).isEmpty)
        #expect(((unread["sources"] as! [String: Any])["callsNotChecked"] as? Int ?? 0) >= 2)
    }

    /// Without NativeWind or twrnc among the dependencies, a class is only a string.
    @Test func classesNeedNativeWindOrTwrnc() throws {
        for dependency in [nil, "tailwindcss"] {
            let root = try project(
                dependency: dependency, ["tailwind.config.js": Self.config, "src/screens/Type.tsx": Self.screen])
            let (_, json) = try audit(root)
            #expect((json["styles"] as! [[String: Any]]).isEmpty, "\(dependency ?? "none")")
        }
        let root = try project(
            dependency: "twrnc", ["tailwind.config.js": Self.config, "src/screens/Type.tsx": Self.screen])
        #expect(try (audit(root).json["styles"] as! [[String: Any]]).count == 10)
    }

    /// A config that is no object, or whose families are no strings, gives no classes; nothing breaks.
    @Test func aConfigWithoutFamiliesGivesNoClasses() throws {
        for config in [
            "module.exports = makeConfig();", "module.exports = { theme: { fontFamily: 3 } };",
            "module.exports = { theme: { extend: { fontFamily: { a: [1], b: [] } } } };", "{{{",
        ] {
            let root = try project(
                dependency: "nativewind", ["tailwind.config.js": config, "src/screens/Type.tsx": Self.screen])
            let run = runInProcess(["app", root, "--format", "json"])
            #expect(run.code == 0 || run.code == 1, "\(config): \(run.stderr)")
            #expect(((try parseJSON(run.stdout))["styles"] as! [[String: Any]]).isEmpty, "\(config)")
        }
    }
}
