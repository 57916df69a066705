#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Big-endian reads with bounds checks over the ranges of a file read so far: a short or lying file
/// yields nil, never a crash. Ranges not yet read are read on demand, a 4 KiB block at a time. A
/// noncopyable struct, passed `inout`: its reads are checked for exclusive access when compiled, not at
/// run time (as a class's were, 1.5 M instructions on a scan of 60 files).
package struct FileRanges: ~Copyable {
    @usableFromInline var fd: Int32
    package let count: Int
    // Read by the inlinable accessors below, which the font readers call for every field.
    @usableFromInline var segments: [(start: Int, buffer: UnsafeMutableRawBufferPointer)] = []

    /// The file at `path`, its first 4 KiB read; nil when it cannot be opened. pread of the few ranges needed
    /// beats mmap here: no page faults, and no munmap TLB shootdowns across worker threads.
    package init?(path: String) {
        fd = Platform.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            closeDescriptor(fd)
            return nil
        }
        count = Int(info.st_size)
        _ = load(0, min(count, 4096))
    }

    /// Frees what was read and closes the file.
    deinit {
        for segment in segments { segment.buffer.deallocate() }
        if fd >= 0 { closeDescriptor(fd) }
    }

    /// Drops table data between the faces of a collection, keeping the header block.
    package mutating func forgetTables() {
        guard segments.count > 1 else { return }
        for segment in segments.dropFirst() { segment.buffer.deallocate() }
        segments.removeSubrange(1...)
    }

    /// Reads `start..<start+length` unless it is already held. False when it lies outside the file or the
    /// read fails.
    @discardableResult
    @usableFromInline package mutating func load(_ start: Int, _ length: Int) -> Bool {
        guard start >= 0, length >= 0, start + length <= count else { return false }
        if segment(covering: start, length) != nil { return true }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(length, 1), alignment: 8)
        var done = 0
        while done < length {
            let n = pread(fd, buffer.baseAddress! + done, length - done, off_t(start + done))
            if n <= 0 {
                buffer.deallocate()
                return false
            }
            done += n
        }
        segments.append((start, buffer))
        return true
    }

    @inlinable func segment(covering start: Int, _ length: Int) -> UnsafeRawPointer? {
        for segment in segments where start >= segment.start && start + length <= segment.start + segment.buffer.count {
            return UnsafeRawPointer(segment.buffer.baseAddress! + (start - segment.start))
        }
        return nil
    }

    @inlinable mutating func pointer(_ at: Int, _ length: Int) -> UnsafeRawPointer? {
        guard at >= 0, length >= 0, at + length <= count else { return nil }
        if let p = segment(covering: at, length) { return p }
        let block = at / 4096 * 4096
        guard load(block, min(count, max(at + length, block + 4096)) - block) else { return nil }
        return segment(covering: at, length)
    }

    @inlinable package mutating func u16(_ at: Int) -> UInt16? {
        guard let p = pointer(at, 2) else { return nil }
        return UInt16(p.load(as: UInt8.self)) << 8 | UInt16(p.load(fromByteOffset: 1, as: UInt8.self))
    }

    @inlinable package mutating func u32(_ at: Int) -> UInt32? {
        guard let p = pointer(at, 4) else { return nil }
        return (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(p.load(fromByteOffset: $1, as: UInt8.self)) }
    }

    /// 16.16 fixed point.
    @inlinable package mutating func fixed(_ at: Int) -> Double? {
        u32(at).map { Double(Int32(bitPattern: $0)) / 65536.0 }
    }

    @inlinable package mutating func slice(_ at: Int, _ length: Int) -> UnsafeBufferPointer<UInt8>? {
        guard let p = pointer(at, length) else { return nil }
        return UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: length)
    }
}

/// libc's close(2), named apart from `FileRanges.close`.
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
