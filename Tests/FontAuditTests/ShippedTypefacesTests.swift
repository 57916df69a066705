import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditModel
@testable import FontCatalog

/// Issue 22, items 2 and 3: typefaces whose weights are families of their own, grouped as designers would.
extension ShippedFamiliesTests {
    @Test func aOneWeightFamilyIsAuditedWithinItsTypeface() throws {
        // Mattermost's Open Sans: name ID 1 "OpenSans-SemiBold", and "Tally Sans SemiBold" with no "Tally Sans".
        let json = try parseJSON(
            try auditSpec(
                """
                {"name": "semibold", "family": "ParcelSans-SemiBold", "weight": 600},
                {"name": "semibold-as-regular", "family": "ParcelSans-SemiBold", "weight": 400},
                {"name": "semibold-italic", "family": "ParcelSans-SemiBoldItalic", "weight": 400},
                {"name": "bold", "family": "ParcelSans", "weight": 700},
                {"name": "tally", "family": "Tally Sans SemiBold", "weight": 400},
                {"name": "tally-typeface", "family": "Tally Sans", "weight": 300}
                """
            ).stdout)
        let found = styles(json)
        for name in ["semibold", "semibold-as-regular", "semibold-italic", "tally"] {
            #expect(
                postscriptName(of: found[name]) == "ParcelSans-SemiBold"
                    || postscriptName(of: found[name]) == "ParcelSans-SemiBoldItalic"
                    || postscriptName(of: found[name]) == "TallySans-SemiBold", "\(name)")
            #expect(found[name]?["weight"] as? Int == 600, "\(name)")
        }
        #expect(found["semibold-italic"]?["italic"] as? Bool == true)
        #expect(postscriptName(of: found["bold"]) == "ParcelSans-Bold")
        #expect(postscriptName(of: found["tally-typeface"]) == "TallySans-Light")
        // The faces to buy are real faces of the typeface, not "OpenSans-SemiBold ExtraBold".
        #expect(
            Set(buyingList(json)) == [
                "ParcelSans-ExtraBold", "ParcelSans-ExtraBoldItalic", "ParcelSans-Black", "TallySans-ExtraBold",
                "TallySans-Regular",
            ],
            "\(buyingList(json))")
        #expect(
            messages(found["semibold"]) == [
                "missing-bold-counterpart: Bold Text needs ParcelSans ExtraBold (800), PostScript ParcelSans-ExtraBold, which is not installed; the nearest heavier installed face is ParcelSans-Bold Regular (700)"
            ])
    }

    /// The same faces asked for by name (`UIFont(name: "OpenSans-SemiBold")`, Mattermost's share extension): the
    /// face named, and its Bold Text face looked for among the typeface's weights, not in a family of one.
    @Test func aOneWeightFamilyAskedByNameIsWithinItsTypeface() throws {
        let json = try parseJSON(
            try auditSpec(
                """
                {"name": "semibold", "fontName": "ParcelSans-SemiBold"},
                {"name": "regular", "fontName": "ParcelSans"},
                {"name": "light", "fontName": "ParcelSans-Light"}
                """
            ).stdout)
        let found = styles(json)
        #expect(postscriptName(of: found["semibold"]) == "ParcelSans-SemiBold")
        #expect(found["regular"]?["status"] as? String == "pass")
        #expect(
            (found["regular"]?["boldTextFace"] as? [String: Any])?["postscriptName"] as? String == "ParcelSans-SemiBold"
        )
        #expect((found["light"]?["boldTextFace"] as? [String: Any])?["postscriptName"] as? String == "ParcelSans")
        #expect(Set(buyingList(json)) == ["ParcelSans-ExtraBold"], "\(buyingList(json))")
    }

    @Test func aStyleLinkedFamilyIsAWeightOfItsTypeface() throws {
        // Quicksand 1: "Quicksand Light" (style Regular, no name ID 16) beside an installed "Quicksand".
        let json = try parseJSON(
            try auditSpec(
                """
                {"name": "light", "family": "Brook Light", "weight": 400},
                {"name": "medium", "family": "Brook Medium", "weight": 400}
                """
            ).stdout)
        let found = styles(json)
        #expect(messages(found["light"]) == [])
        #expect(found["light"]?["weight"] as? Int == 300)
        #expect(found["light"]?["family"] as? String == "Brook")
        #expect(postscriptName(of: found["light"], "boldTextFace") == "Brook-Regular")
        #expect(messages(found["medium"]) == [])
        #expect(postscriptName(of: found["medium"], "boldTextFace") == "Brook-Bold")
        #expect(buyingList(json) == [])
    }

    @Test func oneWeightFamiliesAreNotGroupedAgainstTheirPostScriptNames() {
        #expect(Typeface.stem(ofFamilyName: "Tally Sans SemiBold") == "Tally Sans")
        #expect(Typeface.stem(ofFamilyName: "OpenSans-SemiBoldItalic") == "OpenSans")
        #expect(Typeface.stem(ofFamilyName: "Brook") == nil)
        #expect(Typeface.stem(ofFamilyName: "Bold") == nil)
        let blackOps = FontFace(
            families: ["Black Ops One"], style: "Regular", postscriptName: "BlackOpsOne-Regular", path: "/b",
            weightRaw: 400, italic: false, source: .bundled)
        #expect(Typeface.stem(of: blackOps) == nil)
        let kobold = FontFace(
            families: ["Kobold"], style: "Regular", postscriptName: "Kobold-Regular", path: "/k", weightRaw: 400,
            italic: false, source: .bundled)
        #expect(Typeface.stem(of: kobold) == nil)
    }
}
