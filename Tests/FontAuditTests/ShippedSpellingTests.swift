import Foundation
import TestSupport
import Testing

@testable import FontAuditModel
@testable import FontCatalog

/// Issue 22, items 5 and 6: the buying list names faces as the family does, and never a misspelt family.
extension ShippedFamiliesTests {
    @Test func facesToBuyAreSpeltAsTheFamilySpellsItsOwn() throws {
        // Lark spells Lato's way: "Lark-Semibold", "Lark-Heavy" (800).
        let json = try parseJSON(
            try auditSpec(
                """
                {"name": "italic", "family": "Lark", "weight": 400, "italic": true},
                {"name": "bold-italic", "family": "Lark", "weight": 600, "italic": true},
                {"name": "light-italic", "family": "Lark", "weight": 300, "italic": true}
                """
            ).stdout)
        #expect(
            buyingList(json) == ["Lark-SemiboldItalic", "Lark-HeavyItalic", "Lark-LightItalic"], "\(buyingList(json))")
        #expect(
            messages(styles(json)["italic"]).contains {
                $0.contains("Lark SemiBold Italic (600 italic), PostScript Lark-SemiboldItalic")
            })
        // A class the family has no face of follows its way with compounds.
        let spelling = FaceSpelling(words: [600: "Semibold"])
        #expect(spelling.word(for: 800) == "Extrabold")
        #expect(spelling.word(for: 900) == "Black")
        #expect(FaceSpelling.canonical.word(for: 800) == "ExtraBold")
        let learnt = FaceSpelling(learningFrom: [
            face("Lato", 600, ps: "Lato-SemiboldItalic"), face("Lato", 300, ps: "Lato-CondensedLight"),
            face("Lato", 400, italic: true, ps: "Lato-Italic"),
        ])
        #expect(learnt.words == [600: "Semibold"])
    }

    @Test func aLikelyTypoIsNeverToBuyInAnyFormat() throws {
        let styles = #"{"name": "title", "family": "Brok", "weight": 600}"#
        for format in ["html", "markdown", "text", "json", "sarif", "junit", "github"] {
            let run = try auditSpec(styles, format: format)
            #expect(run.stdout.contains("Brok"), "\(format) reports the style")
            #expect(!run.stdout.contains("To buy"), "\(format)")
            #expect(!run.stdout.contains("Brok SemiBold"), "\(format): \(run.stdout)")
            #expect(!run.stdout.contains("Brok ExtraBold"), "\(format)")
        }
    }
}
