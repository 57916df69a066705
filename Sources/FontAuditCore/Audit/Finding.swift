import FontCatalog
import FontAuditSystem

/// One thing the audit found about one style.
package struct Finding: Sendable, Hashable {
    package enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// Stable rule ids: they name findings in every report format.
    package enum Rule: String, Sendable, Hashable, CaseIterable {
        case missingFace = "missing-face"
        case familyNotInstalled = "family-not-installed"
        case missingBoldCounterpart = "missing-bold-counterpart"
        case heavierSubstitute = "heavier-substitute"
        case obliqueForItalic = "oblique-for-italic"
        case noHeavierWeight = "no-heavier-weight"
        case weightBucketed = "weight-bucketed"
        case widthSubstitute = "width-substitute"
        case ambiguousFontName = "ambiguous-font-name"
    }

    package var rule: Rule {
        get { verdict.fields.rule }
        set { change { $0.rule = newValue } }
    }
    package var severity: Severity {
        get { verdict.fields.severity }
        set { change { $0.severity = newValue } }
    }
    package var style: String
    package var location: SourceLocation
    package var family: String {
        get { verdict.fields.family }
        set { change { $0.family = newValue } }
    }
    package var weight: Int {
        get { verdict.fields.weight }
        set { change { $0.weight = newValue } }
    }
    package var italic: Bool {
        get { verdict.fields.italic }
        set { change { $0.italic = newValue } }
    }
    package var message: String {
        get { verdict.fields.message }
        set { change { $0.message = newValue } }
    }
    /// A family that is not installed but is spelt like one that is: it names no face to buy.
    package var isLikelyTypo: Bool { rule == .familyNotInstalled && needs == nil }

    /// The face this finding says is missing (its own face or its Bold Text counterpart), if any. Unless set
    /// otherwise, it is needed by this finding's style.
    package var needs: MissingFace? {
        get {
            verdict.fields.need.map { MissingFace(family: $0.family, weight: $0.weight, italic: $0.italic, neededBy: neededBy ?? [style]) }
        }
        set {
            change { $0.need = newValue.map { ($0.family, $0.weight, $0.italic) } }
            neededBy = newValue.map(\.neededBy)
        }
    }
    /// The waiver that covers this finding; a waived finding does not fail the run.
    package var waiver: Waiver?

    /// The face `needs` names, without making its list of styles.
    var neededFace: (family: String, weight: Int, italic: Bool)? { verdict.fields.need }

    /// What every style asking for the same face is told alike, shared by every copy: these fields held four
    /// strings, retained and released on every copy of a finding.
    private var verdict: SharedFields<Fields>
    /// `needs.neededBy` when set to something other than this finding's style.
    private var neededBy: [String]?

    private struct Fields: Sendable {
        var rule: Rule
        var severity: Severity
        var family: String
        var weight: Int
        var italic: Bool
        var message: String
        var need: (family: String, weight: Int, italic: Bool)?
    }

    private mutating func change(_ body: (inout Fields) -> Void) { verdict.change(body) }

    package init(rule: Rule, severity: Severity, style: String, location: SourceLocation, family: String, weight: Int,
                italic: Bool, message: String, needs: MissingFace? = nil, waiver: Waiver? = nil) {
        self.style = style
        self.location = location
        self.waiver = waiver
        verdict = SharedFields(Fields(rule: rule, severity: severity, family: family, weight: weight, italic: italic,
                                      message: message, need: needs.map { ($0.family, $0.weight, $0.italic) }))
        neededBy = needs.map(\.neededBy)
        if neededBy == [style] { neededBy = nil }
    }

    /// The same finding about another style at another place; the face it needs is then needed by that style.
    mutating func reassign(to style: String, at location: SourceLocation) {
        self.style = style
        self.location = location
        neededBy = nil
    }

    package static func == (a: Finding, b: Finding) -> Bool {
        a.rule == b.rule && a.severity == b.severity && a.style == b.style && a.location == b.location && a.family == b.family
            && a.weight == b.weight && a.italic == b.italic && a.message == b.message && a.needs == b.needs && a.waiver == b.waiver
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(style)
        hasher.combine(location)
        hasher.combine(message)
    }
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
