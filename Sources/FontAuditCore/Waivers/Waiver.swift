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

    package func isExpired(today: String) -> Bool {
        guard let expires else { return false }
        return expires < today
    }

    func covers(_ finding: Finding) -> Bool {
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
    func covers(_ finding: ProjectFinding) -> Bool {
        guard finding.severity != .note else { return false }
        if let rule, rule != finding.rule.rawValue { return false }
        let subject = FamilyName.normalized(finding.subject)
        if let style, FamilyName.normalized(style) != subject { return false }
        if let face, FamilyName.normalized(face) != subject { return false }
        return true
    }

    /// The entry as written to a baseline file.
    var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let style { members.append(("style", .string(style))) }
        if let face { members.append(("face", .string(face))) }
        if let rule { members.append(("rule", .string(rule))) }
        members.append(("reason", .string(reason)))
        if let expires { members.append(("expires", .string(expires))) }
        return .object(members)
    }
}

/// Reads waivers from a spec's "waivers" array or a baseline file (`{"waivers": [...]}`).
package enum WaiverParser {
    static let keys = ["style", "face", "rule", "reason", "expires"]

    package static func parse(_ node: JSONNode, warnings: inout [LocatedWarning]) throws(LocatedError) -> [Waiver] {
        guard let entries = node.elements else {
            throw LocatedError(
                "\"waivers\" must be an array of {\"style\" or \"face\", \"reason\", \"expires\"} objects, not \(node.kindName)",
                at: node.location)
        }
        var waivers: [Waiver] = []
        for entry in entries {
            guard let members = entry.members else {
                throw LocatedError("each waiver must be an object, not \(entry.kindName)", at: entry.location)
            }
            SpecParser.warnUnknownKeys(members, known: keys, in: "a waiver", into: &warnings)
            func text(_ key: String) throws(LocatedError) -> String? {
                guard let value = entry[key] else { return nil }
                guard let string = value.string, !string.isBlank else {
                    throw LocatedError(
                        "waiver \"\(key)\" must be a non-empty string, not \(value.kindName)", at: value.location)
                }
                return string
            }
            let style = try text("style")
            let face = try text("face")
            let rule = try text("rule")
            guard style != nil || face != nil else {
                throw LocatedError(
                    "a waiver needs \"style\" or \"face\" (or both) to say what it covers", at: entry.location)
            }
            guard let reason = try text("reason") else {
                throw LocatedError(
                    "a waiver needs a \"reason\": say why shipping without the face is acceptable", at: entry.location)
            }
            if let rule, Finding.Rule(rawValue: rule) == nil {
                var message = "\"\(rule)\" is not a rule id"
                if let guess = Suggestion.closest(to: rule, among: Finding.Rule.allCases.map(\.rawValue)) {
                    message += "; did you mean \"\(guess)\"?"
                }
                throw LocatedError(message, at: entry["rule"]!.location)
            }
            let expires = try text("expires")
            if let expires, !isDate(expires) {
                throw LocatedError(
                    "\"expires\" must be a date written YYYY-MM-DD, not \"\(expires)\"", at: entry["expires"]!.location)
            }
            waivers.append(
                Waiver(style: style, face: face, rule: rule, reason: reason, expires: expires, location: entry.location)
            )
        }
        return waivers
    }

    /// A baseline file written by `--write-baseline`.
    package static func load(baseline path: String) throws(LocatedError) -> (
        waivers: [Waiver], warnings: [LocatedWarning]
    ) {
        let data = try SpecParser.readFile(path, what: "baseline")
        let root = try JSONParser.parse(data, file: path)
        guard let members = root.members, let list = root["waivers"] else {
            throw LocatedError("a baseline must be an object with a \"waivers\" array", at: root.location)
        }
        var warnings: [LocatedWarning] = []
        SpecParser.warnUnknownKeys(
            members, known: ["$schema", "version", "waivers"], in: "the baseline", into: &warnings)
        return (try parse(list, warnings: &warnings), warnings)
    }

    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let month = Int(parts[1]), let day = Int(parts[2]), Int(parts[0]) != nil
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// Today as YYYY-MM-DD in UTC; FONTAUDIT_TODAY overrides it, for reproducible runs and tests.
    package static func today(environment: [String: String]) -> String {
        if let fixed = environment["FONTAUDIT_TODAY"], isDate(fixed) { return fixed }
        return Platform.todayUTC()
    }
}

