import FontAuditSystem
import FontCatalog

/// The Flutter part of the app audit: each Dart style's face, and what Bold Text turns it into. With Bold Text
/// on, Flutter's `Text` merges FontWeight.bold: every style asks for 700, whatever its own weight.
struct FlutterAppAudit {
    var results: [StyleResult] = []
    var findings: [ProjectFinding] = []
    var sources = AppSources()
    var faces: [FontFace] = []
    var assetFiles = Set<String>()

    init(files: ProjectFiles, fonts: ProjectFonts, options: AuditOptions, warnings: inout [LocatedWarning]) {
        let project = FlutterProject(files, fonts: fonts, warnings: &warnings)
        findings = project.findings
        assetFiles = project.assetFiles
        sources.declarations = project.declarations
        sources.callsNotChecked = project.notChecked
        sources.stylesFromCode = project.styles.count
        sources.fontFiles = project.assetFiles.count
        faces = project.assetFiles.sorted().flatMap { fonts.faces(in: $0) }
        let bundled = files.fontFiles.flatMap { fonts.faces(in: $0) }
        for style in project.styles {
            results.append(Self.audit(style, families: project.families, bundled: bundled, policy: options.policy))
        }
    }

    /// The declared face Flutter shows for `weight`: the closest declared weight, in the asked slant when the
    /// family has one, the heavier of two equally close.
    static func select(_ family: FlutterProject.Family, weight: Int, italic: Bool) -> AndroidFontEntry? {
        let sameSlant = family.entries.filter { $0.italic == italic }
        let candidates = sameSlant.isEmpty ? family.entries : sameSlant
        return candidates.min { a, b in
            (abs(a.weight - weight), -a.weight) < (abs(b.weight - weight), -b.weight)
        }
    }

    static func audit(
        _ style: FlutterProject.Style, families: [String: FlutterProject.Family], bundled: [FontFace],
        policy: BoldTextPolicy
    ) -> StyleResult {
        var text = TextStyle(name: style.name, location: style.location, family: style.family)
        (text.weight, text.italic, text.platform) = (style.weight, style.italic, .flutter)
        (text.size, text.lineHeight) = (style.size, style.lineHeight)
        let label = FaceNaming.weightLabel(style.weight, italic: style.italic)
        func finding(_ rule: AuditRule, _ message: String, needs: Int? = nil, family: String) -> Finding {
            Finding(
                rule: rule, severity: rule.defaultSeverity, style: style.name, location: style.location, family: family,
                weight: style.weight, italic: style.italic, message: message,
                needs: needs.map {
                    MissingFace(family: family, weight: $0, italic: style.italic, neededBy: [style.name])
                })
        }
        guard let family = families[style.family] else {
            if PlatformFonts.isFlutterPlatformFont(style.family) {
                let note = finding(
                    .platformFont,
                    "\"\(Terminal.sanitize(style.family))\" is the platform's font: nothing to bundle or buy",
                    family: style.family)
                return StyleResult(
                    style: text, family: style.family, weight: style.weight, italic: style.italic, findings: [note])
            }
            // Bundled but not declared in pubspec.yaml: declare it; otherwise the family is to buy.
            let key = FamilyName.normalized(style.family)
            let undeclared = bundled.first { face in face.families.contains { FamilyName.normalized($0) == key } }
            var message =
                "family \"\(Terminal.sanitize(style.family))\" is not declared under flutter: fonts: in pubspec.yaml, so Flutter shows the platform's default font"
            if let undeclared {
                message +=
                    "; \(Terminal.sanitize(Platform.baseName(of: undeclared.path))) is in the project: declare it, nothing to buy"
            }
            let missing = finding(
                .familyNotInstalled, message, needs: undeclared == nil ? style.weight : nil, family: style.family)
            return StyleResult(
                style: text, family: style.family, weight: style.weight, italic: style.italic, findings: [missing])
        }
        let familyName = family.entries.lazy.compactMap { $0.face?.family }.first ?? family.name
        var result = StyleResult(
            style: text, family: familyName, weight: style.weight, italic: style.italic, findings: [])
        func wanted(_ w: Int) -> String {
            "\(Terminal.sanitize(familyName)) \(FaceNaming.styleName(weight: w, italic: style.italic)) (\(FaceNaming.weightLabel(w, italic: style.italic)))"
        }
        guard let chosen = select(family, weight: style.weight, italic: style.italic) else {
            result.findings.append(
                finding(
                    .missingFace, "family \"\(Terminal.sanitize(family.name))\" declares no font", needs: style.weight,
                    family: familyName))
            return result
        }
        if chosen.weight == style.weight && chosen.italic == style.italic {
            result.face = chosen.face
        } else if let entry = family.entries.misdeclared(weight: style.weight, italic: style.italic) {
            result.findings.append(
                finding(
                    .missingFace,
                    "\"\(Terminal.sanitize(family.name))\" declares \(Terminal.sanitize(entry.resource)) as \(FaceNaming.weightLabel(entry.weight, italic: entry.italic)), so Flutter shows \(chosen.label) for this \(label) style: fix pubspec.yaml, nothing to buy",
                    family: familyName))
        } else {
            result.findings.append(
                finding(
                    .missingFace,
                    "\"\(Terminal.sanitize(family.name))\" declares no \(wanted(style.weight)): Flutter shows \(chosen.label)",
                    needs: style.weight, family: familyName))
        }
        guard let target = policy.target(for: style.weight, installedWeights: []) else {
            result.findings.append(
                finding(
                    .noHeavierWeight,
                    "weight \(style.weight) is what Bold Text asks for under the \(policy.name.rawValue) policy; it stays as it is",
                    family: familyName))
            return result
        }
        result.boldTextWeight = target
        guard let bold = select(family, weight: target, italic: style.italic) else { return result }
        if target < style.weight {
            result.findings.append(
                finding(
                    .boldTextLighter,
                    "with Bold Text on, Flutter merges FontWeight.bold into this \(label) style: it asks for \(target) instead of \(style.weight) and shows \(bold.label)\(bold.weight < style.weight ? ", lighter than without Bold Text" : ""); keep its weight when MediaQuery.boldTextOf(context) is true",
                    family: familyName))
            result.boldTextFace = bold.face
            return result
        }
        if bold.weight == target && bold.italic == style.italic {
            result.boldTextFace = bold.face
            return result
        }
        if let entry = family.entries.misdeclared(weight: target, italic: style.italic) {
            result.findings.append(
                finding(
                    .missingBoldCounterpart,
                    "Bold Text needs \(wanted(target)); \"\(Terminal.sanitize(family.name))\" has it but declares \(Terminal.sanitize(entry.resource)) as \(FaceNaming.weightLabel(entry.weight, italic: entry.italic)), so Flutter shows \(bold.label): fix pubspec.yaml, nothing to buy",
                    family: familyName))
        } else {
            result.findings.append(
                finding(
                    .missingBoldCounterpart,
                    "Bold Text needs \(wanted(target)), which \"\(Terminal.sanitize(family.name))\" does not declare: Flutter shows \(bold.label), the closest declared weight",
                    needs: target, family: familyName))
        }
        return result
    }
}
