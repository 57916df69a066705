import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditInputs
@testable import FontAuditModel

/// Compose forms met in real apps (a study of Kickstarter's and Bitwarden's Android apps): device fonts by name,
/// a style's family reached through another style, and typography roles named `body`.
@Suite struct ComposeRealFormsTests: AppReportChecks {
    /// A module with Mosaic Sans Regular and Bold in res/font, and `kotlin` as its one source file.
    func project(_ kotlin: String) throws -> String {
        let root = try temporaryFolder()
        try copyMosaicFonts(to: root + "/app/src/main/res/font")
        try writeFile(kotlin, to: root + "/app/src/main/java/com/example/Type.kt")
        return root
    }

    /// A project with Mosaic Sans Regular and Bold in a Compose Multiplatform module's `composeResources/font`.
    func multiplatformProject() throws -> String {
        let root = try temporaryFolder()
        try copyMosaicFonts(to: root + "/shared/src/commonMain/composeResources/font")
        return root
    }

    /// Mosaic Sans Regular and Bold, as `mosaic_sans_regular.ttf` and `mosaic_sans_bold.ttf` in `fonts`.
    func copyMosaicFonts(to fonts: String) throws {
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        for name in ["mosaic_sans_regular", "mosaic_sans_bold"] {
            try FileManager.default.copyItem(
                atPath: Paths.composeApp + "/app/src/main/res/font/\(name).ttf", toPath: fonts + "/\(name).ttf")
        }
    }

    /// `res/font/mosaic.xml`: an XML `<font-family>` of Mosaic Sans Regular (400) and Bold (700).
    func writeMosaicXMLFamily(under root: String) throws {
        try writeFile(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <font-family xmlns:android="http://schemas.android.com/apk/res/android">
                <font android:fontStyle="normal" android:fontWeight="400" android:font="@font/mosaic_sans_regular"/>
                <font android:fontStyle="normal" android:fontWeight="700" android:font="@font/mosaic_sans_bold"/>
            </font-family>
            """, to: root + "/app/src/main/res/font/mosaic.xml")
    }

    func style(_ json: [String: Any], _ name: String) throws -> [String: Any] {
        try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == name }, "\(name)")
    }

    /// `Font(DeviceFontFamilyName("sans-serif-medium"))` is a font the device has, found by name
    /// (androidx.compose.ui.text.font's DeviceFontFamilyNameFont, `Typeface.create(name, …)`): the platform's,
    /// never a resource to find or a face to buy.
    @Test func deviceFontsAreThePlatforms() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val Condensed = FontFamily(Font(DeviceFontFamilyName("sans-serif-condensed"), FontWeight.Bold))
            val Mixed = FontFamily(Font(R.font.mosaic_sans_regular), Font(familyName = DeviceFontFamilyName(name)))
            val caption = TextStyle(fontFamily = FontFamily(Font(DeviceFontFamilyName("sans-serif-medium"))))
            val label = TextStyle(fontFamily = Condensed, fontWeight = FontWeight.Bold)
            val body = TextStyle(fontFamily = Mixed)
            """)
        let (code, json) = try audit(root)
        #expect(projectFindings(json).isEmpty, "\(projectFindings(json))")
        #expect(try style(json, "caption")["family"] as? String == "DeviceFontFamilyName(\"sans-serif-medium\")")
        #expect(try style(json, "label")["family"] as? String == "DeviceFontFamilyName(\"sans-serif-condensed\")")
        for name in ["caption", "label"] {
            #expect(try style(json, name)["status"] as? String == "pass")
            #expect(try message(json, style: name, rule: "platform-font").contains("is the system font"))
        }
        // A family with a file of its own is audited by its file: Regular, and Bold Text's Bold is not in it.
        #expect(try style(json, "body")["status"] as? String == "fail")
        #expect((json["missingFaces"] as! [[String: Any]]).allSatisfy { ($0["family"] as? String) == "Mosaic Sans" })
        #expect(code == 1)
    }

