import FontAuditModel

extension AuditRule {
    package static let missingFontResource = AuditRule(
        id: "missing-font-resource", title: "Font resource not found", severity: .error,
        help: "A style or family refers to @font/NAME or R.font.NAME, but no res/font*/NAME file exists.")
}

/// A family entry naming a font resource that does not exist.
enum MissingFontResourceRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .missingFontResource }
    static var rule: AuditRule { .missingFontResource }
}

/// An Android style whose `fontFamily` names no declared family or font file.
enum MissingFontResourceCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard let declared = audit.declared, declared.family == nil, audit.style.textSystem == .androidView else {
            return []
        }
        return [
            audit.finding(
                .missingFontResource,
                "\(Terminal.sanitize(declared.reference)) names no font family or font file in res/font")
        ]
    }
}