/// Applies waivers to an audit result, and says which waivers are expired or unused.
package enum WaiverApplication {
    package struct Problem: Sendable {
        package var location: SourceLocation
        package var message: String
    }

    package static func apply(_ waivers: [Waiver], to result: inout AuditResult, today: String) -> [Problem] {
        var used = Set<Int>()
        var problems: [Problem] = []
        for (i, waiver) in waivers.enumerated() where waiver.isExpired(today: today) {
            problems.append(
                Problem(
                    location: waiver.location,
                    message: "waiver \(describe(waiver)) expired on \(waiver.expires!); its findings fail again"))
            used.insert(i)  // reported once, as expired
        }
        // Marked on a copy and stored once: each store into `result.styles` rebuilds the buying list.
        var styles = result.styles
        for s in styles.indices {
            for f in styles[s].findings.indices {
                let finding = styles[s].findings[f]
                guard
                    let i = waivers.indices.first(where: {
                        !waivers[$0].isExpired(today: today) && waivers[$0].covers(finding)
                    })
                else { continue }
                styles[s].findings[f].waiver = waivers[i]
                used.insert(i)
            }
        }
        if !used.isEmpty { result.styles = styles }
        var project = result.projectFindings
        for f in project.indices {
            guard
                let i = waivers.indices.first(where: {
                    !waivers[$0].isExpired(today: today) && waivers[$0].covers(project[f])
                })
            else { continue }
            project[f].waiver = waivers[i]
            used.insert(i)
        }
        if project.contains(where: { $0.waiver != nil }) { result.projectFindings = project }
        for (i, waiver) in waivers.enumerated() where !used.contains(i) {
            problems.append(
                Problem(location: waiver.location, message: "waiver \(describe(waiver)) matches no finding; remove it"))
        }
        return problems
    }

    static func describe(_ waiver: Waiver) -> String {
        [
            waiver.style.map { "for style \"\($0)\"" }, waiver.face.map { "for face \"\($0)\"" },
            waiver.rule.map { "for rule \($0)" },
        ]
        .compactMap { $0 }.joined(separator: " ")
    }

    /// A baseline that waives every finding that fails or warns now, waived already or not, as SwiftLint's
    /// does: refreshing a baseline (`--baseline b.json --write-baseline b.json`) keeps what it waived. A
    /// misspelt family ("did you mean") is left out: it is a typo to fix, not a debt to record.
    package static func baseline(for result: AuditResult, today: String) -> String {
        var entries: [JSONValue] = []
        var seen = Set<String>()
        for finding in result.styles.flatMap(\.findings) where finding.severity != .note && !finding.isLikelyTypo {
            let waiver = Waiver(
                style: finding.style, face: finding.needs?.postscriptName,
                rule: finding.needs == nil ? finding.rule.rawValue : nil,
                // A finding waived already keeps its reason and expiry date.
                reason: finding.waiver?.reason ?? "recorded by fontaudit --write-baseline on \(today)",
                expires: finding.waiver?.expires,
                location: finding.location)
            let key = waiver.json.rendered(pretty: false)
            if seen.insert(key).inserted { entries.append(waiver.json) }
        }
        for finding in result.projectFindings where finding.severity != .note {
            let waiver = Waiver(
                style: nil, face: finding.subject, rule: finding.rule.rawValue,
                reason: finding.waiver?.reason ?? "recorded by fontaudit --write-baseline on \(today)",
                expires: finding.waiver?.expires, location: finding.location)
            let key = waiver.json.rendered(pretty: false)
            if seen.insert(key).inserted { entries.append(waiver.json) }
        }
        return JSONValue.object([("version", .int(1)), ("waivers", .array(entries))]).rendered() + "\n"
    }
}
