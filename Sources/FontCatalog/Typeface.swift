import FontAuditSystem

/// The typeface a face belongs to as designers name it, for families that give each weight a family name of
/// its own with no typographic family (name ID 16) to tie them: "OpenSans-SemiBold" as Mattermost ships Open
/// Sans, "Open Sans SemiBold", "Quicksand Light" beside "Quicksand". Such a face belongs to the typeface its
/// family name names without the weight and slant words at its end, when its PostScript name's prefix says
/// the same: "Black Ops One" (BlackOpsOne-Regular) is not a Black of "Ops One".
package enum Typeface {
    /// "ParcelSans-SemiBold" → "ParcelSans"; "Tally Sans SemiBold" (PostScript "TallySans-SemiBold") →
    /// "Tally Sans"; nil for a family name without such words, or one its PostScript name disagrees with.
    package static func stem(of face: FontFace) -> String? {
        guard let stem = stem(ofFamilyName: face.family) else { return nil }
        let prefix = face.postscriptName.split(separator: "-", maxSplits: 1).first.map(String.init) ?? ""
        return FamilyName.normalized(prefix) == FamilyName.normalized(stem) ? stem : nil
    }

    /// The family name without its trailing weight and slant words, spelt as the name spells it: "Open Sans
    /// SemiBold Italic" → "Open Sans". Nil when there are none, or nothing else.
    package static func stem(ofFamilyName name: String) -> String? {
        let key = FamilyName.normalized(name)
        guard let stemKey = stemKey(ofKey: key) else { return nil }
        // The key is the name without spaces, hyphens and underscores, lower-cased: keep as many of the
        // name's other characters as the stem's key has. (Names whose case folding changes their length are
        // left alone.)
        guard key.count == name.count(where: { !separators.contains($0) }) else { return nil }
        var kept = 0
        var end = name.startIndex
        for index in name.indices where kept < stemKey.count {
            if !separators.contains(name[index]) { kept += 1 }
            end = name.index(after: index)
        }
        let stem = name[..<end].trimmingSuffix(while: separators.contains)
        return stem.isEmpty ? nil : String(stem)
    }

    /// A normalised family key (`FamilyName.normalized`) without its trailing weight and slant words:
    /// "parcelsanssemibolditalic" → "parcelsans". By letters alone ("kobold" → "ko"): `stem(of:)` checks the
    /// PostScript name, and a filter that lists a few faces too many costs nothing.
    /// Compared as UTF-8 bytes: the words are ASCII letters, which no combining mark can end and no earlier
    /// character can join, so a byte suffix is a character suffix. Every installed face's family goes through
    /// this on each run (a quarter of a 50-style audit's own work, compared character by character).
    /// `stemKeyReference` is the character-by-character version it is tested against.
    package static func stemKey(ofKey key: String) -> String? {
        var key = key
        return key.withUTF8 { bytes in
            var end = bytes.count
            strip: while true {
                for word in styleWordBytes where end > word.count {
                    if Self.word(word, endsAt: end, in: bytes) {
                        end -= word.count
                        continue strip
                    }
                }
                return end < bytes.count ? String(decoding: bytes[..<end], as: UTF8.self) : nil
            }
        }
    }

    private static func word(_ word: [UInt8], endsAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = end - word.count
        for k in 0..<word.count where bytes[start + k] != word[k] { return false }
        return true
    }

    package static func stemKeyReference(ofKey key: String) -> String? {
        var rest = Substring(key)
        var stripped = false
        strip: while true {
            for word in styleWords where rest.utf8.count > word.utf8.count && rest.hasSuffix(word) {
                rest = rest.dropLast(word.count)
                stripped = true
                continue strip
            }
            return stripped ? String(rest) : nil
        }
    }

    private static let separators: Set<Character> = [" ", "-", "_"]

    /// Weight and slant words, normalised, longest first: "extrabold" is stripped before "bold" can be.
    private static let styleWords: [String] = (Array(WeightClass.namedWeights.keys) + ["italic", "oblique"])
        .sorted { ($0.count, $0) > ($1.count, $1) }
    private static let styleWordBytes: [[UInt8]] = styleWords.map { Array($0.utf8) }
}

extension Substring {
    fileprivate func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> Substring {
        var trimmed = self
        while let last = trimmed.last, isTrimmed(last) { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
