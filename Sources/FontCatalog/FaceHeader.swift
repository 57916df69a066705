import FontAuditSystem

/// What fontaudit reads of one face, however it was read (FreeType, or the sfnt tables directly), and the
/// one place that turns it into `FontFace` values.
struct FaceHeader {
    struct OS2 {
        var weightClass: Int
        var widthClass: Int
        var fsSelection: Int
    }

    var names: SfntNames
    var os2: OS2?
    /// FreeType's italic style flag: OS/2 fsSelection bit 0 or 9, or head.macStyle bit 1 without OS/2.
    var italicFlag: Bool
    var postscriptName: String?
    var fallbackFamily: String?
    var fallbackStyle: String?
    var variation: VariationInfo?

    func faces(path: String, index: Int) -> [FontFace] {
        let styleName = names[17] ?? names[2] ?? fallbackStyle ?? ""
        var families = names.families
        if families.isEmpty, let fallbackFamily { families = [fallbackFamily] }
        let rawWeight = os2?.weightClass ?? 0
        let widthClass = os2?.widthClass ?? 5
        let slant = Slant(styleName: styleName, fsSelection: os2?.fsSelection ?? 0, freetypeItalic: italicFlag)
        var staticFace = FontFace(
            families: families,
            style: styleName,
            postscriptName: postscriptName ?? names[6]
                ?? FamilyName.compact(families.first ?? "") + "-" + FamilyName.compact(styleName),
            path: path,
            index: index,
            weightRaw: rawWeight > 0 ? rawWeight : (WeightClass.fromStyleWords(styleName) ?? 400),
            italic: slant.italic,
            oblique: slant.oblique,
            width: (1...9).contains(widthClass) ? widthClass : 5,
            source: .bundled
        )
        guard let variation, !variation.axes.isEmpty else {
            staticFace.fullName = names[4]
            return [staticFace]
        }
        return variation.faces(base: staticFace, names: names)
    }
}
