import FontAuditSystem
import FontCatalog
/// What each rule means: help for SARIF, JUnit and the README.
extension Finding.Rule {
    package var title: String {
        switch self {
        case .missingFace: return "Missing face"
        case .familyNotInstalled: return "Family not installed"
        case .missingBoldCounterpart: return "Missing Bold Text counterpart"
        case .heavierSubstitute: return "Heavier face stands in for the Bold Text counterpart"
        case .obliqueForItalic: return "Oblique used for italic"
        case .noHeavierWeight: return "No heavier weight"
        case .weightBucketed: return "Weight bucketed"
        case .widthSubstitute: return "Other width used"
        case .ambiguousFontName: return "Ambiguous PostScript name"
        }
    }

    package var help: String {
        switch self {
        case .missingFace:
            return "The style's own face is not installed, so the app falls back to another face of the family or to the system font. Install or bundle the face named in the message."
        case .familyNotInstalled:
            return "No installed or bundled face belongs to this family. Check the spelling, the --fonts paths, or install the family."
        case .missingBoldCounterpart:
            return "When iOS or Android Bold Text is on, the style switches to a heavier weight. That face is not installed, so the app silently falls back to the system font or stays un-bold. Buy and bundle the face named in the message."
        case .heavierSubstitute:
            return "Under --match heavier, a heavier installed face stands in for the exact Bold Text weight. It passes, but the design's intended weight is missing."
        case .obliqueForItalic:
            return "The italic style is served by an oblique face (a slanted roman), which counts as italic."
        case .noHeavierWeight:
            return "The style is already at the heaviest weight the policy knows; Bold Text leaves it as it is."
        case .weightBucketed:
            return "The weight is not a multiple of 100, so it is audited as the nearest weight class."
        case .widthSubstitute:
            return "The family has no face of this weight at the style's own width (normal, unless the style names a condensed or expanded family), so a face of another width is used."
        case .ambiguousFontName:
            return "Several installed or bundled faces carry this PostScript name (two variable files both named \"Inter\", say). fontaudit audits the one whose weight and slant the name's style words describe, roman first; give each file a distinct name, or use family and weight instead."
        }
    }

    package var defaultSeverity: Finding.Severity {
        switch self {
        case .missingFace, .familyNotInstalled, .missingBoldCounterpart: return .error
        case .heavierSubstitute, .ambiguousFontName: return .warning
        case .obliqueForItalic, .noHeavierWeight, .weightBucketed, .widthSubstitute: return .note
        }
    }
}
