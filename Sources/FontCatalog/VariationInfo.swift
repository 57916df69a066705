import CFreeType
import FontAuditSystem

/// What a variable font's `fvar` says: the axes and the named instances, copied out of FreeType's
/// `FT_MM_Var` so it can be released at once.
struct VariationInfo {
    struct Axis {
        var tag: String
        var minimum: Double
        var defaultValue: Double
        var maximum: Double
    }

    struct Instance {
        var subfamilyNameID: Int
        var postscriptNameID: Int?
        var coordinates: [Double]
    }

    var axes: [Axis]
    var instances: [Instance]

    init(axes: [Axis], instances: [Instance]) {
        self.axes = axes
        self.instances = instances
    }

    init?(face: FT_Face, library: FT_Library?) {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let mm = master else { return nil }
        defer { FT_Done_MM_Var(library, mm) }
        let axisCount = Int(mm.pointee.num_axis)
        axes = (0..<axisCount).map { i in
            let axis = mm.pointee.axis[i]
            return Axis(
                tag: Self.tagString(axis.tag),
                minimum: Self.fixed(axis.minimum),
                defaultValue: Self.fixed(axis.def),
                maximum: Self.fixed(axis.maximum)
            )
        }
        instances = (0..<Int(mm.pointee.num_namedstyles)).map { i in
            let style = mm.pointee.namedstyle[i]
            let coords = (0..<axisCount).map { Self.fixed(style.coords[$0]) }
            let psid = Int(style.psid)
            // psid 0xFFFF means "no PostScript name for this instance".
            return Instance(
                subfamilyNameID: Int(style.strid),
                postscriptNameID: psid == 0xFFFF || psid == 0 ? nil : psid,
                coordinates: coords
            )
        }
    }

    private var defaults: [Double] { axes.map(\.defaultValue) }

    private func axisIndex(_ tag: String) -> Int? { axes.firstIndex { $0.tag == tag } }

    /// One face per named instance at its `wght` coordinate; plus the default instance when no named
    /// instance equals it, which is the set fontconfig lists. The default instance comes first, whether named
    /// or not: a file used without a weight (Compose's `Font(R.font.x)`, an Android `@font/x`, a Flutter asset)
    /// is its default, and Roboto Flex lists its Thin before its Regular.
    func faces(base: FontFace, names: SfntNames) -> [FontFace] {
        var range: ClosedRange<Int>?
        if let w = axisIndex("wght") {
            // A hostile fvar may list its minimum above its maximum; a ClosedRange must not trap on it.
            let ends = (Int(axes[w].minimum.rounded()), Int(axes[w].maximum.rounded()))
            range = min(ends.0, ends.1)...max(ends.0, ends.1)
        }
        var defaultFace = base
        defaultFace.weightRange = range
        if range == nil {
            // A variable font without a wght axis is still variable; an empty-width range marks it.
            defaultFace.weightRange = base.weightRaw...base.weightRaw
        }
        var result: [FontFace] = []
        var namedDefault: Int?
        for (n, instance) in instances.enumerated() {
            if namedDefault == nil, instance.coordinates == defaults { namedDefault = result.count }
            var face = defaultFace
            face.instance = n + 1
            let subfamily = names[instance.subfamilyNameID] ?? base.style
            face.style = subfamily
            if let w = axisIndex("wght") { face.weightRaw = Int(instance.coordinates[w].rounded()) }
            if let wd = axisIndex("wdth") { face.width = Self.widthClass(percent: instance.coordinates[wd]) }
            let slant = Slant(styleName: subfamily, fsSelection: 0, freetypeItalic: false)
            var italic = base.italic || slant.italic
            var oblique = base.oblique || slant.oblique
            if let ital = axisIndex("ital"), instance.coordinates[ital] >= 0.5 { italic = true }
            if let slnt = axisIndex("slnt"), instance.coordinates[slnt] != 0 {
                italic = true
                oblique = oblique || !(slant.italic)
            }
            face.italic = italic
            face.oblique = oblique
            if let psid = instance.postscriptNameID, let ps = names[psid] {
                face.postscriptName = ps
            } else {
                face.postscriptName = Self.instancePostScriptName(base: base, names: names, subfamily: subfamily)
                face.coreTextName = names[6].map { $0 + "_" + subfamily.split(separator: " ").joined(separator: "-") }
            }
            result.append(face)
        }
        if let namedDefault {
            result.insert(result.remove(at: namedDefault), at: 0)
            // Core Text gives the default instance as the font itself, by its own name.
            result[0].coreTextName = names[6]
        } else {
            if let w = axisIndex("wght") { defaultFace.weightRaw = Int(axes[w].defaultValue.rounded()) }
            result.insert(defaultFace, at: 0)
        }
        return result
    }

    /// Adobe TN 5902: the variations PostScript name prefix (name ID 25, else the family with spaces removed),
    /// a hyphen, and the instance's subfamily with spaces removed.
    private static func instancePostScriptName(base: FontFace, names: SfntNames, subfamily: String) -> String {
        let prefix = names[25] ?? (names[16] ?? base.family)
        return FamilyName.compact(prefix) + "-" + FamilyName.compact(subfamily)
    }

    static func widthClass(percent: Double) -> Int {
        let table: [(Double, Int)] = [
            (50, 1), (62.5, 2), (75, 3), (87.5, 4), (100, 5), (112.5, 6), (125, 7), (150, 8), (200, 9),
        ]
        return table.min { abs($0.0 - percent) < abs($1.0 - percent) }!.1
    }

    private static func fixed(_ value: FT_Fixed) -> Double { Double(value) / 65536.0 }

    private static func tagString(_ tag: FT_ULong) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
