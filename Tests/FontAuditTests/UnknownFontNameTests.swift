import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontCatalog

/// Names no face carries, judged once per name (`UnknownFontNameCheck.findings(sharingNames:)`), against
/// every call judged on its own: fixture face names with near misses, iOS's own and Apple's system names,
/// composed and decomposed accents, and calls under a naming convention.
@Suite struct UnknownFontNameTests {
    static let faces = BundledFonts.read(files: (try? FontFileFinder.find([Paths.fonts]).files) ?? []).faces

    /// Every name a fixture face answers to, with near misses: case, spacing, composed and decomposed accents,
    /// the Kelvin sign, a trailing space.
    static var names: [String] {
        var names: [String] = ["", " ", "Regular", "Café Sans", "Cafe\u{301} Sans", "\u{212A}elvin", "İtalic"]
        for face in faces {
            for name in [face.displayName, face.fullName, face.postscriptName, face.family].compactMap({ $0 }) {
                names += [
                    name, name.uppercased(), name.lowercased(), name + " ",
                    name.replacingOccurrences(of: " ", with: ""),
                ]
            }
        }
        return names
    }

    @Test func unknownNamesJudgedOnce() throws {
        var styles: [TextStyle] = []
        for (i, name) in (Self.names + Self.names.reversed()).enumerated() {
            var style = TextStyle(
                name: "s\(i)", location: SourceLocation(file: "A.swift", line: i + 1, column: 1), fontName: name)
            style.exactName = true
            style.acceptsFamilyName = i % 3 == 0
            styles.append(style)
            if i % 5 == 0 {
                var convention = style
                convention.policy = .ymattertype
                styles.append(convention)
            }
        }
        for name in [
            "HelveticaNeue-Bold", "ArialMT", "SFProText-Bold", "SFPro-Bold", "Inter-Blod", "Café-Bold",
            "Cafe\u{301}-Bold",
        ] {
            var style = TextStyle(
                name: name, location: SourceLocation(file: "B.swift", line: 1, column: 1), fontName: name)
            style.exactName = true
            styles += [style, style]
        }
        let faces = Array(Self.faces.prefix(Self.faces.count / 2))
        let shared = UnknownFontNameCheck.findings(styles, among: faces)
        let each = UnknownFontNameCheck.findings(styles, among: faces, sharingNames: false)
        #expect(shared.count > 20)
        // Byte for byte: Finding's == would take a composed accent for a decomposed one.
        let sameBytes = shared.map { Array("\($0)".utf8) } == each.map { Array("\($0)".utf8) }
        #expect(sameBytes)
    }
}
