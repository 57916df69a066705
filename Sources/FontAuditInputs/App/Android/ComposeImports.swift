/// What a Kotlin file's import header says about the names its code uses (Kotlin language specification,
/// "Importing": `import a.b.C` brings `C` in by its own name, `import a.b.C as D` under the name `D`; a nested
/// class is imported the same way, `import a.R.font`).
enum ComposeImports {
    /// The most tokens of a header read: some 250 imports.
    static let headerLimit = 2_048

    /// Whether the file imports an Android `R` class under `alias` (`import com.duckduckgo.fonts.R as FontsR`):
    /// then `FontsR.font.x` is that module's `R.font.x`, a res/font resource, where any other `X.font.x` is
    /// Compose Multiplatform's generated `Res` class.
    static func importsRClass(as alias: String, in source: SourceCalls) -> Bool {
        imports(in: source) { path, name in path.last == "R" && name == alias }
    }

    /// Whether the file imports an Android `R` class's nested `font` class as `font`
    /// (`import io.github.droidkaigi.confsched2022.core.designsystem.R.font`, DroidKaigi 2022): then
    /// `Font(font.montserrat_medium)` is `R.font.montserrat_medium`.
    static func importsRFontClass(in source: SourceCalls) -> Bool {
        imports(in: source) { path, name in path.suffix(2) == ["R", "font"] && name == "font" }
    }

    /// Whether an `import` of the header satisfies `match`, given its dotted path's names and the name it
    /// brings in (the alias, else the path's last name).
    ///
    /// Reads the header only: file annotations, then the `package` and `import` directives, which Kotlin puts
    /// before every declaration, so the scan stops at the first token that is none of them (bounded by the
    /// header's length), and at `headerLimit` tokens: it runs once for each `Font(…)` whose resource is neither
    /// `R.font.x` nor computed, so a file's work stays within that many tokens a call.
    private static func imports(in source: SourceCalls, where match: ([String], String) -> Bool) -> Bool {
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
            var path: [String] = []
            var last: SourceToken?
            while j < tokens.count {
                let t = tokens[j]
                let expectsName = last.map { $0.isPunctuation(".") } ?? true
                guard expectsName ? t.kind == .identifier || t.isPunctuation("*") : t.isPunctuation(".") else { break }
                if t.kind == .identifier { path.append(t.text) }
                last = t
                j += 1
            }
            var name = last?.kind == .identifier ? path.last : nil
            if j + 1 < tokens.count, tokens[j].isIdentifier("as"), tokens[j + 1].kind == .identifier {
                name = tokens[j + 1].text
                j += 2
            }
            if keyword.isIdentifier("import"), let name, match(path, name) { return true }
            i = max(j, i + 1)
        }
        return false
    }
}
