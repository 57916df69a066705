import FontAuditModel
import FontCatalog

extension AuditRule {
    package static let missingBoldCounterpart = AuditRule(
        id: "missing-bold-counterpart", title: "Missing Bold Text counterpart", severity: .error,
        help:
            "When iOS or Android Bold Text is on, the style switches to a heavier weight. That face is not installed, so the app silently falls back to the system font or stays un-bold. Buy and bundle the face named in the message."
    )
    package static let heavierSubstitute = AuditRule(
        id: "heavier-substitute", title: "Heavier face stands in for the Bold Text counterpart", severity: .warning,
        help:
            "Under --match heavier, a heavier installed face stands in for the exact Bold Text weight. It passes, but the design's intended weight is missing."
    )
    package static let noHeavierWeight = AuditRule(
        id: "no-heavier-weight", title: "No heavier weight", severity: .note,
        help: "The style is already at the heaviest weight the policy knows; Bold Text leaves it as it is.")
}

/// The face Bold Text switches the style to. Missing, it is an error naming the face to buy and the nearest
/// heavier face installed; under `--match heavier` that heavier face passes with a warning. A style the
/// policy cannot make heavier gets a note. Nothing is said for a family that is most likely misspelt.
enum BoldCounterpartCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        // An icon font: Bold Text is about text, and nothing is to buy.
        guard !audit.isLikelyTypo, !audit.isIconFont, audit.declared.map({ $0.family != nil }) ?? true else {
            return []
        }
        guard let boldWeight = audit.boldTextWeight else {
            return [
                audit.finding(
                    .noHeavierWeight,
                    "weight \(audit.weight) has no heavier Bold Text counterpart under the \(audit.policy.name.rawValue) policy; it stays as it is"
                )
            ]
        }
        if let declared = audit.declared { return check(audit, declared: declared, target: boldWeight) }
        guard audit.exactBoldFace == nil else { return [] }
        // A naming convention's (YMatterType's); not a name the app's code swaps in itself.
        if audit.style.boldTextFontName == nil, let name = audit.boldTextName,
            let other = audit.faceOfFamily(at: boldWeight)
        {
            // The weight is bundled under another name: the fix is in code, not a purchase.
            return [
                audit.finding(
                    .missingBoldCounterpart,
                    "Bold Text asks for the face named \"\(name)\", which no face carries; \(other.auditLabel) has that weight as \"\(Terminal.sanitize(other.postscriptName))\": set its weight name in the font family"
                )
            ]
        }
        let heavier = audit.nearestHeavier
        if audit.options.match == .heavier, let heavier {
            return [
                audit.finding(
                    .heavierSubstitute,
                    "Bold Text target \(audit.wanted(boldWeight)) is not installed; \(audit.offered(heavier)) is heavier and passes under --match heavier",
                    needs: boldWeight)
            ]
        }
        var message = "Bold Text needs \(audit.wanted(boldWeight)), which is not installed"
        if let name = audit.boldTextName { message += " (asked for by the name \"\(name)\")" }
        if let heavier {
            message += "; the nearest heavier installed face is \(audit.offered(heavier))"
        } else if !audit.familyFaces.isEmpty {
            message += "; no heavier \(audit.italic ? "italic" : "roman") face of this family is installed"
        }
        return [audit.finding(.missingBoldCounterpart, message, needs: boldWeight)]
    }

    /// The face picked for Bold Text is declared heavier than the one shown now, but its static file is the same
    /// face or a lighter one (Ivy Wallet declares `opensans_bold` as `FontWeight.Black`): the platform trusts the
    /// declaration (Compose's `FontMatcher`, minikin, Flutter's pubspec), so Bold Text changes nothing the user
    /// sees, or makes the text lighter. The fix is the declaration; nothing is to buy.
    private static func notHeavier(_ audit: StyleAudit, declared: DeclaredSelection, bold: DeclaredFace, target: Int)
        -> Finding?
    {
        let selector = declared.selector
        guard let now = declared.now, let nowFile = now.face, let boldFile = bold.face,
            !nowFile.isVariable, !boldFile.isVariable, selector.weight(of: bold) > selector.weight(of: now),
            boldFile.weight <= nowFile.weight
        else { return nil }
        let same = boldFile.path == nowFile.path && boldFile.index == nowFile.index
        let declaredAs = FaceNaming.weightLabel(selector.weight(of: bold), italic: selector.italic(of: bold))
        let effect =
            same
            ? "the face it shows now: Bold Text changes nothing"
            : "lighter than the face it shows now, \(nowFile.auditLabel)"
        return audit.finding(
            .missingBoldCounterpart,
            "Bold Text asks for \(target) and \(selector.boldTextPicker) picks the face \(Terminal.sanitize(declared.reference)) declares as \(declaredAs), but its file is \(boldFile.auditLabel), \(effect); fix the declaration, nothing to buy"
        )
    }

    /// A declared family without the Bold Text face: what its platform shows instead.
    private static func check(_ audit: StyleAudit, declared: DeclaredSelection, target: Int) -> [Finding] {
        if let painter = audit.style.boldTextNotApplied, audit.face != nil {
            let reach = CanvasText.whyBoldTextNeverReaches(on: audit.style.platform)
            let remedy =
                audit.style.platform == .android
                ? "Set a heavier typeface on the paint when fontWeightAdjustment is above 0"
                : "Pass a heavier style when MediaQuery.boldTextOf(context) is true"
            let message =
                "the text is drawn on a canvas \(audit.style.platform == .android ? "with" : "by") \(Terminal.sanitize(painter)), which Bold Text never reaches (\(reach)): it stays at \(audit.weight) where Bold Text asks for \(target). \(remedy); nothing to buy"
            return [audit.finding(.missingBoldCounterpart, message)]
        }
        if let fixed = audit.style.fixedAxisWeight, audit.exactBoldFace == nil, audit.face != nil {
            return [
                audit.finding(
                    .missingBoldCounterpart,
                    "Bold Text asks for \(target), but the style sets its font's wght to \(fixed) (fontVariations), which Flutter keeps over the bold Bold Text merges in: the text stays at \(fixed). Set the wght from MediaQuery.boldTextOf(context); nothing to buy"
                )
            ]
        }
        guard target > audit.weight, let family = declared.family, let bold = declared.bold,
            !declared.showsSystemFallback
        else { return [] }
        if let finding = notHeavier(audit, declared: declared, bold: bold, target: target) { return [finding] }
        // Declared at the weight asked for, or declared at another but its file is that face
        // (`StyleAudit.showsTheWeight`, which made it the exact Bold Text face): the user sees it.
        guard !declared.isExact(bold, weight: target, italic: audit.italic), audit.exactBoldFace == nil else {
            return []
        }
        let selector = declared.selector
        let reference = Terminal.sanitize(declared.reference)
        let shown = selector.shown(bold, weight: audit.boldTextRequest ?? target, italic: audit.italic)
        if let entry = selector.misdeclared(family, weight: target, italic: audit.italic) {
            let declaredAs = FaceNaming.weightLabel(selector.weight(of: entry), italic: selector.italic(of: entry))
            return [
                audit.finding(
                    .missingBoldCounterpart,
                    "Bold Text needs \(audit.declaredWanted(target)); \(reference) has it but declares it as \(declaredAs), so \(selector.boldTextPicker) will show \(shown): fix the declaration, nothing to buy"
                )
            ]
        }
        if declared.isDeclaredFor(bold, weight: target, italic: audit.italic) { return [] }
        if let typeface = family.oneVariantOf {
            return [oneVariantFamily(audit, typeface: typeface, reference: family.name, shown: shown, target: target)]
        }
        if let variable = declared.variableFile(holding: target, italic: audit.italic) {
            return [
                MissingFaceCheck.variableWarningWhenVaried(
                    audit,
                    audit.finding(
                        .missingBoldCounterpart,
                        "Bold Text needs \(audit.declaredWanted(target)), which \(reference) does not ask for, so \(selector.boldTextPicker) will show \(shown); "
                            + declared.variableAdvice(variable, weight: target, italic: audit.italic)))
            ]
        }
        if declared.bundledElsewhere(target, italic: audit.italic, familyName: audit.family) != nil { return [] }
        return [
            audit.finding(
                .missingBoldCounterpart,
                "Bold Text needs \(audit.declaredWanted(target)), which \(reference) does not have: \(selector.boldTextPicker) will show \(shown), not \(FaceNaming.styleName(weight: target, italic: audit.italic)) (\(target))",
                needs: target)
        ]
    }

    /// A family that holds one variant of its typeface (google_fonts' `Inter_500`): Bold Text's request finds
    /// only that face, whatever other weights the typeface has. The fix is a family of the typeface's files.
    private static func oneVariantFamily(
        _ audit: StyleAudit, typeface: String, reference: String, shown: String, target: Int
    ) -> Finding {
        let name = Terminal.sanitize(typeface)
        return audit.finding(
            .missingBoldCounterpart,
            "Bold Text needs \(audit.declaredWanted(target)), but google_fonts registers each weight it loads as a family of its own (\"\(Terminal.sanitize(reference))\", one face): Flutter will show \(shown), not \(FaceNaming.styleName(weight: target, italic: audit.italic)) (\(target)); declare \(name)'s files as a fonts: family in pubspec.yaml and name that family in fontFamily",
            needs: target)
    }
}
