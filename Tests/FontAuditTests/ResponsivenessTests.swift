import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel

/// Does the app respond at all: Bold Text handled, turned off, and text that scales, read from the code of the
/// source-only fixture projects in `Fixtures/apps/responsiveness`, each finding at its line and column.
@Suite struct ResponsivenessTests {
    static let root = Paths.root + "/Fixtures/apps/responsiveness/"
    static let rules: Set<String> = [
        "bold-text-not-handled", "bold-text-turned-off", "text-does-not-scale", "text-scale-capped",
    ]

    func audit(_ project: String, _ more: [String] = []) throws -> (code: Int32, json: [String: Any]) {
        let run = runInProcess(["app", Self.root + project, "--format", "json"] + more)
        return (run.code, try parseJSON(run.stdout))
    }

    /// "rule File:line:col" for each project finding of the responsiveness rules.
    func projectFindings(_ json: [String: Any]) -> [String] {
        (json["findings"] as! [[String: Any]]).compactMap { finding in
            guard let rule = finding["rule"] as? String, Self.rules.contains(rule) else { return nil }
            let location = finding["location"] as! [String: Any]
            let file = (location["file"] as! String).split(separator: "/").last!
            return "\(rule) \(file):\(location["line"]!):\(location["column"]!)"
        }
    }

    /// "name line:col scaling boldText [responsiveness rules]" for each style.
    func styles(_ json: [String: Any]) -> [String] {
        (json["styles"] as! [[String: Any]]).map { style in
            let location = style["location"] as! [String: Any]
            let scaling = (style["scaling"] as? [String: Any])?["status"] as? String ?? "-"
            let bold = (style["boldText"] as? [String: Any])?["status"] as? String ?? "-"
            let rules = (style["findings"] as! [[String: Any]]).compactMap { $0["rule"] as? String }.filter {
                Self.rules.contains($0)
            }
            return "\(style["name"]!) \(location["line"]!):\(location["column"]!) \(scaling) \(bold) \(rules)"
        }
    }

    func message(_ json: [String: Any], rule: String) throws -> String {
        let finding = try #require((json["findings"] as! [[String: Any]]).first { $0["rule"] as? String == rule })
        return finding["message"] as! String
    }

    // MARK: iOS

