import FontCatalog
import FontAuditSystem

package struct AuditOptions: Sendable {
    package enum MatchMode: String, Sendable, CaseIterable {
        /// The Bold Text weight class must be installed (static, or inside a variable range).
        case exact
        /// Any installed face heavier than the style passes, with a warning naming the exact target.
        case heavier
    }

    package var policy: BoldTextPolicy
    package var match: MatchMode

    package init(policy: BoldTextPolicy = BoldTextPolicy(), match: MatchMode = .exact) {
        self.policy = policy
        self.match = match
    }
}

/// The outcome for one style.
package struct StyleResult: Sendable {
    package enum Status: String, Sendable {
        case pass, warn, fail
    }

    package var style: TextStyle
    /// The family as written in the spec; for a `fontName` style, the family of that face.
    package var family: String {
        get { decision.fields.family }
        set { change { $0.family = newValue } }
    }
    /// The weight class audited, after bucketing.
    package var weight: Int {
        get { decision.fields.weight }
        set { change { $0.weight = newValue } }
    }
    package var italic: Bool {
        get { decision.fields.italic }
        set { change { $0.italic = newValue } }
    }
    package var boldTextWeight: Int? {
        get { decision.fields.boldTextWeight }
        set { change { $0.boldTextWeight = newValue } }
    }
    /// The face the style uses now, if installed.
    package var face: FontFace? {
        get { decision.fields.face }
        set { change { $0.face = newValue } }
    }
    /// The face Bold Text switches to, if installed.
    package var boldTextFace: FontFace? {
        get { decision.fields.boldTextFace }
        set { change { $0.boldTextFace = newValue } }
    }
    package var findings: [Finding] { didSet { verdict = nil } }
    /// Which of the audit's distinct verdicts this is: every style asking for the same face shares one, and
    /// a report writes what they have alike once. Nil once anything above changes (a waiver is attached),
    /// when the result is the style's own.
    package var verdict: Int?

    /// What was decided for the face asked for, shared by every copy: these fields held fifteen-odd strings
    /// and arrays, each retained and released on every copy of a result.
    private var decision: SharedFields<Fields>

    private struct Fields: Sendable {
        var family: String
        var weight: Int
        var italic: Bool
        var boldTextWeight: Int?
        var face: FontFace?
        var boldTextFace: FontFace?
    }

    private mutating func change(_ body: (inout Fields) -> Void) {
        decision.change(body)
        verdict = nil
    }

    init(style: TextStyle, family: String, weight: Int, italic: Bool, boldTextWeight: Int?, face: FontFace?,
         boldTextFace: FontFace?, findings: [Finding]) {
        self.style = style
        self.decision = SharedFields(Fields(family: family, weight: weight, italic: italic, boldTextWeight: boldTextWeight,
                                            face: face, boldTextFace: boldTextFace))
        self.findings = findings
    }

    /// The same verdict, for another style that asks for the same face, as verdict number `verdict`.
    /// Made field by field: copying the whole result and then changing it made four copies of each.
    func reassigned(to other: TextStyle, verdict: Int) -> StyleResult {
        StyleResult(style: other, decision: decision, verdict: verdict, findings: findings.map { finding in
            var moved = finding
            moved.reassign(to: other.name, at: other.location)
            return moved
        })
    }

    private init(style: TextStyle, decision: SharedFields<Fields>, verdict: Int, findings: [Finding]) {
        self.style = style
        self.decision = decision
        self.findings = findings
        self.verdict = verdict
    }

    package var status: Status {
        // By index: `for finding in findings` copied every finding (and its waiver) to look at two fields.
        var status = Status.pass
        for i in findings.indices where findings[i].waiver == nil {
            if findings[i].severity == .error { return .fail }
            if findings[i].severity == .warning { status = .warn }
        }
        return status
    }

    /// How many of its findings a waiver covers.
    package var waivedCount: Int { findings.indices.count { findings[$0].waiver != nil } }
}

