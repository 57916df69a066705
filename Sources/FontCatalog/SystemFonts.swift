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
    /// `FcFontList` would copy and filter: the same faces, without the copy; or, with `cache`, from the
    /// listing kept by an earlier run while nothing it was made from has changed (`InstalledFontsCache`).
    ///
    /// `reusing`: a configuration already loaded this run, listed again (with a wider filter) instead of
    /// loading fontconfig a second time.
    package static func listing(
        filter: FaceFilter?, reusing loaded: FontconfigSession? = nil, cache: InstalledFontsCache? = nil
    ) -> Listing {
        var listing = Listing()
        guard let session = loaded ?? cache.map({ $0.session() }) ?? FontconfigSession.load() else { return listing }
        listing.session = session
        var patterns: [InstalledPattern] = []
        switch session.source {
        case .kept(let kept):
            patterns =
                filter.map { filter in kept.filter { isWanted($0.familyKeys, $0.postscriptName, by: filter) } }
                ?? kept
        case .fontconfig(let config):
            guard let set = FcConfigGetFonts(config, FcSetSystem) else { return listing }  // owned by the config
            var keys: [String] = []
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                if let filter {
                    familyKeys(font, into: &keys)
                    let name = filter.postscriptNames.isEmpty ? "" : string(font, Property.postscriptName.pointer) ?? ""
                    guard isWanted(keys, name, by: filter) else { continue }
                }
                patterns.append(InstalledPattern(font))
            }
        }
        listing.faces = faces(of: patterns)
        return listing
    }

    /// Whether a face of these normalised families, or of this PostScript name, is one the filter wants.
    private static func isWanted(_ familyKeys: [String], _ postscriptName: String, by filter: FaceFilter) -> Bool {
        filter.wants(familyKeys: familyKeys)
            || (!filter.postscriptNames.isEmpty
                && filter.postscriptNames.contains(FaceFilter.caseFolded(postscriptName)))
    }

    /// The faces of the patterns, a variable font's named instances given the wght range of its whole.
    static func faces(of patterns: [InstalledPattern]) -> [FontFace] {
        // The variable pattern of a face carries the wght range, in fc units, for the whole file+face.
        struct FileFace: Hashable {
            var index: Int
            var path: String
        }
        var ranges: [FileFace: ClosedRange<Int>] = [:]
        var faces: [FontFace] = []
        for pattern in patterns {
            if let face = pattern.face {
                faces.append(face)
            } else if case .range(let low, let high)? = pattern.weight {
                ranges[FileFace(index: pattern.faceIndex, path: pattern.path)] = low...high
            }
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
        return faces
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
    static func spellings(_ set: UnsafeMutablePointer<FcFontSet>) -> [String: String] {
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

    private typealias Property = InstalledPattern.Property
    private static let string = InstalledPattern.string
}
