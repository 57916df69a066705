import FontAuditSystem

/// Reads only the tables fontaudit needs (OS/2, name, fvar, head) straight from an sfnt file (TrueType,
/// OpenType/CFF, TTC/OTC), without building a FreeType face: no cmap, no glyph loader, no CFF parsing.
/// Anything it cannot read with certainty returns nil, and FreeType reads the file instead (and explains
/// what is wrong with it).
enum SfntReader {
    static func faces(inFile path: String) -> [FontFace]? {
        guard let file = SfntFile(path: path) else { return nil }
        return faces(in: file, path: path)
    }

    private static func faces(in file: SfntFile, path: String) -> [FontFace]? {
        guard let start = file.range(0, 12), let tag = start.u32(0) else { return nil }
        var offsets: [Int] = []
        if tag == 0x7474_6366 {  // 'ttcf'
            // A face needs at least a 12-byte header and a table record: a header claiming more faces than
            // file size ÷ 32 is corrupt (FreeType bounds it the same way), and goes to FreeType to be explained.
            guard let count = start.u32(8), count > 0, Int(count) <= file.count / 32,
                let list = file.range(12, 4 * Int(count))
            else { return nil }
            for i in 0..<Int(count) {
                guard let offset = list.u32(4 * i) else { return nil }
                offsets.append(Int(offset))
            }
        } else {
            offsets = [0]
        }
        var result: [FontFace] = []
        var read = Set<Int>()
        for (index, offset) in offsets.enumerated() {
            // Two entries pointing at one face are one face, read once.
            guard read.insert(offset).inserted else { continue }
            guard let header = faceHeader(file, at: offset) else { return nil }
            result += header.faces(path: path, index: index)
        }
        return result
    }

    private static func faceHeader(_ file: SfntFile, at offset: Int) -> FaceHeader? {
        // TrueType (0x00010000 or 'true') and OpenType/CFF ('OTTO'); anything else goes to FreeType.
        guard let start = file.range(offset, 12), let version = start.u32(0),
            version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565,
            let tableCount = start.u16(4), let directory = file.range(offset + 12, 16 * Int(tableCount))
        else { return nil }
        var tables: [UInt32: (offset: Int, length: Int)] = [:]
        for i in 0..<Int(tableCount) {
            let record = 16 * i
            guard let tag = directory.u32(record), let start = directory.u32(record + 8),
                let length = directory.u32(record + 12)
            else { return nil }
            // Every table must lie inside the file, or the file is truncated: let FreeType say so.
            guard Int(start) + Int(length) <= file.count else { return nil }
            tables[tag] = (Int(start), Int(length))
        }
        // A font FreeType would refuse: no outlines of any kind (no glyf, CFF, CFF2, CBDT or sbix table).
        let glyphTables: [UInt32] = [0x676C_7966, 0x4346_4620, 0x4346_4632, 0x4342_4454, 0x7362_6978]
        guard glyphTables.contains(where: { tables[$0] != nil }),
            tables[0x6865_6164] != nil || tables[0x6268_6564] != nil
        else {
            return nil
        }
        func table(_ tag: UInt32) -> BigEndianBytes?? {
            guard let place = tables[tag] else { return .some(nil) }
            guard let bytes = file.range(place.offset, place.length) else { return nil }  // present but unreadable
            return bytes
        }
        guard let os2Table = table(0x4F53_2F32), let headTable = table(0x6865_6164), let fvarTable = table(0x6676_6172),
            let nameTableRead = table(0x6E61_6D65), let nameTable = nameTableRead
        else { return nil }

        var os2: FaceHeader.OS2?
        var italicFlag = false
        if let table = os2Table, table.count >= 64, let weight = table.u16(4), let width = table.u16(6),
            let selection = table.u16(62)
        {
            os2 = FaceHeader.OS2(weightClass: Int(weight), widthClass: Int(width), fsSelection: Int(selection))
            italicFlag = selection & 0x201 != 0
        } else if let head = headTable, let macStyle = head.u16(44) {
            italicFlag = macStyle & 0x2 != 0
        }
        var variation: VariationInfo?
        var wanted: Set<Int> = [1, 2, 4, 6, 16, 17, 21, 25]
        if let fvar = fvarTable {
            guard let parsed = readVariation(fvar) else { return nil }
            variation = parsed
            for instance in parsed.instances {
                wanted.insert(instance.subfamilyNameID)
                if let ps = instance.postscriptNameID { wanted.insert(ps) }
            }
        }
        guard let names = readNames(nameTable, wanted: wanted) else { return nil }
        return FaceHeader(
            names: names, os2: os2, italicFlag: italicFlag, postscriptName: nil,
            fallbackFamily: nil, fallbackStyle: nil, variation: variation)
    }

