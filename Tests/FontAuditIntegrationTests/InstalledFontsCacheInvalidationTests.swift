import Foundation
import TestSupport
import Testing

/// The kept listing of installed fonts (`InstalledFontsCache`) through the binary, as a user's runs meet it:
/// each change that changes what fontconfig lists (a font added, a font rewritten in place, a config rule, a
/// config file that did not exist) must show in the very next run, as in a run without the cache.
@Suite struct InstalledFontsCacheInvalidationTests {
    private struct Machine {
        var root: String
        var fonts: String { root + "/fonts" }
        var more: String { root + "/more" }
        var conf: String { root + "/fonts.conf" }
        var extra: String { root + "/extra.conf" }
        var cache: String { root + "/cache" }

        func write(_ text: String, to path: String) throws {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }

        func config(rules: String = "", fontconfigCache: Bool) throws {
            try write(
                """
                <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>
                <dir>\(fonts)</dir>
                <cachedir>\(fontconfigCache ? root + "/fc-cache" : conf + "/not-a-folder")</cachedir>
                <include ignore_missing="yes">\(extra)</include>
                \(rules)
                </fontconfig>
                """, to: conf)
        }

        /// `fontaudit scan`'s JSON with the cache, and without it (the reference).
        func scan() throws -> (cached: String, reference: String) {
            let environment = ["FONTCONFIG_FILE": conf, "HOME": root]
            let cached = try runBinary(
                ["scan", "--format", "json"], environment: environment.merging(["FONTAUDIT_CACHE_DIR": cache]) { $1 })
            let reference = try runBinary(
                ["scan", "--format", "json"], environment: environment.merging(["FONTAUDIT_CACHE_DIR": ""]) { $1 })
            #expect(cached.code == 0 && reference.code == 0, "\(cached.stderr)\(reference.stderr)")
            return (cached.stdout, reference.stdout)
        }

        /// The kept file's inode: a run that kept a new listing renamed a new file over it.
        var keptFile: UInt64? {
            guard let name = try? FileManager.default.contentsOfDirectory(atPath: cache).first,
                let attributes = try? FileManager.default.attributesOfItem(atPath: cache + "/" + name)
            else { return nil }
            return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        }
    }

    @Test(arguments: [false, true])
    func everyChangeShowsInTheNextRun(fontconfigCache: Bool) throws {
        let machine = Machine(root: try temporaryFolder())
        let files = FileManager.default
        try files.createDirectory(atPath: machine.fonts, withIntermediateDirectories: true)
        try files.createDirectory(atPath: machine.more, withIntermediateDirectories: true)
        try files.copyItem(atPath: Paths.font("AuditSans/AuditSans-Regular.ttf"), toPath: machine.fonts + "/a.ttf")
        try files.copyItem(atPath: Paths.font("AuditSans/AuditSans-Bold.ttf"), toPath: machine.fonts + "/b.ttf")
        try files.copyItem(atPath: Paths.font("AuditSans/AuditSans-Black.ttf"), toPath: machine.more + "/c.ttf")
        // Without a usable cache folder fontconfig reads the font files on every load; with one, it writes
        // its cache file on the first.
        try machine.config(fontconfigCache: fontconfigCache)
        var run = try machine.scan()
        #expect(run.cached == run.reference && run.cached.contains("AuditSans-Bold"))
        #expect(machine.keptFile == nil, "a listing made from files changed in the last two seconds is not kept")
        Thread.sleep(forTimeInterval: 2.2)
        run = try machine.scan()
        let kept = try #require(machine.keptFile)
        run = try machine.scan()
        #expect(machine.keptFile == kept, "the second run read the kept listing")
        #expect(run.cached == run.reference)

        // A font added to a font folder.
        try files.copyItem(atPath: Paths.font("AuditSans/AuditSans-Italic.ttf"), toPath: machine.fonts + "/d.ttf")
        run = try machine.scan()
        #expect(run.cached == run.reference && run.cached.contains("AuditSans-Italic"))

        // A font rewritten in place: same name, same folder, new face.
        let semibold = try Data(contentsOf: URL(fileURLWithPath: Paths.font("AuditSans/AuditSans-SemiBold.ttf")))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: machine.fonts + "/a.ttf"))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: semibold)
        try handle.close()
        if fontconfigCache {
            // fontconfig itself trusts its cache file until fc-cache runs again, which rewrites that file.
            _ = try runBinaryLike(
                "/usr/bin/fc-cache", ["-f", machine.fonts], environment: ["FONTCONFIG_FILE": machine.conf])
        }
        run = try machine.scan()
        #expect(run.cached == run.reference && run.cached.contains("AuditSans-SemiBold"))

        // A config file that did not exist, included with ignore_missing, brings another folder.
        try machine.write("<fontconfig><dir>\(machine.more)</dir></fontconfig>", to: machine.extra)
        run = try machine.scan()
        #expect(run.cached == run.reference && run.cached.contains("AuditSans-Black"))

        // A rule in the config: <selectfont> rejects the bold faces.
        try machine.config(
            rules: "<selectfont><rejectfont><glob>\(machine.fonts)/b.ttf</glob></rejectfont></selectfont>",
            fontconfigCache: fontconfigCache)
        run = try machine.scan()
        #expect(run.cached == run.reference && !run.cached.contains("AuditSans-Bold"))

        // Once all of it is old enough, the new listing is kept, and read by the next run.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try machine.scan()
        let rekept = try #require(machine.keptFile)
        #expect(rekept != kept)
        run = try machine.scan()
        #expect(machine.keptFile == rekept)
        #expect(run.cached == run.reference && !run.cached.contains("AuditSans-Bold\""))
    }

    /// A broken or missing top-level fonts.conf makes fontconfig fall back to a built-in configuration that
    /// names no file: such a listing is never kept, so the run after the fix sees the fix.
    @Test func aBrokenConfigurationIsNeverKept() throws {
        let machine = Machine(root: try temporaryFolder())
        try FileManager.default.createDirectory(atPath: machine.fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.font("AuditSans/AuditSans-Regular.ttf"), toPath: machine.fonts + "/a.ttf")
        try machine.write("<fontconfig><dir>\(machine.fonts)</dir><oops></fontconfig>", to: machine.conf)
        Thread.sleep(forTimeInterval: 2.2)
        for _ in 0..<2 { _ = try machine.scan() }
        #expect(machine.keptFile == nil)
        try machine.config(fontconfigCache: true)
        let run = try machine.scan()
        #expect(run.cached == run.reference && run.cached.contains("AuditSans-Regular"))
    }
}
