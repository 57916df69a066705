import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// Flutter projects written in the test: an empty `fontFamily`, a `TextTheme` role that sets no weight, and a
/// package's test folders.
@Suite struct FlutterThemeTests: AppReportChecks {
    /// Mosaic Sans Regular, Bold and Italic (no Medium): the family `project` declares unless told otherwise.
    static let regularBoldItalic = [
        ("MosaicSans-Regular.ttf", nil), ("MosaicSans-Bold.ttf", "weight: 700"),
        ("MosaicSans-Italic.ttf", "style: italic"),
    ]

    /// A Flutter project declaring Mosaic Sans with `fonts` (each file, and the pubspec line after its asset), with
    /// these Dart files.
    func project(
        _ dart: [String: String], more: [String: String] = [:],
        fonts: [(file: String, declaration: String?)] = FlutterThemeTests.regularBoldItalic
    ) throws -> String {
        let root = try temporaryFolder()
        var pubspec = "name: demo\nflutter:\n  fonts:\n    - family: Mosaic Sans\n      fonts:\n"
        for font in fonts {
            pubspec += "        - asset: fonts/\(font.file)\n"
            if let declaration = font.declaration { pubspec += "          \(declaration)\n" }
        }
        try writeFiles(["pubspec.yaml": pubspec].merging(dart) { $1 }.merging(more) { $1 }, under: root)
        try FileManager.default.createDirectory(atPath: root + "/fonts", withIntermediateDirectories: true)
        for font in fonts {
            try FileManager.default.copyItem(
                atPath: Paths.flutterApp + "/fonts/" + font.file, toPath: root + "/fonts/" + font.file)
        }
        return root
    }

    func styles(_ json: [String: Any]) -> [String: [String: Any]] {
        var byName: [String: [String: Any]] = [:]
        for style in json["styles"] as! [[String: Any]] { byName[style["name"] as! String] = style }
        return byName
    }

    func weights(_ json: [String: Any]) -> [String: Int] {
        styles(json).mapValues { $0["weight"] as! Int }
    }

    /// The roles `ThemeData(fontFamily:)` gives the app's family, at `typography`'s weights, but those `given`.
    func themeRoles(_ typography: FlutterTypography = .material2021, except given: Set<String> = []) -> [String: Int] {
        Dictionary(
            uniqueKeysWithValues: FlutterTypography.order.filter { !given.contains($0) }.map {
                ($0, typography.weight(ofRole: $0)!)
            })
    }

    /// Adds Mosaic Sans Medium (500) to a project `project` made, so the roles of a theme in Mosaic Sans pass.
    func addMedium(to root: String) throws {
        try FileManager.default.copyItem(
            atPath: Paths.composeApp + "/app/src/main/res/font/mosaic_sans_medium.ttf",
            toPath: root + "/fonts/MosaicSans-Medium.ttf")
        let pubspec = try String(contentsOfFile: root + "/pubspec.yaml", encoding: .utf8)
        try (pubspec + "        - asset: fonts/MosaicSans-Medium.ttf\n          weight: 500\n").write(
            toFile: root + "/pubspec.yaml", atomically: true, encoding: .utf8)
    }

    func buyingList(_ json: [String: Any]) -> [String] {
        (json["missingFaces"] as! [[String: Any]]).map { $0["postscriptName"] as! String }
    }

    /// A weight bound to a constant (Ente's `const FontWeight _regularWeight = FontWeight.w500;`) is that weight,
    /// by itself or by `Class.name`, in a `TextStyle` and a `copyWith`; a weight decided at run time is a call
    /// not checked, never read as 400.
    @Test func weightsThroughConstants() throws {
        let root = try project([
            "lib/style.dart": """
            const FontWeight _regularWeight = FontWeight.w500;
            class Weights { static const FontWeight heavy = FontWeight.bold; }
            const TextStyle body = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: _regularWeight);
            final TextStyle strong = body.copyWith(fontWeight: Weights.heavy);
            TextStyle pick(bool bold) => TextStyle(fontFamily: 'Mosaic Sans', fontWeight: bold ? FontWeight.w700 : FontWeight.w400);
            """
        ])
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(weights(json) == ["body": 500, "strong": 700], "\(weights(json))")
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
    }

    /// Two theme classes that each bind `static const fontName` (Best-Flutter-UI-Templates: 27 styles not
    /// checked): a bare `fontName` inside a class is that class's, as Dart scopes it; outside any class the
    /// name bound twice is still not resolved, and a weight constant is scoped the same way.
    @Test func aBareConstantInAClassIsThatClasssOwn() throws {
        let root = try project([
            "lib/app_theme.dart": """
            class AppTheme {
              static const String fontName = 'Mosaic Sans';
              static const FontWeight heavy = FontWeight.bold;
              static const TextStyle title = TextStyle(fontFamily: fontName, fontWeight: heavy);
            }
            """,
            "lib/other_theme.dart": """
            class OtherTheme extends Base<int> with Shades {
              static const String fontName = 'Wisp Sans';
              static const FontWeight heavy = FontWeight.w300;
              TextStyle get body {
                return TextStyle(fontFamily: fontName, fontWeight: heavy);
              }
            }
            const loose = TextStyle(fontFamily: fontName);
            """,
        ])
        let (_, json) = try audit(root)
        let found = styles(json)
        #expect(found["title"]?["family"] as? String == "Mosaic Sans")
        #expect(found["title"]?["weight"] as? Int == 700)
        // A getter with a block body is named by its place.
        #expect(found["other_theme.dart:5"]?["family"] as? String == "Wisp Sans", "\(found.keys)")
        #expect(found["other_theme.dart:5"]?["weight"] as? Int == 300)
        #expect(found["loose"] == nil)
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
    }

    /// A parameter or local of the same name is what Dart resolves a bare name to, before the class's member: a
    /// parameter is decided at run time (not checked); a local `const` string is its value (HotelAppTheme's
    /// `const String fontName = 'WorkSans';`); out of its method it no longer shadows (the review's case).
    @Test func aParameterOrLocalShadowsTheClasssConstant() throws {
        let root = try project([
            "lib/theme.dart": """
            class AppTheme {
              static const String fontName = 'Wisp Sans';
              static TextStyle display(String fontName) => TextStyle(fontFamily: fontName);
              static TextTheme build(TextTheme base) {
                const String fontName = 'Mosaic Sans';
                return base.copyWith(bodyLarge: base.bodyLarge?.copyWith(fontFamily: fontName));
              }
              static const TextStyle caption = TextStyle(fontFamily: fontName);
            }
            class OtherTheme { static const String fontName = 'Other Sans'; }
            """
        ])
        let (_, json) = try audit(root)
        let families = (json["styles"] as! [[String: Any]]).map { "\($0["name"]!) \($0["family"]!)" }
        #expect(Set(families) == ["bodyLarge Mosaic Sans", "caption Wisp Sans"], "\(families)")
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
    }

