import FontAuditSystem

/// Weight classes on the OpenType `usWeightClass` scale (1–1000), and the one function that buckets
/// raw values from real files onto them.
package enum WeightClass {
    /// The classes the weights grid and the Bold Text policies work in.
    package static let gridClasses = [100, 200, 300, 400, 500, 600, 700, 800, 900]

    /// Buckets a raw weight onto a class, a multiple of 100 from 100 to 1000.
    ///
    /// - 1…9 are legacy values meaning ×100 (as the WPF font selection model and fontconfig read them).
    /// - 250 and 275 are the Windows-era Thin and ExtraLight (Roboto Thin is 250), so 250→100, 275→200.
    /// - Everything else is clamped to 1…1000 and rounded to the nearest hundred, halves up
    ///   (350→400, 450→500, 950→1000), with a floor of 100.
    /// - 0 or negative means "unknown" and reads as 400.
    package static func bucket(_ raw: Int) -> Int {
        switch raw {
        case ...0: return 400
        case 1...9: return raw * 100
        case 250: return 100
        case 275: return 200
        default:
            let clamped = min(raw, 1000)
            return max(100, ((clamped + 50) / 100) * 100)
        }
    }

    /// Whether bucketing changed the value, so reports can say so.
    package static func isBucketed(_ raw: Int) -> Bool { bucket(raw) != raw }

    /// Canonical display names, one per class. Heavy is ambiguous (DTCG/CSS say 900, Apple and Lato put it
    /// lower); fontaudit follows the numbers of CSS and DTCG: Heavy = 900.
    package static func name(_ weightClass: Int) -> String {
        switch bucket(weightClass) {
        case 100: return "Thin"
        case 200: return "ExtraLight"
        case 300: return "Light"
        case 400: return "Regular"
        case 500: return "Medium"
        case 600: return "SemiBold"
        case 700: return "Bold"
        case 800: return "ExtraBold"
        case 900: return "Black"
        default: return "ExtraBlack"
        }
    }

    /// Weight names accepted in specs, keyed by their normalised spelling (see `normalizedName`).
    package static let namedWeights: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extralight": 200, "ultralight": 200,
        "light": 300,
        "regular": 400, "normal": 400, "book": 400,
        "medium": 500,
        "semibold": 600, "demibold": 600,
        "bold": 700,
        "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    /// Lower-cases and drops spaces, hyphens and underscores: "Semi Bold" == "semi-bold" == "SemiBold".
    package static func normalizedName(_ name: String) -> String {
        FamilyName.normalized(name)
    }

    /// The weight for a name such as "SemiBold" or "extra-light", or nil.
    package static func value(named name: String) -> Int? {
        namedWeights[normalizedName(name)]
    }

    /// Weight names longest first, so "extrabold" is found before "bold" and "semibold", as bytes: a face's
    /// weight is read from its style name whenever it is listed, so the search is a plain byte scan.
    private static let namesLongestFirst: [(key: [UInt8], value: Int, loose: Bool)] =
        namedWeights
        .sorted { ($0.key.count, $0.key) > ($1.key.count, $1.key) }
        .map { (Array($0.key.utf8), $0.value, ["regular", "normal", "book", "heavy"].contains($0.key)) }

    /// The first weight name in a style name, longest names first: its weight, and whether families use
    /// that word loosely (Regular, Normal, Book, Heavy).
    private static func weightWord(in style: String) -> (value: Int, loose: Bool)? {
        let key = Array(normalizedName(style).utf8)
        for name in namesLongestFirst where key.count >= name.key.count {
            search: for start in 0...(key.count - name.key.count) {
                for j in 0..<name.key.count where key[start + j] != name.key[j] { continue search }
                return (name.value, name.loose)
            }
        }
        return nil
    }

    /// Guesses a weight from words in a style name, for faces without an OS/2 table.
    package static func fromStyleWords(_ style: String) -> Int? { weightWord(in: style)?.value }

    /// A face's weight class, from its stored weight and its style name. The stored value comes first, with
    /// two exceptions where it is known to mislead:
    /// - 10–99 is outside the OpenType scale (some families store 32–190 or similar, and fontconfig reads
    ///   all of it as Thin): the style name's weight wins, "Regular" included; with no weight word it
    ///   buckets as usual.
    /// - A style name with an unambiguous weight word ("ExtraLight", "Bold") that disagrees with the stored
    ///   class names the face the family means: a "Condensed Bold" stored as 400, an "ExtraLight" stored as
    ///   100, a "Bold" on a 190 scale. The words that families use loosely (Regular, Normal, Book, Heavy)
    ///   never override a stored value.
    /// Variable instances are read from their coordinates alone. The raw value is still shown in reports.
    /// fontaudit does not read the STAT table: its names are the instances' own, which the name table has.
    package static func read(raw: Int, styleName: String, variable: Bool = false) -> Int {
        let stored = bucket(raw)
        guard !variable, let word = weightWord(in: styleName), word.value != stored else { return stored }
        if (10...99).contains(raw) || !word.loose { return word.value }
        return stored
    }
}

