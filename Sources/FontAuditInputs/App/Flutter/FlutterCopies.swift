import FontAuditModel
import FontAuditSystem

/// Styles made from another style by name: `X.copyWith(…)`, `X.merge(…)` and `X.getter` (an extension getter on
/// TextStyle), each followed by the steps written after it (`FlutterStyleChains`).
extension FlutterProject {
    /// `X.copyWith(fontWeight: …, fontFamily: …, fontStyle: …)`, `X.merge(TextStyle(…))`, `X.semiBold`: a style,
    /// when X is a style read here by name (`AppText.heading.copyWith(…)`) or a Material 3 role of the app's theme
    /// (`Theme.of(context).textTheme.bodyLarge!.copyWith(…)`, in the default family). A merge of a style that is
    /// not written out, or an extension getter that is not `copyWith`/`merge`, on such an X is a style not
    /// checked.
    mutating func readCopies(
        _ sources: [SourceCalls], constants: DartConstants, defaultFamily: String?, typography: FlutterTypography,
        getters: [String: ExtensionGetter]
    ) {
        var known: [String: Style] = [:]
        for style in styles where known[style.name] == nil { known[style.name] = style }
        for source in sources {
            for i in source.tokens.indices where source.token(i - 1)?.isPunctuation(".") == true {
                let t = source.tokens[i]
                guard t.isIdentifier("copyWith") || t.isIdentifier("merge") || getters[t.text] != nil,
                    let first = Self.step(at: i, in: source, getters: getters)
                else { continue }
                // `bodyLarge!.copyWith`, `bodyLarge?.copyWith`: the role before the null check.
                var b = i - 2
                while let t = source.token(b), t.isPunctuation("!") || t.isPunctuation("?") { b -= 1 }
                guard let base = source.token(b), base.kind == .identifier else { continue }
                // `AppText.body.semiBold.copyWith(…)`: a step of the chain read from where it starts, whatever a style
                // of the same name holds (re-reading the rest of the chain at each link made 4,000 `.semiBold`s
                // quadratic).
                if getters[base.text] != nil, source.token(b - 1)?.isPunctuation(".") == true {
                    continue
                }
                let isCall = source.token(i + 1)?.isPunctuation("(") == true
                let end = isCall ? source.closing[i + 1] ?? i : i
                let steps = [first] + Self.chain(after: end, in: source, getters: getters).steps
                var start = b
                while source.token(start - 1)?.isPunctuation(".") == true, source.token(start - 2)?.kind == .identifier
                {
                    start -= 2
                }
                guard steps.contains(where: \.changesFace) else {
                    // `get h2 => h1.copyWith(fontSize: 24)`: a style of the app's by the getter's name, in its
                    // base's face, which later copies build on.
                    if let name = Self.getterName(endingBefore: start, in: source), known[name] == nil,
                        var copied = known[base.text]
                    {
                        (copied.name, copied.location) = (name, source.location(start))
                        known[name] = copied
                        styles.append(copied)
                    }
                    continue
                }
                var style: Style
                var baseKnown = true
                if let found = known[base.text] {
                    style = found
                } else if let weight = typography.weight(ofRole: base.text),
                    FlutterTypography.roles[base.text] != nil || source.token(b - 2)?.isIdentifier("textTheme") == true
                {
                    // A 2018 name (`caption`, `button`) is a role only when read from a text theme.
                    style = Style(
                        name: base.text, location: source.location(start), family: defaultFamily ?? "", weight: weight,
                        italic: false)
                } else {
                    baseKnown = false
                    style = Style(
                        name: base.text, location: source.location(start), family: "", weight: 400, italic: false)
                }
                switch apply(steps, to: &style, family: .noFamily, constants) {
                case .computed:
                    // A merge or getter on a style not read here (a widget's `style` parameter,
                    // `DefaultTextStyle.merge(style: …)`) is no style of the app's to count.
                    if baseKnown || t.isIdentifier("copyWith") { notChecked += 1 }
                    continue
                case .family, .noFamily:
                    // a style whose family is not known here
                    guard !style.family.isEmpty || style.platformDefault else { continue }
                }
                style.location = source.location(start)
                style.name = Self.place(start, in: source)
                if source.token(start - 1)?.isPunctuation("=") == true
                    || source.token(start - 1)?.isPunctuation(":") == true,
                    let name = source.token(start - 2), name.kind == .identifier,
                    !SourceCalls.placeLabels.contains(name.text), source.token(start - 3)?.isPunctuation("=") != true
                {
                    style.name = name.text
                } else if let name = Self.getterName(endingBefore: start, in: source) {
                    // `static TextStyle get title2 => title1.copyWith(…)` (flutter-folio): a style by its getter's
                    // name, which later copies build on.
                    style.name = name
                    if known[name] == nil { known[name] = style }
                }
                styles.append(style)
            }
        }
    }

    /// The app's Dart files that the style passes did not read (`read`) but that name one of `getters`
    /// (`Text('x', style: AppText.body.semiBold)` in a screen that names no `TextStyle`), lexed: read again only
    /// when the app declares such getters.
    static func namingGetters(
        _ getters: [String: ExtensionGetter], _ files: ProjectFiles, paths: [String], except read: [SourceCalls]
    ) -> [SourceCalls] {
        let done = Set(read.map(\.file))
        let rest = paths.filter { !done.contains($0) }
        let names = getters.keys.sorted()
        let searches = stride(from: 0, to: names.count, by: 64).map {
            WordSearch(names[$0..<min(names.count, $0 + 64)].map { "." + $0 })
        }
        let lexed = files.readEach(rest) { i, bytes -> SourceCalls? in
            guard searches.contains(where: { $0.anyOccurs(in: bytes) }) else { return nil }
            return SourceCalls(SourceLexer.tokens(bytes, language: .dart), file: rest[i])
        }
        // Their warnings (a file that cannot be read) were given by the first read.
        return lexed.results.compactMap { $0 }
    }
}
