import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditInputs
@testable import FontAuditModel

/// Typography held by classes and enums of the app's own (a study of Unstoppable Wallet's and fearless-Android's
/// Compose code): a copy of Material 2's `Typography` class, and enum entries made with a family or a weight.
extension ComposeRealFormsTests {
    func names(_ json: [String: Any]) -> [String] {
        (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
    }

    /// A copy of Material 2's `Typography` class (Unstoppable Wallet's): each `TextStyle` parameter's default is a
    /// style named by its parameter, in `defaultFontFamily`'s default when it sets no family of its own (androidx
    /// `withDefaultFontFamily`: `if (fontFamily != null) this else copy(fontFamily = default)`), at its own
    /// weight and slant; one that sets a family keeps it. Also when the secondary constructor passes the family
    /// on whole to the primary one.
    @Test func aTypographyClassGivesItsParametersItsDefaultFamily() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            class AppTypography internal constructor(
                val headline: TextStyle, val title1: TextStyle, val caption: TextStyle, val quote: TextStyle,
            ) {
                constructor(
                    defaultFontFamily: FontFamily = Mosaic,
                    headline: TextStyle = TextStyle(fontWeight = FontWeight.Bold, fontSize = 24.sp),
                    title1: TextStyle = TextStyle(fontWeight = FontWeight.SemiBold),
                    caption: TextStyle = TextStyle(fontWeight = FontWeight.Normal, fontStyle = FontStyle.Italic),
                    quote: TextStyle = TextStyle(fontFamily = FontFamily.Serif, fontWeight = FontWeight.Bold),
                ) : this(
                    headline = headline.withDefaultFontFamily(defaultFontFamily),
                    title1 = title1.withDefaultFontFamily(defaultFontFamily),
                    caption = caption.withDefaultFontFamily(defaultFontFamily).copy(lineHeight = 16.sp),
                    quote = quote.withDefaultFontFamily(defaultFontFamily),
                )
            }
            private fun TextStyle.withDefaultFontFamily(default: FontFamily): TextStyle =
                if (fontFamily != null) this else copy(fontFamily = default)
            class LeadTypography internal constructor(val lead: TextStyle, val defaultFontFamily: FontFamily) {
                constructor(
                    defaultFontFamily: FontFamily = Mosaic,
                    lead: TextStyle = TextStyle(fontWeight = FontWeight.Medium),
                ) : this(lead, defaultFontFamily)
            }
            """)
        let (_, json) = try audit(root)
        #expect(names(json) == ["headline", "title1", "caption", "quote", "lead"], "\(names(json))")
        for name in ["headline", "title1", "caption", "lead"] {
            #expect(try style(json, name)["family"] as? String == "Mosaic Sans", "\(name)")
        }
        #expect(try style(json, "headline")["weight"] as? Int == 700)
        #expect(try style(json, "title1")["weight"] as? Int == 600)
        #expect(try style(json, "lead")["weight"] as? Int == 500)
        #expect(try style(json, "caption")["italic"] as? Bool == true)
        #expect(try style(json, "headline")["italic"] as? Bool == false)
        // Its own family, not the default one.
        #expect(try style(json, "quote")["family"] as? String == "FontFamily.Serif")
        #expect(notChecked(json) == 0)
    }

    /// A class whose constructor does not pass its default family on to its `TextStyle` parameters (no
    /// `withDefaultFontFamily`, the family not given to `this(…)`): a parameter's default that sets no family is
    /// the platform's default font, kept (as before) only when it is named like a Material role.
    @Test func aTypographyClassWithoutTheDefaultFamilyStepIsThePlatformsFont() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            class PlainTypography internal constructor(val body2: TextStyle, val tagline: TextStyle, val family: FontFamily) {
                constructor(
                    defaultFontFamily: FontFamily = Mosaic,
                    body2: TextStyle = TextStyle(fontWeight = FontWeight.Bold),
                    tagline: TextStyle = TextStyle(fontWeight = FontWeight.Bold),
                ) : this(body2 = body2, tagline = tagline.copy(fontSize = 12.sp), family = Mosaic)
            }
            """)
        let (_, json) = try audit(root)
        #expect(names(json) == ["body2"], "\(names(json))")
        #expect(try style(json, "body2")["family"] as? String == "FontFamily.Default")
    }

    /// Enum entries made with a family or a weight (fearless-Android's `enum class FontFamilies(val value:
    /// FontFamily) { HEADLINE(Sora) }`, `FontWeights.ONE.value`, entries imported by name, a companion's constant
    /// imported as `Bold`): the argument is a constant, so the property is that family or weight. An enum with
    /// two font properties passes them by place or by label; an entry whose argument is computed is not checked.
    @Test func enumEntriesAreTheFamiliesAndWeightsTheyAreMadeWith() throws {
        let root = try project(
            """
            package com.example
            import androidx.compose.ui.text.font.FontWeight.Companion.Bold
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            internal enum class FontFamilies(val value: FontFamily) { HEADLINE(Mosaic), PICKED(pickFamily()) }
            internal enum class FontWeights(val value: FontWeight) {
                ZERO(FontWeight.Normal),
                ONE(Bold),
                CHOSEN(FontWeight(weightOf())),
            }
            enum class Token(val weight: FontWeight, val size: Int, val family: FontFamily = Mosaic) {
                STRONG(FontWeight.Bold, 16),
                SOFT(family = FontFamily.Serif, size = 12, weight = FontWeight.W500);
            }
            val displayL = TextStyle(fontWeight = FontWeights.ONE.value, fontFamily = FontFamilies.HEADLINE.value)
            val paragraph = TextStyle(fontWeight = ZERO.value, fontFamily = HEADLINE.value)
            val strong = TextStyle(fontFamily = Token.STRONG.family, fontWeight = Token.STRONG.weight)
            val soft = TextStyle(fontFamily = Token.SOFT.family, fontWeight = Token.SOFT.weight)
            val picked = TextStyle(fontFamily = FontFamilies.PICKED.value)
            val chosen = TextStyle(fontFamily = HEADLINE.value, fontWeight = FontWeights.CHOSEN.value)
            """)
        let (_, json) = try audit(root)
        #expect(names(json) == ["displayL", "paragraph", "strong", "soft"], "\(names(json))")
        for (name, weight) in [("displayL", 700), ("paragraph", 400), ("strong", 700), ("soft", 500)] {
            #expect(try style(json, name)["weight"] as? Int == weight, "\(name)")
        }
        for name in ["displayL", "paragraph", "strong"] {
            #expect(try style(json, name)["family"] as? String == "Mosaic Sans", "\(name)")
        }
        #expect(try style(json, "soft")["family"] as? String == "FontFamily.Serif")
        #expect(notChecked(json) == 2)
    }

    /// A bare `Bold` is a companion's constant only when the file imports it: otherwise it is some other name,
    /// and a style using the entry is not checked.
    @Test func aBareWeightNotImportedIsNotRead() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            enum class Weights(val value: FontWeight) { ONE(Bold) }
            val title = TextStyle(fontFamily = Mosaic, fontWeight = Weights.ONE.value)
            """)
        let (_, json) = try audit(root)
        #expect(names(json).isEmpty, "\(names(json))")
        #expect(notChecked(json) == 1)
    }
}
