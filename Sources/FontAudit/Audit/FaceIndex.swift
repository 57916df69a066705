import FontCatalog

/// Faces indexed by every normalised family name and by PostScript name, so each style is matched in
/// constant time however many faces are installed.
public struct FaceIndex: Sendable {
    public let faces: [FontFace]
    private var byFamily: [String: [Int]] = [:]
    private var byPostScriptName: [String: [Int]] = [:]
    /// One spelling of each family, for "did you mean".
    private var familySpellings: [String: String] = [:]

    public init(_ faces: [FontFace]) {
        self.faces = faces
        for (i, face) in faces.enumerated() {
            for family in face.families {
                let key = FamilyName.normalized(family)
                if byFamily[key]?.last != i { byFamily[key, default: []].append(i) }
                if familySpellings[key] == nil { familySpellings[key] = family }
            }
            if !face.postscriptName.isEmpty {
                byPostScriptName[face.postscriptName.lowercased(), default: []].append(i)
            }
        }
    }

    /// Faces with `family` among their family names (ignoring case, spaces, hyphens and underscores).
    public func faces(family: String) -> [FontFace] {
        (byFamily[FamilyName.normalized(family)] ?? []).map { faces[$0] }
    }

    public func faces(postscriptName: String) -> [FontFace] {
        (byPostScriptName[postscriptName.lowercased()] ?? []).map { faces[$0] }
    }

    /// The installed family closest in spelling to `family`, if any is close enough to be a typo.
    public func suggestFamily(for family: String) -> String? {
        let key = FamilyName.normalized(family)
        guard let best = Suggestion.closest(to: key, among: Array(familySpellings.keys)) else { return nil }
        return familySpellings[best]
    }
}