    /// `AppTheme.typography.bodyMedium.fontFamily` is bodyMedium's family, not the first family passed to an
    /// argument labelled `fontFamily`; inline families are named by their place; a helper's parameter
    /// (`textStyle.fontFamily`) is a call not checked, not a style.
    @Test func aFamilyReachedThroughAStyleIsThatStyles() throws {
        let root = try project(
            """
            package com.example
            val appTypography = AppTypography(
                eyebrow = TextStyle(fontFamily = FontFamily(Font(R.font.mosaic_sans_bold)), fontWeight = FontWeight.W700),
                bodyMedium = TextStyle(fontFamily = FontFamily(Font(R.font.mosaic_sans_regular))),
            )
            val boldSpan = SpanStyle(fontWeight = FontWeight.Bold, fontFamily = AppTheme.typography.bodyMedium.fontFamily)
            fun spanStyleOf(textStyle: TextStyle): SpanStyle =
                SpanStyle(fontWeight = textStyle.fontWeight, fontFamily = textStyle.fontFamily)
            """)
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(names == ["eyebrow", "bodyMedium", "boldSpan"])
        // Compose asks bodyMedium's one Regular face for 700 and draws a synthetic bold over it.
        #expect(try style(json, "boldSpan")["face"] is NSNull)
        #expect(
            try message(json, style: "boldSpan", rule: "undeclared-in-family").contains(
                "but Type.kt:4 does not declare it: Compose will show Mosaic Sans Regular (400) with a synthetic bold"))
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
        // The family passed to `eyebrow`'s fontFamily is named by its line, not by the label.
        let mismatch = try #require((json["findings"] as! [[String: Any]]).first)
        #expect((mismatch["message"] as! String).hasPrefix("Type.kt:3 declares mosaic_sans_bold.ttf as weight 400"))
    }

    /// A weight or slant given as another style's (GOV.UK's chat input: `fontWeight =
    /// Typography.bodyRegular.fontWeight`) is that style's; one that is not a literal (`fontWeight = w`, a
    /// parameter with no default; `copy(fontStyle = s)`) is a call not checked, never read as 400 or upright.
    @Test func aWeightGivenAsAnotherStylesIsThatStyles() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val appTypography = AppTypography(
                bodyStrong = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Bold, fontStyle = FontStyle.Italic),
            )
            val chat = TextStyle(
                fontWeight = Typography.bodyStrong.fontWeight, fontStyle = Typography.bodyStrong.fontStyle,
                fontFamily = Typography.bodyStrong.fontFamily)
            fun field(w: FontWeight) = TextStyle(fontWeight = w, fontFamily = Mosaic)
            val slanted = appTypography.bodyStrong.copy(fontStyle = s)
            val unknown = TextStyle(fontWeight = Other.role.fontWeight, fontFamily = Mosaic)
            """)
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(names == ["bodyStrong", "chat"], "\(names)")
        #expect(try style(json, "chat")["weight"] as? Int == 700)
        #expect(try style(json, "chat")["italic"] as? Bool == true)
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 3)
    }

    /// Another style's weight is that style's only when it is checked itself and is the one named: a weight decided
    /// at run time gives none (not 400), and `PosterTypography.titleLarge` is never another typography's
    /// titleLarge (the review's fail-open cases).
    @Test func anotherStylesWeightIsThatExactStylesWhenChecked() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val AppTypography = Typography(titleLarge = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Normal))
            val PosterTypography = Typography(titleLarge = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Black))
            val posterCaption = TextStyle(fontFamily = Mosaic, fontWeight = PosterTypography.titleLarge.fontWeight)
            val emphasis = TextStyle(fontFamily = Mosaic, fontWeight = if (loud) FontWeight.Black else FontWeight.Bold)
            val label = TextStyle(fontFamily = Mosaic, fontWeight = emphasis.fontWeight)
            """)
        let (_, json) = try audit(root)
        #expect(try style(json, "posterCaption")["weight"] as? Int == 900)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(!names.contains("label") && !names.contains("emphasis"), "\(names)")
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 2)
    }

    /// A family passed to a constructor's named argument (`AppFonts(heading = FontFamily(…))`, the usual
    /// CompositionLocal design system) is bound to that name, as before the place labels were told apart; a
    /// device family named "" throws at run time (androidx `require(name.isNotEmpty())`), so its style is a call
    /// not checked, never a pass.
    @Test func familiesPassedToNamedArgumentsAreBound() throws {
        let root = try project(
            """
            package com.example
            data class AppFonts(val heading: FontFamily)
            val LocalAppFonts = staticCompositionLocalOf {
                AppFonts(heading = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold)))
            }
            val title = TextStyle(fontFamily = LocalAppFonts.current.heading, fontWeight = FontWeight.Bold)
            val broken = TextStyle(fontFamily = FontFamily(Font(DeviceFontFamilyName(""))))
            """)
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect((json["styles"] as! [[String: Any]]).map { $0["name"] as! String } == ["title"])
        #expect(
            try message(json, style: "title", rule: "missing-bold-counterpart").contains("which heading does not have"))
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
    }

    /// `Font(R.font.mosaic)` on an XML `<font-family>` (Infinity for Reddit's `Font(R.font.balsamiq_sans)`) is
    /// that family: Compose loads its typeface and the platform picks its face by weight, so no
    /// `missing-font-resource`, and the bold style and Bold Text get its Bold.
    @Test func aFontOnAnXMLFontFamilyIsThatFamily() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic))
            val body = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Normal)
            val title = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Bold)
            """)
        try writeMosaicXMLFamily(under: root)
        let (_, json) = try audit(root)
        #expect(
            !((json["findings"] as? [[String: Any]]) ?? []).contains {
                $0["rule"] as? String == "missing-font-resource"
            })
        func face(_ style: [String: Any], _ key: String) -> String? {
            (style[key] as? [String: Any])?["postscriptName"] as? String
        }
        #expect(face(try style(json, "body"), "face") == "MosaicSans-Regular")
        #expect(face(try style(json, "body"), "boldTextFace") == "MosaicSans-Bold")
        #expect(face(try style(json, "title"), "face") == "MosaicSans-Bold")
    }

    /// Beside other fonts, an XML family is one entry at the weight its `Font` declares (focus-android's
    /// `FontFamily(Font(R.font.metropolis, Normal), Font(R.font.metropolis_bold, Bold), …)`): FontMatcher picks
    /// among the FontFamily's own entries, so a request it routes elsewhere never reaches the XML family's faces.
    @Test func anXMLFamilyBesideOtherFontsIsOneEntry() throws {
        let root = try project(
            """
            package com.example
            val Mixed = FontFamily(Font(R.font.mosaic, FontWeight.Normal), Font(R.font.mosaic_sans_regular, FontWeight.Medium))
            val body = TextStyle(fontFamily = Mixed)
            """)
        try writeMosaicXMLFamily(under: root)
        let (_, json) = try audit(root)
        // Bold Text's 700: no entry at or above it, so the heaviest below, the Medium-declared Regular file, with
        // a synthetic bold; the XML family's Bold is not one of Mixed's entries.
        #expect(try style(json, "body")["status"] as? String == "fail")
        let messages = (try style(json, "body")["findings"] as! [[String: Any]]).compactMap { $0["message"] as? String }
        #expect(
            messages.contains { $0.contains("Compose will show Mosaic Sans Regular (500) with a synthetic bold") },
            "\(messages)")
    }

    /// A Bold file declared as SemiBold (ClozitHaven's `Font(R.font.roboto_bold, FontWeight.SemiBold)`): for a
    /// regular style Bold Text asks for 700, Compose picks the font declared 600, and with nothing synthesized over
    /// it the user sees the real Bold: the style passes, the declaration is still `declaration-mismatch`.
    @Test func aBoldFileDeclaredSemiBoldIsTheBoldTextFaceItShows() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(
                Font(R.font.mosaic_sans_regular, FontWeight.Normal),
                Font(R.font.mosaic_sans_bold, FontWeight.SemiBold),
            )
            val body = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Normal)
            """)
        let (_, json) = try audit(root)
        let body = try style(json, "body")
        #expect(body["status"] as? String == "pass")
        #expect((body["boldTextFace"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Bold")
        #expect(
            ((json["findings"] as? [[String: Any]]) ?? []).contains { $0["rule"] as? String == "declaration-mismatch" })
    }

    /// A family that declares its Bold file at Black (Ivy Wallet's `Font(R.font.opensans_bold, FontWeight.Black)`)
    /// makes Compose pick that file under Bold Text: a bold style shows the same face, an ExtraBold one a lighter
    /// face. Each is an error naming the declaration, with nothing to buy; the regular style still gets Bold.
    @Test func aBoldTextFaceDeclaredHeavierThanItsFileIsNoHeavierFace() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(
                Font(R.font.mosaic_sans_regular, FontWeight.Normal),
                Font(R.font.mosaic_sans_bold, FontWeight.Black),
                Font(R.font.mosaic_sans_bold, FontWeight.Bold),
                Font(R.font.mosaic_sans_regular, FontWeight.ExtraBold),
            )
            val title = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Bold)
            val body = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Normal)
            """)
        let (code, json) = try audit(root)
        #expect(code == 1)
        let title = try style(json, "title")
        #expect(title["status"] as? String == "fail")
        let message = try #require(((title["findings"] as? [[String: Any]]) ?? []).first?["message"] as? String)
        #expect(message.contains("the face it shows now: Bold Text changes nothing"), "\(message)")
        #expect(try style(json, "body")["status"] as? String == "pass")
        #expect((json["missingFaces"] as? [[String: Any]] ?? []).isEmpty)
    }

    /// A file's own name for a family bound elsewhere (tivi's `val fontFamily = DmSansFontFamily` inside its
    /// typography getter, then `default.titleMedium.copy(fontFamily = fontFamily)`) is that family; a name bound
    /// to something else is not.
    @Test func aLocalNameForAFamilyIsThatFamily() throws {
        let root = try project(
            """
            package com.example
            val MosaicFamily = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val AppTypography: Typography
              @Composable get() {
                val default = Typography()
                val fontFamily = MosaicFamily
                val other: FontFamily = MosaicFamily
                val computed = pick(MosaicFamily)
                return Typography(
                  titleMedium = default.titleMedium.copy(fontFamily = fontFamily),
                  bodyLarge = default.bodyLarge.copy(fontFamily = other),
                  labelSmall = default.labelSmall.copy(fontFamily = computed),
                )
              }
            @Composable fun Label(text: String, fontFamily: FontFamily) {
              Text(text, style = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.SemiBold))
            }
            """)
        let (_, json) = try audit(root)
        #expect(try style(json, "titleMedium")["family"] as? String == "Mosaic Sans")
        #expect(try style(json, "titleMedium")["weight"] as? Int == 500)
        #expect(try style(json, "bodyLarge")["family"] as? String == "Mosaic Sans")
        #expect((json["styles"] as! [[String: Any]]).count == 2)
        // A parameter of the same name in another function is that function's, decided at run time.
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 2)
    }

    /// A function that makes a `Font` (pocket-casts' `private fun googleSans(weight: Int) = Font(resId = …,
    /// weight = FontWeight(weight), …)` and `FontFamily(googleSans(400), …)`) gives each call's font, its weight the
    /// call's number; a weight not written as a number leaves that font out.
    @Test func fontFactoriesGiveTheirCallsFonts() throws {
        let root = try project(
            """
            package com.example
            private fun mosaic(weight: Int) = Font(resId = R.font.mosaic_sans_regular, weight = FontWeight(weight))
            private fun mosaicBold(): Font = Font(R.font.mosaic_sans_bold, FontWeight.Bold)
            val Mosaic = FontFamily(mosaic(400), mosaicBold())
            val Light = FontFamily(mosaic(300))
            val Unknown = FontFamily(mosaic(chosen))
            val body = TextStyle(fontFamily = Mosaic)
            val strong = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Bold)
            val thin = TextStyle(fontFamily = Light, fontWeight = FontWeight.Light)
            val other = TextStyle(fontFamily = Unknown)
            """)
        let (_, json) = try audit(root)
        #expect(try style(json, "body")["status"] as? String == "pass")
        #expect(try style(json, "strong")["family"] as? String == "Mosaic Sans")
        #expect(try style(json, "thin")["family"] as? String == "Mosaic Sans")
        #expect((json["styles"] as! [[String: Any]]).count == 3)
        // The 300 declared on the Regular file is a declaration the file contradicts.
        #expect(projectFindings(json).contains { $0.hasPrefix("declaration-mismatch") })
    }

    /// A Google font bound to a name (compose-samples' `val fontName = GoogleFont("Lato")`, then `Font(googleFont =
    /// fontName, fontProvider = provider)`) is that family: Lato's faces on the buying list, not the Kotlin
    /// variable's name as a family ("fontFamily-Bold").
    @Test func aGoogleFontBoundToANameIsThatFamily() throws {
        let root = try project(
            """
            package com.example
            val fontName = GoogleFont("Lato")
            val fontFamily = FontFamily(Font(googleFont = fontName, fontProvider = provider))
            val TitleBarStyle = TextStyle(fontWeight = FontWeight(700), fontFamily = fontFamily)
            """)
        let (code, json) = try audit(root)
        #expect(code == 1)
        let buy = (json["missingFaces"] as! [[String: Any]]).map { $0["postscriptName"] as! String }
        #expect(buy == ["Lato-Bold", "Lato-Black"])
        #expect(
            try message(json, style: "TitleBarStyle", rule: "missing-face").contains(
                "Compose will show Lato Regular (400, downloadable)"))
    }

    /// A downloadable family that declares Regular and Bold (Zashi's Inter, Jetchat's Karla): a 400 style passes,
    /// and every format's row says so, its Bold Text face shown, not "missing" or "To buy" (23 of Zashi's rows
    /// contradicted their verdict).
    @Test func aDownloadableFacesRowsAgreeWithTheVerdict() throws {
        let root = try project(
            """
            package com.example
            val inter = GoogleFont("Inter")
            val family = FontFamily(
                Font(googleFont = inter, fontProvider = provider, weight = FontWeight.Normal),
                Font(googleFont = inter, fontProvider = provider, weight = FontWeight.Bold))
            val body = TextStyle(fontFamily = family)
            """)
        let (code, json) = try audit(root)
        #expect(code == 0)
        #expect(try style(json, "body")["status"] as? String == "pass")
        let text = runInProcess(["app", root]).stdout
        #expect(text.contains("✓ Inter Regular (400)   Bold Text ✓ → Inter Bold (700)"), "\(text)")
        let markdown = runInProcess(["app", root, "--format", "markdown"]).stdout
        #expect(markdown.contains("| ✅ | body | ✓ Inter Regular (400) | ✓ Inter Bold (700) |"), "\(markdown)")
        let html = runInProcess(["app", root, "--format", "html"]).stdout
        #expect(html.contains("Inter Bold (700): declared, fetched at run time, no file to draw"))
        #expect(!html.contains("To buy"))
    }

    /// Roles named `body`: a Kotlin declaration (`val body = TextStyle(…)`) and a named argument of a typography
    /// (`KSTypography(body = TextStyle(…))`) are the style's name; `Text(style = TextStyle(…))` is a place.
    @Test func rolesNamedBodyKeepTheirName() throws {
        let source = """
            val body = TextStyle(fontFamily = Brand)
            val typography = KSTypography(body = TextStyle(fontFamily = Brand), title = TextStyle(fontFamily = Brand))
            fun Screen() { Text("a", style = TextStyle(fontFamily = Brand)) }
            """
        let tokens = SourceLexer.tokens(Array(source.utf8), language: .kotlin)
        let calls = SourceCalls(tokens, file: "/p/Type.kt")
        let names = calls.calls(named: "TextStyle").map { calls.boundName(ofCallAt: $0) }
        #expect(names == ["body", "body", "title", nil])
        // Dart's and Swift's labels of places stay places: `body: Text(…)`, `style: TextStyle(…)`.
        let dart = SourceCalls(
            SourceLexer.tokens(Array("Scaffold(body: Text('a', style: TextStyle()))".utf8), language: .dart),
            file: "/p/a.dart")
        #expect(dart.calls(named: "Text").map { dart.boundName(ofCallAt: $0) } == [nil])
        #expect(dart.calls(named: "TextStyle").map { dart.boundName(ofCallAt: $0) } == [nil])
    }

    /// `Text(…, fontWeight =, fontStyle =)` with no family (JetStream's `Text(style = MaterialTheme.typography
    /// .bodyLarge, fontWeight = FontWeight.Light)`, DroidconKotlin's `Text(text = …, fontWeight = FontWeight.Bold)`)
    /// is a style at the call: material3 `Text` merges those arguments over its `style`, which keeps its family,
    /// and a Text with no `style` is in `LocalTextStyle.current`, the theme's bodyLarge. A weight decided at run
    /// time is a call not checked; a style this scan does not know (a parameter, an inline style with no family:
    /// the platform's font) gives nothing.
    @Test func textFontArgumentsAreMergedOverItsStyle() throws {
        let root = try project(
            """
            import androidx.compose.material3.Text
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val AppTypography = Typography(
                bodyLarge = TextStyle(fontFamily = Mosaic),
                titleMedium = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Medium, fontSize = 16.sp),
            )
            @Composable fun Screen(selected: Boolean, label: TextStyle) {
                Text(text = "day", fontWeight = FontWeight.Bold)
                Text("title", style = MaterialTheme.typography.titleMedium, fontStyle = FontStyle.Italic)
                Text("copy", style = MaterialTheme.typography.bodyLarge.copy(fontSize = 12.sp), fontWeight = FontWeight.SemiBold)
                Text("status", fontWeight = FontWeight.Bold, fontStyle = FontStyle.Italic)
                Text("picked", fontWeight = if (selected) FontWeight.Bold else FontWeight.Normal)
                Text("param", style = label, fontWeight = FontWeight.Bold)
                Text("plain", style = MaterialTheme.typography.titleMedium)
                Text("sized", style = TextStyle(fontSize = 12.sp), fontWeight = FontWeight.Bold)
                Text("theme", style = LocalTextStyle.current, fontWeight = FontWeight.Normal, fontFamily = null)
            }
            """)
        let (code, json) = try audit(root)
        #expect(code == 1)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(
            names.sorted() == [
                "Type.kt:10", "Type.kt:11", "Type.kt:16", "Type.kt:8", "Type.kt:9", "bodyLarge", "titleMedium",
            ],
            "\(names)")
        func font(_ name: String) throws -> String {
            let found = try style(json, name)
            let (family, weight, italic) = (
                found["family"] as? String, found["weight"] as? Int, found["italic"] as? Bool
            )
            return "\(family ?? "?") \(weight ?? 0)\(italic == true ? " italic" : "")"
        }
        #expect(try font("Type.kt:8") == "Mosaic Sans 700")
        #expect(try font("Type.kt:9") == "Mosaic Sans 500 italic")
        #expect(try font("Type.kt:10") == "Mosaic Sans 600")
        #expect(try font("Type.kt:11") == "Mosaic Sans 700 italic")
        #expect(try font("Type.kt:16") == "Mosaic Sans 400")
        // Bold Italic of a family with no italic: Compose slants its Bold (FontSynthesis.Style).
        #expect(
            try message(json, style: "Type.kt:11", rule: "missing-face").contains(
                "Compose will show Mosaic Sans Bold (700) with a synthetic slant"))
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
    }

    /// The theme's body role a `Text` without `style` is in: Material 2's `body1` when the file's `Text` is
    /// `androidx.compose.material.Text` (material `MaterialTheme.kt`: `ProvideTextStyle(value = typography.body1)`),
    /// here from `defaultFontFamily`. A typography whose bodyLarge sets no family (Habitica's) shows the platform's
    /// font there, which Android makes bolder itself: no style for each `Text` in it, and a weight computed there
    /// is nothing not checked; a family the call names itself is still its style.
    @Test func aTextWithNoStyleIsInTheThemesBodyRole() throws {
        let root = try project(
            """
            import androidx.compose.material.Text
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val AppTypography = Typography(defaultFontFamily = Mosaic)
            @Composable fun Screen() { Text(text = "day", fontWeight = FontWeight.Bold) }
            """)
        try writeFile(
            """
            import androidx.compose.material3.Text
            val Other = Typography(titleLarge = TextStyle(fontFamily = Mosaic), bodyLarge = TextStyle(fontWeight = FontWeight.Medium))
            @Composable fun Plain(weight: FontWeight) {
                Text(text = "day", fontWeight = FontWeight.Bold, fontStyle = FontStyle.Italic)
                Text(text = "picked", fontWeight = weight)
                Text(text = "serif", fontFamily = FontFamily.Serif, fontWeight = FontWeight.Bold)
            }
            """, to: root + "/app/src/main/java/com/example/Plain.kt")
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(names.filter { $0.contains(".kt:") }.sorted() == ["Plain.kt:6", "Type.kt:4"], "\(names)")
        #expect(try style(json, "Plain.kt:6")["family"] as? String == "FontFamily.Serif")
        #expect(try style(json, "Type.kt:4")["weight"] as? Int == 700)
        #expect(try style(json, "Type.kt:4")["family"] as? String == "Mosaic Sans")
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 0)
    }

    /// A Material 3 component provides its own role to its content (uidesign's `Button { Text(fontWeight = Bold) }`
    /// failed as bodyLarge's Encode Sans; material3's Button gives labelLarge, which its typography leaves at the
    /// platform's font): a trailing lambda's or a slot's role, not bodyLarge's.
    @Test func aTextInAComponentIsInTheComponentsRole() throws {
        let root = try project(
            """
            import androidx.compose.material3.Text
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val AppTypography = Typography(bodyLarge = TextStyle(fontFamily = Mosaic), titleLarge = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Medium))
            @Composable fun Screen() {
                Button(onClick = {}) { Text(text = "go", fontWeight = FontWeight.Bold) }
                TopAppBar(title = { Text(text = "title", fontStyle = FontStyle.Italic) })
                Column { Text(text = "body", fontWeight = FontWeight.Bold) }
            }
            """)
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }.filter { $0.contains(".kt:") }
        #expect(names.sorted() == ["Type.kt:6", "Type.kt:7"], "\(names)")
        #expect(try style(json, "Type.kt:6")["weight"] as? Int == 500)
        #expect(try style(json, "Type.kt:6")["italic"] as? Bool == true)
        #expect(try style(json, "Type.kt:7")["weight"] as? Int == 700)
    }

    /// A style that is a parameter's default (JetStream's `fun MoviesRow(titleStyle: TextStyle =
    /// MaterialTheme.typography.headlineLarge.copy(fontWeight = …))`) is named by the parameter, as a `val x:
    /// TextStyle = ….copy(…)` is by its binding: never by the type, which two such rows would share.
    @Test func aParameterDefaultIsNamedByTheParameter() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val AppTypography = Typography(bodyLarge = TextStyle(fontFamily = Mosaic))
            @Composable
            fun MoviesRow(
                title: String,
                titleStyle: TextStyle = MaterialTheme.typography.bodyLarge.copy(fontWeight = FontWeight.Bold),
            ) { Text(title, style = titleStyle) }
            @Composable
            fun Header(headerStyle: TextStyle = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Normal)) {}
            val emphasis: TextStyle = AppTypography.bodyLarge.copy(fontStyle = FontStyle.Normal, fontWeight = FontWeight.W500)
            """)
        let (_, json) = try audit(root)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(names.sorted() == ["bodyLarge", "emphasis", "headerStyle", "titleStyle"], "\(names)")
        #expect(try style(json, "titleStyle")["weight"] as? Int == 700)
        #expect(try message(json, style: "titleStyle", rule: "missing-bold-counterpart").contains("Bold Text needs"))
    }

    /// A face the app bundles in `composeResources/font` but the family does not declare is named as Compose
    /// Multiplatform's code names it, `Res.font.mosaic_sans_bold`, not Android's `R.font.…`.
    @Test func anUndeclaredMultiplatformFaceIsNamedByItsResAccessor() throws {
        let root = try multiplatformProject()
        try writeFiles(
            [
                "shared/src/commonMain/kotlin/Type.kt": """
                val Brand = FontFamily(Font(Res.font.mosaic_sans_regular, FontWeight.Normal))
                val title = TextStyle(fontFamily = Brand, fontWeight = FontWeight.Bold)
                """
            ], under: root)
        let (_, json) = try audit(root)
        let text = try message(json, style: "title", rule: "undeclared-in-family")
        #expect(text.contains("as Res.font.mosaic_sans_bold,"), "\(text)")
    }

    /// Compose Multiplatform's families made by a @Composable function (DroidKaigi 2025: `actual fun
    /// changoFontFamily(): FontFamily = FontFamily(Font(Res.font.…))`, used as `val chango = changoFontFamily()`,
    /// `fontFamily = fontFamily ?: chango` and `fontFamily = robotoRegularFontFamily()`) are read like a getter's:
    /// the `androidMain` actual, a block body's `return`, the elvis's default. A function with a parameter is
    /// not a family this scan can follow.
    @Test func familiesMadeByFunctionsAreRead() throws {
        let root = try multiplatformProject()
        let src = "shared/src/"
        try writeFiles(
            [
                src + "commonMain/kotlin/Type.kt": """
                @Composable
                expect fun brandFontFamily(): FontFamily
                @Composable
                fun plainFontFamily(): FontFamily {
                    return FontFamily(Font(Res.font.mosaic_sans_regular))
                }
                fun sized(weight: Int): FontFamily = FontFamily(Font(Res.font.mosaic_sans_bold))
                @Composable
                fun AppTypography(fontFamily: FontFamily?): Typography {
                    val brand = brandFontFamily()
                    return Typography(
                        bodyLarge = TextStyle(fontFamily = fontFamily ?: brand, fontWeight = FontWeight.Bold),
                        bodySmall = TextStyle(fontFamily = plainFontFamily()),
                        labelSmall = TextStyle(fontFamily = sized(1)),
                    )
                }
                """,
                src + "androidMain/kotlin/Type.android.kt": """
                @Composable
                actual fun brandFontFamily(): FontFamily = FontFamily(
                    Font(Res.font.mosaic_sans_regular, FontWeight.Normal),
                    Font(Res.font.mosaic_sans_bold, FontWeight.Bold),
                )
                """,
                src + "jvmMain/kotlin/Type.jvm.kt": """
                @Composable
                actual fun brandFontFamily(): FontFamily = FontFamily(Font(Res.font.mosaic_sans_regular))
                """,
                src + "commonMain/kotlin/Screen.kt": """
                @Composable
                fun Screen() { Text("a", fontFamily = brandFontFamily()) }
                """,
            ], under: root)
        let (code, json) = try audit(root)
        #expect(code == 1)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(names.sorted() == ["Screen.kt:2", "bodyLarge", "bodySmall"])
        // The android actual, with its Bold: the jvm one has Regular only.
        func face(_ name: String) throws -> String? {
            (try style(json, name)["face"] as? [String: Any])?["postscriptName"] as? String
        }
        #expect(try face("bodyLarge") == "MosaicSans-Bold")
        #expect(
            try message(json, style: "bodyLarge", rule: "missing-bold-counterpart").contains(
                "which brandFontFamily() does not"))
        // The Text's family over the theme's bodyLarge, whose Bold it keeps (material3 `Text`: `fontFamily` is
        // merged over `LocalTextStyle.current`): the android actual's Bold file.
        #expect(try face("Screen.kt:2") == "MosaicSans-Bold")
        #expect(try style(json, "Screen.kt:2")["weight"] as? Int == 700)
        #expect(
            try message(json, style: "bodySmall", rule: "single-face-family").hasPrefix(
                "plainFontFamily() is a single face"))
        let sources = json["sources"] as! [String: Any]
        #expect(sources["callsNotChecked"] as? Int == 1)
        #expect(sources["declarations"] as? Int == 4)
    }

    /// `GoogleFont(BuildConfig.fontName)` (androidify): the Google Fonts family is decided by the build, so its
    /// styles are not checked, never named after the Kotlin binding ("fontFamily") nor put on the buying list.
    /// A literal name beside it is still audited.
    @Test func aGoogleFontWithAComputedNameIsNotChecked() throws {
        let root = try project(
            """
            val fontName = GoogleFont(BuildConfig.fontName)
            val fontFamily = FontFamily(Font(googleFont = fontName, fontProvider = provider))
            val lato = FontFamily(Font(googleFont = GoogleFont("Lato"), fontProvider = provider))
            // Jetchat's labelled literal, bound to a name: known.
            val MontserratFont = GoogleFont(name = "Montserrat")
            val montserrat = FontFamily(Font(googleFont = MontserratFont, fontProvider = provider))
            val Typography = Typography(
                bodyLarge = TextStyle(fontFamily = fontFamily, fontWeight = FontWeight.Normal),
                titleLarge = TextStyle(fontFamily = lato),
                titleMedium = TextStyle(fontFamily = montserrat),
            )
            """)
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect((json["styles"] as! [[String: Any]]).map { $0["name"] as! String } == ["titleLarge", "titleMedium"])
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
        let buy = (json["missingFaces"] as! [[String: Any]]).map { $0["family"] as! String }
        #expect(buy == ["Lato", "Montserrat"])
    }
}

