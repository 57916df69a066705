import FontCatalog

/// One thing the audit found about one style.
public struct Finding: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// Stable rule ids: they name findings in every report format.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        case missingFace = "missing-face"
        case familyNotInstalled = "family-not-installed"
        case missingBoldCounterpart = "missing-bold-counterpart"
        case heavierSubstitute = "heavier-substitute"
        case obliqueForItalic = "oblique-for-italic"
        case noHeavierWeight = "no-heavier-weight"
        case weightBucketed = "weight-bucketed"
        case widthSubstitute = "width-substitute"
    }

    public var rule: Rule
    public var severity: Severity
    public var style: String
    public var location: SourceLocation
    public var family: String
    public var weight: Int
    public var italic: Bool
    public var message: String
    /// The face this finding says is missing (its own face or its Bold Text counterpart), if any.
    public var needs: MissingFace?
    /// The waiver that covers this finding; a waived finding does not fail the run.
    public var waiver: Waiver?
}

/// A face the spec needs and no installed font provides: the designers' buying list.
public struct MissingFace: Sendable, Hashable {
    /// As written in the spec.
    public var family: String
    public var weight: Int
    public var italic: Bool
    public var neededBy: [String]

    /// "Open Sans Black Italic"; "Open Sans Italic" for 400 italic.
    public var name: String { "\(family) \(FaceNaming.styleName(weight: weight, italic: italic))" }
    /// The usual PostScript name: "OpenSans-BlackItalic".
    public var postscriptName: String { FaceNaming.postscriptName(family: family, weight: weight, italic: italic) }
}

/// How fontaudit names a face that does not exist yet.
public enum FaceNaming {
    public static func styleName(weight: Int, italic: Bool) -> String {
        let weightName = WeightClass.name(weight)
        if italic { return weight == 400 ? "Italic" : "\(weightName) Italic" }
        return weightName
    }

    public static func postscriptName(family: String, weight: Int, italic: Bool) -> String {
        // Style names are ASCII words: compacting them only drops the spaces.
        FamilyName.compact(family) + "-" + FamilyName.compact(styleName(weight: weight, italic: italic))
    }

    /// "600 italic", "900".
    public static func weightLabel(_ weight: Int, italic: Bool) -> String { italic ? "\(weight) italic" : "\(weight)" }
}
