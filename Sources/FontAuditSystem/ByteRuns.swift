#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A set of byte values, for the source lexers' runs of identifier bytes: each ASCII byte in or out by a bit of
/// one of two masks, and every byte of 0x80 and above in or out together.
package struct ByteSet: Sendable {
    private let low: UInt64
    private let high: UInt64
    private let nonASCII: Bool
    /// Every byte value in or out by one entry (1 or 0): a run tests each byte by one load, where the masks
    /// took a comparison, a choice of mask and a shift.
    private let table: [UInt8]

    /// `ascii`: the ASCII bytes in the set (bytes of 0x80 and above are ignored); `nonASCII`: whether every other
    /// byte is in it too.
    package init(ascii: [UInt8], nonASCII: Bool) {
        var (low, high): (UInt64, UInt64) = (0, 0)
        for b in ascii where b < 0x80 {
            if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
        }
        (self.low, self.high, self.nonASCII) = (low, high, nonASCII)
        table = (0...255).map { b in
            b >= 0x80 ? (nonASCII ? 1 : 0) : UInt8(truncatingIfNeeded: (b < 64 ? low : high) >> UInt64(b & 63) & 1)
        }
    }

    @inline(__always) package func contains(_ b: UInt8) -> Bool {
        if b >= 0x80 { return nonASCII }
        return (b < 64 ? low : high) >> UInt64(b & 63) & 1 != 0
    }

    /// The run of bytes of this set that starts at `start` (empty when the byte there is not in it): where it
    /// ends, and the characters in it (bytes that do not continue a UTF-8 sequence). By pointer: the same loop
    /// on the array checked every index, twenty instructions a byte of code.
    /// The bytes are tested by `table` alone; a run with no byte of 0x80 or above (the common one) has as many
    /// characters as bytes, and only another is counted again.
    package func run(in bytes: [UInt8], from start: Int) -> ByteRun {
        bytes.withUnsafeBufferPointer { buffer in
            table.withUnsafeBufferPointer { table in
                let first = max(0, start)
                var end = first
                var seen: UInt8 = 0
                while end < buffer.count {
                    let b = buffer[end]
                    guard table[Int(b)] != 0 else { break }
                    seen |= b
                    end += 1
                }
                guard seen >= 0x80 else { return ByteRun(end: end, characters: end - first) }
                var characters = 0
                for i in first..<end where buffer[i] & 0xC0 != 0x80 { characters += 1 }
                return ByteRun(end: end, characters: characters)
            }
        }
    }

    /// The same on the array, index by index: the plain loop `run(in:from:)` is tested against.
    package func runReference(in bytes: [UInt8], from start: Int) -> ByteRun {
        var run = ByteRun(end: max(0, start), characters: 0)
        while run.end < bytes.count, contains(bytes[run.end]) {
            if bytes[run.end] & 0xC0 != 0x80 { run.characters += 1 }
            run.end += 1
        }
        return run
    }
}

/// A run of bytes found by `ByteSet.run(in:from:)`.
package struct ByteRun: Equatable, Sendable {
    /// The offset just past the run.
    package var end: Int
    /// The bytes that do not continue a UTF-8 sequence: the run's characters, as a column counts them.
    package var characters: Int
}

extension ByteSearch {
    /// The offset of the first `byte` in `bytes` at or after `start`, or nil (`memchr`).
    package static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start >= 0, start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress!)
            guard let hit = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
            return UnsafeRawPointer(hit) - base
        }
    }
}

/// Whether a path inside a project names a folder or file of a kind, by its bytes: `ProjectFiles.isTestCode`'s
/// test (`test/`, `…Tests/`, `…Tests.swift`) for every Swift and Kotlin file of an app. Every name it compares is
/// ASCII, which no other sequence of Unicode is canonically equivalent to, so the bytes give the String
/// comparisons' answer; `FontAuditInputs` keeps those as the reference a differential test holds this to.
package struct PathClassifier: Sendable {
    private let folders: [[UInt8]]
    private let folderSuffixes: [[UInt8]]
    private let nameSuffixes: [[UInt8]]

    /// `folders`: whole folder names; `folderSuffixes`: endings of folder names; `nameSuffixes`: endings of the
    /// file's name (the path's last non-empty part).
    package init(folders: [String], folderSuffixes: [String], nameSuffixes: [String]) {
        self.folders = folders.map { Array($0.utf8) }
        self.folderSuffixes = folderSuffixes.map { Array($0.utf8) }
        self.nameSuffixes = nameSuffixes.map { Array($0.utf8) }
    }

    /// Whether `path`, taken from after `root + "/"` when it starts so, has a folder (any non-empty part but the
    /// last) that is one of `folders` or ends with one of `folderSuffixes`, or a name that ends with one of
    /// `nameSuffixes`.
    package func matches(_ path: String, under root: String) -> Bool {
        var path = path
        var root = root
        return path.withUTF8 { bytes in
            root.withUTF8 { root in
                var start = 0
                if bytes.count > root.count, bytes[root.count] == UInt8(ascii: "/"),
                    root.isEmpty || memcmp(bytes.baseAddress!, root.baseAddress!, root.count) == 0
                {
                    start = root.count + 1
                }
                var last: Range<Int>?
                var partStart = start
                for i in start...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "/") {
                    if i > partStart {
                        if let folder = last, isFolder(UnsafeBufferPointer(rebasing: bytes[folder])) { return true }
                        last = partStart..<i
                    }
                    partStart = i + 1
                }
                guard let name = last else { return false }
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[name])
                return nameSuffixes.contains { Self.ends(nameBytes, with: $0) }
            }
        }
    }

    private func isFolder(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        folders.contains { $0.count == part.count && Self.ends(part, with: $0) }
            || folderSuffixes.contains { Self.ends(part, with: $0) }
    }

    private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, with suffix: [UInt8]) -> Bool {
        guard bytes.count >= suffix.count else { return false }
        let offset = bytes.count - suffix.count
        for i in suffix.indices where bytes[offset + i] != suffix[i] { return false }
        return true
    }
}
