#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call, kept as its errno with the questions callers ask of it.
package struct SystemError: Error, Sendable, CustomStringConvertible {
    package var code: Int32

    package init(_ code: Int32) { self.code = code }

    /// The machine's limits, not the file's fault: no descriptor or memory left.
    package var isResourceExhaustion: Bool { code == EMFILE || code == ENFILE || code == ENOMEM }
    package var isNameTooLong: Bool { code == ENAMETOOLONG }
    package var isLinkLoop: Bool { code == ELOOP }
    package var isMissing: Bool { code == ENOENT }
    package var description: String { Platform.errorText(code) }
}

/// A folder as the file system knows it, whatever path reached it.
package struct FolderIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}

/// One entry of a folder, with its type when readdir knows it.
package struct FolderEntry: Sendable {
    package enum Kind: Sendable { case directory, regular, symbolicLink, other, unknown }
    package var name: String
    package var kind: Kind
}

extension Platform {
    /// The entries of a folder (without "." and ".."), sorted by name, and the folder's identity.
    package static func readFolder(_ path: String) -> Result<
        (identity: FolderIdentity, entries: [FolderEntry]), SystemError
    > {
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(SystemError(errno)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, let directory = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            return .failure(SystemError(code))
        }
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            // The name is read in place: a dirent record is only as long as its name (d_reclen), so copying
            // `entry.pointee` whole reads past the end of a short one (AddressSanitizer caught it).
            let record = UnsafeRawPointer(entry)
            let namePointer = (record + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(
                to: CChar.self)
            let name = Platform.path(cString: namePointer)
            if name == "." || name == ".." { continue }
            let type = record.load(fromByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_type)!, as: UInt8.self)
            let kind: FolderEntry.Kind =
                switch Int32(type) {
                case Int32(DT_DIR): .directory
                case Int32(DT_REG): .regular
                case Int32(DT_LNK): .symbolicLink
                case Int32(DT_UNKNOWN): .unknown
                default: .other
                }
            entries.append(FolderEntry(name: name, kind: kind))
        }
        closedir(directory)  // closes the descriptor too
        entries.sort { $0.name < $1.name }
        return .success((FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), entries))
    }

    /// Whether the folder can be opened for listing (without listing it).
    package static func canOpenFolder(_ path: String) -> Bool {
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// What `path` is once links are followed, or why that cannot be told (a loop, a missing target).
    package static func kindFollowingLinks(_ path: String) -> Result<Kind, SystemError> {
        var info = stat()
        guard withCPath(path, { stat($0, &info) }) == 0 else { return .failure(SystemError(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .success(.directory)
        case S_IFREG: return .success(.file)
        default: return .success(.other)
        }
    }

    /// The first `count` bytes of a file (fewer if it is shorter).
    package static func readPrefix(_ path: String, count: Int) -> Result<[UInt8], SystemError> {
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(SystemError(errno)) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let n = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, count) }
        guard n >= 0 else { return .failure(SystemError(errno)) }
        return .success(Array(bytes.prefix(n)))
    }

    /// A C string that lives as long as the process (fontconfig property names, made once).
    package static func permanentCString(_ text: String) -> PermanentCString {
        PermanentCString(pointer: UnsafePointer(strdup(text)!))
    }
}

/// A C string never freed or written once made, so any thread may read it.
package struct PermanentCString: @unchecked Sendable {
    package let pointer: UnsafePointer<CChar>
}
