import FontAuditModel
import FontAuditSystem

/// Flutter applies Bold Text itself (`MediaQueryData.boldText`) and scales text by `MediaQueryData.textScaler`.
/// What Dart code can undo: `boldText: false` in `MediaQueryData(…)` or `copyWith(…)`; `textScaleFactor: 1`,
/// `TextScaler.noScaling`, `TextScaler.linear(1)` and `MediaQuery.withNoTextScaling`. A clamp whose maximum is
/// above 1 still scales: a note.
enum FlutterResponsiveness {
    static let words = ["boldText", "textScaleFactor", "TextScaler", "TextScaling", "maxScaleFactor"]

    static func read(_ files: ProjectFiles, into part: inout PlatformReading, warnings: inout [LocatedWarning]) {
        let sources = LexedSource.read(
            files.dartFiles, of: files, language: .dart, mentioning: words)
        var facts: [ProjectFact] = []
        for source in sources { facts += Self.facts(source) }
        part.facts += facts
        let boldOff = facts.first { $0.kind == .boldTextTurnedOff }?.location
        let fixed = facts.first { $0.kind == .textDoesNotScale }?.location
        for k in part.styles.indices where part.styles[k].platform == .flutter {
            if let painter = part.styles[k].boldTextNotApplied {
                part.styles[k].boldText = Responsiveness.drawnOnCanvas(painter, platform: .flutter)
            } else {
                part.styles[k].boldText =
                    boldOff.map {
                        .notChecked(
                            why:
                                "the app turns Bold Text off (boldText: false, \(Responsiveness.place($0))); which widgets it reaches is not followed"
                        )
                    } ?? .platform
            }
            part.styles[k].scaling =
                fixed.map {
                    .notChecked(
                        why:
                            "the app turns text scaling off (\(Responsiveness.place($0))); which widgets it reaches is not followed"
                    )
                } ?? .scales(how: "Flutter scales text by the user's text size")
        }
    }

