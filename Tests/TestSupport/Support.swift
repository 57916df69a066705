import FontAuditCLI
import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditSystem
import FontCatalog
import Foundation
import Testing

/// What a run printed and how it ended.
package struct RunResult {
    package init(code: Int32, stdout: String, stderr: String, signaled: Bool = false) {
        (self.code, self.stdout, self.stderr, self.signaled) = (code, stdout, stderr, signaled)
    }

    package var code: Int32
    package var stdout: String
    package var stderr: String
    /// The binary was killed by a signal (a trap, an abort): `code` is then the signal number.
    package var signaled = false
}

/// Runs fontaudit in-process, with captured streams; `keptUntilExit` as the executable passes one.
package func runInProcess(
    _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
    keptUntilExit: KeptUntilExit? = nil
) -> RunResult {
    let out = CapturedOutput(isTerminal: terminal)
    let err = CapturedOutput()
    let code = FontAuditCommand.run(
        arguments: arguments, environment: environment, stdout: out, stderr: err, keptUntilExit: keptUntilExit)
    return RunResult(code: code.rawValue, stdout: out.text, stderr: err.text)
}

/// Runs the built binary, as a user would.
package func runBinary(_ arguments: [String], environment: [String: String]? = nil) throws -> RunResult {
    try runBinaryLike(Paths.binary, arguments, environment: environment)
}

/// Writes `text` to a fresh temporary spec file and returns its path.
package func temporarySpec(_ text: String, name: String = "spec.json") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Writes `text` at `path`, making the folders it needs.
package func writeFile(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: folder(of: path), withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// Writes each file (path relative to `root` → its text), making the folders they need: a project in a test.
package func writeFiles(_ files: [String: String], under root: String) throws {
    for (name, text) in files { try writeFile(text, to: root + "/" + name) }
}

/// A fresh empty folder under the temporary directory.
package func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

package func face(
    _ family: String, _ weight: Int, italic: Bool = false, oblique: Bool = false, range: ClosedRange<Int>? = nil,
    ps: String? = nil, width: Int = 5
) -> FontFace {
    FontFace(
        families: [family], style: FaceNaming.styleName(weight: weight, italic: italic),
        postscriptName: ps ?? FaceNaming.postscriptName(family: family, weight: weight, italic: italic),
        path: "/fonts/\(family).ttf", weightRaw: weight, italic: italic || oblique, oblique: oblique, width: width,
        weightRange: range, source: .bundled)
}

package func style(_ name: String, _ family: String, _ weight: Int, italic: Bool = false, line: Int = 1) -> TextStyle {
    TextStyle(
        name: name, location: SourceLocation(file: "spec.json", line: line, column: 5), family: family, weight: weight,
        italic: italic)
}

package func parseJSON(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// Runs `script` with /bin/sh (`$0` is the first argument), for redirections a test cannot make with `Process` alone
/// (a closed stdout, /dev/full, a descriptor limit).
package func runShell(_ script: String, arguments: [String] = []) throws -> RunResult {
    try runBinaryLike("/bin/sh", ["-c", script] + arguments)
}

/// Runs `executable` with `arguments`, optionally feeding `stdin`, in `folder`, with `environment`.
/// The kept listings of the binaries the tests run (a private folder, as the cache requires).
private let testCacheFolder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-cache-\(UUID().uuidString)")
        .path
    try? FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return folder
}()

package func runBinaryLike(
    _ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil,
    in folder: String? = nil
) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    // A run that inherits the environment keeps its listing of installed fonts in a folder of the test run's,
    // not in the developer's ~/.cache.
    process.environment =
        environment ?? ProcessInfo.processInfo.environment.merging(["FONTAUDIT_CACHE_DIR": testCacheFolder]) { $1 }
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    if stdin != nil { process.standardInput = input }
    try process.run()
    if let stdin {
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        code: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self), signaled: process.terminationReason == .uncaughtSignal)
}

/// A spec over the fixture fonts with one failing style (Audit Sans has no ExtraBold for its SemiBold).
package func fixtureSpec(
    _ styles: String =
        #"{"name": "body", "family": "Audit Sans", "weight": 400}, {"name": "sub", "family": "Audit Sans", "weight": 600}"#,
    extra: String = ""
) throws -> String {
    try temporarySpec(#"{"fonts": ["\#(Paths.fonts)"], "systemFonts": false, \#(extra) "styles": [\#(styles)]}"#)
}

package func folder(of path: String) -> String { (path as NSString).deletingLastPathComponent }

/// A tiny deterministic generator, so a failing random case can be reproduced.
package struct SplitMix: RandomNumberGenerator {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
}
