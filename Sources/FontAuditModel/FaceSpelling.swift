import FontCatalog

/// How a family spells the weight words of its PostScript names, learned from the faces it has: Lato writes
/// "Lato-Semibold" and "Lato-Heavy" (800), Open Sans "OpenSans-Extrabold". A face to buy is named the family's
/// way, so the name matches the file a foundry sells. Empty, it is fontaudit's own words (`WeightClass.name`).
package struct FaceSpelling: Sendable, Hashable {
    /// Weight class → the word the family uses for it.
    package var words: [Int: String]

    package init(words: [Int: String] = [:]) { self.words = words }

    package static let canonical = FaceSpelling()

    /// The family's word for `weight`; for a class it has no face of, fontaudit's word, its second half
    /// lower-cased when the family writes its compounds that way ("Extrabold" beside "Semibold").
    package func word(for weight: Int) -> String {
        if let word = words[weight] { return word }
        let canonical = WeightClass.name(weight)
        guard lowersCompounds, canonical.dropFirst().contains(where: \.isUppercase) else { return canonical }
        return String(canonical.prefix(1)) + canonical.dropFirst().lowercased()
    }

    /// Whether a compound word the family uses ("Semibold") is fontaudit's ("SemiBold") with its second half
    /// lower-cased.
    private var lowersCompounds: Bool {
        words.contains { weight, word in
            let canonical = WeightClass.name(weight)
            return canonical != word && canonical.dropFirst().contains(where: \.isUppercase)
                && String(canonical.prefix(1)) + canonical.dropFirst().lowercased() == word
        }
    }

    /// Learned from faces' PostScript names: the part after the hyphen without its slant word, when it is a
    /// weight word ("Lato-SemiboldItalic" → 600: "Semibold"). Names that say more ("CondensedLight") or
    /// nothing ("Lato-Italic") teach nothing.
    package init(learningFrom faces: [FontFace]) {
        var words: [Int: String] = [:]
        for face in faces where words[face.weight] == nil {
            guard let hyphen = face.postscriptName.firstIndex(of: "-") else { continue }
            var word = face.postscriptName[face.postscriptName.index(after: hyphen)...]
            for slant in ["Italic", "Oblique"] where word.hasSuffix(slant) { word = word.dropLast(slant.count) }
            guard !word.isEmpty, WeightClass.value(named: String(word)) != nil else {
                continue
            }
            words[face.weight] = String(word)
        }
        self.words = words
    }
}
