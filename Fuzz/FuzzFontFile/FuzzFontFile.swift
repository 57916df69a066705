import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer target: the bytes of a font file through the catalog's reader, as `--fonts` reads a file (the
/// sfnt header reader, with FreeType as the fallback that explains broken files), and through FreeType alone.
/// The input is written to a tmpfs file because both readers take paths, as the catalog does.
let path: String = {
    let folder = Platform.kind(of: "/dev/shm") == .directory ? "/dev/shm" : "/tmp"
    return "\(folder)/fontaudit-fuzz-\(getpid()).ttf"
}()

nonisolated(unsafe) let freeType = FreeTypeReader()  // libFuzzer calls the target from one thread

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    guard fwrite(data, 1, size, file) == size, fclose(file) == 0 else { fatalError("cannot write \(path)") }

    let read = BundledFonts.read(files: [path], workers: 1)
    // Exactly one outcome per file: faces, or one problem that names it.
    if read.faces.isEmpty != (read.problems.count == 1) {
        fatalError("faces \(read.faces.count), problems \(read.problems)")
    }
    if let problem = read.problems.first, problem.path != path || problem.reason.isEmpty {
        fatalError("unnamed problem \(problem)")
    }
    for face in read.faces { check(face) }
    // What `scan` prints of these names: the text stays free of control characters, and the JSON parses again.
    let text = ScanReport.text(read.faces, terminal: Terminal(colors: false))
    if text.unicodeScalars.contains(where: {
        $0.value < 0x20 && $0 != "\n" || $0.value == 0x1B || (0x7F..<0xA0).contains($0.value)
    }) {
        fatalError("control character in the scan text: \(text.debugDescription)")
    }
    do throws(LocatedError) {
        _ = try JSONParser.parse(Array(ScanReport.json(read.faces).utf8), file: "scan.json")
    } catch {
        fatalError("the scan JSON does not parse: \(error)")
    }

    if case .success(let faces)? = freeType?.faces(inFile: path) {
        for face in faces { check(face) }
    }
    return 0
}

func check(_ face: FontFace) {
    guard (100...1000).contains(face.weight), (1...9).contains(face.width), face.path == path else {
        fatalError("face out of range: \(face)")
    }
    if let range = face.weightRange, range.lowerBound > range.upperBound { fatalError("inverted range \(face)") }
}

/// SwiftPM links an executable's `main` to `FuzzFontFile_main`; it hands the command line to libFuzzer's driver.
@_cdecl("FuzzFontFile_main")
public func fuzzFontFileMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzFontFile)
}

// The C entry point keeps its C name.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
