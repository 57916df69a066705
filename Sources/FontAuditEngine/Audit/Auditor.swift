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
    ///
    /// The distinct requests are audited on `workers` cores once there are `parallelFrom` of them (an iOS app
    /// asks for thousands: half the audit's time on one core); each verdict is a pure function of its style,
    /// the index and the options, so the results are the same on any number. `workers: 1` is the plain
    /// reference `ParallelVerdictTests` compares with.
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
        // Each style's slot among the distinct requests, and the style that asked each first.
        var slots: [Request: Int] = [:]
        var slotOfStyle: [Int] = []
        slotOfStyle.reserveCapacity(styles.count)
        var firstAsker: [Int] = []
        for (i, style) in styles.enumerated() {
            let request = Request(
                family: style.family, weight: style.weight, italic: style.italic, fontName: style.fontName,
                exactName: style.exactName, policy: style.policy, scaling: style.scaling)
            if let slot = slots[request] {
                slotOfStyle.append(slot)
            } else {
                slots[request] = firstAsker.count
                slotOfStyle.append(firstAsker.count)
                firstAsker.append(i)
            }
        }
        let audited = distinctVerdicts(
            styles, firstAsker, index: index, options: options,
            workers: firstAsker.count >= parallelFrom ? workers : 1)
        return styles.indices.map { i in
            let slot = slotOfStyle[i]
            return firstAsker[slot] == i ? audited[slot] : audited[slot].reassigned(to: styles[i])
        }
    }

    /// Below this many distinct requests (a spec's few dozen faces) starting threads costs more than it saves.
    static let parallelFrom = 256
    /// Requests handed to a worker at a time: few enough for the cores to share the end evenly.
    private static let verdictBlock = 32

    /// The verdicts of `styles[i]` for each `i` of `askers`, in that order.
    private static func distinctVerdicts(
        _ styles: [TextStyle], _ askers: [Int], index: FaceIndex, options: AuditOptions, workers: Int
    ) -> [StyleResult] {
        let blocks = (askers.count + verdictBlock - 1) / verdictBlock
        let made: [[StyleResult]?] = Parallel.run(count: blocks, workers: workers) { slots in
            while let block = slots.next() {
                let range = block * verdictBlock..<min(askers.count, (block + 1) * verdictBlock)
                let results = range.map { StyleResult(StyleAudit(styles[askers[$0]], index: index, options: options)) }
                slots.store(results, at: block)
            }
        }
        var verdicts: [StyleResult] = []
        verdicts.reserveCapacity(askers.count)
        for block in made { verdicts += block ?? [] }
        return verdicts
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
