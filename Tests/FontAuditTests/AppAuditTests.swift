import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

/// `fontaudit app` on the generated iOS project and Android module: every rule at the place it reports.
@Suite struct AppAuditTests {
    struct Located: Hashable, CustomStringConvertible {
        var rule: String
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(rule) \(file):\(line):\(column)" }
    }

    func audit(_ arguments: [String]) throws -> (code: Int32, json: [String: Any], stderr: String) {
        let run = runInProcess(["app"] + arguments + ["--format", "json"])
        return (run.code, try parseJSON(run.stdout), run.stderr)
    }

    func projectFindings(_ json: [String: Any]) -> [Located] {
        (json["findings"] as? [[String: Any]] ?? []).compactMap { finding in
            guard let location = finding["location"] as? [String: Any], let file = location["file"] as? String
            else { return nil }
            return Located(
                rule: finding["rule"] as! String, file: (file as NSString).lastPathComponent,
                line: location["line"] as! Int, column: location["column"] as! Int)
        }
    }

    func styles(_ json: [String: Any]) -> [[String: Any]] { json["styles"] as? [[String: Any]] ?? [] }

    func style(_ json: [String: Any], _ name: String) throws -> [String: Any] {
        try #require(styles(json).first { $0["name"] as? String == name }, "no style \(name)")
    }

    func rules(_ style: [String: Any]) -> [String] {
        (style["findings"] as? [[String: Any]] ?? []).map { $0["rule"] as! String }
    }

    func buyingList(_ json: [String: Any]) -> [String] {
        (json["missingFaces"] as? [[String: Any]] ?? []).map { $0["postscriptName"] as! String }
    }

    // MARK: iOS

