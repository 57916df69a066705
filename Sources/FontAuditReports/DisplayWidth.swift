/// How many columns a terminal gives a text: East Asian wide and fullwidth characters and emoji take two,
/// combining marks, joiners and other format characters none, everything else one (the ranges of
/// `DisplayWidthTable`, generated from the Unicode Character Database). The text tables pad by it, so a style
/// named 見出し or 🔥 Promo lines up with the ASCII ones.
package enum DisplayWidth {
    /// The sum over the text's grapheme clusters (what the reader sees as one character).
    package static func of(_ text: String) -> Int {
        // ASCII, nearly every name: one column a byte, without splitting into clusters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// A cluster is as wide as its widest scalar (a base and its marks, emoji joined by U+200D), or two when it
    /// asks for emoji presentation (U+FE0F) or is a flag (a pair of regional indicators).
    package static func of(_ character: Character) -> Int {
        var widest = 0
        var regionalIndicators = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
            widest = max(widest, of(scalar))
        }
        return regionalIndicators >= 2 ? 2 : widest
    }

    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if contains(DisplayWidthTable.zeroWidth, value) { return 0 }
        return contains(DisplayWidthTable.wide, value) ? 2 : 1
    }

    /// Binary search over flat (first, last) pairs.
    private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[2 * middle] {
                high = middle - 1
            } else if value > ranges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension String {
    /// The columns a terminal shows this text in (`DisplayWidth`).
    package var displayWidth: Int { DisplayWidth.of(self) }
}