/// Family-name normalisation shared by `scan --family` and the audit's family matching.
package enum FamilyName {
    /// Letters and digits only, as PostScript names are built ("Open Sans" → "OpenSans"). ASCII names (nearly
    /// all) skip Character-by-Character work: fontconfig's listing normalises every family of every
    /// installed face.
    package static func compact(_ s: String) -> String {
        var s = s
        let ascii: String? = s.withUTF8 { utf8 in
            for byte in utf8 where byte >= 0x80 {
                _ = byte
                return nil
            }
            return String(unsafeUninitializedCapacity: utf8.count) { out in
                var n = 0
                for byte in utf8 where (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) {
                    out[n] = byte
                    n += 1
                }
                return n
            }
        }
        return ascii ?? String(s.filter { $0.isLetter || $0.isNumber })
    }

    /// `normalized` for a NUL-terminated UTF-8 string from fontconfig, without making a `String` first: the
    /// listing normalises every family of every installed face (about 3,600 for 2,000 faces).
    package static func normalized(cString: UnsafePointer<UInt8>) -> String {
        var length = 0
        var ascii = true
        while cString[length] != 0 {
            if cString[length] >= 0x80 { ascii = false }
            length += 1
        }
        guard ascii else { return normalized(String(cString: cString)) }
        return String(unsafeUninitializedCapacity: length) { out in
            var n = 0
            for i in 0..<length where cString[i] != 0x20 && cString[i] != 0x2D && cString[i] != 0x5F {
                out[n] = cString[i] >= 0x41 && cString[i] <= 0x5A ? cString[i] | 0x20 : cString[i]
                n += 1
            }
            return n
        }
    }

    /// Ignores case, spaces, hyphens and underscores, so "NunitoSans" matches "Nunito Sans".
    package static func normalized(_ name: String) -> String {
        var name = name
        // ASCII names (nearly all) are folded byte by byte, straight into the new string's storage.
        let folded: String? = name.withUTF8 { utf8 in
            for byte in utf8 where byte >= 0x80 {
                _ = byte
                return nil
            }
            return String(unsafeUninitializedCapacity: utf8.count) { out in
                var n = 0
                for byte in utf8 where byte != 0x20 && byte != 0x2D && byte != 0x5F {
                    out[n] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    n += 1
                }
                return n
            }
        }
        if let folded { return folded }
        return String(
            name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" }.map(Character.init))
    }
}

/// Width classes on the OpenType `usWidthClass` scale, 1…9.
package enum WidthClass {
    package static func name(_ width: Int) -> String {
        [
            "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "normal", "semi-expanded",
            "expanded", "extra-expanded", "ultra-expanded",
        ][max(1, min(9, width)) - 1]
    }
}
