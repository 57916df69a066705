import FontCatalog

/// Faces indexed by every normalised family name and by PostScript name, so each style is matched in
/// constant time however many faces are installed.
public struct FaceIndex: Sendable {
    public let faces: [FontFace]
    /// Normalised family → the faces that carry it, and its first spelling (for "did you mean").
    private var byFamily: [String: [Int]] = [:]
    private var spellings: [String: String] = [:]
    private var byPostScriptName: [String: [Int]] = [:]

    /// `knownFamilies` (normalised → spelling) widens "did you mean" to families not indexed here.
    public init(_ faces: [FontFace], knownFamilies: [String: String] = [:]) {
        self.faces = faces
        spellings = knownFamilies
        byFamily.reserveCapacity(faces.count)
        byPostScriptName.reserveCapacity(faces.count)
        for (i, face) in faces.enumerated() {
            for family in face.families {
                let key = FamilyName.normalized(family)
                if face.families.count > 1, byFamily[key]?.last == i { continue }  // two spellings, one key
                // In place: `default:` appends without copying the array.
                var isNew = false
                byFamily[key, default: { isNew = true; return [] }()].append(i)
                if isNew, spellings[key] == nil { spellings[key] = family }
            }
            if !face.postscriptName.isEmpty {
                byPostScriptName[FaceFilter.caseFolded(face.postscriptName), default: []].append(i)
            }
        }
    }

    /// Faces with `family` among their family names (ignoring case, spaces, hyphens and underscores).
    public func faces(family: String) -> [FontFace] {
        (byFamily[FamilyName.normalized(family)] ?? []).map { faces[$0] }
    }

    public func faces(postscriptName: String) -> [FontFace] {
        (byPostScriptName[FaceFilter.caseFolded(postscriptName)] ?? []).map { faces[$0] }
    }

    /// The installed family closest in spelling to `family`, if any is close enough to be a typo.
    public func suggestFamily(for family: String) -> String? {
        let key = FamilyName.normalized(family)
        guard let best = Suggestion.closest(to: key, among: Array(spellings.keys)) else { return nil }
        return spellings[best]
    }
}
