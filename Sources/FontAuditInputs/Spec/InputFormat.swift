import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Which reader a file goes through: detected from its content, or forced with `--input`.
package enum InputFormat: String, Sendable, CaseIterable {
    case native
    case dtcg
    case tokensStudio = "tokens-studio"

    /// Reads any supported input into a `Spec`. Token files carry only styles; fonts come from `--fonts`.
    package static func load(path: String, forced: InputFormat?, checkFallbacks: Bool) throws(LocatedError) -> Spec {
        try read(
            try SpecParser.readFile(path), file: SpecParser.displayName(path), forced: forced,
            checkFallbacks: checkFallbacks)
    }

    /// The same from bytes already read; `path` names the file in messages and anchors relative font paths.
    /// `commonShapeReader`: a native spec of the common shape is read by `CommonSpecReader`, straight from the
    /// bytes; false reads every file through the JSON tree, the reference it is tested against.
    package static func read(
        _ bytes: [UInt8], file path: String, forced: InputFormat?, checkFallbacks: Bool,
        commonShapeReader: Bool = true
    ) throws(LocatedError) -> Spec {
        var spec = try readStyles(
            bytes, file: path, forced: forced, checkFallbacks: checkFallbacks, commonShapeReader: commonShapeReader)
        GenericFamily.setAside(&spec)
        return spec
    }

    private static func readStyles(
        _ bytes: [UInt8], file path: String, forced: InputFormat?, checkFallbacks: Bool, commonShapeReader: Bool
    ) throws(LocatedError) -> Spec {
        let root: JSONNode
        if YAMLSpec.isYAML(path: path) {
            root = try YAMLSpec.parse(bytes, file: path)
        } else {
            if commonShapeReader, forced == nil || forced == .native,
                let spec = CommonSpecReader.read(bytes, file: path)
            {
                return spec
            }
            do {
                root = try JSONParser.parse(bytes, file: path)
            } catch {
                // "text values need double quotes" says nothing useful about a YAML file named .json.
                guard YAMLSpec.looksLikeYAML(bytes) else { throw error }
                var hinted = error
                hinted.message += "; the file looks like YAML: name it .yaml or .yml to have it read as YAML"
                throw hinted
            }
        }
        let format: InputFormat
        if let forced { format = forced } else { format = try detect(root) }
        let styles: [TextStyle]
        switch format {
        case .native:
            return try SpecParser.interpret(root, file: path)
        case .dtcg:
            styles = try DTCGReader.read(root, file: path, checkFallbacks: checkFallbacks)
        case .tokensStudio:
            styles = try TokensStudioReader.read(root, file: path, checkFallbacks: checkFallbacks)
        }
        guard !styles.isEmpty else {
            let what = format == .dtcg ? "tokens with $type \"typography\"" : "tokens with type \"typography\""
            throw LocatedError("no typography styles found: the file has no \(what)", at: root.location)
        }
        return Spec(file: path, styles: styles, fonts: [], systemFonts: nil, boldText: nil, waivers: [], warnings: [])
    }

    static func detect(_ root: JSONNode) throws(LocatedError) -> InputFormat {
        if root["styles"] != nil { return .native }
        if TokensStudioReader.looksLikeTokensStudioDTCG(root) { return .tokensStudio }
        if DTCGReader.looksLikeDTCG(root) { return .dtcg }
        if TokensStudioReader.looksLikeTokensStudio(root) { return .tokensStudio }
        throw LocatedError(
            """
            cannot tell what this file is; tried a native spec (no "styles" array), DTCG tokens (no "$value"), \
            and a Tokens Studio export (no token with "value" and "type"); use --input native|dtcg|tokens-studio to choose
            """, at: root.location)
    }
}

/// CSS's generic families name whatever the platform picks, not a font: nothing to audit or buy.
enum GenericFamily {
    static let names: Set<String> = [
        "sans-serif", "serif", "monospace", "system-ui", "cursive", "fantasy", "ui-sans-serif",
        "ui-serif", "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    ]

    static func isGeneric(_ family: String) -> Bool {
        names.contains(family.trimmingCharacters(in: " ").lowercased())
    }

    /// Removes the styles whose family is generic, each with a warning at its place.
    static func setAside(_ spec: inout Spec) {
        // Asked once per family, not once per style: a spec's styles share a few dozen families, and trimming
        // and lowercasing each style's cost a sixth of reading a 5,000-style spec.
        var answers: [String: Bool] = [:]
        let anyGeneric = spec.styles.contains { style in
            guard let family = style.family else { return false }
            if let known = answers[family] { return known }
            let generic = isGeneric(family)
            answers[family] = generic
            return generic
        }
        guard anyGeneric else { return }
        spec.styles.removeAll { style in
            guard let family = style.family, isGeneric(family) else { return false }
            spec.warnings.append(
                LocatedWarning(
                    location: style.location,
                    message:
                        "\"\(family)\" in style \"\(style.name)\" is a generic family, not a font; it is not audited and not a face to buy"
                ))
            return true
        }
    }
}
