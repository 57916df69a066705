import Foundation
import TestSupport
import Testing

@testable import FontAuditSystem

/// The expo-font config plugin's files when they are not in the project (artsy/palette-mobile fetches its fonts
/// at build time): a `missing-font-resource` at the plugin's entry, each platform's row with its own verdict, and
/// an app that declares fonts but has no style audited is not passed in silence.
@Suite struct ReactNativeExpoPluginFilesTests: AppReportChecks {
    static let packageJSON = """
        { "name": "app", "dependencies": { "expo": "~54.0.0", "expo-font": "~14.0.0", "react-native": "0.81.5" } }
        """

    /// An Expo app whose plugin lists `fonts` (line 2 on, one entry a line, at column 3) and whose code is `code`.
    func expoApp(fonts: [String], code: String, copying files: [String] = []) throws -> String {
        let folder = try temporaryFolder() + "/app"
        let list = fonts.map { "  \"\($0)\"" }.joined(separator: ",\n")
        try writeFiles(
            [
                "package.json": Self.packageJSON,
                "app.json": "{ \"expo\": { \"plugins\": [[\"expo-font\", { \"fonts\": [\n\(list)\n] }]] } }\n",
                "src/App.tsx": code,
            ], under: folder)
        try FileManager.default.createDirectory(atPath: folder + "/assets/fonts", withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(
                atPath: Paths.font("AuditSans/" + file), toPath: folder + "/assets/fonts/" + file)
        }
        return folder
    }

    static let bodyStyle = """
        import { StyleSheet } from 'react-native';
        const styles = StyleSheet.create({
          body: { fontFamily: 'AuditSans-Regular', fontSize: 16 },
        });
        """

    func findings(_ json: [String: Any], rule: String) -> [[String: Any]] {
        (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == rule }
    }

