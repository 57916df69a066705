import FontAuditModel
import FontCatalog

extension AuditRule {
    package static let weightBucketed = AuditRule(
        id: "weight-bucketed", title: "Weight bucketed", severity: .note,
        help: "The weight is not a multiple of 100, so it is audited as the nearest weight class.")
}

/// A weight such as 450 is audited as its weight class, and the report says so.
enum WeightBucketedCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard audit.weightRaw != audit.weight else { return [] }
        return [
            audit.finding(
                .weightBucketed,
                "weight \(audit.weightRaw) is not a multiple of 100; audited as \(audit.weight) (\(WeightClass.name(audit.weight)))"
            )
        ]
    }
}
