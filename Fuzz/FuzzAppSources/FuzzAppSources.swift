import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditSystem

/// libFuzzer target: the bytes of one project file through every app reader — the Swift, Kotlin, Dart and
/// JavaScript/TypeScript lexers, call scanners and React Native's evaluator, the old-style plist reader, and libplist, libxml2 and libyaml as fontaudit calls
/// them. Besides crashes and hangs, it checks that every token lies inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppSources(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    for language in [SourceLexer.Language.swift, .kotlin, .dart] {
        for token in SourceLexer.tokens(bytes, language: language) {
            precondition(token.line >= 1 && token.line <= lines && token.column >= 1, "a token outside the input")
        }
    }
    for jsx in [true, false] {
        for token in ScriptLexer.tokens(bytes, jsx: jsx) {
            precondition(token.line >= 1 && token.line <= lines && token.column >= 1, "a token outside the input")
        }
        _ = ScriptModules.evaluateAll(bytes, jsx: jsx)
    }
    let swift = SourceLexer.tokens(bytes, language: .swift)
    let calls = SwiftFontCalls.scan(swift, file: "Fuzz.swift", fontInfos: SwiftFontCalls.fontInfoBindings(swift))
    for style in calls.styles { precondition(style.location.line <= lines) }
    _ = ComposeFonts(files: [("Fuzz.kt", SourceLexer.tokens(bytes, language: .kotlin))])
    _ = try? OpenStepPlist.parse(String(decoding: bytes, as: UTF8.self), file: "project.pbxproj")
    _ = PropertyList.parse(bytes)
    if case .success(let root) = XMLTree.parse(bytes, url: "fuzz.xml") {
        var lines = XMLLines(bytes, file: "fuzz.xml")
        _ = lines.location(of: root)
    }
    _ = YAMLTree.parse(bytes)
    return 0
}

/// SwiftPM links an executable's `main` to `FuzzAppSources_main`; it hands the command line to libFuzzer's driver.
@_cdecl("FuzzAppSources_main")
public func fuzzAppSourcesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzAppSources)
}

// The C entry point keeps its C name.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
