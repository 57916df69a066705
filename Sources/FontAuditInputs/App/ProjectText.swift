import FontAuditModel
import FontAuditSystem

/// Reads one project file for the app audit. A file that cannot be read is an input error (exit 2): the
/// reading goes on, so one run names every unreadable file, but a gate that could not read the project never
/// passes it. Only regular files are read: a link to a device or a pipe (`/dev/stdin`) would block.
enum ProjectText {
    /// Source and resource files larger than this are not read (a generated file, not a declaration).
    static let limit = 16 << 20

    /// `root`: the project's real path; a file whose real path lies outside it is refused unread.
    /// `walked`: the project's walk found `path` as a plain file in a folder it reached without following a
    /// link, so it is inside the project unless it has become a link since, which `noFollow` refuses: then it is
    /// checked as any other path (resolving every part of a path costs a system call each, for every file).
    static func read(_ path: String, within root: String?, walked: Bool = false, warnings: inout [LocatedWarning])
        -> [UInt8]?
    {
        if walked, root != nil {
            switch Platform.readFile(path, limit: limit, regularOnly: true, noFollow: true) {
            case .success(let bytes): return bytes
            case .failure(.link): break
            case .failure: return read(path, within: root, warnings: &warnings)
            }
        }
        if let root, !ProjectFiles.isInside(path, root: root) {
            warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: path, line: 1, column: 1),
                    message: "resolves outside the project (a link out of it); fontaudit does not read it",
                    isError: true))
            return nil
        }
        switch Platform.readFile(path, limit: limit, regularOnly: true) {
        case .success(let bytes): return bytes
        case .failure(let error):
            let reason: String
            switch error {
            case .notRegular: reason = "not a regular file (a device, pipe or socket); not read"
            case .missing: reason = "the file disappeared while it was read"
            case .directory: reason = "a folder, not a file"
            case .tooLarge(let limit): reason = "larger than \(limit >> 20) MB; not read"
            case .link: reason = "a symbolic link"
            case .unreadable(let text): reason = "cannot be read: \(text)"
            }
            warnings.append(
                LocatedWarning(location: SourceLocation(file: path, line: 1, column: 1), message: reason, isError: true)
            )
            return nil
        }
    }

    /// Line and column of byte offsets asked for in increasing order, counted on from the last one, so a
    /// file's places cost one pass over it.
    struct Positions {
        private let bytes: [UInt8]
        private var offset = 0
        private var line = 1
        private var column = 1

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The 1-based line and column (in characters) of byte `target`.
        mutating func position(of target: Int) -> (line: Int, column: Int) {
            if target < offset { (offset, line, column) = (0, 1, 1) }
            while offset < target && offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[offset] & 0xC0 != 0x80 {
                    column += 1
                }
                offset += 1
            }
            return (line, column)
        }
    }

    /// The byte offset of `needle` in `bytes` at or after `start`.
    static func find(_ needle: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
        ByteSearch.firstIndex(of: Array(needle.utf8), in: bytes, from: start)
    }
}
