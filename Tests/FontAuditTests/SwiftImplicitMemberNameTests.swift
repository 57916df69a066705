import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

extension AppAuditTests {
    /// An implicit member as the font's name (isowords' `.font(.custom(.matterMedium, size: 16))`, with
    /// `extension FontName { static let matterMedium: Self = "Matter-Medium" }` in another file): Swift finds it
    /// among the static members of the parameter's type, so it is the project's static constant of that name,
    /// `: String` or `: Self`. A name two types bind to different literals is not checked, and neither is a local.
    @Test func implicitMemberFontNamesAreStaticConstants() throws {
        let folder = try auditSansRegularAndBold()
        try writeFiles(
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array>
                <string>AuditSans-Regular.ttf</string><string>AuditSans-Bold.ttf</string></array></dict></plist>
                """,
                "Styleguide/Fonts.swift": """
                public typealias FontName = Tagged<Font, String>
                extension FontName {
                  public static let audit: Self = "AuditSans-Regular"
                  public static let auditBold: Self = "AuditSans-Bold"
                }
                extension String { static let plain = "AuditSans-Bold" }
                enum A { static let twice = "AuditSans-Regular" }
                enum B { static let twice = "AuditSans-Bold" }
                extension Font {
                  public static func custom(_ name: FontName, size: CGFloat) -> Self {
                    .custom(name.rawValue, size: size)
                  }
                }
                """,
                "Views/Solo.swift": """
                struct Solo: View {
                  var body: some View {
                    VStack {
                      Text("A").font(.custom(.audit, size: 17))
                      Text("B").font(
                        .custom(
                          .auditBold,
                          size: 20
                        )
                      )
                      Text("C").font(.custom(.plain, size: 12))
                      Text("D").font(.custom(.twice, size: 12))
                      Text("E").font(.custom(.local, size: 12))
                    }
                  }
                }
                func f() { let local = "AuditSans-Bold"; _ = local }
                """,
            ], under: folder)
        let (_, json, _) = try audit([folder])
        let faces = (json["styles"] as! [[String: Any]]).compactMap {
            ($0["face"] as? [String: Any])?["postscriptName"] as? String
        }
        #expect(faces.sorted() == ["AuditSans-Bold", "AuditSans-Bold", "AuditSans-Regular"])
        // `.twice`, `.local` and the overload's own `.custom(name.rawValue, …)`.
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 3)
    }
}
