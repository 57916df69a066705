import FontAuditModel

extension AuditRule {
    package static let assetFontWeight = AuditRule(
        id: "asset-font-weight", title: "Weight or slant a React Native asset font cannot show", severity: .error,
        help:
            "React Native on Android loads an asset font (assets/fonts/NAME.ttf, or a useFonts key before expo-font SDK 58) into four slots only: NAME, NAME_bold, NAME_italic and NAME_bold_italic. A fontWeight from 100 to 600 shows the plain file whatever its weight; 700 and up, or fontStyle italic, needs that slot's file, and without it Android shows the system font (Roboto). Name the face in fontFamily ('Inter-SemiBold'), add the slot's file, or register a family with weights (the expo-font plugin's fontDefinitions, ReactFontManager.addCustomFont)."
    )
}

/// A React Native style on an Android asset font whose weight or slant the four slots cannot show: the system
/// font in the slot's style, or the plain file with the weight ignored (`ReactFontManager.getTypeface`).
enum AssetFontWeightCheck: StyleCheck {
    /// Whether the style's family is a React Native asset font slot (a family of one file, or of none).
    static func applies(_ audit: StyleAudit) -> Bool {
        audit.style.textSystem == .reactNativeAndroid && audit.declared?.family?.isSingleFile == true
    }

    static func check(_ audit: StyleAudit) -> [Finding] {
        guard applies(audit), let declared = audit.declared, let family = declared.family, let now = declared.now
        else { return [] }
        let selector = declared.selector
        let name = Terminal.sanitize(declared.reference)
        let asked = FaceNaming.weightLabel(audit.weight, italic: audit.italic)
        if selector.isSystemFallback(now) {
            return [
                audit.finding(
                    .assetFontWeight,
                    "fontFamily \"\(name)\" at \(asked) needs \(Terminal.sanitize(family.reference)), which is missing: Android shows \(selector.label(now)) instead"
                )
            ]
        }
        guard audit.style.weight != nil, !declared.isExact(now, weight: audit.weight, italic: audit.italic) else {
            return []
        }
        return [
            audit.finding(
                .assetFontWeight,
                "fontWeight \(audit.weightRaw) is not applied to the asset font \"\(name)\" (only 700 and up selects the _bold file): Android shows \(selector.label(now)) as it is"
            )
        ]
    }
}
