import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports

/// The iOS reader scans each Swift file for `SwiftResponsiveness` with the tokens it lexed for the file's font
/// calls (`SwiftPrescans`); the reference reads and lexes every file again (`sharingSwiftTokens: false`).
@Suite struct SwiftPrescanTests {
    /// Both readings, audited and written as JSON and text, with the reading's warnings (`SwiftGenTests` too).
    static func reports(_ path: String) throws -> [String] {
        try [true, false].map { sharing in
            let reading = try AppReader.read(path, platform: nil, sharingSwiftTokens: sharing)
            let result = AppAudit.run(reading, AppAudit.Request(options: AuditOptions()))
            let context = ReportContext(
                specFile: path, options: AuditOptions(), rules: AuditRules.all, problems: reading.warnings)
            return JSONReporter().render(result, context: context) + TextReporter().render(result, context: context)
                + reading.warnings.map(\.rendered).joined(separator: "\n")
        }
    }

    /// `files` in a project whose Info.plist declares Brand-Regular.ttf, a copy of Audit Sans Regular.
    static func writeBrandProject(_ files: [String: String], under project: String) throws {
        var all = files
        all["App/Info.plist"] = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIAppFonts</key>
            <array><string>Brand-Regular.ttf</string></array></dict></plist>
            """
        try writeFiles(all, under: project)
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf", toPath: project + "/App/Brand-Regular.ttf")
    }

    @Test func appFixtures() throws {
        let apps = [
            "ios/MosaicApp", "ios/FormsApp", "multiplatform", "responsiveness", "flutter", "react-native/bare",
            "react-native/expo-usefonts",
        ]
        for app in apps {
            let path = Paths.root + "/Fixtures/apps/" + app
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let both = try Self.reports(path)
            #expect(both[0] == both[1], "\(app)")
        }
    }

    /// Near misses: a call file that names none of the responsiveness words (SwiftGen's `FontFamily`, a bare
    /// `FontInfo`), calls in test code, a file with signals and no calls, calls with a signal after them in
    /// the same file, `.custom(` that is not a font, caps, computed names, and files in several folders.
    @Test func nearMisses() throws {
        let project = try temporaryFolder()
        let files: [String: String] = [
            "App/Theme.swift": """
            let title = UIFont(name: "Brand-Bold", size: 17)
            let body = UIFont(name: fontName, size: 15)
            let scaled = UIFontMetrics.default.scaledFont(for: title!)
            let detent = sheet.presentationDetents([.custom(Detent.self)])
            let swiftUI = Font.custom("Brand-Regular", size: 13, relativeTo: .body)
            """,
            "App/Gen.swift": """
            enum FontFamily { enum Brand { static let bold = FontConvertible(name: "Brand-Bold") } }
            let a = FontFamily.Brand.bold.font(size: 12)
            """,
            "App/Info.swift": "static let brand = FontInfo(familyName: \"Brand\")\n",
            "App/Settings.swift": """
            if UIAccessibility.isBoldTextEnabled { reload() }
            view.maximumContentSizeCategory = .large
            Text("x").dynamicTypeSize(...DynamicTypeSize.xxLarge)
            """,
            "App/Late.swift": """
            let late = UIFont(name: "Brand-Regular", size: 11)
            let size = UIFont.preferredFont(forTextStyle: .body).pointSize
            let resized = late?.withSize(size)
            """,
            "AppTests/ThemeTests.swift": "let t = UIFont(name: \"Brand-Black\", size: 9)\n",
            "App/Icons/IconFont.swift": "let icon = UIFont(name: iconName, size: 20)\n",
            "App/ObjC.m": "[UIFontMetrics defaultMetrics];\n",
        ]
        try Self.writeBrandProject(files, under: project)
        let both = try Self.reports(project)
        #expect(both[0] == both[1])
        #expect(both[0].contains("Brand-Bold"))
        // Without the files that read Bold Text and scale, the flags change: the prescans carry them.
        try FileManager.default.removeItem(atPath: project + "/App/Settings.swift")
        try FileManager.default.removeItem(atPath: project + "/App/ObjC.m")
        let without = try Self.reports(project)
        #expect(without[0] == without[1])
        #expect(without[0] != both[0])
    }

    /// A switch helper's callers that name no font call join the files the second pass reads, in project order:
    /// each is scanned with its own tokens, as the reference reads it.
    @Test func helperCallersJoinTheScannedFiles() throws {
        let project = try temporaryFolder()
        let files: [String: String] = [
            "App/A.swift": "func a(_ label: Label) { label.font = .brand(.bold, size: 11) }\n",
            "App/B.swift": """
            enum Weight { case regular, bold }
            extension UIFont {
                static func brand(_ weight: Weight, size: CGFloat) -> UIFont {
                    switch weight {
                    case .regular: return UIFont(name: "Brand-Regular", size: size)!
                    case .bold: return UIFont(name: "Brand-Bold", size: size)!
                    }
                }
            }

            """,
            "App/C.swift": "func c(_ label: Label) { label.font = .brand(.regular, size: 13) }\n",
            "App/D.swift": "let d = UIFont(name: \"Brand-Black\", size: 15)\n",
        ]
        try Self.writeBrandProject(files, under: project)
        let both = try Self.reports(project)
        #expect(both[0] == both[1])
        // A.swift's and C.swift's helper calls, at their own places.
        #expect(both[0].contains("App/A.swift:1:"))
        #expect(both[0].contains("App/C.swift:1:"))
        #expect(both[0].contains("Brand-Black"))
    }
}
