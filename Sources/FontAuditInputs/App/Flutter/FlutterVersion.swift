import FontAuditModel
import FontAuditSystem

/// Which Flutter builds the app, as far as its files say: whether `fontWeight` sets a variable font's `wght`
/// axis. Since Flutter 3.41 (Dart 3.11) it does: "Setting the fontWeight property of objects such as TextStyle
/// will now also set the value of the wght variation axis of fonts that support it"
/// (docs.flutter.dev/release/breaking-changes/font-weight-variation, flutter/flutter PR 175771). Before, a
/// variable file was shown at its default unless the style set `FontVariation('wght', …)`.
///
/// An app is built by today's Flutter unless its files hold it to an older one: an FVM pin (`.fvmrc`'s
/// `"flutter"`, `.fvm/fvm_config.json`'s `"flutterSdkVersion"`) decides; otherwise a pubspec `environment`
/// constraint whose upper bound is below Flutter 3.41 (`flutter:`) or Dart 3.11 (`sdk:`). A lower bound says
/// nothing of the SDK really used (wger asks for Dart ≥ 3.10 and builds with Flutter 3.44).
enum FlutterVersion {
    static let axisFromWeightFlutter = [3, 41]
    static let axisFromWeightDart = [3, 11]

    /// Whether the SDK that builds the app at `folder` (the pubspec's) sets `wght` from `fontWeight`.
    static func setsWeightAxis(environment: YAMLNode?, folder: String, realRoot: String?) -> Bool {
        if let pinned = fvmPin(folder: folder, realRoot: realRoot) {
            return !isBelow(pinned, axisFromWeightFlutter)
        }
        if let flutter = environment?["flutter"]?.string, let upper = upperBound(of: flutter),
            isBelow(upper.version, axisFromWeightFlutter) || upper.exclusive && upper.version == axisFromWeightFlutter
        {
            return false
        }
        if let sdk = environment?["sdk"]?.string, let upper = upperBound(of: sdk),
            isBelow(upper.version, axisFromWeightDart) || upper.exclusive && upper.version == axisFromWeightDart
        {
            return false
        }
        return true
    }

    /// The highest version a constraint allows: `<3.41.0` (exclusive), `<=3.38.9`, or an exact `3.38.1`.
    /// `>=`, `>`, `^` and `any` set no upper bound below the next major, which is no older SDK.
    static func upperBound(of constraint: String) -> (version: [Int], exclusive: Bool)? {
        var found: (version: [Int], exclusive: Bool)?
        for part in constraint.split(whereSeparator: { $0 == " " || $0 == "," }) {
            let text = part.filter { $0 != "'" && $0 != "\"" }
            if text.hasPrefix("<=") {
                found = version(text.dropFirst(2)).map { ($0, false) } ?? found
            } else if text.hasPrefix("<") {
                found = version(text.dropFirst()).map { ($0, true) } ?? found
            } else if let first = text.first, first.isNumber {
                found = version(Substring(text)).map { ($0, false) } ?? found
            }
        }
        return found
    }

    /// "3.38.1" → [3, 38]: major and minor, which is all the threshold needs.
    static func version(_ text: Substring) -> [Int]? {
        let numbers = text.split(separator: ".").prefix(2).map { Int($0.prefix { $0.isNumber }) }
        guard numbers.count == 2, let major = numbers[0], let minor = numbers[1] else { return nil }
        return [major, minor]
    }

    static func isBelow(_ version: [Int], _ threshold: [Int]) -> Bool {
        version.lexicographicallyPrecedes(threshold)
    }

    /// The Flutter version FVM pins the project to, read from its small JSON files by their one key.
    static func fvmPin(folder: String, realRoot: String?) -> [Int]? {
        for (file, key) in [(".fvmrc", "\"flutter\""), (".fvm/fvm_config.json", "\"flutterSdkVersion\"")] {
            let path = folder + "/" + file
            guard Platform.kind(of: path) == .file else { continue }
            var ignored: [LocatedWarning] = []
            guard let bytes = ProjectText.read(path, within: realRoot, warnings: &ignored), bytes.count < 64 * 1024,
                let at = ProjectText.find(key, in: bytes)
            else { continue }
            // `"flutter": "3.44.9"`: the first quoted text after the key's colon.
            let rest = String(decoding: bytes[(at + key.utf8.count)...], as: UTF8.self)
            let afterColon = rest.drop { $0 == " " || $0 == ":" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard afterColon.first == "\"" else { continue }
            let value = afterColon.dropFirst().prefix { $0 != "\"" }
            if let pinned = version(value) { return pinned }
        }
        return nil
    }
}
