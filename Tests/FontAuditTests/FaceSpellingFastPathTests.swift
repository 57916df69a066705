import Foundation
import TestSupport
import Testing

@testable import FontAuditModel
@testable import FontCatalog

/// `FaceSpelling.weightPart(ofPostScriptName:)` reads a PostScript name as bytes; the reference reads it
/// character by character. The two agree on every installed face the tests see (the Debian families the
/// Makefile installs), on the fixture fonts, and on names made to tell them apart.
@Suite struct FaceSpellingFastPathTests {
    @Test func bytesAndCharactersAgreeOnEveryInstalledName() throws {
        let installed = SystemFonts.list().map(\.postscriptName)
        let fixtures = BundledFonts.read(files: try FontFileFinder.find([Paths.fonts]).files).faces
            .map(\.postscriptName)
        #expect(installed.count > 150 && !fixtures.isEmpty)
        var learnt = 0
        for name in installed + fixtures {
            let part = FaceSpelling.weightPart(ofPostScriptName: name)
            #expect(part == FaceSpelling.weightPartReference(ofPostScriptName: name), "\(name)")
            if let part, WeightClass.value(named: part) != nil { learnt += 1 }
        }
        // Names that teach a word ("DejaVuSans-Bold"), so the agreement is not only on nil.
        #expect(learnt > 50)
    }

    @Test func namesMadeToTellThemApart() {
        let names = [
            "", "-", "--", "Lato", "Lato-", "-Bold", "Lato-Italic", "Lato-Oblique", "Lato-BoldItalic",
            "Lato-BoldObliqueItalic", "Lato-BoldItalicOblique", "Lato-ItalicItalic", "Lato-Bold-Italic",
            "Lato-Semibold", "Lato-SemiboldItalic", "Lato-CondensedLight", "Lato-talic", "Lato-Italics",
            // Not printable ASCII: the reference's own path, where a combining mark joins the hyphen and CR LF
            // is one character.
            "Lato-\u{301}Bold", "Lato-Bold\u{301}", "Läto-Bold", "Lato\r\n-Bold", "Lato Bold-Italic",
            "Lato-Bold\u{7F}", "Lato-Bold\u{0}", "Lato\u{2011}Bold", "Lato-Ｂold",
        ]
        for name in names {
            #expect(
                FaceSpelling.weightPart(ofPostScriptName: name)
                    == FaceSpelling.weightPartReference(ofPostScriptName: name), "\(name.debugDescription)")
        }
        #expect(FaceSpelling.weightPart(ofPostScriptName: "Lato-BoldObliqueItalic") == "Bold")
        #expect(FaceSpelling.weightPart(ofPostScriptName: "Lato-BoldItalicOblique") == "BoldItalic")
        #expect(FaceSpelling.weightPart(ofPostScriptName: "Lato") == nil)
        #expect(FaceSpelling.weightPart(ofPostScriptName: "Lato-Italic") == "")
    }
}