package struct AuditResult: Sendable {
    /// Setting the styles (as waivers do) recomputes the buying list and the counts once, not on every read.
    package var styles: [StyleResult] {
        didSet { summarize() }
    }
    /// The buying list: every face an unwaived error finding needs, once, with every style needing it.
    package private(set) var missingFaces: [MissingFace] = []
    package private(set) var passed = 0
    package private(set) var failed = 0
    package private(set) var warned = 0
    /// Findings a waiver covers, over all styles.
    package private(set) var waivedCount = 0

    package init(styles: [StyleResult]) {
        self.styles = styles
        summarize()
    }

    /// For the auditor, which has summed up each distinct verdict once instead of every style.
    init(styles: [StyleResult], missingFaces: [MissingFace], passed: Int, failed: Int, warned: Int) {
        self.styles = styles
        self.missingFaces = missingFaces
        (self.passed, self.failed, self.warned) = (passed, failed, warned)
    }

    private mutating func summarize() {
        var list = MissingFaceList()
        var counts = (pass: 0, fail: 0, warn: 0)
        waivedCount = 0
        for style in styles {
            waivedCount += style.waivedCount
            switch style.status {
            case .pass: counts.pass += 1
            case .fail: counts.fail += 1
            case .warn: counts.warn += 1
            }
            for finding in style.findings where finding.severity == .error && finding.waiver == nil {
                if let need = finding.needs { list.add(family: need.family, weight: need.weight, italic: need.italic, style: finding.style) }
            }
        }
        missingFaces = list.faces
        (passed, failed, warned) = counts
    }

    /// The same summary as `summarize`, from each distinct verdict once: a style's status and needs are
    /// its verdict's, and only the styles' names are added to the buying list one by one.
    init(styles: [StyleResult], summarizing verdicts: [StyleResult], assignments: [Int], distinctNames known: Bool? = nil) {
        var list = MissingFaceList()
        let statuses = verdicts.map(\.status)
        // Per verdict, where its needed faces sit in the list; found when a style first asks for it, so
        // the list keeps the order in which faces are first needed.
        var positions: [[Int]?] = Array(repeating: nil, count: verdicts.count)
        var counts = (pass: 0, fail: 0, warn: 0)
        // Past a few styles a face, a style is listed once by remembering the last style added there, when
        // every style name is distinct (a native spec's reader has checked it; otherwise found out once, when
        // first needed), instead of a set of names per face.
        var distinctNames = known
        var lastAdded: [Int] = []
        for (i, r) in assignments.enumerated() {
            switch statuses[r] {
            case .pass: counts.pass += 1
            case .fail: counts.fail += 1
            case .warn: counts.warn += 1
            }
            if positions[r] == nil {
                // The needs of one verdict are faces of one family: it is normalised once.
                var familyKey: (family: String, key: String)?
                positions[r] = verdicts[r].findings.compactMap { finding in
                    guard finding.severity == .error, finding.waiver == nil, let need = finding.neededFace else { return nil }
                    if familyKey?.family != need.family { familyKey = (need.family, FamilyName.normalized(need.family)) }
                    return list.position(family: need.family, key: familyKey!.key, weight: need.weight, italic: need.italic)
                }
            }
            for position in positions[r]! {
                if position >= lastAdded.count { lastAdded.append(contentsOf: repeatElement(-1, count: position + 1 - lastAdded.count)) }
                if list.isShort(at: position) {
                    list.add(styles[i].style.name, at: position)
                } else {
                    if distinctNames == nil {
                        var names = Set<String>(minimumCapacity: styles.count)
                        distinctNames = styles.allSatisfy { names.insert($0.style.name).inserted }
                    }
                    if distinctNames! {
                        if lastAdded[position] != i { list.append(styles[i].style.name, at: position) }
                    } else {
                        list.add(styles[i].style.name, at: position)
                    }
                }
                lastAdded[position] = i
            }
        }
        self.init(styles: styles, missingFaces: list.faces, passed: counts.pass, failed: counts.fail, warned: counts.warn)
    }

    /// Findings a waiver covers.
    package var waivedFindings: [Finding] { styles.flatMap(\.findings).filter { $0.waiver != nil } }
}

