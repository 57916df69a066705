import FontAuditModel
import FontAuditSystem

/// The shape the Flutter tool requires of `flutter: fonts:` (flutter_tools `flutter_manifest.dart`,
/// `_validateFlutter` and `_validateFonts`): a pubspec that breaks it is refused by `flutter build` ("Error
/// detected in pubspec.yaml"), so its fonts are not what the app ships. Each break is an input error at its node,
/// never a font quietly left out (`weight: bold` read as 400, `fonts: fonts/A.ttf` read as no faces).
enum FlutterFontsSchema {
    /// The weights the tool accepts: YAML integers, so `"700"` (a string) is refused too.
    static let weights: Set<String> = ["100", "200", "300", "400", "500", "600", "700", "800", "900"]

    /// The problems of `fonts`, the value of `flutter: fonts:`, in the file at `path`.
    static func problems(_ fonts: YAMLNode, path: String) -> [LocatedWarning] {
        var problems: [LocatedWarning] = []
        func add(_ node: YAMLNode, _ message: String) {
            problems.append(
                LocatedWarning(
                    location: SourceLocation(file: path, line: node.line, column: node.column),
                    message: "flutter: fonts: \(message); the Flutter tool refuses this pubspec", isError: true))
        }
        // `fonts:` with nothing after it is no fonts at all; leave that to the tool.
        if isNull(fonts) { return [] }
        guard let families = fonts.items else {
            add(fonts, "expected a list of families (- family: NAME, fonts: [- asset: PATH])")
            return problems
        }
        for family in families {
            guard case .mapping(let pairs, _, _) = family else {
                add(family, "expected a family (family: NAME, fonts: …), found \(describe(family))")
                continue
            }
            for pair in pairs where pair.key.string != "family" && pair.key.string != "fonts" {
                add(pair.key, "unexpected key \"\(Terminal.sanitize(pair.key.string ?? "?"))\" in a family")
            }
            if let name = family["family"], !isNull(name), name.string == nil {
                add(name, "a family's name must be text, found \(describe(name))")
            }
            guard let list = family["fonts"], !isNull(list) else { continue }
            guard let entries = list.items else {
                add(list, "a family's fonts must be a list of - asset: PATH, found \(describe(list))")
                continue
            }
            for entry in entries { checkFont(entry, add: add) }
        }
        return problems
    }

    private static func checkFont(_ entry: YAMLNode, add: (YAMLNode, String) -> Void) {
        guard case .mapping(let pairs, _, _) = entry else {
            add(entry, "expected a font (asset: PATH), found \(describe(entry))")
            return
        }
        for pair in pairs {
            let value = pair.value
            switch pair.key.string {
            case "asset":
                if value.string == nil || isNull(value) {
                    add(value, "a font's asset must be a path, found \(describe(value))")
                }
            case "weight":
                guard case .scalar(let text, _, _, let plain) = value, plain, weights.contains(text) else {
                    add(value, "weight must be one of 100, 200, … 900, found \(describe(value))")
                    continue
                }
            case "style":
                if value.string != "normal" && value.string != "italic" {
                    add(value, "style must be normal or italic, found \(describe(value))")
                }
            default:
                add(pair.key, "unexpected key \"\(Terminal.sanitize(pair.key.string ?? "?"))\" in a font")
            }
        }
    }

    /// YAML's null: nothing after the key, `~` or `null`, unquoted.
    static func isNull(_ node: YAMLNode) -> Bool {
        guard case .scalar(let text, _, _, let plain) = node, plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    private static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let text, _, _, let plain):
            let shown = Terminal.sanitize(String(text.prefix(40)))
            if plain { return shown.isEmpty ? "nothing" : shown }
            return "\"\(shown)\" (text)"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
