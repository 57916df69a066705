import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

extension ReactNativeTests {
    /// A project whose react-native.config.js lists `assets/fonts`, linked on Android the way the community
    /// CLI's `link-assets` does it: each font copied into res/font under its resource name, an XML family, and
    /// `addCustomFont` in MainApplication (bitpay-app). `register` false leaves the call out.
    func linkedAssetsApp(register: Bool) throws -> String {
        let root = try temporaryFolder() + "/app"
        let res = root + "/android/app/src/main/res/font"
        for folder in [root + "/assets/fonts", res] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for (font, resource) in [
            ("MosaicSans-Regular.ttf", "mosaicsans_regular"), ("MosaicSans-Bold.ttf", "mosaicsans_bold"),
        ] {
            let source = Paths.reactNativeBare + "/assets/fonts/" + font
            try FileManager.default.copyItem(atPath: source, toPath: root + "/assets/fonts/" + font)
            try FileManager.default.copyItem(atPath: source, toPath: res + "/" + resource + ".ttf")
        }
        var files = [
            "package.json": #"{"dependencies": {"react-native": "0.82.0"}}"#,
            "react-native.config.js": "module.exports = { assets: ['./assets/fonts/'] };\n",
            "android/app/src/main/res/font/mosaic_sans.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <font-family xmlns:app="http://schemas.android.com/apk/res-auto">
              <font app:fontStyle="normal" app:fontWeight="400" app:font="@font/mosaicsans_regular" />
              <font app:fontStyle="normal" app:fontWeight="700" app:font="@font/mosaicsans_bold" />
            </font-family>
            """,
            "src/App.js": "export const styles = { title: { fontFamily: 'Mosaic Sans', fontWeight: '700' } };\n",
        ]
        if register {
            files["android/app/src/main/java/com/app/MainApplication.kt"] = """
                class MainApplication : Application() {
                  override fun onCreate() {
                    super.onCreate()
                    ReactFontManager.getInstance().addCustomFont(this, "Mosaic Sans", R.font.mosaic_sans)
                  }
                }
                """
        }
        try writeFiles(files, under: root)
        return root
    }

    /// cli-link-assets' `copyAssets/android.ts` puts fonts in res/font as `convertToAndroidResourceName` names
    /// them (`MosaicSans-Bold.ttf` → `mosaicsans_bold.ttf`) and registers the family: they are linked, not
    /// `font-not-linked` (bitpay-app: 7 false errors). Without the registration React Native never loads them.
    @Test func fontsLinkedIntoARegisteredResFontFamilyAreLinked() throws {
        let (_, json) = try audit(try linkedAssetsApp(register: true))
        #expect(!projectFindings(json).contains { $0.hasPrefix("font-not-linked") }, "\(projectFindings(json))")
        let android = (json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "Android: App.title" }
        #expect((android?["face"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Bold")

        let (_, unregistered) = try audit(try linkedAssetsApp(register: false))
        #expect(projectFindings(unregistered).filter { $0.hasPrefix("font-not-linked") }.count == 2)
    }

    @Test func androidResourceNamesAreTheLinkersOwn() {
        #expect(ReactNativeReader.Reading.androidResourceName("Archivo-ExtraBold.ttf") == "archivo_extrabold.ttf")
        #expect(ReactNativeReader.Reading.androidResourceName("3Dumb Font.OTF") == "_3dumb_font.otf")
    }

    /// Yarn Berry's `.yarn/plugins/@yarnpkg/plugin-version.cjs` is Yarn's own code, not the app's: its CSS-in-JS
    /// `fontFamily` was two "loaded on neither platform" errors in showtime-frontend. So is the Tamagui compiler's
    /// `.tamagui/` output, which Metro never bundles (pixelfed-rn committed it: `$body` "loaded on neither platform").
    @Test func yarnsAndTamaguisOwnFoldersAreNotTheApp() throws {
        let root = try linkedAssetsApp(register: true)
        try writeFiles(
            [
                ".yarn/plugins/@yarnpkg/plugin-version.cjs":
                    "module.exports = { s: { fontFamily: 'SFMono-Regular' } };\n",
                ".tamagui/tamagui-components.config.cjs": "module.exports = { s: { fontFamily: '$body' } };\n",
            ],
            under: root)
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(!names.contains { $0.contains("plugin-version") || $0.contains("tamagui") }, "\(names)")
    }
}

extension ReactNativeTests {
    /// A monorepo's web app (`apps/next` on Next.js, `apps/web` on Vite) is bundled by its own tool, and Metro
    /// bundles only what the native app's entry reaches: its styles are no native app's (showtime-frontend's
    /// `apps/next` OG-image route was 2 "loaded on neither platform" errors, Notesnook's web app 100-odd rows).
    /// A package the app depends on stays read, whatever it is built with.
    @Test func aWorkspacesWebAppIsNotTheNativeApps() throws {
        let root = try linkedAssetsApp(register: true)
        try writeFiles(
            [
                "package.json": #"{"name": "mobile", "dependencies": {"react-native": "0.82.0", "ui": "*"}}"#,
                "web/package.json": #"{"name": "web", "dependencies": {"next": "14.0.0", "ui": "*"}}"#,
                "web/src/og.tsx": "export const og = { title: { fontFamily: 'Inter-SemiBold' } };\n",
                "ui/package.json": #"{"name": "ui", "devDependencies": {"vite": "5.0.0"}}"#,
                "ui/src/Text.tsx": "export const text = { body: { fontFamily: 'Mosaic Sans' } };\n",
            ], under: root)
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(!names.contains { $0.contains("og.") }, "\(names)")
        #expect(names.contains("iOS: Text.body"), "\(names)")
    }

    /// A workspace's UI kit that asks its host for react-native (`peerDependencies`) is native code, even when
    /// Vite builds its Storybook or runs its tests and the app imports it by a relative path rather than by
    /// name: its styles were dropped unread, so a missing font in it passed.
    @Test func aNativePackageBuiltWithViteIsNoWebApp() throws {
        let root = try linkedAssetsApp(register: true)
        try writeFiles(
            [
                "package.json": #"{"name": "mobile", "dependencies": {"react-native": "0.82.0"}}"#,
                "src/Home.tsx": "import { kit } from '../kit/src/Text';\n",
                "kit/package.json":
                    #"{"name": "kit", "peerDependencies": {"react-native": "*"}, "devDependencies": {"vite": "5.0.0"}}"#,
                "kit/src/Text.tsx": "export const kit = { title: { fontFamily: 'Nowhere Sans' } };\n",
            ], under: root)
        let (code, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.contains("iOS: Text.title"), "\(names)")
        #expect(code == 1)
    }
}
