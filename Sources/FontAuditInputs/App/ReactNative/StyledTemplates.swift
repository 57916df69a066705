import FontAuditModel
import FontAuditSystem

/// styled-components' and Emotion's CSS templates for React Native: ``const Title = styled.Text`font-family:
/// Nunito-Bold; font-weight: 700;` `` (also `styled(Text)`, `styled.Text.attrs(…)`, `css`). Their `css-to-react-native`
/// turns each declaration into the style property React Native reads (`font-family` → `fontFamily`, …), so a
/// template is a style object. An interpolation is read as JavaScript: `font-family: ${fonts.primary};` as the
/// value, and a whole `${fonts.fontPrimaryLight};` as an object whose font keys the template gets (git-point's 49).
enum StyledTemplates {
    /// One template's font declarations: the place it starts, the name it is bound to, the value ranges.
    struct Template {
        var open: Int
        var close: Int
        /// The last token of the tag, before any type arguments (`styled(BaseText)<Props>`).
        var tagEnd: Int
        /// `Title` for `const Title = styled.Text\`…\``.
        var binding: String?
    }

    /// The tagged templates of a module whose tag is styled-components' (or Emotion's) own.
    static func templates(in source: SourceCalls) -> [Template] {
        var found: [Template] = []
        let tokens = source.tokens
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].isPunctuation("`"), i > 0 else { continue }
            let tagEnd = tagEnd(before: i, in: source)
            guard tagEnd >= 0, isStyledTag(endingAt: tagEnd, in: source) else { continue }
            // The closing backtick: chunks are strings, each substitution a bracketed `{ … }`.
            var j = i + 1
            while j < tokens.count, !tokens[j].isPunctuation("`") {
                if tokens[j].isPunctuation("{"), let close = source.closing[j] { j = close }
                j += 1
            }
            guard j < tokens.count else { break }
            found.append(
                Template(open: i, close: j, tagEnd: tagEnd, binding: binding(beforeTagEndingAt: tagEnd, in: source)))
            i = j
        }
        return found
    }

    /// The tag's last token before the backtick at `backtick`, over TypeScript's type arguments:
    /// `styled(BaseText)<HeadingProps>\`…\`` ends at `)`. The walk back is bounded.
    static func tagEnd(before backtick: Int, in source: SourceCalls) -> Int {
        let end = backtick - 1
        guard end >= 0, source.tokens[end].isPunctuation(">") else { return end }
        var depth = 0
        var j = end
        while j >= 0, end - j < 256 {
            let t = source.tokens[j]
            if t.kind == .punctuation, [")", "]", "}"].contains(t.text), let open = source.opening(of: j, within: 256) {
                j = open - 1
                continue
            }
            if t.isPunctuation(">") {
                depth += 1
            } else if t.isPunctuation("<") {
                depth -= 1
                if depth == 0 { return j - 1 }
            } else if t.kind == .punctuation, ![",", ".", "|", "&", "?", ":", "=>"].contains(t.text) {
                return end
            }
            j -= 1
        }
        return end
    }

    /// `X` of `styled(X)\`…\`` or `styled(X).attrs(…)\`…\``: the component the template extends. styled-components
    /// folds a styled component it extends: the new one's rules are the base's followed by its own
    /// (`StyledNativeComponent.ts`: `styledComponentTarget.inlineStyle.rules.concat(rules)`).
    static func extended(tagEndingAt tagEnd: Int, in source: SourceCalls) -> Range<Int>? {
        var end = tagEnd
        while end >= 0, source.tokens[end].isPunctuation(")"), let open = source.opening(of: end, within: 400) {
            if source.token(open - 1)?.isIdentifier("styled") == true {
                return open + 1 < end ? (open + 1)..<end : nil
            }
            // `.attrs(…)` after a styled tag.
            guard source.token(open - 1)?.isIdentifier("attrs") == true,
                source.token(open - 2)?.isPunctuation(".") == true
            else { return nil }
            end = open - 3
        }
        return nil
    }

    /// `styled.Text`, `styled(Text)`, `styled.Text.attrs(…)`, `styled(Text).attrs(…)`, `css`, ending at `end`.
    static func isStyledTag(endingAt end: Int, in source: SourceCalls) -> Bool {
        let t = source.tokens[end]
        if t.isIdentifier("css") { return true }
        if t.kind == .identifier, source.token(end - 1)?.isPunctuation(".") == true,
            source.token(end - 2)?.isIdentifier("styled") == true
        {
            return true
        }
        guard t.isPunctuation(")"), let open = source.opening(of: end, within: 400) else { return false }
        if source.token(open - 1)?.isIdentifier("styled") == true { return true }
        // `.attrs(…)` after a styled tag.
        if source.token(open - 1)?.isIdentifier("attrs") == true, source.token(open - 2)?.isPunctuation(".") == true {
            return open >= 3 && isStyledTag(endingAt: open - 3, in: source)
        }
        return false
    }

    /// `'Nunito-Bold'` or `"Nunito-Bold"` → `Nunito-Bold`: css-to-react-native keeps a family's name unquoted.
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "'" || first == "\"" else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }

    /// The name a tag's template is bound to: `const Title = styled…`.
    static func binding(beforeTagEndingAt end: Int, in source: SourceCalls) -> String? {
        var start = end
        // Back over the tag to its first token.
        while start > 0 {
            let t = source.tokens[start]
            if t.isPunctuation(")"), let open = source.opening(of: start, within: 400) {
                start = open - 1
            } else if t.kind == .identifier || t.isPunctuation(".") {
                if source.tokens[start - 1].isPunctuation("=") { break }
                start -= 1
            } else {
                return nil
            }
        }
        // `const Title = styled…`, or past a type (`export const Title: React.ComponentType<Props> = styled…`).
        guard start >= 2, source.tokens[start - 1].isPunctuation("="),
            let name = ReactNativeReader.boundName(beforeEquals: start - 1, in: source)
        else { return nil }
        return source.tokens[name].text
    }

    /// A declaration's value: text, or the substitution at these tokens.
    enum Value {
        case text(String)
        case substitution(Range<Int>)
        /// Text and a substitution together: decided at run time.
        case computed
    }

    /// `font-family`, `font-weight` and `font-style` declarations, and whole-declaration substitutions, in order.
    static func declarations(_ template: Template, in source: SourceCalls) -> (
        properties: [(name: String, value: Value)], objects: [Range<Int>]
    ) {
        var properties: [(name: String, value: Value)] = []
        var objects: [Range<Int>] = []
        // The current declaration: the text before its colon, and after it.
        var name = ""
        var value = ""
        var substitution: Range<Int>?
        var afterColon = false
        func end() {
            let property = name.trimmingBlanks().lowercased()
            if afterColon, ["font-family", "font-weight", "font-style"].contains(property) {
                let text = value.trimmingBlanks()
                // `${appFont.medium}` or `'${appFont.medium}'` (pillarwallet quotes it).
                if let substitution, unquoted(text).isEmpty {
                    properties.append((property, .substitution(substitution)))
                } else if substitution == nil {
                    properties.append((property, .text(text)))
                } else {
                    // `Nunito-${w}`: a value made at run time.
                    properties.append((property, .computed))
                }
            } else if !afterColon, name.trimmingBlanks().isEmpty, let substitution {
                objects.append(substitution)
            }
            (name, value, substitution, afterColon) = ("", "", nil, false)
        }
        var k = template.open + 1
        while k < template.close {
            let t = source.tokens[k]
            if t.isPunctuation("{"), let close = source.closing[k] {
                if substitution == nil { substitution = (k + 1)..<close } else { value += "\u{0}" }
                k = close + 1
                continue
            }
            if t.kind == .string {
                for c in t.text {
                    switch c {
                    case ";", "\n", "{", "}": end()
                    case ":" where !afterColon: afterColon = true
                    default:
                        if afterColon { value.append(c) } else { name.append(c) }
                    }
                }
            }
            k += 1
        }
        end()
        return (properties, objects)
    }
}

