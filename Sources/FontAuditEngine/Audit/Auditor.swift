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
    /// The distinct requests are audited, and each one's copies for the styles sharing it made, on `workers`
    /// cores once there are `parallelFrom` of them (an iOS app asks for thousands: half the audit's time on one
    /// core, and its 50,000 copies a tenth of the run); each verdict is a pure function of its style,
    /// the index and the options, so the results are the same on any number. `workers: 1` is the plain
    /// reference `ParallelVerdictTests` compares with.
    ///
    /// `adjust`, when given, rewrites each distinct verdict before the styles sharing it get their copies: a
    /// caller's change that depends only on what the style asks for (an iOS app's undeclared faces turn a
    /// purchase into a declaration) is made once per face, not once for each of 50,000 styles. It must not
    /// read the style's name or place, which the copies replace.
    package static func verdicts(
        _ styles: [TextStyle], index: FaceIndex, options: AuditOptions, workers: Int = Platform.processorCount,
        adjusting adjust: (@Sendable (inout StyleResult) -> Void)? = nil
    ) -> [StyleResult] {
        // Each style's slot among the distinct requests and the style that asked each first, the requests
        // grouped by the face they ask for: by face, then by the size (`scaling`) it is asked at. A request is
        // a face's group and a size, so the face's fields are hashed once a style, and a face asked at
        // thousands of sizes costs no more than thousands of faces.
        var slotOfStyle: [Int] = []
        slotOfStyle.reserveCapacity(styles.count)
        var firstAsker: [Int] = []
        var groupOfFace: [FaceRequest: Int] = [:]
        var slotOfRequest: [Request: Int] = [:]
        var groups: [[Int]] = []
        for i in styles.indices {
            // The style's fields in place, not a copy of all of it.
            let face = FaceRequest(styles[i])
            let group: Int
            if let known = groupOfFace[face] {
                group = known
            } else {
                group = groups.count
                groupOfFace[face] = group
                groups.append([])
            }
            let request = Request(group: group, scaling: styles[i].scaling)
            if let slot = slotOfRequest[request] {
                slotOfStyle.append(slot)
                continue
            }
            slotOfRequest[request] = firstAsker.count
            groups[group].append(firstAsker.count)
            slotOfStyle.append(firstAsker.count)
            firstAsker.append(i)
        }
        // The requests numbered again group by group, so that each group's verdicts come out side by side.
        var renumbered = [Int](repeating: 0, count: firstAsker.count)
        var askers: [Int] = []
        askers.reserveCapacity(firstAsker.count)
        for group in groups {
            for slot in group {
                renumbered[slot] = askers.count
                askers.append(firstAsker[slot])
            }
        }
        // The styles of each request, request by request (as `askers` numbers them) and in style order: each
        // request's copies are made on the worker that audits it, beside its verdict.
        var stylesStart = [Int](repeating: 0, count: askers.count + 1)
        for i in styles.indices { stylesStart[renumbered[slotOfStyle[i]] + 1] += 1 }
        for request in askers.indices { stylesStart[request + 1] += stylesStart[request] }
        var nextOfRequest = stylesStart
        var stylesOfRequests = [Int](repeating: 0, count: styles.count)
        for i in styles.indices {
            let request = renumbered[slotOfStyle[i]]
            stylesOfRequests[nextOfRequest[request]] = i
            nextOfRequest[request] += 1
        }
        return allVerdicts(
            styles, askers, groupSizes: groups.map { $0.count },
            stylesOfRequests: (stylesStart, stylesOfRequests), index: index, options: options,
            workers: askers.count >= parallelFrom ? workers : 1, adjusting: adjust)
    }

    /// What a style's face and its Bold Text face depend on: everything `StyleAudit.init` reads of it.
    struct FaceRequest: Hashable {
        var family: String?
        var weight: Int?
        var italic: Bool
        var fontName: String?
        var exactName: Bool
        var acceptsFamilyName: Bool
        var policy: BoldTextPolicy.Name?
        var platform: AppPlatform?
        var textSystem: TextSystem?
        var familyKey: String?
        var variationsInCode: Bool
        var weightFromModifier: Bool
        var boldTextFontName: String?

        @inline(__always) init(_ style: borrowing TextStyle) {
            (family, weight, italic, fontName) = (style.family, style.weight, style.italic, style.fontName)
            (exactName, acceptsFamilyName, policy) = (style.exactName, style.acceptsFamilyName, style.policy)
            (platform, textSystem, familyKey) = (style.platform, style.textSystem, style.familyKey)
            (variationsInCode, weightFromModifier) = (style.variationsInCode, style.weightFromModifier)
            boldTextFontName = style.boldTextFontName
        }

        /// By the names, weight and slant alone: requests that differ only in their call form or platform are
        /// rare, and told apart by `==`. Hashing the enums hashed their raw strings, 5 % of a 5,000-style audit.
        func hash(into hasher: inout Hasher) {
            hasher.combine(family)
            hasher.combine(fontName)
            hasher.combine(weight)
            hasher.combine(italic)
            hasher.combine(familyKey)
        }
    }

    /// A distinct request: the group of its face (`FaceRequest`), and the per-call facts that change only the
    /// findings (a font fixed at one size).
    struct Request: Hashable {
        var group: Int
        var scaling: TextScaling?
    }

    /// Below this many distinct requests (a spec's few dozen faces) starting threads costs more than it saves.
    static let parallelFrom = 256
    /// Faces handed to a worker at a time: few enough for the cores to share the end evenly.
    private static let verdictBlock = 8

    /// Every style's verdict, in style order. `askers` come in groups of the sizes `groupSizes`, each asking for
    /// one face: the face is worked out once for its group (`StyleAudit`), and only the findings of each request
    /// apart (`StyleAudit.restyled`), on one worker, as a style audit is read on one thread. Each request's
    /// verdict is adjusted (`adjust`), then copied for every other style that makes the same request
    /// (`stylesOfRequests`: where each request's styles start, and the styles), on the same worker, each copy
    /// put straight in its style's place (`Parallel.placing`).
    private static func allVerdicts(
        _ styles: [TextStyle], _ askers: [Int], groupSizes: [Int], stylesOfRequests: ([Int], [Int]),
        index: FaceIndex, options: AuditOptions, workers: Int,
        adjusting adjust: (@Sendable (inout StyleResult) -> Void)?
    ) -> [StyleResult] {
        // Where each group starts among `askers`, and where the last ends.
        var starts = [0]
        starts.reserveCapacity(groupSizes.count + 1)
        for size in groupSizes { starts.append(starts[starts.count - 1] + size) }
        let groupStarts = starts
        let (stylesStart, stylesOfRequest) = stylesOfRequests
        // The verdict of request `request` in every place of a style that makes it: the asker's own last, moved.
        @Sendable func place(_ verdict: consuming StyleResult, of request: Int, _ placer: Placer<StyleResult>) {
            var verdict = verdict
            adjust?(&verdict)
            for k in stylesStart[request]..<stylesStart[request + 1] where stylesOfRequest[k] != askers[request] {
                placer.place(verdict.reassigned(to: styles[stylesOfRequest[k]]), at: stylesOfRequest[k])
            }
            placer.place(verdict, at: askers[request])
        }
        let blocks = (groupSizes.count + verdictBlock - 1) / verdictBlock
        return Parallel.placing(count: styles.count, items: blocks, workers: workers) { block, placer in
            for group in block * verdictBlock..<min(groupSizes.count, (block + 1) * verdictBlock) {
                let first = groupStarts[group]
                let face = StyleAudit(styles[askers[first]], index: index, options: options)
                // One request for the face (every request of a spec): its findings as they come.
                guard groupStarts[group + 1] - first > 1 else {
                    place(StyleResult(face), of: first, placer)
                    continue
                }
                let byCheck = face.findingsByCheck
                place(StyleResult(face, findings: byCheck.flatMap { $0 }), of: first, placer)
                for request in first + 1..<groupStarts[group + 1] {
                    let restyled = face.restyled(styles[askers[request]])
                    place(StyleResult(restyled, findings: restyled.findings(reusing: byCheck)), of: request, placer)
                }
            }
        }
    }

    /// Every style audited on its own.
    package static func auditEachStyle(_ styles: [TextStyle], index: FaceIndex, options: AuditOptions) -> AuditResult {
        AuditResult(styles: styles.map { StyleResult(StyleAudit($0, index: index, options: options)) })
    }
}

