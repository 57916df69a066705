/// Icon fonts: glyph sets drawn through the text system (Material Icons, Font Awesome, Ionicons). Bold Text is
/// about text, so an icon font has no Bold Text face to buy and no switch to make: a heavier weight of an icon
/// font either does not exist ("Material Icons SemiBold") or is another set of icons.
package enum IconFonts {
    /// Whether `name` (a family, a PostScript name, a file name or a code name for one) names an icon font: it
    /// has "icon" as a word or a word's start ("MaterialIcons", "Material Design Icons", `icon_font.ttf`, but not
    /// "Lexicon" or "Silicon"), or it is one of the well-known sets whose names do not say so
    /// (react-native-vector-icons' families, among them FontAwesome, Entypo, Feather, Fontisto, Octicons,
    /// Zocial, AntDesign and Foundation's "fontcustom"; Google's Material Symbols; IcoMoon and Fontello exports).
    package static func isIconFont(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        let lower = scalars.map { $0.properties.lowercaseMapping.unicodeScalars.first ?? $0 }
        for start in lower.indices where lower[start...].starts(with: "icon".unicodeScalars) {
            // A word's start: the name's, after a non-letter, or a capital I after a small letter (camel case).
            if start == 0 || !scalars[start - 1].properties.isAlphabetic
                || (scalars[start] == "I" && scalars[start - 1].properties.isLowercase)
            {
                return true
            }
        }
        let letters = String(String.UnicodeScalarView(lower.filter { $0.properties.isAlphabetic }))
        return knownSets.contains { letters.hasPrefix($0) }
    }

    private static let knownSets = [
        "fontawesome", "entypo", "feather", "fontisto", "fontcustom", "octicons", "zocial", "antdesign",
        "materialicons", "materialcommunityicons", "materialsymbols", "ionicons", "simplelineicons", "evilicons",
        "icomoon", "fontello", "lineawesome", "glyphicons", "typicons",
    ]
}
