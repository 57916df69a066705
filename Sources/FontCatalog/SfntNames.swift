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
            if let name = strings[id]?.trimmingCharacters(in: .whitespaces), !name.isEmpty, !result.contains(name) {
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

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, platform: UInt16, encoding: UInt16) -> String? {
        switch platform {
        case 0, 3:
            // Unicode and Windows strings are UTF-16BE (Windows symbol encoding 0 too).
            guard bytes.count % 2 == 0 else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = 0
            while i + 1 < bytes.count {
                units.append(UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        case 1 where encoding == 0:
            return String(bytes: Array(bytes), encoding: .macOSRoman)
        default:
            return nil
        }
    }
}
