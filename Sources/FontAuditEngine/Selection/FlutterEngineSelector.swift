import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Flutter on iOS and Android: the engine registers each pubspec family's assets by family name only
/// (`font_collection.cc`: "TODO: Handle weights and styles") and Skia matches a request against the weight and
/// slant stored in each file (`SkFontStyleSet::matchStyleCSS3`): the slant first, then CSS's weight order. A
/// pubspec `weight:` or `style:` that disagrees with the file does not change which face is shown; Flutter's
/// docs say the weight property "does not override the actual weight of the font".
package struct FlutterEngineSelector: FaceSelector {
    package var picker: String { "Flutter" }
    package var picksByDeclaration: Bool { false }

    package func weight(of face: DeclaredFace) -> Int { face.weightInFile }
    package func italic(of face: DeclaredFace) -> Bool { face.italicInFile }

    package func pick(_ family: DeclaredFamily, weight: Int, italic: Bool) -> DeclaredFace? {
        ComposeFontMatcher.cssMatch(
            family.faces, weight: weight, italic: italic, weightOf: self.weight, italicOf: self.italic)
    }

    /// Skia's paragraph shaper fakes the bold a face lacks: with `fakeMissingFontStyles` on (the engine's
    /// default), a request of 600 or more drawn with a face 200 or more lighter is emboldened
    /// (skparagraph `OneLineShaper`, `fakeBold`; `ParagraphBuilderSkia` keeps the default).
    package func fakesBold(_ face: DeclaredFace, weight: Int) -> Bool {
        weight >= 600 && weight - self.weight(of: face) >= 200
    }

    /// A pubspec names a font by its asset file (`- asset: assets/fonts/Brand-Bold.ttf`), never by an Android
    /// resource: the file's name, not `R.font.…`, which Flutter's engine never reads.
    package func codeName(ofBundledFile path: String) -> String { Platform.baseName(of: path) }

    /// The engine shows a variable file at its default whatever the pubspec says: the style sets the axis.
    package func variableWeightDeclaration(resource: String, weight: Int, italic: Bool) -> String {
        "TextStyle(fontVariations: [FontVariation('wght', \(weight))]) on the styles using \(resource)"
    }
}
