import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditInputs
@testable import FontAuditModel

/// Typography classes that take their family as a constructor argument (tangem's `TangemTypography(fontFamily:
/// FontFamily)` built as `TangemTypography(RobotoFamily)`): each `TextStyle(fontFamily = fontFamily, …)` in the
/// class is audited in the family the app builds the class with, as `TextStyle(fontFamily = RobotoFamily, …)` is.
extension ComposeRealFormsTests {
    static let twoFamilies = """
        package com.example
        val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
        val MosaicRegular = FontFamily(Font(R.font.mosaic_sans_regular))
        """

    /// The plain parameter and the `private val` one, built by place and by label: the styles are the family's,
    /// at their own weights, named by the class; nothing is left not checked.
    @Test func aClassBuiltWithItsFamilyGivesItToItsStyles() throws {
        let root = try project(
            Self.twoFamilies + """

                class AppTypography internal constructor(
                    fontFamily: FontFamily,
                ) {
                    val head: TextStyle = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.SemiBold, fontSize = 22.sp)
                    val body: TextStyle = TextStyle(fontSize = 14.sp, fontFamily = fontFamily)
                }
                data class LabelTypography(private val family: FontFamily, val size: Int = 12) {
                    val label = TextStyle(fontFamily = family, fontWeight = FontWeight.Bold)
                    val accent = SpanStyle(fontFamily = family, fontStyle = FontStyle.Italic)
                }
                val typography = AppTypography(Mosaic)
                val labels = LabelTypography(size = 14, family = Mosaic)
                """)
        let (_, json) = try audit(root)
        #expect(
            Set(names(json))
                == ["AppTypography.head", "AppTypography.body", "LabelTypography.label", "LabelTypography.accent"],
            "\(names(json))")
        for name in ["AppTypography.head", "AppTypography.body", "LabelTypography.label", "LabelTypography.accent"] {
            #expect(try style(json, name)["family"] as? String == "Mosaic Sans", "\(name)")
        }
        #expect(try style(json, "AppTypography.head")["weight"] as? Int == 600)
        #expect(try style(json, "AppTypography.body")["weight"] as? Int == 400)
        #expect(try style(json, "LabelTypography.label")["weight"] as? Int == 700)
        #expect(try style(json, "LabelTypography.accent")["italic"] as? Bool == true)
        #expect(notChecked(json) == 0)
    }

    /// Built with two families (tangem's Roboto and Inter): each style once per family, told apart by the
    /// family; the same family twice is one. A use by the bare name (`legacy.head.copy(…)`) may be either, so it
    /// is a call not checked (not listed among the styles), as it was before.
    @Test func aClassBuiltWithTwoFamiliesIsAuditedInBoth() throws {
        let root = try project(
            Self.twoFamilies + """

                class AppTypography(fontFamily: FontFamily) {
                    val head = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
                }
                val legacy = AppTypography(fontFamily = Mosaic)
                val redesign = AppTypography(MosaicRegular)
                val again = AppTypography(Mosaic)
                val headline = legacy.head.copy(fontWeight = FontWeight.Normal)
                """)
        let (_, json) = try audit(root)
        #expect(
            Set(names(json)) == ["AppTypography(Mosaic).head", "AppTypography(MosaicRegular).head"],
            "\(names(json))")
        #expect(try style(json, "AppTypography(Mosaic).head")["status"] as? String == "fail")
        #expect(try style(json, "AppTypography(MosaicRegular).head")["weight"] as? Int == 700)
        #expect(notChecked(json) == 1)
    }

    /// Never built, or built with a value this scan cannot read (a parameter of a theme function): the styles
    /// stay calls not checked, as before, never in a guessed family. Built with one known family and one unknown
    /// value: the known one is audited, the other counted not checked.
    @Test func aClassBuiltWithAnUnknownFamilyIsNotChecked() throws {
        let root = try project(
            Self.twoFamilies + """

                class NeverBuilt(fontFamily: FontFamily) {
                    val title = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
                }
                class BuiltWithUnknown(fontFamily: FontFamily) {
                    val caption = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
                }
                class BuiltWithBoth(fontFamily: FontFamily) {
                    val lead = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
                }
                fun theme(userFamily: FontFamily) {
                    val a = BuiltWithUnknown(userFamily)
                    val b = BuiltWithBoth(userFamily)
                }
                val c = BuiltWithBoth(MosaicRegular)
                """)
        let (_, json) = try audit(root)
        #expect(try style(json, "BuiltWithBoth(MosaicRegular).lead")["family"] as? String == "Mosaic Sans")
        #expect(notChecked(json) == 3, "\(names(json))")
    }

    /// A parameter hidden by a nearer binding (`val fontFamily = pick()` in a getter) is not the constructor's:
    /// that style is not checked, the others in the class are audited. A default (`= Mosaic`) is used when the
    /// call leaves the argument out, and a nested class built with the outer parameter gets its families.
    @Test func shadowsDefaultsAndNestedClasses() throws {
        let root = try project(
            Self.twoFamilies + """

                class AppTypography(fontFamily: FontFamily = Mosaic) {
                    val nested: Display = Display(fontFamily)
                    val head = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
                    val shadowed: TextStyle
                        get() {
                            val fontFamily = pick()
                            return TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
                        }
                    class Display(fontFamily: FontFamily) {
                        val large = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Normal)
                    }
                }
                val typography = AppTypography()
                """)
        let (_, json) = try audit(root)
        #expect(try style(json, "AppTypography.head")["family"] as? String == "Mosaic Sans", "\(names(json))")
        #expect(try style(json, "Display.large")["family"] as? String == "Mosaic Sans")
        #expect(notChecked(json) == 1)
    }

    /// A family the class may be given where no call is read: a `var` parameter reassigned, a data class's
    /// `copy(fontFamily = …)`, `::AppTypography` passed as a function, and a member property of the parameter's
    /// name declared after the function that reads it. The family given elsewhere is never taken for the one
    /// family the calls read: it is counted not checked.
    @Test func familiesGivenWhereNoCallIsRead() throws {
        for kotlin in [
            """
            class AppTypography(var fontFamily: FontFamily) {
                fun head() = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
            }
            val t = AppTypography(Mosaic).apply { fontFamily = FontFamily.Cursive }
            """,
            """
            data class AppTypography(val fontFamily: FontFamily) {
                val head = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
            }
            val t = AppTypography(Mosaic).copy(fontFamily = FontFamily.Cursive)
            """,
            """
            class AppTypography(fontFamily: FontFamily) {
                val head = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
            }
            val t = AppTypography(Mosaic)
            val u = listOf(FontFamily.Cursive).map(::AppTypography)
            """,
            """
            class AppTypography(fontFamily: FontFamily) {
                fun head() = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Bold)
                val fontFamily: FontFamily = FontFamily.Cursive
            }
            val t = AppTypography(Mosaic)
            """,
        ] {
            let root = try project(Self.twoFamilies + "\n" + kotlin + "\n")
            let (_, json) = try audit(root)
            // The family the call gives may be audited (as `BuiltWithBoth`'s is); the other is counted.
            #expect(notChecked(json) == 1, "\(kotlin): \(names(json))")
        }
    }
}
