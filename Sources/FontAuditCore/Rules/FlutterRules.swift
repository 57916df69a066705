extension AuditRule {
    package static let boldTextLighter = AuditRule(
        id: "bold-text-lighter", title: "Bold Text makes the style lighter", severity: .error,
        help:
            "Flutter's Text merges FontWeight.bold into every style when Bold Text is on, so a style heavier than bold (800 or 900) asks for 700 and gets lighter. The fix is in code (keep the weight when MediaQuery.boldTextOf is true), not a purchase."
    )
}
