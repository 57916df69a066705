import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditInputs
@testable import FontAuditModel

/// The app's own wrappers two steps from the font call (isowords' `View.adaptiveFont(_:size:)` applying its
/// `AdaptiveFont` modifier, whose body calls `.custom(self.name, …)`): each call with a name the scan knows is
/// a style at the call; anything else is not checked.
@Suite struct IOSFontWrapperTests {
    /// The font names ("name@line"), the not-checked places ("line:column") and the wrappers' own font calls
    /// left to their calls, from one file's scan with its own wrappers.
    func scan(_ source: String) -> (styles: [String], notChecked: [String], definitions: Int, uses: Int) {
        let tokens = SourceLexer.tokens(Array(source.utf8), language: .swift)
        let calls = SourceCalls(tokens, file: "F.swift")
        let table = FontWrapperTable(
            FontWrappers.find(in: tokens, closing: calls.closing, file: "F.swift"),
            rawValues: StringRawValues.find(in: tokens, closing: calls.closing))
        let found = SwiftFontCalls.scan(
            tokens, file: "F.swift", fontInfos: [:], swiftGen: [:], brackets: calls, wrappers: table)
        return (
            found.styles.map { "\($0.fontName ?? "-")@\($0.location.line)" },
            found.notChecked.map { "\($0.line):\($0.column)" }, found.wrapperDefinitions.count, found.wrapperUses.count
        )
    }

    /// isowords' Styleguide/Fonts.swift, as it is (MIT).
    static let isowords = """
        public typealias FontName = Tagged<Font, String>
        extension FontName {
          public static let matter: Self = "Matter-Regular"
          public static let matterMedium: Self = "Matter-Medium"
        }
        extension View {
          public func adaptiveFont(
            _ name: FontName,
            size: CGFloat,
            configure: @escaping (Font) -> Font = { $0 }
          ) -> some View {
            self.modifier(AdaptiveFont(name: name.rawValue, size: size, configure: configure))
          }
        }
        private struct AdaptiveFont: ViewModifier {
          @Environment(\\.adaptiveSize) var adaptiveSize

          let name: String
          let size: CGFloat
          let configure: (Font) -> Font

          func body(content: Content) -> some View {
            content.font(self.configure(.custom(self.name, size: self.size + self.adaptiveSize.padding)))
          }
        }

        """

    @Test func aViewMethodThroughAModifierGivesTheCallsFace() {
        let found = scan(
            Self.isowords + """
                let a = Text("x").adaptiveFont(.matterMedium, size: 16)
                let b = Text("x").adaptiveFont(.matter, size: 12) { $0.monospacedDigit() }
                let c = Text("x").adaptiveFont(FontName.matterMedium, size: 12, configure: { $0 })

                """)
        #expect(found.styles == ["Matter-Medium@26", "Matter-Regular@27", "Matter-Medium@28"])
        // The modifier's own `.custom(self.name, …)` is counted through its calls, not as not checked.
        #expect(found.notChecked.isEmpty)
        #expect(found.definitions == 1)
    }

    @Test func whatTheScanCannotFollowIsNotChecked() {
        let found = scan(
            Self.isowords + """
                let computed = Text("x").adaptiveFont(chosen, size: 16)
                let unknown = Text("x").adaptiveFont(.matterBlack, size: 16)
                let bolded = Text("x").adaptiveFont(.matter, size: 12) { $0.bold() }
                let restyled = Text("x").adaptiveFont(.matter, size: 12).padding(4).bold()
                let fine = Text("x").adaptiveFont(.matter, size: 12).padding(4)

                """)
        #expect(found.styles == ["Matter-Regular@30"])
        #expect(found.notChecked == ["26:25", "27:24", "28:23", "29:25"])
    }

