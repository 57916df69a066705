import Foundation
import TestSupport
import Testing

extension ComposeRealFormsTests {
    /// A function whose value is a copy of its `TextStyle` parameter with the app's family: each call is a style,
    /// the copy's arguments over the style passed. The form of Blockstream Green's `GreenTypography()` (GPL-3.0,
    /// so written anew here, not copied): `fun copyTextStyle(textStyle: TextStyle, fontWeight: FontWeight? =
    /// textStyle.fontWeight, …) = textStyle.copy(fontFamily = InterFont(), fontWeight = fontWeight, …)` over
    /// `Typography().let { Typography(displayLarge = copyTextStyle(it.displayLarge, fontWeight = Bold), …) }`,
    /// whose 15 roles were not read. `it.bodyLarge` there is the baseline `Typography()`'s role: its weight where
    /// the call passes none. A parameter's default that is the copied style's own field leaves that field as it is.
    @Test func aFunctionCopyingItsStyleParameterMakesStyles() throws {
        let root = try project(
            """
            package com.example
            val Brand = FontFamily(
                Font(R.font.mosaic_sans_regular, FontWeight.Normal),
                Font(R.font.mosaic_sans_bold, FontWeight.Bold),
            )
            fun branded(base: TextStyle, size: TextUnit = base.fontSize, weight: FontWeight? = base.fontWeight): TextStyle =
                base.copy(fontFamily = Brand, fontSize = size, fontWeight = weight)
            val AppTypography = Typography().let {
                Typography(
                    titleLarge = branded(it.titleLarge, weight = FontWeight.Bold),
                    bodyLarge = branded(it.bodyLarge, size = 15.sp),
                    labelSmall = branded(it.labelSmall),
                    bodySmall = branded(somewhere.bodySmall),
                )
            }
            """)
        let (_, json) = try audit(root)
        let read = styles(json)
        #expect(read.keys.sorted() == ["bodyLarge", "labelSmall", "titleLarge"], "\(read.keys.sorted())")
        #expect(read["titleLarge"]?.weight == 700)
        #expect(read["bodyLarge"]?.weight == 400)
        // Material 3's baseline labelSmall is Medium: the family has none.
        #expect(read["labelSmall"]?.weight == 500)
        #expect(try style(json, "bodyLarge")["status"] as? String == "pass")
        let face = try style(json, "titleLarge")["face"] as? [String: Any]
        #expect(face?["postscriptName"] as? String == "MosaicSans-Bold")
        // A style passed that is not read here, with no weight given: decided at run time.
        #expect(notChecked(json) == 1)
    }
}
