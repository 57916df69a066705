#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file read in ranges, each copied into an array: the font readers take only the few tables they need
/// from a file, and pread of those ranges beats mmap here (no page faults, and no munmap TLB shootdowns
/// across worker threads).
package final class FileRanges {
    private let descriptor: Int32
    /// The file's size in bytes.
    package let count: Int

    /// nil when the file cannot be opened.
    package init?(path: String) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; only a regular file is a font file.
        descriptor = Platform.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            closeDescriptor(descriptor)
            return nil
        }
        count = Int(info.st_size)
    }

    deinit { closeDescriptor(descriptor) }

    /// `start..<start+length`, or nil when it lies outside the file or cannot be read.
    package func read(_ start: Int, _ length: Int) -> [UInt8]? {
        guard start >= 0, length >= 0, start + length <= count else { return nil }
        var complete = true
        // Read straight into the array's storage: zeroing it first cost as much as the copy.
        let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
            var done = 0
            while done < length {
                let n = pread(descriptor, buffer.baseAddress! + done, length - done, off_t(start + done))
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                done += n
            }
            complete = done == length
            initialized = done
        }
        return complete ? bytes : nil
    }
}

/// libc's close(2), named apart from anything called `close`.
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
