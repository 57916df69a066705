extension AuditRule {
    package static let singleFaceFamily = AuditRule(
        id: "single-face-family", title: "Style's font family has one face", severity: .error,
        help:
            "The style's fontFamily is a single font file (or a family of one face). Under Bold Text, Android asks for a weight 300 heavier and can only fake it by smearing the one face. Point the style at a <font-family> resource that declares the heavier faces."
    )
    package static let declarationMismatch = AuditRule(
        id: "declaration-mismatch", title: "Declared weight or style differs from the file", severity: .error,
        help:
            "A <font> entry declares a fontWeight or fontStyle that the font file itself does not have (its OS/2 weight class or italic bit). Android picks faces by the declaration, so Bold Text can land on a face of the wrong weight."
    )
    package static let undeclaredInFamily = AuditRule(
        id: "undeclared-in-family", title: "Bold Text face bundled but not in the family", severity: .error,
        help:
            "The app bundles the face Bold Text needs, but the style's font family does not declare it, so Android cannot pick it. Add a <font> entry for it to the family. Nothing needs to be bought."
    )
    package static let missingFontResource = AuditRule(
        id: "missing-font-resource", title: "Font resource not found", severity: .error,
        help: "A style or family refers to @font/NAME, but no res/font*/NAME file exists.")
}
