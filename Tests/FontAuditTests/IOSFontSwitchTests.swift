import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditInputs
@testable import FontAuditModel

/// The app's own helpers that pick a face with a `switch` (code-ios-app's `UIFont.default(size:weight:)`): each
/// call with a literal case is a style of that case's face; a variable, or a case the switch does not name, is
/// not checked.
@Suite struct IOSFontSwitchTests {
    /// The font names and the not-checked places ("line:column") one file's scan gives, its helpers its own.
    func scan(_ source: String) -> (names: [String], notChecked: [String]) {
        let tokens = SourceLexer.tokens(Array(source.utf8), language: .swift)
        let calls = SourceCalls(tokens, file: "F.swift")
        let table = FontSwitchTable(FontSwitches.find(in: tokens, closing: calls.closing, file: "F.swift"))
        let found = SwiftFontCalls.scan(
            tokens, file: "F.swift", fontInfos: [:], swiftGen: [:], brackets: calls, switches: table)
        return (found.styles.compactMap(\.fontName), found.notChecked.map { "\($0.line):\($0.column)" })
    }

    /// The brief's first form: each case returns its own `UIFont(name:size:)`.
    static let returnsFonts = """
        extension UIFont {
            static func avenir(weight: UIFont.Weight, size: CGFloat) -> UIFont {
                switch weight {
                case .bold: return UIFont(name: "AvenirNext-Bold", size: size)!
                case .medium, .semibold: return UIFont(name: "AvenirNext-Medium", size: size)!
                default: return UIFont(name: "AvenirNext-Regular", size: size)!
                }
            }
        }

        """

