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
    package consuming func finishString() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// The text written so far, as a string, leaving the buffer empty (its storage kept) for what follows: a
    /// large report is handed on in pieces. Call it only between whole characters.
    package mutating func takeString() -> String {
        let text = String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        count = 0
        return text
    }

    /// The scalars written since byte offset `start`: every byte that does not continue a sequence starts one.
    package func scalars(since start: Int) -> Int {
        Self.scalarCount(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    @inline(__always) private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
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
