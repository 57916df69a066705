import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// SwiftGen run as a build-tool plugin (DroidKaigi 2023 and 2024's iOS apps): no generated `Fonts.swift` in the
/// repository, only `swiftgen.yml` with a `fonts` section; its table is made from the font files under the
/// configuration's folder, as SwiftGen's swift5 template names them, and `FontAssets.Family.style.font(size:)`
/// is the face's PostScript name asked for exactly.
@Suite struct SwiftGenPluginTests {
    static let config = """
        input_dir: Resources/
        output_dir: ${DERIVED_SOURCES_DIR}/

        xcassets:
          inputs: Colors.xcassets
          outputs:
            templateName: swift5
            output: AssetColors.generated.swift

        fonts:
          inputs:
            - Font
          outputs:
            templateName: swift5
            output: Fonts.swift
            params:
              enumName: FontAssets
              publicAccess: true

        """

    static let typography = """
        import SwiftUI
        import UIKit

        public enum Typography {
            public static let title = FontAssets.AuditSans.semiBold.swiftUIFont(size: 22)
            public static let body = FontAssets.AuditSans.regular.font(size: 16)
            public static let emphasis = FontAssets.AuditSans.boldItalic.swiftUIFont(size: 16)
            public static let heavy = FontAssets.AuditSans.black.font(size: 30)
        }

        """

    /// A package whose Theme target runs SwiftGen as a plugin: the config beside `Resources/Font`, three faces
    /// in it, and Audit Sans Black outside the config's folder.
    func project(config: String = SwiftGenPluginTests.config) throws -> String {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "app-ios/Sources/Theme/swiftgen.yml": config,
                "app-ios/Sources/Theme/Typography.swift": Self.typography,
                "app-ios/App/App.swift":
                    "import Theme\nstruct App { init() { FontAssets.registerAllCustomFonts() } }\n",
            ],
            under: root)
        for face in ["AuditSans-Regular", "AuditSans-SemiBold", "AuditSans-BoldItalic"] {
            try FileManager.default.createDirectory(
                atPath: root + "/app-ios/Sources/Theme/Resources/Font", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Paths.font("AuditSans/\(face).ttf"),
                toPath: root + "/app-ios/Sources/Theme/Resources/Font/\(face).ttf")
        }
        try FileManager.default.createDirectory(atPath: root + "/design", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.font("AuditSans/AuditSans-Black.ttf"), toPath: root + "/design/AuditSans-Black.ttf")
        return root
    }

    /// "PostScript name line:col" for each style.
    func styles(_ root: String) throws -> [String] {
        let run = runInProcess(["app", root, "--format", "json"])
        let json = try parseJSON(run.stdout)
        return (json["styles"] as! [[String: Any]]).map { style in
            let location = style["location"] as! [String: Any]
            let face = (style["face"] as? [String: Any])?["postscriptName"] as? String ?? "-"
            return "\(face) \(location["line"]!):\(location["column"]!)"
        }
    }

    @Test func thePluginsTableIsMadeFromTheFontFiles() throws {
        let root = try project()
        let found = try styles(root)
        #expect(
            found == ["AuditSans-SemiBold 5:31", "AuditSans-Regular 6:30", "AuditSans-BoldItalic 7:34"], "\(found)")
        // Shared tokens or not, the same reports.
        let both = try SwiftPrescanTests.reports(root)
        #expect(both[0] == both[1])
    }

    /// A configuration without a `fonts` section generates no font table: the calls name nothing known.
    @Test func aConfigWithoutFontsMakesNoTable() throws {
        let root = try project(config: "xcassets:\n  inputs: Colors.xcassets\n  # fonts: not this\n")
        #expect(try styles(root).isEmpty)
    }

    /// SwiftGen's `swiftIdentifier:"pretty"` and `lowerFirstWord`, as StencilSwiftKit's tests give them.
    @Test func swiftGensIdentifiers() {
        #expect(SwiftGenPluginFonts.prettyIdentifier("Audit Sans") == "AuditSans")
        #expect(SwiftGenPluginFonts.prettyIdentifier("IBM Plex Sans") == "IBMPlexSans")
        #expect(SwiftGenPluginFonts.prettyIdentifier("DotGothic16") == "DotGothic16")
        #expect(SwiftGenPluginFonts.prettyIdentifier("Semi-Bold Italic") == "SemiBoldItalic")
        #expect(SwiftGenPluginFonts.prettyIdentifier("BOLD") == "Bold")
        #expect(SwiftGenPluginFonts.prettyIdentifier("3D Sans") == "_3DSans")
        #expect(SwiftGenPluginFonts.prettyIdentifier("") == "")
        #expect(SwiftGenPluginFonts.lowerFirstWord("SemiBold") == "semiBold")
        #expect(SwiftGenPluginFonts.lowerFirstWord("URLChooser") == "urlChooser")
        #expect(SwiftGenPluginFonts.lowerFirstWord("BOLD") == "bold")
        #expect(SwiftGenPluginFonts.lowerFirstWord("") == "")
        #expect(SwiftGenPluginFonts.configuresFonts(Array("a: 1\nfonts:\n  inputs: x\n".utf8)))
        #expect(!SwiftGenPluginFonts.configuresFonts(Array("a:\n  fonts:\n".utf8)))
    }
}
