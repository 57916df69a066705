import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// A `fontFamily` that names a face (`'MosaicSans-Bold'`), as Paper and Fabric read it on iOS and the asset slots
/// on Android; and which of the two renderers an app uses.
extension ReactNativeTests {
    /// An app linking the bare fixture's Mosaic Sans files into both shells, with `files` written over it.
    func namedFaceApp(_ files: [String: String], plistExtra: String = "") throws -> String {
        let root = try temporaryFolder()
        let fonts = ["MosaicSans-Regular.ttf", "MosaicSans-Bold.ttf", "MosaicSans-Italic.ttf"]
        for folder in ["assets/fonts", "android/app/src/main/assets/fonts"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            for font in fonts {
                try FileManager.default.copyItem(
                    atPath: Paths.reactNativeBare + "/assets/fonts/" + font, toPath: root + "/\(folder)/" + font)
            }
        }
        let appFonts = fonts.map { "<string>\($0)</string>" }.joined()
        try writeFiles(
            [
                "react-native.config.js": "module.exports = { assets: ['./assets/fonts'] };\n",
                "ios/App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>\(plistExtra)
                <key>UIAppFonts</key><array>\(appFonts)</array></dict></plist>
                """,
                "src/styles.js": """
                export const styles = {
                  quote: { fontFamily: 'MosaicSans-Italic' },
                  bold: { fontFamily: 'MosaicSans-Bold', fontWeight: 'normal' },
                  bold400: { fontFamily: 'MosaicSans-Bold', fontWeight: '400' },
                  semi: { fontFamily: 'MosaicSans-Regular', fontWeight: '600' },
                };
                """,
            ].merging(files) { _, new in new }, under: root)
        return root
    }

    func style(_ json: [String: Any], _ name: String) throws -> [String: Any] {
        try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == name }, "\(name)")
    }

    /// Paper keeps a named face's slant when the style gives none (RCTFont.mm); Fabric does not. Which one runs
    /// is decided by React Native's version and the flags each shell or Expo writes.
    @Test(
        arguments: [
            // Paper is the only renderer before 0.68 and the default until 0.76 (git-point, 0.59.9).
            (#"{"react-native": "0.59.9"}"#, [:], "", true),
            (#"{"react-native": "0.75.4"}"#, [:], "", true),
            (#"{"react-native": "0.81.5"}"#, [:], "", false),
            // Info.plist's RCTNewArchEnabled is iOS's own flag, over Android's (bc-wallet: true, and false in
            // gradle.properties).
            (#"{"react-native": "0.75.4"}"#, [:], "<key>RCTNewArchEnabled</key>\n\t<true/>", false),
            (#"{"react-native": "0.81.5"}"#, [:], "<key>RCTNewArchEnabled</key><false/>", true),
            (
                #"{"react-native": "0.81.5"}"#, ["android/gradle.properties": "newArchEnabled=false\n"],
                "<key>RCTNewArchEnabled</key><true/>", false
            ),
            // With nothing said for iOS, Android's flag is the app's; a comment is not a flag.
            (#"{"react-native": "0.81.5"}"#, ["android/gradle.properties": "newArchEnabled = false\n"], "", true),
            (
                #"{"react-native": "0.75.4"}"#,
                ["android/gradle.properties": "# newArchEnabled=false\nnewArchEnabled=true\n"], "", false
            ),
            // 0.82 and later run the new architecture only: the flags are ignored.
            (
                #"{"react-native": "0.83.2"}"#,
                [
                    "android/gradle.properties": "newArchEnabled=false\n",
                    "app.json": #"{"expo": {"newArchEnabled": false}}"#,
                ], "", false
            ),
            // Expo SDK 52 kept Paper unless app.json opted in; its `android` block is Android's alone.
            (#"{"expo": "~52.0.0", "react-native": "0.76.9"}"#, [:], "", true),
            (
                #"{"expo": "~52.0.0", "react-native": "0.76.9"}"#, ["app.json": #"{"expo": {"newArchEnabled": true}}"#],
                "", false
            ),
            (
                #"{"react-native": "0.81.5"}"#,
                ["app.json": #"{"expo": {"android": {"newArchEnabled": false}, "ios": {"newArchEnabled": true}}}"#],
                "", false
            ),
        ] as [(String, [String: String], String, Bool)])
    func theRendererKeepsANamedItalicFaceOnPaperOnly(
        dependencies: String, files: [String: String], plistExtra: String, paper: Bool
    ) throws {
        let app = try namedFaceApp(
            files.merging(["package.json": #"{"dependencies": \#(dependencies)}"#]) { a, _ in a },
            plistExtra: plistExtra)
        let (_, json) = try audit(app)
        let quote = try style(json, "iOS: styles.quote")
        #expect(quote["italic"] as? Bool == paper, "\(dependencies) \(files) \(plistExtra)")
        let face = quote["face"] as? [String: Any]
        #expect(face?["postscriptName"] as? String == (paper ? "MosaicSans-Italic" : "MosaicSans-Regular"))
    }

    /// `{ fontFamily: 'MosaicSans-Bold', fontWeight: 'normal' }` (bc-wallet's `ThemeTextStyles.bold`): Fabric
    /// reads 'normal' as no weight and shows the Bold face; Android shows the asset file as it is and Bold Text
    /// fakes a bold over it. Both need Black.
    @Test func aNamedFaceAtNormalWeightIsThatFace() throws {
        let app = try namedFaceApp(["package.json": #"{"dependencies": {"react-native": "0.81.5"}}"#])
        let (_, json) = try audit(app)
        for name in ["bold", "bold400"] {
            for platform in ["iOS", "Android"] {
                let entry = try style(json, "\(platform): styles.\(name)")
                let face = entry["face"] as? [String: Any]
                #expect(face?["postscriptName"] as? String == "MosaicSans-Bold", "\(platform) \(name)")
                #expect(entry["weight"] as? Int == 700, "\(platform) \(name)")
                #expect((entry["boldTextWeight"] as? Int ?? 0) >= 900, "\(platform) \(name)")
            }
            let line = name == "bold" ? 3 : 4
            #expect(
                summary(json).filter { $0.contains(": styles.\(name) ") } == [
                    "iOS: styles.\(name) src/styles.js:\(line):3 [\"missing-bold-counterpart\"]",
                    "Android: styles.\(name) src/styles.js:\(line):3 [\"single-face-family\", \"missing-bold-counterpart\"]",
                ])
        }
        // The row names the face the message names.
        #expect(
            try message(json, style: "Android: styles.bold", rule: "missing-bold-counterpart").contains(
                "Android will show Mosaic Sans Bold (700) with a synthetic bold"))
        // A weight the asset slot ignores is still one the app asked for and does not get.
        #expect(
            try message(json, style: "Android: styles.semi", rule: "asset-font-weight").contains(
                "fontWeight 600 is not applied"))
    }

    /// Paper reads 'normal' as Regular and picks the family's Regular face (`weight ? fontWeight : …`, RCTFont.mm).
    @Test func paperReadsNormalOnANamedFaceAsRegular() throws {
        let app = try namedFaceApp(["package.json": #"{"dependencies": {"react-native": "0.75.4"}}"#])
        let (_, json) = try audit(app)
        let bold = try style(json, "iOS: styles.bold")
        #expect((bold["face"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Regular")
        #expect(bold["weight"] as? Int == 400)
    }

    @Test func architectureFlagsAreReadOnlyWhereWritten() {
        #expect(ReactNativeArchitecture.infoPlistFlag(Array("<key>RCTNewArchEnabled</key> \n<false/>".utf8)) == false)
        #expect(ReactNativeArchitecture.infoPlistFlag(Array("<key>RCTNewArchEnabled</key><string/>".utf8)) == nil)
        #expect(ReactNativeArchitecture.infoPlistFlag(Array("bplist00".utf8)) == nil)
        #expect(ReactNativeArchitecture.gradleFlag(Array("newArchEnabledX=false\n".utf8)) == nil)
        #expect(ReactNativeArchitecture.gradleFlag(Array("newArchEnabled=false\r\nnewArchEnabled=true".utf8)) == true)
    }
}
