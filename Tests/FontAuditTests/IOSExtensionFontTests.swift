import Foundation
import TestSupport
import Testing

/// An app extension (a widget, a share extension) is its own bundle: iOS registers there only the fonts its own
/// Info.plist's UIAppFonts lists and its own target copies. A style in a file only the extension builds is judged
/// by those; one the app builds too, by both. Without target information, every style is the app's, as before
/// (unstoppable-wallet-ios' widget asked for Manrope, which only the app declares).
@Suite struct IOSExtensionFontTests: AppReportChecks {
    /// An Xcode 16 project of two targets with synchronized folders `App` (the app) and `Widget` (the
    /// extension), as Xcode writes it. `appAlsoBuilds`: files of `Widget` the app builds too;
    /// `widgetAlsoCopies`: files of `App` the extension copies too (membership exceptions).
    func synchronizedProject(appAlsoBuilds: [String] = [], widgetAlsoCopies: [String] = []) -> String {
        func exceptionSet(_ id: String, _ paths: [String], target: String) -> String {
            paths.isEmpty
                ? ""
                : "\t\t\(id) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("
                    + paths.map { "\"\($0)\", " }.joined() + "); target = \(target); };\n"
        }
        let appExceptions = widgetAlsoCopies.isEmpty ? "" : "exceptions = (E2, ); "
        let widgetExceptions = appAlsoBuilds.isEmpty ? "" : "exceptions = (E1, ); "
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tG1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; \(appExceptions)path = App; sourceTree = "<group>"; };
            \t\tG2 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; \(widgetExceptions)path = Widget; sourceTree = "<group>"; };
            \(exceptionSet("E1", appAlsoBuilds, target: "T1"))\(exceptionSet("E2", widgetAlsoCopies, target: "T2"))\t\tG0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
            \t\tT1 /* Demo */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (G1, ); name = Demo; productType = "com.apple.product-type.application"; };
            \t\tT2 /* WidgetExtension */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); fileSystemSynchronizedGroups = (G2, ); name = WidgetExtension; productType = "com.apple.product-type.app-extension"; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; name = Release; };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Widget/Info.plist"; }; name = Release; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            \t\tP0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
            \t};
            \trootObject = P0;
            }

            """
    }

    func plist(_ entries: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>"
            + (entries.isEmpty
                ? "" : "<key>UIAppFonts</key><array>" + entries.map { "<string>\($0)</string>" }.joined() + "</array>")
            + "<key>NSExtension</key><dict/></dict></plist>"
    }

    /// The app: Regular and SemiBold declared and bundled under App/Fonts, a view asking for Regular; the
    /// widget: `widget` (Info.plist entries) and a view asking for Regular, whose Bold Text face (SemiBold) the
    /// app has, so the style passes wherever the font is registered.
    func app(project: String?, widget: [String] = [], more: [String: String] = [:]) throws -> String {
        let root = try temporaryFolder()
        var files = [
            "App/Info.plist": plist(["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]),
            "App/ContentView.swift": "import SwiftUI\nlet body = Font.custom(\"AuditSans-Regular\", size: 17)\n",
            "Widget/Info.plist": plist(widget),
            "Widget/PriceWidget.swift": "import SwiftUI\nlet price = Font.custom(\"AuditSans-Regular\", size: 14)\n",
        ]
        if let project { files["Demo.xcodeproj/project.pbxproj"] = project }
        files.merge(more) { _, new in new }
        try writeFiles(files, under: root)
        try bundleAuditSans(["AuditSans-Regular", "AuditSans-SemiBold"], in: root)
        return root
    }

    func style(_ json: [String: Any], _ name: String) throws -> [String: Any] {
        try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == name })
    }

    func rules(_ style: [String: Any]) -> [String] {
        (style["findings"] as! [[String: Any]]).map { $0["rule"] as! String }
    }

    func missingFaces(_ json: [String: Any]) -> [String] {
        ((json["missingFaces"] as? [[String: Any]]) ?? []).compactMap { $0["postscriptName"] as? String }
    }

    @Test func aWidgetWhosePlistDoesNotListTheFontFails() throws {
        let (code, json) = try audit(try app(project: synchronizedProject()))
        #expect(code == 1)
        let app = try style(json, "body")
        #expect(app["status"] as? String == "pass")
        let widget = try style(json, "price")
        #expect(widget["status"] as? String == "fail")
        // The face is not shown in the widget's process: the row does not claim it.
        #expect(widget["face"] is NSNull)
        #expect(widget["family"] as? String == "Audit Sans")
        #expect(rules(widget) == ["undeclared-font"])
        let message = try message(json, style: "price", rule: "undeclared-font")
        #expect(
            message.hasSuffix(
                "Audit Sans Regular is in the app, but this code runs in the app extension WidgetExtension, its own bundle: its Info.plist (Widget/Info.plist) does not list AuditSans-Regular.ttf in UIAppFonts, and the file is not in that target, so iOS does not register the font there; add the file to that target and to its UIAppFonts, nothing to buy (until then it shows the system font, which Bold Text makes heavier itself)"
            ), "\(message)")
        // Nothing to buy: the face is in the app.
        #expect(missingFaces(json).isEmpty)
    }

    /// Xcode's older form: files listed one by one in each target's Sources and Resources phases.
    @Test func buildPhasesTellTheTargetsToo() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tG0 = {isa = PBXGroup; children = (GA, GW, ); sourceTree = "<group>"; };
            \t\tGA = {isa = PBXGroup; children = (F1, F3, F4, ); path = App; sourceTree = "<group>"; };
            \t\tGW = {isa = PBXGroup; children = (F2, ); path = Widget; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = ContentView.swift; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = PriceWidget.swift; sourceTree = "<group>"; };
            \t\tF3 = {isa = PBXFileReference; path = "Fonts/AuditSans-Regular.ttf"; sourceTree = "<group>"; };
            \t\tF4 = {isa = PBXFileReference; path = "Fonts/AuditSans-SemiBold.ttf"; sourceTree = "<group>"; };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
            \t\tB4 = {isa = PBXBuildFile; fileRef = F4; };
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B3, B4, ); };
            \t\tS2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1, ); name = Demo; productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2, ); name = PriceWidget; productType = "com.apple.product-type.app-extension"; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Widget/Info.plist; }; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            \t};
            }

            """
        let (_, json) = try audit(try app(project: project))
        #expect(try style(json, "body")["status"] as? String == "pass")
        #expect(rules(try style(json, "price")) == ["undeclared-font"])
        #expect(try message(json, style: "price", rule: "undeclared-font").contains("app extension PriceWidget"))
    }

    /// A localized resource the widget copies (`Localizable.strings` in the project's main group, a
    /// `PBXVariantGroup` with a name and no path) is its `en.lproj/Localizable.strings`, not the folder it sits in:
    /// the app's own code is not the widget's (Lockdown's widget took all 321 of the app's styles).
    @Test func aLocalizedResourceOfTheWidgetIsNotTheProjectFolder() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tG0 = {isa = PBXGroup; children = (GA, GW, V1, ); sourceTree = "<group>"; };
            \t\tGA = {isa = PBXGroup; children = (F1, F3, F4, ); path = App; sourceTree = "<group>"; };
            \t\tGW = {isa = PBXGroup; children = (F2, ); path = Widget; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = ContentView.swift; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = PriceWidget.swift; sourceTree = "<group>"; };
            \t\tF3 = {isa = PBXFileReference; path = "Fonts/AuditSans-Regular.ttf"; sourceTree = "<group>"; };
            \t\tF4 = {isa = PBXFileReference; path = "Fonts/AuditSans-SemiBold.ttf"; sourceTree = "<group>"; };
            \t\tV1 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (E1, ); name = Localizable.strings; sourceTree = "<group>"; };
            \t\tE1 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
            \t\tB4 = {isa = PBXBuildFile; fileRef = F4; };
            \t\tB5 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B3, B4, ); };
            \t\tS2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
            \t\tR2 = {isa = PBXResourcesBuildPhase; files = (B5, ); };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1, ); name = Demo; productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2, R2, ); name = PriceWidget; productType = "com.apple.product-type.app-extension"; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Widget/Info.plist; }; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            \t};
            }

            """
        let (_, json) = try audit(try app(project: project, more: ["en.lproj/Localizable.strings": "\"a\" = \"b\";\n"]))
        // The app's view is the app's: its font is registered, and the widget's Info.plist says nothing of it.
        #expect(try style(json, "body")["status"] as? String == "pass")
        #expect(rules(try style(json, "body")).isEmpty)
        // The widget's own view still is the widget's.
        #expect(rules(try style(json, "price")) == ["undeclared-font"])
    }

    /// A file both targets build is judged by each: the app registers the font, the widget does not.
    @Test func aFileInBothTargetsFailsWhereTheFontIsMissing() throws {
        let shared = [
            "Widget/Shared.swift": "import SwiftUI\nlet shared = Font.custom(\"AuditSans-Regular\", size: 12)\n"
        ]
        let (_, both) = try audit(try app(project: synchronizedProject(appAlsoBuilds: ["Shared.swift"]), more: shared))
        let style = try style(both, "shared")
        #expect(style["status"] as? String == "fail")
        #expect(rules(style) == ["undeclared-font"])
        #expect(try message(both, style: "shared", rule: "undeclared-font").contains("app extension WidgetExtension"))
        // The same file in both, the widget registering the font: it passes.
        let (_, declared) = try audit(
            try app(
                project: synchronizedProject(
                    appAlsoBuilds: ["Shared.swift"],
                    widgetAlsoCopies: ["Fonts/AuditSans-Regular.ttf", "Fonts/AuditSans-SemiBold.ttf"]),
                widget: ["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"], more: shared))
        #expect(try self.style(declared, "shared")["status"] as? String == "pass")
    }

    /// A font file only the app copies, listed in no Info.plist: the missing entry goes to the app's Info.plist,
    /// not to the first UIAppFonts read (Windscribe's `HomeWidget/Info.plist`, read before the app's
    /// `$(SRCROOT)/Windscribe/Environments/Plists/Production.plist`, took its 8 `undeclared-font` errors).
    @Test func anUndeclaredFileOfTheAppIsReportedAtTheAppsInfoPlist() throws {
        let project = synchronizedProject().replacingOccurrences(
            of: "INFOPLIST_FILE = App/Info.plist;",
            with: "INFOPLIST_FILE = \"$(SRCROOT)/Windscribe/Plists/Production.plist\";")
        let root = try app(
            project: project, widget: ["AuditSans-Regular.ttf"],
            more: [
                "App/Info.plist": plist([]),
                "Windscribe/Plists/Production.plist": plist(["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]),
            ])
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Bold.ttf", toPath: root + "/App/Fonts/AuditSans-Bold.ttf")
        let (_, json) = try audit(root)
        let undeclared = (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == "undeclared-font" }
        #expect(undeclared.count == 1)
        let location = try #require(undeclared.first?["location"] as? [String: Any])
        #expect((location["file"] as? String)?.hasSuffix("/Windscribe/Plists/Production.plist") == true, "\(location)")
    }

    @Test func aWidgetThatDeclaresAndCopiesTheFontPasses() throws {
        let project = synchronizedProject(widgetAlsoCopies: [
            "Fonts/AuditSans-Regular.ttf", "Fonts/AuditSans-SemiBold.ttf",
        ])
        let (_, json) = try audit(
            try app(project: project, widget: ["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]))
        let widget = try style(json, "price")
        #expect(widget["status"] as? String == "pass")
        #expect((widget["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Regular")

        // Listed but not copied into the target: only the copying is missing.
        let (_, listed) = try audit(
            try app(project: synchronizedProject(), widget: ["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]))
        let message = try message(listed, style: "price", rule: "undeclared-font")
        #expect(message.contains("its own bundle: the file is not in that target, so"), "\(message)")

        // Copied, its Bold Text face not listed: the Bold Text finding is the extension's.
        let (_, bold) = try audit(
            try app(
                project: synchronizedProject(
                    widgetAlsoCopies: ["Fonts/AuditSans-Regular.ttf", "Fonts/AuditSans-SemiBold.ttf"]),
                widget: ["AuditSans-Regular.ttf"]))
        let boldStyle = try style(bold, "price")
        #expect((boldStyle["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Regular")
        #expect(rules(boldStyle) == ["undeclared-font"])
        #expect(
            try self.message(bold, style: "price", rule: "undeclared-font").contains(
                "does not list AuditSans-SemiBold.ttf in UIAppFonts, so"))
    }

    @Test func anXcodeGenExtensionTarget() throws {
        let spec = """
            name: Demo
            targets:
              Demo:
                type: application
                platform: iOS
                sources: [App]
                info:
                  path: App/Info.plist
              PriceWidget:
                type: app-extension
                platform: iOS
                sources:
                  - path: Widget
                info:
                  path: Widget/Info.plist

            """
        let (_, json) = try audit(try app(project: nil, more: ["project.yml": spec]))
        #expect(try style(json, "body")["status"] as? String == "pass")
        #expect(rules(try style(json, "price")) == ["undeclared-font"])
        #expect(try message(json, style: "price", rule: "undeclared-font").contains("app extension PriceWidget"))
        // The widget's sources also holding the fonts, and its Info.plist listing them: it passes.
        let copying = spec.replacingOccurrences(
            of: "      - path: Widget\n", with: "      - path: Widget\n      - App/Fonts\n")
        let (_, passing) = try audit(
            try app(
                project: nil, widget: ["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"],
                more: ["project.yml": copying]))
        #expect(try style(passing, "price")["status"] as? String == "pass")
    }

    /// No project file, or one that cannot be read: which target builds what is unknown, and every style is
    /// judged by the app's UIAppFonts, as before.
    @Test func withoutTargetInformationNothingChanges() throws {
        for project: String? in [
            nil,
            "// !$*UTF8*$!\n{ objects = { T2 = {isa = PBXNativeTarget; productType = \"com.apple.product-type.app-extension\"; ",
        ] {
            let (_, json) = try audit(try app(project: project))
            let widget = try style(json, "price")
            #expect(widget["status"] as? String == "pass", "\(project ?? "no project")")
            #expect((widget["face"] as? [String: Any])?["postscriptName"] as? String == "AuditSans-Regular")
        }
    }
}
