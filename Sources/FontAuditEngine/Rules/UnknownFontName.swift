import FontAuditModel
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
    static func findings(_ styles: [TextStyle], among faces: [FontFace]) -> [Finding] {
        let names = Set(faces.map(\.postscriptName))
        var byFolded: [String: String] = [:]
        for name in names { byFolded[FamilyName.normalized(name)] = byFolded[FamilyName.normalized(name)] ?? name }
        // Full names count as iOS finds faces by them; family names only for Font.custom.
        let fullNames = Set(faces.map(\.displayName) + faces.compactMap(\.fullName))
        let familyNames = Set(faces.flatMap(\.families))
        let bundledFamilies = Set(familyNames.map(FamilyName.normalized))
        let candidates = Suggestion.Candidates(names.sorted())
        var out: [Finding] = []
        for style in styles where style.policy?.namingConvention == nil {
            guard let name = style.fontName, !PlatformFonts.isIOSSystemFont(name), !names.contains(name),
                // An SF name with no SF file bundled is system-font-by-name's.
                !(PlatformFonts.isAppleSystemFontName(name)
                    && !bundledFamilies.contains(FamilyName.normalized(String(name.split(separator: "-").first ?? "")))),
                !fullNames.contains(name), !(style.acceptsFamilyName && familyNames.contains(name))
            else { continue }
            var message =
                "no face bundled with the app has the PostScript name \"\(Terminal.sanitize(name))\"; UIFont(name:) returns nil and the app falls back to the system font"
            if let close = byFolded[FamilyName.normalized(name)] ?? Suggestion.closest(to: name, among: candidates) {
                message += "; did you mean \"\(Terminal.sanitize(close))\"?"
            }
            out.append(Finding(.unknownFontName, message, at: style.location, subject: name))
        }
        return out
    }
}
