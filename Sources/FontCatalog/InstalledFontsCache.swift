import CFontconfig
import FontAuditSystem

/// The installed faces fontconfig listed on an earlier run, kept in a file with the stamp of every path
/// they were made from (`FontconfigWatchList`), and read instead of loading fontconfig while every stamp is
/// unchanged. Loading fontconfig parses its configuration files on every run (53 of them on Debian), which
/// is most of what a small audit costs; reading the kept listing and checking its stamps costs a fraction.
///
/// fontconfig stays the authority: the listing is what it listed, a changed, added or removed configuration
/// file, font folder or font file (or any other environment for fontconfig) means a full load, and the full
/// load is the reference path (`SystemFonts.listing` without a cache) that `InstalledFontsCacheTests`
/// compares with. A cache file that cannot be read, written or trusted is a full load, never an error.
package struct InstalledFontsCache: Sendable {
    /// Where the kept listings live.
    package var folder: String
    /// A listing is not kept when something it was made from changed this recently: a change in the same
    /// clock tick as the load, or within a file system's time granularity, might not change its stamp.
    package var racyChangeWindow = 2.0
    /// Whether a run that loads fontconfig keeps its listing. Not on CI: a fresh runner never reads it, and
    /// keeping costs a one-shot run a third of its time (the listing converted, stamped and written).
    package var keepsListing = true

    package init(folder: String) { self.folder = folder }

    /// `FONTAUDIT_CACHE_DIR` (empty: no cache), else `$XDG_CACHE_HOME/fontaudit`, else `~/.cache/fontaudit`;
    /// none with FONTCONFIG_SYSROOT, which the watch list does not follow. With `CI` set, a kept listing is
    /// read but none is kept.
    package init?(environment: [String: String]) {
        if environment["FONTCONFIG_SYSROOT"] != nil { return nil }
        if let chosen = environment["FONTAUDIT_CACHE_DIR"] {
            guard !chosen.isEmpty else { return nil }
            folder = chosen
        } else if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            folder = cache + "/fontaudit"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.cache/fontaudit"
        } else {
            return nil
        }
        // CI=true on GitHub Actions, GitLab, CircleCI, Travis, Buildkite and most others.
        keepsListing = !["true", "1", "yes"].contains((environment["CI"] ?? "").lowercased())
    }

    /// The kept listing when it is still what fontconfig would list, else fontconfig loaded now (and its
    /// listing kept for the next run).
    func session() -> FontconfigSession? {
        let key = Self.key()
        let file = folder + "/installed-fonts-\(Self.slot(of: key)).cache"
        // Only a folder of this user's that no one else can write to: a listing is trusted as fontconfig's.
        let usable = Platform.isPrivateFolder(folder)
        if usable, case .success(let bytes) = Platform.readFile(file, limit: 256 << 20, regularOnly: true),
            let kept = KeptListing(decoding: bytes), kept.key == key,
            kept.watched.allSatisfy({ FileStamp.of($0.path) == $0.stamp })
        {
            return FontconfigSession(.kept(kept.patterns))
        }
        let started = Platform.wallClock()
        guard let session = FontconfigSession.load(), case .fontconfig(let config) = session.source else { return nil }
        if keepsListing,
            usable
                || (Platform.kind(of: folder) == .missing && Platform.makeFolders(folder)
                    && Platform.isPrivateFolder(folder))
        {
            keep(config, key: key, in: file, loadedAt: started)
        }
        return session
    }

    private func keep(_ config: OpaquePointer, key: String, in file: String, loadedAt started: Double) {
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return }
        let patterns = (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0].map { InstalledPattern($0) } }
        guard let paths = FontconfigWatchList.paths(of: config, fontFiles: patterns.map(\.path)) else { return }
        let stamps = paths.map(FileStamp.of)
        guard !stamps.contains(where: { $0.latestChange >= started - racyChangeWindow }) else { return }
        let kept = KeptListing(key: key, watched: Array(zip(paths, stamps)), patterns: patterns)
        // Whatever is at the file's name (a link, a FIFO) is replaced, never written through.
        try? Platform.write(kept.encoded, to: file, replacingAnything: true)
    }

    /// What fontconfig's answer depends on besides files: its version and the variables it reads (byte for
    /// byte: two file names that are not UTF-8 must not make one key).
    static func key() -> String {
        let variables = [
            "FONTCONFIG_FILE", "FONTCONFIG_PATH", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
            "XDG_DATA_DIRS", "XDG_CONFIG_DIRS",
        ]
        return "fontconfig \(FcGetVersion())\n"
            + variables.map { "\($0)=\(Platform.environmentValue($0).map { "[\($0)]" } ?? "unset")" }
            .joined(separator: "\n")
    }

    /// One of eight files, by the key's hash (`KeptListing.checksum`): runs under different configurations
    /// (tests, each with a fonts.conf of their own) keep a few listings at most, never one per configuration.
    static func slot(of key: String) -> Int { Int(KeptListing.checksum(Array(key.utf8)[...]) % 8) }
}
