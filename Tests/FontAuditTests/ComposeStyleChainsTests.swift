import Foundation
import TestSupport
import Testing

/// Styles made by a function's `TextStyle(…)` and by `.merge(…)` and `.copy(…)` chains (MBTA's typography:
/// `private fun textStyle(fontSize: TextUnit): TextStyle = TextStyle(…)`, `val body = textStyle(17.sp)`,
/// `val bodySemiboldItalic = bodySemibold.merge(fontStyle = FontStyle.Italic)`).
extension ComposeRealFormsTests {
    func styles(_ json: [String: Any]) -> [String: (weight: Int, italic: Bool)] {
        var found: [String: (weight: Int, italic: Bool)] = [:]
        for style in json["styles"] as! [[String: Any]] {
            found[style["name"] as! String] = (style["weight"] as! Int, style["italic"] as! Bool)
        }
        return found
    }

    func notChecked(_ json: [String: Any]) -> Int? {
        (json["sources"] as! [String: Any])["callsNotChecked"] as? Int
    }

    /// Each call of a factory is a style named by its binding, with the template's family and weight and its own
    /// size; each `.merge(…)` (named arguments, or a `TextStyle(…)`) and `.copy(…)` over it replaces the fields it
    /// sets, through chains of bindings. The template itself is no style, and nothing is named by its type.
    @Test func factoryCallsAndTheirMergesAreStyles() throws {
        let root = try project(
            """
            package com.example
            object Typography {
                private val fontFamily = FontFamily(
                    Font(R.font.mosaic_sans_regular, FontWeight.Normal, FontStyle.Normal),
                    Font(R.font.mosaic_sans_bold, FontWeight.Bold, FontStyle.Normal),
                )
                private fun textStyle(fontSize: TextUnit): TextStyle =
                    TextStyle(color = Color.Unspecified, fontFamily = fontFamily, fontSize = fontSize, fontWeight = FontWeight.Normal)
                val body = textStyle(17.sp)
                val bodyBold = body.merge(fontWeight = FontWeight.Bold)
                val bodyBoldItalic = bodyBold.merge(fontStyle = FontStyle.Italic)
                val title = body.merge(TextStyle(fontWeight = FontWeight.Medium))
                val caption = textStyle(12.sp).copy(fontWeight = FontWeight.SemiBold)
                val label = bodyBold.copy(fontWeight = FontWeight.Black)
                val labelItalic = label.copy(fontStyle = FontStyle.Italic)
                val footnote = body.copy(color = Color.Red)
            }
            """)
        let (code, json) = try audit(root)
        #expect(code == 1)
        let read = styles(json)
        #expect(
            read.keys.sorted() == [
                "body", "bodyBold", "bodyBoldItalic", "caption", "label", "labelItalic", "title",
            ], "\(read.keys.sorted())")
        let expected: [String: (weight: Int, italic: Bool)] = [
            "body": (400, false), "bodyBold": (700, false), "bodyBoldItalic": (700, true), "title": (500, false),
            "caption": (600, false), "label": (900, false), "labelItalic": (900, true),
        ]
        for (name, style) in expected {
            #expect(read[name]?.weight == style.weight && read[name]?.italic == style.italic, "\(name)")
        }
        #expect(try style(json, "body")["status"] as? String == "pass")
        // Bold Text on Android 12+ asks body's family for 400 + 300, bodyBold's for 700 + 300 (shown as 900).
        #expect(try style(json, "body")["boldTextWeight"] as? Int == 700)
        #expect(try style(json, "bodyBold")["boldTextWeight"] as? Int == 900)
        #expect(
            try message(json, style: "bodyBold", rule: "missing-bold-counterpart").contains(
                "which fontFamily does not have"))
        #expect(
            try message(json, style: "bodyBoldItalic", rule: "missing-face").hasSuffix(
                "Compose will show Mosaic Sans Bold (700) with a synthetic slant"))
    }

    /// A parameter the template uses as a value takes the call's argument, by place or by label, else its
    /// default; an argument this scan cannot read makes the style not checked, never 400. A factory no call uses
    /// is its template's style, named by the function.
    @Test func factoryParametersTakeTheCallsArgumentsOrTheirDefaults() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            fun role(size: TextUnit, weight: FontWeight = FontWeight.Bold, style: FontStyle = FontStyle.Normal) =
                TextStyle(fontFamily = Mosaic, fontSize = size, fontWeight = weight, fontStyle = style)
            val strong = role(10.sp)
            val plain = role(10.sp, FontWeight.Normal)
            val slanted = role(size = 10.sp, style = FontStyle.Italic)
            val chosen = role(10.sp, weight = chosenWeight)
            fun quiet(): TextStyle {
                return TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Normal)
            }
            """)
        let (_, json) = try audit(root)
        let read = styles(json)
        #expect(read.keys.sorted() == ["plain", "quiet()", "slanted", "strong"], "\(read.keys.sorted())")
        #expect(read["strong"]?.weight == 700)
        #expect(read["plain"]?.weight == 400)
        #expect(read["slanted"]?.weight == 700 && read["slanted"]?.italic == true)
        #expect(notChecked(json) == 1)
    }

    /// Chains that go round (`a = b.merge(…)`, `b = a.merge(…)`; Kotlin leaves them null) end after a bounded
    /// number of steps, not checked; a name bound to a chain over itself (`val bodyLarge =
    /// baseline.bodyLarge.copy(…)`) is not its own base; the styles beside them are read.
    @Test func chainsThatGoRoundAreNotChecked() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            fun base(): TextStyle = TextStyle(fontFamily = Mosaic)
            val first = second.merge(fontWeight = FontWeight.Bold)
            val second = first.merge(fontStyle = FontStyle.Italic)
            val self = self.copy(fontWeight = FontWeight.Bold)
            val body = base()
            """)
        let (_, json) = try audit(root)
        #expect(styles(json).keys.sorted() == ["body"])
        #expect(notChecked(json) == 2)
    }
}