    /// An enum's raw values, `modifier(S(…))` bare, `ModifiedContent`, and the struct made directly.
    @Test func enumRawValuesAndTheOtherApplications() {
        let found = scan(
            """
            enum AppFont: String {
                case bold = "Inter-Bold"
                case regular = "Inter-Regular", light
            }
            struct Branded: ViewModifier {
                let font: AppFont
                var size: CGFloat = 12
                func body(content: Content) -> some View { content.font(.custom(font.rawValue, size: size)) }
            }
            extension View {
                func branded(_ font: AppFont, size: CGFloat) -> some View { modifier(Branded(font: font, size: size)) }
                func brandedToo(_ font: AppFont) -> some View { ModifiedContent(content: self, modifier: Branded(font: font)) }
            }
            let a = Text("x").branded(.bold, size: 20)
            let b = Text("x").brandedToo(AppFont.light)
            let c = Text("x").modifier(Branded(font: .regular, size: 14))
            let d = Text("x").branded(.heavy, size: 20)
            let e = Text("x").modifier(Branded(font: someFont))

            """)
        #expect(found.styles == ["Inter-Bold@14", "light@15", "Inter-Regular@16"])
        #expect(found.notChecked == ["17:18", "18:28"])
    }

    /// A String property and a function that passes a String on; a computed argument inside the function is
    /// not passed on, so its calls are not read as the wrapper's and its own call of the struct is not checked.
    @Test func aComputedStepIsNotFollowed() {
        let found = scan(
            """
            struct Titled: ViewModifier {
                let name: String
                func body(content: Content) -> some View { content.font(.custom(self.name, size: 17)) }
            }
            extension View {
                func titled(_ name: String) -> some View { self.modifier(Titled(name: name)) }
                func shouted(_ name: String) -> some View { self.modifier(Titled(name: name.uppercased())) }
            }
            let a = Text("x").titled("Lora-Bold")
            let b = Text("x").shouted("Lora-Bold")

            """)
        #expect(found.styles == ["Lora-Bold@9"])
        #expect(found.notChecked == ["7:63"])
    }

    /// Two functions passing the name to each other never end in a struct: both are left out, in a bounded
    /// number of steps, and their calls are not read as wrappers'.
    @Test func aRingOfWrappersEnds() {
        let found = scan(
            """
            extension View {
                func ping(_ name: String) -> some View { pong(name: name) }
                func pong(name: String) -> some View { ping(name) }
            }
            let a = Text("x").ping("Lora-Bold")

            """)
        #expect(found.styles.isEmpty)
        #expect(found.notChecked.isEmpty)
    }