    @Test func aPluginFileThatIsNotThereIsAFindingAtItsEntry() throws {
        let app = try expoApp(
            fonts: ["./assets/fonts/AuditSans-Regular.ttf", "./assets/fonts/AuditSans-Bold.ttf"], code: Self.bodyStyle)
        let (code, json) = try audit(app)
        #expect(code == 1)
        // Once per entry, though iOS and Android both read the plugin's `fonts`.
        #expect(
            projectFindings(json).filter { $0.hasPrefix("missing-font-resource") } == [
                "missing-font-resource app/app.json:2:3", "missing-font-resource app/app.json:3:3",
            ])
        let missing = findings(json, rule: "missing-font-resource")
        #expect(missing.map { $0["severity"] as? String } == ["error", "error"])
        #expect(
            missing.first?["message"] as? String
                == "the expo-font plugin lists AuditSans-Regular.ttf, but the project has no such file: iOS and Android show their system font for the styles on it"
        )
    }

    /// RCTFont finds no such family and shows the system font; ReactFontManager finds no asset slot and
    /// `Typeface.create(name, style)` gives the default typeface: each row is the verdict of a family declared
    /// nowhere, and neither is dropped as "not checked".
    @Test func eachPlatformsRowGetsItsOwnVerdict() throws {
        let app = try expoApp(fonts: ["./assets/fonts/AuditSans-Regular.ttf"], code: Self.bodyStyle)
        let (_, json) = try audit(app)
        #expect(
            summary(json) == [
                "iOS: App.body src/App.tsx:3:3 [\"family-not-installed\"]",
                "Android: App.body src/App.tsx:3:3 [\"family-not-installed\"]",
            ])
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 0)
        #expect(
            try message(json, style: "iOS: App.body", rule: "family-not-installed")
                == "fontFamily \"AuditSans-Regular\" is loaded on neither platform, so iOS shows the system font (San Francisco)"
        )
        #expect(
            try message(json, style: "Android: App.body", rule: "family-not-installed")
                == "fontFamily \"AuditSans-Regular\" is loaded on neither platform, so Android shows Roboto")
    }

    @Test func aPresentPluginFileIsReadAsBefore() throws {
        let app = try expoApp(
            fonts: ["./assets/fonts/AuditSans-Bold.ttf", "./assets/fonts/AuditSans-Black.ttf"],
            code: """
                import { StyleSheet } from 'react-native';
                const styles = StyleSheet.create({
                  title: { fontFamily: 'Audit Sans', fontWeight: '700' },
                });
                """, copying: ["AuditSans-Bold.ttf", "AuditSans-Black.ttf"])
        let (_, json) = try audit(app)
        #expect(findings(json, rule: "missing-font-resource").isEmpty)
        let ios = try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "iOS: App.title" })
        #expect(ios["status"] as? String == "pass")
        #expect((ios["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Bold")
        #expect(projectFindings(json) == ["bold-text-not-handled src/App.tsx:3:3"])
        let run = runInProcess(["app", app])
        #expect(!run.stderr.contains("nothing about"), "\(run.stderr)")
    }

    /// A file in a `node_modules` that is not installed is a dependency's: a warning, and its styles are not
    /// checked (as a UIAppFonts entry a dependency brings, or a pubspec asset of a pub.dev package).
    @Test func aPluginFileInNodeModulesThatIsNotInstalledIsAWarning() throws {
        let app = try expoApp(
            fonts: ["./node_modules/@expo-google-fonts/audit/AuditSans-Regular.ttf"], code: Self.bodyStyle)
        let (code, json) = try audit(app)
        #expect(code == 0)
        let missing = findings(json, rule: "missing-font-resource")
        #expect(missing.map { $0["severity"] as? String } == ["warning"])
        #expect((missing.first?["message"] as? String)?.contains("in node_modules, which is not installed") == true)
        #expect(summary(json).isEmpty)
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
        #expect(runInProcess(["app", app, "--strict"]).code == 1)
    }

    /// The project is the boundary: a plugin file outside it, there or not, is refused unread with the same
    /// message, and a link out of the project is an input error whose face is not read either.
    @Test func aPluginFileOutsideTheProjectIsRefusedUnread() throws {
        let app = try expoApp(fonts: ["../AuditSans-Regular.ttf"], code: Self.bodyStyle)
        let outside = Platform.parent(of: app) + "/AuditSans-Regular.ttf"
        try FileManager.default.copyItem(atPath: Paths.font("AuditSans/AuditSans-Regular.ttf"), toPath: outside)
        let (code, json) = try audit(app)
        #expect(code == 1)
        #expect(
            findings(json, rule: "missing-font-resource").map { $0["message"] as? String } == [
                "the expo-font plugin lists AuditSans-Regular.ttf, which resolves outside the project; fontaudit does not read it"
            ])
        let read = (json["styles"] as! [[String: Any]]).compactMap { ($0["face"] as? [String: Any])?["postscriptName"] }
        #expect(read.isEmpty, "\(read)")
        #expect(summary(json).allSatisfy { $0.hasSuffix("[\"family-not-installed\"]") }, "\(summary(json))")
        try FileManager.default.removeItem(atPath: outside)
        let (_, gone) = try audit(app)
        #expect(
            findings(gone, rule: "missing-font-resource").map { $0["message"] as? String }
                == findings(json, rule: "missing-font-resource").map { $0["message"] as? String })

        let linked = try expoApp(fonts: ["./assets/fonts/AuditSans-Regular.ttf"], code: Self.bodyStyle)
        try FileManager.default.copyItem(
            atPath: Paths.font("AuditSans/AuditSans-Regular.ttf"), toPath: Platform.parent(of: linked) + "/real.ttf")
        try FileManager.default.createSymbolicLink(
            atPath: linked + "/assets/fonts/AuditSans-Regular.ttf", withDestinationPath: "../../../real.ttf")
        let run = runInProcess(["app", linked, "--format", "json"])
        #expect(run.code == 2)
        let styles = try parseJSON(run.stdout)["styles"] as! [[String: Any]]
        #expect(styles.count == 2)
        #expect(styles.allSatisfy { ($0["face"] as? [String: Any])?["postscriptName"] == nil }, "\(styles)")
    }

    // MARK: Declared fonts, no style audited

    /// palette-mobile's form: the font is chosen by a helper, so no style is read; the plugin's files are not
    /// there. The nothing-audited warning names the declared fonts and fails the run under --strict.
    @Test func declaredFontsWithNoStyleAuditedSayNothingWasAudited() throws {
        let app = try expoApp(
            fonts: ["./assets/fonts/AuditSans-Regular.ttf", "./assets/fonts/AuditSans-Bold.ttf"],
            code: """
                import { Text } from 'react-native';
                import { useFontFamilyFor } from './fonts';
                export default function App() { return <Text style={{ fontFamily: useFontFamilyFor({ weight: 'medium' }) }}>Hi</Text>; }
                """)
        let run = runInProcess(["app", app])
        #expect(run.code == 1)
        #expect(
            run.stderr.contains(
                "warning: the app declares 2 fonts (AuditSans-Regular.ttf, AuditSans-Bold.ttf), with no font file of them in the project, and no text style in its code was found to use them (1 font call not checked): nothing about them was audited"
            ), "\(run.stderr)")
        #expect(run.stdout.contains("0 styles"))
    }

    /// tamagui/starter-free's form: `useFonts` of a package's files that are not installed, no style read. Only
    /// the warning stands between this app and a pass: exit 0, and 1 under --strict.
    @Test func fontsLoadedByUseFontsWithNoStyleFailUnderStrict() throws {
        let folder = try temporaryFolder() + "/app"
        try writeFiles(
            [
                "package.json": Self.packageJSON,
                "app/_layout.tsx": """
                import { useFonts } from 'expo-font';
                export default function App() {
                  const [loaded] = useFonts({
                    Inter: require('@tamagui/font-inter/otf/Inter-Medium.otf'),
                    InterBold: require('@tamagui/font-inter/otf/Inter-Bold.otf'),
                  });
                  return null;
                }
                """,
            ], under: folder)
        let run = runInProcess(["app", folder])
        #expect(run.code == 0)
        #expect(
            run.stderr.contains("warning: the app declares 2 fonts (Inter, InterBold), with no font file of them"),
            "\(run.stderr)")
        #expect(runInProcess(["app", folder, "--strict"]).code == 1)
    }

    /// An app of icon fonts alone needs no styles, declared or bundled.
    @Test func declaredIconFontsAloneNeedNoStyles() throws {
        let folder = try temporaryFolder() + "/app"
        try writeFiles(
            [
                "package.json": Self.packageJSON,
                "App.tsx": """
                import * as Font from 'expo-font';
                Font.loadAsync({ Ionicons: require('@expo/vector-icons/build/vendor/Ionicons.ttf') });
                """,
            ], under: folder)
        let run = runInProcess(["app", folder, "--strict"])
        #expect(!run.stderr.contains("nothing about"), "\(run.stderr)")
        #expect(run.code == 0, "\(run.stderr)")
    }
}

