import FontCatalog

package struct AuditOptions: Sendable {
    package enum MatchMode: String, Sendable, CaseIterable {
        /// The Bold Text weight class must be installed (static, or inside a variable range).
        case exact
        /// Any installed face heavier than the style passes, with a warning naming the exact target.
        case heavier
    }

    package var policy: BoldTextPolicy
    package var match: MatchMode
    /// `--policy` was given: it overrides the policy a style's own code follows (YMatterType's).
    package var policyIsForced = false

    package init(policy: BoldTextPolicy = BoldTextPolicy(), match: MatchMode = .exact) {
        self.policy = policy
        self.match = match
    }

    /// The policy one style is audited under.
    package func policy(for style: TextStyle) -> BoldTextPolicy {
        guard !policyIsForced, let own = style.policy, own != policy.name else { return policy }
        return BoldTextPolicy(name: own, map: policy.map)
    }
}

/// The outcome for one style.
package struct StyleResult: Sendable {
    package enum Status: String, Sendable {
        case pass, warn, fail
    }

    package var style: TextStyle
    /// The family as written in the spec; for a `fontName` style, the family of that face.
    package var family: String
    /// The weight class audited, after bucketing.
    package var weight: Int
    package var italic: Bool
    package var boldTextWeight: Int?
    /// The face the style uses now, if installed.
    package var face: FontFace?
    /// The face Bold Text switches to, if installed.
    package var boldTextFace: FontFace?
    package var findings: [Finding]

    /// A verdict worked out by a platform's own rules (Android's face selection) rather than `StyleAudit`.
    package init(
        style: TextStyle, family: String, weight: Int, italic: Bool, boldTextWeight: Int? = nil,
        face: FontFace? = nil, boldTextFace: FontFace? = nil, findings: [Finding]
    ) {
        (self.style, self.family, self.weight, self.italic) = (style, family, weight, italic)
        (self.boldTextWeight, self.face, self.boldTextFace, self.findings) = (
            boldTextWeight, face, boldTextFace, findings
        )
    }

    /// The same verdict for another style that asks for the same face: its findings name that style and its
    /// place, and the faces they need are needed by it.
    package func reassigned(to other: TextStyle) -> StyleResult {
        var copy = self
        copy.style = other
        for i in copy.findings.indices { copy.findings[i].reassign(to: other) }
        return copy
    }

    /// Fail on any unwaived error, warn on any unwaived warning.
    package var status: Status { Self.status(of: findings) }

    /// The status these findings give their style (`status`), for a caller that holds a style's findings but
    /// not the style: asking an element of an array of styles for its status copied all of it first.
    package static func status(of findings: [Finding]) -> Status {
        // By index, not through a filtered copy: every style of a 50,000-style app is asked, several times.
        var warns = false
        for i in findings.indices where findings[i].waiver == nil {
            if findings[i].severity == .error { return .fail }
            if findings[i].severity == .warning { warns = true }
        }
        return warns ? .warn : .pass
    }

    /// A style on a font the platform ships (the system font): nothing bundled, nothing to buy.
    package var isPlatformFont = false
    /// A style on an icon font (`IconFonts`): Bold Text has nothing to switch it to.
    package var isIconFont = false
    /// The platform shows the style's own face: a file (`face`), or a declared face with no file to read (a font
    /// fetched at run time).
    package var hasOwnFace = false
    /// The same for the Bold Text face: declared with no file to read (a downloadable Google Font's Bold), at
    /// the weight Bold Text asks for, or heavier where Flutter's merge asks a heavier style for 700 and that face
    /// is no lighter than the one shown now (google_fonts' "Mulish_800", whose one face is ExtraBold): the
    /// platform shows it, so no row may call it missing. Its weight and slant.
    package var boldTextOwnFace: (weight: Int, italic: Bool)?
    package var boldTextHasOwnFace: Bool { boldTextOwnFace != nil }

    /// No face of the style is there to make heavier (a missing `@font/` resource, an undeclared family): Bold
    /// Text is not checked, rather than "stays" at a weight the policy would raise.
    package var hasNoFaceForBoldText: Bool {
        boldTextWeight == nil && face == nil && !hasOwnFace && !isPlatformFont && !isIconFont && weight < 900
    }
    /// Bold Text asks for a heavier weight, but the style's own code keeps its text in the face it shows now: it
    /// fixes its variable font's `wght` (`fixedAxisWeight`) or draws on a canvas Bold Text never reaches
    /// (`boldTextNotApplied`). The reports say it stays, not that a heavier face is missing: none is to buy.
    package var boldTextKeepsFace: Bool {
        boldTextWeight != nil && boldTextFace == nil && face != nil
            && (style.fixedAxisWeight != nil || style.boldTextNotApplied != nil)
    }
    /// The Bold Text face shown is not the one asked for: a lighter one, or a heavier stand-in.
    package var boldTextIsSubstitute = false
    /// What the platform shows under Bold Text when the face it asks for is missing: the face it falls back
    /// to, and whether it draws a synthetic bold over it.
    package var boldTextFallback: FontFace?
    package var boldTextFakesBold = false

    /// The style's family is not installed but is spelt like one that is: nothing of it is to buy.
    package var isLikelyTypo: Bool { findings.contains { $0.isLikelyTypo } }
    /// How many of its findings a waiver covers.
    package var waivedCount: Int { Self.waivedCount(of: findings) }

    /// How many of these findings a waiver covers (`waivedCount`, as `status(of:)` is `status`).
    package static func waivedCount(of findings: [Finding]) -> Int {
        var count = 0
        for i in findings.indices where findings[i].waiver != nil { count += 1 }
        return count
    }
}

