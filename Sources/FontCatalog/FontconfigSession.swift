import CFontconfig

/// The installed faces of this run, and where they came from: a fontconfig configuration loaded now, or the
/// listing an earlier run kept (`InstalledFontsCache`). Kept while the run may still ask for the installed
/// families ("did you mean").
package final class FontconfigSession {
    enum Source {
        /// Owned by the session, destroyed with it.
        case fontconfig(OpaquePointer)
        case kept([InstalledPattern])
    }

    let source: Source
    private var spellings: [String: String]?

    init(_ source: Source) { self.source = source }

    /// fontconfig's full load: its configuration files parsed, its font caches read (the reference path).
    static func load() -> FontconfigSession? { FcInitLoadConfigAndFonts().map { FontconfigSession(.fontconfig($0)) } }

    deinit { if case .fontconfig(let config) = source { FcConfigDestroy(config) } }

    /// Every installed family, normalised → its first spelling; read once, on first use.
    package func familySpellings() -> [String: String] {
        if let spellings { return spellings }
        var read: [String: String] = [:]
        switch source {
        case .fontconfig(let config):
            read = FcConfigGetFonts(config, FcSetSystem).map(SystemFonts.spellings) ?? [:]
        case .kept(let patterns):
            for pattern in patterns {
                for (key, family) in zip(pattern.familyKeys, pattern.families) where read[key] == nil {
                    read[key] = family
                }
            }
        }
        spellings = read
        return read
    }
}
