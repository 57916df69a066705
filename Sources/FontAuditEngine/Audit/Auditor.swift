import FontAuditModel
import FontCatalog

/// The Bold Text audit: a pure function of (styles, faces, options).
package enum Auditor {
    /// Styles that ask for the same face get the same verdict, worked out once: a design system's 300 styles
    /// ask for a few dozen faces, and auditing each style alone cost 20 % of such a run. `auditEachStyle` is
    /// the plain reference a differential test holds this to.
    package static func audit(_ styles: [TextStyle], index: FaceIndex, options: AuditOptions) -> AuditResult {
        AuditResult(styles: verdicts(styles, index: index, options: options))
    }

    /// The styles' verdicts without the result's counts and buying list, for a caller that gathers several
    /// platforms' styles into one result (summing 50,000 styles up once, not once per part).
    package static func verdicts(_ styles: [TextStyle], index: FaceIndex, options: AuditOptions) -> [StyleResult] {
        struct Request: Hashable {
            var family: String?
            var weight: Int?
            var italic: Bool
            var fontName: String?
            var exactName: Bool
            var policy: BoldTextPolicy.Name?
            /// Per-call facts that change the findings (a font fixed at one size).
            var scaling: TextScaling?
        }
        var verdicts: [Request: StyleResult] = [:]
        return styles.map { style in
            let request = Request(
                family: style.family, weight: style.weight, italic: style.italic, fontName: style.fontName,
                exactName: style.exactName, policy: style.policy, scaling: style.scaling)
            if let verdict = verdicts[request] { return verdict.reassigned(to: style) }
            let result = StyleResult(StyleAudit(style, index: index, options: options))
            verdicts[request] = result
            return result
        }
    }

    /// Every style audited on its own.
    package static func auditEachStyle(_ styles: [TextStyle], index: FaceIndex, options: AuditOptions) -> AuditResult {
        AuditResult(styles: styles.map { StyleResult(StyleAudit($0, index: index, options: options)) })
    }
}

extension StyleResult {
    package init(_ audit: StyleAudit) {
        self.init(
            style: audit.style, family: audit.family, weight: audit.weight, italic: audit.italic,
            boldTextWeight: audit.boldTextWeight, face: audit.face, boldTextFace: audit.boldTextFace,
            findings: audit.findings)
        isPlatformFont = audit.isPlatformFont
        hasOwnFace =
            audit.face != nil
            || audit.declared.map { $0.isExact($0.now, weight: audit.weight, italic: audit.italic) }
                ?? false
        if let face = boldTextFace, let target = boldTextWeight {
            boldTextIsSubstitute = face.weight < target || findings.contains { $0.rule == .heavierSubstitute }
        }
        if boldTextFace == nil, let target = boldTextWeight {
            if let declared = audit.declared, let bold = declared.bold {
                boldTextFallback = bold.face
                boldTextFakesBold = declared.selector.fakesBold(bold, weight: target)
            } else {
                boldTextFallback = audit.face
                boldTextFakesBold = audit.policy.name.fakesBold && audit.face != nil
            }
        }
    }
}
