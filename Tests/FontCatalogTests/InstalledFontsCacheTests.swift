import Foundation
import TestSupport
import Testing

@testable import FontAuditSystem
@testable import FontCatalog

/// The kept listing against fontconfig's own (the reference path, `SystemFonts.listing` without a cache),
/// on the fonts `make test` installs; damaged cache files; the file format on any byte.
@Suite struct InstalledFontsCacheTests {
    /// A cache in a folder of its own that keeps a listing however recent its files.
    private func freshCache() throws -> InstalledFontsCache {
        var cache = InstalledFontsCache(folder: try temporaryFolder() + "/cache")
        cache.racyChangeWindow = -1e12
        return cache
    }

    private func isKept(_ session: FontconfigSession?) -> Bool {
        if case .kept? = session?.source { return true }
        return false
    }

    @Test func keptListingListsWhatFontconfigLists() throws {
        let cache = try freshCache()
        let first = SystemFonts.listing(filter: nil, cache: cache)
        #expect(!isKept(first.session), "nothing was kept yet: fontconfig is loaded")
        let kept = SystemFonts.listing(filter: nil, cache: cache)
        #expect(isKept(kept.session))
        let reference = SystemFonts.listing(filter: nil)
        #expect(reference.faces.count > 100)
        #expect(kept.faces == reference.faces)
        #expect(first.faces == reference.faces)
        #expect(kept.session?.familySpellings() == reference.session?.familySpellings())

        var typefaces = FaceFilter(families: ["Open Sans"])
        typefaces.addTypefaces(["Open Sans"])
        let filters = [
            FaceFilter(families: ["DejaVu Sans", "JetBrains Mono"]),
            FaceFilter(families: ["nimbus-sans"], postscriptNames: ["DejaVuSerif-Bold", "texgyreheros-regular"]),
            FaceFilter(families: ["No Such Family"]),
            typefaces,
        ]
        for filter in filters {
            let fromKept = SystemFonts.listing(filter: filter, cache: cache)
            #expect(isKept(fromKept.session))
            #expect(fromKept.faces == SystemFonts.listing(filter: filter).faces)
            #expect(!fromKept.faces.isEmpty || filter.familyKeys == ["nosuchfamily"])
            // A second, wider listing from the same session, as CatalogLoader makes.
            let wider = SystemFonts.listing(filter: nil, reusing: fromKept.session)
            #expect(wider.faces == reference.faces)
        }
    }

    @Test func onCINoListingIsKeptButOneKeptIsRead() throws {
        var cache = try freshCache()
        cache.keepsListing = false
        _ = SystemFonts.listing(filter: nil, cache: cache)
        #expect(!FileManager.default.fileExists(atPath: cache.folder))
        cache.keepsListing = true
        _ = SystemFonts.listing(filter: nil, cache: cache)
        cache.keepsListing = false
        #expect(isKept(SystemFonts.listing(filter: nil, cache: cache).session))
    }

