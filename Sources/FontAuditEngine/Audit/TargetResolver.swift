import FontAuditModel
import FontCatalog

/// What a style asks for, in faces: its family (the typographic one when it names a legacy family or a
/// PostScript name), weight, slant and width, and the faces of that family.
enum TargetResolver {
    /// What a style asks for, once `fontName` is looked up.
    struct Target {
        var family: String
        var weightRaw: Int
        var italic: Bool
        var face: FontFace?
        var familyFaces: [FontFace]
        /// The width class the style asks for: normal, or that of the legacy family it names.
        var width = 5
        /// How many faces of different weight or slant carry the style's `fontName`, when more than one does.
        var ambiguousAmong: Int?
    }

    /// The weight a request names in a family of four-style naming: its "Regular" (400) is the family's
    /// lightest face and its "Bold" (700) the heaviest; any other weight is as asked. `faces` is not empty.
    private static func legacyWeight(asked: Int?, faces: [FontFace]) -> Int {
        let weights = Set(faces.map(\.weight)).sorted()
        let weight = asked ?? 400
        if weight == 400 { return weights[0] }
        if weight == 700, weights.count > 1 { return weights[weights.count - 1] }
        return weight
    }

    /// A family reached only through a legacy name (name ID 1, "Open Sans Semibold") names a face the
    /// typographic family ("Open Sans") holds at its own weight: in that legacy family's four-style naming,
    /// "Regular" (400) is its lightest face and "Bold" (700) its heaviest. The request is read that way and
    /// audited within the typographic family, among faces of the legacy family's widths.
    private static func legacyTarget(family: String, faces: [FontFace], style: TextStyle, index: FaceIndex) -> Target? {
        let key = FamilyName.normalized(family)
        guard !faces.isEmpty, !faces.contains(where: { FamilyName.normalized($0.family) == key }) else { return nil }
        let primary = faces[0].family
        let weight = legacyWeight(asked: style.weight, faces: faces)
        let widths = Set(faces.map(\.width))
        let familyFaces = index.faces(family: primary).filter { widths.contains($0.width) }
        let width = faces.map(\.width).min { abs($0 - 5) < abs($1 - 5) } ?? 5
        return Target(
            family: primary, weightRaw: weight, italic: style.italic, face: nil,
            familyFaces: familyFaces.isEmpty ? faces : familyFaces, width: width)
    }

    /// A family that names one weight of a typeface ("ParcelSans-SemiBold", "Brook Light": `Typeface`) is read
    /// as a legacy name is, within the typeface: its "Regular" is its own face, so "Brook Light" at 400 is
    /// Brook 300, and an all-italic one ("ParcelSans-SemiBoldItalic") is italic. The typeface's own name
    /// ("ParcelSans", or "Tally Sans" that no file is called) takes in the faces of its one-weight families.
    private static func typefaceTarget(family: String, faces: [FontFace], style: TextStyle, index: FaceIndex)
        -> Target?
    {
        guard index.hasOneWeightFamilies else { return nil }
        guard !faces.isEmpty, let stem = index.typeface(namedByWeightFamily: family) else {
            // The family is a typeface itself, or no family at all.
            guard let typeface = index.typeface(family) else { return nil }
            return Target(
                family: typeface.name, weightRaw: style.weight ?? 400, italic: style.italic, face: nil,
                familyFaces: typeface.faces)
        }
        guard let typeface = index.typeface(stem) else { return nil }
        let weight = legacyWeight(asked: style.weight, faces: faces)
        return Target(
            family: typeface.name, weightRaw: weight, italic: style.italic || faces.allSatisfy(\.italic), face: nil,
            familyFaces: typeface.faces)
    }

    /// iOS finds a face by its full name too ("Montserrat SemiBold"), and SwiftUI's `Font.custom` by its family
    /// name ("Montserrat": the family's regular roman face).
    static func carriers(ofFullOrFamilyName name: String, family: Bool, index: FaceIndex) -> [FontFace] {
        let full = index.faces.filter { $0.hasFullName(name) }
        guard full.isEmpty, family else { return full }
        let members = index.faces(family: name).filter { $0.families.contains(name) }
        let regular = members.min { a, b in
            (a.italic ? 1 : 0, abs(a.weight - 400)) < (b.italic ? 1 : 0, abs(b.weight - 400))
        }
        return regular.map { [$0] } ?? []
    }

