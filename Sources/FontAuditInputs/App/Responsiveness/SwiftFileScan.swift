import FontAuditModel
import FontAuditSystem

/// What one Swift (or Objective-C) file holds for the iOS responsiveness checks, kept after its tokens are gone.
/// Files are read and lexed on every core, and each file's tokens live only while its own scan runs: a 10,000-file
/// app once held every file's tokens at the same time (issue 26).
struct SwiftFileScan: Sendable {
    /// For each signal table, its first occurrence in this file.
    var firstSignals: [(signal: CodeSignal, location: SourceLocation)?]
    /// `UIFont(name:` with a name that is not a literal, and the like (`SwiftResponsiveness.computedNameCalls`).
    var computedNames: [SourceLocation] = []
    /// `.dynamicTypeSize(…)` and `maximumContentSizeCategory` facts.
    var caps: [ProjectFact] = []
    /// The calls of this file's by-name styles, with their style index, in the order of the styles given.
    /// A list, not a dictionary: 10,000 files' calls are merged into one app's (issue 26).
    var calls: [(style: Int, reading: SwiftResponsiveness.CallReading)] = []

    /// Scans the files of `paths` (test code left out) whose text names one of `words`, in `paths` order.
    /// `calls` gives each file's style indices with their `(line << 20) | column` keys. A file `prescanned`
    /// covers is not read again: its scan (or none, when it names none of `words`) is the one made there.
    static func scan(
        _ paths: [String], of files: ProjectFiles, mentioning words: [String],
        following calls: [String: [(style: Int, key: Int)]], groups: [[CodeSignal]],
        prescanned: SwiftPrescans? = nil
    ) -> [SwiftFileScan] {
        // A file the prescans cover is not test code (they leave it out).
        let paths = paths.filter { prescanned?.covered.contains($0) == true || !files.isTestCode($0) }
        let finder = SignalFinder(groups)
        let unread = prescanned.map { prescanned in paths.filter { !prescanned.covered.contains($0) } } ?? paths
        let callList = unread.map { calls[$0] ?? [] }
        // The platform reader already warned about a file it cannot read.
        let search = WordSearch(words)
        let scans = files.readEach(unread) { i, bytes -> SwiftFileScan? in
            guard let source = LexedSource.lexed(unread[i], bytes, language: .swift, mentioning: search) else {
                return nil
            }
            var scanned = scan(source, following: callList[i], finder: finder)
            // SwiftGen's generated file: its computed font calls are the library's, not the app's (IOSReader).
            if SwiftGenFonts.isGenerated(bytes) { scanned.computedNames = [] }
            return scanned
        }.results
        guard let prescanned else { return scans.compactMap { $0 } }
        var next = scans.makeIterator()
        return paths.compactMap { path in
            prescanned.covered.contains(path) ? prescanned.scans[path] : next.next() ?? nil
        }
    }

    /// Scans one lexed file; `calls` are its by-name styles' indices and `(line << 20) | column` keys;
    /// `brackets`: its tokens' calls, when worked out already.
    static func scan(
        _ source: LexedSource, following calls: [(style: Int, key: Int)], finder: SignalFinder,
        brackets: SourceCalls? = nil
    ) -> SwiftFileScan {
        var scan = SwiftFileScan(firstSignals: finder.first(in: source))
        // The first token at each call's (line << 20) | column: one pass, a file holds a few calls.
        var sites = [Int?](repeating: nil, count: calls.count)
        var missing = calls.count
        for (index, t) in source.tokens.enumerated() where missing > 0 {
            let key = (t.line << 20) | t.column
            for k in calls.indices where sites[k] == nil && calls[k].key == key {
                sites[k] = index
                missing -= 1
            }
        }
        // A call the reader made a style of (its name read through SwiftGen's table) is no computed name.
        scan.computedNames = SwiftResponsiveness.computedNameCalls(source, styleSites: Set(sites.compactMap { $0 }))
        scan.caps = SwiftResponsiveness.capFacts(source)
        guard !calls.isEmpty else { return scan }
        let follower = SwiftResponsiveness.CallScaling(source, calls: brackets)
        for (k, call) in calls.enumerated() {
            guard let index = sites[k] else { continue }
            scan.calls.append(
                (call.style, follower.isFontCall(at: index) ? follower.reading(ofCallAt: index) : .notFont))
        }
        return scan
    }
}

