
/// Every face fontaudit can see: installed fonts through fontconfig, bundled fonts through FreeType.
public struct FontCatalog: Sendable {
    public struct Options: Sendable {
        public var bundledPaths: [String]
        public var includeSystemFonts: Bool
        /// When set, only installed faces it matches are kept (bundled files are all read regardless).
        public var systemFilter: FaceFilter?
        public var workers: Int

        public init(bundledPaths: [String] = [], includeSystemFonts: Bool = true, systemFilter: FaceFilter? = nil,
                    workers: Int = Platform.processorCount) {
            self.bundledPaths = bundledPaths
            self.includeSystemFonts = includeSystemFonts
            self.systemFilter = systemFilter
            self.workers = workers
        }
    }

    /// Time spent and work done, for `--stats`.
    public struct Stats: Sendable {
        public var filesFound = 0
        public var filesSkipped = 0
        public var systemFaces = 0
        public var bundledFaces = 0
        public var enumerateSeconds = 0.0
        public var readSeconds = 0.0

        public init() {}
    }

    public var faces: [FontFace]
    /// Files that could not be read; the catalog goes on without them.
    public var problems: [FontFileProblem]
    /// `--fonts` folders with no font file in them.
    public var emptyFolders: [String]
    public var stats: Stats
    /// Every installed family, normalised → its first spelling, read in the same pass as the faces: "did
    /// you mean" needs the families a filter left out, and loading fontconfig a second time doubled the
    /// fixed cost of a run with a misspelt family.
    public var familySpellings: [String: String] = [:]

    /// The spellings as the audit's lazy family list takes them.
    public var installedFamilies: @Sendable () -> [String: String] {
        let spellings = familySpellings
        return { spellings }
    }

    public init(faces: [FontFace], problems: [FontFileProblem] = [], emptyFolders: [String] = [], stats: Stats = Stats()) {
        self.faces = faces
        self.problems = problems
        self.emptyFolders = emptyFolders
        self.stats = stats
    }

    /// Loads the catalog. Throws only for a `--fonts` path that cannot be used at all.
    public static func load(_ options: Options) throws(FontPathError) -> FontCatalog {
        var stats = Stats()
        let start = Platform.now()
        let found = try FontFileFinder.find(options.bundledPaths)
        var faces: [FontFace] = []
        var spellings: [String: String] = [:]
        if options.includeSystemFonts {
            let listing = SystemFonts.listing(filter: options.systemFilter, spellings: true)
            faces = listing.faces
            spellings = listing.familySpellings
            stats.systemFaces = faces.count
        }
        let enumerated = Platform.now()
        let bundled = BundledFonts.read(files: found.files, workers: options.workers)
        if let exhausted = (found.problems + bundled.problems).first(where: \.isResourceExhaustion) {
            throw FontPathError(path: exhausted.path, reason: "\(exhausted.reason); fontaudit stops rather than report the fonts it could not read as missing (raise `ulimit -n`, or free memory)")
        }
        faces.append(contentsOf: bundled.faces)
        stats.filesFound = found.files.count
        stats.filesSkipped = bundled.problems.count + found.problems.count
        stats.bundledFaces = bundled.faces.count
        stats.enumerateSeconds = enumerated - start
        stats.readSeconds = Platform.now() - enumerated
        var catalog = FontCatalog(faces: faces, problems: found.problems + bundled.problems, emptyFolders: found.emptyFolders, stats: stats)
        catalog.familySpellings = spellings
        return catalog
    }
}
