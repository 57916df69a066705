/// Text under construction, as UTF-8 bytes in storage of its own.
///
/// Why not a `String`: a 5,000-style text report made about 60,000 interpolation temporaries and appends,
/// and each `String` append checks capacity, uniqueness and ASCII-ness; that was 45 % of the whole run's
/// instructions. Why not `[UInt8]`: its `append(contentsOf:)` still cost about 110 instructions a call.
/// Here an append is a capacity check and a copy. Noncopyable, so the storage has one owner.
struct ReportBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written, as an array (one copy, at the end).
    consuming func finish() -> [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The text written, as a string (validated once, at the end).
    consuming func finishString() -> String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    mutating func removeAll() { count = 0 }

    /// The text written so far, as a string; the buffer goes on.
    func string() -> String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// The bytes written since byte offset `start`, as an array of their own.
    func bytes(since start: Int) -> [UInt8] { Array(UnsafeBufferPointer(start: base + start, count: count - start)) }

    /// The scalars written since byte offset `start`: every byte that does not continue a sequence starts one.
    func scalars(since start: Int) -> Int { Self.scalarCount(UnsafeBufferPointer(start: base + start, count: count - start)) }

    @inline(__always) private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        storage.initialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = grown
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

    mutating func append(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in s.utf8 { append(byte) }
        }
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// A decimal integer, without making a string of it.
    mutating func append(_ n: Int) {
        reserve(21)
        if n < 0 { append(UInt8(ascii: "-")) }
        var magnitude = n.magnitude
        var digits = 1
        var scan = magnitude
        while scan >= 10 { scan /= 10; digits += 1 }
        var at = count + digits - 1
        repeat {
            base[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            at -= 1
        } while magnitude > 0
        count += digits
    }

    mutating func spaces(_ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: n)
        count += n
    }

    /// `s` made safe for a terminal (see `Terminal.sanitize`), then padded with spaces to `width` scalars.
    mutating func appendSanitized(_ s: String, padTo width: Int = 0) {
        let start = count
        let clean: Bool? = s.utf8.withContiguousStorageIfAvailable { utf8 in
            guard Terminal.isClean(utf8) else { return false }
            append(utf8)
            return true
        }
        if clean != true { append(Terminal.sanitize(s)) }
        if width > 0 { spaces(width - scalars(since: start)) }
    }

    /// "600 italic", "900": `FaceNaming.weightLabel`, written in place.
    mutating func appendWeightLabel(_ weight: Int, italic: Bool, padTo width: Int = 0) {
        let start = count
        append(weight)
        if italic { append(" italic") }
        spaces(width - (count - start))
    }

    static func scalarCount(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var n = 0
        for byte in utf8 where byte & 0xC0 != 0x80 { n += 1 }
        return n
    }
}
