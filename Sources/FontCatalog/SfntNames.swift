import CFreeType
import Foundation

/// The name table of one face, decoded, with one string per name ID: the English (US) Windows entry when
/// there is one, since that is what fontconfig lists first and what PostScript names are built from.
struct SfntNames {
    private(set) var strings: [Int: String] = [:]
    private var ranks: [Int: Int] = [:]

    init() {}

    init(face: FT_Face) {
        let count = FT_Get_Sfnt_Name_Count(face)
        var entry = FT_SfntName()
        for i in 0..<count {
            guard FT_Get_Sfnt_Name(face, i, &entry) == 0, let bytes = entry.string else { continue }
            // The string is not NUL-terminated; its length is in bytes.
            add(id: Int(entry.name_id), platform: entry.platform_id, encoding: entry.encoding_id, language: entry.language_id,
                bytes: UnsafeBufferPointer(start: bytes, count: Int(entry.string_len)))
        }
    }

    /// A name record as stored, not yet decoded.
    struct Record {
        var id: Int
        var platform: UInt16
        var encoding: UInt16
        var language: UInt16
        var bytes: UnsafeBufferPointer<UInt8>
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
                if let text = Self.decode(record.bytes, platform: record.platform, encoding: record.encoding), !text.isEmpty {
                    strings[id] = text
                    break
                }
            }
        }
    }

    /// Keeps the record if it ranks above the one already held for its name ID.
    mutating func add(id: Int, platform: UInt16, encoding: UInt16, language: UInt16, bytes: UnsafeBufferPointer<UInt8>) {
        let rank = Self.rank(platform: platform, encoding: encoding, language: language)
        guard rank > (ranks[id] ?? -1) else { return }
        guard let text = Self.decode(bytes, platform: platform, encoding: encoding), !text.isEmpty else { return }
        strings[id] = text
        ranks[id] = rank
    }

    subscript(id: Int) -> String? { strings[id] }

    /// Family names in fontconfig's order: WWS (21), typographic (16), legacy (1), without repeats.
    var families: [String] {
        var result: [String] = []
        for id in [21, 16, 1] {
            if let name = strings[id].map(Self.trimmed), !name.isEmpty, !result.contains(name) {
                result.append(name)
            }
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
        guard let first = s.utf8.first, let last = s.utf8.last, first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 else { return s }
        var sub = Substring(s)
        while let c = sub.first, c == " " || c == "\t" { sub = sub.dropFirst() }
        while let c = sub.last, c == " " || c == "\t" { sub = sub.dropLast() }
        return String(sub)
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, platform: UInt16, encoding: UInt16) -> String? {
        switch platform {
        case 0, 3:
            // Unicode and Windows strings are UTF-16BE (Windows symbol encoding 0 too).
            guard bytes.count % 2 == 0 else { return nil }
            // Most names are ASCII: read the low bytes straight into a string.
            var ascii = true
            var i = 0
            while i + 1 < bytes.count {
                if bytes[i] != 0 || bytes[i + 1] >= 0x80 { ascii = false; break }
                i += 2
            }
            if ascii {
                return String(unsafeUninitializedCapacity: bytes.count / 2) { buffer in
                    for j in 0..<(bytes.count / 2) { buffer[j] = bytes[2 * j + 1] }
                    return bytes.count / 2
                }
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var k = 0
            while k + 1 < bytes.count {
                units.append(UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]))
                k += 2
            }
            return String(decoding: units, as: UTF16.self)
        case 1 where encoding == 0:
            if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
            return String(bytes: Array(bytes), encoding: .macOSRoman)
        default:
            return nil
        }
    }
}
