import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports

/// SwiftGen's fonts: a constant's `.name` given to `Font.custom` or `UIFont(name:size:)` is the PostScript name
/// its generated table gives, audited as that name written as a literal; the generated file's own font calls
/// (`SwiftUI.Font.custom(self, size:)`) are the library's, never styles, "not checked" calls or cited places.
@Suite struct SwiftGenTests {
    /// SwiftGen's fonts template as real apps ship it (mastodon-ios, zashi-ios): the table, then the library's
    /// implementation, whose calls take names computed at run time.
    static let generated = """
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

        #if os(iOS)
          import UIKit.UIFont
        #endif
        import SwiftUI

        internal enum FontFamily {
          internal enum AuditSans {
            internal static let regular = FontConvertible(name: "AuditSans-Regular", family: "Audit Sans", path: "AuditSans-Regular.ttf")
            internal static let semiBold = FontConvertible(name: "AuditSans-SemiBold", family: "Audit Sans", path: "AuditSans-SemiBold.ttf")
            internal static let black = FontConvertible(family: "Audit Sans", path: "AuditSans-Black.ttf")
          }
        }

        internal struct FontConvertible {
          internal let name: String
          internal let family: String
          internal let path: String
          internal func swiftUIFont(size: CGFloat) -> SwiftUI.Font {
            return SwiftUI.Font.custom(self, size: size)
          }
          internal func swiftUIFont(size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {
            return SwiftUI.Font.custom(self, size: size, relativeTo: textStyle)
          }
        }

        internal extension UIFont {
          convenience init?(font: FontConvertible, size: CGFloat) {
            self.init(name: font.name, size: size)
          }
        }

        internal extension SwiftUI.Font {
          static func custom(_ font: FontConvertible, size: CGFloat) -> SwiftUI.Font {
            return SwiftUI.Font.custom(font.name, size: size)
          }
          static func custom(_ name: String, style textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {
            let fontSize = UIFont.preferredFont(forTextStyle: .body).pointSize
            return Font.custom(name, size: fontSize, relativeTo: textStyle)
          }
          static func fallback(_ font: FontConvertible) -> UIFont? { UIFont(name: font.name, size: 12) }
        }

        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIAppFonts</key>
        <array><string>AuditSans-Regular.ttf</string><string>AuditSans-SemiBold.ttf</string></array></dict></plist>
        """

    /// Every form of call that takes a SwiftGen name; `FontFamily.AuditSans.x.name` (or the constant itself,
    /// which SwiftGen's `Font.custom(_ font: FontConvertible, size:)` takes) or its literal twin.
    static func views(literal: Bool) -> String {
        let regular = literal ? "\"AuditSans-Regular\"" : "FontFamily.AuditSans.regular.name"
        let semiBold = literal ? "\"AuditSans-SemiBold\"" : "FontFamily.AuditSans.semiBold.name"
        let convertible = literal ? "\"AuditSans-SemiBold\"" : "FontFamily.AuditSans.semiBold"
        return """
            import SwiftUI
            import UIKit

            struct TitleView: View {
                var body: some View {
                    Text("a").font(.custom(\(semiBold), size: 20))
                    Text("b").font(Font.custom(\(regular), size: 14, relativeTo: .body))
                    Text("c").font(.custom(\(regular), fixedSize: 12))
                    Text("d").font(.custom(\(convertible), size: 18))
                }
            }

            let navigation = UIFont(name: \(semiBold), size: 17)

            """
    }

    func project(views: String, generated: String = SwiftGenTests.generated) throws -> String {
        let root = try temporaryFolder()
        try writeFiles(
            ["App/Info.plist": Self.plist, "App/Generated/Fonts.swift": generated, "App/Views.swift": views],
            under: root)
        try bundleAuditSans(["AuditSans-Regular", "AuditSans-SemiBold"], in: root)
        return root
    }

    /// The JSON and text reports of `path`, with the Swift tokens shared and without (`SwiftPrescanTests`).
    func reports(_ path: String) throws -> [String] { try SwiftPrescanTests.reports(path) }

    func audit(_ path: String) throws -> (code: Int32, json: [String: Any]) {
        let run = runInProcess(["app", path, "--format", "json"])
        return (run.code, try parseJSON(run.stdout))
    }

    /// "fontName line:col scaling" for each style.
    func styles(_ json: [String: Any]) -> [String] {
        (json["styles"] as! [[String: Any]]).map { style in
            let location = style["location"] as! [String: Any]
            let scaling = (style["scaling"] as? [String: Any])?["status"] as? String ?? "-"
            let face = (style["face"] as? [String: Any])?["postscriptName"] as? String ?? "-"
            return "\(face) \(location["line"]!):\(location["column"]!) \(scaling)"
        }
    }

