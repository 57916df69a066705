import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Faces indexed by every normalised family name and by PostScript name, so each style is matched in
/// constant time however many faces are installed.
package struct FaceIndex: Sendable {
    package let faces: [FontFace]
    /// Normalised family → the faces that carry it, and its first spelling (for "did you mean"). The faces
    /// are kept as arrays, so a lookup hands one over instead of copying each face out of `faces`.
    private var byFamily: [String: [FontFace]] = [:]
    private var spellings: [String: String] = [:]
    private var byPostScriptName: [String: [FontFace]] = [:]
    /// Faces whose family name names one weight of a typeface ("ParcelSans-SemiBold"), by the typeface's
    /// normalised name (`Typeface.stem`), and its spelling.
    private var byTypefaceStem: [String: [FontFace]] = [:]
    private var stemSpellings: [String: String] = [:]
    /// Such a face's normalised family → its typeface's, so a style on "Brook Light" finds "brook" at once.
    private var typefaceOfFamily: [String: String] = [:]

    /// Families not indexed here (installed ones a filter left out), asked for only when a "did you mean"
    /// needs them, and then once.
    private let moreFamilies: LazyFamilies

    /// `postscriptNames`: whether to index PostScript names, which only `fontName` styles look up.
    package init(_ faces: [FontFace], moreFamilies: (() -> [String: String])? = nil, postscriptNames: Bool = true) {
        self.faces = faces
        self.moreFamilies = LazyFamilies(moreFamilies ?? { [:] })
        byFamily.reserveCapacity(faces.count)
        if postscriptNames { byPostScriptName.reserveCapacity(faces.count) }
        var keys: [String] = []
        for face in faces {
            keys.removeAll(keepingCapacity: true)
            for family in face.families {
                let key = FamilyName.normalized(family)
                if keys.contains(key) { continue }  // two spellings, one key
                keys.append(key)
                // In place: `default:` appends without copying the array.
                var isNew = false
                byFamily[
                    key,
                    default: {
                        isNew = true
                        return []
                    }()
                ].append(face)
                if isNew, spellings[key] == nil { spellings[key] = family }
            }
            if let stem = Typeface.stem(of: face) {
                let key = FamilyName.normalized(stem)
                byTypefaceStem[key, default: []].append(face)
                if stemSpellings[key] == nil { stemSpellings[key] = stem }
                typefaceOfFamily[FamilyName.normalized(face.family)] = key
            }
            if postscriptNames, !face.postscriptName.isEmpty {
                byPostScriptName[FaceFilter.caseFolded(face.postscriptName), default: []].append(face)
            }
            // Core Text's own name for a variable font's face, which iOS apps ask for (`FontCatalog`).
            if postscriptNames, let name = face.coreTextName, !name.isEmpty,
                FaceFilter.caseFolded(name) != FaceFilter.caseFolded(face.postscriptName)
            {
                byPostScriptName[FaceFilter.caseFolded(name), default: []].append(face)
            }
        }
    }

    /// Faces with `family` among their family names (ignoring case, spaces, hyphens and underscores).
    package func faces(family: String) -> [FontFace] {
        byFamily[FamilyName.normalized(family)] ?? []
    }

    /// The typeface whose one weight `family` names ("brook" for "Brook Light"), normalised.
    package func typeface(namedByWeightFamily family: String) -> String? {
        typefaceOfFamily[FamilyName.normalized(family)]
    }

    /// The typeface a face of `family` belongs to, when the typeface's weights are families of their own: the
    /// typeface `family` names one weight of (`OpenSans-SemiBold`), or the one it is itself (`OpenSans`).
    package func typeface(holding family: String) -> (name: String, faces: [FontFace])? {
        guard hasOneWeightFamilies else { return nil }
        return typeface(namedByWeightFamily: family).flatMap { typeface($0) } ?? typeface(family)
    }

    /// Whether any face's family names one weight of a typeface: nearly never, and then no style needs to ask.
    package var hasOneWeightFamilies: Bool { !byTypefaceStem.isEmpty }

    /// Every face of the typeface `name`: its family's own faces and those of its one-weight families, and
    /// how to spell it.
    package func typeface(_ name: String) -> (name: String, faces: [FontFace])? {
        let key = FamilyName.normalized(name)
        guard let stemmed = byTypefaceStem[key] else { return nil }
        let own = byFamily[key] ?? []
        return (own.isEmpty ? stemSpellings[key] ?? name : spellings[key] ?? name, own + stemmed)
    }

    /// PostScript names of faces the app bundles but does not register (missing from UIAppFonts): not in the
    /// index, yet the app's own names, never iOS's (`PlatformFonts.isAppsOwnFace`).
    package var unregisteredBundledNames: Set<String> = []

    package func faces(postscriptName: String) -> [FontFace] {
        byPostScriptName[FaceFilter.caseFolded(postscriptName)] ?? []
    }

    /// The installed family closest in spelling to `family`, if any is close enough to be a typo.
    package func suggestFamily(for family: String) -> String? {
        let key = FamilyName.normalized(family)
        let known = moreFamilies.candidates(merging: spellings)
        guard let best = Suggestion.closest(to: key, among: known.keys) else { return nil }
        return known.spellings[best]
    }
}

/// The families "did you mean" chooses among, worked out once, on first use: every family not installed
/// asks among all of them. Locked, as styles are audited on several cores (`Auditor.verdicts`).
final class LazyFamilies: @unchecked Sendable {
    struct Known {
        var spellings: [String: String]
        var keys: Suggestion.Candidates
    }

    private let lock = PthreadLock()
    private var cached: Known?
    private let compute: () -> [String: String]

    init(_ compute: @escaping () -> [String: String]) { self.compute = compute }

    /// The computed families with `own` (the index's) taking precedence.
    func candidates(merging own: [String: String]) -> Known {
        lock.locked {
            if let cached { return cached }
            var known = own
            known.merge(compute()) { own, _ in own }
            let made = Known(spellings: known, keys: Suggestion.Candidates(Array(known.keys)))
            cached = made
            return made
        }
    }
}
