import FontAuditModel

/// The faces of the `@expo-google-fonts/*` packages, known by their export's name when node_modules is not in the
/// project. Each package exports one font file per weight and slant under `<Family>_<weight><Name>`, with
/// `_Italic` for the italic (expo/google-fonts' generated READMEs: `Inter_400Regular`, `Inter_900Black`,
/// `IMFellDWPica_400Regular_Italic`), so the name alone says which face `useFonts` registers under its key.
enum ExpoGoogleFonts {
    struct Face: Equatable {
        var weight: Int
        var italic: Bool
    }

    /// `SpaceGrotesk_300Light` → 300 upright; `Inter_400Regular_Italic` → 400 italic; nil for any other name
    /// (the package's `useFonts`, `__metadata__`), whose face is not known.
    static func face(ofExport export: String) -> Face? {
        var parts = export.split(separator: "_", omittingEmptySubsequences: false)
        var italic = false
        if parts.count == 3, parts[2] == "Italic" {
            italic = true
            parts.removeLast()
        }
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let style = parts[1].utf8
        guard style.count > 3, style.prefix(3).allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let weight = Int(String(parts[1].prefix(3))), (100...900).contains(weight), weight % 100 == 0,
            parts[1].dropFirst(3).allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        return Face(weight: weight, italic: italic)
    }

    /// The Google Fonts name of an export's typeface ("SpaceGrotesk_300Light" → "Space Grotesk"), for the buying
    /// list; the export's prefix when the family is not in google_fonts' table. The packages are generated from the
    /// same Google Fonts catalogue, named by the family without spaces.
    static func typeface(ofExport export: String) -> String {
        let prefix = String(export.prefix { $0 != "_" })
        return byCompactName[prefix] ?? prefix
    }

    /// The typeface of a face `ReactNativeReader.loadPackageFace` made (its resource ends in the export's name).
    static func typeface(of face: DeclaredFace) -> String? {
        guard face.isExpoGoogleFontsExport, face.face == nil,
            let export = face.resource.split(separator: "/").last
        else { return nil }
        return typeface(ofExport: String(export))
    }

    private static let byCompactName: [String: String] = {
        var names: [String: String] = [:]
        for family in GoogleFontsFamilies.byMethod.values { names[family.compactName] = family.name }
        return names
    }()
}
