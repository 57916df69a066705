import FontAuditModel

extension AuditRule {
    package static let undeclaredInFamily = AuditRule(
        id: "undeclared-in-family", title: "Face bundled but not in the family", severity: .error,
        help:
            "The app bundles the face the style (or its Bold Text weight) needs, but the style's font family does not declare it, so the platform cannot pick it. Add a <font> (or Font) entry for it to the family. Nothing needs to be bought."
    )
}

/// The face the style needs is bundled but its family does not declare it.
enum UndeclaredInFamilyCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard let declared = audit.declared, let family = declared.family, !AssetFontWeightCheck.applies(audit)
        else { return [] }
        let selector = declared.selector
        var found: [Finding] = []
        if let now = declared.now, !declared.isExact(now, weight: audit.weight, italic: audit.italic),
            audit.face == nil,
            selector.misdeclared(family, weight: audit.weight, italic: audit.italic) == nil,
            let elsewhere = declared.bundledElsewhere(audit.weight, italic: audit.italic, familyName: audit.family)
        {
            found.append(
                audit.finding(
                    .undeclaredInFamily,
                    "the app bundles \(audit.declaredWanted(audit.weight)) as \(elsewhere), but \(Terminal.sanitize(declared.reference)) does not declare it: \(selector.picker) will show \(selector.shown(now, weight: audit.weight, italic: audit.italic))"
                ))
        }
        return found
    }
}

/// The face Bold Text needs is bundled but the style's family does not declare it. Reported after the style's
/// other Bold Text findings, as the last word on that face.
enum UndeclaredBoldTextFaceCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        // A React Native asset font is one file: single-face-family says what Bold Text shows.
        guard let declared = audit.declared, let family = declared.family, !declared.showsSystemFallback,
            !AssetFontWeightCheck.applies(audit)
        else { return [] }
        let selector = declared.selector
        var found: [Finding] = []
        if let target = audit.boldTextWeight, target > audit.weight, let bold = declared.bold,
            !declared.isExact(bold, weight: target, italic: audit.italic),
            selector.misdeclared(family, weight: target, italic: audit.italic) == nil,
            let elsewhere = declared.bundledElsewhere(target, italic: audit.italic, familyName: audit.family)
        {
            found.append(
                audit.finding(
                    .undeclaredInFamily,
                    "Bold Text needs \(audit.declaredWanted(target)); the app bundles it as \(elsewhere), but \(Terminal.sanitize(declared.reference)) does not declare it: \(selector.boldTextPicker) will show \(selector.shown(bold, weight: audit.boldTextRequest ?? target, italic: audit.italic))"
                ))
        }
        return found
    }
}
