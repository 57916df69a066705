import FontCatalog

extension AuditRule {
    package static let familyNotInstalled = AuditRule(
        id: "family-not-installed", title: "Family not installed", severity: .error,
        help:
            "No installed or bundled face belongs to this family. Check the spelling, the --fonts paths, or install the family."
    )
}

/// No face of the family is installed. A family spelt like an installed one is most likely a typo: it gets
/// "did you mean", and its faces stay off the buying list.
enum FamilyNotInstalledCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard audit.familyFaces.isEmpty else { return [] }
        var message =
            audit.style.fontName.map {
                "no installed face has the PostScript name \"\($0)\", and family \"\(audit.family)\" is not installed"
            }
            ?? "family \"\(audit.family)\" is not installed"
        if let guess = audit.suggestedFamily { message += "; did you mean \"\(guess)\"?" }
        return [audit.finding(.familyNotInstalled, message, needs: audit.isLikelyTypo ? nil : audit.weight)]
    }
}
