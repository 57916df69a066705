import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditSystem

/// `fontaudit app` on the generated Compose module and Flutter app: every rule at its place.
@Suite struct ComposeFlutterTests: AppReportChecks {
    func buyingList(_ json: [String: Any]) -> [String] {
        (json["missingFaces"] as! [[String: Any]]).map { $0["postscriptName"] as! String }
    }

    // MARK: Compose

    @Test func composeStylesAndFindingsAtTheirKotlinLines() throws {
        let (code, json) = try audit(Paths.composeApp)
        #expect(code == 1)
        #expect(json["platform"] as? String == "android")
        #expect(
            projectFindings(json) == [
                "declaration-mismatch theme/Type.kt:16:5",  // Font(R.font.mosaic_sans_semibold, FontWeight.Bold)
                "missing-font-resource theme/Type.kt:23:30",  // R.font.mosaic_sans_light
            ])
        let styles = summary(json)
        // Two typographies in one app: each role is qualified by its typography's name.
        // Material 2: the roles the Typography does not set take defaultFontFamily, at its argument.
        // Bold Text asks h2 (300) for 600: Compose picks the font declared 700, whose file is the SemiBold, and
        // fakes nothing over it: the user sees the SemiBold asked for (the declaration is a project finding).
        #expect(styles.contains("LegacyTypography.h2 legacy/Type.kt:10:5 [\"missing-face\"]"))
        #expect(styles.contains("LegacyTypography.body1 legacy/Type.kt:10:5 []"))
        #expect(styles.contains("LegacyTypography.h1 legacy/Type.kt:11:10 []"))
        #expect(styles.contains("LegacyTypography.button legacy/Type.kt:12:14 [\"missing-bold-counterpart\"]"))
        // Material 3.
        #expect(styles.contains("Typography.bodyLarge theme/Type.kt:33:17 []"))
        #expect(styles.contains("Typography.bodyMedium theme/Type.kt:34:18 [\"missing-bold-counterpart\"]"))
        // A single Bold (700) face under Bold Text (900): Compose fakes no bold over a face of 600 or more, so
        // there is nothing single-face about it; the Black it needs is bundled outside the family.
        #expect(styles.contains("Typography.displayLarge theme/Type.kt:35:20 [\"undeclared-in-family\"]"))
        #expect(styles.contains("Typography.labelSmall theme/Type.kt:36:18 [\"platform-font\"]"))
        // GoogleFont("Lobster Two") is fetched at run time at the weight it declares (400): that declaration is
        // the family's one face, and Bold Text can only fake it.
        #expect(
            styles.contains(
                "Typography.headlineSmall theme/Type.kt:37:21 [\"single-face-family\", \"missing-bold-counterpart\"]"))
        // W600 picks the SemiBold file declared Bold (700), with nothing faked over it: the user sees the SemiBold
        // asked for; the declaration is the project's `declaration-mismatch`.
        #expect(styles.contains("captionTextStyle theme/Type.kt:40:24 []"))
        // The forms screens write (screens/Profile.kt).
        // `@Composable get()`.
        #expect(styles.contains("Caption screens/Profile.kt:12:13 [\"missing-bold-counterpart\"]"))
        #expect(styles.contains("emphasis screens/Profile.kt:14:16 [\"no-heavier-weight\"]"))  // Caption.copy(…)
        // `Text(fontFamily =, …)` at SemiBold, shown as captionTextStyle is.
        #expect(styles.contains("Profile.kt:18 screens/Profile.kt:18:5 []"))
        #expect(styles.contains("Profile.kt:19 screens/Profile.kt:19:31 []"))  // typography.bodyLarge.copy(…)
        #expect(styles.contains("Profile.kt:20 screens/Profile.kt:20:31 [\"missing-face\"]"))
        #expect(
            styles.contains("highlight screens/Profile.kt:21:21 [\"missing-face\", \"missing-bold-counterpart\"]"))
        #expect(styles.count == 25)
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 0)
        #expect(
            Set(buyingList(json)) == [
                "MosaicSans-Light", "MosaicSans-ExtraBold", "MosaicSans-BoldItalic", "MosaicSans-BlackItalic",
                "LobsterTwo-Bold",
            ])
    }

    @Test func composeMultiplatformResourcesAreComposesOwn() throws {
        let (code, json) = try audit(Paths.root + "/Fixtures/apps/multiplatform")
        #expect(code == 1)
        // The iosApp shell holds nothing about fonts: no undeclared-font for composeResources files.
        #expect(json["platform"] as? String == "android")
        #expect(projectFindings(json) == ["missing-font-resource theme/Theme.kt:17:9"])  // Res.font.mosaic_sans_light
        #expect(
            summary(json) == [
                "Title theme/Theme.kt:22:13 [\"missing-bold-counterpart\"]", "Body theme/Theme.kt:26:13 []",
            ])
    }

    @Test func composeNamesWhatTheUserSees() throws {
        let (_, json) = try audit(Paths.composeApp)
        // An italic style whose family has no heavier italic: Compose keeps the italic fonts first (FontMatcher)
        // and fakes the bold over the Italic, where minikin would have slanted the roman bold.
        #expect(
            try message(json, style: "Typography.bodyMedium", rule: "missing-bold-counterpart").contains(
                "Compose will show Mosaic Sans Italic (400 italic) with a synthetic bold"))
        #expect(
            try message(json, style: "Typography.displayLarge", rule: "undeclared-in-family").contains(
                "bundles it as R.font.mosaic_sans_black"))
        // The SemiBold file is declared Bold: a 600 style gets it, as it is, and passes; nothing is to buy, and
        // the declaration is the project's to fix.
        let caption = try #require(
            (json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "captionTextStyle" })
        #expect(caption["status"] as? String == "pass")
        #expect((caption["face"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-SemiBold")
    }

    /// A file that names no Compose call but styles text by its arguments (`Text(…, fontFamily = …)`), or only
    /// binds `Font(…)` values another file's family lists, is read: before, the reader passed over any file
    /// without `FontFamily`, `TextStyle`, `Typography` or `getFont`, and such a screen's styles went unaudited.
    @Test func screensStyledByArgumentsAndFontBindingsAreRead() throws {
        let project = try temporaryFolder()
        let source = URL(fileURLWithPath: Paths.composeApp)
        for item in try FileManager.default.contentsOfDirectory(atPath: Paths.composeApp) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(item), to: URL(fileURLWithPath: project + "/" + item))
        }
        let code = project + "/app/src/main/java/com/example/mosaic/extra/"
        try writeFiles(
            [
                "Fonts.kt":
                    "package x\nval mosaicMedium = Font(R.font.mosaic_sans_medium, weight = FontWeight.Medium)\n",
                "Family.kt": "package x\nval Extra = FontFamily(mosaicMedium)\n",
                "Screen.kt": """
                package x
                fun Screen() {
                    Text(text = "a", fontFamily = MosaicSans, fontWeight = FontWeight.Thin)
                    Text(text = "b", fontFamily = Extra)
                }
                """,
            ], under: code)
        let reading = try AppReader.read(project, platform: nil)
        let screen = reading.parts.flatMap(\.styles).filter { $0.location.file.hasSuffix("/extra/Screen.kt") }
        #expect(screen.map(\.location.line) == [3, 4])
        #expect(screen.first?.weight == 100)
        #expect(screen.map { $0.family ?? "" } == ["MosaicSans", "Extra"])
        // Extra's one font comes from the file that only binds it: Compose shows that Medium.
        let run = runInProcess(["app", project, "--format", "text"])
        #expect(run.code == 1)
        #expect(
            run.stdout.contains(
                "[Screen.kt:4] the app bundles Mosaic Sans Regular (400) as R.font.mosaic_sans_regular, but Extra does not declare it: Compose will show Mosaic Sans Medium (500)"
            ))
    }

    @Test func kotlinFamiliesFromBindingsAndLists() {
        let source = """
            private val light = Font(resId = R.font.brand_light, weight = FontWeight.Light)
            val Brand = FontFamily(fonts = listOf(light, Font(R.font.brand_bold, FontWeight.W700, FontStyle.Italic)))
            val caption: TextStyle = TextStyle(fontFamily = Brand, fontWeight = FontWeight(300))
            """
        let compose = ComposeFonts(files: [("A.kt", SourceLexer.tokens(Array(source.utf8), language: .kotlin))])
        let family = compose.families.first { $0.name == "Brand" }
        #expect(family?.fonts.map(\.resource) == ["brand_light", "brand_bold"])
        #expect(family?.fonts.map(\.weight) == [300, 700])
        #expect(family?.fonts.map(\.italic) == [nil, true])
        #expect(compose.styles.map(\.name) == ["caption"])
        #expect(compose.styles.first?.weight == 300)
    }

    // MARK: Flutter

    @Test func flutterStylesAndFindingsAtTheirLines() throws {
        let (code, json) = try audit(Paths.flutterApp)
        #expect(code == 1)
        // The ios/ and android/ shells say nothing about fonts: Flutter alone is audited.
        #expect(json["platform"] as? String == "flutter")
        #expect(
            projectFindings(json) == [
                // An asset with no weight is 400 to pubspec, but the engine matches the file's 700: a warning.
                "declaration-mismatch flutter/pubspec.yaml:20:18",
                "missing-font-resource flutter/pubspec.yaml:27:18",
            ])
        #expect(
            summary(json) == [
                // A family named by a top-level const and by a class's static const, in another file.
                "title lib/screens.dart:7:24 [\"missing-face\", \"no-heavier-weight\"]",
                "caption lib/screens.dart:8:26 [\"missing-face\"]",
                // The Bold file, declared 400 by default, is Bold to the engine: Bold Text finds it.
                "bodyLarge lib/theme.dart:7:16 []",
                "titleLarge lib/theme.dart:8:17 [\"bold-text-lighter\"]",
                // A TextTheme role that sets no weight keeps Material 3's: labelSmall is w500, and italic.
                "labelSmall lib/theme.dart:9:17 [\"missing-face\", \"missing-bold-counterpart\"]",
                "brand lib/theme.dart:14:34 [\"missing-bold-counterpart\"]",
                "heading lib/theme.dart:15:26 [\"no-heavier-weight\"]",
                "missing lib/theme.dart:17:26 [\"family-not-installed\"]",
                "system lib/theme.dart:18:25 [\"platform-font\"]",
                // `GoogleFonts.lora(fontSize: 14)`: Lora Regular, the one face of google_fonts' "Lora_regular".
                "quote lib/theme.dart:16:24 [\"missing-bold-counterpart\"]",
                // `AppText.heading.copyWith(fontWeight: w800)`, and a theme role's `copyWith` in the default family.
                "loud lib/screens.dart:12:18 [\"missing-face\", \"bold-text-lighter\"]",
                "screens.dart:13 lib/screens.dart:13:48 [\"missing-face\"]",
            ]
                // ThemeData(fontFamily:) gives the roles the theme does not set its family, at Material 3's
                // weights: the w500 ones show Regular.
                + [
                    "displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
                    "titleMedium", "titleSmall", "bodyMedium", "bodySmall", "labelLarge", "labelMedium",
                ].map { role in
                    "\(role) lib/theme.dart:5:15 \(["titleMedium", "titleSmall", "labelLarge", "labelMedium"].contains(role) ? "[\"missing-face\"]" : "[]")"
                })
        // A computed fontFamily (GoogleFonts.lora(…) is a style).
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
        // The package asset resolves into packages/mosaic_brand/lib/fonts; the mis-declared Bold is not bought.
        #expect(
            Set(buyingList(json)) == [
                "MosaicSans-BoldItalic", "MosaicSerif-Bold", "NowhereGrotesk-Regular", "MosaicSans-Medium",
                "MosaicSans-SemiBold", "MosaicSans-ExtraBold", "MosaicSans-MediumItalic", "Lora-Bold",
            ])
    }

    @Test func flutterBoldTextAsksForSevenHundred() throws {
        let (_, json) = try audit(Paths.flutterApp)
        let lighter = try message(json, style: "titleLarge", rule: "bold-text-lighter")
        #expect(lighter.contains("asks for 700 instead of 900"))
        #expect(
            try message(json, style: "brand", rule: "missing-bold-counterpart").contains(
                "Flutter will show Mosaic Serif SemiBold (600), not Bold (700)"))
        // The engine matches by the file's weight: the pubspec's "400" for the Bold file is only a warning.
        let mismatch = (json["findings"] as! [[String: Any]]).first { $0["rule"] as? String == "declaration-mismatch" }
        #expect(mismatch?["severity"] as? String == "warning")
        let styles = json["styles"] as! [[String: Any]]
        #expect(styles.allSatisfy { $0["platform"] as? String == "flutter" })
        #expect(styles.first { $0["name"] as? String == "bodyLarge" }?["boldTextWeight"] as? Int == 700)
        #expect(styles.first { $0["name"] as? String == "titleLarge" }?["boldTextWeight"] as? Int == 700)
    }

    @Test func flutterPolicyTargetsSevenHundred() {
        let policy = BoldTextPolicy(name: .flutter)
        #expect(policy.target(for: 400, installedWeights: []) == 700)
        #expect(policy.target(for: 700, installedWeights: []) == nil)
        #expect(policy.target(for: 900, installedWeights: []) == 700)
    }

    @Test func malformedPubspecIsALocatedInputError() throws {
        let folder = try temporaryFolder()
        try "name: x\nflutter:\n  fonts:\n    - family: A\n      fonts: [unclosed\n".write(
            toFile: folder + "/pubspec.yaml", atomically: true, encoding: .utf8)
        // Anchors that would expand to a billion nodes stop at the node budget.
        var laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 {
            laughs +=
                "\(Character(UnicodeScalar(97 + i)!)): &\(Character(UnicodeScalar(97 + i)!)) ["
                + Array(repeating: "*\(Character(UnicodeScalar(96 + i)!))", count: 10).joined(separator: ", ") + "]\n"
        }
        try FileManager.default.createDirectory(atPath: folder + "/pkg", withIntermediateDirectories: true)
        try laughs.write(toFile: folder + "/pkg/pubspec.yaml", atomically: true, encoding: .utf8)
        let run = runInProcess(["app", folder])
        #expect(run.code == 2)
        #expect(run.stderr.contains("pubspec.yaml:6:1: error: not valid YAML"))
        #expect(run.stderr.contains("nodes once aliases are expanded"))
    }
}