/// A map of fonts handed to a loader the reader cannot follow (William Candillon's `LoadAssets` template:
/// `<LoadAssets {...{ fonts }}>`, whose `Font.loadAsync(fonts)` takes the prop; react-native-fashion's 10 styles
/// were "loaded on neither platform"): the project's top-level maps of font files are what it loads. Without such
/// a loader, the same map loads nothing.
@Suite struct ReactNativeUnreadFontMapTests: AppReportChecks {
    func app(loader: String) throws -> String {
        let folder = try temporaryFolder() + "/app"
        try writeFiles(
            [
                "package.json": ReactNativeExpoPluginFilesTests.packageJSON,
                "App.tsx": """
                import { StyleSheet, Text } from 'react-native';
                import { LoadAssets } from './LoadAssets';
                const fonts = {
                  'AuditSans-Regular': require('./assets/fonts/AuditSans-Regular.ttf'),
                };
                const notFonts = { logo: require('./assets/logo.png'), 'AuditSans-Bold': require('./assets/fonts/AuditSans-Bold.ttf') };
                export default function App() { return <LoadAssets {...{ fonts }}><Text style={styles.body}>Hi</Text></LoadAssets>; }
                const styles = StyleSheet.create({ body: { fontFamily: 'AuditSans-Regular' }, bold: { fontFamily: 'AuditSans-Bold' } });
                """,
                "LoadAssets.tsx": loader,
            ], under: folder)
        try FileManager.default.createDirectory(atPath: folder + "/assets/fonts", withIntermediateDirectories: true)
        for file in ["AuditSans-Regular.ttf", "AuditSans-Bold.ttf"] {
            try FileManager.default.copyItem(
                atPath: Paths.font("AuditSans/" + file), toPath: folder + "/assets/fonts/" + file)
        }
        return folder
    }

