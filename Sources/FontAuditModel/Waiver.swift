import FontAuditSystem
import FontCatalog

/// A known gap a team ships with on purpose: it turns matching findings from failures into "waived".
package struct Waiver: Sendable, Hashable {
    /// The style it covers; nil covers every style.
    package var style: String?
    /// The missing face it covers, by PostScript name ("OpenSans-BlackItalic") or display name
    /// ("Open Sans Black Italic"), ignoring case, spaces, hyphens and underscores; nil covers any face.
    package var face: String?
    /// A rule id it covers; nil covers every rule.
    package var rule: String?
    package var reason: String
    /// The last day it applies (YYYY-MM-DD), inclusive.
    package var expires: String?
    package var location: SourceLocation
    /// Where its "rule" is written: the engine checks the id against its rules.
    package var ruleLocation: SourceLocation?

    package init(
        style: String?, face: String?, rule: String?, reason: String, expires: String?, location: SourceLocation,
        ruleLocation: SourceLocation? = nil
    ) {
        (self.style, self.face, self.rule, self.reason, self.expires) = (style, face, rule, reason, expires)
        (self.location, self.ruleLocation) = (location, ruleLocation)
    }

    package func isExpired(today: String) -> Bool {
        guard let expires else { return false }
        return expires < today
    }

    package func covers(_ finding: Finding) -> Bool {
        if finding.isProjectFinding { return coversProjectFinding(finding) }
        guard finding.severity != .note else { return false }
        if let style, style != finding.style { return false }
        if let rule, rule != finding.rule.rawValue { return false }
        if let face {
            guard let need = finding.needs else { return false }
            let wanted = FamilyName.normalized(face)
            return wanted == FamilyName.normalized(need.postscriptName) || wanted == FamilyName.normalized(need.name)
        }
        return true
    }

    /// A project finding is named by its subject (a font file, a declared entry, a PostScript name), which
    /// a waiver gives as its "face" (or its "style").
    package func coversProjectFinding(_ finding: Finding) -> Bool {
        guard finding.severity != .note, let written = finding.subject else { return false }
        if let rule, rule != finding.rule.rawValue { return false }
        let subject = FamilyName.normalized(written)
        if let style, FamilyName.normalized(style) != subject { return false }
        if let face, FamilyName.normalized(face) != subject { return false }
        return true
    }

    /// The entry as written to a baseline file.
    package var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let style { members.append(("style", .string(style))) }
        if let face { members.append(("face", .string(face))) }
        if let rule { members.append(("rule", .string(rule))) }
        members.append(("reason", .string(reason)))
        if let expires { members.append(("expires", .string(expires))) }
        return .object(members)
    }
}