extension ComposeRealFormsTests {
    /// A view on an `@font/` resource the project does not hold (TickTock's 40 layouts): the style fails on its
    /// missing face, and the text report's Bold Text column says it is not checked, not that the style "stays" at a
    /// weight Bold Text would raise.
    @Test func aMissingResourcesBoldTextIsNotCheckedNotStays() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "app/src/main/res/layout/main.xml": """
                <?xml version="1.0" encoding="utf-8"?>
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <TextView android:id="@+id/title" android:fontFamily="@font/gone_bold" android:textStyle="bold" />
                    <TextView android:id="@+id/body" android:fontFamily="@font/gone_light" />
                </LinearLayout>
                """
            ], under: root)
        try FileManager.default.createDirectory(
            atPath: root + "/app/src/main/res/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.font("AuditSans/AuditSans-Regular.ttf"), toPath: root + "/app/src/main/res/font/kept.ttf")
        let run = runInProcess(["app", root])
        #expect(run.code == 1)
        let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("✗ main.xml#") }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.hasSuffix("Bold Text ✗ not checked: no face to make heavier") }, "\(rows)")
        let markdown = runInProcess(["app", root, "--format", "markdown"]).stdout
        #expect(markdown.contains("| ✗ not checked: no face |"))
    }
}

extension ComposeRealFormsTests {
    /// `TextStyle(fontWeight = fontWeight)` where `fontWeight` is a parameter with a default (bitkit's `fun
    /// Display(…, fontWeight: FontWeight = FontWeight.Black)`, 106 calls passing none) is at the default, not 400.
    @Test func aWeightParameterIsItsDefault() throws {
        let root = try project(
            """
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            @Composable fun Display(text: String, fontWeight: FontWeight = FontWeight.Bold) {
                Text(text = text, style = TextStyle(fontFamily = Mosaic, fontWeight = fontWeight))
            }
            """)
        let (_, json) = try audit(root)
        let weights = (json["styles"] as! [[String: Any]]).map { $0["weight"] as! Int }
        #expect(weights == [700], "\(weights)")
    }
}

