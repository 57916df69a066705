/// Icon fonts: glyph sets drawn through the text system (Material Icons, Font Awesome, Ionicons). Bold Text is
/// about text, so an icon font has no Bold Text face to buy and no switch to make: a heavier weight of an icon
/// font either does not exist ("Material Icons SemiBold") or is another set of icons.
package enum IconFonts {
    /// Whether `name` (a family, a PostScript name, a file name or a code name for one) names an icon font: it
    /// has "icon" as a word or a word's start ("MaterialIcons", "Material Design Icons", `icon_font.ttf`, but not
    /// "Lexicon" or "Silicon"), or it is one of the well-known sets whose names do not say so
    /// (react-native-vector-icons' families, among them FontAwesome, Entypo, Feather, Fontisto, Octicons,
    /// Zocial, AntDesign and Foundation's "fontcustom"; Google's Material Symbols; IcoMoon and Fontello exports).
    ///
    /// Read on the name's UTF-8 bytes, letters being ASCII letters and every byte of a non-ASCII character: the
    /// readers ask it for every style of an app (50,000 in the iOS bench), and one pass over the bytes costs a
    /// few hundred instructions where Unicode properties cost tens of thousands.
    package static func isIconFont(_ name: String) -> Bool {
        var letters: [UInt8] = []
        letters.reserveCapacity(name.utf8.count)
        var previous: UInt8 = 0  // 0: the name's start
        var found = false
        var utf8 = Array(name.utf8)
        utf8.append(0)
        for i in 0..<(utf8.count - 1) {
            let byte = utf8[i]
            let lower = isUpper(byte) ? byte + 32 : byte
            if lower == UInt8(ascii: "i"), i + 3 < utf8.count, lowered(utf8[i + 1]) == UInt8(ascii: "c"),
                lowered(utf8[i + 2]) == UInt8(ascii: "o"), lowered(utf8[i + 3]) == UInt8(ascii: "n")
            {
                // A word's start: the name's, after a non-letter, or a capital I after a small letter (camel case).
                if previous == 0 || !isLetter(previous) || (byte == UInt8(ascii: "I") && isLower(previous)) {
                    found = true
                    break
                }
            }
            if isLetter(byte) { letters.append(lower) }
            previous = byte
        }
        if found { return true }
        return knownSets.contains { letters.starts(with: $0) }
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || byte >= 0x80 }
    private static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }

    private static let knownSets: [[UInt8]] = [
        "fontawesome", "entypo", "feather", "fontisto", "fontcustom", "octicons", "zocial", "antdesign",
        "materialicons", "materialcommunityicons", "materialsymbols", "ionicons", "simplelineicons", "evilicons",
        "icomoon", "fontello", "lineawesome", "glyphicons", "typicons",
    ].map { Array($0.utf8) }
}
