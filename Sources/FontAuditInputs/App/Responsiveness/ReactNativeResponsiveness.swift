import FontAuditModel
import FontAuditSystem

/// React Native: iOS leaves Bold Text to the app for fonts asked for by family or name (React Native's RCTFont
/// applies no weight of its own); the app handles it when its code asks `AccessibilityInfo.isBoldTextEnabled()`
/// or listens for `boldTextChanged` (iOS only). Text scales unless `allowFontScaling` is false or
/// `maxFontSizeMultiplier` is 1 (or less); a multiplier above 1 still scales, up to the cap (a note).
/// `Text.defaultProps` is no longer read by React Native's function-component `Text`, so it is not looked at.
enum ReactNativeResponsiveness {
    static let words = ["isBoldTextEnabled", "boldTextChanged", "allowFontScaling", "maxFontSizeMultiplier"]

    static func read(_ files: ProjectFiles, into part: inout PlatformReading, warnings: inout [LocatedWarning]) {
        var handled: (name: String, location: SourceLocation)?
        for path in files.scriptFiles where !files.isTestCode(path) {
            var repeated: [LocatedWarning] = []  // the reader already reported a file it cannot read
            guard let bytes = files.read(path, warnings: &repeated),
                words.contains(where: { ProjectText.find($0, in: bytes) != nil })
            else { continue }
            let tokens = ScriptLexer.tokens(bytes, jsx: path.hasSuffix("x"))
            for i in tokens.indices {
                let t = tokens[i]
                let location = SourceLocation(file: path, line: t.line, column: t.column)
                if handled == nil,
                    t.isIdentifier("isBoldTextEnabled") || (t.kind == .string && t.text == "boldTextChanged")
                {
                    handled = (
                        t.kind == .string ? "the boldTextChanged event" : "AccessibilityInfo.isBoldTextEnabled()",
                        location
                    )
                }
                guard t.isIdentifier("allowFontScaling") || t.isIdentifier("maxFontSizeMultiplier") else { continue }
                // `prop={value}` in JSX, `prop: value` in an object.
                var j = i + 1
                guard j < tokens.count, tokens[j].isPunctuation("=") || tokens[j].isPunctuation(":") else { continue }
                j += 1
                if j < tokens.count, tokens[j].isPunctuation("{") { j += 1 }
                guard j < tokens.count else { continue }
                let value = tokens[j]
                let place = "\(Platform.baseName(of: path)):\(t.line)"
                if t.text == "allowFontScaling", value.isIdentifier("false") {
                    part.facts.append(
                        ProjectFact(
                            .textDoesNotScale,
                            "allowFontScaling false keeps this text at its size whatever the user's text size; remove it, or cap the growth with maxFontSizeMultiplier",
                            at: location, subject: "allowFontScaling false (\(place))"))
                } else if t.text == "maxFontSizeMultiplier", value.kind == .number, let cap = Double(value.text) {
                    // 0 means no cap in React Native; up to 1 stops the text growing.
                    if cap > 0 && cap <= 1 {
                        part.facts.append(
                            ProjectFact(
                                .textDoesNotScale,
                                "maxFontSizeMultiplier \(value.text) stops this text growing with the user's text size",
                                at: location, subject: "maxFontSizeMultiplier \(value.text) (\(place))"))
                    } else if cap > 1 {
                        part.facts.append(
                            ProjectFact(
                                .textScaleCapped,
                                "maxFontSizeMultiplier \(value.text): this text still grows with the user's text size, up to \(value.text) times",
                                at: location, subject: "maxFontSizeMultiplier \(value.text) (\(place))"))
                    }
                }
            }
        }
        // iOS styles on the app's own fonts: handled by the app's code, or never heavier.
        var never: [TextStyle] = []
        // Only the app's own fonts (a family it bundles): "System", the platforms' generic families and a family
        // nothing declares are not fonts the app could switch.
        for k in part.styles.indices where part.styles[k].textSystem == .reactNativeIOS {
            guard let key = part.styles[k].familyKey, part.families[key] != nil else { continue }
            if let handled {
                part.styles[k].boldText = .notChecked(
                    why:
                        "the app reads Bold Text (\(handled.name), \(Responsiveness.place(handled.location))); whether it switches this font is not followed"
                )
            } else {
                part.styles[k].boldText = .never(
                    why:
                        "nothing in the app's code reads Bold Text, and React Native on iOS does not change a custom font"
                )
                // An icon font is not text: Bold Text has nothing to make heavier.
                if !IconFonts.isIconFont(part.styles[k].family ?? part.styles[k].fontName ?? "") {
                    never.append(part.styles[k])
                }
            }
        }
        guard handled == nil, !never.isEmpty else { return }
        var names: [String] = []
        var seen = Set<String>()
        for style in never.sorted(by: { $0.location < $1.location }) {
            let name = style.family ?? style.fontName ?? ""
            if !name.isEmpty, seen.insert(name).inserted { names.append(name) }
        }
        guard let first = never.map(\.location).min(), !names.isEmpty else { return }
        part.facts.append(
            ProjectFact(
                .boldTextNotHandled,
                "the app's styles use \(names.count == 1 ? "a custom font" : "\(names.count) custom fonts") (\(Responsiveness.list(names))) and its code never asks AccessibilityInfo.isBoldTextEnabled() or listens for boldTextChanged: on iOS React Native does not make a custom font heavier, so \(names.count == 1 ? "this font stays as it is" : "these fonts stay as they are") when the user turns Bold Text on",
                at: first, subject: SwiftResponsiveness.literalSubject))
    }
}