extension ComposeRealFormsTests {
    /// `Font(fontResource.font, weight, style)` in a function of `fontResource` (FOSDEM's Compose Multiplatform
    /// `fontFamilyResource(AppFontResource.SignikaRegular)`): the file is decided at run time, so the family's
    /// styles are not checked. Before, it was a `missing-font-resource` error ("its font … names no font file")
    /// on a project that loads its fonts. A qualified `com.example.R.font.x` is still that resource, and an
    /// `R.font` reference in a form not read is still reported rather than passed.
    @Test func aFontResourceDecidedAtRunTimeIsNotChecked() throws {
        let root = try project(
            """
            package com.example
            fun familyOf(resource: FontResource, weight: FontWeight = FontWeight.Normal): FontFamily =
                FontFamily(Font(resource.font, weight))
            val Chosen = familyOf(AppFont.Regular)
            val Inline = FontFamily(Font(fontFile))
            val Qualified = FontFamily(
                Font(com.example.R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            val body = TextStyle(fontFamily = Inline, fontWeight = FontWeight.Bold)
            val caption = TextStyle(fontFamily = Qualified)
            val odd = TextStyle(fontFamily = FontFamily(Font(R.font.mosaic_sans_regular.id)))
            """)
        let (_, json) = try audit(root)
        let findings = projectFindings(json)
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.hasPrefix("missing-font-resource example/Type.kt:10:") == true, "\(findings)")
        #expect(try style(json, "caption")["status"] as? String == "pass")
        #expect((json["styles"] as! [[String: Any]]).map { $0["name"] as! String } == ["caption", "odd"])
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
    }
}

