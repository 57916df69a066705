/// What a Kotlin file's import header says about the names its code uses.
enum ComposeImports {
    /// The most tokens of a header read: some 250 imports.
    static let headerLimit = 2_048

    /// Whether the file imports an Android `R` class under `alias` (`import com.duckduckgo.fonts.R as FontsR`):
    /// Kotlin's import alias makes `FontsR.font.x` that module's `R.font.x`, a res/font resource, where any
    /// other `X.font.x` is Compose Multiplatform's generated `Res` class (Kotlin language specification,
    /// "Importing": `import a.b.C as D` brings `C` in under the name `D`).
    ///
    /// Reads the header only: file annotations, then the `package` and `import` directives, which Kotlin puts
    /// before every declaration, so the scan stops at the first token that is none of them (bounded by the
    /// header's length), and at `headerLimit` tokens: it runs once for each `Font(X.font.x)` with an `X` other
    /// than `R`, so a file's work stays within that many tokens a call.
    static func importsRClass(as alias: String, in source: SourceCalls) -> Bool {
        let tokens = source.tokens.prefix(headerLimit)
        var i = 0
        while i < tokens.count {
            let keyword = tokens[i]
            if keyword.isPunctuation(";") {
                i += 1
                continue
            }
            // `@file:JvmName("Fonts")`, `@file:[A B]`: the name, then its arguments' brackets skipped whole.
            if keyword.isPunctuation("@"), i + 2 < tokens.count, tokens[i + 1].isIdentifier("file"),
                tokens[i + 2].isPunctuation(":")
            {
                var j = i + 3
                while j < tokens.count, tokens[j].kind == .identifier || tokens[j].isPunctuation(".") { j += 1 }
                if j < tokens.count, tokens[j].isPunctuation("(") || tokens[j].isPunctuation("[") {
                    guard let close = source.closing[j] else { return false }
                    j = close + 1
                }
                i = max(j, i + 3)
                continue
            }
            guard keyword.isIdentifier("import") || keyword.isIdentifier("package") else { return false }
            // The dotted path: `name (. name)*`, ending in `.*` for a star import.
            var j = i + 1
            var last: SourceToken?
            while j < tokens.count {
                let t = tokens[j]
                let expectsName = last.map { $0.isPunctuation(".") } ?? true
                guard expectsName ? t.kind == .identifier || t.isPunctuation("*") : t.isPunctuation(".") else { break }
                last = t
                j += 1
            }
            if keyword.isIdentifier("import"), last?.isIdentifier("R") == true, j + 1 < tokens.count,
                tokens[j].isIdentifier("as"), tokens[j + 1].isIdentifier(alias)
            {
                return true
            }
            if j < tokens.count, tokens[j].isIdentifier("as") { j += 2 }
            i = max(j, i + 1)
        }
        return false
    }
}
