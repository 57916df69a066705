import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Applies waivers to an audit result, and says which waivers are expired or unused.
package enum WaiverApplication {
    /// Every waiver's rule is a rule of the registry; a misspelt one is an input error, with "did you mean".
    package static func checkRules(_ waivers: [Waiver]) throws(LocatedError) {
        let ids = AuditRules.all.map(\.id)
        for waiver in waivers {
            guard let rule = waiver.rule, !ids.contains(rule) else { continue }
            var message = "\"\(rule)\" is not a rule id"
            if let guess = Suggestion.closest(to: rule, among: ids) { message += "; did you mean \"\(guess)\"?" }
            throw LocatedError(message, at: waiver.ruleLocation ?? waiver.location)
        }
    }

    package struct Problem: Sendable {
        package var location: SourceLocation
        package var message: String
    }

    package static func apply(_ waivers: [Waiver], to result: inout AuditResult, today: String) -> [Problem] {
        // No waivers, nothing to mark: looking at each finding of an app's 50,000 styles copied every one.
        guard !waivers.isEmpty else { return [] }
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
