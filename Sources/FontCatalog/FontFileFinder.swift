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
                guard Platform.isReadable(path) else {
                    throw FontPathError(path: path, reason: "the file cannot be read (permission denied)")
                }
                if seen.insert(path).inserted { found.files.append(path) }
                continue
            }
            guard Platform.isReadable(path), let probe = opendir(path) else {
                throw FontPathError(path: path, reason: "the folder cannot be read (permission denied)")
            }
            closedir(probe)
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            var visited = Set<String>()
            var files: [String] = []
            walk(base, visited: &visited, into: &files)
            let inFolder = files.count
            for file in files where seen.insert(file).inserted { found.files.append(file) }
            if inFolder == 0 { found.emptyFolders.append(path) }
        }
        return found
    }

    /// Recursive, following symbolic links to folders (Debian links /usr/share/fonts/opentype/texgyre into
    /// texmf), each real folder once so a link cycle ends. readdir's d_type saves a stat per entry.
    private static func walk(_ folder: String, visited: inout Set<String>, into files: inout [String]) {
        guard let real = realpath(folder, nil) else { return }
        let canonical = String(cString: real)
        free(real)
        guard visited.insert(canonical).inserted, let directory = opendir(folder) else { return }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        for (name, type) in entries.sorted(by: { $0.name < $1.name }) {
            let full = folder + "/" + name
            var isDirectory = type == UInt8(DT_DIR)
            if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard stat(full, &info) == 0 else { continue }  // a dangling link
                isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isDirectory {
                walk(full, visited: &visited, into: &files)
            } else if let dot = name.lastIndex(of: "."), fontExtensions.contains(name[name.index(after: dot)...].lowercased()) {
                files.append(full)
            }
        }
    }
}
