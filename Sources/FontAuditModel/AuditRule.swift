/// An audit rule: its stable id (it names findings in every report format and in waivers), what it is
/// about, and its help text. Each rule is declared in its own file under FontAuditEngine's `Rules/`, beside the
/// check that reports it; `AuditRules.all` there is the one registry every list of rules is made from.
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

    package static func == (a: AuditRule, b: AuditRule) -> Bool { a.id == b.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
