/// The families of the google_fonts package and how it names what it loads (flutter/packages
/// `packages/google_fonts/lib/src/google_fonts_base.dart`, `google_fonts_variant.dart` and
/// `google_fonts_family_with_variant.dart`). `GoogleFonts.inter(fontWeight: FontWeight.w500)` picks the variant of
/// Inter closest to w500 (`_closestMatch`), loads that one file into a `FontLoader` of its own family, `Inter_500`,
/// and returns the style with `fontFamily: 'Inter_500'` and `fontFamilyFallback: ['Inter']`: the family the engine
/// sees holds one face.
enum GoogleFontsFamilies {
    struct Variant: Equatable, Hashable {
        var weight: Int
        var italic: Bool
    }

    struct Family {
        /// The family's name on Google Fonts ("Roboto Slab"), `GoogleFonts.getFont`'s key.
        var name: String
        /// In the package's order: of two variants that match equally well, the first is loaded.
        var variants: [Variant]

        /// `_closestMatch`: the exact variant, else the least `|weight difference| / 100`, plus 2 for the other
        /// slant (`_computeMatch`); the first of equal scores.
        func closest(to request: Variant) -> Variant {
            var best = variants[0]
            var bestScore = Int.max
            for variant in variants {
                let score =
                    variant == request
                    ? 0 : abs(variant.weight - request.weight) / 100 + (variant.italic == request.italic ? 0 : 2)
                if score < bestScore { (best, bestScore) = (variant, score) }
            }
            return best
        }

        /// The family the package registers the variant under: `GoogleFontsFamilyWithVariant.toString`,
        /// `${family}_$variant`, whose variant is "regular", "italic", "500" or "500italic" and whose family is
        /// the name without spaces (the generated `fontFamily: 'RobotoSlab'`).
        func registeredName(_ variant: Variant) -> String {
            let weight = variant.weight == 400 ? "" : String(variant.weight)
            let style = variant.italic ? "italic" : (variant.weight == 400 ? "regular" : "")
            return "\(compactName)_\(weight)\(style)"
        }

        /// The asset file the package loads instead of fetching, when the asset manifest has a `.ttf` or `.otf`
        /// whose name without its extension ends with this (`findFamilyWithVariantAssetPath`,
        /// `toApiFilenamePrefix`): "Inter-Medium", "Inter-Italic", "Inter-BoldItalic".
        func fileStem(_ variant: Variant) -> String {
            let words = [100: "Thin", 200: "ExtraLight", 300: "Light", 500: "Medium", 600: "SemiBold", 700: "Bold"]
            let word = words[variant.weight] ?? [800: "ExtraBold", 900: "Black"][variant.weight] ?? "Regular"
            let part = word == "Regular" ? (variant.italic ? "Italic" : word) : word + (variant.italic ? "Italic" : "")
            return compactName + "-" + part
        }

        var compactName: String { String(name.filter { $0 != " " }) }
    }

    /// The families by method name (`inter`, `robotoSlab`).
    static let byMethod: [String: Family] = {
        var families: [String: Family] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2)
            guard fields.count == 3 else { continue }
            let variants = fields[2].compactMap { character -> Variant? in
                guard let value = character.asciiValue else { return nil }
                if (49...57).contains(value) { return Variant(weight: Int(value - 48) * 100, italic: false) }
                if (97...105).contains(value) { return Variant(weight: Int(value - 96) * 100, italic: true) }
                return nil
            }
            guard !variants.isEmpty else { continue }
            families[String(fields[0])] = Family(name: String(fields[1]), variants: variants)
        }
        return families
    }()

    /// The families by their Google Fonts name (`GoogleFonts.getFont('Roboto Slab')`, case-sensitive).
    static let byName: [String: Family] = {
        var families: [String: Family] = [:]
        for family in byMethod.values { families[family.name] = family }
        return families
    }()
}
