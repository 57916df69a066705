import TestSupport
import Testing

@testable import FontAuditSystem
@testable import FontCatalog

@Suite struct WeightClassTests {
    /// `Typeface.stemKey` compares UTF-8 bytes; the character-by-character reference must agree on every installed
    /// family (the test fonts), on each of them with style words appended, and on names with combining marks,
    /// CJK, emoji and joiners around the words.
    @Test func stemKeyByBytesAgreesWithCharacters() {
        var names = Set(SystemFonts.list().flatMap { [$0.family, $0.family + " SemiBold Italic", $0.postscriptName] })
        names.formUnion([
            "Kobold", "bold", "Bold", "Boldbold", "Noto Sans CJK JP Black", "源ノ角ゴシック Heavy", "Café\u{301} Bold",
            "Sans\u{301}bold", "Emoji 👩\u{200D}💻 Light", "x\u{200D}bold", "ExtraBoldItalic", "thin", "Oblique",
            "Regular Regular", "Medium-Medium_Italic", "", "İstanbul Bold", "ßemibold",
        ])
        #expect(names.count > 100)
        for name in names {
            let key = FamilyName.normalized(name)
            #expect(Typeface.stemKey(ofKey: key) == Typeface.stemKeyReference(ofKey: key), "\(name.debugDescription)")
        }
    }

    @Test(arguments: [
        (250, 100), (275, 200), (1, 100), (5, 500), (9, 900), (100, 100), (400, 400), (350, 400),
        (449, 400), (450, 500), (950, 1000), (1000, 1000), (1200, 1000), (0, 400), (-3, 400), (10, 100), (49, 100),
    ])
    func bucketing(raw: Int, expected: Int) {
        #expect(WeightClass.bucket(raw) == expected)
    }

    @Test func namesIgnoreCaseSpacesHyphensAndUnderscores() {
        for spelling in ["SemiBold", "semi-bold", "Semi Bold", "semi_bold", "DEMIBOLD"] {
            #expect(WeightClass.value(named: spelling) == 600, "\(spelling)")
        }
        #expect(WeightClass.value(named: "heavy") == 900)
        #expect(WeightClass.value(named: "ultra-black") == 950)
        #expect(WeightClass.value(named: "superbold") == nil)
    }

    @Test func styleWordsPreferTheLongerName() {
        #expect(WeightClass.fromStyleWords("ExtraBold Italic") == 800)
        #expect(WeightClass.fromStyleWords("Bold") == 700)
        #expect(WeightClass.fromStyleWords("Condensed") == nil)
    }

    @Test func familyNormalisation() {
        #expect(FamilyName.normalized("Nunito Sans") == FamilyName.normalized("NunitoSans"))
        #expect(FamilyName.normalized("nunito_sans") == FamilyName.normalized("Nunito-Sans"))
        #expect(FamilyName.normalized("Nunito") != FamilyName.normalized("Nunito Sans"))
    }
}
