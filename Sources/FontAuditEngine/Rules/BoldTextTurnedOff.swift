import FontAuditModel

extension AuditRule {
    package static let boldTextTurnedOff = AuditRule(
        id: "bold-text-turned-off", title: "Code turns Bold Text off", severity: .error,
        help:
            "Android views and Compose apply Bold Text themselves through Configuration.fontWeightAdjustment (Android 12, API 31: FONT_WEIGHT_BOLD − FONT_WEIGHT_NORMAL under Bold Text), and Flutter through MediaQueryData.boldText (Text merges FontWeight.bold). Code that forces fontWeightAdjustment to 0 (or FONT_WEIGHT_ADJUSTMENT_UNDEFINED), or passes boldText: false to MediaQueryData or copyWith, takes that away from the text under it."
    )
}

/// `fontWeightAdjustment = 0`, `boldText: false`.
enum BoldTextTurnedOffRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .boldTextTurnedOff }
    static var rule: AuditRule { .boldTextTurnedOff }
}
