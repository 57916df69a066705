import FontAuditModel
import FontAuditSystem
import FontCatalog

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
            let expires = try text("expires")
            if let expires, !isDate(expires) {
                throw LocatedError(
                    "\"expires\" must be a date written YYYY-MM-DD, not \"\(expires)\"", at: entry["expires"]!.location)
            }
            waivers.append(
                Waiver(
                    style: style, face: face, rule: rule, reason: reason, expires: expires, location: entry.location,
                    ruleLocation: entry["rule"]?.location)
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