extension ComposeRealFormsTests {
    /// `Font(R.font.x).toFontFamily()` is androidx's `fun Font.toFontFamily() = FontFamily(this)`: a family of
    /// that one font, bound (`val Mosaic = …`, in an `object` too) or inline. M3U's smartphone app makes all its
    /// families so; they were not read, and its 20 styles on them were calls not checked.
    @Test func aFontMadeAFamilyByToFontFamilyIsThatFamily() throws {
        let root = try project(
            """
            package com.example
            object FontFamilies {
                val Mosaic = Font(R.font.mosaic_sans_regular).toFontFamily()
            }
            val Heavy = Font(R.font.mosaic_sans_bold, FontWeight.Bold).toFontFamily()
            val body = TextStyle(fontFamily = FontFamilies.Mosaic)
            val title = TextStyle(fontFamily = Heavy, fontWeight = FontWeight.Bold)
            val label = TextStyle(fontFamily = Font(R.font.mosaic_sans_regular).toFontFamily())
            """)
        let (code, json) = try audit(root)
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 0)
        for name in ["body", "title", "label"] {
            #expect(try style(json, name)["family"] as? String == "Mosaic Sans", "\(name)")
        }
        // Regular shown as it is; Bold Text's 700 has only the Regular file to make bolder.
        let body = try style(json, "body")
        #expect((body["face"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Regular")
        #expect(try message(json, style: "body", rule: "single-face-family").contains("synthetic bold"))
        #expect((try style(json, "title")["face"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Bold")
        #expect(projectFindings(json).isEmpty, "\(projectFindings(json))")
        #expect(code == 1)
    }

    /// `Text(style = MaterialTheme.typography.labelMedium, fontFamily = F)` on an app whose typography gives
    /// labelMedium no style read here: F at the baseline role's weight (Medium), as
    /// `MaterialTheme.typography.labelMedium.copy(fontFamily = F)` already was, not at 400. A call that names no
    /// family still gives no row (the platform's font).
    @Test func aTextOverABaselineRoleTakesTheRolesWeight() throws {
        let root = try project(
            """
            package com.example
            val Mosaic = FontFamily(Font(R.font.mosaic_sans_regular), Font(R.font.mosaic_sans_bold, FontWeight.Bold))
            @Composable fun Caption(text: String) {
                Text(text = text, style = MaterialTheme.typography.labelMedium, fontFamily = Mosaic)
                Text(text = text, style = MaterialTheme.typography.bodyLarge, fontFamily = Mosaic)
                Text(text = text, style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.Bold)
            }
            """)
        let (_, json) = try audit(root)
        let styles = json["styles"] as! [[String: Any]]
        #expect(styles.map { $0["weight"] as? Int } == [500, 400], "\(styles.map { $0["name"] ?? "" })")
        #expect(styles.allSatisfy { $0["family"] as? String == "Mosaic Sans" })
    }
}