extension String {
    /// Without the spaces, tabs and line breaks at either end.
    fileprivate func trimmingBlanks() -> String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        guard let first = firstIndex(where: { !blanks.contains($0) }),
            let last = lastIndex(where: { !blanks.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension ReactNativeReader.Reading {
    /// Each styled-components template that sets a font is a style, per platform, as a style object would be; one
    /// whose family or weight is decided at run time is a call not checked.
    mutating func readTemplates(_ module: ScriptModule) {
        let source = module.source
        let (file, stem, only) = (module.fileName, module.styleStem, module.onlyPlatform)
        for template in StyledTemplates.templates(in: source) {
            let (properties, objects) = StyledTemplates.declarations(template, in: source)
            let extends = StyledTemplates.extended(tagEndingAt: template.tagEnd, in: source) != nil
            guard !properties.isEmpty || !objects.isEmpty || extends else { continue }
            let name = template.binding.map { "\(stem).\($0)" } ?? "\(file):\(source.tokens[template.open].line)"
            let location = source.location(template.open)
            var (isSite, notChecked) = (false, false)
            for platform in ScriptPlatform.allCases where only == nil || only == platform {
                let (family, weight, style) = project.modules.styledFontKeys(
                    template, properties: properties, objects: objects, in: module, platform: platform)
                guard family != nil || weight != nil || style != nil else { continue }
                isSite = true
                guard let familyName = family?.string, weight.map({ $0.weightText != nil }) ?? true,
                    style.map({ $0.string != nil }) ?? true
                else {
                    notChecked = true
                    continue
                }
                if !appendStyle(
                    platform, name: name, location: location, familyName: familyName,
                    weight: weight?.weightText.map(ReactNativeReader.weight), styleText: style?.string,
                    weightMember: nil, size: nil)
                {
                    notChecked = true
                }
            }
            if isSite, notChecked { reading.sources.callsNotChecked += 1 }
        }
    }
}

extension ScriptModules {
    /// The font keys a styled template gives its style, in order: those of the styled component it extends
    /// (`styled(BaseText)`, in this module or imported), then its whole-object substitutions and its own
    /// declarations, a later one replacing an earlier one as css-to-react-native's object does.
    func styledFontKeys(
        _ template: StyledTemplates.Template,
        properties: [(name: String, value: StyledTemplates.Value)], objects: [Range<Int>],
        in module: ScriptModule, platform: ScriptPlatform
    ) -> (family: ScriptValue?, weight: ScriptValue?, style: ScriptValue?) {
        var family: ScriptValue?
        var weight: ScriptValue?
        var style: ScriptValue?
        if let base = StyledTemplates.extended(tagEndingAt: template.tagEnd, in: module.source),
            let object = evaluate(base, in: module, platform: platform).object
        {
            (family, weight, style) = (object["fontFamily"], object["fontWeight"], object["fontStyle"])
        }
        // A whole `${fonts.primaryBold};`: the object's font keys, in order with the declarations.
        for range in objects {
            guard let object = evaluate(range, in: module, platform: platform).object else { continue }
            family = object["fontFamily"] ?? family
            weight = object["fontWeight"] ?? weight
            style = object["fontStyle"] ?? style
        }
        for (property, value) in properties {
            let read: ScriptValue
            switch value {
            case .text(let text): read = .string(StyledTemplates.unquoted(text))
            case .substitution(let range): read = evaluate(range, in: module, platform: platform)
            case .computed: read = .unknown
            }
            switch property {
            case "font-family": family = read
            case "font-weight": weight = read
            default: style = read
            }
        }
        return (family, weight, style)
    }

    /// A styled component bound to a name (`const BaseText = styled.Text\`…\``) as a value: the object of
    /// the font keys its template gives, so a template that extends it (`styled(BaseText)`) starts from them.
    /// Nil when `range` is no styled template.
    func styledComponent(_ range: Range<Int>, in module: ScriptModule) -> StyledTemplates.Template? {
        let source = module.source
        let tokens = source.tokens
        guard range.count > 2, tokens[range.upperBound - 1].isPunctuation("`") else { return nil }
        // The opening backtick: the first one outside brackets.
        var open = range.lowerBound
        while open < range.upperBound - 1, !tokens[open].isPunctuation("`") {
            if let close = source.closing[open], tokens[open].kind == .punctuation { open = close }
            open += 1
        }
        guard open > range.lowerBound, open < range.upperBound - 1 else { return nil }
        var j = open + 1
        while j < range.upperBound - 1, !tokens[j].isPunctuation("`") {
            if tokens[j].isPunctuation("{"), let close = source.closing[j] { j = close }
            j += 1
        }
        guard j == range.upperBound - 1 else { return nil }
        let tagEnd = StyledTemplates.tagEnd(before: open, in: source)
        guard tagEnd >= range.lowerBound, StyledTemplates.isStyledTag(endingAt: tagEnd, in: source) else { return nil }
        return StyledTemplates.Template(open: open, close: j, tagEnd: tagEnd, binding: nil)
    }
}
