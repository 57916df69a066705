import FontAuditSystem

/// The one weight decision that needs a face's family: a weight word in a style name overrides the stored
/// `usWeightClass` (`WeightClass.read`), but never onto a class another face of the family holds by its stored
/// value, in the same width and slant. Lato 2 names its 100 face Hairline and its 200 face Thin: read by the
/// word alone, both were 100 and Lato showed no 200. (A "Condensed Bold" stored as 400 still reads 700: the
/// Bold beside it is another width.)
package enum FamilyWeights {
    /// Settles the faces read together (one folder's files, one fontconfig listing). Costs one pass when no
    /// face's weight came from its style word, which is nearly always.
    package static func settle(_ faces: inout [FontFace]) {
        let moved = faces.indices.filter { faces[$0].weightIsFromStyleWord }
        guard !moved.isEmpty else { return }
        let keys = Set(moved.map { Key(faces[$0]) })
        var held: [Key: Set<Int>] = [:]
        for face in faces where !face.weightIsFromStyleWord {
            let key = Key(face)
            if keys.contains(key) { held[key, default: []].insert(face.weight) }
        }
        for i in moved where held[Key(faces[i])]?.contains(faces[i].weight) == true {
            faces[i].keepStoredWeight()
        }
    }

    /// A family's faces of one width and slant.
    private struct Key: Hashable {
        var family: String
        var width: Int
        var italic: Bool

        init(_ face: FontFace) {
            (family, width, italic) = (FamilyName.normalized(face.family), face.width, face.italic)
        }
    }
}