/// The Bold Text audit: a pure function of (styles, faces, options).
package enum Auditor {
    package static func audit(_ styles: [TextStyle], index: FaceIndex, options: AuditOptions,
                             workers: Int = Platform.processorCount) -> AuditResult {
        audit(styles, index: index, options: options, workers: workers, distinctNames: nil)
    }

    /// `distinctNames`: true when the caller knows no two styles share a name (a native spec's reader
    /// checked it); nil to find out when needed.
    static func audit(_ styles: [TextStyle], index: FaceIndex, options: AuditOptions, workers: Int = Platform.processorCount,
                      distinctNames: Bool?) -> AuditResult {
        guard !styles.isEmpty else { return AuditResult(styles: []) }
        // Styles that ask for the same face get the same verdict: audit each distinct request once.
        struct Request: Hashable {
            var family: String?
            var weight: Int?
            var italic: Bool
            var fontName: String?
        }
        var requests: [Request: Int] = [:]
        var firstStyle: [Int] = []  // per request, the style that first asked
        var requestOfStyle: [Int] = []
        requestOfStyle.reserveCapacity(styles.count)
        for (i, style) in styles.enumerated() {
            let request = Request(family: style.family, weight: style.weight, italic: style.italic, fontName: style.fontName)
            if let known = requests[request] {
                requestOfStyle.append(known)
            } else {
                requests[request] = firstStyle.count
                requestOfStyle.append(firstStyle.count)
                firstStyle.append(i)
            }
        }
        // Each verdict is a pure function of its request: they are worked out on every core. A small spec
        // stays on this thread, where waking workers would cost more than it saves.
        let askers = firstStyle
        let verdicts = Parallel.map(count: askers.count, workers: askers.count < 256 ? 1 : workers) { r in
            audit(styles[askers[r]], index: index, options: options)
        }
        // Every other style that asks the same gets a copy under its own name, written in place on every core.
        let assignments = requestOfStyle
        let results = [StyleResult](unsafeUninitializedCapacity: styles.count) { buffer, initialized in
            let slots = UncheckedBuffer(buffer)
            let piece = 512
            Parallel.forEach(count: (styles.count + piece - 1) / piece, workers: styles.count > piece ? workers : 1) { p in
                for i in p * piece..<min(styles.count, (p + 1) * piece) {
                    let r = assignments[i]
                    (slots.base + i).initialize(to: verdicts[r].reassigned(to: styles[i], verdict: r))
                }
            }
            initialized = styles.count
        }
        return AuditResult(styles: results, summarizing: verdicts, assignments: assignments, distinctNames: distinctNames)
    }

    private static func audit(_ style: TextStyle, index: FaceIndex, options: AuditOptions) -> StyleResult {
        var findings: [Finding] = []
        let target = resolve(style, index: index)
        let weight = WeightClass.bucket(target.weightRaw)
        let italic = target.italic
        let family = target.family
        let familyFaces = target.familyFaces

        func add(_ rule: Finding.Rule, _ severity: Finding.Severity, _ message: String, needs: Int? = nil) {
            findings.append(Finding(rule: rule, severity: severity, style: style.name, location: style.location,
                                    family: family, weight: weight, italic: italic, message: message,
                                    needs: needs.map { MissingFace(family: family, weight: $0, italic: italic, neededBy: [style.name]) }))
        }
        // Messages are written as bytes and made a `String` once: joined from a dozen `String`s, the
        // names of missing faces alone cost 8,000 instructions each, a third of a request's audit.
        var message = MessageText(family: family, italic: italic)

        if target.weightRaw != weight {
            message.append("weight ")
            message.append(target.weightRaw)
            message.append(" is not a multiple of 100; audited as ")
            message.append(weight)
            message.append(" (")
            message.append(WeightClass.name(weight))
            message.append(")")
            add(.weightBucketed, .note, message.take())
        }

        // The style's own face.
        let face = target.face ?? FaceMatcher.exact(familyFaces, weightClass: weight, italic: italic, width: target.width)
        var likelyTypo = false
        if familyFaces.isEmpty {
            if let fontName = style.fontName {
                message.append("no installed face has the PostScript name \"")
                message.append(fontName)
                message.append("\", and family \"")
            } else {
                message.append("family \"")
            }
            message.append(family)
            message.append("\" is not installed")
            // A family spelt like an installed one is most likely a typo: it stays off the buying list.
            let guess = index.suggestFamily(for: family)
            likelyTypo = guess != nil
            if let guess {
                message.append("; did you mean \"")
                message.append(guess)
                message.append("\"?")
            }
            add(.familyNotInstalled, .error, message.take(), needs: guess == nil ? weight : nil)
        } else if face == nil {
            if let fontName = style.fontName {
                message.append("no installed face has the PostScript name \"")
                message.append(fontName)
                message.append("\"; ")
                message.appendWanted(weight)
                message.append(" is missing")
            } else {
                message.appendWanted(weight)
                message.append(" is not installed")
            }
            if let closest = FaceMatcher.closest(familyFaces, weightClass: weight, italic: italic, width: target.width) {
                message.append("; the closest installed face is ")
                message.appendLabel(closest)
            }
            add(.missingFace, .error, message.take(), needs: weight)
        }
        if let count = target.ambiguousAmong, let used = face {
            message.append("\(count) faces carry the PostScript name \"")
            message.append(Terminal.sanitize(style.fontName ?? ""))
            message.append("\"; audited as ")
            message.appendLabel(used)
            message.append(", the one its style words describe")
            add(.ambiguousFontName, .warning, message.take())
        }
        if let used = face, italic, used.oblique {
            message.appendLabel(used)
            message.append(" is an oblique, not a true italic; it counts as italic")
            add(.obliqueForItalic, .note, message.take())
        }
        if let used = face, used.width != target.width, style.fontName == nil {
            // Every width the family has at this weight and slant, not only the one taken.
            let widths = Set(familyFaces.filter { $0.italic == italic && $0.covers(weightClass: weight) }.map(\.width)).sorted()
            message.appendLabel(used)
            message.append(" is ")
            message.append(WidthClass.name(used.width))
            message.append("; no ")
            message.append(WidthClass.name(target.width))
            message.append(" face of this weight is installed")
            if widths.count > 1 {
                message.append(" (widths installed: ")
                message.append(widths.map(WidthClass.name).joined(separator: ", "))
                message.append(")")
            }
            add(.widthSubstitute, .note, message.take())
        }

        // The Bold Text counterpart.
        // Only the next policy looks at what the family has.
        let installedWeights = options.policy.name != .next ? [] : Array(Set(familyFaces.flatMap { candidate -> [Int] in
            guard let range = candidate.weightRange else { return [candidate.weight] }
            return WeightClass.gridClasses.filter { range.contains($0) } + [candidate.weight]
        }))
        let boldWeight = options.policy.target(for: weight, installedWeights: installedWeights)
        var boldFace: FontFace?
        if likelyTypo {
            // Nothing to say of the Bold Text face of a family that is most likely misspelt.
        } else if let boldWeight {
            boldFace = FaceMatcher.exact(familyFaces, weightClass: boldWeight, italic: italic, width: face?.width ?? target.width)
            if boldFace == nil {
                let heavier = FaceMatcher.nearestHeavier(familyFaces, than: weight, target: boldWeight, italic: italic,
                                                         width: face?.width ?? target.width)
                if options.match == .heavier, let heavier {
                    boldFace = heavier.face
                    message.append("Bold Text target ")
                    message.appendWanted(boldWeight)
                    message.append(" is not installed; ")
                    message.appendOffered(heavier)
                    message.append(" is heavier and passes under --match heavier")
                    add(.heavierSubstitute, .warning, message.take(), needs: boldWeight)
                } else {
                    message.append("Bold Text needs ")
                    message.appendWanted(boldWeight)
                    message.append(", which is not installed")
                    if let heavier {
                        message.append("; the nearest heavier installed face is ")
                        message.appendOffered(heavier)
                    } else if !familyFaces.isEmpty {
                        message.append(italic ? "; no heavier italic face of this family is installed" : "; no heavier roman face of this family is installed")
                    }
                    add(.missingBoldCounterpart, .error, message.take(), needs: boldWeight)
                }
            }
        } else {
            message.append("weight ")
            message.append(weight)
            message.append(" has no heavier Bold Text counterpart under the ")
            message.append(options.policy.name.rawValue)
            message.append(" policy; it stays as it is")
            add(.noHeavierWeight, .note, message.take())
        }
        return StyleResult(style: style, family: family, weight: weight, italic: italic, boldTextWeight: boldWeight,
                           face: face, boldTextFace: boldFace, findings: findings)
    }

    /// What a style asks for, once `fontName` is looked up.
    private struct Target {
        var family: String
        var weightRaw: Int
        var italic: Bool
        var face: FontFace?
        var familyFaces: [FontFace]
        /// The width class the style asks for: normal, or that of the legacy family it names.
        var width = 5
        /// How many faces of different weight or slant carry the style's `fontName`, when more than one does.
        var ambiguousAmong: Int?
    }

    /// A family reached only through a legacy name (name ID 1, "Open Sans Semibold") names a face the
    /// typographic family ("Open Sans") holds at its own weight: in that legacy family's four-style naming,
    /// "Regular" (400) is its lightest face and "Bold" (700) its heaviest. The request is read that way and
    /// audited within the typographic family, among faces of the legacy family's widths.
    private static func legacyTarget(family: String, faces: [FontFace], style: TextStyle, index: FaceIndex) -> Target? {
        let key = FamilyName.normalized(family)
        guard !faces.isEmpty, !faces.contains(where: { FamilyName.normalized($0.family) == key }) else { return nil }
        let primary = faces[0].family
        let weights = Set(faces.map(\.weight)).sorted()
        var weight = style.weight ?? 400
        if weight == 400 { weight = weights[0] } else if weight == 700, weights.count > 1 { weight = weights[weights.count - 1] }
        let widths = Set(faces.map(\.width))
        let familyFaces = index.faces(family: primary).filter { widths.contains($0.width) }
        let width = faces.map(\.width).min { abs($0 - 5) < abs($1 - 5) } ?? 5
        return Target(family: primary, weightRaw: weight, italic: style.italic, face: nil,
                      familyFaces: familyFaces.isEmpty ? faces : familyFaces, width: width)
    }

    private static func resolve(_ style: TextStyle, index: FaceIndex) -> Target {
        guard let fontName = style.fontName else {
            let family = style.family ?? ""
            let faces = index.faces(family: family)
            if let legacy = legacyTarget(family: family, faces: faces, style: style, index: index) { return legacy }
            return Target(family: family, weightRaw: style.weight ?? 400, italic: style.italic, face: nil,
                          familyFaces: faces)
        }
        // "OpenSans-SemiBoldItalic" reads as family "OpenSans", weight 600, italic: what the name promises.
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let familyPart = parts[0]
        let stylePart = parts.count > 1 ? parts[1] : "Regular"
        let lowered = stylePart.lowercased()
        let italic = lowered.contains("italic") || lowered.contains("oblique")
        let weight = WeightClass.fromStyleWords(stylePart) ?? 400
        let carriers = index.faces(postscriptName: fontName)
        // Several faces may carry one name (two variable files both named "Inter"): the one the name's style
        // words describe, slant first, then weight, roman before italic, bundled before installed.
        if let face = carriers.min(by: { a, b in
            func rank(_ f: FontFace) -> (Int, Int, Int, Int) {
                (f.italic == italic ? 0 : 1, abs(f.weight - weight), f.italic ? 1 : 0, f.source == .bundled ? 0 : 1)
            }
            return rank(a) < rank(b)
        }) {
            var target = Target(family: face.family, weightRaw: face.weight, italic: face.italic, face: face,
                                familyFaces: index.faces(family: face.family))
            let distinct = Set(carriers.map { "\($0.weight) \($0.italic)" })
            if distinct.count > 1 { target.ambiguousAmong = carriers.count }
            return target
        }
        // Not installed: the family can still be found ("OpenSans" normalises like "Open Sans") and the
        // buying list is exact.
        let familyFaces = index.faces(family: familyPart)
        return Target(family: familyFaces.first?.family ?? familyPart, weightRaw: weight, italic: italic || style.italic,
                      face: nil, familyFaces: familyFaces)
    }
}

