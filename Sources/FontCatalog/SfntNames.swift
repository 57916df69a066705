import CFreeType
import FontAuditSystem

/// The name table of one face, decoded, with one string per name ID: the English (US) Windows entry when
/// there is one, since that is what fontconfig lists first and what PostScript names are built from.
struct SfntNames {
    private(set) var strings: [Int: String] = [:]
    private var ranks: [Int: Int] = [:]
    /// Every family name (IDs 21, 16 and 1) in every language and platform, in table order: fontconfig
    /// matches installed fonts under each of them, so bundled fonts must answer to the same names.
    private var allFamilyNames: [String] = []
    static let familyIDs: Set<Int> = [21, 16, 1]

    init() {}

    init(face: FT_Face) {
        let count = FT_Get_Sfnt_Name_Count(face)
        var entry = FT_SfntName()
        for i in 0..<count {
            guard FT_Get_Sfnt_Name(face, i, &entry) == 0, let bytes = entry.string else { continue }
            // The string is not NUL-terminated; its length is in bytes.
            add(
                id: Int(entry.name_id), platform: entry.platform_id, encoding: entry.encoding_id,
                language: entry.language_id,
                bytes: Array(UnsafeBufferPointer(start: bytes, count: Int(entry.string_len)))[...])
        }
    }

    /// A name record as stored, not yet decoded.
    struct Record {
        var id: Int
        var platform: UInt16
        var encoding: UInt16
        var language: UInt16
        var bytes: ArraySlice<UInt8>
    }

    /// Decodes only the best-ranked record of each wanted name ID: most of a name table (licence text,
    /// other languages) is never turned into strings.
    init(records: [Record], wanted: Set<Int>) {
        var best: [Int: [Record]] = [:]
        for record in records where wanted.contains(record.id) { best[record.id, default: []].append(record) }
        for (id, candidates) in best {
            let ordered = candidates.sorted {
                Self.rank(platform: $0.platform, encoding: $0.encoding, language: $0.language)
                    > Self.rank(platform: $1.platform, encoding: $1.encoding, language: $1.language)
            }
            for record in ordered {
                if let text = Self.decode(record.bytes, platform: record.platform, encoding: record.encoding),
                    !text.isEmpty
                {
                    strings[id] = text
                    break
                }
            }
            if Self.familyIDs.contains(id) {
                for record in candidates {
                    if let text = Self.decode(record.bytes, platform: record.platform, encoding: record.encoding) {
                        allFamilyNames.append(text)
                    }
                }
            }
        }
    }

    /// Keeps the record if it ranks above the one already held for its name ID.
    mutating func add(id: Int, platform: UInt16, encoding: UInt16, language: UInt16, bytes: ArraySlice<UInt8>) {
        if Self.familyIDs.contains(id), let text = Self.decode(bytes, platform: platform, encoding: encoding) {
            allFamilyNames.append(text)
        }
        let rank = Self.rank(platform: platform, encoding: encoding, language: language)
        guard rank > (ranks[id] ?? -1) else { return }
        guard let text = Self.decode(bytes, platform: platform, encoding: encoding), !text.isEmpty else { return }
        strings[id] = text
        ranks[id] = rank
    }

    subscript(id: Int) -> String? { strings[id] }

    /// Family names in fontconfig's order: WWS (21), typographic (16), legacy (1), the English ones first,
    /// then every other language's, without repeats.
    var families: [String] {
        var result: [String] = []
        for name in [21, 16, 1].compactMap({ strings[$0] }) + allFamilyNames {
            let name = Self.trimmed(name)
            if !name.isEmpty, !result.contains(name) { result.append(name) }
        }
        return result
    }

    private static func rank(platform: UInt16, encoding: UInt16, language: UInt16) -> Int {
        switch (platform, language) {
        case (3, 0x409): return 5  // Windows, English (US)
        case (1, 0): return 4  // Macintosh, English
        case (0, _): return 3  // Unicode
        case (3, _): return language & 0xFF == 0x09 ? 2 : 1  // other English, then any Windows language
        default: return 0
        }
    }

