#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few operating-system services fontaudit needs, straight from libc. Foundation is not linked: it
/// costs about 4 ms of start-up per run, a quarter of a whole audit against installed fonts.
package enum Platform {
    package enum Kind { case missing, file, directory, other }

    // MARK: File names that are not UTF-8
    //
    // A file name is bytes, and Swift strings are Unicode: String(cString:) would turn a Latin-1 "é" into
    // U+FFFD, and the path would no longer open. Each byte that is not part of well-formed UTF-8 is kept as
    // the private-use scalar U+10FF00 + byte instead (as are the bytes of any real U+10FF00…U+10FFFF, so the
    // mapping is lossless), and `withCPath` turns them back into the same bytes.

    static let rawByteBase: UInt32 = 0x10FF00

    /// A path read from the file system (readdir, realpath, fontconfig, argv), byte for byte.
    package static func path(cString: UnsafePointer<CChar>) -> String {
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self), count: strlen(cString))
        // An ASCII path (nearly all) holds no byte to keep raw: no scalar-by-scalar look.
        if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if let text = String(validating: bytes, as: UTF8.self),
            !text.unicodeScalars.contains(where: { $0.value >= rawByteBase })
        {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            if let (scalar, length) = decodeScalar(bytes, at: i), scalar.value < rawByteBase {
                scalars.append(scalar)
                i += length
            } else {
                scalars.append(Unicode.Scalar(rawByteBase + UInt32(bytes[i]))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// Calls `body` with the path's bytes as the file system knows them.
    package static func withCPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
        // U+10FF00 and up, the raw bytes, are written F4 8F BC–BF ..: a path without 0xF4 has none.
        guard path.utf8.contains(0xF4), path.unicodeScalars.contains(where: { $0.value >= rawByteBase }) else {
            return path.withCString(body)
        }
        var bytes: [CChar] = []
        for scalar in path.unicodeScalars {
            if scalar.value >= rawByteBase {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - rawByteBase)))
            } else {
                bytes.append(contentsOf: String(scalar).utf8.map { CChar(bitPattern: $0) })
            }
        }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// One well-formed UTF-8 scalar at `i`, with its length.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[i]
        let length =
            lead < 0x80
            ? 1
            : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
        guard length > 0, i + length <= bytes.count else { return nil }
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[i..<i + length]), as: UTF8.self),
            let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1
        else { return nil }
        return (scalar, length)
    }

    /// What is at `path`, following symbolic links.
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard withCPath(path, { stat($0, &info) }) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    package static func isReadable(_ path: String) -> Bool { withCPath(path) { access($0, R_OK) } == 0 }

    /// The size in bytes of a regular file, following links; nil for anything else.
    package static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard withCPath(path, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// "a/b/c.json" → "a/b"; "c.json" → "".
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// "Font.TTF" → "ttf". Read on the UTF-8 bytes when the end of the path is ASCII: every file of an app's
    /// walk is sorted by it, and finding the last "/" and "." character by character cost 7,000 instructions a
    /// path (9 % of a 10,000-file Compose audit). `lowercasedExtensionReference` is the plain code; anything
    /// not ASCII goes there, as a "." or "/" can be part of a larger character.
    package static func lowercasedExtension(of name: String) -> String {
        let bytes = name.utf8
        var i = bytes.endIndex
        while i > bytes.startIndex {
            let before = bytes.index(before: i)
            let byte = bytes[before]
            guard byte < 0x80 else { return lowercasedExtensionReference(of: name) }
            if byte == UInt8(ascii: "/") {
                guard before == bytes.startIndex || bytes[bytes.index(before: before)] < 0x80 else {
                    return lowercasedExtensionReference(of: name)
                }
                return ""
            }
            if byte == UInt8(ascii: ".") {
                guard before != bytes.startIndex else { return "" }
                let previous = bytes[bytes.index(before: before)]
                guard previous < 0x80 else { return lowercasedExtensionReference(of: name) }
                if previous == UInt8(ascii: "/") {
                    // Unless a character before joins the "/" to itself: then it is no separator.
                    let slash = bytes.index(before: before)
                    guard slash == bytes.startIndex || bytes[bytes.index(before: slash)] < 0x80 else {
                        return lowercasedExtensionReference(of: name)
                    }
                    return ""
                }
                // Most endings are lowercase already: then the substring is the answer, with no array made.
                let ending = bytes[i...]
                guard ending.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(Substring(ending)) }
                return String(decoding: ending.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
            }
            i = before
        }
        return ""
    }

    /// The plain code `lowercasedExtension` reads ASCII endings without.
    package static func lowercasedExtensionReference(of name: String) -> String {
        let file = name.lastIndex(of: "/").map { String(name[name.index(after: $0)...]) } ?? name
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
        return file[file.index(after: dot)...].lowercased()
    }

    /// The canonical path, with links resolved, or nil.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = withCPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return Self.path(cString: resolved)
    }

    package static var currentDirectory: String {
        guard let cwd = getcwd(nil, 0) else { return "" }
        defer { free(cwd) }
        return path(cString: cwd)
    }

    /// The command line after the program name, each argument byte for byte (see `path(cString:)`).
    package static var arguments: [String] {
        (1..<Int(CommandLine.argc)).compactMap { i in CommandLine.unsafeArgv[i].map { path(cString: $0) } }
    }

    package static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// The process environment.
    package static var environment: [String: String] {
        var result: [String: String] = [:]
        #if canImport(Darwin)
            var entry = _NSGetEnviron().pointee!  // Darwin has no `environ` symbol for Swift
        #else
            var entry = environ
        #endif
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
    package static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Today in UTC, YYYY-MM-DD.
    package static func todayUTC() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let pad = { (n: Int32) in n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday))"
    }
}