extension ComposeRealFormsTests {
    /// `Font(R.font.mosaic_sans_medium)` declares no weight, so Compose matches it as 400; asked for at 500
    /// (labelMedium), it is picked and nothing is synthesized below 600 (`FontSynthesis.synthesizeTypeface`:
    /// `requestedWeight >= AndroidBoldWeight && font.weight < AndroidBoldWeight`): the user sees the Medium asked
    /// for. The row shows it and has no `missing-face` ("fix the declaration"); the declaration is the project's
    /// `declaration-mismatch`, and Bold Text's synthetic bold still fails the row. Asked for at 600, the file is
    /// drawn with a synthetic bold: still `missing-face` (M3U's `LexendExa`).
    @Test func aFontDeclaredWithoutItsWeightShowsItsOwnFaceBelowSemiBold() throws {
        let root = try project(
            """
            package com.example
            val Medium = Font(R.font.mosaic_sans_medium).toFontFamily()
            val label = TextStyle(fontFamily = Medium, fontWeight = FontWeight.Medium)
            val strong = TextStyle(fontFamily = Medium, fontWeight = FontWeight.SemiBold)
            """)
        try FileManager.default.copyItem(
            atPath: Paths.composeApp + "/app/src/main/res/font/mosaic_sans_medium.ttf",
            toPath: root + "/app/src/main/res/font/mosaic_sans_medium.ttf")
        let (_, json) = try audit(root)
        let label = try style(json, "label")
        #expect((label["face"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Medium")
        let rules = (label["findings"] as! [[String: Any]]).map { $0["rule"] as! String }
        #expect(!rules.contains("missing-face"), "\(rules)")
        #expect(rules.contains("single-face-family"), "\(rules)")
        #expect(try message(json, style: "strong", rule: "missing-face").contains("synthetic bold"))
        #expect(projectFindings(json).contains { $0.hasPrefix("declaration-mismatch") })
    }
}
