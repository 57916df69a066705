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
            guard tokens[i].isPunctuation("`"), i > 0, isStyledTag(endingAt: i - 1, in: source) else { continue }
            // The closing backtick: chunks are strings, each substitution a bracketed `{ … }`.
            var j = i + 1
            while j < tokens.count, !tokens[j].isPunctuation("`") {
                if tokens[j].isPunctuation("{"), let close = source.closing[j] { j = close }
                j += 1
            }
            guard j < tokens.count else { break }
            found.append(Template(open: i, close: j, binding: binding(beforeTagEndingAt: i - 1, in: source)))
            i = j
        }
        return found
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
        guard start >= 2, source.tokens[start - 1].isPunctuation("="), source.tokens[start - 2].kind == .identifier
        else { return nil }
        return source.tokens[start - 2].text
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
            guard !properties.isEmpty || !objects.isEmpty else { continue }
            let name = template.binding.map { "\(stem).\($0)" } ?? "\(file):\(source.tokens[template.open].line)"
            let location = source.location(template.open)
            var (isSite, notChecked) = (false, false)
            for platform in ScriptPlatform.allCases where only == nil || only == platform {
                var family: ScriptValue?
                var weight: ScriptValue?
                var style: ScriptValue?
                // A whole `${fonts.primaryBold};`: the object's font keys, in order with the declarations.
                for range in objects {
                    guard let object = project.modules.evaluate(range, in: module, platform: platform).object else {
                        continue
                    }
                    family = object["fontFamily"] ?? family
                    weight = object["fontWeight"] ?? weight
                    style = object["fontStyle"] ?? style
                }
                for (property, value) in properties {
                    let read: ScriptValue
                    switch value {
                    case .text(let text): read = .string(StyledTemplates.unquoted(text))
                    case .substitution(let range):
                        read = project.modules.evaluate(range, in: module, platform: platform)
                    case .computed: read = .unknown
                    }
                    switch property {
                    case "font-family": family = read
                    case "font-weight": weight = read
                    default: style = read
                    }
                }
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
