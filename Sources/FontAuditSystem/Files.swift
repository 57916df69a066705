#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading inputs with a bound, and writing outputs atomically.
extension Platform {
    package enum ReadError: Error, Equatable {
        case missing
        case directory
        /// More than the limit: counted while reading, so a FIFO, /dev/zero or a growing file stops there too.
        case tooLarge(limit: Int)
        case unreadable(String)
        /// Not a regular file (a device, a pipe, a socket), where only regular files are read.
        case notRegular
        /// A symbolic link, where `noFollow` asked for none.
        case link
    }

    /// The whole of `path` (`-` is standard input), or an error once more than `limit` bytes have been read.
    /// `regularOnly`: refuse anything but a regular file, checked on the open descriptor (a link to `/dev/stdin`
    /// or a FIFO in a project would otherwise block or read the terminal).
    /// `noFollow`: a path whose last part is a symbolic link is refused (`.link`), for files a walk of the
    /// project already found as plain files, so that their boundary needs no second check.
    /// One `open` and one `fstat` (kind and size); a regular file is read straight into a buffer of its size.
    package static func readFile(_ path: String, limit: Int, regularOnly: Bool = false, noFollow: Bool = false)
        -> Result<[UInt8], ReadError>
    {
        if path == "-" { return readAll(0, limit: limit, size: nil) }
        // O_NONBLOCK: opening a FIFO with no writer must not wait forever; it is cleared before reading.
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (noFollow ? O_NOFOLLOW : 0)
        let descriptor = withCPath(path) { open($0, flags) }
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: return .failure(.missing)
            case EISDIR: return .failure(.directory)
            case ELOOP where noFollow: return .failure(.link)
            default: return .failure(.unreadable(errorText(code)))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(errorText(errno))) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.directory) }
        if regularOnly, type != S_IFREG { return .failure(.notRegular) }
        // O_NONBLOCK does nothing to a regular file's reads (open(2)): cleared only for what may block, which
        // saves two system calls on each of an app's 10,000 source files.
        if type != S_IFREG {
            let status = fcntl(descriptor, F_GETFL)
            if status >= 0 { _ = fcntl(descriptor, F_SETFL, status & ~O_NONBLOCK) }
        }
        let size = type == S_IFREG ? Int(info.st_size) : nil
        // A regular file known to be too large is refused unread; anything else is counted as it is read.
        if let size, size > limit { return .failure(.tooLarge(limit: limit)) }
        return readAll(descriptor, limit: limit, size: size)
    }

    /// Reads `descriptor` to its end. With the file's size known, into one buffer of that size (plus a byte, to
    /// see a file that grew); past it, or for a pipe, in chunks, counting against `limit`.
    private static func readAll(_ descriptor: Int32, limit: Int, size: Int?) -> Result<[UInt8], ReadError> {
        var bytes: [UInt8] = []
        if let size {
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
                count = 0
                while count < buffer.count {
                    let n = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if n == 0 { return }
                    count += n
                }
            }
            if failure != 0 { return .failure(.unreadable(errorText(failure))) }
            if bytes.count <= size { return .success(bytes) }
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        } else {
            bytes.reserveCapacity(min(limit + 1, 65536))
        }
        // The file grew while it was read, or its size is not known: the rest in chunks.
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errorText(errno)))
            }
            if n == 0 { return .success(bytes) }
            if bytes.count + n > limit { return .failure(.tooLarge(limit: limit)) }
            if bytes.capacity < bytes.count + n {
                bytes.reserveCapacity(min(limit + 1, max(bytes.count * 2, bytes.count + n)))
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// strerror's text for `code`.
    package static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    package struct WriteError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Writes (or appends) `text`. A regular file (or a new one) is written to a temporary file
    /// of a unique name (`mkstemp`) in the same folder and renamed over the target, so a reader never sees half
    /// a report, concurrent runs never mix their bytes, and a link planted at a predictable name redirects
    /// nothing. A link, a device such as /dev/stdout, or a pipe is written in place, so it stays what it is.
    /// `replacingAnything`: whatever is at `path` (a link, a FIFO) is replaced by the new file, never written
    /// through, for a file of fontaudit's own such as a cache.
    package static func write(_ text: String, to path: String, append: Bool = false, replacingAnything: Bool = false)
        throws(WriteError)
    {
        try write(Array(text.utf8), to: path, append: append, replacingAnything: replacingAnything)
    }

    /// The same, for bytes already made.
    package static func write(_ bytes: [UInt8], to path: String, append: Bool = false, replacingAnything: Bool = false)
        throws(WriteError)
    {
        var info = stat()
        let exists = withCPath(path, { lstat($0, &info) }) == 0
        let replaceable = !exists || (info.st_mode & S_IFMT) == S_IFREG || (replacingAnything && !append)
        if append || !replaceable {
            let descriptor = withCPath(path) {
                open($0, O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC), 0o666)
            }
            guard descriptor >= 0 else { throw WriteError(description: reason(for: path, errno)) }
            let written = writeAll(bytes, to: descriptor)
            let closed = close(descriptor) == 0 ? 0 : errno
            if let failure = written ?? (closed == 0 ? nil : closed) {
                throw WriteError(description: "cannot write \(path): \(errorText(failure))")
            }
            return
        }
        let folder = directory(of: path)
        let base = baseName(of: path)
        let templatePath = (folder.isEmpty ? "" : folder + "/") + "." + base + ".fontaudit-XXXXXX"
        var template: [CChar] = []
        let descriptor = withCPath(templatePath) { cPath -> Int32 in
            // The template goes through withCPath for raw file-name bytes; mkstemp rewrites our own copy.
            template = Array(UnsafeBufferPointer(start: cPath, count: strlen(cPath) + 1))
            return template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        }
        guard descriptor >= 0 else { throw WriteError(description: reason(for: path, errno)) }
        let temporary = template.withUnsafeBufferPointer { Platform.path(cString: $0.baseAddress!) }
        TemporaryFiles.register(template)
        defer { TemporaryFiles.unregister() }
        // mkstemp makes the file 0600; a report is as readable as any file this process creates.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        let written = writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? 0 : errno
        if let failure = written ?? (closed == 0 ? nil : closed) {
            _ = withCPath(temporary, unlink)
            throw WriteError(description: "cannot write \(path): \(errorText(failure))")
        }
        if withCPath(temporary, { from in withCPath(path, { to in rename(from, to) }) }) != 0 {
            let code = errno
            _ = withCPath(temporary, unlink)
            throw WriteError(description: reason(for: path, code))
        }
    }

    /// "a/b/c.json" → "c.json".
    package static func baseName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// "a/b/Inter-Bold.ttf" → "Inter-Bold": the base name without its last extension.
    package static func stem(of path: String) -> String {
        let name = baseName(of: path)
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// The folder part of `path`: "a/b" for "a/b/c", "." for "c", "/" for "/c". Found on the UTF-8 bytes, as the
    /// file system splits a path (a walk and a font listing ask this of thousands of paths, and a character
    /// search walks grapheme clusters).
    package static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// nil when every byte was written, else the errno (ENOSPC for a write that made no progress).
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// The same for bytes held elsewhere (a string's own UTF-8), without copying them into an array first.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = posixWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return ENOSPC }
            offset += n
        }
        return nil
    }

    private static func reason(for path: String, _ code: Int32) -> String {
        let folder = directory(of: path)
        if !folder.isEmpty, kind(of: folder) != .directory {
            return "cannot write \(path): the folder \(folder) does not exist"
        }
        return "cannot write \(path): \(errorText(code))"
    }

    /// The path as the file system will resolve it, for telling whether two names are one file: the folder's
    /// real path plus the name, so `r.json`, `./r.json` and `out/../r.json` agree even before the file exists.
    /// A link as the last part is followed too.
    package static func identity(of path: String) -> String {
        if path == "-" { return "-" }
        if let real = realPath(path) { return real }
        let folder = directory(of: path)
        let name = baseName(of: path)
        let realFolder = realPath(folder.isEmpty ? "." : folder) ?? folder
        return realFolder + (realFolder.hasSuffix("/") ? "" : "/") + name
    }
}

