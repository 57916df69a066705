import FontAuditModel
import FontCatalog

extension AuditRule {
    package static let missingFace = AuditRule(
        id: "missing-face", title: "Missing face", severity: .error,
        help:
            "The style's own face is not installed, so the app falls back to another face of the family or to the system font. Install or bundle the face named in the message."
    )
}

/// The family is installed but the style's own face is not: it names the face to buy and the face a
/// browser would show instead (CSS Fonts 4 matching).
enum MissingFaceCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        if let declared = audit.declared { return check(audit, declared: declared) }
        guard !audit.familyFaces.isEmpty, audit.face == nil else { return [] }
        if let fontName = audit.style.fontName, audit.style.exactName, let other = audit.faceOfFamily(at: audit.weight)
        {
            // The weight is there under another name: the fix is the name in code, not a purchase.
            return [
                audit.finding(
                    .missingFace,
                    "no face has the PostScript name \"\(fontName)\"; \(other.auditLabel) has that weight as \"\(Terminal.sanitize(other.postscriptName))\" (names are case-sensitive)"
                )
            ]
        }
        // A modifier's weight of a font the name found: the family lacks that weight, whatever the name.
        let nameFound =
            audit.style.weightFromModifier
            && audit.familyFaces.contains { face in
                audit.style.fontName.map {
                    face.hasPostScriptName($0) || face.hasFullName($0) || face.families.contains($0)
                }
                    ?? false
            }
        var message =
            audit.style.fontName.flatMap { name in nameFound ? nil : name }.map {
                "no installed face has the PostScript name \"\($0)\"; \(audit.wanted(audit.weight)) is missing"
            }
            ?? "\(audit.wanted(audit.weight)) is not installed"
        if let closest = FaceMatcher.closest(
            audit.familyFaces, weightClass: audit.weight, italic: audit.italic, width: audit.width)
        {
            message += "; the closest installed face is \(closest.auditLabel)"
        }
        return [audit.finding(.missingFace, message, needs: audit.weight)]
    }

    /// A declared family without the style's face: what its platform shows instead. A face declared as another
    /// weight is a declaration to fix; a face bundled outside the family is `undeclared-in-family`'s.
    private static func check(_ audit: StyleAudit, declared: DeclaredSelection) -> [Finding] {
        guard let family = declared.family, !AssetFontWeightCheck.applies(audit) else { return [] }
        let reference = Terminal.sanitize(declared.reference)
        guard let now = declared.now else {
            // Nothing declared, or only files that are not there (a pubspec asset missing from the repository).
            return [
                audit.finding(.missingFace, "\(reference) has no font file the app can load", needs: audit.weight)
            ]
        }
        // Exact, or the file of the weight asked for shown as it is (`StyleAudit.showsTheWeight`).
        guard !declared.isExact(now, weight: audit.weight, italic: audit.italic), audit.face == nil else { return [] }
        let selector = declared.selector
        let shown = selector.shown(now, weight: audit.weight, italic: audit.italic)
        if let entry = selector.misdeclared(family, weight: audit.weight, italic: audit.italic) {
            let name = Terminal.sanitize(entry.face?.displayName ?? entry.resource)
            let declaredAs = FaceNaming.weightLabel(selector.weight(of: entry), italic: selector.italic(of: entry))
            return [
                audit.finding(
                    .missingFace,
                    "\(reference) declares \(name) as \(declaredAs), so \(selector.picker) will show \(shown): fix the declaration, nothing to buy"
                )
            ]
        }
        if declared.isDeclaredFor(now, weight: audit.weight, italic: audit.italic) { return [] }
        if let variable = declared.variableFile(holding: audit.weight, italic: audit.italic) {
            return [
                variableWarningWhenVaried(
                    audit,
                    audit.finding(
                        .missingFace,
                        "\(reference) does not ask for \(audit.declaredWanted(audit.weight)), so \(selector.picker) will show \(shown); "
                            + declared.variableAdvice(variable, weight: audit.weight, italic: audit.italic)))
            ]
        }
        if declared.bundledElsewhere(audit.weight, italic: audit.italic, familyName: audit.family) != nil { return [] }
        return [
            audit.finding(
                .missingFace,
                "\(reference) has no \(audit.declaredWanted(audit.weight)): \(selector.picker) will show \(shown)",
                needs: audit.weight)
        ]
    }

    /// A variable file that holds the weight but is not asked for it: an error where the platform is sure to
    /// show another weight; a warning where the code sets font variations somewhere (it may set them here).
    static func variableWarningWhenVaried(_ audit: StyleAudit, _ finding: Finding) -> Finding {
        var finding = finding
        if audit.style.variationsInCode { finding.severity = .warning }
        return finding
    }
}
