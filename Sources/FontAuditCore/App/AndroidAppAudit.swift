import FontAuditSystem
import FontCatalog

/// The Android half of the app audit: each style's face and its Bold Text face as Android really picks
/// them from the style's font family.
struct AndroidAppAudit {
    var results: [StyleResult] = []
    var findings: [ProjectFinding] = []
    var sources = AppSources()
    /// The faces of the app's `res/font` files, for `--spec` styles.
    var faces: [FontFace] = []

    init(files: ProjectFiles, fonts: ProjectFonts, options: AuditOptions, warnings: inout [LocatedWarning]) {
        let resources = AndroidResources(files, fonts: fonts, warnings: &warnings)
        findings = resources.findings
        sources.fontFiles = resources.fontFiles.count
        // `<font>` entries, and the font files that styles use directly as families of one face.
        let usedFiles = Set(resources.uses.compactMap { AndroidResources.resourceName($0.fontFamily) })
        sources.declarations =
            resources.declarations + resources.families.values.count { $0.isSingleFile && usedFiles.contains($0.name) }
        sources.stylesFromCode = resources.uses.count
        sources.callsNotChecked = resources.notChecked
        faces = resources.fontFiles.flatMap { fonts.faces(in: $0) }
        let bundled = resources.fontFiles.map { (file: $0, face: fonts.faces(in: $0).first) }
        for use in resources.uses {
            results.append(
                Self.audit(use, families: resources.families, bundled: bundled, policy: options.policy))
        }
        readCompose(files, resources: resources, fonts: fonts, bundled: bundled, options: options, warnings: &warnings)
    }

    /// Jetpack Compose: families and styles from Kotlin, matched the same way (Compose adds the configuration's
    /// fontWeightAdjustment and picks the closest `Font` of the `FontFamily`).
    private mutating func readCompose(
        _ files: ProjectFiles, resources: AndroidResources, fonts: ProjectFonts,
        bundled: [(file: String, face: FontFace?)], options: AuditOptions, warnings: inout [LocatedWarning]
    ) {
        var sourcesByFile: [(path: String, tokens: [SourceToken])] = []
        for file in files.kotlinFiles {
            guard let bytes = ProjectText.read(file, warnings: &warnings) else { continue }
            guard ["FontFamily", "TextStyle", "Typography"].contains(where: { ProjectText.find($0, in: bytes) != nil })
            else { continue }
            sourcesByFile.append((file, SourceLexer.tokens(bytes, language: .kotlin)))
        }
        guard !sourcesByFile.isEmpty else { return }
        let compose = ComposeFonts(files: sourcesByFile)
        var converted: [String: AndroidFontFamily] = [:]
        var reported = Set<SourceLocation>()
        func convert(_ family: ComposeFonts.Family) -> AndroidFontFamily {
            if let known = converted[family.name] { return known }
            var entries: [AndroidFontEntry] = []
            for font in family.fonts where !font.downloadable {
                guard let resource = font.resource, let path = resources.fileResources[resource] else {
                    if reported.insert(font.location).inserted {
                        let name = font.resource.map { "R.font.\($0)" } ?? "its font"
                        findings.append(
                            ProjectFinding(
                                .missingFontResource,
                                "\(Terminal.sanitize(name)) in \(Terminal.sanitize(family.name)) names no font file in res/font",
                                at: font.location, subject: name))
                    }
                    continue
                }
                // Compose's Font declares FontWeight.Normal and FontStyle.Normal unless told otherwise.
                let entry = AndroidFontEntry(
                    resource: resource, file: path, declaredWeight: font.weight ?? 400,
                    declaredItalic: font.italic ?? false, location: font.location, face: fonts.faces(in: path).first)
                if reported.insert(font.location).inserted {
                    findings += AndroidResources.declarationMismatches(entry, family: family.name, picker: "Compose")
                }
                entries.append(entry)
            }
            var result = AndroidFontFamily(
                name: family.name, location: family.location, entries: entries, isSingleFile: entries.count == 1)
            result.isCompose = true
            converted[family.name] = result
            return result
        }
        for family in compose.families { _ = convert(family) }
        sources.declarations += compose.families.reduce(0) { $0 + $1.fonts.count }
        for style in compose.styles {
            switch style.family {
            case .system(let name):
                var text = TextStyle(name: style.name, location: style.location, family: "FontFamily.\(name)")
                (text.weight, text.italic, text.platform) = (style.weight, style.italic, .android)
                let note = Finding(
                    rule: .platformFont, severity: .note, style: style.name, location: style.location,
                    family: "FontFamily.\(name)", weight: style.weight, italic: style.italic,
                    message: "FontFamily.\(Terminal.sanitize(name)) is the system font: Android makes it bolder itself")
                results.append(
                    StyleResult(
                        style: text, family: "FontFamily.\(name)", weight: style.weight, italic: style.italic,
                        findings: [note]))
                sources.stylesFromCode += 1
            case .unknown:
                sources.callsNotChecked += 1
            case .family(let family):
                guard !family.downloadable else {
                    sources.callsNotChecked += 1
                    continue
                }
                _ = convert(family)  // now in `converted`, by its name
                let use = AndroidStyleUse(
                    name: style.name, location: style.location, fontFamily: family.name,
                    textFontWeight: String(style.weight), textStyle: style.italic ? "italic" : nil,
                    textSize: style.size.map(TextStyle.measure), lineHeight: style.lineHeight)
                results.append(
                    Self.audit(
                        use, families: converted, bundled: bundled, policy: options.policy))
                sources.stylesFromCode += 1
            }
        }
    }

