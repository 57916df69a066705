import FontAuditModel

extension AuditRule {
    package static let notAFont = AuditRule(
        id: "not-a-font", title: "Declared file is not a font", severity: .error,
        help:
            "A file that the app declares as a font (UIAppFonts, a pubspec asset) cannot be read as a font (wrong file, truncated or corrupt)."
    )
}

enum NotAFontRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .notAFont }
    static var rule: AuditRule { .notAFont }
}
