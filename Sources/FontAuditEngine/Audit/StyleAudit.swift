import FontAuditModel
import FontCatalog

/// What was decided for one style, and what every rule checks: the face it asks for, the face it gets now,
/// and the face Bold Text switches it to. Worked out once; the rules only report on it.
package struct StyleAudit {
    /// The style audited: its name, place and per-call facts (`scaling`) go into the findings; everything else
    /// of it decided the faces below (`Auditor.FaceRequest`).
    package internal(set) var style: TextStyle
    package let options: AuditOptions
    /// The Bold Text policy for this style: `--policy`, else its code's own (YMatterType's), else the run's.
    package let policy: BoldTextPolicy
    /// The family audited: as written, or the typographic family a legacy name or a `fontName` belongs to.
    package let family: String
    /// The weight as asked, before bucketing.
    package let weightRaw: Int
    /// The weight class audited.
    package let weight: Int
    package let italic: Bool
    /// The width class the style asks for: normal, or that of the legacy family it names.
    package let width: Int
    /// Every installed or bundled face of the family.
    package let familyFaces: [FontFace]
    /// How the family spells its PostScript names, for the faces it lacks: learned on first use (only a style
    /// with a missing face asks), then kept for every finding.
    package var spelling: FaceSpelling { learnedSpelling.value(from: familyFaces) }
    private let learnedSpelling = LearnedSpelling()
    /// The style's own face, if installed.
    package let face: FontFace?
    /// How many faces of different weight or slant carry the style's `fontName`, when more than one does.
    package let ambiguousAmong: Int?
    /// An installed family spelt like this one, when this one is not installed ("did you mean").
    package let suggestedFamily: String?
    /// The weight Bold Text switches to; nil when the policy knows nothing heavier.
    package let boldTextWeight: Int?
    /// The installed face at `boldTextWeight`, if any.
    package let exactBoldFace: FontFace?
    /// The lightest installed face heavier than the style, nearest the Bold Text weight, in the style's own
    /// width when it has one.
    package let nearestHeavier: (face: FontFace, weight: Int)?
    /// For a style on a family the app declares (Android, Compose, Flutter): what its platform picks.
    package let declared: DeclaredSelection?
    /// The style names a font the platform ships (the system font, iOS's own families): nothing to buy.
    package let isPlatformFont: Bool
    /// The style asks Core Text for Apple's system font (SF, New York) by name, and the app does not bundle it.
    package let asksSystemFontByName: Bool
    /// The style's font is an icon font (`IconFonts`): its own face is checked, but Bold Text has nothing to
    /// switch it to and nothing to buy.
    package let isIconFont: Bool

    package init(_ style: TextStyle, index: FaceIndex, options: AuditOptions) {
        self.style = style
        self.options = options
        let policy = options.policy(for: style)
        self.policy = policy
        declared = nil
        if style.platform == .ios, PlatformFonts.isIOSSystemFont(style.fontName ?? style.family ?? ""),
            !PlatformFonts.isAppsOwnFace(style.fontName ?? "", exactName: style.exactName, index: index)
        {
            // iOS's own families: nothing bundled, nothing to resolve.
            isPlatformFont = true
            family = style.fontName ?? style.family ?? ""
            (weightRaw, weight, italic, width) = (style.weight ?? 400, style.weight ?? 400, style.italic, 5)
            (familyFaces, face, ambiguousAmong, suggestedFamily) = ([], nil, nil, nil)
            (boldTextWeight, exactBoldFace, nearestHeavier) = (nil, nil, nil)
            (asksSystemFontByName, isIconFont) = (false, false)
            return
        }
        isPlatformFont = false
        let target = TargetResolver.resolve(style, index: index)
        family = target.family
        weightRaw = target.weightRaw
        weight = WeightClass.bucket(target.weightRaw)
        italic = target.italic
        width = target.width
        familyFaces = target.familyFaces
        ambiguousAmong = target.ambiguousAmong
        // A face asked for by its exact name (`UIFont(name:)`, YMatterType) is that face or nothing: iOS does
        // not fall back to another face of the family.
        face =
            target.face
            ?? (style.exactName
                ? nil : FaceMatcher.exact(familyFaces, weightClass: weight, italic: italic, width: width))
        suggestedFamily = familyFaces.isEmpty ? index.suggestFamily(for: family) : nil
        // Only a policy that needs the family's weights (next) looks at what the family has.
        var installedWeights: [Int] = []
        if policy.name.needsInstalledWeights {
            installedWeights = Array(
                Set(
                    target.familyFaces.flatMap { candidate -> [Int] in
                        guard let range = candidate.weightRange else { return [candidate.weight] }
                        return WeightClass.gridClasses.filter { range.contains($0) } + [candidate.weight]
                    }))
        }
        isIconFont =
            IconFonts.isIconFont(target.family)
            || [style.fontName, style.family].contains { name in
                name.map { $0 != target.family && IconFonts.isIconFont($0) } ?? false
            }
        var boldWeight = isIconFont ? nil : policy.target(for: weight, installedWeights: installedWeights)
        // The face the app's own code swaps in under Bold Text, asked for by name as `UIFont(name:)` asks:
        // that face, at its weight, instead of the policy's (unless `--policy` overrides the code's mapping).
        var namedBold: TargetResolver.Target?
        if !isIconFont, !options.policyIsForced, let boldName = style.boldTextFontName {
            var asked = style
            (asked.fontName, asked.boldTextFontName) = (boldName, nil)
            let target = TargetResolver.resolve(asked, index: index)
            namedBold = target
            boldWeight = WeightClass.bucket(target.weightRaw)
        }
        boldTextWeight = boldWeight
        let (faces, weight, italic, boldWidth) = (familyFaces, weight, italic, face?.width ?? width)
        if let namedBold {
            exactBoldFace = namedBold.face
        } else if let convention = Self.namingConvention(style, policy: policy) {
            // YMatterType asks for the Bold Text face by name: "Montserrat-ExtraBold", nothing else.
            exactBoldFace = boldWeight.flatMap { boldWeight in
                let name = convention(boldWeight)
                return index.faces(postscriptName: name).first { $0.hasPostScriptName(name) }
            }
        } else {
            exactBoldFace = boldWeight.flatMap {
                FaceMatcher.exact(faces, weightClass: $0, italic: italic, width: boldWidth)
            }
        }
        nearestHeavier = boldWeight.flatMap {
            FaceMatcher.nearestHeavier(faces, than: weight, target: $0, italic: italic, width: boldWidth)
        }
        asksSystemFontByName =
            style.exactName && face == nil && familyFaces.isEmpty
            && PlatformFonts.isAppleSystemFontName(style.fontName ?? style.family ?? "")
    }

    /// The same faces for another style that asks for them (the same `Auditor.FaceRequest`), at another size or
    /// place: only its findings differ. The spelling learned is shared, so the copy is read on the same thread.
    package func restyled(_ other: TextStyle) -> StyleAudit {
        var copy = self
        copy.style = other
        return copy
    }

    /// The name a style's code asks for at another weight, when it asks by a naming convention.
    static func namingConvention(_ style: TextStyle, policy: BoldTextPolicy) -> ((Int) -> String)? {
        guard style.exactName, let family = style.family, let convention = policy.name.namingConvention else {
            return nil
        }
        return { convention(family, $0, style.italic) }
    }

    /// The weight the platform asks for under Bold Text (`BoldTextPolicy.requested`): `boldTextWeight`, but
    /// Android's 1000 for a 700 style.
    package var boldTextRequest: Int? { boldTextWeight.map { policy.requested(for: weight, target: $0) } }

    /// The PostScript name the Bold Text face is asked for by, under a naming convention.
    package var boldTextName: String? {
        if let name = style.boldTextFontName, !options.policyIsForced { return name }
        guard let boldTextWeight, let convention = Self.namingConvention(style, policy: policy) else { return nil }
        return convention(boldTextWeight)
    }

    /// A face of the family at `weight` in the style's slant, whatever its name.
    package func faceOfFamily(at weight: Int) -> FontFace? {
        FaceMatcher.exact(familyFaces, weightClass: weight, italic: italic, width: face?.width ?? width)
    }

    /// A family that is not installed but is spelt like one that is: most likely a typo, nothing to buy.
    package var isLikelyTypo: Bool { familyFaces.isEmpty && suggestedFamily != nil }

    /// The face Bold Text shows: the exact one, or under `--match heavier` the nearest heavier one.
    package var boldTextFace: FontFace? {
        if let exact = exactBoldFace { return exact }
        if let bold = boldTextShowsNoLighterFace { return bold.face }
        return options.match == .heavier && !isLikelyTypo ? nearestHeavier?.face : nil
    }

    /// Flutter's merge asks a 900 style for 700; where the family's face for 700 is no lighter than the one shown
    /// now (a family of Regular and Black shows Black for both), Bold Text shows that face: it, file or not.
    package var boldTextShowsNoLighterFace: DeclaredFace? {
        guard let target = boldTextWeight, target < weight, let declared, let bold = declared.bold,
            let now = declared.now, declared.selector.weight(of: bold) >= declared.selector.weight(of: now)
        else { return nil }
        return bold
    }

    /// A finding about this style; `needs` names a missing face of the audited family, by weight.
    package func finding(_ rule: AuditRule, _ message: String, needs: Int? = nil) -> Finding {
        Finding(
            rule: rule, severity: rule.defaultSeverity, style: style.name, location: style.location, family: family,
            weight: weight, italic: italic, message: message,
            needs: needs.map {
                MissingFace(family: family, weight: $0, italic: italic, neededBy: [], spelling: spelling)
            })
    }

    /// "Open Sans Black Italic (900 italic), PostScript OpenSans-BlackItalic": a face that is not installed.
    package func wanted(_ weight: Int) -> String {
        let styleName = FaceNaming.styleName(weight: weight, italic: italic)
        return "\(family) \(styleName) (\(FaceNaming.weightLabel(weight, italic: italic))), PostScript "
            + FaceNaming.postscriptName(family: family, weight: weight, italic: italic, spelling: spelling)
    }

    /// A variable font offers weights beyond its named instances: say which.
    package func offered(_ candidate: (face: FontFace, weight: Int)) -> String {
        guard let range = candidate.face.weightRange, candidate.weight != candidate.face.weight else {
            return candidate.face.auditLabel
        }
        return "\(Terminal.sanitize(candidate.face.family)) variable \(range.lowerBound)–\(range.upperBound) at "
            + FaceNaming.weightLabel(candidate.weight, italic: candidate.face.italic)
    }

    /// Every finding about this style, from every rule's check (`AuditRules.styleChecks`).
    package var findings: [Finding] {
        guard !isPlatformFont else { return PlatformFontCheck.check(self) }
        guard !asksSystemFontByName else { return SystemFontByNameCheck.check(self) }
        return AuditRules.styleChecks.flatMap { $0.check(self) }
    }

    /// The same, each check's apart, in the order reported (`findings` joined).
    package var findingsByCheck: [[Finding]] {
        guard !isPlatformFont else { return [PlatformFontCheck.check(self)] }
        guard !asksSystemFontByName else { return [SystemFontByNameCheck.check(self)] }
        return AuditRules.styleChecks.map { $0.check(self) }
    }

    /// The findings of this audit, `restyled` from one whose checks found `byCheck` (`findingsByCheck`): the
    /// checks of the faces give the same findings, named for this style and placed at its call; the checks of
    /// the call (`StyleCheck.readsTheCall`) run again. An iOS app's requests for one face at a dozen sizes
    /// differ only there.
    package func findings(reusing byCheck: [[Finding]]) -> [Finding] {
        guard !isPlatformFont, !asksSystemFontByName else { return findings }
        var findings: [Finding] = []
        for (k, check) in AuditRules.styleChecks.enumerated() {
            if check.readsTheCall {
                findings += check.check(self)
            } else {
                for finding in byCheck[k] { findings.append(finding.reassigned(to: style)) }
            }
        }
        return findings
    }
}

/// `StyleAudit.spelling`, learned once. A style audit is worked out and read on one thread.
final class LearnedSpelling {
    private var learned: FaceSpelling?

    func value(from faces: [FontFace]) -> FaceSpelling {
        if let learned { return learned }
        let spelling = FaceSpelling(learningFrom: faces)
        learned = spelling
        return spelling
    }
}