    @Test func iosCustomFontsWithoutBoldTextHandling() throws {
        let (code, json) = try audit("ios-unhandled")
        #expect(code == 1)
        #expect(
            projectFindings(json) == [
                "bold-text-not-handled Fonts.swift:8:23",  // the first font asked for by name
                "text-scale-capped Fonts.swift:18:28",  // .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                "text-does-not-scale Fonts.swift:19:28",  // .dynamicTypeSize(.large)
            ])
        let text = try message(json, rule: "bold-text-not-handled")
        // A computed name is a named font too (Fonts.swift:25); the icon font's computed name is left out.
        #expect(
            text.contains("2 fonts by name (Brand-Regular, Brand-Bold) and fonts by a computed name (Fonts.swift:25)"))
        #expect(
            styles(json) == [
                "body 8:23 fixed never [\"text-does-not-scale\"]",  // UIFont(name:size:) and no UIFontMetrics
                "title 9:24 fixed never [\"text-does-not-scale\"]",
                "headline 10:27 scales never []",  // Font.custom(_:size:)
                "caption 11:26 fixed never [\"text-does-not-scale\"]",  // Font.custom(_:fixedSize:)
                "footnote 12:27 scales never []",  // relativeTo:
            ])
    }

    @Test func fontsAskedForOnlyByAComputedName() throws {
        let folder = try temporaryFolder()
        try "let f = UIFont(name: Theme.fontName, size: 17)\nlet g = Font.custom(Theme.fontName, size: 15)\n"
            .write(toFile: folder + "/Theme.swift", atomically: true, encoding: .utf8)
        let run = runInProcess(["app", folder, "--format", "json"])
        let found = try parseJSON(run.stdout)
        #expect(projectFindings(found) == ["bold-text-not-handled Theme.swift:1:9"])
        #expect(
            try message(found, rule: "bold-text-not-handled").contains(
                "fonts by a computed name (Theme.swift:1, Theme.swift:2)"))
    }

    @Test func iosSystemFamiliesByNameAreNotCustomFonts() throws {
        let folder = try temporaryFolder()
        try "let a = UIFont(name: \"HelveticaNeue-Bold\", size: 12)\n"
            .write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let run = runInProcess(["app", folder, "--format", "json"])
        #expect(projectFindings(try parseJSON(run.stdout)).isEmpty)
    }

    @Test func iosBoldTextReadAndFontsScaledThroughUIFontMetrics() throws {
        let (_, json) = try audit("ios-handled")
        // isBoldTextEnabled is read; maximumContentSizeCategory still scales, up to the cap.
        #expect(projectFindings(json) == ["text-scale-capped Fonts.swift:20:9"])
        #expect(
            styles(json) == [
                "body 4:74 scales not-checked []",  // inside scaledFont(for:)
                "base 6:20 scales not-checked []",  // bound, then passed to scaledFont(for:)
                "badge 9:24 not-checked not-checked []",  // the app scales fonts; this one's flow is not followed
            ])
    }

    @Test func swiftUILegibilityWeightHandlesBoldText() throws {
        let (_, json) = try audit("ios-swiftui-handled")
        #expect(projectFindings(json).isEmpty)
        // In a view's `var body`: named by its place.
        #expect(styles(json) == ["Title.swift:10 10:19 scales not-checked []"])
    }

    // MARK: Android

    @Test func androidFixedTextSizesAndBoldTextTurnedOff() throws {
        let (code, json) = try audit("android")
        #expect(code == 1)
        #expect(
            projectFindings(json) == [
                "bold-text-turned-off FixedActivity.kt:13:16",  // config.fontWeightAdjustment = 0
                "text-does-not-scale FixedActivity.kt:22:52",  // Density(density.density, fontScale = 1f)
                "bold-text-turned-off Legacy.java:8:16",  // = Configuration.FONT_WEIGHT_ADJUSTMENT_UNDEFINED
                "text-does-not-scale main.xml:6:5",  // 20dp
                "text-does-not-scale main.xml:12:5",  // @dimen/badge_text, 11dp
                "text-does-not-scale main.xml:16:5",  // 10px
                "text-does-not-scale styles.xml:4:9",  // <item name="android:textSize">12dp</item>
            ])
        let findings = (json["findings"] as! [[String: Any]]).map { $0["message"] as! String }
        #expect(findings.contains { $0.contains("@dimen/badge_text is 11dp (dimens.xml:3), in dp, not sp") })
        // The one layout element on a @font family is a style: its finding is the style's.
        #expect(styles(json) == ["main.xml#brand 19:5 fixed not-checked [\"text-does-not-scale\"]"])
    }

    @Test func androidTextInSpPasses() throws {
        let (code, json) = try audit("android-sp")
        #expect(code == 0)
        #expect(projectFindings(json).isEmpty)
    }

    // MARK: Flutter

    @Test func flutterBoldTextOffAndNoScaling() throws {
        let (code, json) = try audit("flutter")
        #expect(code == 1)
        // Not read: a comment, a widget's own boldText parameter, a comparison, a parameter's default and a
        // WidgetSpan's MediaQuery (the paragraph scales the span).
        #expect(
            projectFindings(json) == [
                "bold-text-turned-off main.dart:12:47",
                "text-does-not-scale main.dart:12:76",  // TextScaler.noScaling
                "text-does-not-scale main.dart:16:24",  // textScaleFactor: 1.0
                "text-does-not-scale main.dart:17:36",  // TextScaler.linear(1)
                "text-does-not-scale main.dart:18:9",  // MediaQuery.withNoTextScaling
                "text-scale-capped main.dart:19:9",  // withClampedTextScaling(maxScaleFactor: 1.5)
                "text-does-not-scale main.dart:20:70",  // clamp(maxScaleFactor: 1.0)
            ])
    }

    @Test func flutterClampAboveOneIsANote() throws {
        let (code, json) = try audit("flutter-clamped")
        #expect(code == 0)
        #expect(projectFindings(json) == ["text-scale-capped main.dart:10:55"])
        #expect(try message(json, rule: "text-scale-capped").contains("at 2.0"))
    }

    @Test func flutterStylesScaleAndGetBoldTextFromThePlatform() throws {
        let (_, json) = try audit("../flutter")
        let statuses = Set(styles(json).map { $0.split(separator: " ").dropFirst(2).prefix(2).joined(separator: " ") })
        #expect(statuses == ["scales platform"])
    }

    // MARK: Every format, baselines, HTML

    @Test(arguments: ["ios-unhandled", "android", "flutter"])
    func everyFormatCarriesTheFindings(_ project: String) throws {
        for format in ["text", "json", "sarif", "github", "junit", "markdown", "html"] {
            let run = runInProcess(["app", Self.root + project, "--format", format])
            #expect(run.code == 1, "\(project) \(format): \(run.stderr)")
            if format != "html" {
                // GitHub's annotations carry the rule's title, the other formats its id.
                let named = format == "github" ? "Text ignores the text size setting" : "text-does-not-scale"
                #expect(run.stdout.contains(named), "\(project) \(format)")
            }
        }
    }

    @Test func aBaselineWaivesTheProjectFindings() throws {
        let folder = try temporaryFolder()
        let baseline = folder + "/baseline.json"
        let write = runInProcess(["app", Self.root + "flutter", "--write-baseline", baseline])
        #expect(write.code == 1)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.contains("bold-text-turned-off") && written.contains("text-does-not-scale"))
        let (code, json) = try audit("flutter", ["--baseline", baseline])
        #expect(code == 0)
        let waived = (json["findings"] as! [[String: Any]]).filter { $0["waived"] != nil }.compactMap {
            $0["rule"] as? String
        }
        #expect(waived.contains("bold-text-turned-off"))
    }

    @Test func htmlShowsWhetherEachStyleScalesAndSwitches() throws {
        let run = runInProcess(["app", Self.root + "ios-unhandled", "--format", "html"])
        #expect(run.stdout.contains("<th scope=\"col\" class=\"responds\">Responds</th>"))
        #expect(run.stdout.contains("Scales: no (Font.custom(_:fixedSize:) keeps its size"))
        #expect(run.stdout.contains("Scales: yes (Font.custom(_:size:relativeTo:) scales with its text style)"))
        #expect(run.stdout.contains("Bold Text: never switched (nothing in the app"))
    }

    // MARK: Hostile input

    /// Thousands of fixed sizes, fonts and nested clamps: every scan is one pass (the Android styles find their
    /// textSize by a dictionary, font names are collected in a set, nested calls are not re-walked).
    @Test func thousandsOfSitesStayLinear() throws {
        let folder = try temporaryFolder()
        let layout = folder + "/app/src/main/res/layout"
        try FileManager.default.createDirectory(atPath: layout, withIntermediateDirectories: true)
        let elements = String(
            repeating: "<TextView android:fontFamily=\"@font/none\" android:textSize=\"12dp\"/>", count: 5_000)
        try
            ("<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">" + elements
            + "</LinearLayout>")
            .write(toFile: layout + "/main.xml", atomically: true, encoding: .utf8)
        try (0..<5_000).map { "let a\($0) = UIFont(name: \"F\($0)\", size: 12)\n" }.joined()
            .write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let run = runInProcess(["app", folder, "--format", "json"])
        #expect(run.code == 1)
        let json = try parseJSON(run.stdout)
        #expect((json["styles"] as! [[String: Any]]).count == 10_000)
        let notHandled = try message(json, rule: "bold-text-not-handled")
        #expect(notHandled.contains("5000 fonts by name (F0, F1, F2, F3, F4, F5 and 4994 more)"))
    }

    @Test func unclosedCallsAndHugeNumbersNeitherTrapNorHang() throws {
        let folder = try temporaryFolder()
        try
            "let a = UIFont(name: \"X\", size: 1e400\nlet b = UIFontMetrics.default.scaledFont(for: UIFont(name: \"Y\", size: )\n.dynamicTypeSize(...\n"
            .write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let run = runInProcess(["app", folder])
        #expect(run.code == 1 || run.code == 0)
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try "name: x\n".write(toFile: folder + "/pubspec.yaml", atomically: true, encoding: .utf8)
        try "f() => MediaQuery.withClampedTextScaling(maxScaleFactor: ; x.copyWith(boldText: TextScaler.linear(1"
            .write(toFile: folder + "/lib/a.dart", atomically: true, encoding: .utf8)
        let flutter = runInProcess(["app", folder, "--platform", "flutter"])
        #expect(flutter.code != 2 || flutter.stderr.contains("error"))
    }
}

