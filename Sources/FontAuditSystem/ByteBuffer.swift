/// Text under construction, as UTF-8 bytes in storage of its own.
///
/// Why not a `String`: each `String` append checks capacity, uniqueness and ASCII-ness, and the text report
/// of 300 styles, built from a few hundred small appends, cost 12 M instructions that way, more than the audit
/// (BENCHMARKS.md). Here an append is a capacity check and a copy. Noncopyable, so the storage has one owner.
package struct ReportBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    package private(set) var count = 0

    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The text written, as a string (validated once, at the end).
    package consuming func finishString() -> String { text }

    /// The text written so far, as a string, the buffer left as it is.
    package var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Empties the buffer, keeping its storage for what follows.
    package mutating func removeAll() { count = 0 }

    /// The text's bytes, for a write that goes out from this buffer.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Appends the text of another buffer.
    package mutating func append(contentsOf other: borrowing ReportBuffer) {
        append(UnsafeBufferPointer(start: other.base, count: other.count))
    }

    /// The scalars written since byte offset `start`: every byte that does not continue a sequence starts one.
    package func scalars(since start: Int) -> Int {
        Self.scalarCount(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    private mutating func grow(_ extra: Int) {
        let grown = max(capacity * 2, count + extra)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        storage.initialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = grown
    }

    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    package mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

    package mutating func append(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in s.utf8 { append(byte) }
        }
    }

    package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// `"bytes"` when no byte of them needs a JSON escape (a control, `"`, `\\`, DEL or any non-ASCII byte,
    /// which the escaping path spells as the reports always have); otherwise nothing is written and the result
    /// is false. Most names and paths are plain: checked eight bytes at a time (`JSONPlainBytes`), then copied.
    package mutating func appendQuotedIfPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard JSONPlainBytes.arePlain(bytes) else { return false }
        reserve(bytes.count + 2)
        base[count] = UInt8(ascii: "\"")
        count += 1
        append(bytes)
        base[count] = UInt8(ascii: "\"")
        count += 1
        return true
    }

    /// The start of a member of a JSON object: `,` unless it is the first, a new line and `indent` spaces when
    /// pretty, then `"key": ` (`"key":` when not). One call and one capacity check for what was seven calls:
    /// a 5,000-style report writes 114,000 keys, and they cost 360 instructions each that way (issue 26).
    package mutating func appendJSONKey(_ key: StaticString, first: Bool, pretty: Bool, indent: Int) {
        let keyLength = key.utf8CodeUnitCount
        reserve(keyLength + indent + 6)
        var at = base + count
        if !first {
            at.pointee = UInt8(ascii: ",")
            at += 1
        }
        if pretty {
            at.pointee = UInt8(ascii: "\n")
            at += 1
            for i in 0..<indent { at[i] = UInt8(ascii: " ") }
            at += indent
        }
        at.pointee = UInt8(ascii: "\"")
        let keyBytes = key.utf8Start
        for i in 0..<keyLength { at[1 + i] = keyBytes[i] }
        at += 1 + keyLength
        at[0] = UInt8(ascii: "\"")
        at[1] = UInt8(ascii: ":")
        at += 2
        if pretty {
            at.pointee = UInt8(ascii: " ")
            at += 1
        }
        count = at - base
    }

    /// A decimal integer, without making a string of it.
    package mutating func append(_ n: Int) {
        reserve(21)
        if n < 0 { append(UInt8(ascii: "-")) }
        var magnitude = n.magnitude
        var digits = 1
        var scan = magnitude
        while scan >= 10 {
            scan /= 10
            digits += 1
        }
        var at = count + digits - 1
        repeat {
            base[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            at -= 1
        } while magnitude > 0
        count += digits
    }

    package mutating func spaces(_ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: n)
        count += n
    }

    package static func scalarCount(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var n = 0
        for byte in utf8 where byte & 0xC0 != 0x80 { n += 1 }
        return n
    }
}

/// A report buffer to hand from the thread that wrote it to the one that writes it out (`Parallel.run`'s slots
/// hold copyable values). Written by one thread, then read by another once that thread is done.
package final class ReportBlock: @unchecked Sendable {
    package var buffer: ReportBuffer

    package init(capacity: Int) { buffer = ReportBuffer(capacity: capacity) }
}

/// Whether bytes can go into a JSON string as they stand: no control byte, `"`, `\\`, DEL (0x7F) or non-ASCII
/// byte, which the reports escape. Eight bytes at a time, by the bit tricks of "Bit Twiddling Hacks" (Sean
/// Eron Anderson, "Determine if a word has a byte less than n" and "... a zero byte"). A borrow or carry from
/// one byte into the next starts only at a byte that is flagged itself, so a word is flagged exactly when one
/// of its bytes is. `arePlainReference` is the byte-by-byte reference.
package enum JSONPlainBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    package static func arePlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        var at = 0
        while at + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            if flagged(word) { return false }
            at += 8
        }
        while at < bytes.count {
            if needsEscape(bytes[at]) { return false }
            at += 1
        }
        return true
    }

    package static func arePlainReference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains(where: needsEscape)
    }

    @inline(__always) static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F
    }

    /// Any byte of `word` below 0x20, at 0x7F or above, or equal to `"` or `\\` (possibly a byte that is not).
    @inline(__always) private static func flagged(_ word: UInt64) -> Bool {
        let below20 = (word &- ones &* 0x20) & ~word
        let from7F = word | (word &+ ones)
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        return (below20 | from7F | zeroQuote | zeroBackslash) & highs != 0
    }
}
