import FontAuditSystem

/// Finds the font files under the `--fonts` paths.
package enum FontFileFinder {
    /// Extensions read from folders, compared without case.
    package static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    package struct Found: Sendable {
        package var files: [String] = []
        /// Folders that held no font file: each is worth a warning.
        package var emptyFolders: [String] = []
        /// Entries with a font extension that cannot be read as files: broken or looping links, pipes, devices.
        package var problems: [FontFileProblem] = []
    }

    /// A file is taken as given, whatever its extension; a folder is read recursively for font extensions.
    /// Throws when a path does not exist or a folder cannot be listed.
    package static func find(_ paths: [String]) throws(FontPathError) -> Found {
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
            guard Platform.isReadable(path), Platform.canOpenFolder(path) else {
                throw FontPathError(path: path, reason: "the folder cannot be read (permission denied)")
            }
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
    private static func walk(
        _ root: String, visited: inout Set<FolderIdentity>, into files: inout [String],
        problems: inout [FontFileProblem]
    ) {
        var stack = [root]
        while let folder = stack.popLast() {
            let listing: (identity: FolderIdentity, entries: [FolderEntry])
            switch Platform.readFolder(folder) {
            case .success(let read): listing = read
            case .failure(let error):
                let reason =
                    error.isNameTooLong
                    ? "the path is longer than the system can open; fonts below it are not read"
                    : "the folder cannot be read: \(error)"
                problems.append(
                    FontFileProblem(path: folder, reason: reason, isResourceExhaustion: error.isResourceExhaustion))
                continue
            }
            guard visited.insert(listing.identity).inserted else { continue }
            var subfolders: [String] = []
            for entry in listing.entries {
                let full = folder + "/" + entry.name
                var isDirectory = entry.kind == .directory
                var isRegular = entry.kind == .regular
                let isFontName = fontExtensions.contains(Platform.lowercasedExtension(of: entry.name))
                if entry.kind == .symbolicLink || entry.kind == .unknown {
                    switch Platform.kindFollowingLinks(full) {
                    case .success(let kind):
                        isDirectory = kind == .directory
                        isRegular = kind == .file
                    case .failure(let error):
                        let reason =
                            error.isLinkLoop
                            ? "a symbolic link loop"
                            : error.isMissing
                                ? "a symbolic link whose target does not exist" : error.description
                        if isFontName { problems.append(FontFileProblem(path: full, reason: reason)) }
                        continue
                    }
                }
                if isDirectory {
                    subfolders.append(full)
                } else if isFontName {
                    if isRegular {
                        files.append(full)
                    } else {
                        problems.append(
                            FontFileProblem(path: full, reason: "not a regular file (a pipe, socket or device)"))
                    }
                }
            }
            stack.append(contentsOf: subfolders.reversed())
        }
    }
}
