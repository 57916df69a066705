import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI

/// The Swift forms real apps write, in Fixtures/apps/ios/FormsApp: helpers that `return .custom(…)`, ternaries,
/// switch cases, SwiftGen constants, a `.custom` that is no font, and Apple's system font asked for by name.
@Suite struct SwiftCodeFormsTests {
    static let app = Paths.root + "/Fixtures/apps/ios/FormsApp"

    func audit() throws -> (code: Int32, json: [String: Any]) {
        let run = runInProcess(["app", Self.app, "--format", "json"])
        return (run.code, try parseJSON(run.stdout))
    }

    /// "name file:line:col [rules]" for each style.
    func styles(_ json: [String: Any]) -> [String] {
        (json["styles"] as! [[String: Any]]).map { style in
            let location = style["location"] as! [String: Any]
            let file = ((location["file"] as! String) as NSString).lastPathComponent
            let rules = (style["findings"] as! [[String: Any]]).map { $0["rule"] as! String }
            return
                "\(style["name"] as! String) \(file):\(location["line"] as! Int):\(location["column"] as! Int) \(rules)"
        }
    }

    @Test func expressionPositionsAndSwiftGenAreRead() throws {
        let (code, json) = try audit()
        #expect(code == 1)
        let found = styles(json)
        // `return .custom(…)` in a helper, both sides of a ternary, `case .x: .custom` and `case .x: return .custom`.
        #expect(found.contains("Theme.swift:5 Theme.swift:5:16 [\"missing-bold-counterpart\"]"))
        #expect(found.contains("Theme.swift:9 Theme.swift:9:14 [\"missing-bold-counterpart\"]"))
        #expect(found.contains("Theme.swift:9 Theme.swift:9:53 []"))
        #expect(found.contains("title Theme.swift:18:22 [\"missing-bold-counterpart\"]"))
        #expect(found.contains("body Theme.swift:19:28 []"))
        // A view's `var body` names no style: the style is named by its place.
        #expect(found.contains("Theme.swift:27 Theme.swift:27:19 [\"missing-bold-counterpart\"]"))
        // SwiftGen's FontFamily constants resolve through the generated table to exact PostScript names.
        #expect(found.contains("heading ProfileViewController.swift:4:19 [\"missing-bold-counterpart\"]"))
        // UIKit fonts that never pass through UIFontMetrics do not scale (issue 27's rule).
        #expect(found.contains("note ProfileViewController.swift:5:16 [\"text-does-not-scale\"]"))
        #expect(found.contains("swiftUI ProfileViewController.swift:6:19 []"))
        // `Font.custom(FontFamily.MosaicSans.regular.name, size:relativeTo:)`: the name the table gives.
        #expect(found.contains("caption ProfileViewController.swift:7:19 []"))
        // The sheet detent's `.custom("compact") { … }` is no font: no style, nothing counted.
        #expect(!found.contains { $0.contains("compact") })
        // A full name (name ID 4) that is the family alone, as OpenDyslexic's is: Core Text finds the face by it.
        #expect(found.contains("byFullName Theme.swift:35:18 [\"missing-bold-counterpart\", \"text-does-not-scale\"]"))
        #expect(
            !((json["findings"] as? [[String: Any]]) ?? []).contains {
                $0["rule"] as? String == "unknown-font-name" && ($0["message"] as? String)?.contains("Lexica") == true
            })
        #expect(found.count == 14)
        // SwiftGen's generated file is read for its table only: its `UIFont(name: name, …)` and
        // `SwiftUI.Font.custom(self, …)` are the library's calls, not the app's, and not counted.
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 0)
        #expect(
            !((json["findings"] as? [[String: Any]]) ?? []).contains {
                (($0["location"] as? [String: Any])?["file"] as? String)?.hasSuffix("Generated/Fonts.swift") == true
            })
    }

    @Test func appleSystemFontByNameIsAnErrorNamingTheAPI() throws {
        let (_, json) = try audit()
        let privateName = (json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "privateSystem" }!
        let finding = (privateName["findings"] as! [[String: Any]])[0]
        #expect(finding["rule"] as? String == "system-font-by-name")
        #expect((finding["message"] as! String).contains("UIFont.systemFont(ofSize:weight:)"))
        #expect((finding["message"] as! String).contains("Times New Roman"))
        // Nothing of Apple's is to buy because code asked for it by name.
        let buying = (json["missingFaces"] as! [[String: Any]]).map { $0["postscriptName"] as! String }
        #expect(!buying.contains { $0.hasPrefix(".SFUI") })
        // The bundled SF Pro file is audited like any font, with a licence note at the file.
        let notes = (json["findings"] as! [[String: Any]]).filter { $0["rule"] as? String == "system-font-by-name" }
        #expect(notes.count == 1)
        #expect(notes.first?["severity"] as? String == "note")
        let bundled = (json["styles"] as! [[String: Any]]).first { $0["name"] as? String == "bundledSF" }!
        #expect(((bundled["face"] as? [String: Any])?["postscriptName"] as? String) == "SFProText-Regular")
    }
}
