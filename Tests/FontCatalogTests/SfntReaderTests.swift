import Foundation
import TestSupport
import Testing

@testable import FontAuditSystem
@testable import FontCatalog

/// The direct sfnt reader must give exactly what FreeType gives, on every fixture and real font file.
@Suite struct SfntReaderTests {
    static let folders =
        [
            Paths.fonts, Paths.markup, "/usr/share/fonts/truetype", "/usr/share/fonts/opentype",
            "/usr/share/texmf/fonts/opentype",
        ] + (ProcessInfo.processInfo.environment["FONTAUDIT_CORPUS"].map { [$0] } ?? [])

    @Test(arguments: folders)
    func agreesWithFreeType(folder: String) throws {
        guard FileManager.default.fileExists(atPath: folder) else { return }
        let files = try FontFileFinder.find([folder]).files
        #expect(!files.isEmpty)
        let freetype = try #require(FreeTypeReader())
        var compared = 0
        for file in files {
            guard case .success(let expected) = freetype.faces(inFile: file) else { continue }
            let direct = try #require(SfntReader.faces(inFile: file), "\(file)")
            #expect(direct == expected, "\(file)")
            compared += 1
        }
        #expect(compared > 0)
    }

    @Test func brokenFilesAreLeftToFreeType() {
        for name in ["empty.ttf", "truncated.ttf", "notafont.otf"] {
            #expect(SfntReader.faces(inFile: Paths.broken + "/" + name) == nil, "\(name)")
        }
    }
}
