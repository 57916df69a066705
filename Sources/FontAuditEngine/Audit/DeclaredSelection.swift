import FontAuditModel
import FontAuditSystem
import FontCatalog

/// What a platform that picks among declared faces (Android views, Compose, Flutter) shows for a style, now and
/// under Bold Text: worked out once by the style's `FaceSelector`, reported on by the rules.
package struct DeclaredSelection: Sendable {
    /// The family as the code names it ("@font/brand", "Brand", "\"Brand\"").
    package var reference: String
    /// The declared family; nil when the code names one the app does not declare.
    package var family: DeclaredFamily?
    package var selector: any FaceSelector
    /// The face shown now, and under Bold Text.
    package var now: DeclaredFace?
    package var bold: DeclaredFace?
    /// Every face the app bundles for the platform: what a family could declare.
    package var bundled: [FontFace]
    /// Every family the app declares for the platform.
    package var families: [String: DeclaredFamily]

    /// The face shown is the one the declaration meant for this weight: its file says another weight, which the
    /// platform (Flutter's engine) matches by, yet lands on it anyway. `declaration-mismatch` says so; nothing is
    /// missing.
    package func isDeclaredFor(_ face: DeclaredFace, weight: Int, italic: Bool) -> Bool {
        !selector.picksByDeclaration && face.declaredWeight.map(WeightClass.bucket) == weight
            && face.italicAsDeclared == italic
    }

    /// "; @font/montserrat declares 700": another family of the same typeface that has the weight.
    package func otherFamily(declaring weight: Int, italic: Bool, like familyName: String) -> String {
        // A React Native reading holds both platforms' families: no advice across them.
        guard !(selector is ReactNativeAndroidSelector || selector is ReactNativeIOSSelector) else { return "" }
        let names = families.values.filter { family in
            !family.isSingleFile && FamilyName.normalized(family.familyName) == FamilyName.normalized(familyName)
                && family.faces.contains { selector.weight(of: $0) == weight && selector.italic(of: $0) == italic }
        }.map(\.reference).sorted()
        guard let first = names.first else { return "" }
        return "; \(Terminal.sanitize(first)) declares \(FaceNaming.weightLabel(weight, italic: italic))"
    }

    /// The platform shows its system font instead of the family's (React Native's empty asset slot): the style's
    /// one finding says so, and its Bold Text face is the system font's affair.
    package var showsSystemFallback: Bool { now.map(selector.isSystemFallback) ?? false }

    /// Whether the face shown now is exactly the style's weight and slant.
    package func isExact(_ face: DeclaredFace?, weight: Int, italic: Bool) -> Bool {
        face.map { selector.isExact($0, weight: weight, italic: italic) } ?? false
    }

    /// "@font/montserrat_black" or "R.font.montserrat_black": a face the app bundles at `weight` in the family's
    /// typeface, outside this family's declarations.
    /// None for a family of one variant (google_fonts' `Inter_500`): no declaration can add a face to it.
    package func bundledElsewhere(_ weight: Int, italic: Bool, familyName: String) -> String? {
        guard let family, family.oneVariantOf == nil else { return nil }
        let declaredFiles = Set(family.faces.compactMap(\.file))
        let key = FamilyName.normalized(familyName)
        return bundled.first { face in
            !declaredFiles.contains(face.path) && face.families.contains { FamilyName.normalized($0) == key }
                && face.weight == weight && face.italic == italic
        }.map { selector.codeName(ofBundledFile: $0.path) }
    }
}

extension StyleAudit {
    /// Whether `face`, picked for Bold Text, shows the weight asked for although it is declared at another: its
    /// static file has that weight class and slant, and nothing is synthesized over it (ClozitHaven declares
    /// `roboto_bold` as `FontWeight.SemiBold`: Compose picks it for 700 and shows the real Bold). The declaration
    /// is still a `declaration-mismatch`.
    static func showsTheWeight(
        _ face: DeclaredFace, target: Int, request: Int, italic: Bool, selector: any FaceSelector
    ) -> Bool {
        guard let file = face.face, !file.isVariable else { return false }
        return file.weight == target && file.italic == italic && !selector.fakesBold(face, weight: request)
    }

