import Foundation
import TestSupport
import Testing

/// Only the files a target's Copy Bundle Resources phase lists are in an iOS app: a font file no Xcode project
/// lists (status-mobile's leftover `ios/fonts/Inter-UI-*.otf`) is not missing from UIAppFonts, it is not shipped.
/// A file the project lists by name, one in a folder it copies whole, and one a Swift package brings are in.
@Suite struct XcodeProjectMembershipTests: AppReportChecks {
    func project(listing listed: [String], folders: [String] = []) -> String {
        var objects = ""
        for (i, path) in listed.enumerated() {
            let name = (path as NSString).lastPathComponent
            objects +=
                "\t\tAA\(i) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = file; name = \"\(name)\"; path = \"\(path)\"; sourceTree = \"<group>\"; };\n"
        }
        for (i, folder) in folders.enumerated() {
            objects +=
                "\t\tBB\(i) /* \(folder) */ = {isa = PBXFileReference; lastKnownFileType = folder; path = \(folder); sourceTree = \"<group>\"; };\n"
        }
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\(objects)\t};\n\trootObject = AA0;\n}\n"
    }

    func plist(_ entries: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array>"
            + entries.map { "<string>\($0)</string>" }.joined() + "</array></dict></plist>"
    }

    func copy(_ face: String, to path: String, under root: String) throws {
        try FileManager.default.createDirectory(
            atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Paths.fonts + "/AuditSans/\(face).ttf", toPath: root + "/" + path)
    }

    func undeclared(_ json: [String: Any]) -> [String] {
        (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == "undeclared-font" }.map {
            "\($0["severity"]!) \(($0["path"] as? String).map { ($0 as NSString).lastPathComponent } ?? "-")"
        }
    }

    /// fastlane frameit's caption fonts (`ios/fastlane/screenshots/fonts/`, AuthPass) are drawn onto the store
    /// screenshots, never copied into the app: neither an undeclared font nor a face the app has.
    @Test func fastlaneScreenshotFontsAreNotTheApps() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "ios/App.xcodeproj/project.pbxproj": project(listing: ["Fonts/AuditSans-Regular.ttf"]),
                "ios/App/Info.plist": plist(["AuditSans-Regular.ttf"]),
                "ios/App/View.swift": "let body = UIFont(name: \"AuditSans-Bold\", size: 17)\n",
                "ios/fastlane/Framefile.json":
                    "{\"default\": {\"title\": {\"font\": \"./fonts/AuditSans-Bold.ttf\"}}}\n",
            ], under: root)
        try copy("AuditSans-Regular", to: "ios/Fonts/AuditSans-Regular.ttf", under: root)
        try copy("AuditSans-Bold", to: "ios/fastlane/screenshots/fonts/AuditSans-Bold.ttf", under: root)
        let (_, json) = try audit(root)
        #expect(undeclared(json).isEmpty, "\(undeclared(json))")
        #expect((json["sources"] as? [String: Any])?["fontFiles"] as? Int == 1)
        // The Bold the code asks for is not in the app: frameit's copy does not count.
        let style = try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "body" })
        #expect(style["status"] as? String == "fail", "\(style)")
    }

    /// A target's Info.plist is the file its `INFOPLIST_FILE` names, whatever it is called: Windscribe's app
    /// builds from `$(SRCROOT)/Windscribe/Environments/Plists/Production.plist` (and Development, Staging), whose
    /// UIAppFonts were never read, so IBMPlexSans-SemiBold.otf, declared there, was an `undeclared-font` error.
    @Test func theInfoPlistAProjectNamesIsReadWhateverItsName() throws {
        let root = try temporaryFolder()
        let settings = ["Development", "Production"].enumerated().map { i, name in
            "\t\tCC\(i) = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = \"$(SRCROOT)/App/Environments/\(name).plist\"; }; name = \(name); };\n"
        }.joined()
        let project = self.project(listing: ["Fonts/AuditSans-Regular.ttf", "Fonts/AuditSans-SemiBold.ttf"])
            .replacingOccurrences(of: "\t};\n\trootObject", with: settings + "\t};\n\trootObject")
        try writeFiles(
            [
                "ios/App.xcodeproj/project.pbxproj": project,
                "ios/App/Environments/Development.plist": plist(["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]),
                "ios/App/Environments/Production.plist": plist(["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]),
                // A property list no target names is not an Info.plist.
                "ios/App/Environments/Other.plist": plist(["AuditSans-Bold.ttf"]),
                "ios/App/View.swift": "let body = UIFont(name: \"AuditSans-Regular\", size: 17)\n",
            ], under: root)
        try copy("AuditSans-Regular", to: "ios/Fonts/AuditSans-Regular.ttf", under: root)
        try copy("AuditSans-SemiBold", to: "ios/Fonts/AuditSans-SemiBold.ttf", under: root)
        let (_, json) = try audit(root)
        #expect(undeclared(json).isEmpty)
        let style = try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "body" })
        #expect(style["status"] as? String != "fail", "\(style)")
        #expect((json["sources"] as? [String: Any])?["declarations"] as? Int == 4)
    }

    /// A target whose `INFOPLIST_FILE` names a file that is not there cannot be built, and the fonts its Info.plist
    /// would declare are unknown: an input error. The run passed on a stale Info.plist no target names.
    @Test func aNamedInfoPlistThatIsNotThereIsAnInputError() throws {
        let root = try temporaryFolder()
        let setting =
            "\t\tCC0 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = \"$(SRCROOT)/App/Production.plist\"; }; name = Release; };\n"
        let project = self.project(listing: ["Fonts/AuditSans-Regular.ttf", "Fonts/AuditSans-SemiBold.ttf"])
            .replacingOccurrences(of: "\t};\n\trootObject", with: setting + "\t};\n\trootObject")
        try writeFiles(
            [
                "ios/App.xcodeproj/project.pbxproj": project,
                "ios/Old/Info.plist": plist(["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]),
                "ios/App/View.swift": "let body = UIFont(name: \"AuditSans-Regular\", size: 17)\n",
            ], under: root)
        try copy("AuditSans-Regular", to: "ios/Fonts/AuditSans-Regular.ttf", under: root)
        try copy("AuditSans-SemiBold", to: "ios/Fonts/AuditSans-SemiBold.ttf", under: root)
        let (code, json) = try audit(root)
        #expect(code == 2)
        let messages = (json["findings"] as! [[String: Any]]).compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.hasPrefix("INFOPLIST_FILE names ios/App/Production.plist,") }, "\(messages)")
        // One that differs only in case is the file (a Mac's file system is case-insensitive).
        try writeFiles(["ios/App/production.plist": plist(["AuditSans-Regular.ttf"])], under: root)
        #expect(try audit(root).code != 2)
    }

    /// The same for a name that ends in `Info.plist` (`App/Info.plist`, the usual one): such files are read by
    /// name, so one that was not there was never looked for, and the run passed (exit 0) on another Info.plist's
    /// UIAppFonts. A path that leaves the project is shown as written.
    @Test func aNamedInfoPlistCalledInfoPlistThatIsNotThereIsAnInputError() throws {
        let root = try temporaryFolder()
        func setting(_ value: String) -> String {
            let line =
                "\t\tCC0 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = \(value); }; name = Release; };\n"
            return project(listing: ["Fonts/AuditSans-Regular.ttf", "Fonts/AuditSans-SemiBold.ttf"])
                .replacingOccurrences(of: "\t};\n\trootObject", with: line + "\t};\n\trootObject")
        }
        try writeFiles(
            [
                "ios/App.xcodeproj/project.pbxproj": setting("Real/Info.plist"),
                "ios/Old/Info.plist": plist(["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]),
                "ios/App/View.swift":
                    "let bold = UIAccessibility.isBoldTextEnabled\nlet body = UIFontMetrics.default.scaledFont(for: UIFont(name: \"AuditSans-Regular\", size: 17)!)\n",
            ], under: root)
        try copy("AuditSans-Regular", to: "ios/Fonts/AuditSans-Regular.ttf", under: root)
        try copy("AuditSans-SemiBold", to: "ios/Fonts/AuditSans-SemiBold.ttf", under: root)
        func messages() throws -> (Int32, [String]) {
            let (code, json) = try audit(root)
            return (code, (json["findings"] as! [[String: Any]]).compactMap { $0["message"] as? String })
        }
        var (code, found) = try messages()
        #expect(code == 2)
        #expect(
            found.contains { $0.hasPrefix("INFOPLIST_FILE names ios/Real/Info.plist, which is not in the project") })
        try writeFiles(["ios/App.xcodeproj/project.pbxproj": setting("\"$(SRCROOT)/../../Info.plist\"")], under: root)
        (code, found) = try messages()
        #expect(code == 2)
        #expect(found.contains { $0.hasPrefix("INFOPLIST_FILE names $(SRCROOT)/../../Info.plist,") }, "\(found)")
        // The file the setting names, there: the healthy project passes.
        try writeFiles(["ios/App.xcodeproj/project.pbxproj": setting("Old/Info.plist")], under: root)
        #expect(try messages().0 == 0)
    }

    /// A face the app bundles under a name in one of iOS's families that iOS does not ship (unstoppable-ios-app's
    /// `HelveticaNeue-Custom`) is the app's, declared or not: left out of UIAppFonts, `UIFont(name:)` returns nil.
    /// Only declared faces were looked at, so the undeclared one was "ships with iOS", a pass that skipped its
    /// Bold Text face. The font is AuditSans-Regular renamed `Georgia-AppCustom` (same length) in its name table.
    @Test func anUndeclaredOwnFaceInAnIOSFamilyIsNotIOSs() throws {
        let root = try temporaryFolder()
        let regular = try Data(contentsOf: URL(fileURLWithPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf"))
        var bytes = [UInt8](regular)
        for (old, new) in [("AuditSans-Regular", "Georgia-AppCustom")] {
            for encoding in [String.Encoding.ascii, .utf16BigEndian] {
                let (from, to) = ([UInt8](old.data(using: encoding)!), [UInt8](new.data(using: encoding)!))
                var i = 0
                while i + from.count <= bytes.count {
                    if bytes[i..<i + from.count].elementsEqual(from) {
                        bytes.replaceSubrange(i..<i + from.count, with: to)
                        i += from.count
                    } else {
                        i += 1
                    }
                }
            }
        }
        try writeFiles(
            [
                "ios/App/Info.plist": plist([]),
                "ios/App/View.swift": "let body = UIFont(name: \"Georgia-AppCustom\", size: 17)\n",
            ], under: root)
        try FileManager.default.createDirectory(atPath: root + "/ios/Fonts", withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/ios/Fonts/Georgia-AppCustom.ttf"))
        let (code, json) = try audit(root)
        #expect(code == 1)
        let style = try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "body" })
        #expect(style["status"] as? String == "fail", "\(style)")
        let messages = (style["findings"] as! [[String: Any]]).compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("not declared in UIAppFonts") }, "\(messages)")
    }

    @Test func aFileNoProjectListsIsNotInTheApp() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "ios/App.xcodeproj/project.pbxproj": project(
                    listing: ["../resources/fonts/AuditSans-Regular.ttf", "Fonts/AuditSans-Bold.ttf"],
                    folders: ["Bundled"]),
                "ios/App/Info.plist": plist(["AuditSans-Regular.ttf"]),
                "ios/App/View.swift": "let body = UIFont(name: \"AuditSans-Regular\", size: 17)\n",
                "ios/Kit/Package.swift": "// swift-tools-version:5.9\n",
            ], under: root)
        try copy("AuditSans-Regular", to: "resources/fonts/AuditSans-Regular.ttf", under: root)
        // Listed by the project, not by UIAppFonts: undeclared.
        try copy("AuditSans-Bold", to: "ios/App/Fonts/AuditSans-Bold.ttf", under: root)
        // In a folder the project copies whole, not in UIAppFonts: undeclared.
        try copy("AuditSans-SemiBold", to: "ios/App/Bundled/AuditSans-SemiBold.ttf", under: root)
        // A leftover no project lists: not in the app.
        try copy("AuditSans-Black", to: "ios/fonts/AuditSans-Black.ttf", under: root)
        // A Swift package's resource: the package brings it, not the project's list.
        try copy("AuditSans-Italic", to: "ios/Kit/Sources/Kit/AuditSans-Italic.ttf", under: root)
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            undeclared(json).sorted() == [
                "error AuditSans-Bold.ttf", "error AuditSans-Italic.ttf", "error AuditSans-SemiBold.ttf",
                "warning AuditSans-Black.ttf",
            ])
        let leftover = (json["findings"] as! [[String: Any]]).first {
            ($0["path"] as? String)?.hasSuffix("AuditSans-Black.ttf") == true
        }
        #expect(
            (leftover?["message"] as? String)?.hasSuffix(
                "ios/fonts/AuditSans-Black.ttf is in the repository but no Xcode project lists it, so it is not in the app; if it should be, add it to the app target's resources and to UIAppFonts"
            ) == true)

        // Only the leftover: a warning, so the run passes (it failed on an error before).
        let only = try temporaryFolder()
        try writeFiles(
            [
                "ios/App.xcodeproj/project.pbxproj": project(listing: ["../resources/fonts/AuditSans-Regular.ttf"]),
                "ios/App/Info.plist": plist(["AuditSans-Regular.ttf"]),
                "ios/App/View.swift":
                    "let body = UIFont(name: \"AuditSans-Regular\", size: 17)\nlet black = UIFont(name: \"AuditSans-Black\", size: 17)\n",
            ], under: only)
        try copy("AuditSans-Regular", to: "resources/fonts/AuditSans-Regular.ttf", under: only)
        try copy("AuditSans-Black", to: "ios/fonts/AuditSans-Black.ttf", under: only)
        let (onlyCode, onlyJSON) = try audit(only)
        #expect(undeclared(onlyJSON) == ["warning AuditSans-Black.ttf"])
        #expect(onlyCode == 1)  // bold-text-not-handled still fails the run; no undeclared-font error does
        // A style asking for the leftover's face is told how to ship it, not only to declare it.
        let black = try #require(
            (onlyJSON["styles"] as! [[String: Any]]).first { $0["name"] as? String == "black" })
        let messages = (black["findings"] as! [[String: Any]]).compactMap { $0["message"] as? String }
        #expect(
            messages.contains {
                $0.hasSuffix(
                    "no Xcode project lists it: add it to the app target's resources and to UIAppFonts, nothing to buy")
            }, "\(messages)")
    }

    /// A project that lists no font file (a pod's, a package's, or one trimmed to its settings) does not tell
    /// which files are bundled: every font file is taken as in the app, as before.
    @Test func aProjectListingNoFontDoesNotTell() throws {
        let root = try temporaryFolder()
        try writeFiles(
            [
                "App.xcodeproj/project.pbxproj": project(listing: ["App/View.swift"]),
                "App/Info.plist": plist(["AuditSans-Regular.ttf"]),
                "App/View.swift": "let body = UIFont(name: \"AuditSans-Regular\", size: 17)\n",
            ], under: root)
        try copy("AuditSans-Regular", to: "App/Fonts/AuditSans-Regular.ttf", under: root)
        try copy("AuditSans-Bold", to: "App/Fonts/AuditSans-Bold.ttf", under: root)
        let (_, json) = try audit(root)
        #expect(undeclared(json) == ["error AuditSans-Bold.ttf"])
    }
}
