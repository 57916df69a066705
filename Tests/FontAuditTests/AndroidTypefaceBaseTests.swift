import Foundation
import TestSupport
import Testing

/// A text view on an XML `<font-family>` shows the family's typeface in its own style, which AOSP takes from the
/// face closest to Regular upright (`Typeface.createFromResources`: `setStyle(bestFont.getStyle())`), and its
/// `textStyle="bold"` and Bold Text add to that weight. Infinity for Reddit's `@font/balsamiq_sans_bold_version`
/// (Bold and Bold Italic only) shows Bold, and Bold Text a synthetic bold over it; its `@font/manrope` (Medium and
/// Bold) shows Medium. Both were audited as asking for a Regular the families do not have.
@Suite struct AndroidTypefaceBaseTests: AppReportChecks {
    @Test func aViewWithoutAWeightShowsItsFamilysTypefaceStyle() throws {
        let root = try temporaryFolder()
        let fonts = root + "/app/src/main/res/font/"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        for (file, name) in [
            ("Regular", "audit_regular"), ("SemiBold", "audit_semibold"), ("Bold", "audit_bold"),
            ("BoldItalic", "audit_bold_italic"),
        ] {
            try FileManager.default.copyItem(
                atPath: Paths.fonts + "/AuditSans/AuditSans-\(file).ttf", toPath: fonts + name + ".ttf")
        }
        func family(_ entries: [(String, Int, String)]) -> String {
            let fonts = entries.map { font, weight, style in
                "    <font app:font=\"@font/\(font)\" app:fontWeight=\"\(weight)\" app:fontStyle=\"\(style)\"/>"
            }
            return """
                <font-family xmlns:app="http://schemas.android.com/apk/res-auto">
                \(fonts.joined(separator: "\n"))
                </font-family>
                """
        }
        try writeFiles(
            [
                "app/src/main/res/font/bold_only.xml": family([
                    ("audit_bold", 700, "normal"), ("audit_bold_italic", 700, "italic"),
                ]),
                "app/src/main/res/font/semibold_and_bold.xml": family([
                    ("audit_semibold", 600, "normal"), ("audit_bold", 700, "normal"),
                ]),
                "app/src/main/res/font/regular_and_bold.xml": family([
                    ("audit_regular", 400, "normal"), ("audit_bold", 700, "normal"),
                ]),
                "app/src/main/res/layout/main.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <TextView android:fontFamily="@font/bold_only" android:id="@+id/boldOnly"/>
                    <TextView android:fontFamily="@font/bold_only" android:textStyle="bold" android:id="@+id/boldOnlyBold"/>
                    <TextView android:fontFamily="@font/semibold_and_bold" android:id="@+id/semibold"/>
                    <TextView android:fontFamily="@font/regular_and_bold" android:id="@+id/regular"/>
                    <TextView android:fontFamily="@font/regular_and_bold" android:textStyle="bold" android:id="@+id/bold"/>
                </LinearLayout>
                """,
            ], under: root)
        let (_, json) = try audit(root)
        let styles = json["styles"] as! [[String: Any]]
        func row(_ name: String) throws -> (weight: Int?, face: String?, boldText: Int?) {
            let style = try #require(styles.first { $0["name"] as? String == name }, "no style \(name)")
            return (
                style["weight"] as? Int, (style["face"] as? [String: Any])?["postscriptName"] as? String,
                style["boldTextWeight"] as? Int
            )
        }
        // Bold only: the typeface is Bold; Bold Text asks 1000 (audited at 900), drawn as a synthetic bold.
        #expect(try row("main.xml#boldOnly") == (700, "AuditSans-Bold", 900))
        #expect(
            try message(json, style: "main.xml#boldOnly", rule: "missing-bold-counterpart").contains(
                "Android will show Audit Sans Bold (700) with a synthetic bold"))
        // Bold on a Bold typeface: 1000, audited at 900, as on a single Bold file.
        #expect(try row("main.xml#boldOnlyBold").weight == 900)
        // SemiBold is nearer Regular than Bold: the typeface is SemiBold.
        #expect(try row("main.xml#semibold") == (600, "AuditSans-SemiBold", 900))
        // With a Regular, nothing changes: 400, and bold is 700.
        #expect(try row("main.xml#regular") == (400, "AuditSans-Regular", 700))
        #expect(try row("main.xml#bold") == (700, "AuditSans-Bold", 900))
    }
}
