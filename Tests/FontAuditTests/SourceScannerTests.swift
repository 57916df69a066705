import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditSystem

/// The lexical readers of the app audit: Swift font calls and old-style property lists.
@Suite struct SourceScannerTests {
    func scan(_ source: String, fontInfos: [String: String] = [:]) -> SwiftFontCalls {
        SwiftFontCalls.scan(
            SourceLexer.tokens(Array(source.utf8), language: .swift), file: "Fonts.swift", fontInfos: fontInfos)
    }

    @Test func literalsInCommentsAndStringsAreNotCalls() {
        let found = scan(
            """
            // UIFont(name: "InALineComment", size: 1)
            /* outer /* nested UIFont(name: "Nested", size: 1) */ still UIFont(name: "Comment", size: 1) */
            let text = "UIFont(name: \\"InAString\\", size: 1)"
            let raw = #"UIFont(name: "InARawString", size: 1)"#
            let real = UIFont(name: "Real-Bold", size: 12)
            """)
        #expect(found.styles.map(\.fontName) == ["Real-Bold"])
        #expect(found.styles.first?.location == SourceLocation(file: "Fonts.swift", line: 5, column: 12))
    }

    /// `UIFont.init(name:size:)` written out, and `.init(name: "…", size: …)` unwrapped where a UIFont is expected
    /// (emitron's `extension UIFont`), are font calls; an implicit `.init(name:size:)` whose result is not
    /// unwrapped is another type's (a struct's memberwise init), and one after a value is a method of it.
    @Test func initCallsOfUIFontAreCalls() {
        let found = scan(
            """
            extension UIFont {
              static var title: UIFont { .init(name: "Relative-Bold", size: 34.0)! }
              static var body: UIFont { return .init(name: "Relative-Book", size: 17) ?? .systemFont(ofSize: 17) }
              static let caption = UIFont.init(name: "Relative-Medium", size: 12)
            }
            let product: Product = .init(name: "Large", size: 3)
            let other = box.init(name: "Box", size: 3)!
            """)
        #expect(found.styles.map(\.fontName) == ["Relative-Bold", "Relative-Book", "Relative-Medium"])
        #expect(found.styles.map(\.location.line) == [2, 3, 4])
        #expect(found.styles.allSatisfy { $0.exactName })
    }

    /// A bare `custom(…)` directly in an `extension Font` is `Font.custom`: Swift looks an unqualified name up
    /// in the type the code is in (safe-ios' `extension Font { static let body = custom("DMSans-Regular", size:
    /// 17) }`). Not in a type nested in the extension, nor in another type's, nor a declaration, nor in a file
    /// that declares a `func custom` of its own.
    @Test func bareCustomInAFontExtensionIsFontCustom() {
        let found = scan(
            """
            extension Font {
                static let body = custom("DMSans-Regular", size: 17)
                static let caption = custom("DMSans-Bold", fixedSize: 12).italic()
                struct Nested { static let other = custom("Nested-Regular", size: 1) }
                static let title3 = custom("DMSans-Medium", size: 20)
            }
            extension SwiftUI.Font { static let headline = custom("DMSans-Medium", size: 17, relativeTo: .body) }
            extension Color { static let brand = custom("Brand", size: 1) }
            struct Sheet { let detent = custom("Tall", size: 3) }
            let loose = custom("Loose", size: 3)
            """)
        #expect(found.styles.map(\.fontName) == ["DMSans-Regular", "DMSans-Bold", "DMSans-Medium", "DMSans-Medium"])
        #expect(found.styles.map(\.name) == ["body", "caption", "title3", "headline"])
        #expect(found.styles.map(\.italic) == [false, true, false, false])
        #expect(found.styles.map(\.location.line) == [2, 3, 5, 7])
        let own = scan(
            """
            extension Font {
                static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }
                static let a = custom("Own", size: 1)
            }
            """)
        #expect(own.styles.isEmpty)
    }

    @Test func computedNamesAreCountedNotGuessed() {
        let found = scan(
            """
            let a = UIFont(name: "Brand-\\(weight)", size: 12)
            let b = UIFont(name: FontName.bold.rawValue, size: 12)
            let c = Font.custom(name, size: 12)
            let d = UIFont(name: "Brand-" + suffix, size: 12)
            let e = Typography(familyName: "Brand", fontWeight: weight, fontSize: 12, lineHeight: 16)
            """)
        #expect(found.styles.isEmpty)
        #expect(found.notChecked.map(\.line) == [1, 2, 3, 4, 5])
    }

    @Test func stylesAreNamedByTheirEnclosingBinding() {
        let found = scan(
            """
            enum AppFont {
                case title
                case body

                var font: UIFont {
                    switch self {
                    case .title:
                        return UIFont(name: "Brand-Bold", size: 24)!
                    case .body: return UIFont(name: "Brand-Regular", size: 16)!
                    }
                }
            }
            let heading = Font
                .custom("Brand-Bold", size: 20)
            func make() -> UIFont {
                UIFont(name: "Brand-Light", size: 10)!
            }
            """)
        #expect(found.styles.map(\.name) == ["title", "body", "heading", "Fonts.swift:16"])
    }