    /// Through the app reader: the wrapper in one file, its calls in another that names no font call; a
    /// modifier never applied keeps its own call counted as not checked.
    @Test func callersInOtherFilesAndAModifierNeverApplied() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "App/Info.plist": SwiftGenTests.plist,
                "App/Styles.swift": """
                import SwiftUI
                struct Audited: ViewModifier {
                    let name: String
                    func body(content: Content) -> some View { content.font(.custom(name, size: 17)) }
                }
                struct Unused: ViewModifier {
                    let name: String
                    func body(content: Content) -> some View { content.font(.custom(name, size: 17)) }
                }
                extension View {
                    func audited(_ name: String) -> some View { modifier(Audited(name: name)) }
                }

                """,
                "App/Views.swift": """
                let title = Text("x").audited("AuditSans-SemiBold")
                let odd = Text("x").audited(chosen)

                """,
            ], under: root)
        try bundleAuditSans(["AuditSans-Regular", "AuditSans-SemiBold"], in: root)
        let run = runInProcess(["app", root, "--format", "json"])
        let json = try parseJSON(run.stdout)
        let places = (json["styles"] as! [[String: Any]]).map { style in
            let location = style["location"] as! [String: Any]
            let file = ((location["file"] as! String) as NSString).lastPathComponent
            let face = (style["face"] as? [String: Any])?["postscriptName"] as? String ?? "-"
            return "\(face) \(file):\(location["line"]!):\(location["column"]!)"
        }
        #expect(places == ["AuditSans-SemiBold Views.swift:1:22"])
        // `audited(chosen)` and `Unused`'s own call.
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 2)
        let both = try SwiftPrescanTests.reports(root)
        #expect(both[0] == both[1])
    }

    /// A modifier struct whose font call reads a local or a parameter of the same name as its property (`let name
    /// = "Other-Black"`, `func make(_ name: String)`), or whose members pick another face (`.bold()` after
    /// `.font(…)`, `.fontWeight(.bold)` before it), is not a wrapper: its own call stays not checked and its
    /// calls name no face. A face modifier before the wrapper's call is the bold face too, not checked.
    @Test func shadowedNamesAndFaceModifiersAreNotFollowed() {
        let method = """
            enum FontName: String { case matterMedium = "Matter-Medium" }
            extension View {
                func adaptiveFont(_ name: FontName, size: CGFloat) -> some View {
                    self.modifier(AdaptiveFont(name: name.rawValue, size: size))
                }
            }

            """
        let call = """
            let a = Text("x").adaptiveFont(.matterMedium, size: 16)

            """
        for body in [
            #"func body(content: Content) -> some View { let name = "Other-Black"; return content.font(.custom(name, size: size)) }"#,
            #"func body(content: Content) -> some View { content.font(make("Other-Black")) }; func make(_ name: String) -> Font { .custom(name, size: size) }"#,
            "func body(content: Content) -> some View { content.font(.custom(self.name, size: size)).padding(4).bold() }",
            "func body(content: Content) -> some View { content.fontWeight(.bold).font(.custom(self.name, size: size)) }",
        ] {
            let found = scan(
                method + "struct AdaptiveFont: ViewModifier {\n    let name: String\n    let size: CGFloat\n    " + body
                    + "\n}\n" + call)
            #expect(!found.styles.contains { $0.hasPrefix("Matter-Medium") }, "\(body)")
            #expect(found.styles.count + found.notChecked.count == 1, "\(body)")
        }
        let before = scan(
            Self.isowords + """
                let a = Text("x").bold().adaptiveFont(.matterMedium, size: 16)
                let b = Text("x").fontWeight(.bold).padding(2).adaptiveFont(.matterMedium, size: 16)
                let c = Text("x").padding(2).adaptiveFont(.matterMedium, size: 16)

                """)
        #expect(before.styles == ["Matter-Medium@28"])
        #expect(before.notChecked == ["26:25", "27:47"])
    }

    /// Two types of one name whose case has two raw values (`Legacy.FontName.matterMedium`, `FontName.matterMedium`):
    /// which one a call names is not known, so the call is not checked, never given either value.
    @Test func aCaseWithTwoRawValuesIsNotChecked() {
        let found = scan(
            """
            enum Legacy { enum FontName: String { case matterMedium = "Legacy-Black" } }
            enum FontName: String { case matterMedium = "Matter-Medium", matter = "Matter-Regular" }
            extension View {
                func adaptiveFont(_ name: FontName, size: CGFloat) -> some View {
                    self.modifier(AdaptiveFont(name: name.rawValue, size: size))
                }
            }
            struct AdaptiveFont: ViewModifier {
                let name: String
                let size: CGFloat
                func body(content: Content) -> some View { content.font(.custom(self.name, size: size)) }
            }
            let a = Text("x").adaptiveFont(.matterMedium, size: 16)
            let b = Text("x").adaptiveFont(.matter, size: 16)

            """)
        #expect(found.styles == ["Matter-Regular@14"])
        #expect(found.notChecked == ["13:18"])
    }

    /// A wrapper struct made through `.init` names no face the scan reads, and its struct's font call is counted
    /// through the other calls: each such call is not checked, never dropped.
    @Test func aWrapperMadeThroughInitIsNotChecked() {
        let found = scan(
            """
            struct AdaptiveFont: ViewModifier {
                let name: String
                let size: CGFloat
                func body(content: Content) -> some View { content.font(.custom(self.name, size: size)) }
            }
            let a = Text("x").modifier(AdaptiveFont(name: "Matter-Medium", size: 16))
            let b = Text("x").modifier(AdaptiveFont.init(name: chosen, size: 3))
            let c = Text("x").modifier(.init(name: chosen, size: 3))

            """)
        #expect(found.styles == ["Matter-Medium@6"])
        #expect(found.notChecked == ["7:40", "8:28"])
    }
}
