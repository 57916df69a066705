import CFontconfig
import FontAuditSystem

/// One installed face as fontconfig lists it: the properties a `FontFace` is made from, as plain values, so
/// a listing can be kept (`InstalledFontsCache`) and read again without loading fontconfig.
package struct InstalledPattern: Equatable, Sendable {
    package enum Weight: Equatable, Sendable {
        /// OpenType weights, converted by fontconfig's own interpolation (OpenType 250 ↔ fc 45).
        case single(Int)
        case range(Int, Int)
    }

    /// Every FC_FAMILY value, in order, without repeats.
    package var families: [String]
    /// `FamilyName.normalized` of each family.
    package var familyKeys: [String]
    package var style: String
    package var postscriptName: String
    /// FC_FILE byte for byte (`Platform.path`): a file name need not be UTF-8.
    package var path: String
    /// FC_INDEX as fontconfig keeps it: the face in the low 16 bits, the named instance above.
    package var rawIndex: Int
    /// The pattern of a variable font as a whole, which carries its wght range.
    package var variable: Bool
    package var weight: Weight?
    package var slant: Int
    package var width: Int

    /// `familyKeys`: when already normalised (a kept listing), else made from `families`.
    package init(
        families: [String], familyKeys: [String]? = nil, style: String, postscriptName: String, path: String,
        rawIndex: Int, variable: Bool, weight: Weight?, slant: Int, width: Int
    ) {
        self.families = families
        self.familyKeys = familyKeys ?? families.map(FamilyName.normalized)
        (self.style, self.postscriptName, self.path, self.rawIndex) = (style, postscriptName, path, rawIndex)
        (self.variable, self.weight, self.slant, self.width) = (variable, weight, slant, width)
    }

    /// The named face of a static font or of a variable font's instance; nil for a variable font's whole.
    var face: FontFace? {
        guard !variable else { return nil }
        var weightRaw = 400
        switch weight {
        case .single(let w)?: weightRaw = w
        case .range(let low, _)?: weightRaw = low
        case nil: weightRaw = WeightClass.fromStyleWords(style) ?? 400
        }
        let instance = Int(fontaudit_fc_instance_of_index(Int32(rawIndex)))
        // fontconfig 2.14 gives named instances a PostScript name like "Flex-Sans"; derive the
        // usual one (Adobe TN 5902) from family and style instead.
        let postscriptName =
            instance > 0
            ? FamilyName.compact(families.first ?? "") + "-" + FamilyName.compact(style) : self.postscriptName
        return FontFace(
            families: families,
            style: style,
            postscriptName: postscriptName,
            path: path,
            index: faceIndex,
            instance: instance,
            weightRaw: weightRaw,
            italic: slant >= Int(FC_SLANT_ITALIC),
            oblique: slant == Int(FC_SLANT_OBLIQUE),
            width: SystemFonts.widthClass(fcWidth: width),
            source: .system
        )
    }

    var faceIndex: Int { Int(fontaudit_fc_face_of_index(Int32(rawIndex))) }
}

extension InstalledPattern {
    /// The pattern's properties, read from fontconfig.
    init(_ font: OpaquePointer) {
        self.init(
            families: Self.strings(font, Property.family.pointer),
            style: Self.string(font, Property.style.pointer) ?? "",
            postscriptName: Self.string(font, Property.postscriptName.pointer) ?? "",
            path: Self.filePath(font) ?? "",
            rawIndex: Self.integer(font, Property.index.pointer) ?? 0,
            variable: Self.bool(font, Property.variable.pointer) == true,
            weight: Self.weightValue(font),
            slant: Self.integer(font, Property.slant.pointer) ?? 0,
            width: Self.integer(font, Property.width.pointer) ?? 100)
    }

    /// fontconfig's property names as C strings, made once: a Swift `String` passed as `const char *` was
    /// copied into a new C string on every call, ten thousand times for a full listing.
    enum Property {
        static let family = Platform.permanentCString(FC_FAMILY)
        static let style = Platform.permanentCString(FC_STYLE)
        static let postscriptName = Platform.permanentCString(FC_POSTSCRIPT_NAME)
        static let file = Platform.permanentCString(FC_FILE)
        static let index = Platform.permanentCString(FC_INDEX)
        static let variable = Platform.permanentCString(FC_VARIABLE)
        static let slant = Platform.permanentCString(FC_SLANT)
        static let width = Platform.permanentCString(FC_WIDTH)
        static let weight = Platform.permanentCString(FC_WEIGHT)
    }

    /// fc weight → OpenType, through fontconfig's own interpolation (OpenType 250 ↔ fc 45).
    private static func weightValue(_ font: OpaquePointer) -> Weight? {
        var value = FcValue()
        guard FcPatternGet(font, Property.weight.pointer, 0, &value) == FcResultMatch else { return nil }
        let toOpenType = { (fc: Double) in Int(FcWeightToOpenTypeDouble(fc).rounded()) }
        switch value.type {
        case FcTypeInteger: return .single(toOpenType(Double(value.u.i)))
        case FcTypeDouble: return .single(toOpenType(value.u.d))
        case FcTypeRange:
            var begin = 0.0
            var end = 0.0
            guard let range = value.u.r, FcRangeGetDouble(range, &begin, &end) != 0 else { return nil }
            return .range(toOpenType(begin), toOpenType(end))
        default: return nil
        }
    }

    static func strings(_ font: OpaquePointer, _ property: UnsafePointer<CChar>) -> [String] {
        var result: [String] = []
        var n: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, property, n, &value) == FcResultMatch, let v = value {
            let s = String(cString: v)
            if !result.contains(s) { result.append(s) }
            n += 1
        }
        return result
    }

    static func string(_ font: OpaquePointer, _ property: UnsafePointer<CChar>) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, property, 0, &value) == FcResultMatch, let v = value else { return nil }
        return String(cString: v)
    }

    /// FC_FILE byte for byte: a file name need not be UTF-8.
    private static func filePath(_ font: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, Property.file.pointer, 0, &value) == FcResultMatch, let v = value else {
            return nil
        }
        return v.withMemoryRebound(to: CChar.self, capacity: 1) { Platform.path(cString: $0) }
    }

    private static func integer(_ font: OpaquePointer, _ property: UnsafePointer<CChar>) -> Int? {
        var value: Int32 = 0
        guard FcPatternGetInteger(font, property, 0, &value) == FcResultMatch else { return nil }
        return Int(value)
    }

    private static func bool(_ font: OpaquePointer, _ property: UnsafePointer<CChar>) -> Bool? {
        var value: FcBool = 0
        guard FcPatternGetBool(font, property, 0, &value) == FcResultMatch else { return nil }
        return value != 0
    }
}
