import CFontconfig
import FontAuditSystem

/// Installed fonts, listed through fontconfig and its cache. fontconfig stays on the calling thread and
/// uses a config of its own, never the global one; `FcFini` is never called (it is known to crash).
package enum SystemFonts {
    /// Installed faces, and the config they were read from, kept for the spellings of every installed family
    /// ("did you mean"): read from the same config only when a family is not found, so a run loads
    /// fontconfig once and a run whose families are all installed never reads them.
    package struct Listing {
        package var faces: [FontFace] = []
        package var session: FontconfigSession?
    }

    package static func list() -> [FontFace] { listing(filter: nil).faces }

    /// Every installed family, normalised → spelling, for "did you mean" (a fresh load of fontconfig).
    package static func familySpellings() -> [String: String] {
        listing(filter: FaceFilter()).session?.familySpellings() ?? [:]
    }

    /// With a filter, only faces of the wanted families (or PostScript names) become `FontFace` values:
    /// an audit then costs what its spec asks for, not what is installed.
    ///
    /// The patterns are read straight from the config's font set (`FcConfigGetFonts`), which is what
    /// `FcFontList` would copy and filter: the same faces, without the copy.
    ///
    /// `reusing`: a configuration already loaded this run, listed again (with a wider filter) instead of
    /// loading fontconfig a second time.
    package static func listing(filter: FaceFilter?, reusing loaded: FontconfigSession? = nil) -> Listing {
        var listing = Listing()
        guard let session = loaded ?? FcInitLoadConfigAndFonts().map(FontconfigSession.init) else { return listing }
        let config = session.config
        listing.session = session
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return listing }  // owned by the config

        var faces: [FontFace] = []
        var keys: [String] = []
        // The variable pattern of a face carries the wght range, in fc units, for the whole file+face.
        struct FileFace: Hashable {
            var index: Int
            var path: String
        }
        var ranges: [FileFace: ClosedRange<Int>] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            if filter != nil { familyKeys(font, into: &keys) }
            if let filter, !filter.wants(familyKeys: keys),
                filter.postscriptNames.isEmpty
                    || !filter.postscriptNames.contains(
                        FaceFilter.caseFolded(string(font, Property.postscriptName.pointer) ?? ""))
            {
                continue
            }
            let path = filePath(font) ?? ""
            let rawIndex = integer(font, Property.index.pointer) ?? 0
            let faceIndex = Int(fontaudit_fc_face_of_index(Int32(rawIndex)))
            let weight = weightValue(font)
            if bool(font, Property.variable.pointer) == true {
                if case .range(let low, let high)? = weight {
                    ranges[FileFace(index: faceIndex, path: path)] = low...high
                }
                continue
            }
            let slant = integer(font, Property.slant.pointer) ?? 0
            let style = string(font, Property.style.pointer) ?? ""
            var weightRaw = 400
            switch weight {
            case .single(let w)?: weightRaw = w
            case .range(let low, _)?: weightRaw = low
            case nil: weightRaw = WeightClass.fromStyleWords(style) ?? 400
            }
            let families = strings(font, Property.family.pointer)
            let instance = Int(fontaudit_fc_instance_of_index(Int32(rawIndex)))
            // fontconfig 2.14 gives named instances a PostScript name like "Flex-Sans"; derive the
            // usual one (Adobe TN 5902) from family and style instead.
            let postscriptName =
                instance > 0
                ? FamilyName.compact(families.first ?? "") + "-" + FamilyName.compact(style)
                : string(font, Property.postscriptName.pointer) ?? ""
            faces.append(
                FontFace(
                    families: families,
                    style: style,
                    postscriptName: postscriptName,
                    path: path,
                    index: faceIndex,
                    instance: instance,
                    weightRaw: weightRaw,
                    italic: slant >= Int(FC_SLANT_ITALIC),
                    oblique: slant == Int(FC_SLANT_OBLIQUE),
                    width: widthClass(fcWidth: integer(font, Property.width.pointer) ?? 100),
                    source: .system
                ))
        }
        if !ranges.isEmpty {
            for i in faces.indices {
                if let range = ranges[FileFace(index: faces[i].index, path: faces[i].path)] {
                    faces[i].weightRange = range
                }
            }
        }
        recoverLegacyWeights(&faces)
        FamilyWeights.settle(&faces)
        listing.faces = faces
        return listing
    }

    /// fontconfig's property names as C strings, made once: a Swift `String` passed as `const char *` was
    /// copied into a new C string on every call, ten thousand times for a full listing.
    private enum Property {
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

    private enum Weight {
        case single(Int)
        case range(Int, Int)
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

    /// fontconfig reads a legacy usWeightClass of 1–9, and any other value below 100, as Thin; fontaudit
    /// reads 1–9 as ×100 and 10–99 by the style name (`WeightClass.read`). Such faces report fc
    /// weight 0, as true Thins do, so a face at weight 100 whose style does not say Thin or
    /// Hairline has its OS/2 read directly (a few hundred bytes, through `SfntReader`).
    private static func recoverLegacyWeights(_ faces: inout [FontFace]) {
        var cache: [String: [FontFace]] = [:]
        for i in faces.indices where faces[i].weightRaw <= 100 && faces[i].instance == 0 && faces[i].weightRange == nil
        {
            let style = FamilyName.normalized(faces[i].style)
            if style.contains("thin") || style.contains("hairline") { continue }
            let path = faces[i].path
            if cache[path] == nil { cache[path] = SfntReader.faces(inFile: path) ?? [] }
            if let direct = cache[path]!.first(where: { $0.index == faces[i].index }),
                (1...99).contains(direct.weightRaw)
            {
                faces[i].weightRaw = direct.weightRaw
            }
        }
    }

    /// fontconfig widths are percentages (50…200); map to the nearest `usWidthClass`.
    static func widthClass(fcWidth: Int) -> Int {
        VariationInfo.widthClass(percent: Double(fcWidth))
    }

    /// The normalised key of every family of a pattern, straight from fontconfig's C strings.
    private static func familyKeys(_ font: OpaquePointer, into keys: inout [String]) {
        keys.removeAll(keepingCapacity: true)
        var n: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, Property.family.pointer, n, &value) == FcResultMatch, let v = value {
            keys.append(FamilyName.normalized(cString: v))
            n += 1
        }
    }

    /// Normalised family → its first spelling, for every family in `set`.
    fileprivate static func spellings(_ set: UnsafeMutablePointer<FcFontSet>) -> [String: String] {
        var spellings: [String: String] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, Property.family.pointer, n, &value) == FcResultMatch, let v = value {
                let key = FamilyName.normalized(cString: v)
                if spellings[key] == nil { spellings[key] = String(cString: v) }
                n += 1
            }
        }
        return spellings
    }

    private static func strings(_ font: OpaquePointer, _ property: UnsafePointer<CChar>) -> [String] {
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

    private static func string(_ font: OpaquePointer, _ property: UnsafePointer<CChar>) -> String? {
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

/// A loaded fontconfig configuration, kept while the run may still ask it for the installed families.
package final class FontconfigSession {
    fileprivate let config: OpaquePointer
    private var spellings: [String: String]?

    fileprivate init(_ config: OpaquePointer) { self.config = config }

    deinit { FcConfigDestroy(config) }

    /// Every installed family, normalised → its first spelling; read once, on first use.
    package func familySpellings() -> [String: String] {
        if let spellings { return spellings }
        let read = FcConfigGetFonts(config, FcSetSystem).map(SystemFonts.spellings) ?? [:]
        spellings = read
        return read
    }
}
