import FontAuditSystem
import FontCatalog

/// One thing the audit found: about one style, or about the app project itself (a font file not declared, a
/// declaration with no file, a name in code that no face carries), located where the fix goes. The one finding
/// type every report loops over.
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
    /// The style it is about; empty for a project finding.
    package var style: String
    /// A project finding's subject, what a waiver names to cover it: the font file's name, the declared entry
    /// or the PostScript name. Nil for a style finding.
    package var subject: String?
    /// The file a project finding is about (a font file, a declared entry), when there is one.
    package var path: String?
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

    /// A finding about the project rather than one style.
    package init(
        _ rule: Rule, _ message: String, at location: SourceLocation, path: String? = nil, subject: String,
        severity: Severity? = nil
    ) {
        self.init(
            rule: rule, severity: severity ?? rule.defaultSeverity, style: "", location: location, family: "",
            weight: 400, italic: false, message: message)
        (self.path, self.subject) = (path, subject)
    }

    package var isProjectFinding: Bool { subject != nil }

    /// "[title] Bold Text needs …" for a style's finding; a project finding's message as it is.
    package var labeledMessage: String { isProjectFinding ? message : "[\(style)] \(message)" }

    /// A family that is not installed but is spelt like one that is: it names no face to buy.
    package var isLikelyTypo = false

    /// The same finding about another style that asks for the same face: it names that style and its place.
    package mutating func reassign(to other: TextStyle) {
        style = other.name
        location = other.location
    }

    /// `reassign(to:)` on a copy.
    package func reassigned(to other: TextStyle) -> Finding {
        var copy = self
        copy.reassign(to: other)
        return copy
    }
}

/// A face the spec needs and no installed font provides: the designers' buying list.
package struct MissingFace: Sendable, Hashable {
    /// As written in the spec.
    package var family: String
    package var weight: Int
    package var italic: Bool
    /// On the buying list (`AuditResult.missingFaces`), every style that needs the face, once each. Empty in a
    /// finding's `needs`: the finding names its style, and the copies a shared verdict makes for each of
    /// 50,000 styles need no list of one.
    package var neededBy: [String]
    /// How the family spells weight words in its PostScript names.
    package var spelling: FaceSpelling

    package init(family: String, weight: Int, italic: Bool, neededBy: [String], spelling: FaceSpelling = .canonical) {
        (self.family, self.weight, self.italic, self.neededBy, self.spelling) = (
            family, weight, italic, neededBy, spelling
        )
    }

    /// "Open Sans Black Italic"; "Open Sans Italic" for 400 italic.
    package var name: String { "\(family) \(FaceNaming.styleName(weight: weight, italic: italic))" }
    /// The PostScript name the family would give it: "OpenSans-BlackItalic", "Lato-SemiboldItalic".
    package var postscriptName: String {
        FaceNaming.postscriptName(family: family, weight: weight, italic: italic, spelling: spelling)
    }
}

/// How fontaudit names a face that does not exist yet.
package enum FaceNaming {
    package static func styleName(weight: Int, italic: Bool, spelling: FaceSpelling = .canonical) -> String {
        let weightName = spelling.word(for: weight)
        if italic { return weight == 400 ? "Italic" : "\(weightName) Italic" }
        return weightName
    }

    package static func postscriptName(
        family: String, weight: Int, italic: Bool, spelling: FaceSpelling = .canonical
    ) -> String {
        // Style names are ASCII words: compacting them only drops the spaces.
        FamilyName.compact(family) + "-"
            + FamilyName.compact(styleName(weight: weight, italic: italic, spelling: spelling))
    }

    /// "600 italic", "900".
    package static func weightLabel(_ weight: Int, italic: Bool) -> String { italic ? "\(weight) italic" : "\(weight)" }
}

extension FontFace {
    /// "Audit Sans SemiBold (600)" with untrusted names made safe for a terminal.
    package var auditLabel: String {
        "\(Terminal.sanitize(displayName)) (\(FaceNaming.weightLabel(weight, italic: italic)))"
    }
}
