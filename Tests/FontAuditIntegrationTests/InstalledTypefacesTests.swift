import Foundation
import TestSupport
import Testing

/// Issue 22 through fontconfig: installed one-weight families are listed with their typeface (the audit's
/// filter asks for them by typeface), and an installed Lato-like Thin keeps its 200.
@Suite struct InstalledTypefacesTests {
    @Test func installedOneWeightFamiliesAreAuditedWithinTheirTypeface() throws {
        let folder = try temporaryFolder()
        let conf = folder + "/fonts.conf"
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig><dir>\(Paths.families)</dir><cachedir>\(folder)/cache</cachedir></fontconfig>
        """.write(toFile: conf, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = conf
        let spec = try temporarySpec(
            """
            {"boldText": "apple", "styles": [
             {"name": "tally", "family": "Tally Sans", "weight": 300},
             {"name": "brook-light", "family": "Brook Light", "weight": 400},
             {"name": "parcel", "family": "ParcelSans-SemiBold", "weight": 400},
             {"name": "thin", "family": "Lark", "weight": 200}
            ]}
            """)
        let run = try runBinary([spec, "--format", "json"], environment: environment)
        let styles = try #require(try parseJSON(run.stdout)["styles"] as? [[String: Any]])
        func face(_ name: String, _ key: String = "face") -> String? {
            let style = styles.first { $0["name"] as? String == name }
            return (style?[key] as? [String: Any])?["postscriptName"] as? String
        }
        #expect(face("tally") == "TallySans-Light", "\(run.stdout)")
        #expect(face("brook-light") == "Brook-Light")
        #expect(face("brook-light", "boldTextFace") == "Brook-Regular")
        #expect(face("parcel") == "ParcelSans-SemiBold")
        #expect(face("thin") == "Lark-Thin")
        let missing = try #require(try parseJSON(run.stdout)["missingFaces"] as? [[String: Any]])
        #expect(Set(missing.map { $0["postscriptName"] as! String }) == ["TallySans-Regular", "ParcelSans-ExtraBold"])
    }
}