    /// A family of Regular and Black only (ente's Nunito): Bold Text's merge asks a 900 style for 700, and CSS
    /// matching picks Black for that too, so nothing the user sees changes: no `bold-text-lighter`, and the Bold
    /// Text face is that Black. A 400 style still needs the Bold it does not have.
    @Test func aHeavyStyleWhoseBoldTextFaceIsTheSameIsNotLighter() throws {
        let root = try project(
            [
                "lib/main.dart": """
                const heavy = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: FontWeight.w900);
                const body = TextStyle(fontFamily: 'Mosaic Sans');
                """
            ], fonts: [("MosaicSans-Regular.ttf", nil), ("MosaicSans-Black.ttf", "weight: 900")])
        let (_, json) = try audit(root)
        let heavy = try #require(styles(json)["heavy"])
        #expect(heavy["status"] as? String == "pass")
        #expect((heavy["findings"] as! [[String: Any]]).isEmpty)
        #expect((heavy["boldTextFace"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Black")
        #expect(styles(json)["body"]?["status"] as? String == "fail")
        #expect(buyingList(json) == ["MosaicSans-Bold"])
    }

    /// A face the app bundles but the pubspec family does not list is named by its file, as a pubspec's `asset:`
    /// names it, never as Android's `R.font.…`, which the Flutter engine never reads (EQMonitor's JetBrains Mono).
    @Test func anUndeclaredFaceIsNamedByItsFile() throws {
        let root = try project(
            ["lib/main.dart": "const title = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: FontWeight.w700);\n"],
            fonts: [("MosaicSans-Regular.ttf", nil)])
        try FileManager.default.copyItem(
            atPath: Paths.flutterApp + "/fonts/MosaicSans-Bold.ttf", toPath: root + "/fonts/MosaicSans-Bold.ttf")
        let (_, json) = try audit(root)
        let messages = try #require(styles(json)["title"]?["findings"] as? [[String: Any]]).compactMap {
            $0["rule"] as? String == "undeclared-in-family" ? $0["message"] as? String : nil
        }
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.contains("as MosaicSans-Bold.ttf,") && !$0.contains("R.font") })
    }

    // MARK: fontFamily: ''

    @Test func anEmptyFamilyIsThePlatformsDefaultFontNotAFaceToBuy() throws {
        let root = try project([
            "lib/style.dart": """
            // AppFlowy: empty means the platform's default font.
            const defaultFontFamily = '';
            final ThemeData theme = ThemeData(fontFamily: 'Mosaic Sans');
            const placeholder = TextStyle(fontFamily: defaultFontFamily, fontSize: 14);
            const literal = TextStyle(fontFamily: "", fontWeight: FontWeight.w500);
            const base = TextStyle(fontSize: 14);
            final plain = base.copyWith(fontFamily: '', fontStyle: FontStyle.italic);
            """
        ])
        // ThemeData's roles are in Mosaic Sans: its w500 roles need a Medium.
        try addMedium(to: root)
        let (code, json) = try audit(root)
        #expect(code == 0)
        let found = styles(json)
        // The explicit '' wins over ThemeData's family (TextStyle.merge keeps a non-null fontFamily), and
        // `base`, which names none, takes ThemeData's.
        #expect(found["placeholder"]?["family"] as? String == "")
        #expect(found["literal"]?["family"] as? String == "")
        #expect(found["plain"]?["family"] as? String == "")
        #expect(found["base"]?["family"] as? String == "Mosaic Sans")
        for name in ["placeholder", "literal", "plain"] {
            #expect(found[name]?["status"] as? String == "pass")
            #expect(
                try message(json, style: name, rule: "platform-font")
                    == "fontFamily '' names no family: Flutter shows the platform's default font, nothing to bundle or buy"
            )
            let rules = (found[name]?["findings"] as? [[String: Any]])?.map { $0["rule"] as? String }
            #expect(rules == ["platform-font"])
        }
        #expect(buyingList(json).isEmpty)
        // The text report names the platform's font, not a family "".
        let text = runInProcess(["app", root, "--color", "never"])
        #expect(text.code == 0)
        let line = text.stdout.split(separator: "\n").first { $0.hasPrefix("✓ placeholder ") }
        #expect(line?.contains("✓ the platform's default font  Bold Text ✓ the platform's own") == true)
        #expect(!text.stdout.contains("\"\""))
        #expect(!text.stdout.contains("Missing faces"))
    }

    /// `packages/NAME/…` assets of a package from pub.dev (spotube's `packages/shadcn_flutter/icons/…`) are files
    /// of that package, in pub's cache: a warning each, and the styles on a family made only of them not checked,
    /// rather than errors, a failed run and faces to buy. A path dependency's are read from its folder.
    @Test func aPackagesFontFilesAreNotMissing() throws {
        let root = try project(
            [
                "lib/style.dart": """
                const body = TextStyle(fontFamily: 'Mosaic Sans');
                const brand = TextStyle(fontFamily: 'Brand', fontWeight: FontWeight.bold);
                const local = TextStyle(fontFamily: 'Local Brand');
                const mixed = TextStyle(fontFamily: 'Mixed', fontWeight: FontWeight.w600);
                const own = TextStyle(fontFamily: 'Own');
                """
            ],
            more: ["packages/local_brand/pubspec.yaml": "name: local_brand\n"])
        let pubspecPath = root + "/pubspec.yaml"
        var pubspec = try String(contentsOfFile: pubspecPath, encoding: .utf8)
        pubspec = pubspec.replacingOccurrences(
            of: "name: demo\n",
            with: "name: demo\ndependencies:\n  brand_fonts: ^1.0.0\n  local_brand:\n    path: packages/local_brand\n")
        pubspec += """
                - family: Brand
                  fonts:
                    - asset: packages/brand_fonts/fonts/Brand-Regular.ttf
                    - asset: packages/brand_fonts/fonts/Brand-Bold.ttf
                      weight: 700
                - family: Local Brand
                  fonts:
                    - asset: packages/local_brand/fonts/LocalBrand-Regular.ttf
                - family: Mixed
                  fonts:
                    - asset: fonts/MosaicSans-Regular.ttf
                    - asset: packages/brand_fonts/fonts/Mixed-SemiBold.ttf
                      weight: 600
                - family: Own
                  fonts:
                    - asset: packages/demo/fonts/MosaicSans-Bold.ttf

            """
        try pubspec.write(toFile: pubspecPath, atomically: true, encoding: .utf8)
        // The package's own `packages/demo/…` is its lib/ folder, here.
        try FileManager.default.createDirectory(atPath: root + "/lib/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.flutterApp + "/fonts/MosaicSans-Bold.ttf", toPath: root + "/lib/fonts/MosaicSans-Bold.ttf")
        let (code, json) = try audit(root)
        #expect(code == 1)
        let found = styles(json)
        #expect(found["body"]?["status"] as? String == "pass")
        #expect(found["brand"] == nil)
        // A family with one face from a package: which face a style gets is not known without it.
        #expect(found["mixed"] == nil)
        #expect(found["own"] != nil)
        #expect(
            !(json["findings"] as! [[String: Any]]).contains {
                ($0["message"] as? String)?.contains("packages/demo") == true
            })
        // A path dependency's file is in the project: missing there, it is missing.
        #expect(found["local"] != nil)
        let findings = projectFindings(json)
        #expect(findings.filter { $0.hasPrefix("missing-font-resource") }.count == 4)
        let packageMessages = (json["findings"] as! [[String: Any]]).filter {
            ($0["message"] as? String)?.contains("is a file of the package brand_fonts") == true
        }
        #expect(packageMessages.count == 3)
        #expect(packageMessages.allSatisfy { $0["severity"] as? String == "warning" })
        #expect(!buyingList(json).contains { $0.hasPrefix("Brand") })
        let sources = (json["sources"] as? [String: Any])
        #expect(sources?["callsNotChecked"] as? Int == 2)
    }

    /// `uses-material-design: true` makes the Flutter tool bundle MaterialIcons (lichess: 2 errors and 2 faces to
    /// buy): its styles are not checked, as a package's. Without the flag, or with an app's own MaterialIcons
    /// family, the style is audited as any other.
    @Test func materialIconsComesWithUsesMaterialDesign() throws {
        let dart = [
            "lib/badge.dart": """
            const body = TextStyle(fontFamily: 'Mosaic Sans');
            const badge = TextStyle(fontSize: 16, fontWeight: FontWeight.bold, fontFamily: 'MaterialIcons');
            """
        ]
        let root = try project(dart)
        let pubspec = root + "/pubspec.yaml"
        let declared = try String(contentsOfFile: pubspec, encoding: .utf8)
        try declared.replacingOccurrences(of: "flutter:\n", with: "flutter:\n  uses-material-design: true\n").write(
            toFile: pubspec, atomically: true, encoding: .utf8)
        let (code, json) = try audit(root)
        #expect(code == 0)
        #expect(styles(json).keys.sorted() == ["body"])
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
        #expect(buyingList(json).isEmpty)
        // Without the flag, Flutter has no such family: the style falls back and fails.
        try declared.write(toFile: pubspec, atomically: true, encoding: .utf8)
        let (without, withoutJSON) = try audit(root)
        #expect(without == 1)
        #expect(styles(withoutJSON)["badge"]?["status"] as? String == "fail")
    }

    /// A project of one variable file, Flex Sans (wght 200–900), with `environment` and these styles.
    func variableProject(environment: String, dart: String, more: [String: String] = [:]) throws -> String {
        let root = try temporaryFolder()
        let pubspec = """
            name: demo
            environment:
            \(environment)
            flutter:
              fonts:
                - family: Flex
                  fonts:
                    - asset: fonts/FlexSans[wght].ttf

            """
        try writeFiles(["pubspec.yaml": pubspec, "lib/theme.dart": dart].merging(more) { $1 }, under: root)
        try FileManager.default.createDirectory(atPath: root + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.font("FlexSans/FlexSans[wght].ttf"), toPath: root + "/fonts/FlexSans[wght].ttf")
        return root
    }

    /// Since Flutter 3.41 `fontWeight` sets a variable font's `wght` (wger: 13 warnings of "Regular with a
    /// synthetic bold" for a file that holds every weight); an app held to an older Flutter (a pubspec upper
    /// bound, an FVM pin) still sees the default instance.
    @Test func fontWeightSetsTheWeightAxisSinceFlutter3_41() throws {
        let dart = """
            const body = TextStyle(fontFamily: 'Flex');
            const heading = TextStyle(fontFamily: 'Flex', fontWeight: FontWeight.w600);
            """
        let current = try audit(try variableProject(environment: "  sdk: '>=3.10.0 <4.0.0'", dart: dart))
        #expect(current.code == 0)
        #expect(summary(current.json) == ["body lib/theme.dart:1:14 []", "heading lib/theme.dart:2:17 []"])
        let heading = try #require(styles(current.json)["heading"])
        #expect((heading["face"] as? [String: Any])?["postscriptName"] as? String == "FlexSans-SemiBold")
        #expect((heading["boldTextFace"] as? [String: Any])?["postscriptName"] as? String == "FlexSans-Bold")
        for held in [
            (environment: "  sdk: '>=3.0.0 <4.0.0'\n  flutter: '>=3.19.0 <3.41.0'", more: [String: String]()),
            (environment: "  sdk: '>=3.11.0 <4.0.0'", more: [".fvmrc": #"{ "flutter": "3.38.9" }"#]),
        ] {
            let old = try audit(try variableProject(environment: held.environment, dart: dart, more: held.more))
            #expect(old.code == 1, "\(held)")
            #expect(styles(old.json)["heading"]?["status"] as? String == "fail", "\(held)")
        }
        #expect(FlutterVersion.upperBound(of: ">=3.19.0 <3.41.0")! == ([3, 41], true))
        #expect(FlutterVersion.upperBound(of: "3.38.1")! == ([3, 38], false))
        #expect(FlutterVersion.upperBound(of: "^3.5.0") == nil)
        #expect(FlutterVersion.upperBound(of: "any") == nil)
    }

    /// A style that sets `wght` itself (wger's `fontVariations: displayFontBoldWeight`) is drawn at it, and the
    /// bold Bold Text merges in does not move it: a failure that names the fix, with nothing to buy. Through a
    /// constant list, written out, and in a `copyWith` that changes only `fontWeight`.
    @Test func aStylesOwnWeightVariationIsWhereBoldTextLeavesIt() throws {
        let dart = """
            const List<FontVariation> boldWeight = [FontVariation('wght', 600)];
            const headline = TextStyle(fontFamily: 'Flex', fontVariations: boldWeight);
            const label = TextStyle(fontFamily: 'Flex', fontVariations: <FontVariation>[FontVariation.weight(500)]);
            const width = TextStyle(fontFamily: 'Flex', fontVariations: [FontVariation('wdth', 80)]);
            final strong = headline.copyWith(fontWeight: FontWeight.bold);
            """
        let (code, json) = try audit(try variableProject(environment: "  sdk: '>=3.11.0 <4.0.0'", dart: dart))
        #expect(code == 1)
        let found = styles(json)
        #expect((found["headline"]?["face"] as? [String: Any])?["postscriptName"] as? String == "FlexSans-SemiBold")
        #expect((found["label"]?["face"] as? [String: Any])?["postscriptName"] as? String == "FlexSans-Medium")
        #expect(found["headline"]?["status"] as? String == "fail")
        #expect(found["label"]?["status"] as? String == "fail")
        // Only another axis: `fontWeight` (none: 400) still sets wght, and Bold Text reaches 700.
        #expect(found["width"]?["status"] as? String == "pass")
        let message = try self.message(json, style: "headline", rule: "missing-bold-counterpart")
        #expect(message.contains("sets its font's wght to 600 (fontVariations)"))
        #expect(message.contains("MediaQuery.boldTextOf(context)"))
        #expect(buyingList(json).isEmpty)
        // `copyWith(fontWeight: bold)` keeps the variation: still 600.
        let copy = try #require(
            (json["styles"] as! [[String: Any]]).first {
                ($0["name"] as? String) != nil && ($0["location"] as? [String: Any])?["line"] as? Int == 5
            })
        #expect((copy["face"] as? [String: Any])?["postscriptName"] as? String == "FlexSans-SemiBold")
    }

    /// `static TextStyle get title2 => title1.copyWith(…)` (flutter-folio: 6 of 13 styles missing, the rest named
    /// `styles.dart:LINE`): each getter is a style by its name, and later getters build on it.
    @Test func gettersAreStylesByNameThatLaterCopiesBuildOn() throws {
        let dart = """
            class TextStyles {
              static const TextStyle base = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: FontWeight.w400);
              static TextStyle get title1 => base.copyWith(fontWeight: FontWeight.bold, fontSize: 16);
              static TextStyle get title2 => title1.copyWith(fontSize: 14);
              static TextStyle get body1 => base.copyWith(fontSize: 14);
              static TextStyle get body3 => body1.copyWith(fontWeight: FontWeight.w500);
            }
            """
        let (code, json) = try audit(try project(["lib/styles.dart": dart]))
        #expect(code == 1)
        #expect(weights(json) == ["base": 400, "title1": 700, "title2": 700, "body1": 400, "body3": 500])
        #expect(styles(json)["body3"]?["status"] as? String == "fail")
        #expect(
            summary(json).map { $0.split(separator: " ")[1] } == [
                "lib/styles.dart:2:33", "lib/styles.dart:3:34", "lib/styles.dart:4:34", "lib/styles.dart:5:33",
                "lib/styles.dart:6:33",
            ])
    }

    /// A family the pubspec does not declare, whose files are in the project: to declare when no family holds
    /// them, to name when one does (io_flip asks for "Google Sans Text", whose files it declares as "Google
    /// Sans"); the file named is the one nearest the style, its slant first.
    @Test func anUndeclaredFamilysHintNamesTheFamilyThatHoldsItsFile() throws {
        let root = try project(["lib/style.dart": "const body = TextStyle(fontFamily: 'Mosaic Sans');\n"])
        let pubspec = root + "/pubspec.yaml"
        let declared = try String(contentsOfFile: pubspec, encoding: .utf8)
        try declared.replacingOccurrences(of: "family: Mosaic Sans", with: "family: Mosaic").write(
            toFile: pubspec, atomically: true, encoding: .utf8)
        let named = try message(try audit(root).json, style: "body", rule: "family-not-installed")
        #expect(
            named.hasSuffix("; MosaicSans-Regular.ttf is declared as family \"Mosaic\": use that name, nothing to buy"))
        try "name: demo\n".write(toFile: pubspec, atomically: true, encoding: .utf8)
        let undeclared = try message(try audit(root).json, style: "body", rule: "family-not-installed")
        #expect(undeclared.hasSuffix("; MosaicSans-Regular.ttf is in the project: declare it, nothing to buy"))
    }

    /// Text drawn on a canvas (pinball's Flame `TextPaint`s, all 14 of its styles; a `TextPainter`) never gets
    /// Flutter's Bold Text, which only `Text.build` merges: a failure that says so, with nothing to buy. The same
    /// style in a `Text` widget passes.
    @Test func canvasTextIsNotReachedByBoldText() throws {
        let root = try project([
            "lib/game.dart": """
            final _body = TextPaint(style: const TextStyle(fontSize: 3, fontFamily: 'Mosaic Sans'));
            final painter = TextPainter(text: TextSpan(text: 'x', style: TextStyle(fontFamily: 'Mosaic Sans')));
            final widget = Text('x', style: TextStyle(fontFamily: 'Mosaic Sans'));
            """
        ])
        let (code, json) = try audit(root)
        #expect(code == 1)
        let rows = (json["styles"] as! [[String: Any]]).map {
            "\($0["location"].map { ($0 as! [String: Any])["line"]! }!) \($0["status"]!)"
        }
        #expect(rows == ["1 fail", "2 fail", "3 pass"], "\(rows)")
        let message = try #require(
            ((json["styles"] as! [[String: Any]])[0]["findings"] as! [[String: Any]]).first?["message"] as? String)
        #expect(message.contains("drawn on a canvas by Flame's TextPaint"))
        #expect(buyingList(json).isEmpty)
        // The responsiveness column says the same: never, where the widget's is the platform's.
        let boldText = (json["styles"] as! [[String: Any]]).map {
            ($0["boldText"] as? [String: Any])?["status"] as? String
        }
        #expect(boldText == ["never", "never", "platform"], "\(boldText)")
    }

    /// The rows of styles whose code keeps their weight (text on a canvas, a `wght` of their own) say the text
    /// stays in the face it shows, in every format that has rows: not "→ Mosaic Sans Bold (700) missing" or
    /// "To buy", when the finding says there is nothing to buy (wger's headline rows named a face to buy).
    @Test func rowsOfStylesWhoseCodeKeepsTheWeightSayTheyStay() throws {
        let root = try project([
            "lib/game.dart": """
            final painted = TextPainter(text: TextSpan(text: 'x', style: TextStyle(fontFamily: 'Mosaic Sans')));
            """
        ])
        let text = runInProcess(["app", root])
        #expect(text.code == 1)
        let row = try #require(text.stdout.split(separator: "\n").first { $0.contains("Mosaic Sans Regular (400)") })
        #expect(row.hasSuffix("Bold Text ✗ stays Mosaic Sans Regular (400) (its code keeps the weight)"), "\(row)")
        #expect(!text.stdout.contains("missing"), "\(text.stdout)")
        let markdown = runInProcess(["app", root, "--format", "markdown"]).stdout
        #expect(markdown.contains("| ✗ stays Mosaic Sans Regular (400): its code keeps the weight |"), "\(markdown)")
        #expect(!markdown.contains("Missing faces"))
        let html = runInProcess(["app", root, "--format", "html"]).stdout
        #expect(html.contains("Mosaic Sans Regular (400), unchanged: the style&apos;s code keeps its weight"))
        #expect(!html.contains("To buy"))
    }

    /// A `wght` decided at run time (`FontVariation('wght', w)`), or a weight decided at run time before the
    /// family, is a call not checked, never the default; a `copyWith` whose list sets no `wght` lets `fontWeight`
    /// set it again (the adversarial review's fail-open cases).
    @Test func aComputedWeightAxisIsNotCheckedAndAListWithoutOneResetsIt() throws {
        let dart = """
            const a = TextStyle(fontFamily: 'Flex', fontVariations: [FontVariation('wght', w)]);
            final b = TextStyle(fontWeight: isBold ? FontWeight.bold : FontWeight.normal, fontFamily: 'Flex');
            const heavy = TextStyle(fontFamily: 'Flex', fontVariations: [FontVariation('wght', 600)]);
            final reset = heavy.copyWith(fontVariations: const []);
            """
        let (_, json) = try audit(try variableProject(environment: "  sdk: '>=3.11.0 <4.0.0'", dart: dart))
        let found = styles(json)
        #expect(found["a"] == nil && found["b"] == nil)
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 2)
        #expect(found["heavy"]?["status"] as? String == "fail")
        #expect(found["reset"]?["status"] as? String == "pass")
    }

    /// FlutterGen's constants name the pubspec's families (`FontFamily.mosaicSans` for "Mosaic Sans") when the app
    /// uses FlutterGen and leaves its generated `fonts.gen.dart` out of the repository (hiddify); a generated file
    /// that is there binds its own; an app without FlutterGen has no such constants.
    @Test func flutterGenConstantsNameThePubspecsFamilies() throws {
        #expect(FlutterProject.flutterGenName("Noto Sans") == "notoSans")
        #expect(FlutterProject.flutterGenName("BowlbyOneSC") == "bowlbyOneSC")
        #expect(FlutterProject.flutterGenName("OpenSans-Bold") == "openSansBold")
        #expect(FlutterProject.flutterGenName("ROBOTO") == "roboto")
        #expect(FlutterProject.flutterGenName("Emoji") == "emoji")
        let dart = [
            "lib/style.dart": """
            const body = TextStyle(fontFamily: FontFamily.mosaicSans);
            const strong = TextStyle(fontFamily: Fonts.mosaicSans, fontWeight: FontWeight.bold);
            """
        ]
        func weightsOf(_ pubspecTail: String, more: [String: String] = [:]) throws -> [String: String] {
            let root = try project(dart, more: more)
            let path = root + "/pubspec.yaml"
            try (try String(contentsOfFile: path, encoding: .utf8) + pubspecTail).write(
                toFile: path, atomically: true, encoding: .utf8)
            let (_, json) = try audit(root)
            return styles(json).mapValues { "\($0["family"] ?? "-")" }
        }
        #expect(try weightsOf("flutter_gen:\n  output: lib/gen/\n") == ["body": "Mosaic Sans"])
        #expect(
            try weightsOf(
                "dev_dependencies:\n  flutter_gen_runner: ^5.4.0\n"
                    + "flutter_gen:\n  fonts:\n    outputs:\n      class_name: Fonts\n") == ["strong": "Mosaic Sans"])
        #expect(try weightsOf("").isEmpty)
        // The generated file, when it is there, says what the constant is.
        let generated = [
            "lib/gen/fonts.gen.dart":
                "class FontFamily {\n  FontFamily._();\n  static const String mosaicSans = 'Other Sans';\n}\n"
        ]
        let withGenerated = try weightsOf("flutter_gen:\n  output: lib/gen/\n", more: generated)
        // (`Fonts.mosaicSans` too: a constant is also found by its own name, whatever class holds it.)
        #expect(withGenerated == ["body": "Other Sans", "strong": "Other Sans"])
    }

    /// A family whose only asset is not in the repository (Wonderous' snapshot without MaShanZheng) has no font
    /// to show: said so, with the asset's own `missing-font-resource`, not "declares no font".
    @Test func aFamilyWhoseFilesAreMissingHasNoFontToLoad() throws {
        let root = try project(["lib/style.dart": "const title = TextStyle(fontFamily: 'Gone');\n"])
        let path = root + "/pubspec.yaml"
        try
            (try String(contentsOfFile: path, encoding: .utf8)
            + "    - family: Gone\n      fonts:\n        - asset: fonts/Gone-Regular.ttf\n").write(
                toFile: path, atomically: true, encoding: .utf8)
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(try message(json, style: "title", rule: "missing-face") == "Gone has no font file the app can load")
        #expect(projectFindings(json).contains { $0.hasPrefix("missing-font-resource") })
    }

    @Test func anEmptyThemeFamilyGivesNoFamilyToTheStylesThatNameNone() throws {
        let root = try project([
            "lib/theme.dart": """
            final ThemeData theme = ThemeData(fontFamily: '');
            const body = TextStyle(fontSize: 14);
            const heading = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: FontWeight.bold);
            """
        ])
        let (code, json) = try audit(root)
        #expect(code == 0)
        // `body` is in the platform's default font, as with no ThemeData family: not audited, never a family "".
        #expect(Set(styles(json).keys) == ["heading"])
        #expect(buyingList(json).isEmpty)
    }

    // MARK: TextTheme role defaults

    @Test func aTextThemeRoleWithoutAWeightKeepsMaterial3sWeight() throws {
        let root = try project([
            "lib/theme.dart": """
            final ThemeData theme = ThemeData(
              fontFamily: 'Mosaic Sans',
              textTheme: const TextTheme(
                titleSmall: TextStyle(fontSize: 12.0),
                labelLarge: TextStyle(fontSize: 15.0),
                bodyLarge: TextStyle(fontSize: 16.0),
                titleLarge: TextStyle(fontSize: 22.0),
                headlineSmall: TextStyle(fontSize: 24.0, fontWeight: FontWeight.w700),
                labelSmall: TextStyle(inherit: false, fontSize: 11.0),
              ),
            );
            final copied = theme.textTheme.copyWith(titleMedium: const TextStyle(fontSize: 17));
            final role = Theme.of(context).textTheme.labelMedium!.copyWith(fontStyle: FontStyle.italic);
            const free = TextStyle(fontSize: 10);
            """
        ])
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            weights(json)
                == [
                    // Typography.material2021: the title and label roles but titleLarge are w500.
                    "titleSmall": 500, "labelLarge": 500, "bodyLarge": 400, "titleLarge": 400,
                    // A weight the style gives wins; an `inherit: false` style is merged over nothing.
                    "headlineSmall": 700, "labelSmall": 400,
                    // `textTheme.copyWith(role:)` is merged the same way; a copy of a role the app does not set takes
                    // the role's weight.
                    "titleMedium": 500, "theme.dart:13": 500, "free": 400,
                ].merging(
                    // The roles the theme does not set are ThemeData's family's too (`role` copies labelMedium).
                    themeRoles(except: [
                        "titleSmall", "labelLarge", "bodyLarge", "titleLarge", "headlineSmall", "labelSmall",
                        "titleMedium",
                    ])
                ) { a, _ in a })
        #expect(
            try message(json, style: "titleSmall", rule: "missing-face")
                == "Mosaic Sans has no Mosaic Sans Medium (500): Flutter will show Mosaic Sans Regular (400)")
        #expect(Set(buyingList(json)) == ["MosaicSans-Medium", "MosaicSans-MediumItalic", "MosaicSans-BoldItalic"])
    }

    @Test func material2AndItsTypographiesHaveTheirOwnRoleWeights() throws {
        let theme = """
            textTheme: const TextTheme(
                displayLarge: TextStyle(fontSize: 96),
                titleMedium: TextStyle(fontSize: 16),
                bodyLarge: TextStyle(fontSize: 16),
                titleSmall: TextStyle(fontSize: 14),
              ),
            );
            """
        // useMaterial3: false takes Typography.material2014: bodyLarge w500, displayLarge w100, titleMedium w400.
        let m2 = try project([
            "lib/theme.dart": "final t = ThemeData(useMaterial3: false, fontFamily: 'Mosaic Sans',\n" + theme
        ])
        let given: Set = ["displayLarge", "titleMedium", "bodyLarge", "titleSmall"]
        let m2Weights = weights(try audit(m2).json)
        #expect(
            m2Weights
                == [
                    "displayLarge": 100, "titleMedium": 400, "bodyLarge": 500, "titleSmall": 500,
                ].merging(themeRoles(.material2014, except: given)) { a, _ in a })
        // The roles it does not set are at 2014's weights too: titleLarge and labelLarge w500.
        #expect(m2Weights["titleLarge"] == 500 && m2Weights["labelLarge"] == 500 && m2Weights["bodyMedium"] == 400)
        // An explicit typography wins: 2018's displayLarge is w300, its bodyLarge w400.
        let m2018 = try project([
            "lib/theme.dart":
                "final t = ThemeData(useMaterial3: false, typography: Typography.material2018(), fontFamily: 'Mosaic Sans',\n"
                + theme
        ])
        let m2018Weights = weights(try audit(m2018).json)
        #expect(
            m2018Weights
                == [
                    "displayLarge": 300, "titleMedium": 400, "bodyLarge": 400, "titleSmall": 500,
                ].merging(themeRoles(.material2018, except: given)) { a, _ in a })
        #expect(m2018Weights["displayMedium"] == 300 && m2018Weights["titleLarge"] == 500)
        // Material 3, the default and what `useMaterial3: true` says.
        let m3 = try project([
            "lib/theme.dart": "final t = ThemeData(useMaterial3: true, fontFamily: 'Mosaic Sans',\n" + theme
        ])
        #expect(
            weights(try audit(m3).json)
                == [
                    "displayLarge": 400, "titleMedium": 500, "bodyLarge": 400, "titleSmall": 500,
                ].merging(themeRoles(except: given)) { a, _ in a })
    }

    /// `ThemeData(fontFamily: F)`, the Flutter cookbook's way to set an app's font, applies F to every role of the
    /// theme's typography (`theme_data.dart`: `textTheme.apply(fontFamily: fontFamily)`), and Material's widgets
    /// draw in those roles (a button's label is labelLarge). Before, such an app had no style at all and passed:
    /// its five w500 roles show Mosaic Sans Regular, having no Medium. A role the app's `TextTheme` gives (by
    /// either name) is its own style, read once; `textTheme.apply(fontFamily:)` gives the roles too; without a
    /// theme family there are no roles to audit.
    @Test func theThemesFamilyIsEveryRolesFamily() throws {
        let regularBold = [("MosaicSans-Regular.ttf", nil), ("MosaicSans-Bold.ttf", "weight: 700")]
        let root = try project(
            [
                "lib/main.dart": """
                import 'package:flutter/material.dart';
                final theme = ThemeData(
                  fontFamily: 'Mosaic Sans',
                  textTheme: const TextTheme(button: TextStyle(fontWeight: FontWeight.w700)),
                );
                """
            ], fonts: regularBold)
        let (code, json) = try audit(root)
        #expect(code == 1)
        let found = styles(json)
        #expect(
            Set(found.keys) == Set(FlutterTypography.order).subtracting(["labelLarge"]).union(["button"]),
            "\(found.keys.sorted())")
        #expect(found.values.allSatisfy { $0["family"] as? String == "Mosaic Sans" })
        #expect(weights(json)["button"] == 700)
        let failing = found.filter { $0.value["status"] as? String == "fail" }.keys.sorted()
        #expect(failing == ["labelMedium", "labelSmall", "titleMedium", "titleSmall"], "\(failing)")
        #expect(buyingList(json) == ["MosaicSans-Medium"])
        #expect((found["titleMedium"]?["location"] as? [String: Any])?["line"] as? Int == 3)

        let applied = try project(
            ["lib/theme.dart": "final t = ThemeData.light().textTheme.apply(fontFamily: 'Mosaic Sans');"],
            fonts: regularBold)
        #expect(Set(styles(try audit(applied).json).keys) == Set(FlutterTypography.order))

        let none = try project(
            [
                "lib/theme.dart":
                    "final t = ThemeData(useMaterial3: true);\nconst a = TextStyle(fontFamily: 'Mosaic Sans');"
            ],
            fonts: regularBold)
        #expect(Set(styles(try audit(none).json).keys) == ["a"])
    }

    /// The engine looks a family up with its ASCII letters in lower case (`FontAssetProvider::CanonicalFamilyName`):
    /// `fontFamily: 'mosaic SANS'` draws the pubspec's Mosaic Sans (Hacki names its families through an enum's
    /// case names, `robotoSlab` for `RobotoSlab`). Before, it was a `family-not-installed` error. A name that
    /// differs in more than case is still not the family.
    @Test func aFamilyIsMatchedWhateverTheCaseOfItsLetters() throws {
        let root = try project([
            "lib/style.dart": """
            const a = TextStyle(fontFamily: 'mosaic SANS', fontWeight: FontWeight.w700);
            const b = TextStyle(fontFamily: 'MosaicSans');
            """
        ])
        let (code, json) = try audit(root)
        #expect(code == 1)
        let found = styles(json)
        #expect(found["a"]?["status"] as? String == "pass", "\(found["a"] ?? [:])")
        #expect(found["b"]?["status"] as? String == "fail")
        #expect(buyingList(json).allSatisfy { !$0.hasPrefix("mosaic") }, "\(buyingList(json))")
        #expect(FlutterReader.canonicalName("Exo2 ÉTÉ") == "exo2 \u{C9}t\u{C9}")
    }

    /// Firebase's `GoogleService-Info.plist` is the SDK's options, not an Info.plist: a placeholder committed in
    /// its stead (news_toolkit's two) made the run an input error (exit 2, "its UIAppFonts cannot be read"). An
    /// Info.plist that cannot be read still is one.
    @Test func firebasesOptionsFileIsNoInfoPlist() throws {
        let placeholder = "<!-- Replace with GoogleService-Info.plist from the Firebase Console -->\n"
        let style = ["lib/style.dart": "const a = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: FontWeight.w700);"]
        let root = try project(style, more: ["ios/Runner/production/GoogleService-Info.plist": placeholder])
        let (code, json) = try audit(root)
        #expect(code == 0, "\(json["warnings"] ?? "")")
        let broken = try project(style, more: ["ios/Runner/Info.plist": placeholder])
        #expect(try audit(broken).code == 2)
    }

    /// A role the theme gives a value that is no `TextStyle(…)` (a constant, another theme's role, a
    /// GoogleFonts call) is still drawn in `ThemeData(fontFamily:)`'s family, at a weight that value decides:
    /// a call not checked. It was dropped unread, so three w500 roles on a family without Medium passed unseen.
    @Test func aRoleGivenAValueNotReadIsNotChecked() throws {
        let root = try project([
            "lib/theme.dart": """
            final t = ThemeData(fontFamily: 'Mosaic Sans', textTheme: TextTheme(
              labelLarge: AppStyles.button,
              titleSmall: base.titleSmall?.copyWith(fontSize: 14),
              button: _button,
              bodyLarge: TextStyle(fontSize: 16),
            ));
            """
        ])
        let (_, json) = try audit(root)
        #expect(
            weights(json)
                == ["bodyLarge": 400].merging(themeRoles(except: ["labelLarge", "titleSmall", "bodyLarge"])) { a, _ in
                    a
                })
        // labelLarge (set twice, as itself and as `button`) and titleSmall.
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 2)
    }

    /// Each theme's family gives its roles: a dark theme on another family draws Material's widgets in that
    /// family's roles as much as the light one does. Only the first `ThemeData(fontFamily:)` read gave roles, so
    /// the second family's w500 roles (buttons, tabs) were never audited.
    @Test func everyThemesFamilyGivesItsRoles() throws {
        let root = try project(
            [
                "lib/theme.dart": """
                final light = ThemeData(fontFamily: 'Mosaic Sans');
                final dark = ThemeData(brightness: Brightness.dark, fontFamily: 'Other Sans');
                final again = ThemeData(fontFamily: 'Mosaic Sans');
                """
            ],
            more: [
                "pubspec.yaml": """
                name: demo
                flutter:
                  fonts:
                    - family: Other Sans
                      fonts:
                        - asset: fonts/MosaicSans-Regular.ttf
                    - family: Mosaic Sans
                      fonts:
                        - asset: fonts/MosaicSans-Regular.ttf
                        - asset: fonts/MosaicSans-Bold.ttf
                          weight: 700
                """
            ])
        let (code, json) = try audit(root)
        let all = styles(json)
        #expect(all["labelLarge"]?["family"] as? String == "Mosaic Sans", "\(all.keys.sorted())")
        // Other Sans has a Regular only: its w500 roles fail.
        let other = try #require(all["labelLarge (Other Sans)"], "\(all.keys.sorted())")
        #expect((other["location"] as? [String: Any])?["line"] as? Int == 2, "\(other)")
        #expect(other["weight"] as? Int == 500)
        #expect(other["status"] as? String == "fail")
        #expect(all.count == 30)
        #expect(code == 1)
    }

    @Test func the2018RoleNamesAreTheRolesTheySet() throws {
        let root = try project([
            "lib/theme.dart": """
            final t = ThemeData(fontFamily: 'Mosaic Sans', textTheme: const TextTheme(
              subtitle2: TextStyle(fontSize: 14),
              headline6: TextStyle(fontSize: 20),
              button: TextStyle(fontSize: 14),
            ));
            final note = Theme.of(context).textTheme.overline!.copyWith(fontStyle: FontStyle.italic);
            // A local named like a 2018 role is no role.
            final caption = base.caption.copyWith(fontFamily: 'Mosaic Sans');
            """
        ])
        let (_, json) = try audit(root)
        // subtitle2 is titleSmall, headline6 titleLarge, button labelLarge, overline labelSmall.
        // The roles the theme does not set are ThemeData's family's too; the local `caption` sets none.
        #expect(
            weights(json)
                == ["subtitle2": 500, "headline6": 400, "button": 500, "theme.dart:6": 500, "caption": 400].merging(
                    themeRoles(except: ["titleSmall", "titleLarge", "labelLarge"])
                ) { a, _ in a })
        #expect(FlutterTypography.material2014.weight(ofRole: "headline1") == 100)
        #expect(FlutterTypography.material2021.weight(ofRole: "color") == nil)
    }

    @Test func unfinishedThemeCodeIsReadWithoutACrash() throws {
        // Cut-off calls and labels at the end of files: nothing is read from them, and nothing fails.
        let root = try project([
            "lib/a.dart": "final t = ThemeData(fontFamily: 'Mosaic Sans', textTheme: TextTheme(titleSmall: TextStyle(",
            "lib/b.dart": "final u = ThemeData(useMaterial3:",
            "lib/c.dart": "final v = Typography.",
            "lib/d.dart":
                "final w = TextTheme(titleSmall: , labelLarge: TextStyle(fontSize: 1)); const x = TextStyle(fontFamily: ",
            "lib/e.dart": "final e = ThemeData(fontFamily: 'Mosaic Sans');",
        ])
        let (code, json) = try audit(root)
        #expect(code == 1)
        // The one whole role still keeps its weight; the cut-off calls give no style. e.dart's family is the
        // other roles'.
        #expect(
            weights(json)
                == ["labelLarge": 500].merging(themeRoles(except: ["titleSmall", "labelLarge"])) { a, _ in a })
    }

    // MARK: Test code

    @Test func aPackagesTestFoldersAreNotTheApp() throws {
        let root = try project(
            [
                "lib/main.dart": "const shipped = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: FontWeight.w700);",
                // A folder named test inside lib/ is shipped code.
                "lib/test/helpers.dart": "const helper = TextStyle(fontFamily: 'Mosaic Sans');",
                // A constant defined only in a test names no family for the app.
                "lib/theme.dart": "const fromTest = TextStyle(fontFamily: kTestFamily);",
                "test/widget_test.dart": """
                const kTestFamily = 'Nowhere Grotesk';
                const inTest = TextStyle(fontFamily: 'Nowhere Grotesk', fontWeight: FontWeight.w900);
                """,
                "integration_test/app_test.dart": "const inIntegration = TextStyle(fontFamily: 'Nowhere Grotesk');",
                "test_driver/driver.dart": "const inDriver = TextStyle(fontFamily: 'Nowhere Grotesk');",
                "packages/widgets/lib/w.dart": "const inPackage = TextStyle(fontFamily: 'Mosaic Sans');",
                "packages/widgets/test/w_test.dart": "const inPackageTest = TextStyle(fontFamily: 'Nowhere Grotesk');",
            ], more: ["packages/widgets/pubspec.yaml": "name: widgets\n"])
        let (code, json) = try audit(root)
        #expect(code == 0)
        #expect(Set(styles(json).keys) == ["shipped", "helper", "inPackage"])
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
        #expect(buyingList(json).isEmpty)
        #expect(
            FlutterProject.appSources(
                ["/p/test/a.dart", "/p/lib/test/b.dart", "/p/tests/c.dart", "/p/test_driver/d.dart", "/q/test/e.dart"],
                packageRoots: ["/p"]) == ["/p/lib/test/b.dart", "/p/tests/c.dart", "/q/test/e.dart"])
    }
}