extension SwiftFileScan {
    /// The scan of a file the iOS reader has lexed, as `scan(_:of:…)` makes it from the file's bytes: none
    /// when the text names none of its words; the calls of `styles` it follows, by their index in `styles`.
    static func prescan(
        _ path: String, _ bytes: [UInt8], tokens: [SourceToken], brackets: SourceCalls? = nil, styles: [TextStyle],
        words: WordSearch, finder: SignalFinder
    ) -> SwiftFileScan? {
        guard words.anyOccurs(in: bytes) else { return nil }
        let calls = styles.indices.filter { SwiftResponsiveness.isFollowed(styles[$0]) }.map {
            (style: $0, key: (styles[$0].location.line << 20) | styles[$0].location.column)
        }
        return SwiftFileScan.scan(
            LexedSource(path: path, tokens: tokens), following: calls, finder: finder, brackets: brackets)
    }
}

/// The Swift files the iOS reader lexed for their font calls, scanned for responsiveness while their tokens
/// were at hand (`IOSReader(sharingTokens:)`), so that `SwiftResponsiveness` neither reads nor lexes them again.
struct SwiftPrescans: Sendable {
    /// Files read and scanned there (test code is not): a file that names none of the words has no scan.
    var covered: Set<String> = []
    var scans: [String: SwiftFileScan] = [:]
}

/// Finds the first occurrence of each signal table's signals in one pass over a file's tokens. A token is
/// compared only with the signals that start with its text, looked up by its length first.
struct SignalFinder: Sendable {
    let groups: [[CodeSignal]]
    /// First token text → (table, signal) pairs.
    let starts: [String: [(group: Int, signal: Int)]]
    /// Bit n set: some signal starts with a token of n UTF-8 bytes (n < 64).
    let lengths: UInt64
    /// For each ASCII first byte (`SourceToken.lead`), bit n set: some signal's first token starts with that
    /// byte and has n UTF-8 bytes. Together, as a dictionary lookup of a long identifier costs hundreds of
    /// instructions and ordinary code is full of identifiers that share a first byte or a length with one.
    let lengthsByLead: [UInt64]

    init(_ groups: [[CodeSignal]]) {
        self.groups = groups
        var starts: [String: [(group: Int, signal: Int)]] = [:]
        var lengths: UInt64 = 0
        var lengthsByLead = [UInt64](repeating: 0, count: 128)
        for (g, signals) in groups.enumerated() {
            for (k, signal) in signals.enumerated() {
                starts[signal.tokens[0], default: []].append((g, k))
                let length: UInt64 = 1 << UInt64(min(63, signal.tokens[0].utf8.count))
                lengths |= length
                let lead = SourceToken(kind: .identifier, text: signal.tokens[0], line: 0, column: 0).lead
                if lead == 0 {
                    // A word that starts with no ASCII byte: a token of any first byte is looked up.
                    for b in lengthsByLead.indices { lengthsByLead[b] |= length }
                } else {
                    lengthsByLead[Int(lead)] |= length
                }
            }
        }
        self.starts = starts
        self.lengths = lengths
        self.lengthsByLead = lengthsByLead
    }

    /// Whether some signal's first token may be `t`'s text: one of its length that starts with its first byte
    /// (two texts that start with different ASCII bytes are never equal; the tables' words are ASCII letters,
    /// equal to a text only when its bytes are theirs).
    private func mayStart(_ t: SourceToken) -> Bool {
        let length: UInt64 = 1 << UInt64(min(63, t.text.utf8.count))
        return (t.lead == 0 ? lengths : lengthsByLead[Int(t.lead)]) & length != 0
    }

    /// The first place each table's signals occur (the earliest token; at one token, the table's first signal).
    func first(in source: LexedSource) -> [(signal: CodeSignal, location: SourceLocation)?] {
        var found = [(signal: CodeSignal, location: SourceLocation)?](repeating: nil, count: groups.count)
        var missing = groups.count
        let tokens = source.tokens
        for i in tokens.indices where missing > 0 {
            guard tokens[i].kind == .identifier || tokens[i].kind == .punctuation, mayStart(tokens[i]),
                let candidates = starts[tokens[i].text]
            else { continue }
            for (g, k) in candidates where found[g] == nil {
                let signal = groups[g][k]
                // The table's own order decides between two signals at the same token.
                let earlier = groups[g][..<k].first { $0.matches(source.tokens, at: i) }
                if let chosen = earlier ?? (signal.matches(source.tokens, at: i) ? signal : nil) {
                    found[g] = (chosen, source.location(i))
                    missing -= 1
                }
            }
        }
        return found
    }
}
