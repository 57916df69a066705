import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// `TextStyle.merge`, extension getters on TextStyle and constants bound to constants, in `FlutterThemeTests`'
/// projects (Mosaic Sans Regular, Bold and Italic).
extension FlutterThemeTests {
    func notChecked(_ json: [String: Any]) -> Int? {
        (json["sources"] as? [String: Any])?["callsNotChecked"] as? Int
    }

    func italics(_ json: [String: Any]) -> [String: Bool] {
        styles(json).mapValues { $0["italic"] as! Bool }
    }

    /// `TextStyle.merge` copies the other style's non-null fields over the receiver's (flutter
    /// `painting/text_style.dart`): a literal `TextStyle(…)` is read like copyWith's arguments, on a `TextStyle(…)`
    /// and on a style read by name, and is no style of its own; a merge of anything else (zulip's
    /// `weightVariableTextStyle(context, wght: 700)`) is a style not checked, never one at 400.
    @Test func mergeCopiesTheOtherStylesFontFields() throws {
        let root = try project([
            "lib/style.dart": """
            final ThemeData theme = ThemeData(fontFamily: 'Mosaic Sans');
            TextStyle heavy(BuildContext context, {required double wght}) => weightStyle(wght);
            final header = const TextStyle(fontFamily: 'Mosaic Sans', fontSize: 16)
                .merge(const TextStyle(fontWeight: FontWeight.w600));
            final folder = TextStyle(fontFamily: 'Mosaic Sans').merge(heavy(context, wght: 900));
            const body = TextStyle(fontFamily: 'Mosaic Sans', fontStyle: FontStyle.italic);
            final strong = body.merge(TextStyle(fontWeight: FontWeight.bold)).copyWith(fontStyle: FontStyle.normal);
            final plain = body.merge(const TextStyle(inherit: false, fontFamily: 'Mosaic Sans'));
            final same = body.merge(null);
            final picked = body.merge(heavy(context, wght: 700));
            """
        ])
        let (code, json) = try audit(root)
        #expect(code == 1)
        // `merge(null)` is the receiver: no new style, as `copyWith(fontSize: …)` makes none.
        // Beside the roles ThemeData gives Mosaic Sans (their w500 ones want a Medium).
        let roles = Set(FlutterTypography.order)
        #expect(
            weights(json).filter { !roles.contains($0.key) } == [
                "header": 600, "body": 400, "strong": 700, "plain": 400,
            ],
            "\(weights(json))")
        #expect(
            italics(json).filter { !roles.contains($0.key) }
                == ["header": false, "body": true, "strong": false, "plain": false])
        #expect(notChecked(json) == 2)
        #expect(buyingList(json) == ["MosaicSans-SemiBold", "MosaicSans-BoldItalic", "MosaicSans-Medium"])
    }

    /// `TextStyle get semiBold => copyWith(fontWeight: FontWeight.w600)` in an `extension … on TextStyle` (Mivoe's)
    /// is applied where a style read here is followed by `.semiBold`, in a file that names no `TextStyle` too; a
    /// getter whose body is not `copyWith`/`merge` on such a style is not checked; one on a style not read here
    /// (a parameter) is no style.
    @Test func extensionGettersOnTextStyleAreApplied() throws {
        let root = try project([
            "lib/ext.dart": """
            extension TextStyleWeights on TextStyle {
              TextStyle get semiBold => copyWith(fontWeight: FontWeight.w600);
              TextStyle get italic => this.merge(const TextStyle(fontStyle: FontStyle.italic));
              TextStyle get varied { return copyWith(fontWeight: pick()); }
              double get half => fontSize! / 2;
            }
            abstract class AppText {
              static const body = TextStyle(fontFamily: 'Mosaic Sans', fontSize: 14);
            }
            """,
            "lib/screen.dart": """
            Widget a() => Text('x', style: AppText.body.semiBold);
            Widget b() => Text('y', style: AppText.body.semiBold.italic);
            Widget c() => Text('z', style: AppText.body.varied);
            Widget d(Widget w) => Text('w', style: w.style.semiBold);
            """,
        ])
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(weights(json) == ["body": 400, "screen.dart:1": 600, "screen.dart:2": 600], "\(weights(json))")
        #expect(italics(json)["screen.dart:2"] == true)
        #expect(notChecked(json) == 1)
        // SemiBold Italic, and Bold Italic for it under Bold Text.
        #expect(buyingList(json) == ["MosaicSans-SemiBold", "MosaicSans-SemiBoldItalic", "MosaicSans-BoldItalic"])
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
