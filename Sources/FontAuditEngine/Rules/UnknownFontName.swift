import FontAuditModel
import FontAuditSystem
import FontCatalog

extension AuditRule {
    package static let unknownFontName = AuditRule(
        id: "unknown-font-name", title: "PostScript name no bundled face carries", severity: .error,
        help:
            "Code asks for a font by a PostScript name that no face of the app carries, so UIFont(name:) returns nil and the app falls back to the system font. Use the face's exact PostScript name (case matters)."
    )
}

/// Code that asks Core Text for a name no face of the app carries (exact case, as iOS looks it up). Names
/// built by a policy's convention (YMatterType's) are their style's own findings; iOS's own fonts are known.
enum UnknownFontNameCheck {
    /// `sharingNames`: a name asked again (an iOS app asks for its 200 names from 50,000 calls) gets the
    /// message worked out when it was first asked, not looked up and spelt again: 4 % of a 2,000-file iOS
    /// audit, all of it on one core. False: every call judged on its own, the reference `UnknownFontNameTests`
    /// compares with.
    static func findings(_ styles: [TextStyle], among faces: [FontFace], sharingNames: Bool = true) -> [Finding] {
        let known = KnownNames(faces)
        struct Asked: Hashable {
            var name: String
            var acceptsFamilyName: Bool
        }
        // The message quotes the name: shared only with a name of the same bytes, not merely equal as a String
        // (composed and decomposed accents).
        var judged: [Asked: (name: String, message: String?)] = [:]
        var out: [Finding] = []
        // Each style's fields read in place: a copy of the style retains each of its strings, 50,000 times in a
        // large app (issue 26).
        for k in styles.indices where styles[k].policy?.namingConvention == nil {
            guard let name = styles[k].fontName else { continue }
            let asked = Asked(name: name, acceptsFamilyName: styles[k].acceptsFamilyName)
            let message: String?
            if sharingNames, let earlier = judged[asked], ByteSearch.sameBytes(earlier.name, name) {
                message = earlier.message
            } else {
                message = known.message(name, acceptsFamilyName: styles[k].acceptsFamilyName)
                if sharingNames, judged[asked] == nil { judged[asked] = (name, message) }
            }
            if let message { out.append(Finding(.unknownFontName, message, at: styles[k].location, subject: name)) }
        }
        return out
    }

    /// What the app's faces answer to, gathered once.
    private struct KnownNames {
        let names: Set<String>
        var byFolded: [String: String] = [:]
        /// Full names count as iOS finds faces by them; family names only for Font.custom.
        let fullNames: Set<String>
        let familyNames: Set<String>
        let bundledFamilies: Set<String>
        let candidates: Suggestion.Candidates

        init(_ faces: [FontFace]) {
            names = Set(faces.map(\.postscriptName) + faces.compactMap(\.coreTextName))
            for name in names {
                byFolded[FamilyName.normalized(name)] = byFolded[FamilyName.normalized(name)] ?? name
            }
            fullNames = Set(faces.map(\.displayName) + faces.compactMap(\.fullName))
            familyNames = Set(faces.flatMap(\.families))
            bundledFamilies = Set(familyNames.map(FamilyName.normalized))
            candidates = Suggestion.Candidates(names.sorted())
        }

        /// The finding's message for a call asking for `name`, or nil when a face or iOS answers to it.
        func message(_ name: String, acceptsFamilyName: Bool) -> String? {
            guard !PlatformFonts.isIOSSystemFont(name), !names.contains(name),
                // An SF name with no SF file bundled is system-font-by-name's.
                !(PlatformFonts.isAppleSystemFontName(name)
                    && !bundledFamilies.contains(FamilyName.normalized(String(name.split(separator: "-").first ?? "")))),
                !fullNames.contains(name), !(acceptsFamilyName && familyNames.contains(name))
            else { return nil }
            var message =
                "no face bundled with the app has the PostScript name \"\(Terminal.sanitize(name))\"; UIFont(name:) returns nil and the app falls back to the system font"
            if let close = byFolded[FamilyName.normalized(name)] ?? Suggestion.closest(to: name, among: candidates) {
                message += "; did you mean \"\(Terminal.sanitize(close))\"?"
            }
            return message
        }
    }
}