    func face(_ json: [String: Any], _ name: String) -> String? {
        let style = (json["styles"] as! [[String: Any]]).first { $0["name"] as? String == name }
        return (style?["face"] as? [String: Any])?["postscriptName"] as? String
    }

    @Test func aMapHandedToALoaderThatTakesAPropIsLoaded() throws {
        let (_, json) = try audit(
            try app(
                loader: """
                    import * as Font from 'expo-font';
                    export const LoadAssets = ({ fonts, children }) => { Font.loadAsync(fonts); return children; };
                    """))
        #expect(face(json, "iOS: App.body") == "AuditSans-Regular")
        #expect(face(json, "Android: App.body") == "AuditSans-Regular")
        // A map that holds anything but fonts is not a map of fonts to load.
        #expect(face(json, "iOS: App.bold") == nil)
    }

    @Test func withoutSuchALoaderTheMapLoadsNothing() throws {
        let (_, json) = try audit(try app(loader: "export const LoadAssets = ({ children }) => children;\n"))
        #expect(face(json, "iOS: App.body") == nil)
        let message = try message(json, style: "iOS: App.body", rule: "family-not-installed")
        #expect(message.contains("loaded on neither platform"), "\(message)")
    }
}

/// An Xcode project that references the fonts where the Android app keeps them (Edge: `path =
/// "../android/app/src/main/assets/fonts/…"`): Xcode copies them into the app, so they are iOS's too, not
/// "no such file" with the iOS rows dropped. Without such a reference they stay Android's.
@Suite struct ReactNativeIOSFontsInAndroidAssetsTests: AppReportChecks {
    func app(referencing: Bool) throws -> String {
        let folder = try temporaryFolder() + "/app"
        let fonts = ["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]
        var references = ""
        for (k, font) in fonts.enumerated() where referencing {
            references +=
                "B\(k) = {isa = PBXFileReference; lastKnownFileType = file; name = \"\(font)\"; "
                + "path = \"../android/app/src/main/assets/fonts/\(font)\"; sourceTree = \"<group>\"; };\n"
        }
        let list = fonts.map { "<string>\($0)</string>" }.joined()
        try writeFiles(
            [
                "package.json": #"{ "name": "app", "dependencies": { "react-native": "0.81.0" } }"#,
                "src/App.tsx": """
                import { StyleSheet } from 'react-native';
                const styles = StyleSheet.create({ title: { fontFamily: 'AuditSans-Regular' } });
                """,
                "ios/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = {\n\(references)}; }\n",
                "ios/App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array>\(list)</array></dict></plist>
                """,
            ], under: folder)
        let assets = folder + "/android/app/src/main/assets/fonts"
        try FileManager.default.createDirectory(atPath: assets, withIntermediateDirectories: true)
        for font in fonts {
            try FileManager.default.copyItem(atPath: Paths.font("AuditSans/" + font), toPath: assets + "/" + font)
        }
        return folder
    }

    @Test func fontsTheProjectReferencesInAndroidAssetsAreIOSs() throws {
        let (_, json) = try audit(try app(referencing: true))
        let ios = try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "iOS: App.title" })
        #expect((ios["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Regular")
        #expect((ios["boldTextFace"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-SemiBold")
        #expect(!projectFindings(json).contains { $0.hasPrefix("declared-font-missing") }, "\(projectFindings(json))")
    }

    @Test func withoutAReferenceTheyStayAndroids() throws {
        let (_, json) = try audit(try app(referencing: false))
        #expect(projectFindings(json).filter { $0.hasPrefix("declared-font-missing") }.count == 2)
    }
}