/// React Native: iOS leaves Bold Text to the app; text scales unless a prop turns it off.
@Suite struct ReactNativeResponsivenessTests {
    func audit(_ folder: String) throws -> [[String: Any]] {
        let run = runInProcess(["app", folder, "--format", "json"])
        return try parseJSON(run.stdout)["findings"] as? [[String: Any]] ?? []
    }

    func copyOfBare() throws -> String {
        let folder = try temporaryFolder() + "/app"
        try FileManager.default.copyItem(atPath: Paths.root + "/Fixtures/apps/react-native/bare", toPath: folder)
        return folder
    }

    @Test func customFontsWithoutBoldTextHandlingAndFixedText() throws {
        let folder = try copyOfBare()
        try """
        import { Text } from 'react-native'
        export const Badge = () => <Text allowFontScaling={false}>3</Text>
        export const Label = () => <Text maxFontSizeMultiplier={1.5}>Hi</Text>
        export const Tag = () => <Text maxFontSizeMultiplier={1}>Tag</Text>
        """.write(toFile: folder + "/src/screens/Badge.tsx", atomically: true, encoding: .utf8)
        let findings = try audit(folder)
        func at(_ rule: String) -> [String] {
            findings.filter { $0["rule"] as? String == rule }.map { finding in
                let location = finding["location"] as! [String: Any]
                let file = ((location["file"] as! String) as NSString).lastPathComponent
                return "\(file):\(location["line"]!):\(location["column"]!)"
            }
        }
        #expect(at("bold-text-not-handled").count == 1)
        let message = findings.first { $0["rule"] as? String == "bold-text-not-handled" }?["message"] as? String
        #expect(message?.contains("Mosaic Sans") == true && message?.contains("System") == false)
        #expect(at("text-does-not-scale") == ["Badge.tsx:2:34", "Badge.tsx:4:32"])
        #expect(at("text-scale-capped") == ["Badge.tsx:3:34"])
    }

    @Test func readingIsBoldTextEnabledHandlesIt() throws {
        let folder = try copyOfBare()
        try """
        import { AccessibilityInfo } from 'react-native'
        export async function bold() { return AccessibilityInfo.isBoldTextEnabled() }
        """.write(toFile: folder + "/src/theme/bold.ts", atomically: true, encoding: .utf8)
        #expect(try audit(folder).allSatisfy { $0["rule"] as? String != "bold-text-not-handled" })
    }
}
