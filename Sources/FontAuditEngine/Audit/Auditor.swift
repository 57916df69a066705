import FontAuditModel
import FontAuditSystem
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
    package static func verdicts(
        _ styles: [TextStyle], index: FaceIndex, options: AuditOptions, workers: Int = Platform.processorCount
    ) -> [StyleResult] {
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
        // Each distinct request is worked out once, on every core (`workers: 1` is the one-core reference);
        // the styles that share it get its verdict, reassigned to them.
        var firstOf: [Request: Int] = [:]
        var distinct: [Int] = []  // the first style of each request
        var requestOf = [Int](repeating: 0, count: styles.count)
        for (i, style) in styles.enumerated() {
            let request = Request(
                family: style.family, weight: style.weight, italic: style.italic, fontName: style.fontName,
                exactName: style.exactName, policy: style.policy, scaling: style.scaling)
            if let known = firstOf[request] {
                requestOf[i] = known
            } else {
                firstOf[request] = distinct.count
                requestOf[i] = distinct.count
                distinct.append(i)
            }
        }
        let firsts = distinct
        let verdicts: [StyleResult?] = Parallel.run(count: firsts.count, workers: workers) { slots in
            while let k = slots.next() {
                slots.store(StyleResult(StyleAudit(styles[firsts[k]], index: index, options: options)), at: k)
            }
        }
        return styles.indices.map { i in
            let k = requestOf[i]
            return firsts[k] == i ? verdicts[k]! : verdicts[k]!.reassigned(to: styles[i])
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
