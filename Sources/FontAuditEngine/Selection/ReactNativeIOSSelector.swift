import FontAuditModel
import FontAuditSystem
import FontCatalog

/// React Native on iOS (`+[RCTFont updateFont:…]` in React/Views/RCTFont.mm, and Fabric's
/// `RCTFontWithFontProperties` in RCTFontUtils.mm): among the faces UIKit lists for the family, the first one
/// whose italic trait equals the request and whose weight is strictly closer to the requested UIFontWeight;
/// with no face of that slant, the family's first face. A face's weight is read from its PostScript name's
/// suffix first (`RCTGetFontWeight`, an ordered list: "-ExtraBold" is Heavy, "-ExtraLight" is Light, "-Thin"
/// is RN's 200), else from the file. No synthetic bold or slant: a custom face is shown as it is.
/// See docs/app.md's React Native section and /work/study/react-native-rules.md §1.
package struct ReactNativeIOSSelector: FaceSelector {
    package var picker: String { "iOS" }
    /// React Native makes no custom font heavier under Bold Text (neither RCTFont.mm nor RCTFontUtils.mm reads
    /// `UIAccessibilityIsBoldTextEnabled`): the face is the one iOS picks when the app asks for the weight.
    package var boldTextPicker: String { "when the app asks for it, iOS" }
    package var picksByDeclaration: Bool { false }

    /// `RCTGetFontWeight`'s suffixes, in its order (the first hit wins), as the weights RN's own table gives
    /// the UIFontWeight they map to.
    static let suffixes: [(String, Int)] = [
        ("normal", 400), ("ultralight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800), ("bold", 700),
        ("heavy", 800), ("black", 900),
    ]

    /// Apple's UIFontWeight constants for RN's "100"…"900" (`RCTUIFontWeightFromInteger`), in thousandths.
    static let uiFontWeight: [Int: Int] = [
        100: -800, 200: -600, 300: -400, 400: 0, 500: 230, 600: 300, 700: 400, 800: 560, 900: 620,
    ]

    /// The weight RN reads from a face: its PostScript name's suffix, else the file's weight class.
    package static func weight(postscriptName: String, fileWeight: Int) -> Int {
        let name = postscriptName.lowercased()
        for (suffix, weight) in suffixes where name.hasSuffix(suffix) { return weight }
        return WeightClass.bucket(fileWeight)
    }

    package func weight(of face: DeclaredFace) -> Int {
        guard let file = face.face else { return face.weightAsDeclared }
        return Self.weight(postscriptName: file.postscriptName, fileWeight: file.weight)
    }

    package func italic(of face: DeclaredFace) -> Bool { face.italicInFile }

    package func pick(_ family: DeclaredFamily, weight: Int, italic: Bool) -> DeclaredFace? {
        let wanted = Self.uiFontWeight[WeightClass.bucket(weight)] ?? 0
        var best: (face: DeclaredFace, distance: Int)?
        for face in family.faces where self.italic(of: face) == italic {
            let distance = abs((Self.uiFontWeight[self.weight(of: face)] ?? 0) - wanted)
            if best == nil || distance < best!.distance { best = (face, distance) }
        }
        return best?.face ?? family.faces.first
    }

    package func fakesBold(_ face: DeclaredFace, weight: Int) -> Bool { false }

    /// React Native sets no `wght` axis on a font (its text style has no variation settings): the weight is asked
    /// for by a static face, exported from the variable file at that weight.
    package func variableWeightDeclaration(resource: String, weight: Int, italic: Bool) -> String {
        "a static \(resource) instance at \(weight)\(italic ? " italic" : "") (React Native's styles set no font variations)"
    }
}

extension ReactNativeIOSSelector {
    /// React Native's declarations (react-native.config, the expo-font plugin) name the file itself.
    package func codeName(ofBundledFile path: String) -> String { Platform.baseName(of: path) }
}
