import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine

/// Android's fonts.xml names more families than its generic ones: `<alias name="helvetica" to="sans-serif" />`
/// and its kin. `Typeface.create("helvetica", …)` is the system's sans-serif, so a React Native style with
/// `fontFamily: 'helvetica'` (f8app's buttons and headers) shows the platform's font on Android, which Android
/// makes bolder itself: a note, not an iOS font Android lacks. The lookup is by the exact name.
@Suite struct AndroidSystemAliasTests {
    @Test func fontsXMLAliasesAreAndroidsOwnFamiliesByTheirExactName() {
        for name in ["helvetica", "arial", "times new roman", "courier", "sans-serif-medium"] {
            #expect(PlatformFonts.isPlatformFont(name, system: .reactNativeAndroid), "\(name)")
            #expect(PlatformFonts.isPlatformFont(name, system: .androidView), "\(name)")
        }
        for name in ["Helvetica", "Arial", "Times New Roman", "Avenir"] {
            #expect(!PlatformFonts.isPlatformFont(name, system: .reactNativeAndroid), "\(name)")
        }
    }

    @Test func aReactNativeStyleOnAnAliasIsThePlatformFontOnAndroid() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "package.json": #"{"name": "app", "dependencies": {"react-native": "0.76.0"}}"#,
                "App.tsx": """
                import { StyleSheet } from 'react-native';
                const styles = StyleSheet.create({
                  alias: { fontFamily: 'helvetica' },
                  capitalized: { fontFamily: 'Helvetica' },
                });
                """,
            ], under: root)
        let run = runInProcess(["app", root, "--format", "json"])
        let json = try parseJSON(run.stdout)
        let rules = Dictionary(
            uniqueKeysWithValues: (json["styles"] as! [[String: Any]]).map { style in
                (
                    style["name"] as! String,
                    (style["findings"] as! [[String: Any]]).map { "\($0["rule"]!) \($0["severity"]!)" }
                )
            })
        #expect(rules["Android: App.alias"] == ["platform-font note"], "\(rules)")
        #expect(rules["Android: App.capitalized"]?.contains { $0.hasSuffix(" error") } == true, "\(rules)")
        #expect(rules["iOS: App.alias"] == ["platform-font note"], "\(rules)")
    }
}
