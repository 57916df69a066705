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
        /// Styles on declared families that differ only in name and place share one verdict (as
        /// `Auditor.verdicts` does for a spec's): an app writes the same `TextStyle(fontFamily:, fontWeight:)` in
        /// screen after screen. False: each style audited on its own, the reference `AppAuditTests` compares with.
        package var sharesDeclaredVerdicts = true

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
            var audited = audit(part, request: request, options: options)
            // Named in place and moved, not mapped into a copy: 50,000 results are tens of megabytes each time.
            if both, part.platform != .reactNative {
                for i in audited.styles.indices { name(&audited.styles[i], platform: part.platform) }
            }
            if styles.isEmpty { styles = audited.styles } else { styles += audited.styles }
            findings += audited.findings
            sources = sources + part.sources
            sources.callsNotChecked += audited.notChecked
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
        styles: [StyleResult], findings: [Finding], notChecked: Int
    ) {
        let system = part.styles.first?.textSystem
        let facts = BoldTextNotHandledRule.judged(part)
        var findings = facts.map { AuditRules.finding(for: $0, system: $0.system ?? system) }
        // Styles that ask Core Text by name or family go to the registered faces; the others to their
        // platform's selector over the declared families.
        func asksByName(_ style: TextStyle) -> Bool {
            style.familyKey == nil && (style.textSystem ?? .coreText) == .coreText
        }
        var byName: [TextStyle] = []
        var declared: [(style: TextStyle, selector: any FaceSelector)] = []
        if part.styles.allSatisfy(asksByName) {
            byName = part.styles  // an iOS app's styles, shared rather than copied one by one
        } else {
            for style in part.styles {
                if asksByName(style) {
                    byName.append(style)
                } else if let selector = style.textSystem.flatMap(FaceSelectors.selector(for:)) {
                    declared.append((style, selector))
                }
            }
        }
        var results: [StyleResult] = []
        // A style asking by name for a font a dependency brings (eidolon's AGaramondPro from a pod): its face is
        // not read here, so it is not checked, rather than missing and to buy.
        var fromDependencies = 0
        if !part.dependencyFonts.isEmpty {
            let names = Set(part.dependencyFonts.map { $0.lowercased() })
            let before = byName.count
            byName.removeAll { style in
                (style.fontName ?? style.family).map { names.contains($0.lowercased()) } ?? false
            }
            fromDependencies = before - byName.count
        }
        if !byName.isEmpty {
            let available = part.availableFaces + request.extraFaces
            var index = FaceIndex(available, moreFamilies: request.installedFamilies)
            index.unregisteredBundledNames = Set(part.undeclaredFaces.map(\.postscriptName))
            // Adjusted once per face asked for, and sorted in place: each copy of 50,000 results costs tens of
            // megabytes and a retain of every string in them.
            let undeclared =
                part.undeclaredFaces.isEmpty
                ? nil : UndeclaredFaces(part.undeclaredFaces, unshipped: part.unshippedFiles)
            let adjust = undeclared.map { undeclared in
                { @Sendable in declarationNotPurchase(&$0, undeclared: undeclared) }
            }
            if part.extensionFiles.isEmpty {
                results = Auditor.verdicts(byName, index: index, options: options, adjusting: adjust)
            } else {
                results = verdicts(byName, part, appIndex: index, request: request, options: options, adjust: adjust)
            }
            Self.sortByLocation(&results)
            findings += UnknownFontNameCheck.findings(byName, among: available + part.undeclaredFaces)
        }
        findings += SystemFontByNameCheck.bundledNotes(part.availableFaces + part.undeclaredFaces)
        var verdicts: [TextStyle: StyleResult] = [:]
        for (style, selector) in declared {
            // The verdict depends on everything the style says but its name and place, which its findings carry
            // and `reassigned(to:)` rewrites.
            var asked = style
            (asked.name, asked.location) = ("", SourceLocation(file: "", line: 0, column: 0))
            if request.sharesDeclaredVerdicts, let verdict = verdicts[asked] {
                results.append(verdict.reassigned(to: style))
                continue
            }
            let result = StyleResult(
                StyleAudit(
                    style, declaredIn: part.families, selector: selector, bundled: part.bundledFaces, options: options))
            if request.sharesDeclaredVerdicts { verdicts[asked] = result }
            results.append(result)
        }
        return (results, findings, fromDependencies)
    }

    /// The verdicts of an app with extensions: a style in a file only an extension builds is judged by the faces
    /// that extension registers (its own Info.plist's UIAppFonts, its own target's files); one the app builds
    /// too, by the app's faces and each extension's, and the first extension that does not register its face
    /// gives the verdict.
    private static func verdicts(
        _ byName: [TextStyle], _ part: PlatformReading, appIndex: FaceIndex, request: Request, options: AuditOptions,
        adjust: (@Sendable (inout StyleResult) -> Void)?
    ) -> [StyleResult] {
        var inApp: [Int] = []
        var inExtension = [[Int]](repeating: [], count: part.extensions.count)
        for i in byName.indices {
            guard let membership = part.extensionFiles[byName[i].location.file] else {
                inApp.append(i)
                continue
            }
            if membership.inApp { inApp.append(i) }
            for e in membership.extensions where e < inExtension.count { inExtension[e].append(i) }
        }
        var results = [StyleResult?](repeating: nil, count: byName.count)
        for (slot, result) in zip(
            inApp, Auditor.verdicts(inApp.map { byName[$0] }, index: appIndex, options: options, adjusting: adjust))
        {
            results[slot] = result
        }
        let bundled = UndeclaredFaces(part.bundledFaces, unshipped: [])
        for (e, members) in inExtension.enumerated() where !members.isEmpty {
            let bundle = part.extensions[e]
            var index = FaceIndex(bundle.availableFaces + request.extraFaces, moreFamilies: request.installedFamilies)
            index.unregisteredBundledNames = Set(part.bundledFaces.map(\.postscriptName)).subtracting(
                bundle.availableFaces.map(\.postscriptName))
            let judged = Auditor.verdicts(
                members.map { byName[$0] }, index: index, options: options,
                adjusting: { notRegistered(&$0, in: bundle, bundled: bundled) })
            for (slot, result) in zip(members, judged) {
                // The first extension that does not register the face decides; else the app's verdict stands.
                let lacks = result.findings.contains { $0.rule == .undeclaredFont }
                if results[slot] == nil || lacks && !(results[slot]!.findings.contains { $0.rule == .undeclaredFont }) {
                    results[slot] = result
                }
            }
        }
        return results.map { $0! }
    }

    /// A face the app bundles that an extension does not register: not to be bought, but declared in the
    /// extension (an `undeclared-font` finding at the style).
    private static func notRegistered(_ result: inout StyleResult, in bundle: ExtensionBundle, bundled: UndeclaredFaces)
    {
        let byName = result.style.fontName
        // The bundled face a finding needs: the one asked for by name, or of the needed family, weight and slant.
        func bundledFace(for need: MissingFace) -> FontFace? {
            let key = FamilyName.normalized(need.family)
            return bundled.faces.indices.first(where: { k in
                let face = bundled.faces[k]
                return (byName != nil && byName.map(face.hasPostScriptName) == true && need.weight == result.weight)
                    || (bundled.familyKeys[k].contains(key) && face.covers(weightClass: need.weight)
                        && face.italic == need.italic)
            }).map { bundled.faces[$0] }
        }
        func isOwn(_ need: MissingFace) -> Bool {
            result.face == nil && need.weight == result.weight && need.italic == result.italic
        }
        // The style's own face first: when the extension lacks it, the extension shows the system font, which Bold
        // Text makes heavier itself, so the findings about the face Bold Text would need are dropped.
        var ownFace: FontFace?
        for i in result.findings.indices {
            guard let need = result.findings[i].needs, isOwn(need), let face = bundledFace(for: need) else { continue }
            ownFace = face
            declareInExtension(&result.findings[i], face: face, bundle: bundle, own: true)
        }
        if let ownFace {
            result.family = ownFace.families.first ?? result.family
            // The app's face is the one asked for (a name parsed alone said 400 for "AvenirNextLTPro-Demi"), and
            // the extension shows the system font: no Bold Text face of the app's to ask for, so no row names one
            // missing.
            (result.weight, result.italic) = (ownFace.weight, ownFace.italic)
            (result.boldTextWeight, result.boldTextFallback, result.boldTextFakesBold) = (nil, nil, false)
            result.findings.removeAll { $0.needs != nil }
            return
        }
        for i in result.findings.indices {
            guard let need = result.findings[i].needs, let face = bundledFace(for: need) else { continue }
            declareInExtension(&result.findings[i], face: face, bundle: bundle, own: false)
        }
    }

    /// An `undeclared-font` finding at the style: the face is in the app, not registered in the extension.
    private static func declareInExtension(
        _ finding: inout Finding, face: FontFace, bundle: ExtensionBundle, own: Bool
    ) {
        let file = Platform.baseName(of: face.path)
        let plist = bundle.infoPlist.map { "its Info.plist (\(Terminal.sanitize($0)))" } ?? "its Info.plist"
        var missing: [String] = []
        if !bundle.listedFiles.contains(file.lowercased()) {
            missing.append("\(plist) does not list \(Terminal.sanitize(file)) in UIAppFonts")
        }
        if !bundle.targetFiles.contains(face.path) { missing.append("the file is not in that target") }
        if missing.isEmpty { missing.append("\(plist) does not register it") }
        finding.needs = nil
        finding.rule = .undeclaredFont
        finding.severity = AuditRule.undeclaredFont.defaultSeverity
        finding.message +=
            "; \(Terminal.sanitize(face.displayName)) is in the app, but this code runs in the app extension \(Terminal.sanitize(bundle.name)), its own bundle: "
            + missing.joined(separator: ", and ")
            + ", so iOS does not register the font there; add the file to that target and to its UIAppFonts, nothing to buy"
        if own { finding.message += " (until then it shows the system font, which Bold Text makes heavier itself)" }
    }

    /// Sorts `results` by their styles' places, as `sort` by place does: the indices are sorted by comparing
    /// the same places in the same order, so they come out in the same order, and the results are then moved
    /// there in place. Sorting the results themselves copied two of them (a retain and a release of every string
    /// they hold) for each comparison: 280 M instructions on one core for the 10,000-file iOS bench's 50,000
    /// styles. A new array of them would cost tens of megabytes.
    static func sortByLocation(_ results: inout [StyleResult]) {
        var order = Array(results.indices)
        order.sort { results[$0].style.location < results[$1].style.location }
        // Position i takes the result at order[i]: each cycle of the permutation by swaps.
        var placed = [Bool](repeating: false, count: results.count)
        for start in results.indices where !placed[start] {
            var i = start
            while order[i] != start {
                results.swapAt(i, order[i])
                placed[i] = true
                i = order[i]
            }
            placed[i] = true
        }
    }

    /// With several platforms in one repository, each style's name says which one it is (React Native styles
    /// already say "iOS: " or "Android: ", and are left alone by the caller).
    private static func name(_ result: inout StyleResult, platform: AppPlatform) {
        result.style.name = "\(platform.displayName): \(result.style.name)"
        for i in result.findings.indices {
            result.findings[i].style = result.style.name
        }
    }

    /// The faces the app bundles but does not declare, with what every finding compares them by worked out once:
    /// their normalized family names, and the note that says to declare them.
    private struct UndeclaredFaces: Sendable {
        let faces: [FontFace]
        let familyKeys: [[String]]
        let notes: [String]

        init(_ faces: [FontFace], unshipped: Set<String>) {
            self.faces = faces
            familyKeys = faces.map { $0.families.map(FamilyName.normalized) }
            notes = faces.map { face in
                let (name, file) = (
                    Terminal.sanitize(face.displayName), Terminal.sanitize(Platform.baseName(of: face.path))
                )
                guard !unshipped.contains(face.path) else {
                    return
                        "; \(name) is in the repository as \(file) but no Xcode project lists it: add it to the app target's resources and to UIAppFonts, nothing to buy"
                }
                return "; \(name) is bundled as \(file) but not declared in UIAppFonts: declare it, nothing to buy"
            }
        }
    }

    /// A face the app bundles but does not declare is not to be bought: the finding says to declare it.
    private static func declarationNotPurchase(_ result: inout StyleResult, undeclared: UndeclaredFaces) {
        let byName = result.style.fontName
        for i in result.findings.indices {
            guard let need = result.findings[i].needs else { continue }
            let key = FamilyName.normalized(need.family)
            // The first face that is the one asked for by name, or of the needed family, weight and slant.
            guard
                let k = undeclared.faces.indices.first(where: { k in
                    let face = undeclared.faces[k]
                    return (byName != nil && byName.map(face.hasPostScriptName) == true && need.weight == result.weight)
                        || (undeclared.familyKeys[k].contains(key) && face.covers(weightClass: need.weight)
                            && face.italic == need.italic)
                })
            else { continue }
            result.findings[i].needs = nil
            result.findings[i].message += undeclared.notes[k]
        }
    }
}
