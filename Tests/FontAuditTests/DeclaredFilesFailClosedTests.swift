import Foundation
import TestSupport
import Testing

/// A declared font file that cannot be what it is declared as never lets a run pass: each project here passes
/// whole, then one file is broken, and the run must fail (exit 1, a finding at the declaration) or stop (exit 2).
/// Before, each of these exited 0 with at most an input warning.
@Suite struct DeclaredFilesFailClosedTests: AppReportChecks {
    /// Writes the first 300 bytes of `face` (an Audit Sans fixture) at `path`: a truncated font, which FreeType
    /// refuses ("horizontal metrics (hmtx) table missing").
    func truncate(_ face: String, to path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Paths.font("AuditSans/\(face).ttf"))).prefix(300)
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    func copy(_ face: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: folder(of: path), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Paths.font("AuditSans/\(face).ttf"), toPath: path)
    }

    /// "rule file:line:col message" of every project finding.
    func findings(_ json: [String: Any]) -> [String] {
        (json["findings"] as! [[String: Any]]).map { finding in
            let location = finding["location"] as! [String: Any]
            let file = (location["file"] as! String).split(separator: "/").suffix(2).joined(separator: "/")
            return
                "\(finding["rule"] ?? "-") \(file):\(location["line"]!):\(location["column"]!) \(finding["message"]!)"
        }
    }

    /// An Android view on an XML family of Audit Sans Regular and Bold: passes whole.
    func androidProject() throws -> String {
        let root = try temporaryFolder()
        let fonts = root + "/app/src/main/res/font/"
        try copy("AuditSans-Regular", to: fonts + "audit_regular.ttf")
        try copy("AuditSans-Bold", to: fonts + "audit_bold.ttf")
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
                    <TextView android:fontFamily="@font/audit" android:textSize="16sp" android:id="@+id/price"/>
                </LinearLayout>
                """,
            ], under: root)
        return root
    }

    /// A truncated `res/font` file kept its `<font>` entry with no face, which the selector took at its declared
    /// weight: the style passed and the run exited 0 with a warning.
    @Test func aBrokenResFontFileIsNotAFontAndNoFace() throws {
        let root = try androidProject()
        #expect(try audit(root).code == 0)
        try truncate("AuditSans-Bold", to: root + "/app/src/main/res/font/audit_bold.ttf")
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            findings(json).contains {
                $0.hasPrefix(
                    "not-a-font font/audit.xml:3:5 res/font holds audit_bold.ttf, which is not a font: face 0: horizontal metrics (hmtx) table missing"
                )
            }, "\(findings(json))")
        let style = (json["styles"] as! [[String: Any]])[0]
        #expect(style["status"] as? String == "fail")
        // A broken file no family names is not-a-font at the file.
        try FileManager.default.removeItem(atPath: root + "/app/src/main/res/font/audit_bold.ttf")
        try copy("AuditSans-Bold", to: root + "/app/src/main/res/font/audit_bold.ttf")
        try Data("<html>not a font</html>".utf8).write(to: URL(fileURLWithPath: root + "/app/src/main/res/font/x.ttf"))
        let unused = try audit(root)
        #expect(unused.code == 1)
        #expect(findings(unused.json).contains { $0.hasPrefix("not-a-font font/x.ttf:1:1 res/font holds x.ttf") })
    }

    /// A `res/font` file whose name Android's build refuses (AGP's `FileResourceNameValidator`) stops the build
    /// before any font ships: an input error, not a pass on the fonts beside it. Files the resource merger
    /// ignores, and a `res` folder no Android module builds, are not held to it.
    @Test func aResFontNameTheAndroidBuildRefusesIsAnInputError() throws {
        for (name, message) in [
            ("audit-bold.ttf", "'-' is not a valid file-based resource name character"),
            ("AuditBold.ttf", "'A' is not a valid file-based resource name character"),
            ("1audit.ttf", "The resource name must start with a letter"),
            ("class.ttf", "class is not a valid resource name (reserved Java keyword)"),
            ("OFL.txt", "The file name must end with .xml, .ttf, .ttc or .otf"),
        ] {
            let root = try androidProject()
            try copy("AuditSans-Bold", to: root + "/app/src/main/res/font/" + name)
            let run = runInProcess(["app", root])
            #expect(run.code == 2, "\(name)")
            #expect(
                run.stderr.contains(
                    "res/font/\(name):1:1: error: Android's build refuses this res/font file: \(message)"),
                "\(run.stderr)")
        }
        let root = try androidProject()
        try Data().write(to: URL(fileURLWithPath: root + "/app/src/main/res/font/.DS_Store"))
        #expect(try audit(root).code == 0)
        // A folder named res outside an Android module: read, not held to the build's names.
        let plain = try temporaryFolder()
        try copy("AuditSans-Regular", to: plain + "/res/font/Audit-Regular.ttf")
        #expect(runInProcess(["app", plain]).code != 2)
    }

    /// Compose's `Font(R.font.x)` on a truncated file: the family has no such face.
    @Test func aBrokenComposeFontIsNoFace() throws {
        let root = try temporaryFolder()
        try copy("AuditSans-Regular", to: root + "/app/src/main/res/font/audit_regular.ttf")
        try truncate("AuditSans-Bold", to: root + "/app/src/main/res/font/audit_bold.ttf")
        try writeFile(
            """
            package com.example
            val Audit = FontFamily(Font(R.font.audit_regular), Font(R.font.audit_bold, FontWeight.Bold))
            val body = TextStyle(fontFamily = Audit, fontSize = 16.sp)
            """, to: root + "/app/src/main/java/com/example/Type.kt")
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(findings(json).contains { $0.hasPrefix("not-a-font font/audit_bold.ttf:1:1 ") })
        #expect((json["styles"] as! [[String: Any]]).first?["status"] as? String == "fail")
    }

    /// Compose Multiplatform's `composeResources/font`: a broken file a `Font(Res.font.x)` names is `not-a-font`
    /// at the call and no face; one nothing names, at the file.
    @Test func aBrokenMultiplatformFontIsNotAFont() throws {
        let root = try temporaryFolder()
        let fonts = root + "/shared/src/commonMain/composeResources/font/"
        try copy("AuditSans-Regular", to: fonts + "audit_regular.ttf")
        try copy("AuditSans-Bold", to: fonts + "audit_bold.ttf")
        try writeFile(
            """
            package com.example
            @Composable fun audit() = FontFamily(Font(Res.font.audit_regular), Font(Res.font.audit_bold, FontWeight.Bold))
            val body = TextStyle(fontFamily = audit(), fontSize = 16.sp)
            """, to: root + "/shared/src/commonMain/kotlin/Type.kt")
        #expect(try audit(root).code == 0)
        try writeFile("garbage\n", to: fonts + "unused.ttf")
        try truncate("AuditSans-Bold", to: fonts + "audit_bold.ttf")
        let (code, json) = try audit(root)
        #expect(code == 1)
        let notFonts = findings(json).filter { $0.hasPrefix("not-a-font") }
        #expect(notFonts.count == 2, "\(notFonts)")
        #expect(
            notFonts.contains { $0.hasPrefix("not-a-font font/unused.ttf:1:1 composeResources/font holds unused.ttf") })
        #expect(
            notFonts.contains { $0.hasPrefix("not-a-font kotlin/Type.kt:2:68 Res.font.audit_bold in audit() is not") })
        #expect((json["styles"] as! [[String: Any]]).first?["status"] as? String == "fail")
    }

    /// An Expo app whose `useFonts` loads Audit Sans Regular as "Audit".
    func expoProject(loading file: String = "./assets/AuditSans-Regular.ttf") throws -> String {
        let root = try temporaryFolder()
        try copy("AuditSans-Regular", to: root + "/assets/AuditSans-Regular.ttf")
        try writeFiles(
            [
                "package.json":
                    #"{"name": "x", "dependencies": {"expo": "~54.0.0", "expo-font": "~14.0.0", "react-native": "0.81.5"}}"#,
                "App.tsx": """
                import { useFonts } from 'expo-font';
                export default function App() {
                  const [loaded] = useFonts({ 'Audit': require('\(file)') });
                  return null;
                }
                export const styles = { body: { fontFamily: 'Audit', fontSize: 16 } };
                """,
            ], under: root)
        return root
    }

    /// A truncated file `useFonts` loads put its name among the calls not checked: 0 styles, exit 0.
    @Test func aBrokenFileUseFontsLoadsIsNotAFont() throws {
        let root = try expoProject()
        #expect(try audit(root).code == 1)  // Audit Sans has no SemiBold or Bold: the intact app fails
        try truncate("AuditSans-Regular", to: root + "/assets/AuditSans-Regular.ttf")
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            findings(json).contains {
                $0.hasPrefix("not-a-font ") && $0.contains("/App.tsx:3:")
                    && $0.contains(" useFonts loads AuditSans-Regular.ttf, which is not a font: ")
            }, "\(findings(json))")
        #expect((json["styles"] as! [[String: Any]]).count == 2)
    }

    /// A `useFonts` file outside the project, or missing from its folder, was not checked either.
    @Test func aUseFontsFileOutsideTheProjectOrMissingIsAnError() throws {
        for (file, message) in [
            ("../secret.ttf", "useFonts loads secret.ttf, which resolves outside the project"),
            ("./assets/Gone.ttf", "useFonts loads Gone.ttf, but the project has no such file"),
        ] {
            let root = try expoProject(loading: file)
            let (code, json) = try audit(root)
            #expect(code == 1)
            #expect(findings(json).contains { $0.hasPrefix("missing-font-resource") && $0.contains(message) })
            #expect((json["styles"] as! [[String: Any]]).allSatisfy { $0["status"] as? String == "fail" })
        }
    }

    /// A file in the Android shell's `assets/fonts`, which ReactFontManager loads by name.
    @Test func aBrokenAndroidAssetFontIsNotAFont() throws {
        let root = try expoProject()
        // A Git LFS pointer, as a clone without LFS leaves it.
        try writeFile(
            "version https://git-lfs.github.com/spec/v1\n", to: root + "/android/app/src/main/assets/fonts/Brand.ttf")
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            findings(json).contains {
                $0.hasPrefix("not-a-font fonts/Brand.ttf:1:1 android/app/src/main/assets/fonts holds Brand.ttf")
            }, "\(findings(json))")
    }

    /// iOS looks for a UIAppFonts entry inside the bundle: `../` leaves it, whatever file of the same name the
    /// source project holds (entries match files by name).
    @Test func aUIAppFontsEntryThatLeavesTheBundleIsMissing() throws {
        let root = try temporaryFolder()
        try bundleAuditSans(["AuditSans-Regular"], in: root)
        try writeFiles(
            [
                "App/Info.plist":
                    "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array><string>../../etc/AuditSans-Regular.ttf</string></array></dict></plist>"
            ], under: root)
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            findings(json).contains {
                $0.hasPrefix("declared-font-missing App/Info.plist:1:")
                    && $0.contains("a path that leaves the app bundle")
            }, "\(findings(json))")
    }

    /// A Flutter app of Audit Sans Regular and Bold, `fonts` its `flutter: fonts:` section.
    func flutterProject(_ fonts: String) throws -> String {
        let root = try temporaryFolder()
        try copy("AuditSans-Regular", to: root + "/fonts/AuditSans-Regular.ttf")
        try copy("AuditSans-Bold", to: root + "/fonts/AuditSans-Bold.ttf")
        try writeFiles(
            [
                "pubspec.yaml":
                    "name: a\nenvironment:\n  sdk: \">=3.0.0 <4.0.0\"\ndependencies:\n  flutter:\n    sdk: flutter\nflutter:\n"
                    + fonts,
                "lib/theme.dart":
                    "import 'package:flutter/material.dart';\nconst body = TextStyle(fontFamily: 'Audit Sans', fontSize: 16);\n",
            ], under: root)
        return root
    }

    /// The Flutter tool refuses a font section of the wrong shape (flutter_tools' `_validateFonts`); fontaudit
    /// read `weight: bold` as 400 and passed.
    @Test func aFontSectionTheFlutterToolRefusesIsAnInputError() throws {
        let family = "  fonts:\n    - family: Audit Sans\n      fonts:\n        - asset: fonts/AuditSans-Regular.ttf\n"
        let healthy = try flutterProject(family + "        - asset: fonts/AuditSans-Bold.ttf\n          weight: 700\n")
        #expect(try audit(healthy).code == 0)
        for (section, message) in [
            (
                family + "        - asset: fonts/AuditSans-Bold.ttf\n          weight: bold\n",
                "pubspec.yaml:13:19: error: flutter: fonts: weight must be one of 100, 200, … 900, found bold"
            ),
            (
                family + "        - asset: fonts/AuditSans-Bold.ttf\n          weight: \"700\"\n",
                "pubspec.yaml:13:19: error: flutter: fonts: weight must be one of 100, 200, … 900, found \"700\" (text)"
            ),
            (
                family + "        - asset: fonts/AuditSans-Bold.ttf\n          wieght: 700\n",
                "pubspec.yaml:13:11: error: flutter: fonts: unexpected key \"wieght\" in a font"
            ),
            (
                "  fonts: fonts/AuditSans-Regular.ttf\n",
                "pubspec.yaml:8:10: error: flutter: fonts: expected a list of families"
            ),
            (
                "  fonts:\n    - family: Audit Sans\n      fonts: fonts/AuditSans-Regular.ttf\n",
                "pubspec.yaml:10:14: error: flutter: fonts: a family's fonts must be a list"
            ),
        ] {
            let root = try flutterProject(section)
            let run = runInProcess(["app", root])
            #expect(run.code == 2, "\(section)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(run.stderr.contains("the Flutter tool refuses this pubspec"))
        }
    }
}
