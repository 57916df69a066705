import FontAuditModel

extension AuditRule {
    package static let platformFont = AuditRule(
        id: "platform-font", title: "Font that ships with the platform", severity: .note,
        help:
            "The style names a font the platform itself installs (the system font, or one of the families iOS ships). It is neither bundled nor bought; Bold Text does for it what the platform does."
    )
}

/// An XML `<font-family>` with no `<font>` in it (DuckDuckGo's open-source stand-ins for fonts a private library
/// replaces): Android shows the system font wherever it is used, a note.
enum EmptyFontFamilyRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .emptyFontFamily }
    static var rule: AuditRule { .platformFont }
}

/// A style on a font the platform ships: a note, and no other finding.
enum PlatformFontCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard audit.isPlatformFont else { return [] }
        let name = Terminal.sanitize(audit.family)
        let message: String
        switch audit.style.textSystem ?? .coreText {
        case .coreText, .reactNativeIOS: message = "\"\(name)\" ships with iOS: nothing to bundle or buy"
        case .compose, .androidView, .reactNativeAndroid:
            message = "\(name) is the system font: Android makes it bolder itself"
        case .flutter where name.isEmpty:
            message =
                "fontFamily '' names no family: Flutter shows the platform's default font, nothing to bundle or buy"
        case .flutter: message = "\"\(name)\" is the platform's font: nothing to bundle or buy"
        }
        return [audit.finding(.platformFont, message)]
    }
}