    /// `Font.custom(name).weight(.bold)` and the like (`TextStyle.weightFromModifier`): the face Core Text finds
    /// by the name (a PostScript, full or family name) says which family; the modifier's weight and slant are
    /// looked for in it, as a family and weight are.
    private static func modified(_ style: TextStyle, fontName: String, index: FaceIndex) -> Target {
        let named =
            index.faces(postscriptName: fontName).first { $0.hasPostScriptName(fontName) }
            ?? carriers(ofFullOrFamilyName: fontName, family: true, index: index).first
        let weight = style.weight ?? named?.weight ?? 400
        let italic = style.italic || named?.italic == true
        guard let named else {
            // A name Core Text does not know: the system font is shown, whatever the modifier asks. The family
            // the name spells still says what to buy.
            let familyPart = String(fontName.split(separator: "-", maxSplits: 1).first ?? Substring(fontName))
            let faces = index.faces(family: familyPart)
            return Target(
                family: faces.first?.family ?? familyPart, weightRaw: weight, italic: italic, face: nil,
                familyFaces: faces)
        }
        var (family, faces) = (named.family, index.faces(family: named.family))
        if let typeface = index.typeface(holding: named.family) { (family, faces) = (typeface.name, typeface.faces) }
        return Target(
            family: family, weightRaw: weight, italic: italic,
            face: FaceMatcher.exact(faces, weightClass: WeightClass.bucket(weight), italic: italic, width: named.width),
            familyFaces: faces)
    }

    static func resolve(_ style: TextStyle, index: FaceIndex) -> Target {
        guard let fontName = style.fontName else {
            let family = style.family ?? ""
            let faces = index.faces(family: family)
            if let legacy = legacyTarget(family: family, faces: faces, style: style, index: index) { return legacy }
            if let typeface = typefaceTarget(family: family, faces: faces, style: style, index: index) {
                return typeface
            }
            return Target(
                family: family, weightRaw: style.weight ?? 400, italic: style.italic, face: nil,
                familyFaces: faces)
        }
        if style.weightFromModifier { return modified(style, fontName: fontName, index: index) }
        // "OpenSans-SemiBoldItalic" reads as family "OpenSans", weight 600, italic: what the name promises.
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let familyPart = parts[0]
        let stylePart = parts.count > 1 ? parts[1] : "Regular"
        let lowered = stylePart.lowercased()
        let italic = lowered.contains("italic") || lowered.contains("oblique")
        let weight = WeightClass.fromStyleWords(stylePart) ?? 400
        // Asked by exact name (iOS), case matters: "Montserrat-Semibold" is not "Montserrat-SemiBold".
        var carriers = index.faces(postscriptName: fontName).filter {
            !style.exactName || $0.hasPostScriptName(fontName)
        }
        if carriers.isEmpty, style.exactName {
            carriers = Self.carriers(ofFullOrFamilyName: fontName, family: style.acceptsFamilyName, index: index)
        }
        // Several faces may carry one name (two variable files both named "Inter"): the one the name's style
        // words describe, slant first, then weight, roman before italic, bundled before installed.
        if let face = carriers.min(by: { a, b in
            func rank(_ f: FontFace) -> (Int, Int, Int, Int) {
                (f.italic == italic ? 0 : 1, abs(f.weight - weight), f.italic ? 1 : 0, f.source == .bundled ? 0 : 1)
            }
            return rank(a) < rank(b)
        }) {
            var target = Target(
                family: face.family, weightRaw: face.weight, italic: face.italic, face: face,
                familyFaces: index.faces(family: face.family))
            // A face whose family names its weight (Mattermost's `OpenSans-SemiBold`, each file a family of its
            // own), or the typeface's own regular one (`OpenSans`): the typeface's other weights are its family's,
            // as for a request by family.
            if let typeface = index.typeface(holding: face.family) {
                (target.family, target.familyFaces) = (typeface.name, typeface.faces)
            }
            let distinct = Set(carriers.map { "\($0.weight) \($0.italic)" })
            if distinct.count > 1 { target.ambiguousAmong = carriers.count }
            return target
        }
        // Not installed: the family can still be found ("OpenSans" normalises like "Open Sans") and the
        // buying list is exact.
        let familyFaces = index.faces(family: familyPart)
        return Target(
            family: familyFaces.first?.family ?? familyPart, weightRaw: weight, italic: italic || style.italic,
            face: nil, familyFaces: familyFaces)
    }
}