    @Test func eachCaseReturningAFontGivesItsFace() {
        let found = scan(
            Self.returnsFonts + """
                let title = UIFont.avenir(weight: .bold, size: 20)
                let body = label.font = .avenir(weight: .semibold, size: 14)
                let note = UIFont.avenir(weight: UIFont.Weight.light, size: 12)

                """)
        // The helper's own literals stay styles, as any literal does; then one style per call.
        #expect(
            found.names == [
                "AvenirNext-Bold", "AvenirNext-Medium", "AvenirNext-Regular", "AvenirNext-Bold", "AvenirNext-Medium",
                "AvenirNext-Regular",
            ])
        #expect(found.notChecked.isEmpty)
    }

    @Test func aVariableArgumentIsNotCheckedAndNeverGuessed() {
        let found = scan(
            Self.returnsFonts + """
                func make(_ w: UIFont.Weight) -> UIFont { UIFont.avenir(weight: w, size: 20) }
                let computed = UIFont.avenir(weight: isBold ? .bold : .regular, size: 20)

                """)
        #expect(found.names.count == 3)  // the helper's own three literals, nothing from the calls
        #expect(found.notChecked == ["10:43", "11:16"])
    }

    /// The second form, a `let name` set in each case, and an enum of the app's own; no `default:`, so a case
    /// the switch does not name is not checked.
    @Test func aNameSetInEachCaseAndAnUnknownCase() {
        let found = scan(
            """
            enum Weight { case regular, bold, black }
            extension UIFont {
                static func brand(_ weight: Weight = .regular, size: CGFloat) -> UIFont {
                    let name: String
                    switch weight {
                    case .regular: name = "Brand-Regular"
                    case .bold: name = "Brand-Bold"
                    }
                    return UIFont(name: name, size: size)!
                }
            }
            let a = UIFont.brand(.bold, size: 17)
            let b = UIFont.brand(size: 17)
            let c = UIFont.brand(.black, size: 17)

            """)
        // `.regular` is the parameter's default value; `.black` has no case.
        #expect(found.names == ["Brand-Bold", "Brand-Regular"])
        // The helper's own `UIFont(name: name, …)` is counted through its calls, not as not checked.
        #expect(found.notChecked == ["14:9"])
    }

    /// The third form: a computed property of an enum, passed on by a helper and used directly.
    @Test func anEnumPropertyPassedOnAndUsedDirectly() {
        let found = scan(
            """
            enum AppWeight {
                case regular, bold
                var fontName: String {
                    switch self {
                    case .bold: "Brand-Bold"
                    default: "Brand-Regular"
                    }
                }
            }
            extension Font {
                static func app(_ weight: AppWeight, size: CGFloat) -> Font { .custom(weight.fontName, size: size) }
            }
            let a = Text("a").font(.app(.bold, size: 20))
            let b = Text("b").font(.app(.regular, size: 14))
            let c = UIFont(name: AppWeight.bold.fontName, size: 12)

            """)
        #expect(found.names == ["Brand-Bold", "Brand-Regular", "Brand-Bold"])
        #expect(found.notChecked.isEmpty)
    }

    /// code-ios-app's shape: `default(size:weight:)` on UIFont and on Font, each passing `weight` to its own
    /// `avenir(weight:)`, whose mappings differ at `.semibold`.
    @Test func twoHelpersOfOneNamePickTheirOwnOrAreNotChecked() {
        let found = scan(
            """
            extension UIFont {
                static func `default`(size: CGFloat, weight: Weight = .regular) -> UIFont {
                    UIFont(name: avenir(weight: weight), size: size)!
                }
                private static func avenir(weight: Weight) -> String {
                    switch weight {
                    case .regular: return "Avenir-Regular"
                    case .semibold, .bold: return "Avenir-Demi"
                    default: fatalError("unsupported")
                    }
                }
            }
            extension Font {
                static func `default`(size: CGFloat, weight: Weight = .regular) -> Font {
                    .custom(avenir(weight: weight), size: size)
                }
                private static func avenir(weight: Weight) -> String {
                    switch weight {
                    case .regular: return "Avenir-Regular"
                    case .semibold: return "Avenir-Medium"
                    case .bold: return "Avenir-Demi"
                    default: fatalError("unsupported")
                    }
                }
            }
            let a = Text("a").font(.default(size: 12, weight: .bold))
            let b = UIFont.default(size: 12, weight: .semibold)
            let c = label.font = .default(size: 12, weight: .semibold)
            let d = Text("d").font(.default(size: 12))
            let e = UIFont(name: avenir(weight: .bold), size: 9)
            let f = state == .default(.system(.doc))

            """)
        #expect(found.names == ["Avenir-Demi", "Avenir-Demi", "Avenir-Regular", "Avenir-Demi"])
        // `.semibold` without the type: UIFont's and Font's helpers disagree.
        #expect(found.notChecked == ["28:22"])
    }

    /// Thousands of cases, switches nested deep, and helpers that pass their name on to each other in a ring:
    /// read in bounded work, and nothing guessed.
    @Test func hostileHelpersStayBounded() {
        var source = "extension UIFont {\n static func big(weight: W) -> UIFont {\n  switch weight {\n"
        for k in 0..<5_000 { source += "  case .w\(k): return UIFont(name: \"Face-\(k)\", size: 1)!\n" }
        source += "  }\n }\n"
        source += " static func nested(weight: W) -> String {\n"
        source += String(repeating: "switch weight { case .a: ", count: 2_000) + "\"X\""
        source += String(repeating: " }", count: 2_000) + "\n }\n"
        source += " static func ping(weight: W) -> UIFont { UIFont(name: pong(weight: weight), size: 1)! }\n"
        source += " static func pong(weight: W) -> UIFont { UIFont(name: ping(weight: weight), size: 1)! }\n}\n"
        source += "let a = UIFont.big(weight: .w4999)\nlet b = UIFont.big(weight: .w1)\n"
        source += "let c = UIFont.ping(weight: .a)\nlet d = UIFont(name: nested(weight: .a), size: 2)\n"
        // Speed is measured in `make bench`, not here: the bound on work is `nestedFunctionsCostAPassOverTheTokens`'s.
        let found = scan(source)
        // The switch's first 1,024 cases are read: `.w1` is a face, `.w4999` past the cap is not guessed.
        #expect(found.names.suffix(1) == ["Face-1"])
        #expect(found.names.count == 5_001)
        // The two ring helpers' own calls (neither links to the other, so they stay computed names), `.w4999`,
        // and the call of `nested`, whose nested switch names no face.
        #expect(found.notChecked == ["5009:42", "5010:42", "5012:9", "5015:9"])
        #expect(!found.names.contains("X"))
    }

    /// A case whose body the reader does not read (a ternary, a nested switch, `fallthrough`) or that has a
    /// `where` clause is unknown: a call naming it is not checked, never given the `default:` face. So is a
    /// case the switch does not name when the `default:` body is not read or a pattern is not. Cases listed
    /// together still give their face.
    @Test func anUnreadCaseIsNotCheckedNeverTheDefault() {
        let found = scan(
            """
            func brand(weight: UIFont.Weight) -> String {
                switch weight {
                case .heavy: return UIAccessibility.isBoldTextEnabled ? "Brand-Black" : "Brand-Heavy"
                case .black:
                    switch width {
                    case .condensed: return "BrandCondensed-Black"
                    default: return "Brand-Black"
                    }
                case .semibold: fallthrough
                case .bold: return "Brand-Bold"
                case .medium where UIAccessibility.isBoldTextEnabled: return "Brand-Heavy"
                case .medium, .light: return "Brand-Medium"
                default: return "Brand-Regular"
                }
            }
            func other(weight: UIFont.Weight) -> String {
                switch weight {
                case .bold: return "Brand-Bold"
                default: return fallbackName(for: weight)
                }
            }
            func patterned(weight: UIFont.Weight) -> String {
                switch weight {
                case .bold: return "Brand-Bold"
                case let w where w.rawValue > 0.5: return "Brand-Heavy"
                case .medium: return "Brand-Medium"
                default: return "Brand-Regular"
                }
            }
            let a = UIFont(name: brand(weight: .heavy), size: 1)
            let b = UIFont(name: brand(weight: .black), size: 1)
            let c = UIFont(name: brand(weight: .semibold), size: 1)
            let d = UIFont(name: brand(weight: .medium), size: 1)
            let e = UIFont(name: brand(weight: .light), size: 1)
            let f = UIFont(name: brand(weight: .bold), size: 1)
            let g = UIFont(name: brand(weight: .thin), size: 1)
            let h = UIFont(name: other(weight: .bold), size: 1)
            let i = UIFont(name: other(weight: .thin), size: 1)
            let j = UIFont(name: patterned(weight: .bold), size: 1)
            let k = UIFont(name: patterned(weight: .medium), size: 1)
            let l = UIFont(name: patterned(weight: .thin), size: 1)

            """)
        // `.light` (listed with `.medium`, whose `where` case comes first), `.bold`, the default for `.thin`;
        // `other`'s `.bold`; `patterned`'s `.bold`, before the pattern it does not read.
        #expect(found.names == ["Brand-Medium", "Brand-Bold", "Brand-Regular", "Brand-Bold", "Brand-Bold"])
        // `.heavy` (a ternary), `.black` (a nested switch), `.semibold` (falls through), `.medium` (a `where`),
        // `other`'s `.thin` (its default computes the name), `patterned`'s `.medium` and `.thin`.
        #expect(found.notChecked == ["30:9", "31:9", "32:9", "33:9", "38:9", "40:9", "41:9"])
    }

    /// Only a literal case is a case: `role.weight` is a run-time value, not the case `weight`; a type's case
    /// (`UIFont.Weight.black`, `Weight.black`) is.
    @Test func aValuesMemberIsNotACase() {
        let found = scan(
            """
            func brand(weight: UIFont.Weight) -> String {
                switch weight {
                case .black: return "Brand-Black"
                default: return "Brand-Regular"
                }
            }
            extension UIFont {
                static func app(weight: UIFont.Weight, size: CGFloat) -> UIFont {
                    UIFont(name: brand(weight: weight), size: size)!
                }
            }
            let a = UIFont(name: brand(weight: role.weight), size: 1)
            let b = UIFont.app(weight: style.weight, size: 1)
            let c = UIFont(name: brand(weight: Constants.weight), size: 1)
            let d = UIFont(name: brand(weight: UIFont.Weight.black), size: 1)
            let e = UIFont.app(weight: Weight.black, size: 1)
            let f = UIFont.app(weight: .black, size: 1)

            """)
        #expect(found.names == ["Brand-Black", "Brand-Black", "Brand-Black"])
        #expect(found.notChecked == ["12:9", "13:9", "14:9"])
    }

    /// A local that re-binds the switched parameter before the switch (`let weight = bold ? .heavy : weight`)
    /// makes the switch over another value: each call is not checked.
    @Test func aShadowedParameterIsNotCheckedNeverItsCase() {
        let found = scan(
            """
            func brand(weight: UIFont.Weight) -> String {
                let weight: UIFont.Weight = UIAccessibility.isBoldTextEnabled && weight == .medium ? .heavy : weight
                switch weight {
                case .heavy: return "Brand-Heavy"
                case .medium: return "Brand-Medium"
                default: return "Brand-Regular"
                }
            }
            extension UIFont {
                static func app(weight: Weight, size: CGFloat) -> UIFont {
                    var weight = weight
                    if UIAccessibility.isBoldTextEnabled { weight = .heavy }
                    switch weight {
                    case .heavy: return UIFont(name: "Brand-Heavy", size: size)!
                    default: return UIFont(name: "Brand-Regular", size: size)!
                    }
                }
                static func plain(weight: Weight, size: CGFloat) -> UIFont {
                    let name: String
                    switch weight {
                    case .heavy: name = "Brand-Heavy"
                    default: name = "Brand-Regular"
                    }
                    return UIFont(name: name, size: size)!
                }
            }
            let a = UIFont(name: brand(weight: .medium), size: 1)
            let b = UIFont(name: brand(weight: .light), size: 1)
            let c = UIFont.plain(weight: .heavy, size: 1)

            """)
        // `app` is not read as a helper (an `if` comes before its switch): its two literals stay styles and its
        // calls are none; `plain`'s `let name` does not re-bind `weight`.
        #expect(found.names == ["Brand-Heavy", "Brand-Regular", "Brand-Heavy"])
        #expect(found.notChecked == ["27:9", "28:9"])
    }

    /// Functions nested thousands deep, each a helper candidate: each token is looked at a few times, not once
    /// for every function around it, and the helper at the bottom is still read.
    @Test func nestedFunctionsCostAPassOverTheTokens() {
        let depth = 20_000
        var source = ""
        for k in 0..<depth { source += "func f\(k)(a: Int) {\n" }
        source += "func brand(weight: W) -> String { switch weight { case .bold: return \"Brand-Bold\" default: "
        source += "return \"Brand-Regular\" } }\n"
        source += "let x = UIFont(name: brand(weight: .bold), size: 1)\n"
        source += String(repeating: "}\n", count: depth)
        let tokens = SourceLexer.tokens(Array(source.utf8), language: .swift)
        let calls = SourceCalls(tokens, file: "F.swift")
        var steps = 0
        let helpers = FontSwitches.find(in: tokens, closing: calls.closing, file: "F.swift", steps: &steps)
        #expect(helpers.map(\.name) == ["brand"])
        #expect(helpers.first?.face(for: "bold") == "Brand-Bold")
        // Each of the 20,000 signatures and bodies is looked at a few times over, never the whole body again.
        #expect(steps <= 3 * tokens.count)
        let found = SwiftFontCalls.scan(
            tokens, file: "F.swift", fontInfos: [:], swiftGen: [:], brackets: calls,
            switches: FontSwitchTable(helpers))
        #expect(found.styles.compactMap(\.fontName) == ["Brand-Bold"])
    }

    /// Through the app reader: the helper in one file, its callers in others that name no font call.
    @Test func callersInOtherFilesAreRead() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "App/Info.plist": SwiftGenTests.plist,
                "App/Fonts.swift": """
                import UIKit
                extension UIFont {
                    static func audit(weight: UIFont.Weight, size: CGFloat) -> UIFont {
                        switch weight {
                        case .semibold: return UIFont(name: "AuditSans-SemiBold", size: size)!
                        default: return UIFont(name: "AuditSans-Regular", size: size)!
                        }
                    }
                }

                """,
                "App/Views.swift": """
                let title = label.font = .audit(weight: .semibold, size: 20)
                let body = label.font = .audit(weight: .regular, size: 14)
                let odd = label.font = .audit(weight: chosen, size: 14)

                """,
            ], under: root)
        try bundleAuditSans(["AuditSans-Regular", "AuditSans-SemiBold"], in: root)
        let run = runInProcess(["app", root, "--format", "json"])
        let json = try parseJSON(run.stdout)
        let places = (json["styles"] as! [[String: Any]]).map { style in
            let location = style["location"] as! [String: Any]
            let file = ((location["file"] as! String) as NSString).lastPathComponent
            let face = (style["face"] as? [String: Any])?["postscriptName"] as? String ?? "-"
            return "\(face) \(file):\(location["line"]!)"
        }
        #expect(
            places == [
                "AuditSans-SemiBold Fonts.swift:5", "AuditSans-Regular Fonts.swift:6",
                "AuditSans-SemiBold Views.swift:1", "AuditSans-Regular Views.swift:2",
            ])
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
        // The shared-token path and the reference path agree (`SwiftPrescanTests`).
        let both = try SwiftPrescanTests.reports(root)
        #expect(both[0] == both[1])
    }
}
