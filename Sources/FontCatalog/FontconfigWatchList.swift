import CFontconfig
import FontAuditSystem

/// Every path whose change can change what a loaded fontconfig configuration lists, for
/// `InstalledFontsCache`: the configuration files and folders it read, the files it would have read had they
/// existed (`<include ignore_missing="yes">`), and its font folders with their subfolders (a font added or
/// removed changes its folder's time). fontconfig trusts a folder's cache file while the folder's time is
/// unchanged, so for such a folder the cache file is watched (`fc-cache` rewrites it); a folder without a
/// valid cache file is scanned on every load, so its font files are watched (one rewritten in place counts).
enum FontconfigWatchList {
    static func paths(of config: OpaquePointer, fontFiles: [String]) -> [String] {
        let configFiles = strings(FcConfigGetConfigFiles(config))
        var paths = configFiles
        let configFolders = Array(Set(configFiles.map(folder(of:))))
        let environment = Platform.environment
        for file in configFiles where Platform.kind(of: file) == .file {
            paths += includeCandidates(in: file, configFolders: configFolders, environment: environment)
        }
        paths += strings(FcConfigGetConfigDirs(config))
        let fontFolders = strings(FcConfigGetFontDirs(config))
        paths += fontFolders
        var scanned = Set<String>()
        for folder in fontFolders {
            var cacheFile: UnsafeMutablePointer<FcChar8>?
            if let cache = Platform.withCPath(
                folder,
                { name in
                    name.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcDirCacheLoad($0, config, &cacheFile) }
                })
            {
                FcDirCacheUnload(cache)
            } else {
                scanned.insert(folder)
            }
            if let cacheFile {
                paths.append(cacheFile.withMemoryRebound(to: CChar.self, capacity: 1) { Platform.path(cString: $0) })
                FcStrFree(cacheFile)
            }
        }
        let known = Set(fontFolders)
        paths += fontFiles.filter {
            let parent = Self.folder(of: $0)
            return scanned.contains(parent) || !known.contains(parent)
        }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// Where each `<include>` of a configuration file could be found, as fontconfig resolves it
    /// (`FcParseInclude`, `FcConfigGetFilename` in fontconfig's fcxml.c and fccfg.c): `prefix="xdg"` under
    /// XDG_CONFIG_HOME (or ~/.config), `~` under HOME, an absolute path as it is, a relative one in each
    /// folder of FONTCONFIG_PATH and fontconfig's own configuration folder (taken to be any folder a
    /// configuration file was read from). Read by a plain scan of the text: an include inside a comment is
    /// watched too, which only costs a look at one more path.
    static func includeCandidates(in file: String, configFolders: [String], environment: [String: String]) -> [String] {
        guard case .success(let bytes) = Platform.readFile(file, limit: 4 << 20, regularOnly: true) else { return [] }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        var candidates: [String] = []
        var at = 0
        while let open = ByteSearch.firstIndex(of: Self.openTag, in: bytes, from: at) {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")),
                let end = ByteSearch.firstIndex(of: Self.closeTag, in: bytes, from: close)
            else { break }
            let attributes = String(decoding: bytes[open..<close], as: UTF8.self)
            let name = String(decoding: bytes[(close + 1)..<end], as: UTF8.self).trimmingWhitespace
            at = end + Self.closeTag.count
            guard !name.isEmpty else { continue }
            if attributes.contains("prefix=\"xdg\"") || attributes.contains("prefix='xdg'") {
                let configHome =
                    environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home.map { $0 + "/.config" }
                if let configHome { candidates.append(configHome + "/" + name) }
            } else if name.hasPrefix("~") {
                if let home { candidates.append(home + name.dropFirst()) }
            } else if name.hasPrefix("/") {
                candidates.append(name)
            } else {
                let path = (environment["FONTCONFIG_PATH"] ?? "").split(separator: ":").map(String.init)
                candidates += (path + configFolders).map { $0 + "/" + name }
            }
        }
        return candidates
    }

    private static let openTag = Array("<include".utf8)
    private static let closeTag = Array("</include>".utf8)

    /// "/a/b/c.ttf" → "/a/b", on the bytes (`Platform.parent` walks characters, 2,000 font files a listing).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// The strings of a fontconfig string list, which is then freed.
    private static func strings(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        defer { FcStrListDone(list) }
        var result: [String] = []
        while let next = FcStrListNext(list) {
            result.append(next.withMemoryRebound(to: CChar.self, capacity: 1) { Platform.path(cString: $0) })
        }
        return result
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
