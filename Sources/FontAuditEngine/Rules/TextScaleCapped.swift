import FontAuditModel

extension AuditRule {
    package static let textScaleCapped = AuditRule(
        id: "text-scale-capped", title: "Text scaling capped", severity: .note,
        help:
            "The code caps how far text grows with the user's text size (Flutter's TextScaler.clamp or MediaQuery.withClampedTextScaling with a maxScaleFactor above 1, textScaleFactor.clamp; SwiftUI's .dynamicTypeSize(...cap); UIKit's maximumContentSizeCategory). The text still scales up to the cap, so it is a note, not a finding: check that the largest accessibility sizes stay readable."
    )
}

/// A cap that still lets text grow.
enum TextScaleCappedRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .textScaleCapped }
    static var rule: AuditRule { .textScaleCapped }
}
