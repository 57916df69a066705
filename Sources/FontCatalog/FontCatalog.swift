import FontAuditSystem

/// Every face fontaudit can see: installed fonts through fontconfig, bundled fonts through FreeType.
package struct FontCatalog {
    package struct Options: Sendable {
        package var bundledPaths: [String]
        package var includeSystemFonts: Bool
        /// When set, only installed faces it matches are kept (bundled files are all read regardless).
        package var systemFilter: FaceFilter?
        package var workers: Int
        /// Installed faces from the listing an earlier run kept, while it is still fontconfig's; nil: fontconfig
        /// loaded every run (the reference path).
        package var installedFontsCache: InstalledFontsCache?

        package init(
            bundledPaths: [String] = [], includeSystemFonts: Bool = true, systemFilter: FaceFilter? = nil,
            workers: Int = Platform.processorCount, installedFontsCache: InstalledFontsCache? = nil
        ) {
            self.installedFontsCache = installedFontsCache
            self.bundledPaths = bundledPaths
            self.includeSystemFonts = includeSystemFonts
            self.systemFilter = systemFilter
            self.workers = workers
        }
    }

    /// Time spent and work done, for `--stats`.
    package struct Stats: Sendable {
        package var filesFound = 0
        package var filesSkipped = 0
        package var systemFaces = 0
        package var bundledFaces = 0
        package var enumerateSeconds = 0.0
        package var readSeconds = 0.0

        package init() {}
    }

    package var faces: [FontFace]
    /// Files that could not be read; the catalog goes on without them.
    package var problems: [FontFileProblem]
    /// `--fonts` folders with no font file in them.
    package var emptyFolders: [String]
    package var stats: Stats
    /// The fontconfig configuration the installed faces came from: "did you mean" asks it for the families
    /// a filter left out. Loading fontconfig a second time for them doubled the fixed cost of a run with a
    /// misspelt family.
    package var fontconfig: FontconfigSession?

    /// Every installed family, normalised → its first spelling (read from fontconfig on first use).
    package var familySpellings: [String: String] { fontconfig?.familySpellings() ?? [:] }

    /// The spellings as the audit's lazy family list takes them.
    package var installedFamilies: () -> [String: String] {
        let session = fontconfig
        return { session?.familySpellings() ?? [:] }
    }

    package init(
        faces: [FontFace], problems: [FontFileProblem] = [], emptyFolders: [String] = [], stats: Stats = Stats()
    ) {
        self.faces = faces
        self.problems = problems
        self.emptyFolders = emptyFolders
        self.stats = stats
    }

    /// Loads the catalog. Throws only for a `--fonts` path that cannot be used at all.
    package static func load(_ options: Options) throws(FontPathError) -> FontCatalog {
        var stats = Stats()
        let start = Platform.now()
        let found = try FontFileFinder.find(options.bundledPaths)
        var faces: [FontFace] = []
        var session: FontconfigSession?
        if options.includeSystemFonts {
            let listing = SystemFonts.listing(filter: options.systemFilter, cache: options.installedFontsCache)
            faces = listing.faces
            session = listing.session
            stats.systemFaces = faces.count
        }
        let enumerated = Platform.now()
        let bundled = BundledFonts.read(files: found.files, workers: options.workers)
        try stopIfExhausted(found.problems + bundled.problems)
        faces.append(contentsOf: bundled.faces)
        stats.filesFound = found.files.count
        stats.filesSkipped = bundled.problems.count + found.problems.count
        stats.bundledFaces = bundled.faces.count
        stats.enumerateSeconds = enumerated - start
        stats.readSeconds = Platform.now() - enumerated
        var catalog = FontCatalog(
            faces: faces, problems: found.problems + bundled.problems, emptyFolders: found.emptyFolders, stats: stats)
        catalog.fontconfig = session
        return catalog
    }

    /// A font that could not be read because the machine ran out of descriptors or memory stops the run:
    /// going on would list every face it missed as one to buy.
    static func stopIfExhausted(_ problems: [FontFileProblem]) throws(FontPathError) {
        if let exhausted = problems.first(where: \.isResourceExhaustion) {
            throw FontPathError(
                path: exhausted.path,
                reason:
                    "\(exhausted.reason); fontaudit stops rather than report the fonts it could not read as missing (raise `ulimit -n`, or free memory)"
            )
        }
    }
}
