#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the font files under the `--fonts` paths.
public enum FontFileFinder {
    /// Extensions read from folders, compared without case.
    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    public struct Found: Sendable {
        public var files: [String] = []
        /// Folders that held no font file: each is worth a warning.
        public var emptyFolders: [String] = []
        /// Entries with a font extension that cannot be read as files: broken or looping links, pipes, devices.
        public var problems: [FontFileProblem] = []
    }

    /// A file is taken as given, whatever its extension; a folder is read recursively for font extensions.
    /// Throws when a path does not exist or a folder cannot be listed.
    public static func find(_ paths: [String]) throws(FontPathError) -> Found {
        var found = Found()
        var seen = Set<String>()
        for path in paths {
            let kind = Platform.kind(of: path)
            guard kind != .missing else {
                throw FontPathError(path: path, reason: "no such file or folder")
            }
            guard kind == .directory else {
                // A pipe or a device would block the reader or never end; only regular files are fonts.
                guard kind == .file else {
                    throw FontPathError(path: path, reason: "not a regular file or a folder")
                }
                guard Platform.isReadable(path) else {
                    throw FontPathError(path: path, reason: "the file cannot be read (permission denied)")
                }
                if seen.insert(path).inserted { found.files.append(path) }
                continue
            }
            guard Platform.isReadable(path), let probe = Platform.withCPath(path, opendir) else {
                throw FontPathError(path: path, reason: "the folder cannot be read (permission denied)")
            }
            closedir(probe)
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            var visited = Set<FolderIdentity>()
            var files: [String] = []
            let problemsBefore = found.problems.count
            walk(base, visited: &visited, into: &files, problems: &found.problems)
            for file in files where seen.insert(file).inserted { found.files.append(file) }
            // A folder whose only font entries are broken links already has a warning for each.
            if files.isEmpty && found.problems.count == problemsBefore { found.emptyFolders.append(path) }
        }
        return found
    }

    /// Depth first, following symbolic links to folders (Debian links /usr/share/fonts/opentype/texgyre into
    /// texmf). Each real folder is read once, known by its (device, inode), so a link cycle ends without a
    /// `realpath` per folder. An explicit stack, not recursion, so a tree thousands of folders deep costs no
    /// call stack. A folder that cannot be read, or a path longer than the system can open, is a problem
    /// reported for it, never a silent gap. readdir's d_type saves a stat per entry.
    private static func walk(_ root: String, visited: inout Set<FolderIdentity>, into files: inout [String],
                             problems: inout [FontFileProblem]) {
        var stack = [root]
        while let folder = stack.popLast() {
            let descriptor = Platform.withCPath(folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            guard descriptor >= 0 else {
                let code = errno
                let reason = code == ENAMETOOLONG ? "the path is longer than the system can open; fonts below it are not read"
                    : "the folder cannot be read: \(Platform.errorText(code))"
                problems.append(FontFileProblem(path: folder, reason: reason, errno: code))
                continue
            }
            var info = stat()
            guard fstat(descriptor, &info) == 0, visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted,
                  let directory = fdopendir(descriptor) else {
                close(descriptor)
                continue
            }
            var entries: [(name: String, type: UInt8)] = []
            while let entry = readdir(directory) {
                // The name is read in place: a dirent record is only as long as its name (d_reclen), so copying
                // `entry.pointee` whole reads past the end of a short one (AddressSanitizer caught it).
                let record = UnsafeRawPointer(entry)
                let namePointer = (record + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: CChar.self)
                let name = Platform.path(cString: namePointer)
                if name == "." || name == ".." { continue }
                let type = record.load(fromByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_type)!, as: UInt8.self)
                entries.append((name, type))
            }
            closedir(directory)  // closes the descriptor too
            var subfolders: [String] = []
            for (name, type) in entries.sorted(by: { $0.name < $1.name }) {
                let full = folder + "/" + name
                var isDirectory = type == UInt8(DT_DIR)
                var isRegular = type == UInt8(DT_REG)
                let isFontName = fontExtensions.contains(Platform.lowercasedExtension(of: name))
                if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    guard Platform.withCPath(full, { stat($0, &info) }) == 0 else {
                        let reason = errno == ELOOP ? "a symbolic link loop" : errno == ENOENT
                            ? "a symbolic link whose target does not exist" : Platform.errorText(errno)
                        if isFontName { problems.append(FontFileProblem(path: full, reason: reason)) }
                        continue
                    }
                    isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                    isRegular = (info.st_mode & S_IFMT) == S_IFREG
                }
                if isDirectory {
                    subfolders.append(full)
                } else if isFontName {
                    if isRegular {
                        files.append(full)
                    } else {
                        problems.append(FontFileProblem(path: full, reason: "not a regular file (a pipe, socket or device)"))
                    }
                }
            }
            stack.append(contentsOf: subfolders.reversed())
        }
    }
}

/// A folder as the file system knows it, whatever path reached it.
struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}
