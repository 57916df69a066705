import FontAuditModel
import FontAuditSystem
import FontCatalog

/// `fontaudit app PATH`'s audit: what the readers found in the project (`AppReading`), audited style by style
/// by the one `StyleAudit`, each style's face picked by its platform's selector.
package enum AppAudit {
    package struct Request {
        /// `--spec` styles, audited against the app's fonts.
        package var specStyles: [TextStyle] = []
        /// Faces from `--fonts` and, with `--system-fonts`, the installed ones: available to every style.
        package var extraFaces: [FontFace] = []
        package var installedFamilies: (() -> [String: String])?
        /// `policyIsForced` false: each platform's own default (apple, android; YMatterType's for its calls).
        package var options: AuditOptions
        /// `--platform` was given: every platform read is kept, even a shell that holds nothing about fonts.
        package var platformIsForced = false

        package init(options: AuditOptions) { self.options = options }
    }

    package static func run(_ reading: AppReading, _ request: Request) -> AuditResult {
        var parts = reading.parts
        // A cross-platform repository (Flutter, Compose Multiplatform, React Native) keeps ios/ and android/
        // folders for the app's shell: they are audited when they declare or use fonts, and left out when they
        // hold nothing about fonts.
        if !request.platformIsForced, parts.contains(where: { !$0.holdsNothing }) {
            parts.removeAll(where: \.holdsNothing)
        }
        parts.sort { $0.platform.sortOrder < $1.platform.sortOrder }
        let platforms = parts.map(\.platform)
        let both = platforms.count > 1
        var styles: [StyleResult] = []
        var findings: [Finding] = []
        var sources = AppSources()
        var appFaces: [FontFace] = []
        for part in parts {
            var options = request.options
            if !options.policyIsForced { options.policy.name = part.platform.defaultPolicy }
            let audited = audit(part, request: request, options: options)
            styles += audited.styles.map { named($0, platform: part.platform, both: both) }
            findings += audited.findings
            sources = sources + part.sources
            appFaces += part.availableFaces
        }
        if !request.specStyles.isEmpty {
            var options = request.options
            if !options.policyIsForced, platforms.count == 1 { options.policy.name = platforms[0].defaultPolicy }
            let index = FaceIndex(appFaces + request.extraFaces, moreFamilies: request.installedFamilies)
            styles += Auditor.verdicts(request.specStyles, index: index, options: options)
        }
        var result = AuditResult(
            styles: styles,
            projectFindings: findings.sorted { ($0.location, $0.rule.id) < ($1.location, $1.rule.id) })
        result.platforms = platforms
        result.sources = sources
        return result
    }

    /// One platform's styles and findings. Styles on declared families go to their platform's selector; styles
    /// asking by name or family go to the faces the platform registers.
    private static func audit(_ part: PlatformReading, request: Request, options: AuditOptions) -> (
        styles: [StyleResult], findings: [Finding]
    ) {
        let system = part.styles.first?.textSystem
        let facts = BoldTextNotHandledRule.judged(part)
        var findings = facts.map { AuditRules.finding(for: $0, system: $0.system ?? system) }
        // Styles that ask Core Text by name or family go to the registered faces; the others to their
        // platform's selector over the declared families.
        var byName: [TextStyle] = []
        var declared: [(style: TextStyle, selector: any FaceSelector)] = []
        for style in part.styles {
            if style.familyKey == nil, (style.textSystem ?? .coreText) == .coreText {
                byName.append(style)
            } else if let selector = style.textSystem.flatMap(FaceSelectors.selector(for:)) {
                declared.append((style, selector))
            }
        }
        var results: [StyleResult] = []
        if !byName.isEmpty {
            let available = part.availableFaces + request.extraFaces
            let index = FaceIndex(available, moreFamilies: request.installedFamilies)
            results += Auditor.verdicts(byName, index: index, options: options).map {
                declarationNotPurchase($0, undeclared: part.undeclaredFaces)
            }.sorted { $0.style.location < $1.style.location }
            findings += UnknownFontNameCheck.findings(byName, among: available + part.undeclaredFaces)
        }
        findings += SystemFontByNameCheck.bundledNotes(part.availableFaces + part.undeclaredFaces)
        for (style, selector) in declared {
            results.append(
                StyleResult(
                    StyleAudit(
                        style, declaredIn: part.families, selector: selector, bundled: part.bundledFaces,
                        options: options)))
        }
        return (results, findings)
    }

    /// With several platforms in one repository, each style's name says which one it is.
    private static func named(_ result: StyleResult, platform: AppPlatform, both: Bool) -> StyleResult {
        // React Native styles already say "iOS: " or "Android: ".
        guard both, platform != .reactNative else { return result }
        var named = result
        named.style.name = "\(platform.displayName): \(result.style.name)"
        for i in named.findings.indices {
            named.findings[i].style = named.style.name
            named.findings[i].needs?.neededBy = [named.style.name]
        }
        return named
    }

    /// A face the app bundles but does not declare is not to be bought: the finding says to declare it.
    private static func declarationNotPurchase(_ result: StyleResult, undeclared: [FontFace]) -> StyleResult {
        guard !undeclared.isEmpty else { return result }
        var adjusted = result
        for i in adjusted.findings.indices {
            guard let need = adjusted.findings[i].needs else { continue }
            let key = FamilyName.normalized(need.family)
            let byName = result.style.fontName
            guard
                let face = undeclared.first(where: { face in
                    (byName != nil && face.postscriptName == byName && need.weight == result.weight)
                        || (face.families.contains { FamilyName.normalized($0) == key }
                            && face.covers(weightClass: need.weight) && face.italic == need.italic)
                })
            else { continue }
            adjusted.findings[i].needs = nil
            adjusted.findings[i].message +=
                "; \(Terminal.sanitize(face.displayName)) is bundled as \(Terminal.sanitize(Platform.baseName(of: face.path))) but not declared in UIAppFonts: declare it, nothing to buy"
        }
        return adjusted
    }
}
