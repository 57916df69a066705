import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// libFuzzer target: the bytes of a spec or token file through every reader (detected and forced), then the
/// audit and every report format. Besides crashes, it checks that the JSON and SARIF reports parse again.
let fixtureFaces: [FontFace] = {
    let root = String(
        #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
    let files = (try? FontFileFinder.find([root + "/Fixtures/fonts"]).files) ?? []
    return BundledFonts.read(files: files, workers: 1).faces
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The common-shape spec reader against the JSON tree: a spec it takes, the tree reads the same. (What it
    // leaves goes the tree's way both times; two readings of a token file can differ in a "did you mean" that
    // ties, since a dictionary's order is not the same from one to the next.)
    if CommonSpecReader.read(bytes, file: "fuzz/spec.json") != nil {
        let common = readOutcome(bytes, commonShapeReader: true)
        let tree = readOutcome(bytes, commonShapeReader: false)
        if common != tree { fatalError("CommonSpecReader and the JSON tree differ:\n\(common)\n---\n\(tree)") }
    }
    let index = FaceIndex(fixtureFaces)  // a few dozen faces: cheap to index for every input
    for forced in [nil] + InputFormat.allCases.map(Optional.some) {
        guard let spec = try? InputFormat.read(bytes, file: "fuzz/spec.json", forced: forced, checkFallbacks: true)
        else { continue }
        let policy = BoldTextPolicy(name: spec.boldText?.policy ?? .apple, map: spec.boldText?.map ?? [:])
        for match in AuditOptions.MatchMode.allCases {
            let options = AuditOptions(policy: policy, match: match)
            let result = Auditor.audit(spec.styles, index: index, options: options)
            var context = ReportContext(
                specFile: spec.file, options: options, rules: AuditRules.all, problems: spec.warnings)
            // The HTML report renders every specimen: a one-letter sample keeps the fuzzer's pace on the names.
            context.sample = "A"
            for format in ReportFormat.allCases {
                let report = format.reporter.render(result, context: context)
                if format == .json || format == .sarif {
                    do throws(LocatedError) {
                        _ = try JSONParser.parse(Array(report.utf8), file: "report.json")
                    } catch {
                        fatalError("the \(format) report is not valid JSON: \(error)\n\(report)")
                    }
                }
            }
        }
    }
    return 0
}

/// What a reading gives, as text: the spec's every field, or the error as printed.
func readOutcome(_ bytes: [UInt8], commonShapeReader: Bool) -> String {
    do throws(LocatedError) {
        let spec = try InputFormat.read(
            bytes, file: "fuzz/spec.json", forced: nil, checkFallbacks: true, commonShapeReader: commonShapeReader)
        return String(reflecting: spec)
    } catch {
        return "error: " + error.rendered
    }
}

/// SwiftPM links an executable's `main` to `FuzzSpec_main`; it hands the command line to libFuzzer's driver.
@_cdecl("FuzzSpec_main")
public func fuzzSpecMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzSpec)
}

// The C entry point keeps its C name.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