    /// A style on a family the app declares: its face is what the platform's selector picks among the family's
    /// declared faces, and its Bold Text face what the selector picks at the policy's weight.
    package init(
        _ style: TextStyle, declaredIn families: [String: DeclaredFamily], selector: any FaceSelector,
        bundled: [FontFace], options: AuditOptions
    ) {
        self.style = style
        self.options = options
        let policy = options.policy(for: style)
        self.policy = policy
        let reference = style.family ?? style.familyKey ?? ""
        let family = style.familyKey.flatMap { families[$0] }
        (ambiguousAmong, width, nearestHeavier, asksSystemFontByName) = (nil, 5, nil, false)
        isPlatformFont = family == nil && PlatformFonts.isPlatformFont(reference, system: style.textSystem)
        // A style that gives no weight on a font file used as a family shows that file as it is.
        var weightRaw = style.weight ?? 400
        if style.weight == nil, let family, family.isSingleFile, let only = family.faces.first {
            weightRaw = selector.weight(of: only)
        } else if style.weight == nil, style.textSystem == .androidView, let base = family?.androidTypefaceBase {
            // A text view on an XML `<font-family>` shows its typeface's own style (`androidTypefaceBase`).
            weightRaw = selector.weight(of: base)
        }
        // A style that names a face of the family (React Native's `fontFamily: 'Inter-Bold'` on iOS) and gives no
        // weight asks for that face's weight.
        if style.weight == nil, let name = style.fontName,
            let start = family?.faces.first(where: { $0.face?.hasPostScriptName(name) == true })
        {
            weightRaw = selector.weight(of: start)
        }
        self.weightRaw = weightRaw
        let weight = WeightClass.bucket(weightRaw)
        let italic = style.italic
        (self.weight, self.italic) = (weight, italic)
        let familyName = family?.familyName ?? reference
        self.family = familyName
        familyFaces = family?.faces.compactMap(\.face) ?? []
        suggestedFamily = nil
        let now = family.flatMap { selector.pick($0, weight: weight, italic: italic) }
        // The family's name, the style's, or a file of the family that says it is an icon font.
        let isIconFont =
            [familyName, reference].contains(where: IconFonts.isIconFont)
            || (family?.faces.contains { face in face.file.map(IconFonts.isIconFont) ?? false } ?? false)
        self.isIconFont = isIconFont
        // Declared at the weight asked for, or declared at another but its file is that face and nothing is
        // synthesized over it (M3U's `Font(R.font.lexend_exa_medium)`, 400 by default, asked for at 500): the
        // user sees the face asked for, as for Bold Text below. The declaration is a `declaration-mismatch`.
        // An icon or emoji font's glyphs come in one weight: the face the platform picks is the one meant, at any
        // weight asked (FlClash's Twemoji at titleMedium's 500), and there is no other face to buy.
        face = now.flatMap { now in
            selector.isExact(now, weight: weight, italic: italic)
                || Self.showsTheWeight(now, target: weight, request: weight, italic: italic, selector: selector)
                || isIconFont
                ? now.face : nil
        }
        let declaredWeights = family.map { family in Array(Set(family.faces.map(selector.weight))) } ?? []
        let boldWeight =
            isPlatformFont || family == nil || isIconFont
            ? nil
            : policy.target(for: weight, installedWeights: policy.name.needsInstalledWeights ? declaredWeights : [])
        boldTextWeight = boldWeight
        var bold = boldWeight.flatMap { target in
            family.flatMap { selector.pick($0, weight: target, italic: style.italic) }
        }
        var exactBold = bold.flatMap { face in
            boldWeight.flatMap { target in
                selector.isExact(face, weight: target, italic: style.italic)
                    || Self.showsTheWeight(
                        face, target: target, request: policy.requested(for: weight, target: target),
                        italic: style.italic, selector: selector)
                    ? face.face : nil
            }
        }
        // A style that sets its variable font's `wght` itself stays at it under Bold Text: Flutter sets the axis
        // from `fontWeight` only when the style gives no `wght` variation (flutter/flutter PR 175771), so the
        // bold Bold Text merges in moves nothing. It reaches the Bold Text weight only if it is there already.
        if let fixed = style.fixedAxisWeight, let target = boldWeight {
            bold = now
            exactBold = WeightClass.bucket(fixed) >= target ? face : nil
        }
        // Text drawn on a canvas: Flutter's Bold Text reaches only `Text` widgets (`Text.build` merges
        // `FontWeight.bold` when `MediaQuery.boldTextOf(context)`); a `TextPainter` reads no MediaQuery.
        if style.boldTextNotApplied != nil, boldWeight != nil {
            bold = now
            exactBold = nil
        }
        exactBoldFace = exactBold
        declared = DeclaredSelection(
            reference: reference, family: family, selector: selector, now: now, bold: bold, bundled: bundled,
            families: families)
    }
}

extension StyleAudit {
    /// "Mosaic Sans SemiBold (600)": a face of the declared family's typeface, by weight.
    package func declaredWanted(_ weight: Int) -> String {
        "\(Terminal.sanitize(family)) \(FaceNaming.styleName(weight: weight, italic: italic)) (\(FaceNaming.weightLabel(weight, italic: italic)))"
    }
}