    @Test func customNeedsFontOrAnImplicitMember() {
        let found = scan(
            """
            Text("a").font(.custom("Brand-Regular", size: 17))
            Text("b").font(Font.custom("Brand-Bold", fixedSize: 11))
            let other = Theme.custom("NotAFont")
            let call = theme.custom("NotAFontEither")
            """)
        #expect(found.styles.map(\.fontName) == ["Brand-Regular", "Brand-Bold"])
    }

    @Test func yMatterTypeFamiliesResolveThroughFontInfoBindings() {
        let infos = SwiftFontCalls.fontInfoBindings(
            SourceLexer.tokens(Array("static let brand = FontInfo(familyName: \"Brand\")".utf8), language: .swift))
        #expect(infos == ["brand": "Brand"])
        let found = scan(
            "let t = Typography(fontFamily: Fonts.brand, fontWeight: .heavy, fontSize: 12, lineHeight: 16, isItalic: true)",
            fontInfos: infos)
        #expect(found.styles.map(\.fontName) == ["Brand-ExtraBoldItalic"])
        #expect(found.styles.first?.weight == 800)
        #expect(found.styles.first?.policy == .ymattertype)
    }

    @Test func pbxprojStringsKeepTheirPlaces() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA /* Debug */ = {
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_KEY_UIAppFonts = ("A.ttf", Fonts/B.otf);
            \t\t\t\tOTHER = "x y";
            \t\t\t};
            \t\t};
            \t};
            }
            """
        let tree = try OpenStepPlist.parse(text, file: "project.pbxproj")
        let found = tree.values(forKey: "INFOPLIST_KEY_UIAppFonts")
        #expect(found.count == 1)
        guard case .array(let items, _) = found[0].value else {
            Issue.record("not an array")
            return
        }
        let places = items.compactMap { item -> String? in
            guard case .string(let value, let location) = item else { return nil }
            return "\(value) \(location.line):\(location.column)"
        }
        #expect(places == ["A.ttf 6:33", "Fonts/B.otf 6:42"])
        // Keeping only the key's values reads the same entries at the same places, and nothing else.
        let kept = try OpenStepPlist.parse(text, file: "project.pbxproj", keeping: ["INFOPLIST_KEY_UIAppFonts"])
        let keptFound = kept.values(forKey: "INFOPLIST_KEY_UIAppFonts")
        #expect(keptFound.map(\.location) == found.map(\.location))
        var strings = 0
        var stack = [kept]
        while let node = stack.popLast() {
            switch node {
            case .string: strings += 1
            case .array(let items, _): stack += items
            case .dictionary(let members, _): stack += members.map(\.value)
            }
        }
        #expect(strings == 2)
    }

    @Test func malformedPbxprojIsALocatedError() {
        #expect(throws: LocatedError.self) { try OpenStepPlist.parse("{ a = (\"x\" ; }", file: "p.pbxproj") }
        do {
            _ = try OpenStepPlist.parse("{\n  a = \"never closed;\n}", file: "p.pbxproj")
        } catch {
            #expect(error.location?.line == 2)
        }
        // Deep nesting stops at the limit instead of exhausting the stack.
        let deep = String(repeating: "(", count: 100_000)
        #expect(throws: LocatedError.self) { try OpenStepPlist.parse(deep, file: "p.pbxproj") }
    }

    @Test func propertyListsReadXMLAndBinary() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIAppFonts</key><array><string>A.ttf</string></array></dict></plist>
            """
        #expect(PropertyList.parse(Array(xml.utf8))?["UIAppFonts"] == .array([.string("A.ttf")]))
        let binary = try #require(
            FileManagerBytes.read(Paths.iosApp + "/Products/MosaicApp.app/Info.plist"))
        #expect(Array(binary.prefix(6)) == Array("bplist".utf8))
        #expect(
            PropertyList.parse(binary)?["UIAppFonts"]
                == .array([.string("MosaicSans-Regular.ttf"), .string("MosaicSans-Bold.ttf")]))
        #expect(PropertyList.parse(Array("not a plist".utf8)) == nil)
        // A NUL byte inside a string once made libplist's own assert abort the process (found by FuzzAppSources).
        let nul = try #require(
            FileManagerBytes.read(Paths.root + "/Fuzz/regressions/FuzzAppSources/plist-nul-in-string.plist"))
        _ = PropertyList.parse(nul)
        let withNul =
            Array("<plist><dict><key>UIAppFonts</key><array><string>A".utf8) + [0]
            + Array("B.ttf</string></array></dict></plist>".utf8)
        // What libplist keeps of such a string is its own affair; it is read, not fatal.
        #expect(PropertyList.parse(withNul)?["UIAppFonts"]?.array?.first?.string?.hasPrefix("A") == true)
        #expect(PropertyList.parse([]) == nil)
    }
}

/// A fixture file's bytes.
enum FileManagerBytes {
    static func read(_ path: String) -> [UInt8]? {
        guard case .success(let bytes) = Platform.readFile(path, limit: 1 << 20) else { return nil }
        return bytes
    }
}

extension SourceScannerTests {
    @Test func buildSettingListsKeepQuotedNames() {
        #expect(
            IOSDeclarations.buildSettingList(#"a.ttf "My Font.ttf" 'b c.otf' d\ e.ttf $(inherited)"#) == [
                "a.ttf", "My Font.ttf", "b c.otf", "d e.ttf", "$(inherited)",
            ])
        #expect(IOSDeclarations.buildSettingList("  ").isEmpty)
    }
}
