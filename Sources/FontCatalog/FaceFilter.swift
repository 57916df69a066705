import FontAuditSystem

/// Which installed faces a run needs: those of the spec's families, or with one of its PostScript names.
package struct FaceFilter: Sendable, Hashable {
    /// Normalised family names (`FamilyName.normalized`).
    package var familyKeys: Set<String>
    /// Case-folded PostScript names.
    package var postscriptNames: Set<String>
    /// Normalised typeface names whose one-weight families are wanted too ("tallysans" wants "Tally Sans
    /// SemiBold": `Typeface`), by first byte, so the families of the installed faces that start otherwise
    /// cost one look-up.
    private var typefacesByFirstByte: [UInt8: [String]] = [:]

    /// Wants, besides the families named, the one-weight families of `typefaces` (names as written).
    package mutating func addTypefaces(_ typefaces: [String]) {
        for key in Set(typefaces.map(FamilyName.normalized)) {
            guard let first = key.utf8.first, typefacesByFirstByte[first]?.contains(key) != true else { continue }
            typefacesByFirstByte[first, default: []].append(key)
        }
    }

    /// Whether a face with these normalised family names is wanted by family or by typeface.
    package func wants(familyKeys keys: [String]) -> Bool {
        keys.contains(where: familyKeys.contains) || keys.contains(where: isOneWeightOfAWantedTypeface)
    }

    private func isOneWeightOfAWantedTypeface(_ key: String) -> Bool {
        guard let first = key.utf8.first, let typefaces = typefacesByFirstByte[first],
            typefaces.contains(where: { key.utf8.count > $0.utf8.count && key.hasPrefix($0) })
        else { return false }
        return Typeface.stemKey(ofKey: key).map(typefaces.contains) ?? false
    }

    package init(families: [String] = [], postscriptNames: [String] = []) {
        // A spec of thousands of styles names a few dozen families: each is normalised once.
        familyKeys = Set(Set(families).map(FamilyName.normalized))
        self.postscriptNames = Set(postscriptNames.map(Self.caseFolded))
    }

    /// PostScript names are ASCII by definition; fold case without Unicode tables.
    package static func caseFolded(_ s: String) -> String {
        // On the contiguous bytes, into the new string's own storage: the generic `utf8` walks and the
        // intermediate array cost 3,000 instructions a name, and every installed face's name is folded.
        var s = s
        let folded: String?? = s.withUTF8 { utf8 in
            var upper = false
            for byte in utf8 {
                if byte >= 0x80 { return .some(nil) }
                if byte >= 0x41 && byte <= 0x5A { upper = true }
            }
            guard upper else { return nil }
            return String(unsafeUninitializedCapacity: utf8.count) { out in
                for (i, byte) in utf8.enumerated() { out[i] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
                return utf8.count
            }
        }
        switch folded {
        case nil: return s  // no capital letter
        case .some(nil): return s.lowercased()  // not ASCII
        case .some(let ascii?): return ascii
        }
    }
}
