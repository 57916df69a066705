import CFontconfig

/// Installed fonts, listed through fontconfig and its cache. fontconfig stays on the calling thread and
/// uses a config of its own, never the global one; `FcFini` is never called (it is known to crash).
public enum SystemFonts {
    /// The properties asked for: only what a `FontFace` records.
    private static let properties = [
        FC_FAMILY, FC_STYLE, FC_POSTSCRIPT_NAME, FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_VARIABLE,
    ]

    public static func list() -> [FontFace] {
        guard let config = FcInitLoadConfigAndFonts() else { return [] }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        for property in properties { _ = FcObjectSetAdd(objects, property) }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }

        var faces: [FontFace] = []
        // The variable pattern of a face carries the wght range, in fc units, for the whole file+face.
        var ranges: [String: ClosedRange<Int>] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            let path = string(font, FC_FILE) ?? ""
            let rawIndex = integer(font, FC_INDEX) ?? 0
            let faceIndex = Int(fontaudit_fc_face_of_index(Int32(rawIndex)))
            let key = "\(faceIndex):\(path)"
            let weight = weightValue(font)
            if bool(font, FC_VARIABLE) == true {
                if case .range(let low, let high)? = weight { ranges[key] = low...high }
                continue
            }
            let slant = integer(font, FC_SLANT) ?? 0
            let style = string(font, FC_STYLE) ?? ""
            var weightRaw = 400
            switch weight {
            case .single(let w)?: weightRaw = w
            case .range(let low, _)?: weightRaw = low
            case nil: weightRaw = WeightClass.fromStyleWords(style) ?? 400
            }
            let families = strings(font, FC_FAMILY)
            let instance = Int(fontaudit_fc_instance_of_index(Int32(rawIndex)))
            // fontconfig 2.14 gives named instances a PostScript name like "Flex-Sans"; derive the
            // usual one (Adobe TN 5902) from family and style instead.
            let postscriptName = instance > 0
                ? VariationInfo.compactName(families.first ?? "") + "-" + VariationInfo.compactName(style)
                : string(font, FC_POSTSCRIPT_NAME) ?? ""
            faces.append(FontFace(
                families: families,
                style: style,
                postscriptName: postscriptName,
                path: path,
                index: faceIndex,
                instance: instance,
                weightRaw: weightRaw,
                italic: slant >= Int(FC_SLANT_ITALIC),
                oblique: slant == Int(FC_SLANT_OBLIQUE),
                width: widthClass(fcWidth: integer(font, FC_WIDTH) ?? 100),
                source: .system
            ))
        }
        for i in faces.indices {
            if let range = ranges["\(faces[i].index):\(faces[i].path)"] { faces[i].weightRange = range }
        }
        recoverLegacyWeights(&faces)
        return faces
    }

    private enum Weight {
        case single(Int)
        case range(Int, Int)
    }

    /// fc weight → OpenType, through fontconfig's own interpolation (OpenType 250 ↔ fc 45).
    private static func weightValue(_ font: OpaquePointer) -> Weight? {
        var value = FcValue()
        guard FcPatternGet(font, FC_WEIGHT, 0, &value) == FcResultMatch else { return nil }
        let toOpenType = { (fc: Double) in Int(FcWeightToOpenTypeDouble(fc).rounded()) }
        switch value.type {
        case FcTypeInteger: return .single(toOpenType(Double(value.u.i)))
        case FcTypeDouble: return .single(toOpenType(value.u.d))
        case FcTypeRange:
            var begin = 0.0, end = 0.0
            guard let range = value.u.r, FcRangeGetDouble(range, &begin, &end) != 0 else { return nil }
            return .range(toOpenType(begin), toOpenType(end))
        default: return nil
        }
    }

    /// fontconfig reads a legacy usWeightClass of 1–9 as Thin; fontaudit's rule reads it as ×100. Such
    /// faces (and true Thins, which fontconfig reports alike) are few, so their OS/2 is read directly.
    private static func recoverLegacyWeights(_ faces: inout [FontFace]) {
        let suspects = faces.indices.filter { faces[$0].weightRaw <= 100 && faces[$0].instance == 0 && faces[$0].weightRange == nil }
        guard !suspects.isEmpty, let reader = FreeTypeReader() else { return }
        var cache: [String: [FontFace]] = [:]
        for i in suspects {
            let path = faces[i].path
            if cache[path] == nil { cache[path] = (try? reader.faces(inFile: path).get()) ?? [] }
            if let direct = cache[path]!.first(where: { $0.index == faces[i].index }), (1...9).contains(direct.weightRaw) {
                faces[i].weightRaw = direct.weightRaw
            }
        }
    }

    /// fontconfig widths are percentages (50…200); map to the nearest `usWidthClass`.
    static func widthClass(fcWidth: Int) -> Int {
        VariationInfo.widthClass(percent: Double(fcWidth))
    }

    private static func strings(_ font: OpaquePointer, _ property: String) -> [String] {
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

    private static func string(_ font: OpaquePointer, _ property: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, property, 0, &value) == FcResultMatch, let v = value else { return nil }
        return String(cString: v)
    }

    private static func integer(_ font: OpaquePointer, _ property: String) -> Int? {
        var value: Int32 = 0
        guard FcPatternGetInteger(font, property, 0, &value) == FcResultMatch else { return nil }
        return Int(value)
    }

    private static func bool(_ font: OpaquePointer, _ property: String) -> Bool? {
        var value: FcBool = 0
        guard FcPatternGetBool(font, property, 0, &value) == FcResultMatch else { return nil }
        return value != 0
    }
}
