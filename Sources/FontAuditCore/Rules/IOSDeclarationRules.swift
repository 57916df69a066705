extension AuditRule {
    package static let undeclaredFont = AuditRule(
        id: "undeclared-font", title: "Font file not declared in UIAppFonts", severity: .error,
        help:
            "The font file is in the app but UIAppFonts (Info.plist, or INFOPLIST_KEY_UIAppFonts in project.pbxproj) does not list it. iOS does not register it, UIFont(name:) returns nil, and the app silently falls back to the system font. Add the file's path, relative to the bundle, to UIAppFonts."
    )
    package static let declaredFontMissing = AuditRule(
        id: "declared-font-missing", title: "UIAppFonts entry names no file", severity: .error,
        help:
            "A UIAppFonts entry names a file the app does not contain, or one that matches only in a different case (the device file system is case-sensitive). Fix the entry or add the file."
    )
    package static let unknownFontName = AuditRule(
        id: "unknown-font-name", title: "PostScript name no bundled face carries", severity: .error,
        help:
            "Code asks for a font by a PostScript name that no face of the app carries, so UIFont(name:) returns nil and the app falls back to the system font. Use the face's exact PostScript name (case matters)."
    )
    package static let notAFont = AuditRule(
        id: "not-a-font", title: "Declared file is not a font", severity: .error,
        help: "A file that UIAppFonts declares cannot be read as a font (wrong file, truncated or corrupt).")
}