    private static func readNames(_ table: BigEndianBytes, wanted: Set<Int>) -> SfntNames? {
        guard let count = table.u16(2), let storage = table.u16(4) else { return nil }
        var records: [SfntNames.Record] = []
        for i in 0..<Int(count) {
            let record = 6 + 12 * i
            guard let platform = table.u16(record), let encoding = table.u16(record + 2),
                let language = table.u16(record + 4),
                let id = table.u16(record + 6), let length = table.u16(record + 8), let offset = table.u16(record + 10)
            else { return nil }
            guard wanted.contains(Int(id)), let bytes = table.slice(Int(storage) + Int(offset), Int(length)) else {
                continue
            }
            records.append(
                SfntNames.Record(id: Int(id), platform: platform, encoding: encoding, language: language, bytes: bytes))
        }
        return SfntNames(records: records, wanted: wanted)
    }

    private static func readVariation(_ table: BigEndianBytes) -> VariationInfo? {
        guard let axesOffset = table.u16(4), let axisCount = table.u16(8), let axisSize = table.u16(10),
            let instanceCount = table.u16(12), let instanceSize = table.u16(14), axisSize >= 20
        else { return nil }
        // The axis and instance records must lie inside the table, as FreeType requires: a 2 KB file whose fvar
        // claimed 32,258 instances over the bytes after it made 32,258 faces (found by FuzzFontFile).
        let recordsEnd = Int(axesOffset) + Int(axisSize) * Int(axisCount) + Int(instanceSize) * Int(instanceCount)
        guard recordsEnd <= table.count, Int(instanceSize) >= 4 + 4 * Int(axisCount) else { return nil }
        var axes: [VariationInfo.Axis] = []
        for i in 0..<Int(axisCount) {
            let record = Int(axesOffset) + Int(axisSize) * i
            guard let tag = table.u32(record), let minimum = table.fixed(record + 4),
                let defaultValue = table.fixed(record + 8),
                let maximum = table.fixed(record + 12)
            else { return nil }
            axes.append(
                VariationInfo.Axis(tag: tagString(tag), minimum: minimum, defaultValue: defaultValue, maximum: maximum))
        }
        var instances: [VariationInfo.Instance] = []
        let coordinatesSize = 4 * Int(axisCount)
        let instancesStart = Int(axesOffset) + Int(axisSize) * Int(axisCount)
        for i in 0..<Int(instanceCount) {
            let record = instancesStart + Int(instanceSize) * i
            guard let subfamily = table.u16(record) else { return nil }
            var coordinates: [Double] = []
            for a in 0..<Int(axisCount) {
                guard let value = table.fixed(record + 4 + 4 * a) else { return nil }
                coordinates.append(value)
            }
            var postscriptID: Int?
            if Int(instanceSize) >= coordinatesSize + 6, let psid = table.u16(record + 4 + coordinatesSize),
                psid != 0xFFFF, psid != 0
            {
                postscriptID = Int(psid)
            }
            instances.append(
                VariationInfo.Instance(
                    subfamilyNameID: Int(subfamily), postscriptNameID: postscriptID, coordinates: coordinates))
        }
        return VariationInfo(axes: axes, instances: instances)
    }

    private static func tagString(_ tag: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8((tag >> UInt32($0)) & 0xFF) }, as: UTF8.self)
    }
}

/// An sfnt file: its first 4 KiB read once (the header, the table directory and a small font's tables),
/// anything beyond read when asked for.
struct SfntFile {
    private let file: FileRanges
    private let head: [UInt8]
    var count: Int { file.count }

    init?(path: String) {
        guard let file = FileRanges(path: path), file.count >= 12, let head = file.read(0, min(file.count, 4096)) else {
            return nil
        }
        (self.file, self.head) = (file, head)
    }

    /// `offset..<offset+length`, or nil when it lies outside the file or cannot be read.
    func range(_ offset: Int, _ length: Int) -> BigEndianBytes? {
        guard offset >= 0, length >= 0, offset + length <= count else { return nil }
        if offset + length <= head.count { return BigEndianBytes(head[offset..<(offset + length)]) }
        return file.read(offset, length).map { BigEndianBytes($0[...]) }
    }
}

/// Big-endian reads with bounds checks, at offsets from the start of a table: a short or lying table yields
/// nil, never a crash.
struct BigEndianBytes {
    private let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    var count: Int { bytes.count }

    func u16(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        let i = bytes.startIndex + at
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    func u32(_ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        let i = bytes.startIndex + at
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// 16.16 fixed point.
    func fixed(_ at: Int) -> Double? { u32(at).map { Double(Int32(bitPattern: $0)) / 65536.0 } }

    func slice(_ at: Int, _ length: Int) -> ArraySlice<UInt8>? {
        guard at >= 0, length >= 0, at + length <= bytes.count else { return nil }
        return bytes[(bytes.startIndex + at)..<(bytes.startIndex + at + length)]
    }
}
