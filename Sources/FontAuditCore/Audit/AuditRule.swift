/// An audit rule: its stable id (it names findings in every report format and in waivers), what it is
/// about, and its help text. Each rule is declared in its own file under `Rules/`, beside the check that
/// reports it; `StyleAudit.rules` runs the checks in order.
package struct AuditRule: Sendable, Hashable {
    package var id: String
    package var title: String
    package var help: String
    package var defaultSeverity: Finding.Severity

    /// The id, as the rule's name in reports and waivers.
    package var rawValue: String { id }

    package init(id: String, title: String, severity: Finding.Severity, help: String) {
        (self.id, self.title, self.defaultSeverity, self.help) = (id, title, severity, help)
    }

    package init?(rawValue: String) {
        guard let rule = Self.allCases.first(where: { $0.id == rawValue }) else { return nil }
        self = rule
    }

    package static func == (a: AuditRule, b: AuditRule) -> Bool { a.id == b.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Every rule, in the order reports list them (SARIF's rule indices).
    package static var allCases: [AuditRule] {
        [
            .missingFace, .familyNotInstalled, .missingBoldCounterpart, .heavierSubstitute, .obliqueForItalic,
            .noHeavierWeight, .weightBucketed, .widthSubstitute, .ambiguousFontName,
            // App audits: iOS declarations, then Android families.
            .undeclaredFont, .declaredFontMissing, .unknownFontName, .notAFont, .singleFaceFamily,
            .declarationMismatch, .undeclaredInFamily, .missingFontResource, .platformFont,
            // Flutter.
            .boldTextLighter,
        ]
    }
}

/// One check of one style. Each rule file holds one (`Rules/`); `StyleAudit.checks` lists them in the order
/// their findings are reported.
package protocol StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding]
}
