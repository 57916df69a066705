import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

/// Hostile input stays bounded (issue 13, part 4): exit 2, or a warning and a skip, never a hang, a crash or
/// gigabytes. Times are not asserted here (that is `make bench`); each case's outcome is.
@Suite struct BoundedWorkTests {
    @Test func specsAndBaselinesAreReadUpToTheCapFromAnything() throws {
        let zero = runInProcess(["/dev/zero", "--no-system-fonts"])
        #expect(zero.code == 2)
        #expect(zero.stderr.contains("/dev/zero: error: the input is larger than 64 MiB"))
        let spec = try temporarySpec(#"{"styles": [{"name": "a", "family": "X", "weight": 400}]}"#)
        let baseline = runInProcess([spec, "--no-system-fonts", "--baseline", "/dev/zero"])
        #expect(baseline.code == 2)
        #expect(baseline.stderr.contains("larger than 64 MiB"))
        // A FIFO with no writer is an empty input, not a wait forever; one that never ends stops at the cap.
        let fifo = try temporaryFolder() + "/spec.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let empty = try runShell(#"timeout 20 "$0" "$1" --no-system-fonts"#, arguments: [Paths.binary, fifo])
        #expect(empty.code == 2)
        #expect(empty.stderr.contains("the file is empty"))
        // The shell holds the FIFO open for reading and writing (fd 3) first, so that fontaudit always meets a
        // writer, whether `yes` has opened it yet or not (before, fontaudit could find it empty and the `yes`
        // left waiting to open it kept this test's output open: a hang under load). `yes` gets none of the
        // test's descriptors, and dies of SIGPIPE once the shell and fontaudit are gone (or after 30 s).
        let endless = try runShell(
            #"exec 3<>"$1"; (exec >/dev/null 2>&1 3>&-; exec timeout 30 yes > "$1") & timeout 20 "$0" "$1" --no-system-fonts"#,
            arguments: [Paths.binary, fifo])
        #expect(endless.code == 2)
        #expect(endless.stderr.contains("larger than 64 MiB"))
    }

    @Test func aCollectionHeaderCannotMultiplyFaces() throws {
        let good = try Data(contentsOf: URL(fileURLWithPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf"))
        func collection(count: Int, offsets: (Int) -> Int) -> Data {
            var header = Data("ttcf".utf8) + Data([0, 1, 0, 0])
            withUnsafeBytes(of: UInt32(count).bigEndian) { header.append(contentsOf: $0) }
            for i in 0..<count { withUnsafeBytes(of: UInt32(offsets(i)).bigEndian) { header.append(contentsOf: $0) } }
            return header
        }
        /// The font with its table offsets moved by `base`: in a collection they count from the file's start.
        func shifted(_ font: Data, by base: Int) -> Data {
            var bytes = [UInt8](font)
            let tables = Int(bytes[4]) << 8 | Int(bytes[5])
            for i in 0..<tables {
                let at = 12 + 16 * i + 8
                let offset = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } + base
                for k in 0..<4 { bytes[at + k] = UInt8((offset >> (24 - 8 * k)) & 0xFF) }
            }
            return Data(bytes)
        }
        let folder = try temporaryFolder()
        // 65,535 faces claimed in a file far too small for them.
        var huge = collection(count: 65_535) { _ in 12 + 4 * 65_535 }
        huge.append(good)
        try huge.write(to: URL(fileURLWithPath: folder + "/huge.ttc"))
        // 64 entries that all point at one face: one face.
        let count = 16
        var repeated = collection(count: count) { _ in 12 + 4 * count }
        repeated.append(shifted(good, by: 12 + 4 * count))
        try repeated.write(to: URL(fileURLWithPath: folder + "/repeated.ttc"))
        let run = runInProcess(["scan", "--no-system-fonts", "--fonts", folder, "--format", "json"])
        #expect(run.code == 0)
        #expect(run.stderr.contains("huge.ttc: skipped"))
        let faces = try #require(try parseJSON(run.stdout)["faces"] as? [[String: Any]])
        #expect(faces.count == 1)
    }

    @Test func didYouMeanIsBandedAndCapped() {
        var rng = SplitMix(seed: 13)
        let long = String(repeating: "a", count: 1_000_000)
        #expect(Suggestion.closest(to: long, among: ["aaaa", "Open Sans"]) == nil)
        #expect(Suggestion.closest(to: "opne sans", among: ["Open Sans", "Open Serif", "Noto Sans"]) == "Open Sans")
        // Of equally close names, the one that sorts first, whatever order they come in (installed families and
        // token paths come from dictionaries, in an order that changes from run to run).
        let tied = ["Noto Sans Light", "Noto Sans Lisu", "Noto Sans Adlam", "Noto Sans Lao"]
        for order in [tied, tied.reversed(), tied.shuffled(using: &rng), tied.shuffled(using: &rng)] {
            #expect(Suggestion.closest(to: "Noto Sans Lxxx", among: order) == "Noto Sans Lao")
        }
        // The banded distance agrees with the plain one wherever it answers, and answers within its limit.
        for _ in 0..<2_000 {
            let a = String((0..<rng.below(12)).map { _ in "abcd".randomElement(using: &rng)! })
            let b = String((0..<rng.below(12)).map { _ in "abcd".randomElement(using: &rng)! })
            let plain = Suggestion.distance(a, b)
            let limit = rng.below(5)
            var rows = Suggestion.Rows(length: 16)
            let banded = Suggestion.distance(
                Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit, rows: &rows)
            #expect(banded == (plain <= limit ? plain : nil), "\(a) \(b) limit \(limit)")
        }
    }

    @Test func longAliasChainsResolveOnce() throws {
        var tokens = [#""t0": {"$type": "fontFamily", "$value": "Audit Sans"}"#]
        for i in 1..<4_000 { tokens.append(#""t\#(i)": {"$value": "{t\#(i - 1)}"}"#) }
        for i in 0..<50 {
            tokens.append(#""s\#(i)": {"$type": "typography", "$value": {"fontFamily": "{t3999}", "fontWeight": 400}}"#)
        }
        let path = try temporarySpec("{" + tokens.joined(separator: ",\n") + "}", name: "chain.tokens.json")
        let spec = try InputFormat.load(path: path, forced: nil, checkFallbacks: false)
        #expect(spec.styles.count == 50)
        #expect(spec.styles.allSatisfy { $0.family == "Audit Sans" })
        let cycle = try temporarySpec(
            #"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}, "s": {"$type": "typography", "$value": {"fontFamily": "{a}", "fontWeight": 400}}}"#,
            name: "c.tokens.json")
        #expect(throws: LocatedError.self) { try InputFormat.load(path: cycle, forced: nil, checkFallbacks: false) }
    }

    @Test func deepAndLoopingFoldersAreWalkedOnceAndReported() throws {
        let root = try temporaryFolder()
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf", toPath: root + "/top.ttf")
        // Deeper than PATH_MAX: made one level at a time from the one above, since no path names the bottom.
        var descriptor = open(root, O_RDONLY | O_DIRECTORY)
        for _ in 0..<1_500 {
            #expect(mkdirat(descriptor, "dd", 0o755) == 0)
            let next = openat(descriptor, "dd", O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        close(descriptor)
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: root)
        let run = runInProcess(["scan", "--no-system-fonts", "--fonts", root, "--format", "json"])
        #expect(run.code == 0)
        #expect(run.stderr.contains("the path is longer than the system can open"))
        #expect((try parseJSON(run.stdout)["faces"] as? [Any])?.count == 1)
    }

    @Test func runningOutOfDescriptorsIsExitTwoNotACrash() throws {
        // How many descriptors are left depends on what the test process hands its child and on how many
        // workers open a font at once: across a few limits, none may crash, and any stop names the reason.
        for limit in 4...6 {
            let run = try runShell(
                #"ulimit -n "$2"; exec "$0" "$1""#, arguments: [Paths.binary, Paths.demo, String(limit)])
            #expect(!run.signaled, "ulimit -n \(limit)")
            #expect(run.code == 1 || run.code == 2, "ulimit -n \(limit): \(run.stderr)")
            if run.code == 2 { #expect(run.stderr.contains("Too many open files")) }
        }
        // A font that could not be opened for want of descriptors stops the run; a broken one does not.
        let exhausted = FontFileProblem(
            path: "/f/a.ttf", reason: "cannot open the file (Too many open files)", isResourceExhaustion: true)
        #expect(throws: FontPathError.self) {
            try FontCatalog.stopIfExhausted([FontFileProblem(path: "/f/b.ttf", reason: "broken"), exhausted])
        }
        #expect(throws: Never.self) {
            try FontCatalog.stopIfExhausted([FontFileProblem(path: "/f/b.ttf", reason: "broken")])
        }
        #expect(SystemError(EMFILE).isResourceExhaustion && !SystemError(ENOENT).isResourceExhaustion)
        // A sanitized build reserves terabytes of shadow memory up front: no address-space limit suits it.
        if !Paths.binary.contains("/.build/asan/") && !Paths.binary.contains("/.build/tsan/") {
            let lowMemory = try runShell(
                #"ulimit -v 200000; exec "$0" scan --no-system-fonts --fonts "$1""#,
                arguments: [Paths.binary, Paths.fonts])
            #expect(lowMemory.code == 0)
            #expect(lowMemory.stdout.contains("Audit Sans"))
        }
    }

    @Test func freeTypeErrorsAreNamed() {
        #expect(FreeTypeReader.describe(0x93).contains("hmtx"))
        #expect(FreeTypeReader.describe(0x93).contains("FreeType error 147"))
        #expect(FreeTypeReader.describe(0x7777) == "FreeType error 30583")
    }

    /// "Did you mean" takes the installed families from the listing the audit already made: fontconfig is
    /// loaded once per run.
    @Test func familySpellingsComeFromTheSameFontconfigPass() throws {
        let catalog = try FontCatalog.load(FontCatalog.Options(systemFilter: FaceFilter(families: ["DejaVu Sans"])))
        #expect(catalog.faces.allSatisfy { $0.families.contains("DejaVu Sans") })
        #expect(catalog.familySpellings[FamilyName.normalized("Open Sans")] == "Open Sans")
        let spec = try temporarySpec(
            #"{"styles": [{"name": "a", "family": "Opne Sans", "weight": 400}, {"name": "b", "family": "Open Sans Semibold", "weight": 400}]}"#
        )
        let run = runInProcess([spec])
        #expect(run.stdout.contains("did you mean \"Open Sans\"?"))
        #expect(run.stdout.contains("✓ b"))
    }
}

extension BoundedWorkTests {
    /// App projects built to make the readers loop or recurse: each ends, through the binary, with its outcome.
    @Test func hostileAppProjectsEndWithTheirOutcome() throws {
        let folder = try temporaryFolder()
        // Interpolations nested far past any real string, and thousands of calls that never close.
        let nested = String(repeating: "\"\\(", count: 50_000) + String(repeating: ")\"", count: 50_000)
        let unclosed = String(repeating: "Typography(familyName: \"A\", ", count: 20_000)
        try ("let a = " + nested + "\nlet b = UIFont(name: \"Brand-Bold\", size: 1)\n" + unclosed).write(
            toFile: folder + "/Hostile.swift", atomically: true, encoding: .utf8)
        // A minified layout: 20,000 elements on one line.
        let layout = folder + "/app/src/main/res/layout"
        try FileManager.default.createDirectory(atPath: layout, withIntermediateDirectories: true)
        let elements = String(repeating: "<TextView android:fontFamily=\"@font/none\"/>", count: 20_000)
        try
            ("<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">" + elements
            + "</LinearLayout>")
            .write(toFile: layout + "/main.xml", atomically: true, encoding: .utf8)
        // An Info.plist of 50,000 entries, none of them a file.
        let entries = (0..<50_000).map { "<string>F\($0).ttf</string>" }.joined()
        try
            ("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array>" + entries
            + "</array></dict></plist>").write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        let run = try runShell(#"timeout 60 "$0" app "$1" --format json"#, arguments: [Paths.binary, folder])
        #expect(!run.signaled)
        #expect(run.code == 1)
        let json = try parseJSON(run.stdout)
        let styles = try #require(json["styles"] as? [[String: Any]])
        // The layout's 20,000 elements and the one UIFont call (a call that never closes is not one); the 50,000
        // missing files, the PostScript name no font carries, and that font's Bold Text, which nothing reads.
        #expect(styles.count == 20_001)
        #expect((json["findings"] as? [[String: Any]])?.count == 50_002)
    }

    @Test func hostileReactNativeProjectsEndWithTheirOutcome() throws {
        let folder = try temporaryFolder()
        // A package.json with dependencies objects nested 20,000 deep.
        let nested =
            String(repeating: #"{"dependencies": "#, count: 20_000) + "1" + String(repeating: "}", count: 20_000)
        try (#"{"dependencies": {"react-native": "0.81.5"}, "x": "# + nested + "}").write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        // A minified StyleSheet of 10,000 styles on one line; a chain of 2,000 spreads, each bringing the last;
        // templates nested 50,000 deep; unterminated strings, regexes and JSX; two modules importing each other.
        let sheet = (0..<10_000).map { "a\($0):{fontFamily:'X',fontWeight:'bold'}" }.joined(separator: ",")
        var chain = "const c0 = { fontFamily: 'Y' }\n"
        for i in 1..<2_000 { chain += "const c\(i) = { ...c\(i - 1), fontSize: \(i) }\n" }
        let templates = "const t = " + String(repeating: "`${", count: 50_000) + String(repeating: "}`", count: 50_000)
        let junk = String(repeating: "<a b={'", count: 20_000) + String(repeating: "/[/", count: 20_000)
        try
            ("import { b } from './b'\nexport const a = { ...b, fontFamily: 'Z' }\nconst s = StyleSheet.create({"
            + sheet
            + "})\n" + chain + templates + "\n" + junk).write(
                toFile: folder + "/a.tsx", atomically: true, encoding: .utf8)
        try "import { a } from './a'\nexport const b = { ...a, fontStyle: 'italic' }\n".write(
            toFile: folder + "/b.ts", atomically: true, encoding: .utf8)
        let run = try runShell(#"timeout 60 "$0" app "$1" --format json"#, arguments: [Paths.binary, folder])
        #expect(!run.signaled)
        // The package.json nested 20,000 deep is an input error (JSON deeper than 64 levels): exit 2, and the
        // rest of the project is still read and reported.
        #expect(run.code == 2)
        let json = try parseJSON(run.stdout)
        let styles = try #require(json["styles"] as? [[String: Any]])
        // Each style once per platform: the sheet's 10,000, the chain's 2,000, and a and b.
        #expect(styles.count == 2 * (10_000 + 2_000 + 2))
    }
}
