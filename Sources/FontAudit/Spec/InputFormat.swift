
/// Which reader a file goes through: detected from its content, or forced with `--input`.
public enum InputFormat: String, Sendable, CaseIterable {
    case native
    case dtcg
    case tokensStudio = "tokens-studio"

    /// Reads any supported input into a `Spec`. Token files carry only styles; fonts come from `--fonts`.
    public static func load(path: String, forced: InputFormat?, checkFallbacks: Bool) throws(LocatedError) -> Spec {
        try read(try SpecParser.readFile(path), file: SpecParser.displayName(path), forced: forced, checkFallbacks: checkFallbacks)
    }

    /// The same from bytes already read; `path` names the file in messages and anchors relative font paths.
    public static func read(_ bytes: [UInt8], file path: String, forced: InputFormat?, checkFallbacks: Bool) throws(LocatedError) -> Spec {
        if forced == nil || forced == .native, let spec = SpecFastPath.read(bytes, file: path) { return spec }
        let root = try JSONParser.parse(bytes, file: path)
        defer { ProcessLifetime.keep(root) }
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
        if DTCGReader.looksLikeDTCG(root) { return .dtcg }
        if TokensStudioReader.looksLikeTokensStudio(root) { return .tokensStudio }
        throw LocatedError("""
            cannot tell what this file is; tried a native spec (no "styles" array), DTCG tokens (no "$value"), \
            and a Tokens Studio export (no token with "value" and "type"); use --input native|dtcg|tokens-studio to choose
            """, at: root.location)
    }
}
