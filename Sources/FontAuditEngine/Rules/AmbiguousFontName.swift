import FontAuditModel
import FontCatalog

extension AuditRule {
    package static let ambiguousFontName = AuditRule(
        id: "ambiguous-font-name", title: "Ambiguous PostScript name", severity: .warning,
        help:
            "Several installed or bundled faces carry this PostScript name (two variable files both named \"Inter\", say). fontaudit audits the one whose weight and slant the name's style words describe, roman first; give each file a distinct name, or use family and weight instead."
    )
}

/// A `fontName` that several faces of different weight or slant carry.
enum AmbiguousFontNameCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard let count = audit.ambiguousAmong, let used = audit.face, let name = audit.style.fontName else {
            return []
        }
        return [
            audit.finding(
                .ambiguousFontName,
                "\(count) faces carry the PostScript name \"\(Terminal.sanitize(name))\"; audited as \(used.auditLabel), the one its style words describe"
            )
        ]
    }
}
