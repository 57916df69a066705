import Foundation
@testable import FontAuditCLI
@testable import FontAuditReports
@testable import FontAuditCore
@testable import FontCatalog
@testable import FontAuditSystem
import TestSupport

struct RunResult {
    var code: Int32
    var stdout: String
    var stderr: String
    /// The binary was killed by a signal (a trap, an abort): `code` is then the signal number.
    var signaled = false
}

/// Runs fontaudit in-process, with captured streams.
func runInProcess(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> RunResult {
    let out = CapturedOutput(isTerminal: terminal), err = CapturedOutput()
    let code = FontAuditCommand.run(arguments: arguments, environment: environment, stdout: out, stderr: err)
    return RunResult(code: code.rawValue, stdout: out.text, stderr: err.text)
}

/// Runs the built binary, as a user would.
func runBinary(_ arguments: [String], environment: [String: String]? = nil) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Paths.binary)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(code: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                     stderr: String(decoding: errData, as: UTF8.self), signaled: process.terminationReason == .uncaughtSignal)
}

/// Writes `text` to a fresh temporary spec file and returns its path.
func temporarySpec(_ text: String, name: String = "spec.json") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// A fresh empty folder under the temporary directory.
func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

func face(_ family: String, _ weight: Int, italic: Bool = false, oblique: Bool = false, range: ClosedRange<Int>? = nil,
          ps: String? = nil, width: Int = 5) -> FontFace {
    FontFace(families: [family], style: FaceNaming.styleName(weight: weight, italic: italic), postscriptName: ps ?? FaceNaming.postscriptName(family: family, weight: weight, italic: italic),
             path: "/fonts/\(family).ttf", weightRaw: weight, italic: italic || oblique, oblique: oblique, width: width,
             weightRange: range, source: .bundled)
}

func style(_ name: String, _ family: String, _ weight: Int, italic: Bool = false, line: Int = 1) -> TextStyle {
    TextStyle(name: name, location: SourceLocation(file: "spec.json", line: line, column: 5), family: family, weight: weight, italic: italic)
}

func parseJSON(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

import Testing
