import FontAuditModel

extension AuditRule {
    package static let declarationMismatch = AuditRule(
        id: "declaration-mismatch", title: "Declared weight or style differs from the file", severity: .error,
        help:
            "A font declaration (an Android <font>, a Compose Font, a pubspec weight or style) gives a weight or slant that the font file itself does not have (its OS/2 weight class or italic bit). Android and Compose pick faces by the declaration, so Bold Text can land on a face of the wrong weight: an error there. Flutter's engine matches by the file's own values and ignores the declaration: a warning there."
    )
}

/// Android and Compose pick by the declaration, so a wrong one picks a wrong face; Flutter's engine ignores it.
enum DeclarationMismatchRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .declarationMismatch }
    static var rule: AuditRule { .declarationMismatch }

    static func severity(_ fact: ProjectFact, system: TextSystem?) -> Finding.Severity {
        guard let system, let selector = FaceSelectors.selector(for: system), !selector.picksByDeclaration else {
            return rule.defaultSeverity
        }
        return .warning
    }
}