extension StyleResult {
    package init(_ audit: StyleAudit) { self.init(audit, findings: audit.findings) }

    /// The verdict of `audit`, whose findings are `findings` (worked out already).
    package init(_ audit: StyleAudit, findings: [Finding]) {
        self.init(
            style: audit.style, family: audit.family, weight: audit.weight, italic: audit.italic,
            boldTextWeight: audit.boldTextWeight, face: audit.face, boldTextFace: audit.boldTextFace,
            findings: findings)
        isPlatformFont = audit.isPlatformFont
        isIconFont = audit.isIconFont
        // A declared face with no file (fetched at run time) is shown; one whose file is not a font is not.
        hasOwnFace =
            audit.face != nil
            || audit.declared.map {
                $0.now?.file == nil && $0.isExact($0.now, weight: audit.weight, italic: audit.italic)
            } ?? false
        if boldTextFace == nil, let target = boldTextWeight, !boldTextKeepsFace, let declared = audit.declared,
            let bold = declared.bold
        {
            if bold.file == nil, declared.isExact(bold, weight: target, italic: audit.italic) {
                boldTextOwnFace = (target, audit.italic)
            } else if bold.file == nil, audit.boldTextShowsNoLighterFace != nil {
                boldTextOwnFace = (declared.selector.weight(of: bold), declared.selector.italic(of: bold))
            }
        }
        if let face = boldTextFace, let target = boldTextWeight {
            boldTextIsSubstitute = face.weight < target || findings.contains { $0.rule == .heavierSubstitute }
        }
        if boldTextFace == nil, let target = boldTextWeight {
            if let declared = audit.declared, let bold = declared.bold {
                boldTextFallback = bold.face
                boldTextFakesBold = declared.selector.fakesBold(bold, weight: audit.boldTextRequest ?? target)
            } else {
                boldTextFallback = audit.face
                boldTextFakesBold = audit.policy.name.fakesBold && audit.face != nil
            }
        }
    }
}