/// The buying list, one entry per (family, weight, italic), in the order first needed.
struct MissingFaceList {
    private struct Key: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
    }
    private(set) var faces: [MissingFace] = []
    private var positions: [Key: Int] = [:]
    /// The styles already listed under a face, once it has more than a few: a linear `contains` over
    /// `neededBy` made a spec of 40,000 styles needing one face take seconds; a set for every face cost
    /// more than the scan it saves for the usual two or three.
    private var listed: [Int: Set<String>] = [:]

    mutating func add(family: String, weight: Int, italic: Bool, style: String) {
        add(style, at: position(family: family, weight: weight, italic: italic))
    }

    /// The face's place in the list, adding it (needed by nobody yet) if it is new.
    mutating func position(family: String, weight: Int, italic: Bool) -> Int {
        position(family: family, key: FamilyName.normalized(family), weight: weight, italic: italic)
    }

    /// The same, with the family already normalised (`key`).
    mutating func position(family: String, key familyKey: String, weight: Int, italic: Bool) -> Int {
        let key = Key(family: familyKey, weight: weight, italic: italic)
        if let i = positions[key] { return i }
        positions[key] = faces.count
        faces.append(MissingFace(family: family, weight: weight, italic: italic, neededBy: []))
        return faces.count - 1
    }

    /// `style`, known not to be listed there yet, needs the face at `i`.
    mutating func append(_ style: String, at i: Int) { faces[i].neededBy.append(style) }

    /// Whether the face at `i` is needed by so few styles that `add` checks them one by one.
    func isShort(at i: Int) -> Bool { faces[i].neededBy.count < 8 }

    /// `style` needs the face at `i`; listed once however often it needs it.
    mutating func add(_ style: String, at i: Int) {
        if isShort(at: i) {
            if !faces[i].neededBy.contains(style) { faces[i].neededBy.append(style) }
            return
        }
        if listed[i] == nil { listed[i] = Set(faces[i].neededBy) }
        if listed[i]!.insert(style).inserted { faces[i].neededBy.append(style) }
    }
}

