#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path is now, in values that change whenever the file or folder behind it does: its device and
/// inode, type, size, and the nanoseconds of its last modification and status change; or that nothing is
/// there. A cache built from files compares the stamps it recorded with the stamps of now: a file written in
/// place, replaced by a rename, touched back to an old time (the status change time moves anyway) or created
/// where none was changes its stamp. A folder's stamp changes when a name in it is added or removed.
package struct FileStamp: Equatable, Sendable {
    /// device, inode, mode, size, modified seconds and nanoseconds, changed seconds and nanoseconds; empty
    /// when the path does not exist, one negative errno when it cannot be looked at.
    private var values: [Int64]

    /// Follows links, as the readers of the stamped files do.
    package static func of(_ path: String) -> FileStamp {
        var info = stat()
        guard Platform.withCPath(path, { stat($0, &info) }) == 0 else {
            let code = errno
            return FileStamp(values: code == ENOENT || code == ENOTDIR ? [] : [-Int64(code)])
        }
        #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        return FileStamp(values: [
            Int64(info.st_dev), Int64(bitPattern: UInt64(info.st_ino)), Int64(info.st_mode), Int64(info.st_size),
            Int64(modified.tv_sec), Int64(modified.tv_nsec), Int64(changed.tv_sec), Int64(changed.tv_nsec),
        ])
    }

    /// The later of the modification and status change times, in seconds since 1970; 0 when absent.
    package var latestChange: Double {
        guard values.count == 8 else { return 0 }
        return max(Double(values[4]) + Double(values[5]) / 1e9, Double(values[6]) + Double(values[7]) / 1e9)
    }

    /// The values as text, for a cache file: "absent", or numbers joined by colons.
    package var text: String { values.isEmpty ? "absent" : values.map(String.init).joined(separator: ":") }

    /// The stamp `text` wrote; nil for any other text.
    package init?(text: Substring) {
        if text == "absent" {
            values = []
            return
        }
        // Numbers between colons, read as bytes (`DecimalText`).
        let bytes = Array(text.utf8)
        var values: [Int64] = []
        values.reserveCapacity(8)
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ":") {
            guard values.count < 8, let value = DecimalText.int64(bytes[start..<end]) else { return nil }
            values.append(value)
            start = end + 1
        }
        guard values.count == 8 || values.count == 1 else { return nil }
        self.values = values
    }

    private init(values: [Int64]) { self.values = values }
}

extension Platform {
    /// Seconds since 1970 on the wall clock, comparable with file times.
    package static func wallClock() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A variable of the process environment byte for byte (`path(cString:)`): the values fontconfig reads may
    /// be file names that are not UTF-8, and two such must not read as one.
    package static func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return path(cString: value)
    }

    /// A folder this user owns that no one else may write to (not a link): a cache kept in any other could be
    /// written by someone else.
    package static func isPrivateFolder(_ path: String) -> Bool {
        var info = stat()
        guard withCPath(path, { lstat($0, &info) }) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == geteuid() && info.st_mode & 0o022 == 0
    }

    /// Makes `path` and any missing folder above it (mode 0700: a cache of what one user has installed);
    /// false when it is not a folder afterwards.
    package static func makeFolders(_ path: String) -> Bool {
        if kind(of: path) == .directory { return true }
        let above = parent(of: path)
        if above != path, above != ".", above != "/", kind(of: above) != .directory, !makeFolders(above) {
            return false
        }
        _ = withCPath(path) { mkdir($0, 0o700) }
        return kind(of: path) == .directory
    }
}
