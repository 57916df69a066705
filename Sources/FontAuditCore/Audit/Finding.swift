import FontAuditSystem
import FontCatalog

/// One thing the audit found about one style.
package struct Finding: Sendable, Hashable {
    package enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// The rules are declared one file each, under `Rules/`.
    package typealias Rule = AuditRule

    package var rule: Rule
    package var severity: Severity
    package var style: String
    package var location: SourceLocation
    package var family: String
    package var weight: Int
    package var italic: Bool
    package var message: String
    /// The face this finding says is missing (the style's own face or its Bold Text counterpart), if any.
    package var needs: MissingFace?
    /// The waiver that covers this finding; a waived finding does not fail the run.
    package var waiver: Waiver?

    package init(
        rule: Rule, severity: Severity, style: String, location: SourceLocation, family: String, weight: Int,
        italic: Bool, message: String, needs: MissingFace? = nil, waiver: Waiver? = nil
    ) {
        (self.rule, self.severity, self.style, self.location) = (rule, severity, style, location)
        (self.family, self.weight, self.italic, self.message, self.needs, self.waiver) = (
            family, weight, italic, message, needs, waiver
        )
    }

    /// A family that is not installed but is spelt like one that is: it names no face to buy.
    package var isLikelyTypo: Bool { rule == .familyNotInstalled && needs == nil }
}

/// A face the spec needs and no installed font provides: the designers' buying list.
package struct MissingFace: Sendable, Hashable {
    /// As written in the spec.
    package var family: String
    package var weight: Int
    package var italic: Bool
    package var neededBy: [String]

    package init(family: String, weight: Int, italic: Bool, neededBy: [String]) {
        (self.family, self.weight, self.italic, self.neededBy) = (family, weight, italic, neededBy)
    }

    /// "Open Sans Black Italic"; "Open Sans Italic" for 400 italic.
    package var name: String { "\(family) \(FaceNaming.styleName(weight: weight, italic: italic))" }
    /// The usual PostScript name: "OpenSans-BlackItalic".
    package var postscriptName: String { FaceNaming.postscriptName(family: family, weight: weight, italic: italic) }
}

/// How fontaudit names a face that does not exist yet.
package enum FaceNaming {
    package static func styleName(weight: Int, italic: Bool) -> String {
        let weightName = WeightClass.name(weight)
        if italic { return weight == 400 ? "Italic" : "\(weightName) Italic" }
        return weightName
    }

    package static func postscriptName(family: String, weight: Int, italic: Bool) -> String {
        // Style names are ASCII words: compacting them only drops the spaces.
        FamilyName.compact(family) + "-" + FamilyName.compact(styleName(weight: weight, italic: italic))
    }

    /// "600 italic", "900".
    package static func weightLabel(_ weight: Int, italic: Bool) -> String { italic ? "\(weight) italic" : "\(weight)" }
}
