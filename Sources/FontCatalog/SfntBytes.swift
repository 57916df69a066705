import FontAuditSystem

/// Big-endian reads with bounds checks over the ranges of an sfnt file read so far: a short or lying file
/// yields nil, never a crash. Ranges not yet read are read on demand, a 4 KiB block at a time.
struct SfntBytes {
    private let file: FileRanges
    let count: Int
    private var blocks: [(start: Int, bytes: [UInt8])] = []

    init?(path: String) {
        guard let file = FileRanges(path: path) else { return nil }
        self.file = file
        count = file.count
        load(0, min(count, 4096))
    }

    /// Reads `start..<start+length` unless it is already held. False when it lies outside the file or the
    /// read fails.
    @discardableResult
    mutating func load(_ start: Int, _ length: Int) -> Bool {
        if block(covering: start, length) != nil { return true }
        guard let bytes = file.read(start, length) else { return false }
        blocks.append((start, bytes))
        return true
    }

    /// Drops table data between the faces of a collection, keeping the header block.
    mutating func forgetTables() {
        if blocks.count > 1 { blocks.removeSubrange(1...) }
    }

    /// The newest block first: a table is read field after field, right after it is loaded.
    private func block(covering start: Int, _ length: Int) -> Int? {
        var i = blocks.count - 1
        while i >= 0 {
            if start >= blocks[i].start && start + length <= blocks[i].start + blocks[i].bytes.count { return i }
            i -= 1
        }
        return nil
    }

    /// The block holding `at..<at+length` and the offset there, reading a 4 KiB block if need be.
    private mutating func locate(_ at: Int, _ length: Int) -> (block: Int, offset: Int)? {
        guard at >= 0, length >= 0, at + length <= count else { return nil }
        if let i = block(covering: at, length) { return (i, at - blocks[i].start) }
        let start = at / 4096 * 4096
        guard let bytes = file.read(start, min(count, max(at + length, start + 4096)) - start) else { return nil }
        blocks.append((start, bytes))
        return (blocks.count - 1, at - start)
    }

    mutating func u16(_ at: Int) -> UInt16? {
        guard let (i, o) = locate(at, 2) else { return nil }
        return UInt16(blocks[i].bytes[o]) << 8 | UInt16(blocks[i].bytes[o + 1])
    }

    mutating func u32(_ at: Int) -> UInt32? {
        guard let (i, o) = locate(at, 4) else { return nil }
        let b = blocks[i].bytes
        return UInt32(b[o]) << 24 | UInt32(b[o + 1]) << 16 | UInt32(b[o + 2]) << 8 | UInt32(b[o + 3])
    }

    /// 16.16 fixed point.
    mutating func fixed(_ at: Int) -> Double? {
        u32(at).map { Double(Int32(bitPattern: $0)) / 65536.0 }
    }

    mutating func slice(_ at: Int, _ length: Int) -> ArraySlice<UInt8>? {
        guard let (i, o) = locate(at, length) else { return nil }
        return blocks[i].bytes[o..<(o + length)]
    }
}
