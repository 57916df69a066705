import Foundation
import TestSupport
import Testing

/// `fontFamily: 'Roboto'` on Android: `Typeface.create("Roboto", style)` finds no fonts.xml family of that name and
/// returns `Typeface.DEFAULT`, which is sans-serif, Roboto: the font the style names, made heavier by Bold Text as
/// the system font is. On iOS nothing registers Roboto. (blixt-wallet's NativeBase theme, `material.js`:
/// `fontFamily: 'Roboto'`; NativeBase's `platform.js`: `platform === 'ios' ? 'System' : 'Roboto'`.)
extension ReactNativeTests {
    @Test func robotoIsAndroidsOwnFontAndNotIOSs() throws {
        let app = try namedFaceApp([
            "package.json": #"{"dependencies": {"react-native": "0.81.5"}}"#,
            "src/theme.js": """
            import { Platform } from 'react-native';
            export const variables = {
              body: { fontFamily: 'Roboto' },
              title: { fontFamily: Platform.OS === 'ios' ? 'System' : 'Roboto' },
            };
            """,
        ])
        let (_, json) = try audit(app)
        let rows = summary(json).filter { $0.contains(": theme.") }
        #expect(
            rows == [
                "iOS: theme.body src/theme.js:3:3 [\"family-not-installed\"]",
                "Android: theme.body src/theme.js:3:3 [\"platform-font\"]",
                "iOS: theme.title src/theme.js:4:3 [\"platform-font\"]",
                "Android: theme.title src/theme.js:4:3 [\"platform-font\"]",
            ], "\(rows)")
        #expect(
            try message(json, style: "iOS: theme.body", rule: "family-not-installed")
                == "fontFamily \"Roboto\" is an Android system font, which iOS does not have: it shows the system font (San Francisco); choose each platform's name with Platform.select"
        )
        // Nothing to buy for a font Android has.
        #expect(buyingList(json).allSatisfy { !$0.hasPrefix("Roboto") })
    }
}
