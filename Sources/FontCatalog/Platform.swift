#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few operating-system services fontaudit needs, straight from libc. Foundation is not linked: it
/// costs about 4 ms of start-up per run, a quarter of a whole audit against installed fonts.
public enum Platform {
    public enum Kind { case missing, file, directory, other }

    /// What is at `path`, following symbolic links.
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// The whole file, or nil when it cannot be opened or read.
    public static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count {
                if ferror(file) != 0 { return nil }
                break
            }
        }
        return bytes
    }

    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes (or appends) `text`. A new file is written beside the target and renamed over it, so a
    /// failed run never leaves half a report.
    public static func write(_ text: String, to path: String, append: Bool = false) throws(WriteError) {
        // Only a regular file (or a new one) is replaced by rename: a link, a device such as /dev/stdout, or a
        // pipe is written in place, so it stays what it is.
        var info = stat()
        let exists = lstat(path, &info) == 0
        let replaceable = !exists || (info.st_mode & S_IFMT) == S_IFREG
        let direct = append || !replaceable
        let target = direct ? path : path + ".fontaudit-tmp"
        guard let file = fopen(target, append ? "ab" : "wb") else { throw WriteError(description: reason(for: path)) }
        let bytes = Array(text.utf8)
        let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file) == 0
        guard written == bytes.count, closed else {
            if !direct { unlink(target) }
            throw WriteError(description: "cannot write \(path): the disk may be full")
        }
        if !direct, rename(target, path) != 0 {
            unlink(target)
            throw WriteError(description: reason(for: path))
        }
    }

    private static func reason(for path: String) -> String {
        let folder = directory(of: path)
        if !folder.isEmpty, kind(of: folder) != .directory { return "cannot write \(path): the folder \(folder) does not exist" }
        return "cannot write \(path): \(String(cString: strerror(errno)))"
    }

    /// "a/b/c.json" → "a/b"; "c.json" → "".
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// "Font.TTF" → "ttf".
    public static func lowercasedExtension(of name: String) -> String {
        let file = name.lastIndex(of: "/").map { String(name[name.index(after: $0)...]) } ?? name
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
        return file[file.index(after: dot)...].lowercased()
    }

    /// The canonical path, with links resolved, or nil.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public static var currentDirectory: String {
        guard let cwd = getcwd(nil, 0) else { return "" }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// The process environment.
    public static var environment: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }

    /// Seconds on a monotonic clock, for timing phases.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Today in UTC, YYYY-MM-DD.
    public static func todayUTC() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let pad = { (n: Int32) in n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday))"
    }
}
