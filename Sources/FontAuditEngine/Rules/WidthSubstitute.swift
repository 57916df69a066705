import FontAuditModel
import FontCatalog

extension AuditRule {
    package static let widthSubstitute = AuditRule(
        id: "width-substitute", title: "Other width used", severity: .note,
        help:
            "The family has no face of this weight at the style's own width (normal, unless the style names a condensed or expanded family), so a face of another width is used."
    )
}

/// A face of another width than the style's stands in, because its own width lacks the weight. The note
/// names every width the family has at that weight.
enum WidthSubstituteCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard audit.declared == nil, let used = audit.face, used.width != audit.width, audit.style.fontName == nil
        else {
            return []
        }
        let widths = Set(
            audit.familyFaces.filter { $0.italic == audit.italic && $0.covers(weightClass: audit.weight) }.map(\.width)
        ).sorted()
        var message =
            "\(used.auditLabel) is \(WidthClass.name(used.width)); no \(WidthClass.name(audit.width)) face of this weight is installed"
        if widths.count > 1 { message += " (widths installed: \(widths.map(WidthClass.name).joined(separator: ", ")))" }
        return [audit.finding(.widthSubstitute, message)]
    }
}
