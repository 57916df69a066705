import FontAuditModel

extension AuditRule {
    package static let boldTextLighter = AuditRule(
        id: "bold-text-lighter", title: "Bold Text makes the style lighter", severity: .error,
        help:
            "Flutter's Text merges FontWeight.bold into every style when Bold Text is on, so a style heavier than bold (800 or 900) asks for 700 and gets lighter. The fix is in code (keep the weight when MediaQuery.boldTextOf is true), not a purchase."
    )
}

/// A policy whose Bold Text weight is below the style's own (Flutter's merge of FontWeight.bold).
enum BoldTextLighterCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard let target = audit.boldTextWeight, target < audit.weight else { return [] }
        let label = FaceNaming.weightLabel(audit.weight, italic: audit.italic)
        var shown = "\(audit.family) \(FaceNaming.styleName(weight: target, italic: audit.italic))"
        if let declared = audit.declared, let bold = declared.bold {
            shown = declared.selector.label(bold)
            // The face shown for 700 is no lighter than the one shown now (a family of Regular and Black shows
            // Black for both): Bold Text changes nothing the user sees, and nothing is to fix.
            let now = declared.now.map { declared.selector.weight(of: $0) } ?? audit.weight
            if declared.selector.weight(of: bold) >= now { return [] }
        }
        return [
            audit.finding(
                .boldTextLighter,
                "with Bold Text on, Flutter merges FontWeight.bold into this \(label) style: it asks for \(target) instead of \(audit.weight) and shows \(Terminal.sanitize(shown)), lighter than without Bold Text; keep its weight when MediaQuery.boldTextOf(context) is true"
            )
        ]
    }
}
