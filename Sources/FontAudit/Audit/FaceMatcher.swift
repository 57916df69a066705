import FontCatalog

/// Choosing faces within one family.
enum FaceMatcher {
    /// A face of `weightClass` with the right slant: an italic style takes an italic face, else an oblique;
    /// a roman style takes a roman face. Static faces before variable ones, normal width first.
    static func exact(_ faces: [FontFace], weightClass: Int, italic: Bool) -> FontFace? {
        faces.filter { $0.italic == italic && $0.covers(weightClass: weightClass) }
            .min { preference($0, weightClass: weightClass) < preference($1, weightClass: weightClass) }
    }

    /// Tuples, not arrays: an array per comparison was an allocation per comparison.
    private static func preference(_ face: FontFace, weightClass: Int) -> (Int, Int, Int, Int) {
        (
            face.oblique ? 1 : 0,  // a true italic before an oblique
            abs(face.width - 5),  // the family's normal width before condensed or expanded cuts
            face.weight == weightClass ? 0 : 1,  // an instance at the weight before a range that covers it
            face.isVariable ? 1 : 0
        )
    }

    /// The lightest face heavier than `weightClass` with the right slant, closest to `target`.
    static func nearestHeavier(_ faces: [FontFace], than weightClass: Int, target: Int, italic: Bool) -> (face: FontFace, weight: Int)? {
        var best: (face: FontFace, weight: Int)?
        for face in faces where face.italic == italic {
            // The weight this face offers nearest to target: a variable range is clamped.
            let offered = face.weightRange.map { WeightClass.bucket(min(max(target, $0.lowerBound), $0.upperBound) / 100 * 100) } ?? face.weight
            guard offered > weightClass else { continue }
            // Closest to target; on a tie the heavier; then a face that is that weight over a range covering it.
            let better = best.map { current in
                abs(offered - target) != abs(current.weight - target) ? abs(offered - target) < abs(current.weight - target)
                    : offered != current.weight ? offered > current.weight
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
    static func closest(_ faces: [FontFace], weightClass desired: Int, italic: Bool) -> FontFace? {
        let slantOrder: [(FontFace) -> Bool] = italic
            ? [{ $0.italic && !$0.oblique }, { $0.oblique }, { !$0.italic }]
            : [{ !$0.italic }, { $0.oblique }, { $0.italic && !$0.oblique }]
        for matchesSlant in slantOrder {
            let candidates = faces.filter(matchesSlant)
            guard !candidates.isEmpty else { continue }
            return candidates.min { cssWeightRank($0, desired) < cssWeightRank($1, desired) }
        }
        return nil
    }

    /// Lower is better. A face covering the desired weight ranks first; then CSS's search order.
    private static func cssWeightRank(_ face: FontFace, _ desired: Int) -> (Int, Int, Int) {
        if face.covers(weightClass: desired) { return (0, 0, abs(face.width - 5)) }
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
        return (tier, distance, abs(face.width - 5))
    }
}
