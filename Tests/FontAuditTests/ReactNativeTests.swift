import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditSystem

/// `fontaudit app` on the generated React Native and Expo apps: every rule at its line and column, each style
/// once per platform, and the lexer and evaluator that read their JavaScript and TypeScript.
@Suite struct ReactNativeTests: AppReportChecks {
    func projectMessage(_ json: [String: Any], rule: String) throws -> String {
        let finding = try #require((json["findings"] as! [[String: Any]]).first { $0["rule"] as? String == rule })
        return finding["message"] as! String
    }

    func buyingList(_ json: [String: Any]) -> Set<String> {
        Set((json["missingFaces"] as! [[String: Any]]).map { $0["postscriptName"] as! String })
    }

    // MARK: A bare app whose fonts react-native-asset links

    @Test func bareAppEveryStyleOncePerPlatformAtItsLine() throws {
        let (code, json) = try audit(Paths.reactNativeBare)
        #expect(code == 1)
        #expect(json["platforms"] as? [String] == ["ios", "react-native"])
        #expect(
            summary(json) == [
                "iOS: Home.tsx:13 screens/Home.tsx:13:20 [\"missing-bold-counterpart\"]",
                "Android: Home.tsx:13 screens/Home.tsx:13:20 [\"asset-font-weight\"]",
                "iOS: Home.heading screens/Home.tsx:20:3 [\"missing-bold-counterpart\"]",
                "Android: Home.heading screens/Home.tsx:20:3 [\"asset-font-weight\"]",
                "iOS: Home.caption screens/Home.tsx:24:3 [\"missing-bold-counterpart\"]",
                "Android: Home.caption screens/Home.tsx:24:3 [\"asset-font-weight\", \"single-face-family\", \"missing-bold-counterpart\"]",
                "iOS: Home.brand screens/Home.tsx:28:3 []",
                "Android: Home.brand screens/Home.tsx:28:3 [\"font-on-one-platform\"]",
                "iOS: Home.missing screens/Home.tsx:31:3 [\"family-not-installed\"]",
                "Android: Home.missing screens/Home.tsx:31:3 [\"family-not-installed\"]",
                "iOS: Home.system screens/Home.tsx:34:3 [\"platform-font\"]",
                "Android: Home.system screens/Home.tsx:34:3 [\"platform-font\"]",
                "iOS: Home.code screens/Home.tsx:35:3 [\"family-not-installed\"]",
                "Android: Home.code screens/Home.tsx:35:3 [\"platform-font\"]",
                "iOS: typography.body theme/typography.ts:12:3 []",
                "Android: typography.body theme/typography.ts:12:3 [\"single-face-family\"]",
                "iOS: typography.title theme/typography.ts:16:3 [\"missing-bold-counterpart\"]",
                "Android: typography.title theme/typography.ts:16:3 [\"single-face-family\", \"missing-bold-counterpart\"]",
                "iOS: typography.label theme/typography.ts:20:3 [\"missing-bold-counterpart\"]",
                "Android: typography.label theme/typography.ts:20:3 [\"font-on-one-platform\"]",
            ])
        #expect(
            projectFindings(json) == [
                "font-format-not-loaded bare/react-native.config.js:3:12",
                "font-not-linked bare/react-native.config.js:3:12",
                // The code never asks AccessibilityInfo.isBoldTextEnabled(): iOS leaves Bold Text to the app.
                "bold-text-not-handled screens/Home.tsx:13:20",
            ])
        // `{ fontFamily: name }` is decided at run time; comments, strings, the regex and the template are not styles.
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
        #expect(buyingList(json) == ["MosaicSans-SemiBoldItalic", "MosaicSans-Black", "MosaicSans-ExtraBold"])
    }

    @Test func bareAppNamesWhatEachPlatformShows() throws {
        let (_, json) = try audit(Paths.reactNativeBare)
        // `...typography.body, fontWeight: 'bold'`: iOS finds the family's Bold; Android looks for an asset slot.
        #expect(
            try message(json, style: "Android: Home.heading", rule: "asset-font-weight")
                == "fontFamily \"MosaicSans-Regular\" at 700 needs fonts/MosaicSans-Regular_bold.ttf or .otf in android/app/src/main/assets, which is missing: Android shows Roboto Bold (700), the system font instead"
        )
        #expect(
            try message(json, style: "iOS: Home.heading", rule: "missing-bold-counterpart").contains(
                "when the app asks for it, iOS will show Mosaic Sans Bold (700), not Black (900)"))
        #expect(
            try message(json, style: "Android: Home.caption", rule: "asset-font-weight")
                == "fontWeight 600 is not applied to the asset font \"MosaicSans-Regular\" (only 700 and up selects the _bold file): Android shows Mosaic Sans Regular (400) as it is"
        )
        #expect(
            try message(json, style: "Android: Home.tsx:13", rule: "asset-font-weight").contains(
                "Android shows Roboto Italic (400 italic), the system font instead"))
        // Platform.select: 'Mosaic Sans' 600 on iOS; the file SemiBold was never linked into android/.
        #expect(
            try message(json, style: "Android: typography.label", rule: "font-on-one-platform")
                == "fontFamily \"MosaicSans-SemiBold\" is loaded on iOS but not on Android, which shows Roboto instead")
        #expect(
            try message(json, style: "iOS: Home.missing", rule: "family-not-installed").contains(
                "loaded on neither platform"))
        #expect(
            try message(json, style: "iOS: Home.code", rule: "family-not-installed")
                == "fontFamily \"monospace\" is an Android system font, which iOS does not have: it shows the system font (San Francisco); choose each platform's name with Platform.select"
        )
        // A template literal of constants: `MosaicSans-${weight}`.
        #expect(
            try message(json, style: "Android: typography.title", rule: "single-face-family").contains(
                "Mosaic Sans Bold (700) with a synthetic bold"))
        #expect(try projectMessage(json, rule: "font-not-linked").contains("MosaicSans-SemiBold.ttf"))
        #expect(try projectMessage(json, rule: "font-format-not-loaded").contains("MosaicSans-Black.woff2"))
    }

    // MARK: Expo with useFonts

    @Test func expoUseFontsKeysAreFamiliesOfOneFace() throws {
        let (code, json) = try audit(Paths.expoUseFonts)
        #expect(code == 1)
        #expect(json["platform"] as? String == "react-native")
        #expect(
            summary(json) == [
                "iOS: App.body expo-usefonts/App.tsx:18:3 [\"missing-bold-counterpart\"]",
                "Android: App.body expo-usefonts/App.tsx:18:3 [\"single-face-family\"]",
                "iOS: App.strong expo-usefonts/App.tsx:19:3 [\"undeclared-in-family\", \"missing-bold-counterpart\"]",
                "Android: App.strong expo-usefonts/App.tsx:19:3 [\"asset-font-weight\"]",
                "iOS: App.heading expo-usefonts/App.tsx:20:3 [\"missing-bold-counterpart\"]",
                "Android: App.heading expo-usefonts/App.tsx:20:3 [\"single-face-family\", \"missing-bold-counterpart\"]",
                "iOS: App.brand expo-usefonts/App.tsx:21:3 [\"missing-bold-counterpart\"]",
                "Android: App.brand expo-usefonts/App.tsx:21:3 [\"single-face-family\", \"missing-bold-counterpart\"]",
            ])
        #expect(
            projectFindings(json) == [
                "font-format-not-loaded expo-usefonts/App.tsx:12:20",
                "bold-text-not-handled expo-usefonts/App.tsx:18:3",
            ])
        // `Inter_700Bold` comes from @expo-google-fonts/inter in node_modules, which is not here: its name says
        // its face (`ReactNativeExpoGoogleFontsTests`), so nothing is left unchecked.
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 0)
        // expo-font before SDK 58 fills only the normal slot: bold falls to Roboto (expo#48129).
        #expect(
            try message(json, style: "Android: App.strong", rule: "asset-font-weight").contains(
                "Android shows Roboto Bold (700), the system font instead"))
        #expect(
            try message(json, style: "iOS: App.strong", rule: "undeclared-in-family").contains(
                "iOS will show Mosaic Sans Regular (400)"))
    }

    // MARK: Expo with the expo-font config plugin

    @Test func expoPluginFamiliesAndATypographyModuleImportedByAlias() throws {
        let (code, json) = try audit(Paths.expoPlugin)
        #expect(code == 1)
        #expect(
            summary(json) == [
                "iOS: Profile.name screens/Profile.tsx:7:3 []",
                "Android: Profile.name screens/Profile.tsx:7:3 [\"missing-face\", \"missing-bold-counterpart\"]",
                "iOS: Profile.title screens/Profile.tsx:11:3 [\"missing-bold-counterpart\"]",
                "Android: Profile.title screens/Profile.tsx:11:3 [\"missing-bold-counterpart\"]",
                "iOS: Profile.caption screens/Profile.tsx:15:3 [\"missing-bold-counterpart\"]",
                "Android: Profile.caption screens/Profile.tsx:15:3 []",
                "iOS: Profile.heading screens/Profile.tsx:16:3 []",
                "Android: Profile.heading screens/Profile.tsx:16:3 [\"font-on-one-platform\"]",
                "iOS: typography.body theme/typography.ts:10:3 [\"missing-bold-counterpart\"]",
                "Android: typography.body theme/typography.ts:10:3 []",
            ])
        #expect(
            projectFindings(json) == [
                "declaration-mismatch expo-plugin/app.json:21:19",
                "bold-text-not-handled screens/Profile.tsx:7:3",
                // 'semibold' is in the TypeScript types, not in the native parsers: Regular on both platforms.
                "font-weight-not-parsed screens/Profile.tsx:15:34",
                // React Native 0.83.2, Fabric: a face name with a weight shows the heaviest face on iOS.
                "fabric-weight-bug screens/Profile.tsx:16:48",
            ])
        #expect(
            try projectMessage(json, rule: "fabric-weight-bug").contains(
                "iOS shows the family's heaviest face, Mosaic Sans Bold (700), whatever the weight"))
        // iOS: 600 is closer to Medium (0.23) than to Bold (0.4) in UIFontWeight space.
        #expect(
            try message(json, style: "iOS: typography.body", rule: "missing-bold-counterpart").contains(
                "iOS will show Mosaic Sans Medium (500)"))
        // Android picks by the plugin's declared weights: Medium declared 600 loses a tie to Regular.
        #expect(
            try message(json, style: "Android: Profile.name", rule: "missing-face")
                == "Mosaic Sans declares Mosaic Sans Medium as 600, so Android will show Mosaic Sans Regular (400): fix the declaration, nothing to buy"
        )
    }

    @Test func iOSFindsAFaceByItsFullName() throws {
        // Mattermost's form: the file's family is "OpenMosaic", its full name (name ID 4) "Open Mosaic".
        let (_, json) = try audit(Paths.expoFullName)
        #expect(
            summary(json) == [
                "iOS: captions.text src/captions.ts:1:27 [\"missing-bold-counterpart\"]",
                "Android: captions.text src/captions.ts:1:27 [\"font-on-one-platform\"]",
            ])
        #expect(
            try message(json, style: "iOS: captions.text", rule: "missing-bold-counterpart").contains(
                "iOS will show OpenMosaic Regular (400)"))
    }

    @Test func everyFormatRendersAReactNativeApp() throws {
        for format in ["text", "json", "sarif", "github", "junit", "markdown"] {
            let run = runInProcess(["app", Paths.reactNativeBare, "--format", format])
            #expect(run.code == 1, "\(format): \(run.stderr)")
            #expect(!run.stdout.isEmpty)
        }
    }

    /// `fontaudit app .` reads what `fontaudit app /the/path` reads: imports resolved from files walked as
    /// "./src/…" are spelt the same (`ScriptModules.normalize` kept no leading "."), so that Rocket.Chat's 612
    /// styles were 14 from its own folder, the bare fixture's 20 were 14.
    @Test func theProjectFolderGivenAsDotReadsTheSame() throws {
        func styles(_ run: RunResult) throws -> [String] {
            try (parseJSON(run.stdout)["styles"] as! [[String: Any]]).map { "\($0["name"]!) \($0["status"]!)" }
        }
        for app in [Paths.reactNativeBare, Paths.expoPlugin] {
            let whole = try runBinary(["app", app, "--format", "json"])
            let parent = URL(fileURLWithPath: app).deletingLastPathComponent().path
            for spelling in [".", "./", "./" + URL(fileURLWithPath: app).lastPathComponent] {
                let folder = spelling.count > 2 ? parent : app
                let run = try runBinaryLike(Paths.binary, ["app", spelling, "--format", "json"], in: folder)
                #expect(run.code == whole.code, "\(app) as \(spelling)")
                #expect(try styles(run) == styles(whole), "\(app) as \(spelling)")
            }
            #expect(try styles(whole).count >= 10)
        }
    }

    /// A font UIAppFonts lists that a dependency brings at build time (react-native-vector-icons' `Zocial.ttf`,
    /// absent from the repository): on iOS its styles are loaded but not checked, never "not loaded".
    @Test func aFontFromADependencyIsNotCheckedOnIOS() throws {
        let root = try temporaryFolder() + "/app"
        try FileManager.default.copyItem(atPath: Paths.reactNativeBare, toPath: root)
        let plist = root + "/ios/MosaicBare/Info.plist"
        let text = try String(contentsOfFile: plist, encoding: .utf8)
        try text.replacingOccurrences(of: "<array>", with: "<array>\n\t\t<string>Zocial.ttf</string>")
            .write(toFile: plist, atomically: true, encoding: .utf8)
        try writeFile(
            "import { StyleSheet } from 'react-native';\nexport const s = StyleSheet.create({ icon: { fontFamily: 'Zocial' } });\n",
            to: root + "/src/screens/Icon.tsx")
        let before = try audit(Paths.reactNativeBare).json
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(!names.contains("iOS: Icon.icon"), "\(names)")
        let notChecked = { (json: [String: Any]) in (json["sources"] as! [String: Any])["callsNotChecked"] as! Int }
        #expect(notChecked(json) == notChecked(before) + 1)
        let declared = (json["findings"] as! [[String: Any]]).first {
            ($0["message"] as? String)?.contains("Zocial.ttf") == true
        }
        #expect((declared?["message"] as? String)?.contains("it may come from a dependency") == true)
    }

    @Test func aMonorepoAppInASubfolderIsFound() throws {
        let root = try temporaryFolder()
        let app = root + "/apps/mobile"
        try FileManager.default.createDirectory(atPath: root + "/apps", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Paths.expoPlugin, toPath: app)
        let (_, json) = try audit(root)
        #expect(json["platform"] as? String == "react-native")
        #expect(summary(json).count == 10)
    }

    @Test func fontsThatUseFontsLoadAreNotUndeclaredOnIOS() throws {
        // A committed ios/ shell whose UIAppFonts lists one font: the files useFonts loads at run time are the
        // React Native reader's, not files the iOS bundle fails to declare.
        let root = try temporaryFolder() + "/app"
        try FileManager.default.copyItem(atPath: Paths.expoUseFonts, toPath: root)
        try FileManager.default.createDirectory(atPath: root + "/ios/App", withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIAppFonts</key><array><string>MosaicSans-Bold.ttf</string></array></dict></plist>

            """
        try plist.write(toFile: root + "/ios/App/Info.plist", atomically: true, encoding: .utf8)
        let (_, json) = try audit(root)
        #expect(json["platforms"] as? [String] == ["ios", "react-native"])
        #expect(!projectFindings(json).contains { $0.hasPrefix("undeclared-font") })
        #expect(summary(json).count == 8)
    }

    @Test func aFamilyRegisteredWithAddCustomFontIsPickedByWeight() throws {
        // The Android fixture's res/font family, registered by name as the expo-font plugin's generated code does.
        let root = try temporaryFolder() + "/app"
        try FileManager.default.copyItem(atPath: Paths.androidApp, toPath: root)
        try #"{"dependencies": {"react-native": "0.81.5"}}"#.write(
            toFile: root + "/package.json", atomically: true, encoding: .utf8)
        let kotlin = """
            class MainApplication : Application() {
              override fun onCreate() {
                ReactFontManager.getInstance().addCustomFont(this, "Mosaic", R.font.mosaic_sans)
              }
            }

            """
        try kotlin.write(toFile: root + "/app/MainApplication.kt", atomically: true, encoding: .utf8)
        let script = """
            import { StyleSheet } from 'react-native'
            export const styles = StyleSheet.create({
              body: { fontFamily: 'Mosaic', fontWeight: '400' },
              label: { fontFamily: 'Mosaic', fontWeight: '500' },
            })

            """
        try script.write(toFile: root + "/App.js", atomically: true, encoding: .utf8)
        // A platform's own file is built into that platform's app only.
        try "export const s = { x: { fontFamily: 'Mosaic' } }\n".write(
            toFile: root + "/Title.android.js", atomically: true, encoding: .utf8)
        let (_, json) = try audit(root)
        #expect(summary(json).filter { $0.contains("Title.") } == ["Android: Title.x app/Title.android.js:1:20 []"])
        let styles = summary(json).filter { $0.contains("App.") }
        #expect(
            styles == [
                "iOS: App.body app/App.js:3:3 [\"font-on-one-platform\"]",
                "Android: App.body app/App.js:3:3 []",
                "iOS: App.label app/App.js:4:3 [\"font-on-one-platform\"]",
                "Android: App.label app/App.js:4:3 [\"missing-face\", \"missing-bold-counterpart\"]",
            ])
        // minikin over the declared weights: Medium is declared 600, so 500 ties with Regular, which comes first.
        #expect(
            try message(json, style: "Android: App.label", rule: "missing-face").contains(
                "so Android will show Mosaic Sans Regular (400)"))
    }

    @Test func aPackageJsonWithoutReactNativeIsNotAnApp() throws {
        let root = try temporaryFolder()
        try #"{"dependencies": {"react": "19"}}"#.write(
            toFile: root + "/package.json", atomically: true, encoding: .utf8)
        try "export const x = { fontFamily: 'A' }\n".write(
            toFile: root + "/index.js", atomically: true, encoding: .utf8)
        let run = runInProcess(["app", root])
        #expect(run.code == 2)
        #expect(run.stderr.contains("no iOS, Android, Flutter or React Native project here"))
    }

    // MARK: Lexer

    func tokens(_ text: String, jsx: Bool = true) -> [SourceToken] {
        ScriptLexer.tokens(Array(text.utf8), jsx: jsx)
    }

    func texts(_ text: String, jsx: Bool = true) -> [String] {
        tokens(text, jsx: jsx).map { $0.kind == .string ? "'\($0.text)'" : $0.text }
    }

    @Test func commentsStringsRegexAndJSXTextAreNotCode() {
        #expect(texts("a // fontFamily: 'x'\nb /* { */ c") == ["a", "b", "c"])
        #expect(
            texts(#"x = "it's { here" + 'say "hi"' + 'a\'b'"#) == [
                "x", "=", "'it's { here'", "+", "'say \"hi\"'", "+", "'a'b'",
            ])
        // A division is not a regular expression; after `=` or `(` it is.
        #expect(texts("a = b / c / d") == ["a", "=", "b", "/", "c", "/", "d"])
        #expect(texts("r = /[/}]{'/g; y") == ["r", "=", "''", ";", "y"])
        // JSX text with quotes and braces in attributes.
        #expect(
            texts("return <Text style={{ fontFamily: 'A' }}>Don't {x} \"q\"</Text>;")
                == [
                    "return", "<", "Text", "style", "=", "{", "{", "fontFamily", ":", "'A'", "}", "}", ">", "{", "x",
                    "}", "<", "Text", ">", ";",
                ])
        // A comparison is not JSX; in .ts no `<` opens JSX.
        #expect(texts("if (a < b) c") == ["if", "(", "a", "<", "b", ")", "c"])
        #expect(texts("const x = <T>y;", jsx: false) == ["const", "x", "=", "<", "T", ">", "y", ";"])
    }

    @Test func templatesAreChunksAroundBracedSubstitutions() {
        #expect(
            texts("`a${b}c${`d${e}`}f`") == [
                "`", "'a'", "{", "b", "}", "'c'", "{", "`", "'d'", "{", "e", "}", "''", "`", "}", "'f'", "`",
            ])
        // The braces pair up, so SourceCalls' bracket index spans a template's substitution.
        let calls = SourceCalls(tokens("`x${ {a: 1} }y`"), file: "t.js")
        #expect(calls.closing[2] == 8)
    }

    @Test func positionsAreLinesAndCharacterColumns() {
        let found = tokens("const é = {\n  fontFamily: 'A',\n}")
        let family = found.first { $0.text == "fontFamily" }!
        #expect((family.line, family.column) == (2, 3))
        #expect(found.first { $0.text == "=" }!.column == 9)
    }

    @Test func hostileInputIsLinear() {
        // Deep nesting of every context, unterminated literals, and a flood of slashes and angle brackets.
        for unit in ["`${", "<a>{", "{[(", "/", "'", "\"", "<", "/*", "${`", "</", "a</b>"] {
            let text = String(repeating: unit, count: 50_000)
            // Linear in what it makes (speed itself is `make bench`'s to measure, not a unit test's).
            let found = tokens(text)
            #expect(found.count <= text.utf8.count + 1, "\(unit)")
        }
    }

    @Test func deepNestingAndLongChainsDoNotExhaustTheStack() {
        let depth = 100_000
        let groups = "const x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let objects =
            "const y = " + String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth)
        let spreads =
            "const z = " + String(repeating: "{...", count: depth) + "w" + String(repeating: "}", count: depth)
        var chain = "const n0 = 'A'\n"
        for i in 1..<20_000 { chain += "const n\(i) = n\(i - 1)\n" }
        for text in [groups, objects, spreads, chain, String(repeating: "...a, ", count: depth)] {
            for jsx in [true, false] { _ = ScriptModules.evaluateAll(Array(text.utf8), jsx: jsx) }
        }
    }

    // MARK: Evaluation

    func evaluate(_ files: [String: String], _ expression: String, platform: ScriptPlatform = .ios) throws
        -> ScriptValue
    {
        let root = try temporaryFolder()
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: Platform.parent(of: path), withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let main = root + "/main.ts"
        try ("const value = " + expression + "\n").write(toFile: main, atomically: true, encoding: .utf8)
        let modules = ScriptModules(root: root, files: files.keys.map { root + "/" + $0 } + [main])
        let module = try #require(modules.module(main))
        return modules.value(of: "value", in: module, platform: platform)
    }

    @Test func constantsImportsSpreadsPlatformSelectAndTemplates() throws {
        let theme = """
            import { Platform } from 'react-native'
            const base = { fontSize: 16 }
            export const weight = 'Bold'
            export const fonts = { bold: `Inter-${weight}` }
            export default {
              body: { ...base, fontFamily: Platform.select({ ios: 'Inter', android: 'Inter-Regular' }) },
              title: Platform.OS === 'ios' ? { fontWeight: '700' } : { fontWeight: 'bold' },
            }
            """
        let main = """
            import theme, { fonts } from './theme'
            export const value = { ...theme.body, bold: fonts.bold, title: theme.title, ...StyleSheet.create<S>({ x: 1 }) }
            """
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/theme", withIntermediateDirectories: true)
        try theme.write(toFile: folder + "/theme/index.ts", atomically: true, encoding: .utf8)
        try main.write(toFile: folder + "/main.ts", atomically: true, encoding: .utf8)
        let modules = ScriptModules(root: folder, files: [folder + "/theme/index.ts", folder + "/main.ts"])
        let module = try #require(modules.module(folder + "/main.ts"))
        let ios = modules.value(of: "value", in: module, platform: .ios)
        let android = modules.value(of: "value", in: module, platform: .android)
        #expect(ios["fontFamily"]?.string == "Inter")
        #expect(android["fontFamily"]?.string == "Inter-Regular")
        #expect(ios["fontSize"].flatMap { if case .number(let n) = $0 { n } else { nil } } == 16)
        #expect(ios["bold"]?.string == "Inter-Bold")
        #expect(ios["title"]?["fontWeight"]?.string == "700")
        #expect(ios["x"].flatMap { if case .number(let n) = $0 { n } else { nil } } == 1)
        #expect(android["title"]?["fontWeight"]?.string == "bold")
    }

    @Test func typeScriptEnumsHoldNames() throws {
        let files = [
            "fonts.ts": "export enum Fonts {\n  Regular = 'Inter-Regular',\n  Bold = `Inter-${'Bold'}`,\n  Other,\n}\n"
        ]
        #expect(try evaluate(files, "require('./fonts').Fonts.Bold").string == "Inter-Bold")
        #expect(try evaluate(files, "require('./fonts').Fonts.Regular").string == "Inter-Regular")
        if case .unknown = try evaluate(files, "require('./fonts').Fonts.Other") {} else { Issue.record("Other") }
        #expect(try evaluate([:], "0\nconst enum E { A = 'x' }\nconst v = E.A").string == nil)
    }

    @Test func runTimeValuesAndCyclesAreNotKnown() throws {
        if case .unknown = try evaluate([:], "props.fontFamily") {} else { Issue.record("a parameter") }
        if case .unknown = try evaluate([:], "`Inter-${weight()}`") {} else { Issue.record("a call") }
        if case .unknown = try evaluate([:], "value") {} else { Issue.record("itself") }
        let cycle = [
            "a.ts": "import { b } from './b'\nexport const a = { ...b }\n",
            "b.ts": "import { a } from './a'\nexport const b = { ...a, x: 1 }\n",
        ]
        // A cycle is cut where it closes (b's `...a` is not known there), not followed round and round.
        let a = try evaluate(cycle, "require('./a').a")
        #expect(a.object?.isPartial == true)
    }
}

extension ReactNativeTests {
    /// A file iOS's UIAppFonts names and a dependency brings (rainbow's `SF-Pro-Rounded-*.otf`) is not Android's:
    /// an Android style on a family of that name is still audited (the asset is not there), not dropped.
    @Test func anIOSDependencyFontDoesNotHideAndroidStyles() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "package.json": "{\"name\":\"x\",\"dependencies\":{\"react-native\":\"0.79.0\"}}",
                "ios/App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Brand-Regular.otf</string></array></dict></plist>
                """,
                "src/typography.ts": """
                import { Platform } from 'react-native';
                export const regular = { fontFamily: Platform.OS === 'ios' ? 'Brand' : 'Brand-Regular' };
                """,
            ], under: root)
        let run = runInProcess(["app", root, "--format", "json"])
        let json = try parseJSON(run.stdout)
        let names = (json["styles"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names.contains("Android: typography.regular"), "\(names)")
    }
}
