import Foundation
import TestSupport
import Testing

@testable import FontCatalog

/// Core Text's names for a variable font's faces where `fvar` gives none (anytype-swift's Inter.ttf, through
/// SwiftGen's table: "Inter", "Inter_Semi-Bold"): the font's own name ID 6 for the default, name ID 6, "_" and
/// the subfamily with hyphens for spaces for each named instance. FlexSans-Italic[wght].ttf has no fvar
/// PostScript names; its name ID 6 is "FlexSans-Italic".
@Suite struct CoreTextNamesTests: AppReportChecks {
    static let italic = Paths.font("FlexSans/FlexSans-Italic[wght].ttf")

    @Test func instancesWithoutPostScriptNamesHaveCoreTextsNames() throws {
        let faces = try #require(SfntReader.faces(inFile: Self.italic))
        #expect(
            faces.map { $0.coreTextName ?? "-" } == [
                "FlexSans-Italic", "FlexSans-Italic_Light-Italic", "FlexSans-Italic_Medium-Italic",
                "FlexSans-Italic_SemiBold-Italic", "FlexSans-Italic_Bold-Italic",
            ])
        // An instance the font names in fvar keeps that name only.
        let roman = try #require(SfntReader.faces(inFile: Paths.font("FlexSans/FlexSans[wght].ttf")))
        #expect(roman.dropFirst().allSatisfy { $0.coreTextName == nil })
    }

    /// An iOS app asking for those names (SwiftGen's table, or a literal) gets those faces: no unknown name, no
    /// invented face to buy.
    @Test func anIOSAppFindsTheFacesByCoreTextsNames() throws {
        let root = try temporaryFolder() + "/App"
        try writeFiles(
            [
                "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIAppFonts</key>
                <array><string>FlexSans-Italic[wght].ttf</string></array></dict></plist>
                """,
                "App/Styles.swift": """
                import UIKit
                let body = UIFont(name: "FlexSans-Italic", size: 17)
                let label = UIFont(name: "FlexSans-Italic_Medium-Italic", size: 17)
                let heading = UIFont(name: "FlexSans-Italic_SemiBold-Italic", size: 17)

                """,
            ], under: root)
        try FileManager.default.copyItem(atPath: Self.italic, toPath: root + "/App/FlexSans-Italic[wght].ttf")
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(projectFindings(json).allSatisfy { !$0.hasPrefix("unknown-font-name") })
        let styles = Dictionary(
            uniqueKeysWithValues: (json["styles"] as! [[String: Any]]).map { ($0["name"] as! String, $0) })
        func face(_ name: String, _ key: String = "face") -> String? {
            (styles[name]?[key] as? [String: Any])?["postscriptName"] as? String
        }
        #expect(face("body") == "FlexSans-Italic")
        #expect(face("label") == "FlexSans-MediumItalic")
        #expect(face("label", "boldTextFace") == "FlexSans-BoldItalic")
        // 600 italic → 800 italic, beyond the italic axis (300–700): a real face to buy, by its family's name.
        #expect(styles["heading"]?["status"] as? String == "fail")
        let missing = (json["missingFaces"] as! [[String: Any]]).map { $0["postscriptName"] as! String }
        #expect(missing == ["FlexSans-ExtraBoldItalic"])
    }
}
