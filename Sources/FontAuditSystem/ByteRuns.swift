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

    /// `ascii`: the ASCII bytes in the set (bytes of 0x80 and above are ignored); `nonASCII`: whether every other
    /// byte is in it too.
    package init(ascii: [UInt8], nonASCII: Bool) {
        var (low, high): (UInt64, UInt64) = (0, 0)
        for b in ascii where b < 0x80 {
            if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
        }
        (self.low, self.high, self.nonASCII) = (low, high, nonASCII)
    }

    @inline(__always) package func contains(_ b: UInt8) -> Bool {
        if b >= 0x80 { return nonASCII }
        return (b < 64 ? low : high) >> UInt64(b & 63) & 1 != 0
    }

    /// The run of bytes of this set that starts at `start` (empty when the byte there is not in it): where it
    /// ends, and the characters in it (bytes that do not continue a UTF-8 sequence). By pointer: the same loop
    /// on the array checked every index, twenty instructions a byte of code.
    package func run(in bytes: [UInt8], from start: Int) -> ByteRun {
        bytes.withUnsafeBufferPointer { buffer in
            var run = ByteRun(end: max(0, start), characters: 0)
            while run.end < buffer.count {
                let b = buffer[run.end]
                guard contains(b) else { break }
                if b & 0xC0 != 0x80 { run.characters += 1 }
                run.end += 1
            }
            return run
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
