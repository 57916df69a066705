import CFontconfig
import FontAuditSystem

/// Every path whose change can change what a loaded fontconfig configuration lists, for
/// `InstalledFontsCache`: the configuration files and folders it read, the files it would have read had they
/// existed (the top-level file anywhere fontconfig looks for it, `<include ignore_missing="yes">`), its font
/// folders with their subfolders (a font added or removed changes its folder's time), and its cache folders (a
/// cache file written by `fc-cache` into any of them). fontconfig trusts a folder's cache file while the folder's
/// time is unchanged, so for such a folder the cache file is watched; a folder without a valid cache file is
/// scanned on every load, so every file in it is watched (one rewritten in place counts). A configuration that
/// names folders relative to the working directory has the working directory watched too (".").
enum FontconfigWatchList {
    /// fontconfig's compiled-in configuration folder on Debian and Homebrew's two prefixes: where it looks for
    /// fonts.conf and relative includes after FONTCONFIG_PATH.
    static let defaultConfigFolders = ["/etc/fonts", "/usr/local/etc/fonts", "/opt/homebrew/etc/fonts"]

    /// nil when fontconfig did not load the configuration asked for (a missing or broken top-level file makes
    /// it fall back to a built-in one that names no file): such a listing is not kept, so fixing the file shows.
    static func paths(of config: OpaquePointer, fontFiles: [String]) -> [String]? {
        let configFiles = strings(FcConfigGetConfigFiles(config))
        let environment = Environment()
        let topLevel = environment.candidates(for: environment.value("FONTCONFIG_FILE") ?? "fonts.conf")
        guard let loaded = topLevel.first(where: { Platform.kind(of: $0) == .file }) else { return nil }
        let real = Platform.realPath(loaded)
        guard
            configFiles.contains(loaded)
                || configFiles.contains(where: { real != nil && Platform.realPath($0) == real })
        else { return nil }
        var paths = topLevel + configFiles
        var dependsOnWorkingDirectory = topLevel.contains { !$0.hasPrefix("/") }
        for file in configFiles {
            // A folder of them (conf.d) is refused here; its files are in the list themselves.
            guard case .success(let bytes) = Platform.readFile(file, limit: 4 << 20, regularOnly: true) else {
                continue
            }
            paths += includeCandidates(in: bytes, environment: environment)
            dependsOnWorkingDirectory = dependsOnWorkingDirectory || namesRelativeFolders(bytes)
        }
        paths += strings(FcConfigGetConfigDirs(config))
        paths += strings(FcConfigGetCacheDirs(config))
        let fontFolders = strings(FcConfigGetFontDirs(config))
        paths += fontFolders
        for folder in fontFolders {
            var cacheFile: UnsafeMutablePointer<FcChar8>?
            if let cache = Platform.withCPath(
                folder,
                { name in
                    name.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcDirCacheLoad($0, config, &cacheFile) }
                })
            {
                FcDirCacheUnload(cache)
            } else if case .success(let listing) = Platform.readFolder(folder) {
                paths += listing.entries.map { folder + "/" + $0.name }
            }
            if let cacheFile {
                paths.append(cacheFile.withMemoryRebound(to: CChar.self, capacity: 1) { Platform.path(cString: $0) })
                FcStrFree(cacheFile)
            }
        }
        let known = Set(fontFolders)
        paths += fontFiles.filter { !known.contains(Platform.parent(of: $0)) }
        if dependsOnWorkingDirectory { paths.append(".") }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// The variables fontconfig reads, as it reads them: set but empty is not unset (an empty XDG_CONFIG_HOME
    /// puts its files under "/fontconfig").
    struct Environment {
        func value(_ name: String) -> String? { Platform.environmentValue(name) }

        /// `FcConfigXdgConfigHome`: XDG_CONFIG_HOME, else HOME/.config.
        var configHome: String? { value("XDG_CONFIG_HOME") ?? value("HOME").map { $0 + "/.config" } }

        /// Where fontconfig looks for a configuration file so named (`FcConfigGetFilename`): as it is when
        /// absolute, under HOME after a "~", else in each folder of FONTCONFIG_PATH, then its own folder.
        func candidates(for name: String) -> [String] {
            if name.hasPrefix("/") { return [name] }
            if name.hasPrefix("~") { return value("HOME").map { [$0 + name.dropFirst()] } ?? [] }
            let path = (value("FONTCONFIG_PATH") ?? "").split(separator: ":").map(String.init)
            return (path + FontconfigWatchList.defaultConfigFolders).map { $0 + "/" + name }
        }
    }

    /// Where each `<include>` of a configuration file could be found, as fontconfig resolves it
    /// (`FcParseInclude`, `FcConfigGetFilename` in fontconfig's fcxml.c and fccfg.c): `prefix="xdg"` under
    /// XDG_CONFIG_HOME (or ~/.config), the rest as `Environment.candidates`. Read by a plain scan of the text:
    /// an include inside a comment is watched too, which only costs a look at one more path.
    static func includeCandidates(in bytes: [UInt8], environment: Environment) -> [String] {
        var candidates: [String] = []
        for (attributes, name) in elements(Self.openTag, Self.closeTag, in: bytes) where !name.isEmpty {
            if attributes.contains("prefix=\"xdg\"") || attributes.contains("prefix='xdg'") {
                if let configHome = environment.configHome { candidates.append(configHome + "/" + name) }
            } else {
                candidates += environment.candidates(for: name)
            }
        }
        return candidates
    }

    /// Whether a `<dir>` or `<cachedir>` is relative to the working directory: `prefix="cwd"` or "default", or
    /// a relative name without a prefix that anchors it elsewhere ("xdg", "relative": the config file's folder).
    static func namesRelativeFolders(_ bytes: [UInt8]) -> Bool {
        let tags = [("<dir", "</dir>"), ("<cachedir", "</cachedir>")]
        for (open, close) in tags {
            for (attributes, name) in elements(Array(open.utf8), Array(close.utf8), in: bytes) {
                let anchored = ["xdg", "relative"].contains {
                    attributes.contains("prefix=\"\($0)\"") || attributes.contains("prefix='\($0)'")
                }
                if attributes.contains("cwd") || (!anchored && !name.hasPrefix("/") && !name.hasPrefix("~")) {
                    return true
                }
            }
        }
        return false
    }

    /// The attributes and trimmed text of each element between `open` and `close` (a plain scan, no XML).
    private static func elements(_ open: [UInt8], _ close: [UInt8], in bytes: [UInt8]) -> [(String, String)] {
        var found: [(String, String)] = []
        var at = 0
        while let start = ByteSearch.firstIndex(of: open, in: bytes, from: at) {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { break }
            at = end + 1
            // "<dir" also begins "<dirs…>": the tag name must end there.
            let next = bytes[start + open.count]
            guard
                next == UInt8(ascii: ">") || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
                    || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
            else { continue }
            if bytes[end - 1] == UInt8(ascii: "/") { continue }  // an empty element
            guard let stop = ByteSearch.firstIndex(of: close, in: bytes, from: end) else { break }
            found.append(
                (
                    String(decoding: bytes[start..<end], as: UTF8.self),
                    String(decoding: bytes[(end + 1)..<stop], as: UTF8.self).trimmingWhitespace
                ))
            at = stop + close.count
        }
        return found
    }

    private static let openTag = Array("<include".utf8)
    private static let closeTag = Array("</include>".utf8)

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
