import FontAuditModel
import FontCatalog

/// Android views: minikin's `FontFamily::getClosestMatch` scores each declared face |Δ(weight / 100)| plus 2 for
/// a slant mismatch, the first face winning a tie, and `computeFakery` draws a synthetic bold when the wanted
/// weight is ≥ 600 and at least 200 above the face's (frameworks/minikin, libs/minikin/FontFamily.cpp).
/// Faces are matched by their `<font>` declaration, else by the file's own values.
package struct MinikinSelector: FaceSelector {
    package var picker: String { "Android" }
    package var picksByDeclaration: Bool { true }

    package func weight(of face: DeclaredFace) -> Int { face.weightAsDeclared }
    package func italic(of face: DeclaredFace) -> Bool { face.italicAsDeclared }

    package func pick(_ family: DeclaredFamily, weight: Int, italic: Bool) -> DeclaredFace? {
        var best: (entry: DeclaredFace, score: Int)?
        for entry in family.faces {
            let score = abs(self.weight(of: entry) / 100 - weight / 100) + (self.italic(of: entry) == italic ? 0 : 2)
            if best == nil || score < best!.score { best = (entry, score) }
        }
        return best?.entry
    }

    package func fakesBold(_ face: DeclaredFace, weight: Int) -> Bool {
        weight >= 600 && weight - self.weight(of: face) >= 200
    }

    package func variableWeightDeclaration(resource: String, weight: Int, italic: Bool) -> String {
        "<font android:font=\"@font/\(resource)\" android:fontWeight=\"\(weight)\" android:fontStyle=\"\(italic ? "italic" : "normal")\" android:fontVariationSettings=\"'wght' \(weight)\"/>"
    }
}

extension MinikinSelector {
    /// Resource XML names a font file `@font/name`.
    package func codeName(ofBundledFile path: String) -> String { "@font/" + Self.resourceStem(path) }
}
