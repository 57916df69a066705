import FontAuditModel

extension AuditRule {
    package static let singleFaceFamily = AuditRule(
        id: "single-face-family", title: "Style's font family has one face", severity: .error,
        help:
            "The style's fontFamily is a single font file (or a family of one face). Under Bold Text, Android asks for a weight 300 heavier and can only fake it by smearing the one face. Point the style at a <font-family> resource that declares the heavier faces."
    )
}

/// A family of one face under Bold Text: the platform can only fake the heavier weight. Names another declared
/// family of the same typeface that has it. Text that Bold Text never reaches (a typeface set only on a `Paint`)
/// is not faked either: `missing-bold-counterpart` says it stays.
enum SingleFaceFamilyCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard audit.style.boldTextNotApplied == nil, let declared = audit.declared, let family = declared.family,
            family.faces.count == 1,
            declared.selector.picksByDeclaration, let target = audit.boldTextWeight, let bold = declared.bold,
            let request = audit.boldTextRequest, !declared.isExact(bold, weight: target, italic: audit.italic),
            declared.selector.fakesBold(bold, weight: request)
        else { return [] }
        let shown = declared.selector.shown(bold, weight: request, italic: audit.italic)
        return [
            audit.finding(
                .singleFaceFamily,
                "\(Terminal.sanitize(declared.reference)) is a single face, so under Bold Text (weight \(request)) \(declared.selector.boldTextPicker) can only show \(shown)\(declared.otherFamily(declaring: target, italic: audit.italic, like: audit.family))"
            )
        ]
    }
}
