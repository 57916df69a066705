import FontAuditSystem

extension ReactNativeReader {
    /// The name a value after the `=` at `equals` is bound to: `const body = {` (the name before the `=`), or,
    /// past a TypeScript annotation, `const $tabBarLabel: TextStyle = {` and `const baseStyle:
    /// StyleProp<TextStyle> = {` (ChainReactApp2023's and pillarwallet's): the index of the name after
    /// `const`, `let` or `var`, never the type's last word. Nil when neither form is there (`a == {`, a property
    /// of a class), so the style is named by its place.
    static func boundName(beforeEquals equals: Int, in source: SourceCalls) -> Int? {
        guard let name = source.token(equals - 1), source.token(equals - 2)?.isPunctuation("=") != true else {
            return nil
        }
        if let typed = typedName(beforeEquals: equals, in: source) { return typed }
        // `const body = {`, `styles.body = {`; a type's last word (`: TextStyle =`) is no name.
        return name.kind == .identifier && source.token(equals - 2)?.isPunctuation(":") != true ? equals - 1 : nil
    }

    /// `const NAME: TYPE =`: the index of NAME, found back over TYPE to its `:` at depth 0, where brackets and
    /// `<…>` nest and `=>` is an arrow; nil at a `;`, another `=` or an unmatched bracket first.
    private static func typedName(beforeEquals equals: Int, in source: SourceCalls) -> Int? {
        var depth = 0
        var j = equals - 1
        while j > equals - 64, let t = source.token(j) {
            if t.kind == .punctuation {
                switch t.text {
                case ">" where source.token(j - 1)?.isPunctuation("=") == true: j -= 1
                case ")", "]", "}", ">": depth += 1
                case "(", "[", "{", "<":
                    depth -= 1
                    if depth < 0 { return nil }
                case ";", "=": return nil
                case ":" where depth == 0:
                    guard let bound = source.token(j - 1), bound.kind == .identifier,
                        let keyword = source.token(j - 2),
                        keyword.isIdentifier("const") || keyword.isIdentifier("let") || keyword.isIdentifier("var")
                    else { return nil }
                    return j - 1
                default: break
                }
            }
            j -= 1
        }
        return nil
    }
}
