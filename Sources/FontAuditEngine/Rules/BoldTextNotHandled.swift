import FontAuditModel

extension AuditRule {
    package static let boldTextNotHandled = AuditRule(
        id: "bold-text-not-handled", title: "Custom fonts never change under Bold Text", severity: .error,
        help:
            "iOS makes only the system font heavier when the user turns Bold Text on; a font asked for by name (UIFont(name:size:), Font.custom) stays as it is unless the app reads the setting and switches faces itself. Apple documents the setting as UIAccessibility.isBoldTextEnabled with boldTextStatusDidChangeNotification (UIKit), UITraitCollection.legibilityWeight (UIKit traits) and EnvironmentValues.legibilityWeight (SwiftUI). The app's code reads none of these, and does not use a library that does (YMatterType): the finding names the fonts that will never change."
    )
}

/// The app asks for fonts by name and never reads Bold Text.
enum BoldTextNotHandledRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .boldTextNotHandled }
    static var rule: AuditRule { .boldTextNotHandled }
}

extension BoldTextNotHandledRule {
    /// The facts of a platform reading that make findings: a `bold-text-not-handled` whose fonts are all iOS's own
    /// families (Helvetica Neue, Arial…, asked for by name) is left out, since the rule is about custom fonts.
    static func judged(_ part: PlatformReading) -> [ProjectFact] {
        // iOS styles, and React Native's iOS ones, that never change: all on iOS's own families? Style by style
        // in place, not through a filtered copy of them (50,000 styles copied, every string retained).
        let onlySystemFonts = part.styles.indices.allSatisfy { i in
            let never =
                part.styles[i].boldText?.switches == false
                && (part.styles[i].platform == .ios || part.styles[i].textSystem == .reactNativeIOS)
            return !never || PlatformFonts.isIOSSystemFont(part.styles[i].fontName ?? part.styles[i].family ?? "")
        }
        guard onlySystemFonts else { return part.facts }
        // A finding that also counts fonts asked for by a computed name stays.
        return part.facts.filter { $0.kind != .boldTextNotHandled || $0.subject != "Bold Text" }
    }
}
