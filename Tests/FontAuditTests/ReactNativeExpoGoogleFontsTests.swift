import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// `useFonts` given `@expo-google-fonts` exports, with node_modules not in the project (Ignite's boilerplate:
/// `import { SpaceGrotesk_400Regular as spaceGroteskRegular } from "@expo-google-fonts/space-grotesk"`,
/// `useFonts({ spaceGroteskRegular, … })`). Each export is one font file, named `<Family>_<weight><Name>`, with
/// `_Italic` for an italic (expo/google-fonts' READMEs), and `useFonts` registers it under its key as it does a
/// file of the app's own: the key is a family of that one face, so Bold Text finds nothing heavier in it.
extension ReactNativeTests {
    func expoGoogleFontsApp(expoFont: String) throws -> String {
        let root = try temporaryFolder() + "/app"
        try writeFiles(
            [
                "package.json": """
                {"dependencies": {"expo": "~55.0.0", "expo-font": "\(expoFont)", "react-native": "0.83.2",
                 "@expo-google-fonts/space-grotesk": "^0.4.0"}}
                """,
                "app/theme/typography.ts": """
                import {
                  SpaceGrotesk_400Regular as spaceGroteskRegular,
                  SpaceGrotesk_700Bold as spaceGroteskBold,
                } from "@expo-google-fonts/space-grotesk"
                import { Inter_400Regular_Italic } from "@expo-google-fonts/inter/400Regular_Italic"
                export const customFontsToLoad = { spaceGroteskRegular, spaceGroteskBold, Inter_400Regular_Italic }
                const fonts = { spaceGrotesk: { normal: "spaceGroteskRegular", bold: "spaceGroteskBold" } }
                export const typography = { fonts, primary: fonts.spaceGrotesk }
                """,
                "app/app.tsx": """
                import { useFonts } from "expo-font"
                import { customFontsToLoad } from "./theme/typography"
                export function App() {
                  const [loaded] = useFonts(customFontsToLoad)
                  return null
                }
                """,
                "app/components/Label.tsx": """
                import { StyleSheet } from "react-native"
                import { typography } from "../theme/typography"
                export const styles = StyleSheet.create({
                  body: { fontFamily: typography.primary.normal },
                  title: { fontFamily: typography.primary.bold },
                  quote: { fontFamily: "Inter_400Regular_Italic", fontStyle: "italic" },
                })
                """,
            ], under: root)
        return root
    }

    @Test func anExpoGoogleFontsExportIsAFamilyOfItsOneFace() throws {
        // Before SDK 58 expo-font fills only the key's normal slot on Android: an italic request finds no italic
        // slot and shows Roboto (expo#48129), as for a file of the app's own. From 58 it registers a custom font,
        // which Android asks for 400 when the style gives no weight: the Bold-only key has no such face.
        let android: [String: [String]] = [
            "~55.0.4": [
                "[\"single-face-family\", \"missing-bold-counterpart\"]",
                "[\"single-face-family\", \"missing-bold-counterpart\"]", "[\"asset-font-weight\"]",
            ],
            "~58.0.0": [
                "[\"single-face-family\", \"missing-bold-counterpart\"]", "[\"missing-face\"]",
                "[\"single-face-family\", \"missing-bold-counterpart\"]",
            ],
        ]
        for (expoFont, rules) in android.sorted(by: { $0.key < $1.key }) {
            let (code, json) = try audit(try expoGoogleFontsApp(expoFont: expoFont))
            #expect(code == 1)
            #expect(
                summary(json) == [
                    "iOS: Label.body components/Label.tsx:4:3 [\"missing-bold-counterpart\"]",
                    "Android: Label.body components/Label.tsx:4:3 \(rules[0])",
                    "iOS: Label.title components/Label.tsx:5:3 [\"missing-bold-counterpart\"]",
                    "Android: Label.title components/Label.tsx:5:3 \(rules[1])",
                    "iOS: Label.quote components/Label.tsx:6:3 [\"missing-bold-counterpart\"]",
                    "Android: Label.quote components/Label.tsx:6:3 \(rules[2])",
                ], "\(expoFont)")
            #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 0)
            #expect(
                try message(json, style: "iOS: Label.body", rule: "missing-bold-counterpart")
                    == "Bold Text needs Space Grotesk SemiBold (600), which spaceGroteskRegular does not have: when the app asks for it, iOS will show @expo-google-fonts/space-grotesk/SpaceGrotesk_400Regular (400, an npm package's file, not read), not SemiBold (600)"
            )
            // The app's own face, not Roboto: Android makes it heavier with a synthetic bold.
            #expect(
                try message(json, style: "Android: Label.body", rule: "single-face-family").contains(
                    "Android can only show @expo-google-fonts/space-grotesk/SpaceGrotesk_400Regular (400, an npm package's file, not read) with a synthetic bold"
                ))
            // The per-weight import path names the same package; `_Italic` is the italic.
            #expect(
                try message(json, style: "iOS: Label.quote", rule: "missing-bold-counterpart").contains(
                    "@expo-google-fonts/inter/Inter_400Regular_Italic (400 italic, an npm package's file, not read)"))
            #expect(
                buyingList(json).isSuperset(of: ["SpaceGrotesk-SemiBold", "SpaceGrotesk-Black", "Inter-SemiBoldItalic"])
            )
        }
    }

    @Test func onlyAnExportNamedByWeightAndStyleIsAFace() {
        #expect(ExpoGoogleFonts.face(ofExport: "SpaceGrotesk_300Light") == .init(weight: 300, italic: false))
        #expect(ExpoGoogleFonts.face(ofExport: "IMFellDWPica_400Regular_Italic") == .init(weight: 400, italic: true))
        #expect(ExpoGoogleFonts.face(ofExport: "Inter_900Black") == .init(weight: 900, italic: false))
        for name in [
            "useFonts", "__metadata__", "Inter_400", "Inter_40Regular", "Inter_950Black", "Inter_000Thin",
            "_400Regular", "Inter_400Regular_Bold", "Inter_400Regular_Italic_Italic", "Inter_400Reg-ular", "",
            "Inter_99999999999999999999Black",
        ] {
            #expect(ExpoGoogleFonts.face(ofExport: name) == nil, "\(name)")
        }
        #expect(ExpoGoogleFonts.typeface(ofExport: "SpaceGrotesk_300Light") == "Space Grotesk")
        #expect(ExpoGoogleFonts.typeface(ofExport: "NotAGoogleFamily_400Regular") == "NotAGoogleFamily")
    }
}
