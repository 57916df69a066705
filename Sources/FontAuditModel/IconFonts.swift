/// Icon fonts: glyph sets drawn through the text system (Material Icons, Font Awesome, Ionicons), and emoji fonts
/// (Noto Color Emoji, Twemoji), whose color glyphs come in one weight. Bold Text is about text, so such a font
/// has no Bold Text face to buy and no switch to make: a heavier weight of an icon font either does not exist
/// ("Material Icons SemiBold") or is another set of icons.
package enum IconFonts {
    /// Whether `name` (a family, a PostScript name, a file name or a code name for one) names an icon font: it
    /// has "icon" as a word or a word's start ("MaterialIcons", "Material Design Icons", `icon_font.ttf`, but not
    /// "Lexicon" or "Silicon"), or it is one of the well-known sets whose names do not say so
    /// (react-native-vector-icons' families, among them FontAwesome, Entypo, Feather, Fontisto, Octicons,
    /// Zocial, AntDesign and Foundation's "fontcustom"; Google's Material Symbols; IcoMoon and Fontello exports).
    ///
    /// Read in one pass over the name's UTF-8 bytes (letters being ASCII letters and every byte of a non-ASCII
    /// character), with nothing allocated: the readers ask it for every style of an app. "Emoji" as a word
    /// (hiddify's pubspec family `Emoji`, "Noto Color Emoji", "SegoeUIEmoji", "EmojiOne", but not "Emojione
    /// Sans") is read in a second pass.
    package static func isIconFont(_ name: String) -> Bool {
        isIconSet(name) || hasWord(emoji, in: name)
    }

    private static let emoji = Array("emoji".utf8)

    /// Whether `word` (lower-case letters) is a word of `name`: it starts at the name's start, after a non-letter
    /// or as a capital, and ends at the name's end, before a non-letter or before a capital.
    private static func hasWord(_ word: [UInt8], in name: String) -> Bool {
        var previous: UInt8 = 0
        var matched = 0
        for byte in name.utf8 {
            if matched == word.count {
                // The word is whole when what follows starts no small letter.
                if !isLower(byte) && byte < 0x80 || isUpper(byte) { return true }
                matched = 0
            }
            if matched > 0, lowered(byte) == word[matched] {
                matched += 1
            } else {
                matched = 0
                if lowered(byte) == word[0], !isLetter(previous) || isUpper(byte) { matched = 1 }
            }
            previous = byte
        }
        return matched == word.count
    }

    private static func isIconSet(_ name: String) -> Bool {
        // The last four bytes seen, newest in the low byte, and the one before them.
        var recent: UInt32 = 0
        var beforeRecent: UInt8 = 0
        var seen = 0
        // The known sets whose letters the name's letters still start with, a bit each, and letters read.
        var alive: UInt32 = (1 << UInt32(knownSets.count)) - 1
        var letters = 0
        for byte in name.utf8 {
            if seen >= 4 { beforeRecent = UInt8(truncatingIfNeeded: recent >> 24) }
            recent = (recent << 8) | UInt32(byte)
            seen += 1
            if seen >= 4, lowered(UInt8(truncatingIfNeeded: recent >> 24)) == UInt8(ascii: "i"),
                lowered(UInt8(truncatingIfNeeded: recent >> 16)) == UInt8(ascii: "c"),
                lowered(UInt8(truncatingIfNeeded: recent >> 8)) == UInt8(ascii: "o"),
                lowered(byte) == UInt8(ascii: "n")
            {
                // A word's start: the name's, after a non-letter, or a capital I after a small letter (camel case).
                let first = UInt8(truncatingIfNeeded: recent >> 24)
                if seen == 4 || !isLetter(beforeRecent) || (first == UInt8(ascii: "I") && isLower(beforeRecent)) {
                    return true
                }
            }
            guard isLetter(byte), alive != 0 else { continue }
            // The sets still alive, lowest bit first: after the first letter, one or two at most.
            var bits = alive
            while bits != 0 {
                let s = bits.trailingZeroBitCount
                bits &= bits - 1
                let set = knownSets[s]
                if letters == set.count { return true }  // every letter of the set read
                if set[letters] != lowered(byte) { alive &= ~(1 << UInt32(s)) }
            }
            letters += 1
        }
        return knownSets.indices.contains { alive & (1 << UInt32($0)) != 0 && knownSets[$0].count == letters }
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || byte >= 0x80 }
    private static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }

    private static let knownSets: [[UInt8]] = [
        "fontawesome", "entypo", "feather", "fontisto", "fontcustom", "octicons", "zocial", "antdesign",
        "materialicons", "materialcommunityicons", "materialsymbols", "ionicons", "simplelineicons", "evilicons",
        "icomoon", "fontello", "lineawesome", "glyphicons", "typicons", "twemoji", "joypixels",
    ].map { Array($0.utf8) }
}
