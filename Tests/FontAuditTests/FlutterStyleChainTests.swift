import Foundation
import TestSupport
import Testing

/// `TextStyle.merge`, extension getters on TextStyle and constants bound to constants, in `FlutterThemeTests`'
/// projects (Mosaic Sans Regular, Bold and Italic).
extension FlutterThemeTests {
    func notChecked(_ json: [String: Any]) -> Int? {
        (json["sources"] as? [String: Any])?["callsNotChecked"] as? Int
    }

    /// A `const` bound to another (pinball's `const _primaryFontFamily = FontFamily.pixeloidSans;`, FlutterGen's
    /// class, `const a = kFont;`) is that constant's value, a few deep; a cycle, or a `final` bound to a name
    /// (which may be anything at run time), is not resolved: not checked.
    @Test func constantsBoundToConstantsAreFollowed() throws {
        let root = try project([
            "lib/gen/fonts.gen.dart": """
            class FontFamily {
              FontFamily._();
              static const String mosaicSans = 'Mosaic Sans';
            }
            """,
            "lib/style.dart": """
            const _primaryFontFamily = FontFamily.mosaicSans;
            const kFont = _primaryFontFamily;
            const FontWeight kStrong = FontWeight.bold;
            class Weights { static const heavy = kStrong; }
            const loopA = loopB;
            const loopB = loopA;
            final dynamicFamily = kFont;
            abstract class AppTextStyle {
              static const headline1 = TextStyle(fontFamily: _primaryFontFamily);
              static const headline3 = TextStyle(fontFamily: kFont, fontWeight: Weights.heavy);
              static const looped = TextStyle(fontFamily: loopA);
              static const computed = TextStyle(fontFamily: dynamicFamily);
            }
            """,
        ])
        let (code, json) = try audit(root)
        #expect(code == 0)
        #expect(weights(json) == ["headline1": 400, "headline3": 700], "\(weights(json))")
        #expect(styles(json)["headline1"]?["family"] as? String == "Mosaic Sans")
        #expect(notChecked(json) == 2)
    }
}
