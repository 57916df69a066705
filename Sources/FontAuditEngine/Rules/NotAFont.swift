import FontAuditModel

extension AuditRule {
    package static let notAFont = AuditRule(
        id: "not-a-font", title: "Declared file is not a font", severity: .error,
        help:
            "A file that the app declares as a font (UIAppFonts, a pubspec asset, a res/font file, useFonts, the expo-font plugin, React Native's assets/fonts) cannot be read as a font (wrong file, truncated, corrupt, or a Git LFS pointer)."
    )
}

enum NotAFontRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .notAFont }
    static var rule: AuditRule { .notAFont }
}
