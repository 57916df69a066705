import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Choosing faces within one family.
enum FaceMatcher {
    /// A face of `weightClass` with the right slant: an italic style takes an italic face, else an oblique;
    /// a roman style takes a roman face. Static faces before variable ones, normal width first.
    /// (By index, here and below: filtering made an array of copies, each retaining a face's four strings.)
    /// `width`: the style's own width class, preferred over the others.
    static func exact(_ faces: [FontFace], weightClass: Int, italic: Bool, width: Int = 5) -> FontFace? {
        var best: (index: Int, rank: (Int, Int, Int, Int))?
        for i in faces.indices where faces[i].italic == italic && faces[i].covers(weightClass: weightClass) {
            let rank = preference(faces[i], weightClass: weightClass, width: width)
            if best == nil || rank < best!.rank { best = (i, rank) }  // the first of equals, as `min` keeps
        }
        guard let found = best.map({ faces[$0.index] }) else { return nil }
        // A weight inside a variable font's range with no named instance there: the font at that weight,
        // not whichever instance happened to be listed first.
        if found.isVariable, !found.covers(weightClassExactly: weightClass) {
            return found.atVariableWeight(weightClass)
        }
        return found
    }

    /// Tuples, not arrays: an array per comparison was an allocation per comparison.
    private static func preference(_ face: FontFace, weightClass: Int, width: Int) -> (Int, Int, Int, Int) {
        (
            face.oblique ? 1 : 0,  // a true italic before an oblique
            abs(face.width - width),  // the style's own width before narrower or wider cuts
            face.weight == weightClass ? 0 : 1,  // an instance at the weight before a range that covers it
            face.isVariable ? 1 : 0
        )
    }

    /// The lightest face heavier than `weightClass` with the right slant, closest to `target`.
    /// Within the style's own width when that width has any heavier face; other widths only when it has none.
    static func nearestHeavier(_ faces: [FontFace], than weightClass: Int, target: Int, italic: Bool, width: Int = 5)
        -> (face: FontFace, weight: Int)?
    {
        let sameWidth = faces.filter { $0.width == width }
        if sameWidth.count < faces.count,
            let found = nearestHeavier(sameWidth, than: weightClass, target: target, italic: italic, width: width)
        {
            return found
        }
        var best: (face: FontFace, weight: Int)?
        for face in faces where face.italic == italic {
            // The weight this face offers nearest to target: a variable range is clamped.
            let offered =
                face.weightRange.map { WeightClass.bucket(min(max(target, $0.lowerBound), $0.upperBound) / 100 * 100) }
                ?? face.weight
            guard offered > weightClass else { continue }
            // Closest to target; on a tie the heavier; then a face that is that weight over a range covering it.
            let better =
                best.map { current in
                    abs(offered - target) != abs(current.weight - target)
                        ? abs(offered - target) < abs(current.weight - target)
                        : offered != current.weight
                            ? offered > current.weight
                            : face.weight == offered && current.face.weight != current.weight
                } ?? true
            if better {
                best = (face, offered)
            }
        }
        return best
    }

    /// CSS Fonts 4 §5.2 font matching: narrow by style (italic → italic, oblique, roman; roman → roman,
    /// oblique, italic), then by weight (400–500 look up to 500 first, then down, then up; below 400
    /// look down, then up; above 500 look up, then down).
    static func closest(_ faces: [FontFace], weightClass desired: Int, italic: Bool, width: Int = 5) -> FontFace? {
        // The first slant group with any face, then the best weight in it: the best (group, weight rank).
        var best: (index: Int, slant: Int, rank: (Int, Int, Int))?
        for i in faces.indices {
            let slant = slantGroup(faces[i], italic: italic)
            if let best, slant > best.slant { continue }
            let rank = cssWeightRank(faces[i], desired, width: width)
            if best == nil || slant < best!.slant || rank < best!.rank { best = (i, slant, rank) }
        }
        return best.map { faces[$0.index] }
    }

    /// The face's place in the slant order: italic → italic, oblique, roman; roman → roman, oblique, italic.
    private static func slantGroup(_ face: FontFace, italic: Bool) -> Int {
        if italic {
            return face.italic && !face.oblique ? 0 : face.oblique ? 1 : 2
        }
        return !face.italic ? 0 : face.oblique ? 1 : 2
    }

    /// Lower is better. A face covering the desired weight ranks first; then CSS's search order.
    private static func cssWeightRank(_ face: FontFace, _ desired: Int, width: Int) -> (Int, Int, Int) {
        if face.covers(weightClass: desired) { return (0, 0, abs(face.width - width)) }
        let nearest = face.weightRange.map { desired < $0.lowerBound ? $0.lowerBound : $0.upperBound } ?? face.weight
        let tier: Int
        let distance = abs(nearest - desired)
        switch desired {
        case 400...500:
            tier = (nearest > desired && nearest <= 500) ? 1 : nearest < desired ? 2 : 3
        case ..<400:
            tier = nearest < desired ? 1 : 2
        default:
            tier = nearest > desired ? 1 : 2
        }
        return (tier, distance, abs(face.width - width))
    }
}
