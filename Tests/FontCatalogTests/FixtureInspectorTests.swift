import Foundation
import TestSupport
import Testing

@testable import FontAuditSystem
@testable import FontCatalog

/// The FreeType reader on every generated fixture.
@Suite struct FixtureInspectorTests {
    func read(_ paths: String...) throws -> BundledFonts.Result {
        let found = try FontFileFinder.find(paths)
        return BundledFonts.read(files: found.files, workers: 2)
    }

    @Test func staticFamily() throws {
        let faces = try read(Paths.font("AuditSans")).faces
        #expect(faces.count == 6)
        let summary = Set(faces.map { "\($0.weight) \($0.italic ? "italic" : "roman") \($0.postscriptName)" })
        #expect(
            summary == [
                "400 roman AuditSans-Regular", "400 italic AuditSans-Italic", "600 roman AuditSans-SemiBold",
                "700 roman AuditSans-Bold", "700 italic AuditSans-BoldItalic", "900 roman AuditSans-Black",
            ])
        let semibold = try #require(faces.first { $0.weight == 600 })
        // Name ID 16 ("Audit Sans") comes before name ID 1 ("Audit Sans SemiBold").
        #expect(semibold.families == ["Audit Sans", "Audit Sans SemiBold"])
        #expect(semibold.family == "Audit Sans")
        #expect(semibold.style == "SemiBold")
        #expect(faces.allSatisfy { $0.source == .bundled && !$0.isVariable && $0.width == 5 && !$0.oblique })
    }

    @Test func variableFontsListEveryNamedInstanceAtItsCoordinate() throws {
        let faces = try read(Paths.font("FlexSans")).faces
        let roman = faces.filter { !$0.italic }
        let italic = faces.filter { $0.italic }
        #expect(roman.map(\.weight).sorted() == [200, 300, 400, 500, 600, 700, 800, 900])
        #expect(roman.allSatisfy { $0.weightRange == 200...900 && $0.isVariable })
        #expect(roman.first { $0.weight == 800 }?.postscriptName == "FlexSans-ExtraBold")
        #expect(italic.map(\.weight).sorted() == [300, 400, 500, 600, 700])
        #expect(italic.allSatisfy { $0.weightRange == 300...700 })
        // The italic font has no instance PostScript names: they are derived as Adobe TN 5902 says.
        #expect(italic.first { $0.weight == 600 }?.postscriptName == "FlexSans-SemiBoldItalic")
        #expect(italic.first { $0.weight == 600 }?.style == "SemiBold Italic")
        #expect(faces.allSatisfy { $0.instance > 0 })
    }

    @Test func collectionGivesEveryFace() throws {
        let faces = try read(Paths.font("PairSerif/PairSerif.ttc")).faces
        #expect(faces.map(\.index) == [0, 1])
        #expect(faces.map(\.weight) == [400, 700])
        #expect(faces.map(\.postscriptName) == ["PairSerif-Regular", "PairSerif-Bold"])
    }

    @Test func legacyAndWindowsWeightsAreBucketedButKeepTheirRawValue() throws {
        let legacy = try #require(read(Paths.font("LegacyGrotesk")).faces.first)
        #expect(legacy.weightRaw == 5)
        #expect(legacy.weight == 500)
        let thin = try #require(read(Paths.font("WispSans/WispSans-Thin.ttf")).faces.first)
        #expect(thin.weightRaw == 250)
        #expect(thin.weight == 100)
    }

    @Test func obliqueIsSlantedButNotItalic() throws {
        let faces = try read(Paths.font("SlantMono")).faces
        let oblique = try #require(faces.first { $0.postscriptName == "SlantMono-Oblique" })
        #expect(oblique.italic && oblique.oblique)
        #expect(faces.filter(\.italic).count == 1)
    }

    @Test func markupNamesArePreservedRaw() throws {
        let face = try #require(read(Paths.markup).faces.first)
        #expect(face.family == "Evil <b>Sans</b> & \"Co\", 100%::x")
        #expect(face.style.contains("\u{1B}[31m"))
        #expect(face.style.contains("\n"))
    }

    @Test func brokenFilesAreProblemsNotCrashes() throws {
        let result = try read(Paths.broken)
        #expect(result.faces.isEmpty)
        let reasons = Dictionary(
            uniqueKeysWithValues: result.problems.map { (($0.path as NSString).lastPathComponent, $0.reason) })
        #expect(reasons["empty.ttf"] == "the file is empty (0 bytes)")
        #expect(reasons["truncated.ttf"] == "the font file is truncated or corrupt")
        #expect(reasons["notafont.otf"] == "not a font file FreeType recognises")
    }

    @Test func finderReadsFoldersRecursivelyAndReportsEmptyOnes() throws {
        let found = try FontFileFinder.find([Paths.fonts])
        #expect(found.files.count == 16)
        #expect(found.files.contains { $0.hasSuffix("PairSerif.ttc") })
        let empty = try FontFileFinder.find([Paths.root + "/Sources"])
        #expect(empty.files.isEmpty)
        #expect(empty.emptyFolders == [Paths.root + "/Sources"])
    }

    @Test func missingPathIsAnError() {
        #expect(throws: FontPathError.self) { try FontFileFinder.find(["/no/such/fonts"]) }
    }
}
