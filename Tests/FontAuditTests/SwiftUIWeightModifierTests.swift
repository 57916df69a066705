import Foundation
import TestSupport
import Testing

/// SwiftUI's weight and slant modifiers on `Font.custom` pick another face of the named font's family (Apple:
/// `Font.weight(_:)` "Sets the weight of the font", `bold()` "Adds bold styling to the font"): pocket-casts' `.custom
/// ("DM Sans", size: size).weight(.bold)` is DM Sans Bold, whose Bold Text face is Black, not the Regular named.
@Suite struct SwiftUIWeightModifierTests: AppReportChecks {
    /// Audit Sans Regular, SemiBold, Bold and Italic bundled and declared (no ExtraBold, no Black).
    func project(_ views: String) throws -> String {
        let root = try temporaryFolder()
        let faces = ["AuditSans-Regular", "AuditSans-SemiBold", "AuditSans-Bold", "AuditSans-Italic"]
        let plist =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array>"
            + faces.map { "<string>\($0).ttf</string>" }.joined() + "</array></dict></plist>"
        try writeFiles(["App/Info.plist": plist, "App/Views.swift": views], under: root)
        try bundleAuditSans(faces, in: root)
        return root
    }

    /// "line weight italic face status" for each style.
    func verdicts(_ json: [String: Any]) -> [String] {
        (json["styles"] as! [[String: Any]]).map { style in
            let line = (style["location"] as! [String: Any])["line"]!
            let face = (style["face"] as? [String: Any])?["postscriptName"] as? String ?? "-"
            return "\(line) \(style["weight"]!) \(style["italic"]!) \(face) \(style["status"]!)"
        }
    }

    @Test func modifiersPickTheFamilysFace() throws {
        let root = try project(
            """
            import SwiftUI

            struct Views: View {
                var body: some View {
                    Text("a").font(.custom("Audit Sans", size: 17).weight(.bold))
                    Text("b").font(Font.custom("AuditSans-Regular", size: 17).weight(.semibold))
                    Text("c").font(.custom("Audit Sans", size: 14, relativeTo: .body).bold())
                    Text("d").font(.custom("Audit Sans", size: 18)).fontWeight(.heavy)
                    Text("e").font(.custom("Audit Sans", size: 17).italic())
                    Text("f").font(.custom("Audit Sans", size: 17))
                    Text("g").font(.custom("Audit Sans", size: 17).weight(.light).leading(.tight))
                    Text("h").font(.custom("Audit Sans", size: 17).weight(isOn ? .bold : .regular))
                    Text("i").font(.custom("Audit Sans", size: 17)).padding().bold()
                    Text("j").fontWeight(.semibold).font(.custom("Audit Sans", size: 17))
                    Text("k").font(.custom("Audit Sans", size: 17)).bold(true)
                    Text("l").font(.custom("Audit Sans", size: 17)).bold(false)
                    Text("m").font(.custom("AuditSans-Light", size: 17)).bold()
                }
            }

            """)
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            verdicts(json) == [
                "5 700 0 AuditSans-Bold fail",
                "6 600 0 AuditSans-SemiBold fail",
                "7 700 0 AuditSans-Bold fail",
                "8 800 0 - fail",
                "9 400 1 AuditSans-Italic fail",
                "10 400 0 AuditSans-Regular pass",
                "11 300 0 - fail",
                "13 700 0 AuditSans-Bold fail",
                "14 600 0 AuditSans-SemiBold fail",
                "15 700 0 AuditSans-Bold fail",
                "16 400 0 AuditSans-Regular pass",
                // A name no face has: the system font is shown, not the family's Bold.
                "17 700 0 - fail",
            ])
        // A weight decided at run time is not read as the named face's.
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
        // The missing weight is named as a family's face, not as a PostScript name nobody wrote.
        let light = try message(json, style: "Views.swift:11", rule: "missing-face")
        #expect(light.hasPrefix("Audit Sans Light (300), PostScript AuditSans-Light is not installed"))
        #expect(
            try message(json, style: "Views.swift:5", rule: "missing-bold-counterpart").contains(
                "Audit Sans Black (900)"))
        let buy = (json["missingFaces"] as! [[String: Any]]).map { $0["postscriptName"] as! String }
        #expect(
            try message(json, style: "Views.swift:17", rule: "missing-face").hasPrefix(
                "no face has the PostScript name \"AuditSans-Light\""))
        #expect(Set(buy) == ["AuditSans-Light", "AuditSans-ExtraBold", "AuditSans-Black", "AuditSans-SemiBoldItalic"])
    }
}
