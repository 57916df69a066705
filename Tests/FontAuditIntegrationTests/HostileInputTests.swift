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

/// Paths and specs built to break a reader: each gives exit 0, 1 or 2, one clear message, and no hang.
@Suite struct HostilePathTests {
    /// A folder with a good font under a non-UTF-8 name, a folder named like a font, a folder link back to
    /// its parent, a dangling link, a link loop and a named pipe.
    func hostileFolder() throws -> String {
        let folder = try temporaryFolder()
        let good = Paths.fonts + "/AuditSans/AuditSans-Regular.ttf"
        // "café.ttf" in Latin-1: the byte 0xE9 is not UTF-8.
        let latin1 = Array("\(folder)/caf".utf8) + [0xE9] + Array(".ttf".utf8) + [0]
        let source = try Data(contentsOf: URL(fileURLWithPath: good))
        let fd = latin1.withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
        }
        #expect(fd >= 0)
        _ = source.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        try FileManager.default.createDirectory(atPath: folder + "/Folder.ttf", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Bold.ttf", toPath: folder + "/Folder.ttf/Bold.ttf")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Folder.ttf/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder + "/gone.ttf", withDestinationPath: "nowhere.ttf")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop1.ttf", withDestinationPath: "loop2.ttf")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop2.ttf", withDestinationPath: "loop1.ttf")
        #expect(mkfifo(folder + "/pipe.otf", 0o644) == 0)
        return folder
    }

    @Test func everyHostileEntryIsAWarningAndTheGoodFontsAreRead() throws {
        let folder = try hostileFolder()
        let run = try runBinary(["scan", "--no-system-fonts", "--fonts", folder, "--format", "json"])
        #expect(!run.signaled)
        #expect(run.code == 0)
        let warnings = run.stderr.split(separator: "\n").map(String.init)
        #expect(
            warnings.sorted() == [
                "warning: \(folder)/gone.ttf: skipped: a symbolic link whose target does not exist",
                "warning: \(folder)/loop1.ttf: skipped: a symbolic link loop",
                "warning: \(folder)/loop2.ttf: skipped: a symbolic link loop",
                "warning: \(folder)/pipe.otf: skipped: not a regular file (a pipe, socket or device)",
            ])
        let faces = try #require(try parseJSON(run.stdout)["faces"] as? [[String: Any]])
        // Read once each, though the folder link makes the tree a cycle; the Latin-1 name shown as \xE9.
        #expect(
            faces.compactMap { $0["path"] as? String }.sorted() == [
                "\(folder)/Folder.ttf/Bold.ttf", "\(folder)/caf\\xE9.ttf",
            ])
        #expect(faces.compactMap { $0["weight"] as? Int }.sorted() == [400, 700])
    }

    @Test func aNonUTF8FileNameIsReadWhenGivenDirectly() throws {
        let folder = try hostileFolder()
        // The argument is the raw bytes, as a shell passes them.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.binary)
        let path = folder + "/caf\u{FFFD}.ttf"  // what Foundation would make of it: the wrong file
        process.arguments = ["scan", "--no-system-fonts", "--fonts", path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(
            String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                == "error: \(path): no such file or folder\n")
        // In-process, the path as main.swift decodes raw argv bytes.
        let raw = Array("\(folder)/caf".utf8) + [0xE9] + Array(".ttf".utf8) + [0]
        let decoded = raw.withUnsafeBufferPointer {
            Platform.path(cString: UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self))
        }
        let run = runInProcess(["scan", "--no-system-fonts", "--fonts", decoded])
        #expect(run.code == 0)
        #expect(run.stdout.contains("caf\\xE9.ttf"))
        #expect(run.stdout.contains("AuditSans-Regular"))
    }

    @Test func aPipeGivenDirectlyIsAUsageErrorNotAHang() throws {
        let folder = try hostileFolder()
        let run = try runBinary(["scan", "--no-system-fonts", "--fonts", folder + "/pipe.otf"])
        #expect(run.code == 2)
        #expect(run.stderr == "error: \(folder)/pipe.otf: not a regular file or a folder\n")
    }

    @Test func pathBytesRoundTrip() {
        for bytes: [UInt8] in [
            [0x61, 0xE9, 0x62], [0xF4, 0x8F, 0xBC, 0x80], [0xC3, 0xA9], [0xED, 0xA0, 0x80], [0xFF, 0xFE],
        ] {
            let text = (bytes + [0]).withUnsafeBufferPointer {
                Platform.path(cString: UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self))
            }
            let back = Platform.withCPath(text) {
                Array(
                    UnsafeBufferPointer(
                        start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0)))
            }
            #expect(back == bytes, "\(text.debugDescription)")
        }
    }
}

@Suite struct HostileSpecTests {
    func audit(_ bytes: [UInt8], _ extra: [String] = []) throws -> RunResult {
        let path = try temporarySpec("")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try runBinary([path, "--no-system-fonts", "--fonts", Paths.fonts + "/AuditSans"] + extra)
    }

