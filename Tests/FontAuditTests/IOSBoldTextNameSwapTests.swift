import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// An app that maps Bold Text itself by swapping a font name (the form of DP-3T's and CovidCertificate's
/// `NSLabelType.font`, written anew here): `var boldName = "…"`, reassigned in the `case .bold:` of a `switch` on
/// `legibilityWeight` or in an `if UIAccessibility.isBoldTextEnabled`. Each call on the name asks for its first
/// face, and under Bold Text for the face the app swaps in, not the policy's weight; any other reassignment is
/// still not checked.
@Suite struct IOSBoldTextNameSwapTests {
    static let labels = """
        import UIKit

        enum LabelType {
            case title, text, caption, note

            var font: UIFont {
                var boldName = "AuditSans-Bold"
                var regularName = "AuditSans-Regular"
                var captionName = "AuditSans-Regular"
                switch UITraitCollection.current.legibilityWeight {
                case .bold:
                    boldName = "AuditSans-Black"
                    regularName = "AuditSans-Bold"
                    captionName = "AuditSans-ExtraBold"
                default:
                    break
                }
                var noteName = "AuditSans-Regular"
                if Settings.compact { noteName = "AuditSans-Bold" }
                switch self {
                case .title: return UIFont(name: boldName, size: 22)!
                case .text: return UIFont(name: regularName, size: 16)!
                case .caption: return UIFont(name: captionName, size: 12)!
                case .note: return UIFont(name: noteName, size: 12)!
                }
            }
        }

        func badge() -> UIFont {
            var name = "AuditSans-Regular"
            if UIAccessibility.isBoldTextEnabled {
                name = "AuditSans-Bold"
            }
            return UIFont(name: name, size: 11)!
        }
        """

    @Test func aNameSwappedUnderBoldTextIsTheBoldTextFace() throws {
        let folder = try temporaryFolder()
        for style in ["Regular", "Bold", "Black"] {
            try FileManager.default.copyItem(
                atPath: Paths.font("AuditSans/AuditSans-\(style).ttf"), toPath: folder + "/AuditSans-\(style).ttf")
        }
        try writeFiles(
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array>
                <string>AuditSans-Regular.ttf</string><string>AuditSans-Bold.ttf</string>
                <string>AuditSans-Black.ttf</string></array></dict></plist>
                """,
                "App/LabelType.swift": Self.labels,
            ], under: folder)
        let run = runInProcess(["app", folder, "--format", "json"])
        let json = try parseJSON(run.stdout)
        let styles = json["styles"] as! [[String: Any]]
        func row(_ line: Int) throws -> (face: String?, bold: String?, boldWeight: Int?, rules: [String]) {
            let style = try #require(
                styles.first { ($0["location"] as? [String: Any])?["line"] as? Int == line }, "no style at \(line)")
            return (
                (style["face"] as? [String: Any])?["postscriptName"] as? String,
                (style["boldTextFace"] as? [String: Any])?["postscriptName"] as? String,
                style["boldTextWeight"] as? Int,
                // Its size, fixed here, is another rule's.
                (style["findings"] as? [[String: Any]] ?? []).map { $0["rule"] as! String }.filter {
                    $0 != "text-does-not-scale"
                }
            )
        }
        // Bold → Black, as the app swaps it.
        #expect(try row(21) == ("AuditSans-Bold", "AuditSans-Black", 900, []))
        // Regular → Bold: the app's 700, where Apple's table asks 600 (not bundled).
        #expect(try row(22) == ("AuditSans-Regular", "AuditSans-Bold", 700, []))
        // Regular → ExtraBold, which the app does not bundle: the face it asks for by name is missing.
        let caption = try row(23)
        #expect(caption.face == "AuditSans-Regular" && caption.bold == nil && caption.boldWeight == 800)
        #expect(caption.rules.contains("missing-bold-counterpart"))
        let message = try #require(
            ((styles.first { ($0["location"] as? [String: Any])?["line"] as? Int == 23 }?["findings"]
                as? [[String: Any]])?.first { $0["rule"] as? String == "missing-bold-counterpart" })?["message"]
                as? String)
        #expect(message.contains("(asked for by the name \"AuditSans-ExtraBold\")"))
        // `if UIAccessibility.isBoldTextEnabled { name = … }`.
        #expect(try row(34) == ("AuditSans-Regular", "AuditSans-Bold", 700, []))
        // `noteName`, reassigned for another reason, is decided at run time.
        #expect(styles.count == 4)
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
    }

    /// Twenty thousand branches, each assigning the name: marked in one pass, not looked up branch by branch.
    @Test func manyBranchesAreMarkedOnce() {
        let branch = #"if UIAccessibility.isBoldTextEnabled { n = "A-Bold" }"#
        let source = #"var n = "A-Regular""# + "\n" + Array(repeating: branch, count: 20_000).joined(separator: "\n")
        let tokens = SourceLexer.tokens(Array(source.utf8), language: .swift)
        let swaps = SwiftBoldTextNames.swaps(in: tokens, closing: SourceCalls(tokens, file: "F.swift").closing)
        #expect(swaps == ["n": .init(normal: "A-Regular", boldText: "A-Bold")])
    }

    @Test func onlyABoldTextBranchMakesASwap() {
        func swaps(_ source: String) -> [String: SwiftBoldTextNames.Swap] {
            let tokens = SourceLexer.tokens(Array(source.utf8), language: .swift)
            return SwiftBoldTextNames.swaps(in: tokens, closing: SourceCalls(tokens, file: "F.swift").closing)
        }
        #expect(
            swaps(Self.labels) == [
                "boldName": .init(normal: "AuditSans-Bold", boldText: "AuditSans-Black"),
                "regularName": .init(normal: "AuditSans-Regular", boldText: "AuditSans-Bold"),
                "captionName": .init(normal: "AuditSans-Regular", boldText: "AuditSans-ExtraBold"),
                "name": .init(normal: "AuditSans-Regular", boldText: "AuditSans-Bold"),
            ])
        // Negated, or-ed, another case, assigned outside the branch too, computed, declared twice: none.
        for source in [
            #"var n = "A-Regular"; if !UIAccessibility.isBoldTextEnabled { n = "A-Bold" }"#,
            #"var n = "A-Regular"; if UIAccessibility.isBoldTextEnabled || wide { n = "A-Bold" }"#,
            #"var n = "A-Regular"; if UIAccessibility.isBoldTextEnabled == false { n = "A-Bold" }"#,
            #"var n = "A-Regular"; switch t.legibilityWeight { case .regular: n = "A-Bold"; default: break }"#,
            #"var n = "A-Regular"; if UIAccessibility.isBoldTextEnabled { n = "A-Bold" }; n = "A-Light""#,
            #"var n = "A-Regular"; if UIAccessibility.isBoldTextEnabled { n = "A-" + w }"#,
            #"var n = "A-Regular"; var n = "B"; if UIAccessibility.isBoldTextEnabled { n = "A-Bold" }"#,
            #"let n = "A-Regular"; if UIAccessibility.isBoldTextEnabled { n = "A-Bold" }"#,
        ] {
            #expect(swaps(source).isEmpty, "\(source)")
        }
    }
}