/// Every style's outcome, the buying list and the counts, kept in step: setting the styles (as waivers
/// do) sums them up again.
package struct AuditResult: Sendable {
    package var styles: [StyleResult] { didSet { summarize() } }
    /// Findings about an app project itself (declarations, names in code), from `fontaudit app`.
    package var projectFindings: [Finding] = [] { didSet { summarize() } }
    /// The app platforms audited; empty for a spec audit.
    package var platforms: [AppPlatform] = []
    /// Where an app audit's styles came from; nil for a spec audit.
    package var sources: AppSources?
    /// The buying list: every face an unwaived error finding needs, once, with every style needing it.
    package private(set) var missingFaces: [MissingFace] = []
    package private(set) var passed = 0
    package private(set) var failed = 0
    package private(set) var warned = 0
    /// Findings a waiver covers, over all styles and the project.
    package private(set) var waivedCount = 0
    /// How many of the styles' findings a waiver covers (`waivedFindings.count`), counted as the styles are
    /// summed up: counted again for the report, it was a pass over every finding of 50,000 styles (issue 26).
    package private(set) var waivedStyleFindings = 0
    /// Unwaived project findings that fail the run (errors) or warn.
    package private(set) var projectErrors = 0
    package private(set) var projectWarnings = 0

    package init(styles: [StyleResult], projectFindings: [Finding] = []) {
        self.styles = styles
        self.projectFindings = projectFindings
        summarize()
    }

    private mutating func summarize() {
        var list = MissingFaceList()
        (passed, failed, warned, waivedCount) = (0, 0, 0, 0)
        for i in styles.indices {
            // The findings alone: asking the style for its status and waived count copied all of it (every
            // string in it retained and released), twice: a tenth of the serial work of a 50,000-style app.
            let findings = styles[i].findings
            waivedCount += StyleResult.waivedCount(of: findings)
            switch StyleResult.status(of: findings) {
            case .pass: passed += 1
            case .fail: failed += 1
            case .warn: warned += 1
            }
            for k in findings.indices where findings[k].severity == .error && findings[k].waiver == nil {
                if let need = findings[k].needs { list.add(need, neededBy: findings[k].style) }
            }
        }
        missingFaces = list.faces
        waivedStyleFindings = waivedCount
        (projectErrors, projectWarnings) = (0, 0)
        for finding in projectFindings {
            if finding.waiver != nil {
                waivedCount += 1
            } else if finding.severity == .error {
                projectErrors += 1
            } else if finding.severity == .warning {
                projectWarnings += 1
            }
        }
    }

    /// Whether anything fails the run (before --strict and input errors): a style, or a project finding.
    package var hasFailures: Bool { failed > 0 || projectErrors > 0 }
    package var hasWarnings: Bool { warned > 0 || projectWarnings > 0 }

    /// Every finding, the styles' in style order and then the project's: the one list reports loop over.
    package var findings: [Finding] { styles.flatMap(\.findings) + projectFindings }

    /// Findings a waiver covers.
    package var waivedFindings: [Finding] { styles.flatMap(\.findings).filter { $0.waiver != nil } }
}

/// The buying list, one entry per (family, weight, italic), in the order first needed; each style listed once.
struct MissingFaceList {
    private struct Key: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
    }

    private(set) var faces: [MissingFace] = []
    private var positions: [Key: Int] = [:]
    /// The same positions by the family as written: the styles sharing a face spell it alike, and normalizing
    /// the name (a new string) for each of 50,000 findings cost more than the rest of the list.
    private var positionsAsWritten: [Key: Int] = [:]
    private var listed: [Set<String>] = []

    mutating func add(_ face: MissingFace, neededBy style: String) {
        let written = Key(family: face.family, weight: face.weight, italic: face.italic)
        let i: Int
        if let known = positionsAsWritten[written] {
            i = known
        } else {
            let key = Key(family: FamilyName.normalized(face.family), weight: face.weight, italic: face.italic)
            if let known = positions[key] {
                i = known
            } else {
                i = faces.count
                positions[key] = i
                var first = face
                first.neededBy = []
                faces.append(first)
                listed.append([])
            }
            positionsAsWritten[written] = i
        }
        if listed[i].insert(style).inserted { faces[i].neededBy.append(style) }
    }
}