    /// Android's choice (minikin): the family's face closest to the wanted weight and slant, scored
    /// |Δ(weight / 100)| plus 2 for a slant mismatch, the first face winning a tie.
    static func select(_ family: AndroidFontFamily, weight: Int, italic: Bool) -> AndroidFontEntry? {
        var best: (entry: AndroidFontEntry, score: Int)?
        for entry in family.entries {
            let score = abs(entry.weight / 100 - weight / 100) + (entry.italic == italic ? 0 : 2)
            if best == nil || score < best!.score { best = (entry, score) }
        }
        return best?.entry
    }

    /// What the user sees: the chosen face, with the bold or slant Android fakes (minikin's computeFakery:
    /// bold when the wanted weight is ≥ 600 and at least 200 above the face).
    static func shown(_ entry: AndroidFontEntry, weight: Int, italic: Bool) -> String {
        var fakes: [String] = []
        if weight >= 600 && weight - entry.weight >= 200 { fakes.append("a synthetic bold") }
        if italic && !entry.italic { fakes.append("a synthetic slant") }
        return entry.label + (fakes.isEmpty ? "" : " with " + fakes.joined(separator: " and "))
    }

    static func audit(
        _ use: AndroidStyleUse, families: [String: AndroidFontFamily],
        bundled: [(file: String, face: FontFace?)], policy: BoldTextPolicy
    ) -> StyleResult {
        var style = TextStyle(name: use.name, location: use.location, family: use.fontFamily)
        style.platform = .android
        // "16sp", "16.5dp": the number, for the HTML report.
        style.size = use.textSize.flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) }
        style.lineHeight = use.lineHeight
        let resource = AndroidResources.resourceName(use.fontFamily) ?? use.fontFamily
        let textStyle = Set((use.textStyle ?? "").split(separator: "|").map { String($0).trimmingCharacters(in: " ") })
        let italic = textStyle.contains("italic")
        guard let family = families[resource] else {
            style.italic = italic
            let finding = Finding(
                rule: .missingFontResource, severity: .error, style: use.name, location: use.location,
                family: resource, weight: 400, italic: italic,
                message: "\(Terminal.sanitize(use.fontFamily)) names no font family or font file in res/font")
            return StyleResult(style: style, family: resource, weight: 400, italic: italic, findings: [finding])
        }
        var weight = 400
        if let declared = use.textFontWeight.flatMap({ Int($0) }) {
            weight = WeightClass.bucket(declared)
        } else if textStyle.contains("bold") {
            weight = 700
        } else if family.isSingleFile, let only = family.entries.first {
            weight = only.weight
        }
        (style.weight, style.italic) = (weight, italic)
        let familyName = family.familyName
        var result = StyleResult(style: style, family: familyName, weight: weight, italic: italic, findings: [])
        func finding(_ rule: AuditRule, _ message: String, needs: Int? = nil) -> Finding {
            Finding(
                rule: rule, severity: rule.defaultSeverity, style: use.name, location: use.location,
                family: familyName, weight: weight, italic: italic, message: message,
                needs: needs.map { MissingFace(family: familyName, weight: $0, italic: italic, neededBy: [use.name]) })
        }
        func wanted(_ w: Int) -> String {
            "\(Terminal.sanitize(familyName)) \(FaceNaming.styleName(weight: w, italic: italic)) (\(FaceNaming.weightLabel(w, italic: italic)))"
        }
        /// A face the app bundles at `w` in the family's typeface, outside this family's declarations.
        func bundledElsewhere(_ w: Int) -> String? {
            let declaredFiles = Set(family.entries.compactMap(\.file))
            return bundled.first { candidate in
                guard let face = candidate.face, !declaredFiles.contains(candidate.file) else { return false }
                return face.families.contains { FamilyName.normalized($0) == FamilyName.normalized(familyName) }
                    && face.weight == w && face.italic == italic
            }.map {
                (family.isCompose ? "R.font." : "@font/")
                    + String(Platform.baseName(of: $0.file).split(separator: ".").first ?? "")
            }
        }

        guard let chosen = select(family, weight: weight, italic: italic) else {
            result.findings.append(
                finding(.missingFace, "\(Terminal.sanitize(use.fontFamily)) declares no font", needs: weight))
            return result
        }
        if chosen.weight == weight && chosen.italic == italic {
            result.face = chosen.face
        } else {
            let shownNow = shown(chosen, weight: weight, italic: italic)
            if let entry = family.entries.misdeclared(weight: weight, italic: italic) {
                result.findings.append(
                    finding(
                        .missingFace,
                        "\(Terminal.sanitize(use.fontFamily)) declares \(Terminal.sanitize(entry.face?.displayName ?? entry.resource)) as \(FaceNaming.weightLabel(entry.weight, italic: entry.italic)), so Android will show \(shownNow): fix the declaration, nothing to buy"
                    ))
            } else if let elsewhere = bundledElsewhere(weight) {
                result.findings.append(
                    finding(
                        .undeclaredInFamily,
                        "the app bundles \(wanted(weight)) as \(elsewhere), but \(Terminal.sanitize(use.fontFamily)) does not declare it: Android will show \(shownNow)"
                    ))
            } else {
                result.findings.append(
                    finding(
                        .missingFace,
                        "\(Terminal.sanitize(use.fontFamily)) has no \(wanted(weight)): Android will show \(shownNow)",
                        needs: weight))
            }
        }
        guard let target = policy.target(for: weight, installedWeights: []) else {
            result.findings.append(
                finding(
                    .noHeavierWeight,
                    "weight \(weight) has no heavier Bold Text counterpart under the \(policy.name.rawValue) policy; it stays as it is"
                ))
            return result
        }
        result.boldTextWeight = target
        guard let bold = select(family, weight: target, italic: italic) else { return result }
        if bold.weight == target && bold.italic == italic {
            result.boldTextFace = bold.face
            return result
        }
        let shownBold = shown(bold, weight: target, italic: italic)
        if family.entries.count == 1 {
            result.findings.append(
                finding(
                    .singleFaceFamily,
                    "\(Terminal.sanitize(use.fontFamily)) is a single face, so under Bold Text (weight \(target)) Android can only show \(shownBold)\(otherFamilies(declaring: target, italic: italic, like: familyName, families: families))"
                ))
        }
        if let entry = family.entries.misdeclared(weight: target, italic: italic) {
            result.findings.append(
                finding(
                    .missingBoldCounterpart,
                    "Bold Text needs \(wanted(target)); \(Terminal.sanitize(use.fontFamily)) has it but declares it as \(FaceNaming.weightLabel(entry.weight, italic: entry.italic)), so Android will show \(shownBold): fix the declaration, nothing to buy"
                ))
        } else if let elsewhere = bundledElsewhere(target) {
            result.findings.append(
                finding(
                    .undeclaredInFamily,
                    "Bold Text needs \(wanted(target)); the app bundles it as \(elsewhere), but \(Terminal.sanitize(use.fontFamily)) does not declare it: Android will show \(shownBold)"
                ))
        } else {
            result.findings.append(
                finding(
                    .missingBoldCounterpart,
                    "Bold Text needs \(wanted(target)), which \(Terminal.sanitize(use.fontFamily)) does not have: Android will show \(shownBold), not \(FaceNaming.styleName(weight: target, italic: italic)) (\(target))",
                    needs: target))
        }
        return result
    }

    /// "; @font/montserrat declares 700": a family resource of the same typeface that has the Bold Text face.
    private static func otherFamilies(
        declaring weight: Int, italic: Bool, like familyName: String, families: [String: AndroidFontFamily]
    ) -> String {
        let names = families.values.filter { family in
            !family.isSingleFile && FamilyName.normalized(family.familyName) == FamilyName.normalized(familyName)
                && family.entries.contains { $0.weight == weight && $0.italic == italic }
        }.map(\.reference).sorted()
        guard let first = names.first else { return "" }
        return "; \(Terminal.sanitize(first)) declares \(FaceNaming.weightLabel(weight, italic: italic))"
    }
}
