import FontAuditModel

extension AuditRule {
    package static let undeclaredFont = AuditRule(
        id: "undeclared-font", title: "Font file not declared in UIAppFonts", severity: .error,
        help:
            "The font file is in the app but UIAppFonts (Info.plist, or INFOPLIST_KEY_UIAppFonts in project.pbxproj) does not list it. iOS does not register it, UIFont(name:) returns nil, and the app silently falls back to the system font. Add the file's path, relative to the bundle, to UIAppFonts."
    )
}

/// A bundled file the declaration leaves out; a warning when the code registers fonts at run time.
enum UndeclaredFontRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .undeclaredFont }
    static var rule: AuditRule { .undeclaredFont }
}
