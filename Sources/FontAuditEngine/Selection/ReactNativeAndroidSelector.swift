import FontAuditModel
import FontAuditSystem
import FontCatalog

/// React Native on Android (`ReactFontManager.getTypeface`, ReactAndroid common/assets/ReactFontManager.kt).
/// Two kinds of family:
/// - a registered custom family (`addCustomFont`: the expo-font plugin's `fontDefinitions`, a `res/font` XML
///   family, newer expo-font's `useFonts`): `Typeface.create(family, weight, italic)` on API 28+, so the platform
///   picks the closest declared face as minikin does, and fakes bold at ≥ 600 and ≥ 200 above the face;
/// - an asset font (`assets/fonts/NAME[_bold|_italic|_bold_italic].ttf|.otf`, older expo-font's `useFonts`):
///   only four slots, chosen by `nearestStyle` (700 and up is bold); the reader hands each style the family of
///   its slot, one file or none. A slot with no file is `Typeface.create(NAME, style)`: the system font
///   (Roboto) in that style, which this selector returns as a system fallback.
/// Bold Text follows react-native#57118 (`applyFontWeightAdjustment`): the resolved typeface at its weight +
/// 300, so an asset font is the same file with a synthetic bold.
package struct ReactNativeAndroidSelector: FaceSelector {
    package var picker: String { "Android" }
    package var picksByDeclaration: Bool { true }

    package func weight(of face: DeclaredFace) -> Int { face.weightAsDeclared }
    package func italic(of face: DeclaredFace) -> Bool { face.italicAsDeclared }

    package func pick(_ family: DeclaredFamily, weight: Int, italic: Bool) -> DeclaredFace? {
        if family.isSingleFile, family.faces.isEmpty { return Self.systemFont(weight: weight, italic: italic, family) }
        return MinikinSelector().pick(family, weight: weight, italic: italic)
    }

    /// `Typeface.create(NAME, style)` for a name Android does not know: the default font in the slot's style.
    static func systemFont(weight: Int, italic: Bool, _ family: DeclaredFamily) -> DeclaredFace {
        let name = "Roboto" + (weight >= 700 ? " Bold" : "") + (italic ? " Italic" : "")
        return DeclaredFace(
            resource: name, file: nil, declaredWeight: weight >= 700 ? 700 : 400, declaredItalic: italic,
            location: family.location, face: nil)
    }

    /// The Roboto face `fallback` makes; an `@expo-google-fonts` face has no file here either, but is the app's.
    package func isSystemFallback(_ face: DeclaredFace) -> Bool {
        face.file == nil && face.face == nil && !face.isExpoGoogleFontsExport
    }

    package func fakesBold(_ face: DeclaredFace, weight: Int) -> Bool {
        !isSystemFallback(face) && weight >= 600 && weight - self.weight(of: face) >= 200
    }

    /// React Native sets no `wght` axis on a font (its text style has no variation settings): the weight is asked
    /// for by a static face, exported from the variable file at that weight.
    package func variableWeightDeclaration(resource: String, weight: Int, italic: Bool) -> String {
        "a static \(resource) instance at \(weight)\(italic ? " italic" : "") (React Native's styles set no font variations)"
    }
}

extension ReactNativeAndroidSelector {
    /// React Native's declarations (react-native.config, the expo-font plugin) name the file itself.
    package func codeName(ofBundledFile path: String) -> String { Platform.baseName(of: path) }
}