    static func facts(_ source: LexedSource) -> [ProjectFact] {
        let tokens = source.tokens
        let calls = SourceCalls(tokens, file: source.path)
        // For each token, the innermost `(` around it.
        var enclosing = [Int?](repeating: nil, count: tokens.count)
        var open: [Int] = []
        for (i, t) in tokens.enumerated() {
            enclosing[i] = open.last
            if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{") {
                open.append(i)
            } else if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation("}") {
                _ = open.popLast()
            }
        }
        /// The name of the call whose argument list holds token `i`.
        func callName(_ i: Int) -> String? {
            guard let at = enclosing[i], tokens[at].isPunctuation("("), at > 0 else { return nil }
            return tokens[at - 1].kind == .identifier ? tokens[at - 1].text : nil
        }
        /// A value passed as a named argument of a call (`label: value` inside `(…)`), not a parameter's
        /// default (`this.textScaler = TextScaler.noScaling`) or a comparison; and not inside a `WidgetSpan`,
        /// whose paragraph already scales it (Flutter issue 126962: text in a WidgetSpan is scaled twice, and
        /// `noScaling` there is the workaround).
        func isGiven(_ i: Int) -> Bool {
            guard calls.token(i - 1)?.isPunctuation(":") == true, let at = enclosing[i], tokens[at].isPunctuation("(")
            else { return false }
            return !insideWidgetSpan(i)
        }
        func insideWidgetSpan(_ i: Int) -> Bool {
            var at = enclosing[i]
            var steps = 0
            while let open = at, steps < 32, !tokens[open].isPunctuation("{") {
                if open > 0, tokens[open].isPunctuation("("), tokens[open - 1].isIdentifier("WidgetSpan") {
                    return true
                }
                at = enclosing[open]
                steps += 1
            }
            return false
        }
        var facts: [ProjectFact] = []
        func add(_ kind: ProjectFact.Kind, _ message: String, at i: Int, subject: String) {
            facts.append(ProjectFact(kind, message, at: source.location(i), subject: subject, system: .flutter))
        }
        /// A clamp: a maximum of 1 or less does not scale; above 1 (or computed) still scales, a note.
        func clamp(_ maximum: Int?, at i: Int, what: String) {
            let text = maximum.map { tokens[$0].text }
            if let maximum, let value = Responsiveness.number(tokens[maximum]), value <= 1 {
                add(
                    .textDoesNotScale,
                    "\(what) caps text scaling at \(text!): text does not grow with the user's text size",
                    at: i, subject: "\(what) \(text!)")
            } else {
                let computed = maximum.map { Responsiveness.number(tokens[$0]) == nil } ?? true
                let cap = computed ? "at a computed maximum (\(text ?? "not a literal"): not checked)" : "at \(text!)"
                add(
                    .textScaleCapped,
                    "\(what) caps text scaling \(cap): text still grows with the user's text size, up to the cap",
                    at: i, subject: "\(what) \(text ?? "")")
            }
        }
        for i in tokens.indices where tokens[i].kind == .identifier {
            let t = tokens[i]
            let labelled = calls.token(i + 1)?.isPunctuation(":") == true && calls.token(i + 2) != nil
            switch t.text {
            case "boldText":
                guard labelled, calls.token(i + 2)!.isIdentifier("false"),
                    ["copyWith", "MediaQueryData"].contains(callName(i) ?? "")
                else { continue }
                add(
                    .boldTextTurnedOff,
                    "boldText: false in \(callName(i)!)(…) turns Flutter's Bold Text off: Text under it stays at its weight when the user turns Bold Text on",
                    at: i, subject: "boldText: false")
            case "textScaleFactor":
                if labelled, isGiven(i + 2), let value = Responsiveness.number(calls.token(i + 2)),
                    calls.token(i + 3).map({ $0.isPunctuation(",") || $0.isPunctuation(")") }) ?? true
                {
                    let text = calls.token(i + 2)!.text
                    add(
                        .textDoesNotScale,
                        "textScaleFactor: \(text) in \(callName(i) ?? "this call")(…) \(value == 1 ? "keeps text at its size" : "fixes text at \(text) times its size") whatever the user's text size",
                        at: i, subject: "textScaleFactor: \(text)")
                } else if calls.token(i + 1)?.isPunctuation(".") == true,
                    calls.token(i + 2)?.isIdentifier("clamp") == true, calls.token(i + 3)?.isPunctuation("(") == true
                {
                    let arguments = calls.arguments(ofCallAt: i + 2, separator: ":")
                    let maximum = arguments.count == 2 ? arguments[1] : nil
                    clamp(
                        maximum.flatMap { $0.range.count == 1 ? $0.range.lowerBound : nil }, at: i,
                        what: "textScaleFactor.clamp(…)")
                }
            case "noScaling":
                guard i >= 2, tokens[i - 1].isPunctuation("."), tokens[i - 2].isIdentifier("TextScaler"),
                    isGiven(i - 2)
                else { continue }
                add(
                    .textDoesNotScale,
                    "TextScaler.noScaling keeps text at its size whatever the user's text size",
                    at: i - 2, subject: "TextScaler.noScaling")
            case "linear":
                guard i >= 2, tokens[i - 1].isPunctuation("."), tokens[i - 2].isIdentifier("TextScaler"),
                    calls.token(i + 1)?.isPunctuation("(") == true, let close = calls.closing[i + 1], close == i + 3,
                    let value = Responsiveness.number(tokens[i + 2]), isGiven(i - 2)
                else { continue }
                let text = tokens[i + 2].text
                add(
                    .textDoesNotScale,
                    "TextScaler.linear(\(text)) \(value == 1 ? "keeps text at its size" : "fixes text at \(text) times its size") whatever the user's text size",
                    at: i - 2, subject: "TextScaler.linear(\(text))")
            case "withNoTextScaling":
                guard i >= 2, tokens[i - 1].isPunctuation("."), tokens[i - 2].isIdentifier("MediaQuery"),
                    !insideWidgetSpan(i)
                else { continue }
                add(
                    .textDoesNotScale,
                    "MediaQuery.withNoTextScaling keeps the text under it at its size whatever the user's text size",
                    at: i - 2, subject: "MediaQuery.withNoTextScaling")
            case "withClampedTextScaling", "clamp":
                guard i >= 1, tokens[i - 1].isPunctuation("."), calls.token(i + 1)?.isPunctuation("(") == true else {
                    continue
                }
                let arguments = calls.arguments(ofCallAt: i, separator: ":")
                // Without maxScaleFactor, withClampedTextScaling's maximum is infinity: no cap.
                guard let maximum = arguments.first(where: { $0.label == "maxScaleFactor" }) else { continue }
                let start = t.text == "withClampedTextScaling" && i >= 2 ? i - 2 : i
                clamp(
                    maximum.range.count == 1 ? maximum.range.lowerBound : nil, at: start,
                    what: t.text == "clamp" ? "clamp(maxScaleFactor: …)" : "MediaQuery.withClampedTextScaling(…)")
            default:
                continue
            }
        }
        return facts.sorted { $0.location < $1.location }
    }
}
