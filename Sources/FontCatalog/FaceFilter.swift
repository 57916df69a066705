/// Which installed faces a run needs: those of the spec's families, or with one of its PostScript names.
public struct FaceFilter: Sendable, Hashable {
    /// Normalised family names (`FamilyName.normalized`).
    public var familyKeys: Set<String>
    /// Case-folded PostScript names.
    public var postscriptNames: Set<String>

    public init(families: [String] = [], postscriptNames: [String] = []) {
        // A spec of thousands of styles names a few dozen families: each is normalised once.
        familyKeys = Set(Set(families).map(FamilyName.normalized))
        self.postscriptNames = Set(postscriptNames.map(Self.caseFolded))
    }

    /// PostScript names are ASCII by definition; fold case without Unicode tables.
    public static func caseFolded(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return s }
        guard s.utf8.allSatisfy({ $0 < 0x80 }) else { return s.lowercased() }
        return String(decoding: s.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