    func findings(_ json: [String: Any], rule: String) -> [[String: Any]] {
        (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == rule }
    }

    /// "fontName line:col" for each style: `styles` without the scaling.
    func facesAndPlaces(_ json: [String: Any]) -> [String] {
        styles(json).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    }

    func callsNotChecked(_ json: [String: Any]) -> Int? {
        (json["sources"] as! [String: Any])["callsNotChecked"] as? Int
    }

    @Test func aNameFromTheTableIsAuditedAsTheLiteralWouldBe() throws {
        let named = try project(views: Self.views(literal: false))
        let (code, json) = try audit(named)
        #expect(code == 1)  // nothing reads Bold Text
        #expect(
            styles(json) == [
                "AuditSans-SemiBold 6:24 scales", "AuditSans-Regular 7:24 scales", "AuditSans-Regular 8:24 fixed",
                "AuditSans-SemiBold 9:24 scales", "AuditSans-SemiBold 13:18 fixed",
            ])
        #expect(callsNotChecked(json) == 0)
        // The project finding names the fonts, at the app's first call, not at the generated file.
        let boldText = findings(json, rule: "bold-text-not-handled")
        #expect(boldText.count == 1)
        let message = try #require(boldText.first?["message"] as? String)
        #expect(message.contains("2 fonts by name (AuditSans-SemiBold, AuditSans-Regular)"))
        #expect(!message.contains("computed"))
        #expect(((boldText.first?["location"] as? [String: Any])?["file"] as? String)?.hasSuffix("Views.swift") == true)
        // Byte for byte the reports of the same names written as literals, shared tokens or not.
        let namedReports = try reports(named)
        #expect(namedReports[0] == namedReports[1])
        let literal = try project(views: Self.views(literal: true))
        try FileManager.default.removeItem(atPath: named)
        try FileManager.default.moveItem(atPath: literal, toPath: named)
        let literalReports = try reports(named)
        #expect(literalReports[0] == literalReports[1])
        #expect(namedReports[0] == literalReports[0])
    }

    /// A name the table does not give stays a computed name: not checked, cited by `bold-text-not-handled`.
    @Test func whatTheTableDoesNotGiveIsNotChecked() throws {
        let views = """
            import SwiftUI
            let a = UIFont(name: FontFamily.AuditSans.black.name, size: 12)
            let b = Font.custom(FontFamily.AuditSans.heavy.name, size: 12)
            let c = Font.custom(FontFamily.Other.regular.name, size: 12)
            let d = Font.custom(font.name, size: 12)
            let e = Font.custom(FontFamily.AuditSans.regular.name.uppercased(), size: 12)
            let f = Font.custom(FontFamily.AuditSans.regular.name + "-Italic", size: 12)
            let g = UIFont(name: FontFamily.AuditSans.regular, size: 12)
            let h = Font.custom(name, size: 12)

            """
        let root = try project(views: views)
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(styles(json).isEmpty)
        #expect(callsNotChecked(json) == 8)
        let message = try #require(findings(json, rule: "bold-text-not-handled").first?["message"] as? String)
        #expect(message.contains("fonts by a computed name (Views.swift:2, Views.swift:3, Views.swift:4 and 5 more)"))
        let both = try reports(root)
        #expect(both[0] == both[1])
    }

    /// Without a table (no SwiftGen in the app), `.name` is any other computed name.
    @Test func withoutATableANameIsNotChecked() throws {
        let root = try project(views: Self.views(literal: false), generated: "// swiftlint:disable all\n")
        let (_, json) = try audit(root)
        #expect(styles(json).isEmpty)
        #expect(callsNotChecked(json) == 5)
    }

    /// SwiftGen's generated file counts for its table only; a file that mentions SwiftGen in a later comment is
    /// the app's own, and its calls count.
    @Test func theGeneratedFileIsReadForItsTableOnly() throws {
        let views = """
            import SwiftUI
            let title = Font.custom(FontFamily.AuditSans.semiBold.name, size: 17)

            """
        let root = try project(views: views)
        let (_, json) = try audit(root)
        #expect(styles(json) == ["AuditSans-SemiBold 2:13 scales"])
        #expect(callsNotChecked(json) == 0)
        let boldText = try #require(findings(json, rule: "bold-text-not-handled").first)
        #expect(((boldText["location"] as? [String: Any])?["file"] as? String)?.hasSuffix("Views.swift") == true)
        #expect(!(boldText["message"] as! String).contains("Fonts.swift"))
        #expect(try reports(root).allSatisfy { !$0.contains("Generated/Fonts.swift:") })

        // The same implementation under a comment that comes after code: the app's own file.
        let own = "import SwiftUI\n" + Self.generated
        try writeFile(own, to: root + "/App/Generated/Fonts.swift")
        let (_, again) = try audit(root)
        #expect(styles(again) == ["AuditSans-SemiBold 2:13 scales"])
        #expect(callsNotChecked(again) == 5)
        let cited = try #require(findings(again, rule: "bold-text-not-handled").first?["message"] as? String)
        #expect(cited.contains("Fonts.swift:"))
        let both = try reports(root)
        #expect(both[0] == both[1])
    }

    /// A file with SwiftGen's header from a template of the app's own (a typography built from design tokens):
    /// the names it writes out are styles as anywhere else; only calls whose name the code cannot know are the
    /// library's (a review found such a file's two styles dropped and the app passing).
    @Test func aGeneratedFileKeepsTheNamesItWritesOut() throws {
        let typography = """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            import UIKit
            internal enum TextStyles {
              internal static let heading = UIFont(name: "AuditSans-SemiBold", size: 24)!
              internal static let body = UIFont(name: "Nowhere-Regular", size: 16)!
              internal static func named(_ name: String) -> UIFont? { UIFont(name: name, size: 16) }
            }
            """
        let root = try project(views: "import UIKit\n")
        try writeFile(typography, to: root + "/App/Generated/Typography.swift")
        let (code, json) = try audit(root)
        #expect(code == 1)
        // The face shown (Nowhere-Regular is not bundled: none), at the lines the names are written on.
        #expect(
            facesAndPlaces(json) == [
                "AuditSans-SemiBold 5:33", "- 6:30",
            ])
        #expect(callsNotChecked(json) == 0)
        let both = try reports(root)
        #expect(both[0] == both[1])
    }

    /// R.swift's fonts, generated at build time and rarely committed: `R.font.x` is the bundled face whose
    /// PostScript name R.swift's `SwiftIdentifier` makes `x` (AlphaWallet: 292 call sites, 0 styles, exit 0).
    @Test func rSwiftFontsAreTheBundledFacesTheyAreNamedAfter() throws {
        #expect(RSwiftFonts.identifier(of: "SourceSansPro-Regular") == "sourceSansProRegular")
        #expect(RSwiftFonts.identifier(of: "PTSans-Bold") == "ptSansBold")
        #expect(RSwiftFonts.identifier(of: "SFProText-Semibold") == "sfProTextSemibold")
        #expect(RSwiftFonts.identifier(of: "Font Awesome 5 Free") == "fontAwesome5Free")
        #expect(RSwiftFonts.identifier(of: "3Dumb") == "dumb")
        #expect(RSwiftFonts.identifier(of: "ABC") == "abC")
        #expect(RSwiftFonts.identifier(of: "Inter_Bold") == "inter_Bold")
        let views = """
            import UIKit
            let title = R.font.auditSansSemiBold(size: 20)
            let body = UIFont(resource: R.font.auditSansRegular, size: 14)
            let icon = R.font.nowhereIcons(size: 12)

            """
        let root = try project(views: views, generated: "")
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            facesAndPlaces(json) == [
                "AuditSans-SemiBold 2:13", "AuditSans-Regular 3:12",
            ])
        #expect(callsNotChecked(json) == 1)
    }

    /// A name the file binds once to a literal stands for it (CovidCertificate's `let extraBoldFontName =
    /// "Inter-ExtraBold"`); one assigned again, bound twice, or taken as a parameter is not checked.
    @Test func aNameBoundOnceToALiteralIsThatName() throws {
        let views = """
            import UIKit
            enum Fonts {
                static let title: String = "AuditSans-SemiBold"
                static func heading() -> UIFont? { UIFont(name: Self.title, size: 22) }
                static func body(bold: Bool) -> UIFont? {
                    let regular = "AuditSans-Regular"
                    var chosen = "AuditSans-Regular"
                    if bold { chosen = "AuditSans-SemiBold" }
                    _ = UIFont(name: chosen, size: 14)
                    return UIFont(name: regular, size: 14)
                }
                static func named(name: String) -> UIFont? { UIFont(name: name, size: 12) }
                static func other() -> UIFont? { let name = "AuditSans-SemiBold"; return UIFont(name: name, size: 12) }
            }

            """
        let root = try project(views: views, generated: "")
        let (_, json) = try audit(root)
        #expect(
            facesAndPlaces(json) == [
                "AuditSans-SemiBold 4:40", "AuditSans-Regular 10:16",
            ])
        // `chosen` is assigned again; `name` is a parameter as well as a constant: both not checked.
        #expect(callsNotChecked(json) == 3)
    }

    /// Tuist's synthesized accessors (3dollars-in-my-pocket: 591 calls, 0 styles before): SwiftGen's template
    /// with the target's name before its types, read through a `typealias` too; the generated file's own calls
    /// are the library's.
    @Test func tuistsAccessorsAreReadThroughTheirTableAndATypealias() throws {
        let generated = Self.generated
            .replacingOccurrences(
                of: "Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen",
                with: "Generated using tuist — https://github.com/tuist/tuist"
            )
            .replacingOccurrences(of: "FontConvertible", with: "DesignSystemFontConvertible")
            .replacingOccurrences(of: "enum FontFamily", with: "enum DesignSystemFontFamily")
        let views = """
            import UIKit
            typealias Fonts = DesignSystemFontFamily.AuditSans
            final class Labels {
                func setUp(title: UILabel, body: UILabel) {
                    title.font = DesignSystemFontFamily.AuditSans.semiBold.font(size: 20)
                    body.font = Fonts.regular.font(size: 16)
                    body.font = Fonts.black.font(size: 16)
                }
            }

            """
        let (code, json) = try audit(try project(views: views, generated: generated))
        #expect(code == 1)
        #expect(facesAndPlaces(json) == ["AuditSans-SemiBold 5:22", "AuditSans-Regular 6:21"])
        // `black` has no name in the table, so `Fonts.black.font(size:)` is no request by name (as with SwiftGen's
        // own table); nothing from the generated file counts either.
        #expect(callsNotChecked(json) == 0)
        #expect(findings(json, rule: "bold-text-not-handled").count == 1)
        #expect(SwiftGenFonts.isGenerated(Array(generated.utf8)))
    }

    /// A constant passed as a value (anytype-swift's `AnytypeFontConfig(font: FontFamily.Inter.bold, size: 28)`:
    /// 0 styles before, its whole design system) is a request by its table name; the calls that take a constant
    /// themselves count it once.
    @Test func aConstantPassedAsAValueIsARequestByItsName() throws {
        let views = """
            import SwiftUI
            struct Config { let font: FontConvertible; let size: CGFloat }
            let title = Config(font: FontFamily.AuditSans.semiBold, size: 28)
            let fonts = [FontFamily.AuditSans.regular, FontFamily.AuditSans.semiBold]
            let direct = UIFont(font: FontFamily.AuditSans.regular, size: 12)
            let custom = Font.custom(FontFamily.AuditSans.semiBold, size: 12)
            let unnamed = Config(font: FontFamily.AuditSans.black, size: 12)

            """
        let (code, json) = try audit(try project(views: views))
        #expect(code == 1)
        #expect(
            facesAndPlaces(json) == [
                "AuditSans-SemiBold 3:26", "AuditSans-Regular 4:14", "AuditSans-SemiBold 4:44",
                "AuditSans-Regular 5:14", "AuditSans-SemiBold 6:14",
            ])
    }

    @Test func generatedIsReadFromTheLeadingComments() {
        func generated(_ text: String) -> Bool { SwiftGenFonts.isGenerated(Array(text.utf8)) }
        #expect(
            generated("// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n"))
        #expect(generated("\u{FEFF}// Generated using SwiftGen, by O.Halligon — https://github.com/SwiftGen/SwiftGen"))
        #expect(generated("\r\n\t /* a licence\n Generated using SwiftGen */\nimport UIKit\n"))
        #expect(generated("/* never closed: Generated using SwiftGen"))
        #expect(!generated("import UIKit\n// Generated using SwiftGen\n"))
        #expect(!generated("// a licence\n\nlet x = 1 // Generated using SwiftGen\n"))
        #expect(!generated("/* a licence */ let x = 1 /* Generated using SwiftGen */"))
        #expect(!generated("// Generated using Swift\n// Gen\n"))
        #expect(!generated("// generated using swiftgen\n"))
        #expect(!generated("/* never closed"))
        #expect(!generated("/"))
        #expect(!generated(""))
        #expect(!generated("#!/usr/bin/swift\n// Generated using SwiftGen\n"))
    }
}
