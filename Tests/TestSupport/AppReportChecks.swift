import Foundation
import Testing

/// What suites that audit app fixtures through the command read from its JSON report: each style and each
/// project finding as one line ("name dir/File.kt:12:5 [rules]"), and a finding's message. One copy, shared by
/// the Compose and Flutter suite and the React Native one.
package protocol AppReportChecks {}

extension AppReportChecks {
    package func audit(_ path: String, _ more: [String] = []) throws -> (code: Int32, json: [String: Any]) {
        let run = runInProcess(["app", path, "--format", "json"] + more)
        return (run.code, try parseJSON(run.stdout))
    }

    /// "name file:line:col [rules]" for every style, the file named by its last two path components.
    package func summary(_ json: [String: Any]) -> [String] {
        (json["styles"] as! [[String: Any]]).map { style in
            let location = style["location"] as! [String: Any]
            let parts = (location["file"] as! String).split(separator: "/").suffix(2).joined(separator: "/")
            let rules = (style["findings"] as! [[String: Any]]).map { $0["rule"] as! String }
            return "\(style["name"]!) \(parts):\(location["line"]!):\(location["column"]!) \(rules)"
        }
    }

    /// "rule file:line:col" for every project finding.
    package func projectFindings(_ json: [String: Any]) -> [String] {
        (json["findings"] as! [[String: Any]]).map { finding in
            let location = finding["location"] as! [String: Any]
            let file = (location["file"] as! String).split(separator: "/").suffix(2).joined(separator: "/")
            return "\(finding["rule"]!) \(file):\(location["line"]!):\(location["column"]!)"
        }
    }

    /// The message of `style`'s finding under `rule`.
    package func message(_ json: [String: Any], style: String, rule: String) throws -> String {
        let found = try #require((json["styles"] as! [[String: Any]]).first { $0["name"] as? String == style })
        let finding = try #require(
            (found["findings"] as! [[String: Any]]).first { $0["rule"] as? String == rule }, "\(style) \(rule)")
        return finding["message"] as! String
    }
}
