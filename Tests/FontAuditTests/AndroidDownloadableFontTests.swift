import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// A downloadable `<font-family>` (the Google Fonts provider, `app:fontProviderQuery`) is a family of the one face
/// its query names, fetched at run time: Material's Reply and Owl samples set every text appearance on such
/// families (`@font/work_sans_bold`, `name=Work Sans&weight=700`), which were counted as not checked. Under Bold
/// Text, Android can only draw a synthetic bold over that one face.
@Suite struct AndroidDownloadableFontTests: AppReportChecks {
    @Test func googleFontsQueriesAreRead() {
        #expect(FontProviderQuery("name=Work Sans&weight=700") == .init(family: "Work Sans", weight: 700))
        #expect(FontProviderQuery("Lato") == .init(family: "Lato", weight: 400))
        #expect(
            FontProviderQuery("name=Open Sans&weight=800&italic=1&besteffort=true")
                == .init(family: "Open Sans", weight: 800, italic: true))
        #expect(FontProviderQuery("name=Rubik&width=100") == .init(family: "Rubik", weight: 400))
        // Not sure what is asked for: left not checked.
        for query in [
            "", "weight=700", "name=Rubik&weight=bold", "name=Rubik&weight=1000", "name=A&exact=1", "A&B",
            "Google Sans:500",
        ] {
            #expect(FontProviderQuery(query) == nil, "\(query)")
        }
    }

    /// Trimmed from material-components/material-components-android-examples (Apache-2.0), Reply's
    /// `res/font/work_sans*.xml` and `values/type.xml`; the bundled Audit Sans file beside them is the fixture's.
    @Test func aProviderFamilyIsTheOneFaceItsQueryNames() throws {
        let root = try temporaryFolder()
        let res = root + "/app/src/main/res/"
        try FileManager.default.createDirectory(atPath: res + "font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf", toPath: res + "font/audit_regular.ttf")
        func provider(_ query: String, authority: String = "com.google.android.gms.fonts") -> String {
            """
            <font-family xmlns:app="http://schemas.android.com/apk/res-auto"
                    app:fontProviderAuthority="\(authority)"
                    app:fontProviderPackage="com.google.android.gms"
                    app:fontProviderQuery="\(query)"
                    app:fontProviderCerts="@array/com_google_android_gms_fonts_certs">
            </font-family>
            """
        }
        try writeFiles(
            [
                "app/src/main/res/font/work_sans.xml": provider("name=Work Sans"),
                "app/src/main/res/font/work_sans_bold.xml": provider("name=Work Sans&amp;weight=700"),
                "app/src/main/res/font/lato.xml": provider("Lato"),
                "app/src/main/res/font/other.xml": provider("Work Sans", authority: "com.example.fonts"),
                "app/src/main/res/font/unread.xml": provider("name=Work Sans&amp;weight=heavy"),
                "app/src/main/res/values/type.xml": """
                <resources>
                    <style name="TextAppearance.Reply.Headline3" parent="TextAppearance.MaterialComponents.Headline3">
                        <item name="fontFamily">@font/work_sans_bold</item>
                    </style>
                    <style name="TextAppearance.Reply.Body1" parent="TextAppearance.MaterialComponents.Body1">
                        <item name="fontFamily">@font/work_sans</item>
                        <item name="android:textSize">16sp</item>
                    </style>
                    <style name="Lato"><item name="fontFamily">@font/lato</item></style>
                    <style name="Other"><item name="fontFamily">@font/other</item></style>
                    <style name="Unread"><item name="fontFamily">@font/unread</item></style>
                    <style name="Bundled"><item name="fontFamily">@font/audit_regular</item></style>
                </resources>
                """,
            ], under: root)
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            summary(json) == [
                "TextAppearance.Reply.Headline3 values/type.xml:2:5 [\"single-face-family\", \"missing-bold-counterpart\"]",
                "TextAppearance.Reply.Body1 values/type.xml:5:5 [\"single-face-family\", \"missing-bold-counterpart\"]",
                "Lato values/type.xml:9:5 [\"single-face-family\", \"missing-bold-counterpart\"]",
                "Bundled values/type.xml:12:5 [\"single-face-family\", \"missing-bold-counterpart\"]",
            ])
        let headline = try #require(
            (json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "TextAppearance.Reply.Headline3" })
        #expect(headline["family"] as? String == "Work Sans")
        #expect(headline["weight"] as? Int == 700)
        #expect(
            try message(json, style: "TextAppearance.Reply.Headline3", rule: "single-face-family").contains(
                "@font/work_sans_bold is a single face, so under Bold Text (weight 1000) Android can only show Work Sans Bold (700, downloadable) with a synthetic bold"
            ))
        #expect(
            try message(json, style: "TextAppearance.Reply.Body1", rule: "single-face-family").contains(
                "Work Sans Regular (400, downloadable)"))
        // Another provider's query and one this reader cannot read stay not checked.
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 2)
    }
}
