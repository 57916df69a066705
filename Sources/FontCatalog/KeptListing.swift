import FontAuditSystem

/// `InstalledFontsCache`'s file: a key, the watched paths with their stamps, and the patterns, each field a
/// netstring (`length:bytes,`), so that any byte of a path or a name is kept as it is, then a checksum of all
/// of it, so that a damaged file is found out instead of misread.
struct KeptListing {
    static let header = "fontaudit installed fonts 1"

    var key: String
    var watched: [(path: String, stamp: FileStamp)]
    var patterns: [InstalledPattern]

    var encoded: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256 * (watched.count + patterns.count))
        func field(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                Self.appendDecimal(utf8.count, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(contentsOf: utf8)
                out.append(UInt8(ascii: ","))
            }
        }
        field(Self.header)
        field(key)
        field(String(watched.count))
        for (path, stamp) in watched {
            field(path)
            field(stamp.text)
        }
        field(String(patterns.count))
        for pattern in patterns {
            field(String(pattern.families.count))
            for (family, key) in zip(pattern.families, pattern.familyKeys) {
                field(family)
                field(key)
            }
            field(pattern.style)
            field(pattern.postscriptName)
            field(pattern.path)
            field(String(pattern.rawIndex))
            field(pattern.variable ? "1" : "0")
            switch pattern.weight {
            case nil: field("")
            case .single(let weight)?: field("s\(weight)")
            case .range(let low, let high)?: field("r\(low),\(high)")
            }
            field(String(pattern.slant))
            field(String(pattern.width))
        }
        field(String(Self.checksum(out[...])))
        return out
    }

    private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// FNV-1a over eight bytes at a time (and the tail byte by byte): a bit flipped anywhere changes it.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0..<words {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* 0x100_0000_01b3
            }
            for i in (words * 8)..<raw.count { hash = (hash ^ UInt64(raw[i])) &* 0x100_0000_01b3 }
        }
        return hash
    }

    init(key: String, watched: [(path: String, stamp: FileStamp)], patterns: [InstalledPattern]) {
        (self.key, self.watched, self.patterns) = (key, watched, patterns)
    }

    /// nil for anything but a whole, well-formed file of this version.
    init?(decoding bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard reader.text() == Self.header, let key = reader.text(), let watchedCount = reader.count() else {
            return nil
        }
        var watched: [(path: String, stamp: FileStamp)] = []
        // Counts come from the file: room for a few thousand at most, so that a damaged count cannot ask for
        // gigabytes before the reading finds it out.
        watched.reserveCapacity(min(watchedCount, 4096))
        for _ in 0..<watchedCount {
            guard let path = reader.text(), let stamp = reader.text().flatMap({ FileStamp(text: Substring($0)) }) else {
                return nil
            }
            watched.append((path, stamp))
        }
        guard let patternCount = reader.count() else { return nil }
        var patterns: [InstalledPattern] = []
        patterns.reserveCapacity(min(patternCount, 4096))
        for _ in 0..<patternCount {
            guard let familyCount = reader.count() else { return nil }
            var families: [String] = []
            var keys: [String] = []
            families.reserveCapacity(min(familyCount, 16))
            keys.reserveCapacity(min(familyCount, 16))
            for _ in 0..<familyCount {
                guard let family = reader.text(), let key = reader.text() else { return nil }
                families.append(family)
                keys.append(key)
            }
            guard let style = reader.text(), let postscriptName = reader.text(), let path = reader.text(),
                let rawIndex = reader.integer(), let variable = reader.text(), variable == "0" || variable == "1",
                let weightField = reader.text(), let weight = Self.weight(weightField), let slant = reader.integer(),
                let width = reader.integer(),
                // Only values fontconfig could have given: an index fits FC_INDEX's 32 bits, and the rest are
                // weights, slants and widths, which the conversion takes as they are.
                (0...Int(Int32.max)).contains(rawIndex), (0...1000).contains(slant), (0...1000).contains(width)
            else { return nil }
            patterns.append(
                InstalledPattern(
                    families: families, familyKeys: keys, style: style, postscriptName: postscriptName, path: path,
                    rawIndex: rawIndex,
                    variable: variable == "1", weight: weight, slant: slant, width: width))
        }
        let body = reader.offset
        guard reader.text() == String(Self.checksum(bytes[..<body])), reader.atEnd else { return nil }
        self.init(key: key, watched: watched, patterns: patterns)
    }

    /// `.some(nil)` for no weight; nil for a field that is not one.
    private static func weight(_ field: String) -> InstalledPattern.Weight?? {
        if field.isEmpty { return .some(nil) }
        let value = field.dropFirst()
        switch field.first {
        case "s": return Int(value).flatMap { (0...10000).contains($0) ? .single($0) : nil }
        case "r":
            let bounds = value.split(separator: ",", omittingEmptySubsequences: false)
            guard bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), 0 <= low, low <= high,
                high <= 10000
            else { return nil }
            return .range(low, high)
        default: return nil
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var atEnd: Bool { offset == bytes.count }

        mutating func text() -> String? {
            guard let range = field() else { return nil }
            return bytes.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
            }
        }

        /// The bytes of the next netstring (`length:bytes,`), past it; nil for anything else (the reading then
        /// stops: the file is not used).
        mutating func field() -> Range<Int>? {
            var length = 0
            var digits = 0
            while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39, digits < 10 {
                length = length * 10 + Int(bytes[offset] - 0x30)
                offset += 1
                digits += 1
            }
            guard digits > 0, offset < bytes.count, bytes[offset] == 0x3A, length <= bytes.count - offset - 2,
                bytes[offset + 1 + length] == 0x2C
            else { return nil }
            let start = offset + 1
            offset += length + 2
            return start..<(start + length)
        }

        /// A field that is a whole number, read from its bytes (`DecimalText`, `Int(String)`'s grammar).
        mutating func integer() -> Int? {
            guard let range = field() else { return nil }
            return DecimalText.int64(bytes[range]).flatMap { Int(exactly: $0) }
        }

        /// A count no larger than the bytes left could hold (each item takes at least two).
        mutating func count() -> Int? {
            guard let count = integer(), count >= 0, count <= (bytes.count - offset) / 2 else { return nil }
            return count
        }
    }
}