    @Test func iosDeclarationFindingsAtTheirLines() throws {
        let (code, json, _) = try audit([Paths.iosApp])
        #expect(code == 1)
        #expect(json["platform"] as? String == "ios")
        let found = Set(projectFindings(json))
        let expected: Set<Located> = [
            Located(rule: "declared-font-missing", file: "project.pbxproj", line: 17, column: 6),  // case differs
            Located(rule: "declared-font-missing", file: "project.pbxproj", line: 18, column: 6),  // no file
            Located(rule: "not-a-font", file: "Info.plist", line: 10, column: 11),
            Located(rule: "unknown-font-name", file: "Typography.swift", line: 12, column: 29),
            // Undeclared files are reported where UIAppFonts is declared: the XML Info.plist's key, and for
            // the built bundle its binary Info.plist, which has no lines.
            Located(rule: "undeclared-font", file: "Info.plist", line: 7, column: 2),
            Located(rule: "undeclared-font", file: "Info.plist", line: 1, column: 1),
        ]
        #expect(found == expected)
        let undeclared = (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == "undeclared-font" }
        let paths = Set(undeclared.compactMap { ($0["path"] as? String).map { ($0 as NSString).lastPathComponent } })
        #expect(
            paths == [
                "MosaicSans-SemiBold.ttf", "MosaicSans-ExtraBold.ttf", "MosaicSans-Medium.ttf", "MosaicSans-Black.ttf",
            ]
        )
        let caseMessage = try #require(
            (json["findings"] as! [[String: Any]]).first { ($0["message"] as? String)?.contains("medium.ttf") == true })
        #expect((caseMessage["message"] as! String).contains("differs only in case"))
        let unknown = try #require(
            (json["findings"] as! [[String: Any]]).first { $0["rule"] as? String == "unknown-font-name" })
        #expect((unknown["message"] as! String).contains("did you mean \"MosaicSans-SemiBold\""))
    }

    @Test func iosStylesFromEveryCallFormAtTheirCallSites() throws {
        let (_, json, _) = try audit([Paths.iosApp])
        let places = Set(
            styles(json).map { style -> String in
                let location = style["location"] as! [String: Any]
                let file = ((location["file"] as! String) as NSString).lastPathComponent
                return "\(style["name"]!) \(file):\(location["line"]!):\(location["column"]!)"
            })
        #expect(
            places == [
                "body Typography.swift:11:28", "title Typography.swift:12:29", "caption Typography.swift:18:26",
                "headline Typography.swift:19:27", "footnote Typography.swift:20:27",
                "callout Typography.swift:21:26", "button Typography.swift:27:25", "label Typography.swift:28:24",
                "SettingsView.swift:6 SettingsView.swift:6:19",  // in a view's `var body`: named by its place
            ])
        let sources = try #require(json["sources"] as? [String: Any])
        #expect(sources["stylesFromCode"] as? Int == 9)
        #expect(sources["callsNotChecked"] as? Int == 1)  // UIFont(name: "MosaicSans-\(weightName)")
        #expect(sources["declarations"] as? Int == 8)
    }

    @Test func undeclaredFacesFailTheirStylesButAreNotBought() throws {
        let (_, json, _) = try audit([Paths.iosApp])
        // SemiBold, ExtraBold and Black are bundled but undeclared: declare them. Only the SemiBold Italic that
        // `caption` needs under Bold Text is missing from the app.
        #expect(buyingList(json) == ["MosaicSans-SemiBoldItalic"])
        let footnote = try style(json, "footnote")
        #expect(footnote["status"] as? String == "fail")
        let message = (footnote["findings"] as! [[String: Any]])[0]["message"] as! String
        #expect(message.contains("not declared in UIAppFonts"))
    }

    @Test func yMatterTypeStylesAreAskedForByNameOneStepUp() throws {
        let (_, json, _) = try audit([Paths.iosApp])
        let label = try style(json, "label")  // Typography(fontFamily: FontInfo(familyName:), fontWeight: .bold)
        #expect(label["boldTextWeight"] as? Int == 800)  // YMatterType: bold → heavy (ExtraBold)
        let button = try style(json, "button")  // .semibold → "MosaicSans-SemiBold", Bold Text "MosaicSans-Bold"
        #expect(button["boldTextWeight"] as? Int == 700)
        #expect((button["boldTextFace"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Bold")
        // Forced to apple, the same style's Bold Text face is 800.
        let (_, forced, _) = try audit([Paths.iosApp, "--policy", "apple"])
        #expect(try style(forced, "button")["boldTextWeight"] as? Int == 800)
    }

    @Test func everyFormatCarriesTheProjectFindings() throws {
        for format in ["sarif", "github", "junit", "markdown", "text"] {
            let run = runInProcess(["app", Paths.iosApp, "--format", format])
            #expect(run.code == 1)
            #expect(
                run.stdout.contains("declared-font-missing") || run.stdout.contains("UIAppFonts entry names no file"),
                "\(format)")
        }
        let sarif = try parseJSON(runInProcess(["app", Paths.iosApp, "--format", "sarif"]).stdout)
        let results = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        let missing = try #require(results.first { $0["ruleId"] as? String == "declared-font-missing" })
        let region =
            (((missing["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["region"]
                as! [String: Any])
        #expect(region["startLine"] as? Int == 17)
    }

    @Test func aBaselineWaivesProjectFindings() throws {
        let folder = try temporaryFolder()
        let baseline = folder + "/baseline.json"
        let first = runInProcess(["app", Paths.iosApp, "--write-baseline", baseline, "--format", "json"])
        #expect(first.code == 1)
        let second = try audit([Paths.iosApp, "--baseline", baseline])
        #expect(second.code == 0)
        let summary = second.json["summary"] as! [String: Any]
        #expect(summary["failed"] as? Int == 0)
        #expect((second.json["findings"] as! [[String: Any]]).allSatisfy { $0["waived"] != nil })
    }

    // MARK: Android

    @Test func androidFindingsAtTheirLines() throws {
        let (code, json, _) = try audit([Paths.androidApp])
        #expect(code == 1)
        #expect(json["platform"] as? String == "android")
        #expect(
            Set(projectFindings(json)) == [
                Located(rule: "declaration-mismatch", file: "mosaic_sans.xml", line: 8, column: 5)
            ])
        func at(_ name: String) throws -> (String, [String]) {
            let found = try style(json, name)
            let location = found["location"] as! [String: Any]
            let file = ((location["file"] as! String) as NSString).lastPathComponent
            return ("\(file):\(location["line"]!):\(location["column"]!)", rules(found))
        }
        #expect(try at("TextAppearance.Mosaic") == ("styles.xml:3:5", []))
        #expect(try at("TextAppearance.Mosaic.Body") == ("styles.xml:7:5", []))  // dotted name inherits
        #expect(try at("TextAppearance.Mosaic.Title") == ("styles.xml:11:5", ["undeclared-in-family"]))
        #expect(try at("TextAppearance.Mosaic.Caption") == ("styles.xml:15:5", ["missing-bold-counterpart"]))
        #expect(
            try at("TextAppearance.Mosaic.Subtitle") == (
                "styles.xml:19:5", ["missing-face", "missing-bold-counterpart"]
            ))
        #expect(
            try at("Widget.Mosaic.Button") == ("styles.xml:23:5", ["single-face-family", "undeclared-in-family"]))
        #expect(try at("activity_main.xml#headline") == ("activity_main.xml:8:5", ["undeclared-in-family"]))
        #expect(try at("activity_main.xml:15") == ("activity_main.xml:15:5", ["no-heavier-weight"]))
        // The downloadable @font/vt_mono ("VT323", fetched at run time) is a family of that one face.
        #expect(
            try at("TextAppearance.Mosaic.Code") == (
                "styles.xml:31:5", ["single-face-family", "missing-bold-counterpart"]
            ))
        // ?attr/brandFont is counted, not audited; Theme.Mosaic and the Widget.Mosaic.Label that inherits its
        // family are the two of values/themes.xml; badgeTypeface is the typeface Badge.kt loads with
        // ResourcesCompat.getFont.
        #expect(styles(json).count == 12)
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
        // Medium is bundled but declared as 600: a declaration to fix. ExtraBold and Bold Italic are to buy, and
        // VT323's Bold, which Bold Text asks of the downloadable family.
        #expect(Set(buyingList(json)) == ["MosaicSans-ExtraBold", "MosaicSans-BoldItalic", "VT323-Bold"])
    }

    @Test func androidTextStylesInheritTheThemesFamily() throws {
        let (_, json, _) = try audit([Paths.androidApp])
        // Widget.Mosaic.Label sets only a weight: its family is the app theme's @font/mosaic_sans.
        let label = try style(json, "Widget.Mosaic.Label")
        #expect(label["family"] as? String == "Mosaic Sans")
        #expect(rules(label) == ["missing-face", "missing-bold-counterpart"])
        let location = try #require(label["location"] as? [String: Any])
        #expect((location["file"] as? String)?.hasSuffix("values/themes.xml") == true)
        #expect(location["line"] as? Int == 7)
    }

    @Test func aTypefaceLoadedInCodeIsAStyleOnItsFamily() throws {
        let (_, json, _) = try audit([Paths.androidApp])
        let badge = try style(json, "badgeTypeface")
        #expect(rules(badge) == ["single-face-family", "undeclared-in-family"])
        let location = try #require(badge["location"] as? [String: Any])
        #expect((location["file"] as? String)?.hasSuffix("Badge.kt") == true)
        #expect(location["line"] as? Int == 8 && location["column"] as? Int == 25)
    }

    @Test func androidNamesTheFaceItWillShow() throws {
        let (_, json, _) = try audit([Paths.androidApp])
        func message(_ name: String, _ rule: String) throws -> String {
            let found = try style(json, name)
            let finding = try #require((found["findings"] as! [[String: Any]]).first { $0["rule"] as? String == rule })
            return finding["message"] as! String
        }
        #expect(
            try message("TextAppearance.Mosaic.Caption", "missing-bold-counterpart").contains(
                "Android will show Mosaic Sans Bold (700) with a synthetic slant"))
        #expect(
            try message("TextAppearance.Mosaic.Subtitle", "missing-bold-counterpart").contains(
                "Android will show Mosaic Sans Bold (700), not ExtraBold (800)"))
        #expect(try message("Widget.Mosaic.Button", "single-face-family").contains("@font/mosaic_sans declares 700"))
        #expect(try message("TextAppearance.Mosaic.Title", "undeclared-in-family").contains("with a synthetic bold"))
    }

    /// `android:textStyle="bold"` is relative to the typeface's base weight (hwui `computeRelativeStyle`: +300):
    /// a single font file's is its own (`Typeface.Builder`, RESOLVE_BY_FONT_TABLE), an XML family's is 400.
    /// SemiBold + bold asks 900, drawn as SemiBold with minikin's synthetic bold; Bold + bold asks 1000, audited
    /// at 900; the XML family's bold is 700 (TickTock's `@font/roboto_medium` + bold asks 800).
    @Test func textStyleBoldIsRelativeToASingleFilesWeight() throws {
        let root = try temporaryFolder()
        let fonts = root + "/app/src/main/res/font/"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        for (file, name) in [("SemiBold", "audit_semibold"), ("Bold", "audit_bold"), ("Regular", "audit_regular")] {
            try FileManager.default.copyItem(
                atPath: Paths.fonts + "/AuditSans/AuditSans-\(file).ttf", toPath: fonts + name + ".ttf")
        }
        let view = "<TextView android:textStyle=\"bold\" android:fontFamily="
        try writeFiles(
            [
                "app/src/main/res/font/audit.xml": """
                <font-family xmlns:android="http://schemas.android.com/apk/res/android">
                    <font android:fontWeight="400" android:fontStyle="normal" android:font="@font/audit_regular"/>
                    <font android:fontWeight="700" android:fontStyle="normal" android:font="@font/audit_bold"/>
                </font-family>
                """,
                "app/src/main/res/layout/main.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    \(view)"@font/audit_semibold" android:id="@+id/price"/>
                    \(view)"@font/audit_bold" android:id="@+id/total"/>
                    \(view)"@font/audit" android:id="@+id/family"/>
                </LinearLayout>
                """,
            ], under: root)
        let (code, json, _) = try audit([root])
        #expect(code == 1)
        let weights = try ["main.xml#price", "main.xml#total", "main.xml#family"].map {
            try style(json, $0)["weight"] as? Int
        }
        #expect(weights == [900, 900, 700])
        let price = try style(json, "main.xml#price")
        let messages = (price["findings"] as! [[String: Any]]).map { $0["message"] as! String }
        #expect(messages.contains { $0.contains("Android will show Audit Sans SemiBold (600) with a synthetic bold") })
        #expect(try style(json, "main.xml#total")["status"] as? String == "fail")
        let family = try style(json, "main.xml#family")
        #expect((family["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Bold")
    }

    /// A text view without `android:fontFamily` that sets its own `textStyle` shows the family of its `style=`,
    /// else the app theme's, else its `android:textAppearance`'s, at its own weight (TextView lets its own
    /// attributes, from the view, its style or the theme, override its text appearance): a style of its own.
    /// immuni's `style="@style/P1Text" android:textStyle="italic"` (a single Medium file) shows Medium with a
    /// synthetic slant; safe-android's toolbar title is DM Sans Regular + bold. A view that sets no weight is
    /// its style's, already audited; one whose inherited family is a downloadable or `?attr/` one is left out.
    @Test func aViewsOwnTextStyleOverItsStylesFamilyIsAStyle() throws {
        let root = try temporaryFolder()
        let fonts = root + "/app/src/main/res/font/"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        for (file, name) in [("Regular", "audit_regular"), ("SemiBold", "audit_semibold")] {
            try FileManager.default.copyItem(
                atPath: Paths.fonts + "/AuditSans/AuditSans-\(file).ttf", toPath: fonts + name + ".ttf")
        }
        try writeFiles(
            [
                "app/src/main/res/values/styles.xml": """
                <resources>
                    <style name="Theme.App" parent="Theme.MaterialComponents">
                        <item name="android:fontFamily">@font/audit_regular</item>
                    </style>
                    <style name="Body"><item name="android:fontFamily">@font/audit_semibold</item></style>
                    <style name="Body.Light"><item name="android:textSize">12sp</item></style>
                    <style name="Caption"><item name="android:textSize">12sp</item></style>
                </resources>
                """,
                "app/src/main/res/layout/main.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <TextView style="@style/Body.Light" android:textStyle="italic" android:id="@+id/slanted"/>
                    <TextView android:textAppearance="@style/Body" android:textStyle="bold" android:id="@+id/strong"/>
                    <TextView style="@style/Caption" android:textStyle="bold" android:id="@+id/themed"/>
                    <TextView style="@style/Body" android:id="@+id/plain"/>
                    <TextView style="@style/Missing" android:textFontWeight="500" android:id="@+id/unknown"/>
                </LinearLayout>
                """,
            ], under: root)
        let (_, json, _) = try audit([root])
        let slanted = try style(json, "main.xml#slanted")
        #expect(slanted["weight"] as? Int == 600)
        #expect(slanted["italic"] as? Bool == true)
        // The theme's `android:fontFamily` beats the text appearance's SemiBold: Regular + bold, 700.
        #expect(try style(json, "main.xml#strong")["weight"] as? Int == 700)
        // The theme's Regular + bold: 700.
        let themed = try style(json, "main.xml#themed")
        #expect(themed["weight"] as? Int == 700)
        #expect(themed["family"] as? String == "Audit Sans")
        let names = Set((json["styles"] as! [[String: Any]]).compactMap { $0["name"] as? String })
        #expect(!names.contains("main.xml#plain"))
        // An unknown style: the theme's family, at the view's own 500.
        #expect(try style(json, "main.xml#unknown")["weight"] as? Int == 500)

        // With no family in the theme, the text appearance's: SemiBold + bold, 900, drawn as SemiBold with a
        // synthetic bold (hwui `computeRelativeStyle`).
        let styles = root + "/app/src/main/res/values/styles.xml"
        let text = try String(contentsOfFile: styles, encoding: .utf8)
        try text.replacingOccurrences(of: "<item name=\"android:fontFamily\">@font/audit_regular</item>", with: "")
            .write(toFile: styles, atomically: true, encoding: .utf8)
        let (_, withoutThemeFamily, _) = try audit([root])
        #expect(try style(withoutThemeFamily, "main.xml#strong")["weight"] as? Int == 900)
    }

    /// An XML family with no `<font>` (DuckDuckGo's open-source stand-ins, which a private library replaces: 15
    /// false errors) is the system font, `Typeface.DEFAULT`: a note at the family, and its text views are no
    /// styles of the app's fonts, as `sans-serif`'s are not. A family whose `<font>` names a missing file is
    /// still an error.
    @Test func anXMLFamilyWithNoFontIsTheSystemFont() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "app/src/main/res/font/brand_regular.xml": """
                <?xml version="1.0" encoding="utf-8"?>
                <font-family xmlns:android="http://schemas.android.com/apk/res/android" />
                """,
                "app/src/main/res/font/brand_bold.xml": """
                <font-family xmlns:android="http://schemas.android.com/apk/res/android">
                    <font android:fontWeight="700" android:font="@font/gone"/>
                </font-family>
                """,
                "app/src/main/res/values/styles.xml": """
                <resources><style name="Body"><item name="android:fontFamily">@font/brand_regular</item></style>
                </resources>
                """,
                "app/src/main/res/layout/main.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <TextView android:fontFamily="@font/brand_regular" android:id="@+id/title"/>
                    <TextView android:fontFamily="@font/brand_bold" android:id="@+id/strong"/>
                </LinearLayout>
                """,
            ], under: root)
        let (code, json, _) = try audit([root])
        #expect(code == 1)
        let names = (json["styles"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(names == ["main.xml#strong"], "\(names)")
        let findings = (json["findings"] as! [[String: Any]]).map {
            "\($0["rule"]!) \($0["severity"]!) \((($0["location"] as! [String: Any])["file"] as! String).split(separator: "/").last!)"
        }
        #expect(findings.contains("platform-font note brand_regular.xml"), "\(findings)")
        #expect(findings.contains("missing-font-resource error brand_bold.xml"), "\(findings)")
        let note = try #require(
            (json["findings"] as! [[String: Any]]).first { $0["rule"] as? String == "platform-font" })
        #expect((note["message"] as! String).contains("Typeface.DEFAULT"))
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 0)
    }

    /// An empty `res/font/brand.xml` beside a `res/font-v26/brand.xml` with fonts is that family on every device
    /// with Bold Text (API 26+), and a `<f:font>` is a `<font>` (Android's parser reads the local name): neither
    /// is the system font (the review's two fail-open cases).
    @Test func anEmptyFamilyIsTheSystemFontOnlyWhenNoFolderGivesItFonts() throws {
        let root = try temporaryFolder()
        let fonts = root + "/app/src/main/res/font"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.composeApp + "/app/src/main/res/font/mosaic_sans_regular.ttf",
            toPath: fonts + "/mosaic_sans_regular.ttf")
        try writeFiles(
            [
                "app/src/main/res/font/brand.xml": """
                <font-family xmlns:android="http://schemas.android.com/apk/res/android"/>
                """,
                "app/src/main/res/font-v26/brand.xml": """
                <font-family xmlns:android="http://schemas.android.com/apk/res/android">
                    <font android:fontWeight="400" android:font="@font/mosaic_sans_regular"/>
                </font-family>
                """,
                "app/src/main/res/font/prefixed.xml": """
                <font-family xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:f="http://schemas.android.com/apk/res/android">
                    <f:font android:fontWeight="400" android:font="@font/mosaic_sans_regular"/>
                </font-family>
                """,
                "app/src/main/res/layout/main.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <TextView android:fontFamily="@font/brand" android:id="@+id/brand"/>
                    <TextView android:fontFamily="@font/prefixed" android:id="@+id/prefixed"/>
                </LinearLayout>
                """,
            ], under: root)
        let (code, json, _) = try audit([root])
        #expect(code == 1)
        for name in ["main.xml#brand", "main.xml#prefixed"] {
            let found = try style(json, name)
            #expect((found["face"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Regular", "\(name)")
            #expect(found["status"] as? String == "fail", "\(name)")
        }
        #expect(!(json["findings"] as! [[String: Any]]).contains { $0["rule"] as? String == "platform-font" })
    }

    /// `ResourcesCompat.getFont(context, R.font.x)` in Java (Lawnchair's DeviceProfile.java) is a typeface
    /// loaded for a view, as in Kotlin; Java is never read for Compose.
    @Test func aTypefaceLoadedInJavaIsAStyleOnItsFamily() throws {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(
            atPath: root + "/app/src/main/res/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf",
            toPath: root + "/app/src/main/res/font/audit_regular.ttf")
        try writeFiles(
            [
                "app/src/main/java/app/Badge.java": """
                class Badge {
                    static Typeface badge(Context context) {
                        Typeface badgeTypeface = ResourcesCompat.getFont(context, R.font.audit_regular);
                        TextStyle ignored = TextStyle(fontFamily = FontFamily(Font(R.font.audit_regular)));
                        return badgeTypeface;
                    }
                }
                """
            ], under: root)
        let (code, json, _) = try audit([root])
        #expect(code == 1)
        #expect(styles(json).map { $0["name"] as! String } == ["badgeTypeface"])
        #expect(rules(try style(json, "badgeTypeface")) == ["single-face-family", "missing-bold-counterpart"])
    }

    // MARK: Both, detection, bad input

    @Test func aRepositoryWithBothIsAuditedAsBoth() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: Paths.iosApp, toPath: folder + "/ios")
        try FileManager.default.copyItem(atPath: Paths.androidApp, toPath: folder + "/android")
        let (_, json, _) = try audit([folder])
        #expect(json["platform"] as? String == "both")
        #expect(json["platforms"] as? [String] == ["ios", "android"])
        let names = styles(json).map { $0["name"] as! String }
        #expect(names.contains("iOS: headline") && names.contains("Android: Widget.Mosaic.Button"))
        #expect(styles(json).count == 21)
        // Android's fonts are not iOS's undeclared fonts.
        #expect(
            !(json["findings"] as! [[String: Any]]).contains {
                $0["rule"] as? String == "undeclared-font" && ($0["path"] as? String)?.contains("/res/font/") == true
            })
        let (_, onlyAndroid, _) = try audit([folder, "--platform", "android"])
        #expect(styles(onlyAndroid).count == 12)
        // `fontaudit PATH` with a folder is the app audit too.
        let bare = runInProcess([folder, "--format", "json"])
        #expect(try parseJSON(bare.stdout)["platform"] as? String == "both")
    }

    @Test func aFolderWithNoProjectIsAnError() throws {
        let empty = try temporaryFolder()
        let run = runInProcess(["app", empty])
        #expect(run.code == 2)
        #expect(run.stderr.contains("no iOS, Android, Flutter or React Native project here"))
        let missing = runInProcess(["app", empty + "/nothing"])
        #expect(missing.code == 2)
        #expect(missing.stderr.contains("no such folder"))
        let file = runInProcess(["app", Paths.demo])
        #expect(file.code == 2)
    }

    @Test func malformedProjectFilesAreLocatedInputErrors() throws {
        let folder = try temporaryFolder()
        let res = folder + "/app/src/main/res"
        try FileManager.default.createDirectory(atPath: res + "/values", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: res + "/font", withIntermediateDirectories: true)
        try "<resources>\n  <style name=\"A\">\n    <item name=\"fontFamily\">@font/x</item>\n  </styl>\n</resources>\n"
            .write(toFile: res + "/values/styles.xml", atomically: true, encoding: .utf8)
        // A billion-laughs document: libxml2 refuses the expansion instead of hanging or eating memory.
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\">"
        for i in 1...9 {
            laughs +=
                "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i == 1 ? "" : String(i - 1));", count: 10) + "\">"
        }
        laughs += "]>\n<font-family>&lol9;</font-family>\n"
        try laughs.write(toFile: res + "/font/laughs.xml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        try "{ objects = { A = { buildSettings = { INFOPLIST_KEY_UIAppFonts = (\"a.ttf\" ; }; }; }; }".write(
            toFile: folder + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try "not a plist".write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        let run = runInProcess(["app", folder, "--format", "json"])
        // Fail closed: a project file that cannot be parsed is an input error, exit 2, located, and in the report.
        #expect(run.code == 2)
        #expect(run.stderr.contains("styles.xml:4:"))
        #expect(run.stderr.contains("not well-formed XML"))
        #expect(run.stderr.contains("project.pbxproj:1:"))
        #expect(run.stderr.contains("Info.plist:1:1: error: not a property list"))
        let json = try parseJSON(run.stdout)
        #expect((json["summary"] as? [String: Any])?["inputErrors"] as? Int == 4)
        #expect(runInProcess(["app", folder, "--strict"]).code == 2)
    }
}

extension AppAuditTests {
    @Test func runtimeRegistrationMakesUndeclaredFontsAWarning() throws {
        let json = try mosaicApp(
            adding:
                "import CoreText\nfunc register() {\n    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)\n}\n",
            as: "Register.swift")
        expectUndeclaredWarnings(json, citing: "Register.swift:3")
        // The registered faces are available: footnote's Medium face is found. Its only finding is that
        // Font.custom(_:fixedSize:) does not scale (a warning, ResponsivenessTests).
        let footnote = try style(json, "footnote")
        #expect(footnote["status"] as? String == "warn")
        #expect((footnote["findings"] as! [[String: Any]]).map { $0["rule"] as! String } == ["text-does-not-scale"])
    }

    /// SwiftGen run as a build plugin leaves no generated file in the repository: the app's
    /// `FontAssets.registerAllCustomFonts()` is its registration (SwiftGen's fonts template registers every font).
    @Test func swiftGensRegisterAllCustomFontsIsARegistration() throws {
        let json = try mosaicApp(
            adding: "import SwiftUI\n@main struct App {\n    init() { FontAssets.registerAllCustomFonts() }\n}\n",
            as: "App.swift")
        expectUndeclaredWarnings(json, citing: "App.swift:3")
    }

    /// The iOS fixture with one more Swift file, audited.
    func mosaicApp(adding swift: String, as name: String) throws -> [String: Any] {
        let folder = try temporaryFolder() + "/MosaicApp"
        try FileManager.default.copyItem(atPath: Paths.iosApp, toPath: folder)
        try swift.write(toFile: folder + "/MosaicApp/" + name, atomically: true, encoding: .utf8)
        return try audit([folder]).json
    }

    func undeclaredFonts(_ json: [String: Any]) -> [[String: Any]] {
        (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == "undeclared-font" }
    }

    /// The fixture's four undeclared files, warnings that name the registration at `cited`.
    func expectUndeclaredWarnings(_ json: [String: Any], citing cited: String) {
        let undeclared = undeclaredFonts(json)
        #expect(undeclared.count == 4)
        #expect(undeclared.allSatisfy { $0["severity"] as? String == "warning" })
        #expect(undeclared.allSatisfy { ($0["message"] as? String)?.contains(cited) == true })
    }

    /// A font a bundled web page loads (`@font-face { src: url(../fonts/…) }`) is WebKit's, not for UIAppFonts
    /// (CovidCertificate's imprint page): no `undeclared-font` for it; one no page loads still has one.
    @Test func aFontABundledWebPageLoadsIsNotUndeclared() throws {
        let folder = try temporaryFolder() + "/MosaicApp"
        try FileManager.default.copyItem(atPath: Paths.iosApp, toPath: folder)
        let before = try audit([folder]).json
        let web = folder + "/MosaicApp/Imprint"
        try FileManager.default.createDirectory(atPath: web + "/fonts", withIntermediateDirectories: true)
        for name in ["Web-Bold.otf", "Stray-Bold.otf"] {
            try FileManager.default.copyItem(
                atPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf", toPath: web + "/fonts/" + name)
        }
        try writeFile(
            "@font-face{font-family:Web;src:url( \"../fonts/Web-Bold.otf?v=2\" ) format(\"opentype\")}",
            to: web + "/css/main.css")
        try writeFile("<html><body>Imprint</body></html>", to: web + "/index.html")
        let (_, json, _) = try audit([folder])
        func undeclared(_ json: [String: Any]) -> [String] {
            undeclaredFonts(json).compactMap {
                ($0["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }
            }
        }
        #expect(!undeclared(json).contains("Web-Bold.otf"))
        #expect(undeclared(json).contains("Stray-Bold.otf"))
        #expect(undeclared(json).count == undeclared(before).count + 1)
    }

    /// Fonts set in Interface Builder (Sphinx sets 731 in 96 xib and storyboard files) are styles asked for by
    /// name, at the tag that sets them, named by the view: a system font, a text style and a metaFont are not
    /// custom fonts, and one before a custom font does not move the custom font's place. A storyboard that is
    /// not well-formed XML fails the run.
    @Test func interfaceBuilderFontsAreStyles() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf", toPath: folder + "/AuditSans-Regular.ttf")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects><viewController id="vc1"><view key="view" id="v1"><subviews>
                <label text="System" id="l0">
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                </label>
                <label text="Welcome" id="l1">
                    <fontDescription key="fontDescription" name="AuditSans-Regular" family="Audit Sans" pointSize="20"/>
                </label>
                <label text="Dynamic" id="l2">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                <button id="b1" userLabel="Save button">
                    <fontDescription key="fontDescription" name="AuditSans-Bold" family="Audit Sans" pointSize="15"/>
                    <state key="normal" title="Save"/>
                </button>
                <textView id="t1"><attributedString key="attributedText"><fragment content="Hi"><attributes>
                    <font key="NSFont" size="14" name="AuditSans-Regular"/>
                </attributes></fragment></attributedString></textView>
            </subviews></view></viewController></objects></scene></scenes>
        </document>
        """.write(toFile: folder + "/Main.storyboard", atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIAppFonts</key><array><string>AuditSans-Regular.ttf</string></array></dict></plist>
        """.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        // A macOS xib is AppKit's: not read.
        try """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects><textField id="m1">
        <font key="font" size="13" name="AuditSans-Regular"/></textField></objects></document>
        """.write(toFile: folder + "/Mac.xib", atomically: true, encoding: .utf8)
        let (code, json, _) = try audit([folder])
        #expect(code == 1)
        let found = styles(json).map { style -> String in
            let location = style["location"] as! [String: Any]
            return "\(style["name"]!) \(location["line"]!):\(location["column"]!)"
        }
        #expect(found == ["label \"Welcome\" 8:13", "Save button 14:13", "textView t1 18:13"])
        #expect(rules(try style(json, "Save button")).contains("missing-face"))
        #expect(rules(try style(json, "label \"Welcome\"")).contains("missing-bold-counterpart"))
        try "<document><scenes><font name=\"AuditSans-Bold\">".write(
            toFile: folder + "/Broken.xib", atomically: true, encoding: .utf8)
        let broken = try audit([folder])
        #expect(broken.code == 2)
        #expect(broken.stderr.contains("Broken.xib:1:"))
    }

    /// An icon font is not text (Sphinx's `UIFont(name: "MaterialIcons-Regular")`): its own face is still
    /// checked, but Bold Text has no face to switch it to, nothing to buy and nothing to handle; the text font
    /// beside it is judged as before.
    @Test func iconFontsHaveNoBoldTextFace() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf", toPath: folder + "/AuditSans-Regular.ttf")
        try """
        let body = UIFont(name: "AuditSans-Regular", size: 16)
        let icon = UIFont(name: "MaterialIcons-Regular", size: 20)
        let brand = UIFont(name: "FontAwesome5Brands-Regular", size: 20)
        """.write(toFile: folder + "/Fonts.swift", atomically: true, encoding: .utf8)
        let (code, json, _) = try audit([folder])
        #expect(code == 1)
        #expect(rules(try style(json, "body")).contains("missing-bold-counterpart"))
        for name in ["icon", "brand"] {
            let icon = try style(json, name)
            #expect(rules(icon).contains("family-not-installed"))
            #expect(!rules(icon).contains("missing-bold-counterpart") && !rules(icon).contains("no-heavier-weight"))
            #expect(icon["boldTextWeight"] is NSNull)
        }
        #expect(
            buyingList(json).sorted() == ["AuditSans-SemiBold", "FontAwesome5Brands-Regular", "MaterialIcons-Regular"])
        let notHandled = try #require(
            (json["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "bold-text-not-handled" })
        let message = try #require(notHandled["message"] as? String)
        #expect(message.contains("a font by name (AuditSans-Regular)"))
        #expect(!message.contains("MaterialIcons") && !message.contains("FontAwesome"))
    }

    /// Icon fonts by their names: "icon" as a word or a word's start, and the well-known sets that do not say so;
    /// emoji fonts by "emoji" the same way.
    @Test func iconFontNames() {
        for name in [
            "MaterialIcons-Regular", "Material Icons", "material_icons.ttf", "Ionicons", "icomoon", "FontAwesome",
            "Font Awesome 6 Free", "Feather", "Material Symbols Outlined", "AppIcons", "icon-font", "simple-line-icons",
            "MaterialCommunityIcons", "Emoji", "Noto Color Emoji", "NotoColorEmoji", "Segoe UI Emoji", "emoji.ttf",
            "Twemoji", "JoyPixels", "AppleColorEmoji", "SegoeUIEmoji", "EmojiOne", "Noto Emoji",
        ] {
            #expect(IconFonts.isIconFont(name), "\(name)")
        }
        for name in [
            "Inter", "Lexicon", "Silicon Sans", "Roboto-Bold", "Montserrat", "", "Noemoji", "Temojin",
            "Emojione Sans Text", "Emojis",
        ] {
            #expect(!IconFonts.isIconFont(name), "\(name)")
        }
    }

    @Test func iosSystemFontsAreNeverToBuy() throws {
        let folder = try temporaryFolder()
        // ".AppleSystemUIFont": Core Text's name for the system font, which Interface Builder writes.
        try """
        let a = UIFont(name: "HelveticaNeue-Bold", size: 12)
        let b = UIFont(name: "ArialMT", size: 12)
        let c = UIFont(name: ".AppleSystemUIFont", size: 12)
        """.write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let (code, json, _) = try audit([folder])
        #expect(code == 0)
        #expect(buyingList(json).isEmpty)
        #expect(styles(json).allSatisfy { rules($0) == ["platform-font"] })
        #expect((json["findings"] as! [[String: Any]]).isEmpty)
    }
}

extension AppAuditTests {
    /// React Native and CocoaPods copy fonts from node_modules and Pods, which are not read: a declared file that
    /// is nowhere in the project is then a warning that says so.
    @Test func entriesThatADependencyMayProvideAreWarnings() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/ios/App", withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Ionicons.ttf</string></array></dict></plist>
        """.write(toFile: folder + "/ios/App/Info.plist", atomically: true, encoding: .utf8)
        let (bare, _, _) = try audit([folder])
        #expect(bare == 1)
        try "{\"name\": \"app\"}".write(toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        let (code, json, _) = try audit([folder])
        #expect(code == 0)
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "declared-font-missing")
        #expect(finding["severity"] as? String == "warning")
        #expect((finding["message"] as? String)?.contains("may come from a dependency (package.json") == true)
    }

    /// A style asking by name for a font a dependency brings (eidolon's AGaramondPro, from a pod) is not checked:
    /// its face is not read here, so it is neither missing nor to buy; a name no entry gives is judged as ever.
    @Test func stylesOnAFontADependencyBringsAreNotChecked() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Garamond-Regular.otf</string></array></dict></plist>
        """.write(toFile: folder + "/App/Info.plist", atomically: true, encoding: .utf8)
        try "target 'App'\n".write(toFile: folder + "/Podfile", atomically: true, encoding: .utf8)
        try """
        let body = UIFont(name: "Garamond-Regular", size: 16)
        let other = UIFont(name: "Nowhere-Regular", size: 16)
        """.write(toFile: folder + "/App/Fonts.swift", atomically: true, encoding: .utf8)
        let (code, json, _) = try audit([folder])
        #expect(code == 1)
        #expect(styles(json).map { $0["name"] as? String } == ["other"])
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
        #expect(!buyingList(json).contains { $0.hasPrefix("Garamond") })
    }
}

extension AppAuditTests {
    /// A React Native repository: iOS declares the fonts of assets/fonts; Android's copies in its assets folder
    /// are Android's, not iOS files missing from UIAppFonts.
    @Test func reactNativeAndroidAssetsAreNotIOSFonts() throws {
        let folder = try temporaryFolder()
        let manager = FileManager.default
        for path in [
            "/ios/App", "/assets/fonts", "/android/app/src/main/assets/fonts", "/android/app/src/main/res/values",
        ] {
            try manager.createDirectory(atPath: folder + path, withIntermediateDirectories: true)
        }
        try "{\"name\": \"app\"}".write(toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIAppFonts</key><array><string>AuditSans-Regular.ttf</string></array></dict></plist>
        """.write(toFile: folder + "/ios/App/Info.plist", atomically: true, encoding: .utf8)
        try "<resources><style name=\"AppTheme\" parent=\"Theme.AppCompat\"/></resources>".write(
            toFile: folder + "/android/app/src/main/res/values/styles.xml", atomically: true, encoding: .utf8)
        let font = Paths.font("AuditSans/AuditSans-Regular.ttf")
        try manager.copyItem(atPath: font, toPath: folder + "/assets/fonts/AuditSans-Regular.ttf")
        try manager.copyItem(atPath: font, toPath: folder + "/android/app/src/main/assets/fonts/AuditSans-Regular.ttf")
        try manager.copyItem(atPath: font, toPath: folder + "/android/app/src/main/assets/fonts/OnlyAndroid.ttf")
        let (code, json, _) = try audit([folder])
        #expect(code == 0)
        // No style uses the fonts: the one finding says nothing was audited, none says a file is undeclared.
        let messages = (json["findings"] as? [[String: Any]])?.compactMap { $0["message"] as? String }
        #expect(messages?.count == 1)
        #expect(
            messages?.first?.contains("but no text style in its code was found to use") == true, "\(messages ?? [])")
    }

    /// An app that bundles text fonts none of whose styles were found was not audited: a warning says so (and
    /// fails the run under --strict); an app of icon fonts alone needs no styles.
    @Test func anAppWithFontsButNoStylesSaysNothingWasAudited() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/App/Fonts", withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIAppFonts</key><array><string>AuditSans-Regular.ttf</string></array></dict></plist>
        """.write(toFile: folder + "/App/Info.plist", atomically: true, encoding: .utf8)
        try "let body = UILabel()\n".write(
            toFile: folder + "/App/View.swift", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: Paths.font("AuditSans/AuditSans-Regular.ttf"), toPath: folder + "/App/Fonts/AuditSans-Regular.ttf")
        let run = runInProcess(["app", folder])
        #expect(run.code == 0)
        #expect(
            run.stderr.contains(
                "warning: the app bundles 1 font file, but no text style in its code was found to use it: nothing about it was audited"
            ), "\(run.stderr)")
        #expect(runInProcess(["app", folder, "--strict"]).code == 1)
    }
}

extension AppAuditTests {
    /// iOS finds a face by its PostScript name, its family name (the family's regular face) or its full name:
    /// Core Text's kCTFontNameAttribute, in CTFontDescriptor.h ("first tries to find fonts with this PostScript
    /// name. If none is found, … with this family name, and, finally, … with this display name"), for
    /// `UIFont(name:)` as for SwiftUI's `Font.custom` (IceCubes' `UIFont(name: "Atkinson Hyperlegible", …)`).
    @Test func fullNamesAndFamilyNamesAreKnown() throws {
        let folder = try auditSansRegularAndBold()
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIAppFonts</key><array>
        <string>AuditSans-Regular.ttf</string><string>AuditSans-Bold.ttf</string></array></dict></plist>
        """.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        try """
        let full = UIFont(name: "Audit Sans Bold", size: 17)
        let family = Font.custom("Audit Sans", size: 17)
        let familyByUIKit = UIFont(name: "Audit Sans", size: 17)
        let notAName = UIFont(name: "Audit Sans Heavy", size: 17)
        """.write(toFile: folder + "/Fonts.swift", atomically: true, encoding: .utf8)
        let (_, json, _) = try audit([folder])
        let unknown = (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == "unknown-font-name" }
        #expect(unknown.map { ($0["location"] as! [String: Any])["line"] as! Int } == [4])
        let familyByUIKit = try style(json, "familyByUIKit")
        #expect((familyByUIKit["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Regular")
        let full = try style(json, "full")
        #expect((full["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Bold")
        let family = try style(json, "family")
        #expect((family["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Regular")
    }
}

extension AppAuditTests {
    /// Numbers at the edge of Int and Double once trapped: a declared weight of Int.min in the weight
    /// arithmetic, and a line height of 1e300 turned into an Int for display.
    @Test func extremeNumbersInDeclarationsAndSpecsDoNotTrap() throws {
        let folder = try temporaryFolder()
        let res = folder + "/app/src/main/res"
        try FileManager.default.createDirectory(atPath: res + "/font", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: res + "/values", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.font("AuditSans/AuditSans-Regular.ttf"), toPath: res + "/font/a.ttf")
        try """
        <font-family xmlns:android="http://schemas.android.com/apk/res/android">
        <font android:font="@font/a" android:fontWeight="-9223372036854775808"/></font-family>
        """.write(toFile: res + "/font/fam.xml", atomically: true, encoding: .utf8)
        try "<resources><style name=\"S\"><item name=\"fontFamily\">@font/fam</item></style></resources>".write(
            toFile: res + "/values/styles.xml", atomically: true, encoding: .utf8)
        let (code, json, _) = try audit([folder])
        #expect(code == 1)
        #expect((json["styles"] as? [[String: Any]])?.first?["name"] as? String == "S")
        let spec = try temporarySpec(
            #"{"styles": [{"name": "a", "family": "Audit Sans", "weight": 400, "size": 1e300, "lineHeight": 1e300}]}"#)
        let html = runInProcess([spec, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html"])
        #expect(html.code == 0)
        #expect(html.stdout.contains("<td class=\"metrics\" data-label=\"Size / line height\">1e+300 / 1e+300</td>"))
    }
}

/// Styles on declared families that differ only in name and place share one verdict (`AppAudit.Request
/// .sharesDeclaredVerdicts`): the same reports as auditing each style on its own, on every app fixture and on an
/// app whose screens repeat the same styles.
@Suite struct SharedDeclaredVerdictTests {
    func expectSameReports(_ reading: AppReading, _ what: String) {
        var reference = AppAudit.Request(options: AuditOptions())
        reference.sharesDeclaredVerdicts = false
        let shared = AppAudit.run(reading, AppAudit.Request(options: AuditOptions()))
        let each = AppAudit.run(reading, reference)
        let context = ReportContext(specFile: what, options: AuditOptions(), rules: AuditRules.all)
        for reporter in [JSONReporter(), TextReporter(), SARIFReporter()] as [any Reporter] {
            #expect(reporter.render(shared, context: context) == reporter.render(each, context: context), "\(what)")
        }
        #expect(shared.styles.count == each.styles.count)
    }

    @Test func everyAppFixture() throws {
        for app in JSONStyleWriterTests.apps + ["react-native/expo-plugin", "react-native/full-name"] {
            let path = Paths.root + "/Fixtures/apps/" + app
            guard FileManager.default.fileExists(atPath: path) else { continue }
            expectSameReports(try AppReader.read(path, platform: nil), app)
        }
    }

    @Test func screensThatRepeatTheirStyles() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: Paths.composeApp, toPath: folder + "/app")
        let kotlin = folder + "/app/app/src/main/java/Screens.kt"
        try FileManager.default.createDirectory(
            atPath: Platform.parent(of: kotlin), withIntermediateDirectories: true)
        var text = "package demo\n"
        for i in 0..<30 {
            let weight = ["Normal", "Bold", "Black", "Light"][i % 4]
            text += """
                val title\(i) = TextStyle(fontFamily = FontFamily.Default, fontWeight = FontWeight.\(weight))
                val body\(i) = TextStyle(fontWeight = FontWeight.\(weight), fontSize = \(12 + i % 3).sp)

                """
        }
        try text.write(toFile: kotlin, atomically: true, encoding: .utf8)
        let reading = try AppReader.read(folder + "/app", platform: nil)
        #expect(reading.parts.flatMap(\.styles).count >= 40)
        expectSameReports(reading, "repeated screens")
    }
}

extension AppAuditTests {
    /// A font name written through a static constant of another file (CovPass's `extension UIFont { static let
    /// sansBold = "OpenSans-Bold" }` and `UIFont(name: UIFont.sansBold, size: 18)`) is that name; a name bound
    /// to two strings in the project is not checked. A file a web page loads and the code registers at run time
    /// is available to UIKit too.
    @Test func fontNamesThroughStaticConstantsOfOtherFiles() throws {
        let folder = try auditSansRegularAndBold()
        try writeFiles(
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array>
                <string>AuditSans-Regular.ttf</string></array></dict></plist>
                """,
                "Names.swift": """
                public extension UIFont {
                    static let bodyName = "AuditSans-Regular"
                    static let strongName: String = "AuditSans-Bold" // the heavier one
                }
                enum A { static let twice = "AuditSans-Regular" }
                """,
                "Other.swift": "enum B { static let twice = \"AuditSans-Bold\" }\n",
                "Register.swift": "func register() { CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) }\n",
                "Web/page.css": "@font-face { font-family: 'Audit'; src: url(AuditSans-Bold.ttf); }\n",
                "View.swift": """
                let body = UIFont(name: UIFont.bodyName, size: 17)
                let strong = UIFont(name: UIFont.strongName, size: 17)
                let twice = UIFont(name: A.twice, size: 17)
                """,
            ], under: folder)
        let (_, json, _) = try audit([folder])
        #expect(
            (try style(json, "body")["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Regular")
        #expect((try style(json, "strong")["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Bold")
        #expect((json["styles"] as! [[String: Any]]).count == 2)
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
        let unknown = (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == "unknown-font-name" }
        #expect(unknown.isEmpty)
    }
}

extension AppAuditTests {
    /// A fresh folder holding AuditSans-Regular.ttf and AuditSans-Bold.ttf.
    func auditSansRegularAndBold() throws -> String {
        let folder = try temporaryFolder()
        for style in ["Regular", "Bold"] {
            try FileManager.default.copyItem(
                atPath: Paths.font("AuditSans/AuditSans-\(style).ttf"), toPath: folder + "/AuditSans-\(style).ttf")
        }
        return folder
    }
}