extension FlutterThemeTests {
    /// A pubspec family named Roboto in an app that names no family: Material's Android text themes name
    /// 'Roboto' for every role (`typography.dart`, `blackMountainView`) and the engine takes the app's family
    /// before the system's, so on Android the bundled files draw the theme's roles (KitchenOwl bundles all of
    /// Roboto and was "nothing audited"). iOS's typography names the system font: the roles are Android's. A
    /// `textTheme:` of the app's own may set families this scan does not see: then nothing is added.
    @Test func aBundledRobotoDrawsTheThemesRolesOnAndroid() throws {
        func app(_ dart: String) throws -> String {
            let root = try project(["lib/main.dart": dart])
            let pubspec = try String(contentsOfFile: root + "/pubspec.yaml", encoding: .utf8)
            try pubspec.replacingOccurrences(of: "family: Mosaic Sans", with: "family: Roboto").write(
                toFile: root + "/pubspec.yaml", atomically: true, encoding: .utf8)
            return root
        }
        let (code, json) = try audit(
            try app("final theme = ThemeData.from(colorScheme: scheme, useMaterial3: true);\n"))
        let roles = Dictionary(uniqueKeysWithValues: themeRoles().map { ($0.key + " (Android)", $0.value) })
        #expect(weights(json) == roles)
        // Regular and Bold only: a w500 role shows Regular on Android.
        #expect(styles(json)["labelLarge (Android)"]?["status"] as? String == "fail")
        #expect(styles(json)["bodyMedium (Android)"]?["status"] as? String == "pass")
        #expect(code == 1)
        let (_, themed) = try audit(
            try app("final theme = ThemeData(textTheme: GoogleFonts.latoTextTheme());\nfinal s = TextStyle();\n"))
        #expect(weights(themed).isEmpty)
        // `fontFamily: ''` is the platform's font, not the family named Roboto: no roles either.
        let (_, empty) = try audit(try app("final theme = ThemeData(fontFamily: '');\n"))
        #expect(weights(empty).isEmpty)
    }
}