    func style(_ weight: String) -> [UInt8] {
        Array(#"{"styles": [{"name": "body", "family": "Audit Sans", "weight": \#(weight)}]}"#.utf8)
    }

    /// One line on stderr, `spec.json[:line:col]: error: …`, exit 2.
    func expectError(
        _ run: RunResult, _ located: String, _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(!run.signaled, sourceLocation: sourceLocation)
        #expect(run.code == 2, sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(
            lines.first?.hasSuffix("spec.json\(located): error: \(message)") == true, "\(run.stderr)",
            sourceLocation: sourceLocation)
    }

    @Test func emptyFile() throws {
        expectError(try audit([]), "", "the file is empty; expected a JSON object")
    }

    @Test func nestedOneHundredThousandLevels() throws {
        expectError(
            try audit(
                Array(String(repeating: "[", count: 100_000).utf8) + Array(String(repeating: "]", count: 100_000).utf8)),
            ":1:65", "nesting is deeper than 64 levels")
        let objects =
            "{\"styles\": " + String(repeating: "{\"a\": ", count: 100_000) + "1"
            + String(repeating: "}", count: 100_001)
        expectError(try audit(Array(objects.utf8)), ":1:390", "nesting is deeper than 64 levels")
    }

    @Test func invalidUTF8IsLocated() throws {
        let bytes =
            Array("{\n  \"styles\": [\n    {\"name\": \"caf".utf8) + [0xE9]
            + Array("\", \"family\": \"Audit Sans\", \"weight\": 400}]}".utf8)
        expectError(try audit(bytes), ":3:18", "the file is not valid UTF-8: byte 0xE9 here; save it as UTF-8")
        // An overlong encoding and a UTF-16 surrogate written as UTF-8 are not UTF-8 either.
        expectError(
            try audit(Array("{\"a\": \"".utf8) + [0xC0, 0xAF] + Array("\"}".utf8)), ":1:8",
            "the file is not valid UTF-8: byte 0xC0 here; save it as UTF-8")
        expectError(
            try audit(Array("{\"a\": \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8)), ":1:8",
            "the file is not valid UTF-8: byte 0xED here; save it as UTF-8")
    }

    @Test func aByteOrderMarkIsAccepted() throws {
        let run = try audit([0xEF, 0xBB, 0xBF] + style("400"))
        #expect(run.code == 0)
        #expect(run.stdout.contains("1 style: 1 passed"))
    }

    @Test func duplicateKeys() throws {
        let bytes = Array(#"{"styles": [{"name": "body", "family": "Audit Sans", "weight": 400, "weight": 700}]}"#.utf8)
        expectError(try audit(bytes), ":1:69", "duplicate key \"weight\" (first at line 1, column 54)")
    }

    @Test(arguments: [
        ("1e999", "number '1e999' is out of range"),
        ("-0", "weight -0 is out of range; use a number from 1 to 1000 or a weight name"),
        ("400.5", "weight 400.5 must be a whole number from 1 to 1000"),
        ("0", "weight 0 is out of range; use a number from 1 to 1000 or a weight name"),
        ("1001", "weight 1001 is out of range; use a number from 1 to 1000 or a weight name"),
        ("-1e999", "number '-1e999' is out of range"),
        ("\"Heavyish\"", "\"Heavyish\" is not a weight name or a number from 1 to 1000"),
    ])
    func weightsOutOfRange(_ literal: String, _ message: String) throws {
        let run = try audit(style(literal))
        #expect(run.code == 2)
        #expect(run.stderr.hasSuffix("spec.json:1:64: error: \(message)\n"), "\(run.stderr)")
    }

    @Test func fiftyMegabytesAreReadInFull() throws {
        // 50 MB of real content: a long description and deep whitespace, then the style that matters.
        let padding = String(repeating: " ", count: 25_000_000)
        let text =
            "{\"styles\": [\(padding){\"name\": \"body\", \"family\": \"Audit Sans\", \"weight\": 400, \"description\": \"\(String(repeating: "x", count: 25_000_000))\"}]}"
        let run = try audit(Array(text.utf8))
        #expect(run.code == 0)
        #expect(run.stdout.contains("1 style: 1 passed"))
    }

    @Test func aSpecOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let path = try temporarySpec("")
        // A sparse file: 65 MiB on paper, nothing on disk.
        #expect(truncate(path, off_t(SpecParser.maximumFileSize + 1_048_576)) == 0)
        let run = try runBinary([path, "--no-system-fonts"])
        #expect(run.code == 2)
        #expect(
            run.stderr
                == "\(path): error: the input is larger than 64 MiB; fontaudit reads spec, token and baseline files up to that size\n"
        )
    }

    @Test func controlCharactersInSpecStringsNeverReachTheTerminal() throws {
        let bytes = Array(
            #"{"styles": [{"name": "x\u001b]0;pwned\u0007", "family": "Nope\u001b[2J\r\n::error::owned", "weight": 400, "colour\u009b31m": 1}]}"#
                .utf8)
        let run = try audit(bytes)
        #expect(run.code == 1)
        for text in [run.stdout, run.stderr] {
            #expect(!text.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" }, "\(text.debugDescription)")
            #expect(!text.contains("\n::error::owned"))
        }
        #expect(run.stderr.contains("warning: unknown key \"colour\\x9b31m\""))
        #expect(run.stdout.contains("family \"Nope\\e[2J\\r\\n::error::owned\" is not installed"))
    }
}
