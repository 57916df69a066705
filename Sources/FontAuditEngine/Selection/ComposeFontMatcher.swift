import FontAuditModel
import FontCatalog

/// Jetpack Compose: androidx `ui-text`'s `FontMatcher.matchFont` follows CSS Fonts 4 §5.2: it keeps the fonts
/// of the requested style (italic or normal) when there are any, then picks by weight: above 500 requested,
/// the lightest weight ≥ the request, else the heaviest below it; below 400, the heaviest ≤, else the lightest
/// above; from 400 to 500, the lightest from the request up to 500, then the heaviest below the request, then
/// the lightest above 500. `synthesizeTypeface` fakes bold only when the requested weight is ≥ 600 and the
/// chosen font's weight is < 600 (androidx/compose/ui/text/font/FontMatcher.kt, FontSynthesis.kt).
/// A `Font` declares its weight (FontWeight.Normal unless told), and that declaration is what is matched.
package struct ComposeFontMatcher: FaceSelector {
    package var picker: String { "Compose" }
    package var picksByDeclaration: Bool { true }

    package func weight(of face: DeclaredFace) -> Int { face.weightAsDeclared }
    package func italic(of face: DeclaredFace) -> Bool { face.italicAsDeclared }

    package func pick(_ family: DeclaredFamily, weight: Int, italic: Bool) -> DeclaredFace? {
        Self.cssMatch(family.faces, weight: weight, italic: italic, weightOf: self.weight, italicOf: self.italic)
    }

    /// CSS Fonts 4 matching over `faces`, reading each face's weight and slant through the selector.
    static func cssMatch(
        _ faces: [DeclaredFace], weight: Int, italic: Bool, weightOf: (DeclaredFace) -> Int,
        italicOf: (DeclaredFace) -> Bool
    ) -> DeclaredFace? {
        let sameStyle = faces.filter { italicOf($0) == italic }
        let candidates = sameStyle.isEmpty ? faces : sameStyle
        if let exact = candidates.first(where: { weightOf($0) == weight }) { return exact }
        let lighter = candidates.filter { weightOf($0) < weight }
        let heavier = candidates.filter { weightOf($0) > weight }
        func lightest(_ faces: [DeclaredFace]) -> DeclaredFace? { faces.min { weightOf($0) < weightOf($1) } }
        func heaviest(_ faces: [DeclaredFace]) -> DeclaredFace? { faces.max { weightOf($0) < weightOf($1) } }
        switch weight {
        case ..<400:
            return heaviest(lighter) ?? lightest(heavier)
        case 400...500:
            return lightest(heavier.filter { weightOf($0) <= 500 }) ?? heaviest(lighter) ?? lightest(heavier)
        default:
            return lightest(heavier) ?? heaviest(lighter)
        }
    }

    package func fakesBold(_ face: DeclaredFace, weight: Int) -> Bool { weight >= 600 && self.weight(of: face) < 600 }

    /// A file under `composeResources/font` is Compose Multiplatform's, named by the accessor its resource
    /// generator writes, `Res.font.name` (JetBrains, "Multiplatform resources": `Font(Res.font.name, …)`); any
    /// other is Android's `R.font.name`.
    package func codeName(ofBundledFile path: String) -> String {
        (path.contains("/composeResources/") || path.hasPrefix("composeResources/") ? "Res.font." : "R.font.")
            + Self.resourceStem(path)
    }

    /// A `Font`'s `variationSettings` default to its weight and style, so declaring the weight sets the axis;
    /// spelt out here so the sentence reads the same when the defaults are overridden.
    package func variableWeightDeclaration(resource: String, weight: Int, italic: Bool) -> String {
        "Font(R.font.\(resource), FontWeight(\(weight))\(italic ? ", FontStyle.Italic" : ""), variationSettings = FontVariation.Settings(FontVariation.weight(\(weight))))"
    }
}
