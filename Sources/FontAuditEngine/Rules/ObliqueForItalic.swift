import FontAuditModel
import FontCatalog

extension AuditRule {
    package static let obliqueForItalic = AuditRule(
        id: "oblique-for-italic", title: "Oblique used for italic", severity: .note,
        help: "The italic style is served by an oblique face (a slanted roman), which counts as italic.")
}

/// An italic style served by an oblique face.
enum ObliqueForItalicCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard let used = audit.face, audit.italic, used.oblique else { return [] }
        return [
            audit.finding(.obliqueForItalic, "\(used.auditLabel) is an oblique, not a true italic; it counts as italic")
        ]
    }
}
