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
            guard let word = Self.weightPart(ofPostScriptName: face.postscriptName),
                !word.isEmpty, WeightClass.value(named: word) != nil
            else { continue }
            words[face.weight] = word
        }
        self.words = words
    }

    /// "Lato-SemiboldItalic" → "Semibold": after the first hyphen, without a trailing "Italic", then "Oblique";
    /// nil without a hyphen. PostScript names are printable ASCII, where each byte is a character: read as bytes.
    /// Searched character by character, as `weightPartReference` does, the hyphen alone cost 5,000 instructions a
    /// name, and learning Noto Sans' spelling 8 % of a 300-style run over it (issue 26). Any other name takes
    /// the reference, which `FaceSpellingFastPathTests` holds this to.
    package static func weightPart(ofPostScriptName name: String) -> String? {
        // An array: a String's UTF-8 view checks its index at every byte, thirty instructions a byte.
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return weightPartReference(ofPostScriptName: name) }
        guard let hyphen = bytes.firstIndex(of: UInt8(ascii: "-")) else { return nil }
        var end = bytes.count
        for slant in slantWords where end - (hyphen + 1) >= slant.count {
            if bytes[(end - slant.count)..<end].elementsEqual(slant) { end -= slant.count }
        }
        return String(decoding: bytes[(hyphen + 1)..<end], as: UTF8.self)
    }

    private static let slantWords = [Array("Italic".utf8), Array("Oblique".utf8)]

    /// The same, character by character: the plain path.
    package static func weightPartReference(ofPostScriptName name: String) -> String? {
        guard let hyphen = name.firstIndex(of: "-") else { return nil }
        var word = name[name.index(after: hyphen)...]
        for slant in ["Italic", "Oblique"] where word.hasSuffix(slant) { word = word.dropLast(slant.count) }
        return String(word)
    }
}