    @Test func aDamagedCacheFileIsAFullLoad() throws {
        let cache = try freshCache()
        _ = SystemFonts.listing(filter: nil, cache: cache)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.folder).first)
        let path = cache.folder + "/" + file
        let valid = try Data(contentsOf: URL(fileURLWithPath: path))
        let reference = SystemFonts.listing(filter: FaceFilter(families: ["DejaVu Sans"])).faces
        var generator = SystemRandomNumberGenerator()
        var damaged: [Data] = [Data(), Data("garbage".utf8), valid.prefix(valid.count / 2), valid + Data("1:x,".utf8)]
        for _ in 0..<40 {
            var copy = valid
            let at = Int.random(in: 0..<copy.count, using: &generator)
            copy[at] = UInt8.random(in: 0...255, using: &generator)
            damaged.append(copy)
        }
        for bytes in damaged {
            try bytes.write(to: URL(fileURLWithPath: path))
            // A damaged file is never trusted, a byte changed inside a name included (the checksum).
            let listing = SystemFonts.listing(filter: FaceFilter(families: ["DejaVu Sans"]), cache: cache)
            #expect(!isKept(listing.session) || Data(bytes) == valid)
            #expect(listing.faces == reference)
        }
        #expect(KeptListing(decoding: Array(valid)) != nil)
        for length in stride(from: 0, to: valid.count, by: max(1, valid.count / 300)) {
            #expect(KeptListing(decoding: Array(valid.prefix(length))) == nil)
        }
    }

    @Test func theFileFormatKeepsEveryByte() throws {
        let odd = Platform.path(cString: [0x2F, 0x66, 0xE9, 0x2C, 0x3A, 0x0A, 0x00].map { CChar(bitPattern: $0) })
        let patterns = [
            InstalledPattern(
                families: ["Ünïcode Sans", "1:x,"], style: "Bold, Italic", postscriptName: "", path: odd,
                rawIndex: 0x1_0002,
                variable: false, weight: .single(700), slant: 100, width: 87),
            InstalledPattern(
                families: [], style: "", postscriptName: "Flex-Sans", path: "/f.ttf", rawIndex: 0, variable: true,
                weight: .range(100, 900), slant: 0, width: 100),
            InstalledPattern(
                families: ["A"], style: "Regular", postscriptName: "A", path: "/a.pfb", rawIndex: 0, variable: false,
                weight: nil, slant: 0, width: 100),
        ]
        let stamps = [FileStamp.of("/"), FileStamp.of("/no/such/path"), FileStamp.of(Paths.demo)]
        let listing = KeptListing(
            key: "k\n:,", watched: zip(["/", "/no/such/path", odd], stamps).map { ($0, $1) }, patterns: patterns)
        let decoded = try #require(KeptListing(decoding: listing.encoded))
        #expect(decoded.key == "k\n:,")
        #expect(decoded.patterns == patterns)
        #expect(decoded.watched.map(\.path) == ["/", "/no/such/path", odd])
        #expect(decoded.watched.map(\.stamp) == stamps)
        #expect(stamps[1].text == "absent" && stamps[1].latestChange == 0)
    }

    /// A listing no fontconfig could have made (an index past 32 bits, a weight range the wrong way round) is
    /// not read: its values would trap the conversion.
    @Test func valuesFontconfigCannotGiveAreNotRead() throws {
        func decodes(_ pattern: InstalledPattern) -> Bool {
            KeptListing(decoding: KeptListing(key: "k", watched: [], patterns: [pattern]).encoded) != nil
        }
        let good = InstalledPattern(
            families: ["A"], style: "Regular", postscriptName: "A", path: "/a.ttf", rawIndex: 0x1_0002, variable: true,
            weight: .range(100, 900), slant: 0, width: 100)
        #expect(decodes(good))
        var huge = good
        huge.rawIndex = 1 << 40
        var backwards = good
        backwards.weight = .range(900, 100)
        var negative = good
        negative.weight = .single(-5)
        var wide = good
        wide.width = 1 << 40
        for bad in [huge, backwards, negative, wide] { #expect(!decodes(bad)) }
    }

    /// The cache file's name holding a link or a FIFO: replaced, never written through, never waited on. A
    /// folder others can write to is not used at all.
    @Test func theCacheFileIsReplacedNeverWrittenThrough() throws {
        let cache = try freshCache()
        _ = SystemFonts.listing(filter: nil, cache: cache)
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
        let path = cache.folder + "/" + (try #require(names.first))
        let victim = try temporaryFolder() + "/victim.txt"
        try "keep me".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
        _ = SystemFonts.listing(filter: nil, cache: cache)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
        #expect(isKept(SystemFonts.listing(filter: nil, cache: cache).session), "the link was replaced by a listing")

        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        let listing = SystemFonts.listing(filter: nil, cache: cache)
        #expect(listing.faces == SystemFonts.listing(filter: nil).faces)

        let shared = try freshCache()
        try FileManager.default.createDirectory(
            atPath: shared.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        _ = SystemFonts.listing(filter: nil, cache: shared)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.folder).isEmpty)
    }

    @Test func aStampChangesWithTheFile() throws {
        let path = try temporaryFolder() + "/f"
        #expect(FileStamp.of(path).text == "absent")
        try Data("one".utf8).write(to: URL(fileURLWithPath: path))
        let written = FileStamp.of(path)
        #expect(FileStamp.of(path) == written)
        #expect(FileStamp(text: Substring(written.text)) == written)
        // Same size, same second, written in place: the nanoseconds or the status change still differ.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data("two".utf8))
        try handle.close()
        #expect(FileStamp.of(path) != written)
        #expect(FileStamp(text: "1:2:3") == nil && FileStamp(text: "x") == nil)
    }

    @Test func theEnvironmentChoosesTheFolder() {
        #expect(InstalledFontsCache(environment: ["HOME": "/home/u"])?.folder == "/home/u/.cache/fontaudit")
        #expect(
            InstalledFontsCache(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/c"])?.folder == "/c/fontaudit")
        #expect(InstalledFontsCache(environment: ["HOME": "/home/u", "FONTAUDIT_CACHE_DIR": "/x"])?.folder == "/x")
        #expect(InstalledFontsCache(environment: ["HOME": "/home/u", "FONTAUDIT_CACHE_DIR": ""]) == nil)
        #expect(InstalledFontsCache(environment: ["HOME": "/home/u", "FONTCONFIG_SYSROOT": "/r"]) == nil)
        #expect(InstalledFontsCache(environment: ["HOME": "relative"]) == nil)
        #expect(InstalledFontsCache(environment: [:]) == nil)
        #expect(InstalledFontsCache(environment: ["HOME": "/home/u"])?.keepsListing == true)
        #expect(InstalledFontsCache(environment: ["HOME": "/home/u", "CI": "true"])?.keepsListing == false)
        #expect(InstalledFontsCache(environment: ["HOME": "/home/u", "CI": "false"])?.keepsListing == true)
    }

    @Test func includesAreWatchedWhereFontconfigWouldLook() throws {
        let folder = try temporaryFolder()
        let file = folder + "/fonts.conf"
        try """
        <fontconfig>
          <include ignore_missing="yes">/abs/extra.conf</include>
          <include ignore_missing="yes" prefix="xdg">fontconfig/conf.d</include>
          <include ignore_missing="yes">~/.fonts.conf</include>
          <include>conf.d</include>
        </fontconfig>
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let candidates = FontconfigWatchList.includeCandidates(
            in: Array(try Data(contentsOf: URL(fileURLWithPath: file))), environment: .init())
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        let configHome = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] ?? home + "/.config"
        #expect(candidates.contains("/abs/extra.conf"))
        #expect(candidates.contains(configHome + "/fontconfig/conf.d"))
        #expect(home.isEmpty || candidates.contains(home + "/.fonts.conf"))
        #expect(candidates.contains("/etc/fonts/conf.d"))
        #expect(
            !FontconfigWatchList.namesRelativeFolders(
                Array("<dir>/usr/share/fonts</dir><dir prefix=\"xdg\">fonts</dir><dir>~/.fonts</dir><dirs/>".utf8)))
        #expect(FontconfigWatchList.namesRelativeFolders(Array("<dir prefix=\"cwd\">fonts</dir>".utf8)))
        #expect(FontconfigWatchList.namesRelativeFolders(Array("<cachedir>cache</cachedir>".utf8)))
        #expect(FontconfigWatchList.namesRelativeFolders(Array("<dir>fonts</dir>".utf8)))
        // Platform.parent, which the watch list asks of every font file, finds the last "/" on the bytes.
        let parents = ["/a/b/c.ttf": "/a/b", "/c.ttf": "/", "c.ttf": ".", "/a/é/ü.otf": "/a/é", "a/b/": "a/b"]
        for (path, parent) in parents { #expect(Platform.parent(of: path) == parent, "\(path)") }
    }
}