    /// Without leading and trailing spaces and tabs.
    static func trimmed(_ s: String) -> String {
        guard let first = s.utf8.first, let last = s.utf8.last,
            first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
        else { return s }
        var sub = Substring(s)
        while let c = sub.first, c == " " || c == "\t" { sub = sub.dropFirst() }
        while let c = sub.last, c == " " || c == "\t" { sub = sub.dropLast() }
        return String(sub)
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, platform: UInt16, encoding: UInt16) -> String? {
        let start = bytes.startIndex
        let count = bytes.count
        switch platform {
        case 0, 3:
            // Unicode and Windows strings are UTF-16BE (Windows symbol encoding 0 too).
            guard count % 2 == 0 else { return nil }
            // Most names are ASCII: read the low bytes straight into a string.
            var ascii = true
            var i = start
            while i + 1 < start + count {
                if bytes[i] != 0 || bytes[i + 1] >= 0x80 {
                    ascii = false
                    break
                }
                i += 2
            }
            if ascii {
                return String(unsafeUninitializedCapacity: count / 2) { buffer in
                    for j in 0..<(count / 2) { buffer[j] = bytes[start + 2 * j + 1] }
                    return count / 2
                }
            }
            var units: [UInt16] = []
            units.reserveCapacity(count / 2)
            var k = start
            while k + 1 < start + count {
                units.append(UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]))
                k += 2
            }
            return String(decoding: units, as: UTF16.self)
        case 1 where encoding == 0:
            if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
            var scalars = String.UnicodeScalarView()
            for byte in bytes {
                scalars.append(
                    byte < 0x80 ? Unicode.Scalar(byte) : Unicode.Scalar(Self.macRomanHigh[Int(byte) - 0x80])!)
            }
            return String(scalars)
        default:
            return nil
        }
    }

    /// Mac OS Roman, 0x80…0xFF, as Unicode scalars.
    private static let macRomanHigh: [UInt32] = [
        0xC4, 0xC5, 0xC7, 0xC9, 0xD1, 0xD6, 0xDC, 0xE1, 0xE0, 0xE2, 0xE4, 0xE3, 0xE5, 0xE7, 0xE9, 0xE8,
        0xEA, 0xEB, 0xED, 0xEC, 0xEE, 0xEF, 0xF1, 0xF3, 0xF2, 0xF4, 0xF6, 0xF5, 0xFA, 0xF9, 0xFB, 0xFC,
        0x2020, 0xB0, 0xA2, 0xA3, 0xA7, 0x2022, 0xB6, 0xDF, 0xAE, 0xA9, 0x2122, 0xB4, 0xA8, 0x2260, 0xC6, 0xD8,
        0x221E, 0xB1, 0x2264, 0x2265, 0xA5, 0xB5, 0x2202, 0x2211, 0x220F, 0x3C0, 0x222B, 0xAA, 0xBA, 0x3A9, 0xE6, 0xF8,
        0xBF, 0xA1, 0xAC, 0x221A, 0x192, 0x2248, 0x2206, 0xAB, 0xBB, 0x2026, 0xA0, 0xC0, 0xC3, 0xD5, 0x152, 0x153,
        0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0xF7, 0x25CA, 0xFF, 0x178, 0x2044, 0x20AC, 0x2039, 0x203A,
        0xFB01, 0xFB02,
        0x2021, 0xB7, 0x201A, 0x201E, 0x2030, 0xC2, 0xCA, 0xC1, 0xCB, 0xC8, 0xCD, 0xCE, 0xCF, 0xCC, 0xD3, 0xD4,
        0xF8FF, 0xD2, 0xDA, 0xDB, 0xD9, 0x131, 0x2C6, 0x2DC, 0xAF, 0x2D8, 0x2D9, 0x2DA, 0xB8, 0x2DD, 0x2DB, 0x2C7,
    ]
}
