import FontAuditSystem

/// Reads only the tables fontaudit needs (OS/2, name, fvar, head) straight from an sfnt file (TrueType,
/// OpenType/CFF, TTC/OTC), without building a FreeType face: no cmap, no glyph loader, no CFF parsing.
/// Anything it cannot read with certainty returns nil, and FreeType reads the file instead (and explains
/// what is wrong with it).
enum SfntReader {
    static func faces(inFile path: String) -> [FontFace]? {
        guard var file = SfntBytes(path: path), file.count >= 12 else { return nil }
        return faces(in: &file, path: path)
    }

    static func faces(in bytes: inout SfntBytes, path: String) -> [FontFace]? {
        guard let tag = bytes.u32(0) else { return nil }
        var offsets: [Int] = []
        if tag == 0x7474_6366 {  // 'ttcf'
            // A face needs at least a 12-byte header and a table record: a header claiming more faces than
            // file size ÷ 32 is corrupt (FreeType bounds it the same way), and goes to FreeType to be explained.
            guard let count = bytes.u32(8), count > 0, Int(count) <= bytes.count / 32 else { return nil }
            for i in 0..<Int(count) {
                guard let offset = bytes.u32(12 + 4 * i) else { return nil }
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
            guard let header = faceHeader(&bytes, at: offset) else { return nil }
            if offsets.count > 1 { bytes.forgetTables() }
            result += header.faces(path: path, index: index)
        }
        return result
    }

    private static func faceHeader(_ bytes: inout SfntBytes, at offset: Int) -> FaceHeader? {
        // TrueType (0x00010000 or 'true') and OpenType/CFF ('OTTO'); anything else goes to FreeType.
        guard let version = bytes.u32(offset), version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565,
              let tableCount = bytes.u16(offset + 4) else { return nil }
        var tables: [UInt32: (offset: Int, length: Int)] = [:]
        for i in 0..<Int(tableCount) {
            let record = offset + 12 + 16 * i
            guard let tag = bytes.u32(record), let start = bytes.u32(record + 8), let length = bytes.u32(record + 12) else { return nil }
            // Every table must lie inside the file, or the file is truncated: let FreeType say so.
            guard Int(start) + Int(length) <= bytes.count else { return nil }
            tables[tag] = (Int(start), Int(length))
        }
        for tag: UInt32 in [0x4F53_2F32, 0x6E61_6D65, 0x6676_6172, 0x6865_6164] {  // OS/2 name fvar head
            if let table = tables[tag], !bytes.load(table.offset, table.length) { return nil }
        }
        // A font FreeType would refuse: no outlines of any kind.
        let glyphTables: [UInt32] = [0x676C_7966, 0x4346_4620, 0x4346_4632, 0x4342_4454, 0x7362_6978]  // glyf CFF CFF2 CBDT sbix
        guard glyphTables.contains(where: { tables[$0] != nil }), tables[0x6865_6164] != nil || tables[0x6268_6564] != nil else {
            return nil
        }

        var os2: FaceHeader.OS2?
        var italicFlag = false
        if let table = tables[0x4F53_2F32], table.length >= 64,
           let weight = bytes.u16(table.offset + 4), let width = bytes.u16(table.offset + 6),
           let selection = bytes.u16(table.offset + 62) {
            os2 = FaceHeader.OS2(weightClass: Int(weight), widthClass: Int(width), fsSelection: Int(selection))
            italicFlag = selection & 0x201 != 0
        } else if let head = tables[0x6865_6164], let macStyle = bytes.u16(head.offset + 44) {
            italicFlag = macStyle & 0x2 != 0
        }
        var variation: VariationInfo?
        var wanted: Set<Int> = [1, 2, 6, 16, 17, 21, 25]
        if let fvar = tables[0x6676_6172] {
            guard let parsed = readVariation(&bytes, table: fvar) else { return nil }
            variation = parsed
            for instance in parsed.instances {
                wanted.insert(instance.subfamilyNameID)
                if let ps = instance.postscriptNameID { wanted.insert(ps) }
            }
        }
        guard let nameTable = tables[0x6E61_6D65], let names = readNames(&bytes, table: nameTable, wanted: wanted) else { return nil }
        return FaceHeader(names: names, os2: os2, italicFlag: italicFlag, postscriptName: nil,
                          fallbackFamily: nil, fallbackStyle: nil, variation: variation)
    }

    private static func readNames(_ bytes: inout SfntBytes, table: (offset: Int, length: Int), wanted: Set<Int>) -> SfntNames? {
        guard let count = bytes.u16(table.offset + 2), let storage = bytes.u16(table.offset + 4) else { return nil }
        var records: [SfntNames.Record] = []
        for i in 0..<Int(count) {
            let record = table.offset + 6 + 12 * i
            guard let platform = bytes.u16(record), let encoding = bytes.u16(record + 2), let language = bytes.u16(record + 4),
                  let id = bytes.u16(record + 6), let length = bytes.u16(record + 8), let offset = bytes.u16(record + 10) else { return nil }
            guard wanted.contains(Int(id)), let buffer = bytes.slice(table.offset + Int(storage) + Int(offset), Int(length)) else { continue }
            records.append(SfntNames.Record(id: Int(id), platform: platform, encoding: encoding, language: language, bytes: buffer))
        }
        return SfntNames(records: records, wanted: wanted)
    }

    private static func readVariation(_ bytes: inout SfntBytes, table: (offset: Int, length: Int)) -> VariationInfo? {
        let base = table.offset
        guard let axesOffset = bytes.u16(base + 4), let axisCount = bytes.u16(base + 8), let axisSize = bytes.u16(base + 10),
              let instanceCount = bytes.u16(base + 12), let instanceSize = bytes.u16(base + 14), axisSize >= 20 else { return nil }
        // The axis and instance records must lie inside the table, as FreeType requires: a 2 KB file whose fvar
        // claimed 32,258 instances over the bytes after it made 32,258 faces (found by FuzzFontFile).
        let recordsEnd = Int(axesOffset) + Int(axisSize) * Int(axisCount) + Int(instanceSize) * Int(instanceCount)
        guard recordsEnd <= table.length, Int(instanceSize) >= 4 + 4 * Int(axisCount) else { return nil }
        var axes: [VariationInfo.Axis] = []
        for i in 0..<Int(axisCount) {
            let record = base + Int(axesOffset) + Int(axisSize) * i
            guard let tag = bytes.u32(record), let minimum = bytes.fixed(record + 4), let defaultValue = bytes.fixed(record + 8),
                  let maximum = bytes.fixed(record + 12) else { return nil }
            axes.append(VariationInfo.Axis(tag: tagString(tag), minimum: minimum, defaultValue: defaultValue, maximum: maximum))
        }
        var instances: [VariationInfo.Instance] = []
        let coordinatesSize = 4 * Int(axisCount)
        let instancesStart = base + Int(axesOffset) + Int(axisSize) * Int(axisCount)
        for i in 0..<Int(instanceCount) {
            let record = instancesStart + Int(instanceSize) * i
            guard let subfamily = bytes.u16(record) else { return nil }
            var coordinates: [Double] = []
            for a in 0..<Int(axisCount) {
                guard let value = bytes.fixed(record + 4 + 4 * a) else { return nil }
                coordinates.append(value)
            }
            var postscriptID: Int?
            if Int(instanceSize) >= coordinatesSize + 6, let psid = bytes.u16(record + 4 + coordinatesSize), psid != 0xFFFF, psid != 0 {
                postscriptID = Int(psid)
            }
            instances.append(VariationInfo.Instance(subfamilyNameID: Int(subfamily), postscriptNameID: postscriptID, coordinates: coordinates))
        }
        return VariationInfo(axes: axes, instances: instances)
    }

    private static func tagString(_ tag: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8((tag >> UInt32($0)) & 0xFF) }, as: UTF8.self)
    }
}
