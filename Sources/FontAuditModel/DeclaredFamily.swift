import FontAuditSystem
import FontCatalog

/// One face as an app declares it: an Android `<font>` entry, a Compose `Font(…)`, a Flutter pubspec `asset`, or
/// the one face of a font file used as a family.
package struct DeclaredFace: Sendable {
    /// What the declaration calls the file: `@font/NAME`'s NAME, `R.font.NAME`'s NAME, the pubspec asset.
    package var resource: String
    package var file: String?
    package var declaredWeight: Int?
    package var declaredItalic: Bool?
    package var location: SourceLocation
    /// The file's own face, when it is a readable font.
    package var face: FontFace?

    /// An `@expo-google-fonts` export's face (`@expo-google-fonts/inter/Inter_700Bold`), whose file is in an
    /// npm package's node_modules, not in the project: known by its name, the app's own font all the same.
    package var isExpoGoogleFontsExport: Bool { file == nil && resource.hasPrefix("@expo-google-fonts/") }

    package init(
        resource: String, file: String?, declaredWeight: Int? = nil, declaredItalic: Bool? = nil,
        location: SourceLocation, face: FontFace?
    ) {
        (self.resource, self.file, self.declaredWeight, self.declaredItalic) = (
            resource, file, declaredWeight, declaredItalic
        )
        (self.location, self.face) = (location, face)
    }

    /// The declared weight, else the file's. A declared weight is held to 1…1000, as Android holds it, so no
    /// arithmetic on a hostile "-9223372036854775808" can overflow.
    package var weightAsDeclared: Int { declaredWeight.map { min(max($0, 1), 1000) } ?? face?.weight ?? 400 }
    package var italicAsDeclared: Bool { declaredItalic ?? face?.italic ?? false }
    /// The file's own weight class, else the declared one.
    package var weightInFile: Int { face?.weight ?? weightAsDeclared }
    package var italicInFile: Bool { face?.italic ?? italicAsDeclared }
}

/// A font family as the app declares it: an Android `<font-family>` resource or a font file used as one
/// (`@font/NAME`), a Compose `FontFamily(…)`, a Flutter pubspec family.
package struct DeclaredFamily: Sendable {
    /// The key styles refer to it by: the resource name, the Kotlin name, the pubspec family name.
    package var name: String
    /// How the code names it in messages: "@font/NAME", the Kotlin name, "\"Family\"".
    package var reference: String
    package var location: SourceLocation
    package var faces: [DeclaredFace]
    /// A font file used as a family: one face, whatever its weight.
    package var isSingleFile: Bool
    /// The typeface's name when no face is a file to read it from (a downloadable Google font).
    package var typeface: String?
    /// The typeface whose one variant this family is: google_fonts registers each weight and slant it loads as a
    /// family of its own (`Inter_500`, one face), so no request reaches another face of the typeface.
    package var oneVariantOf: String?

    package init(
        name: String, reference: String, location: SourceLocation, faces: [DeclaredFace], isSingleFile: Bool
    ) {
        (self.name, self.reference, self.location, self.faces, self.isSingleFile) = (
            name, reference, location, faces, isSingleFile
        )
    }

    /// The typographic family its faces belong to, for the buying list.
    package var familyName: String { faces.lazy.compactMap { $0.face?.family }.first ?? typeface ?? name }

    /// The face an Android typeface made from this `<font-family>` takes its style from: the one closest to
    /// Regular upright, scored as `FontStyle.getMatchScore` scores it (|Δweight| / 100, plus 2 for another slant),
    /// the first of equals (AOSP `Typeface.createFromResources`, and `FontsContract.buildTypeface` for a
    /// downloadable one: `new Typeface.CustomFallbackBuilder(family).setStyle(bestFont.getStyle())`). A text view
    /// shows it when it asks for no weight, its `textStyle="bold"` is that weight + 300 (hwui
    /// `computeRelativeStyle`), and Bold Text adds to it: a family of Bold faces only is Bold, not Regular.
    package var androidTypefaceBase: DeclaredFace? {
        var best: (face: DeclaredFace, score: Int)?
        for face in faces {
            let score = abs(face.weightAsDeclared - 400) / 100 + (face.italicAsDeclared ? 2 : 0)
            if best.map({ score < $0.score }) ?? true { best = (face, score) }
        }
        return best?.face
    }
}

/// The text system a style is laid out by: which face selection applies to it. The one platform-specific
/// part of the audit (FontAuditEngine's `Selection/`).
package enum TextSystem: String, Sendable, Hashable, CaseIterable {
    /// Faces installed or bundled, asked for by family or by exact name: a spec, and iOS (Core Text).
    case coreText = "core-text"
    /// Android views (TextView, styles and layouts): minikin picks among the declared faces.
    case androidView = "android-view"
    /// Jetpack Compose: androidx's FontMatcher picks among the `FontFamily`'s fonts.
    case compose
    /// Flutter's engine: faces matched by the weight and slant stored in the files.
    case flutter
    /// React Native on iOS (`RCTFont`/`RCTFontUtils`): a family's registered faces, weights read from the
    /// PostScript name's suffix, the closest in UIFontWeight space; never a synthetic bold or slant.
    case reactNativeIOS = "react-native-ios"
    /// React Native on Android (`ReactFontManager`): asset fonts by file name in four slots, or a registered
    /// custom family matched by weight; an asset slot with no file falls back to the system font.
    case reactNativeAndroid = "react-native-android"
}