/// A finding's message under construction, as bytes: `take()` makes the `String` and starts the next.
private struct MessageText: ~Copyable {
    private var text = ReportBuffer(capacity: 256)
    private let family: String
    private let italic: Bool
    /// "OpenSans", for the PostScript names of missing faces: worked out once per request.
    private var compactFamily: String?

    init(family: String, italic: Bool) {
        self.family = family
        self.italic = italic
    }

    mutating func take() -> String {
        defer { text.removeAll() }
        return text.string()
    }

    mutating func append(_ s: String) { text.append(s) }
    mutating func append(_ n: Int) { text.append(n) }

    /// "Open Sans Black Italic (900 italic), PostScript OpenSans-BlackItalic": a face that is not installed.
    mutating func appendWanted(_ weight: Int) {
        let styleName = FaceNaming.styleName(weight: weight, italic: italic)
        text.append(family)
        text.append(UInt8(ascii: " "))
        text.append(styleName)
        text.append(" (")
        text.appendWeightLabel(weight, italic: italic)
        text.append("), PostScript ")
        if compactFamily == nil { compactFamily = FamilyName.compact(family) }
        text.append(compactFamily!)
        text.append(UInt8(ascii: "-"))
        // Style names are ASCII words: compacting them only drops the spaces.
        for byte in styleName.utf8 where byte != UInt8(ascii: " ") { text.append(byte) }
    }

    /// "Open Sans SemiBold (600)": an installed face, its name made safe for a terminal.
    mutating func appendLabel(_ face: FontFace) {
        text.appendSanitized(face.displayName)
        text.append(" (")
        text.appendWeightLabel(face.weight, italic: face.italic)
        text.append(UInt8(ascii: ")"))
    }

    /// A variable font offers weights beyond its named instances: say which.
    mutating func appendOffered(_ candidate: (face: FontFace, weight: Int)) {
        guard let range = candidate.face.weightRange, candidate.weight != candidate.face.weight else {
            appendLabel(candidate.face)
            return
        }
        text.appendSanitized(candidate.face.family)
        text.append(" variable ")
        text.append(range.lowerBound)
        text.append("–")
        text.append(range.upperBound)
        text.append(" at ")
        text.appendWeightLabel(candidate.weight, italic: candidate.face.italic)
    }
}
