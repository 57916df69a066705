import FontAuditModel

extension AuditRule {
    package static let declaredFontMissing = AuditRule(
        id: "declared-font-missing", title: "UIAppFonts entry names no file", severity: .error,
        help:
            "A UIAppFonts entry names a file the app does not contain, or one that matches only in a different case (the device file system is case-sensitive). Fix the entry or add the file."
    )
}

/// An entry with no file; a warning when the file may come from a dependency whose folders are not read.
enum DeclaredFontMissingRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .declaredFontMissing }
    static var rule: AuditRule { .declaredFontMissing }
}
