import Testing

@testable import FontAuditEngine
@testable import FontAuditModel
@testable import FontCatalog

/// A face the app bundles under a PostScript name iOS does not ship, in one of iOS's families, is the app's
/// font: unstoppable-ios-app declares `HelveticaNeue-Custom.ttf` (family Helvetica Neue, style Custom) and asks
/// for `UIFont(name: "HelveticaNeue-Custom", size:)`. Core Text registers it (no installed face has the name)
/// and returns it; it was reported as iOS's own font ("ships with iOS: nothing to bundle or buy", a pass
/// whatever the file holds). A bundled copy of a face iOS ships (`HelveticaNeue-Bold`) loses to the installed
/// one, and a family name asked for stays iOS's.
@Suite struct IOSOwnFaceInSystemFamilyTests {
    func face(_ postscriptName: String, style: String, weight: Int) -> FontFace {
        FontFace(
            families: ["Helvetica Neue"], style: style, postscriptName: postscriptName,
            path: "/app/Fonts/\(postscriptName).ttf", weightRaw: weight, italic: false, source: .bundled)
    }

    func audit(_ name: String, exactName: Bool = true) -> StyleAudit {
        var style = TextStyle(
            name: "title", location: SourceLocation(file: "Fonts.swift", line: 1, column: 1), fontName: name)
        style.platform = .ios
        style.exactName = exactName
        let index = FaceIndex([
            face("HelveticaNeue-Custom", style: "Custom", weight: 400),
            face("HelveticaNeue-Bold", style: "Bold", weight: 700),
        ])
        return StyleAudit(style, index: index, options: AuditOptions(policy: BoldTextPolicy(name: .apple)))
    }

    @Test func aBundledFaceIOSDoesNotShipIsTheApps() {
        let own = audit("HelveticaNeue-Custom")
        #expect(!own.isPlatformFont)
        #expect(own.face?.postscriptName == "HelveticaNeue-Custom")
        // Its Bold Text face (600) is not bundled: a failure now, a pass before.
        #expect(own.boldTextWeight == 600)
        #expect(own.exactBoldFace == nil)
    }

    @Test func iOSsOwnNamesStayIOSs() {
        #expect(audit("HelveticaNeue-Bold").isPlatformFont)
        #expect(audit("HelveticaNeue").isPlatformFont)
        #expect(audit("HelveticaNeue-CondensedBlack").isPlatformFont)
        #expect(audit("HelveticaNeue-Custom", exactName: false).isPlatformFont)
    }
}