/// The temporary file being written, removed if SIGINT or SIGTERM ends the run before it is renamed.
/// The name is kept in memory allocated up front, because a signal handler may not allocate.
enum TemporaryFiles {
    private static let capacity = 8192
    nonisolated(unsafe) private static let pending: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer[0] = 0
        return buffer
    }()
    nonisolated(unsafe) private static var installed = false

    static func register(_ name: [CChar]) {
        guard name.count < capacity else { return }
        if !installed {
            installed = true
            for number in [SIGINT, SIGTERM, SIGHUP] {
                _ = signal(number) { number in
                    if TemporaryFiles.pending[0] != 0 { unlink(TemporaryFiles.pending) }
                    _ = signal(number, SIG_DFL)
                    raise(number)
                }
            }
        }
        pending[0] = 0
        for (i, byte) in name.enumerated().dropFirst() { pending[i] = byte }
        pending[0] = name[0]
    }

    static func unregister() { pending[0] = 0 }
}

/// libc's write(2), named apart from `Platform.write`.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Standard input, output and error as the process found them.
extension Platform {
    /// Which of descriptors 0, 1 and 2 were closed when the process started. Each is then opened on
    /// /dev/null, so that no file this run opens takes its number and receives the report by mistake;
    /// writes to a stream that was closed still fail (see `StandardStream`).
    nonisolated(unsafe) package private(set) static var closedAtStart: Set<Int32> = []

    /// Called first thing by the executable. A closed pipe becomes EPIPE on write, reported like any
    /// other write error, instead of a silent SIGPIPE death.
    package static func prepareStandardStreams() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closedAtStart.insert(descriptor)
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}

extension Platform {
    /// Ends the process once the command has returned. Every report has been written and checked by then, and
    /// nothing here buffers output in C's stdio (StandardStream writes with write(2)), so the process skips the
    /// atexit handlers and library destructors, which only free memory the kernel reclaims anyway (issue 26).
    package static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
            Glibc._exit(code)
        #else
            Darwin._exit(code)
        #endif
    }
}
