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
    /// The calls of this file's by-name styles, by style index.
    var calls: [Int: SwiftResponsiveness.CallReading] = [:]

    /// Scans the files of `paths` (test code left out) whose text names one of `words`, in `paths` order.
    /// `calls` gives each file's style indices with their `(line << 20) | column` keys.
    static func scan(
        _ paths: [String], of files: ProjectFiles, mentioning words: [String],
        following calls: [String: [(style: Int, key: Int)]], groups: [[CodeSignal]]
    ) -> [SwiftFileScan] {
        let paths = paths.filter { !files.isTestCode($0) }
        let finder = SignalFinder(groups)
        let callList = paths.map { path in calls[path].map { $0.map { [$0.style, $0.key] } } ?? [] }
        // The platform reader already warned about a file it cannot read.
        let scans = files.readEach(paths) { i, bytes -> SwiftFileScan? in
            guard let source = LexedSource.lexed(paths[i], bytes, language: .swift, mentioning: words) else {
                return nil
            }
            var scan = SwiftFileScan(firstSignals: finder.first(in: source))
            scan.computedNames = SwiftResponsiveness.computedNameCalls(source)
            scan.caps = SwiftResponsiveness.capFacts(source)
            if !callList[i].isEmpty {
                // The first token at each call's (line << 20) | column: one pass, a file holds a few calls.
                let keys = callList[i].map { $0[1] }
                var sites = [Int?](repeating: nil, count: keys.count)
                var missing = keys.count
                for (index, t) in source.tokens.enumerated() where missing > 0 {
                    let key = (t.line << 20) | t.column
                    for k in keys.indices where sites[k] == nil && keys[k] == key {
                        sites[k] = index
                        missing -= 1
                    }
                }
                let follower = SwiftResponsiveness.CallScaling(source)
                for (k, pair) in callList[i].enumerated() {
                    guard let index = sites[k] else { continue }
                    scan.calls[pair[0]] = follower.isFontCall(at: index) ? follower.reading(ofCallAt: index) : .notFont
                }
            }
            return scan
        }.results
        return scans.compactMap { $0 }
    }
}

/// Finds the first occurrence of each signal table's signals in one pass over a file's tokens. A token is
/// compared only with the signals that start with its text, looked up by its length first.
struct SignalFinder: Sendable {
    let groups: [[CodeSignal]]
    /// First token text → (table, signal) pairs.
    let starts: [String: [(group: Int, signal: Int)]]
    /// Bit n set: some signal starts with a token of n UTF-8 bytes (n < 64).
    let lengths: UInt64
    /// Bit n set: some signal's first token starts with the ASCII byte n (`SourceToken.lead`).
    let leads: (low: UInt64, high: UInt64)

    init(_ groups: [[CodeSignal]]) {
        self.groups = groups
        var starts: [String: [(group: Int, signal: Int)]] = [:]
        var lengths: UInt64 = 0
        var leads: (low: UInt64, high: UInt64) = (0, 0)
        for (g, signals) in groups.enumerated() {
            for (k, signal) in signals.enumerated() {
                starts[signal.tokens[0], default: []].append((g, k))
                lengths |= 1 << UInt64(min(63, signal.tokens[0].utf8.count))
                let lead = SourceToken(kind: .identifier, text: signal.tokens[0], line: 0, column: 0).lead
                if lead == 0 {
                    leads = (~0, ~0)  // a word that starts with no ASCII byte: every token is looked up
                } else if lead < 64 {
                    leads.low |= 1 << UInt64(lead)
                } else {
                    leads.high |= 1 << UInt64(lead - 64)
                }
            }
        }
        self.starts = starts
        self.lengths = lengths
        self.leads = leads
    }

    /// Whether some signal's first token may be `t`'s text: two texts that start with different ASCII bytes
    /// are never equal.
    private func mayStart(_ t: SourceToken) -> Bool {
        if t.lead == 0 { return true }
        return t.lead < 64 ? leads.low & (1 << UInt64(t.lead)) != 0 : leads.high & (1 << UInt64(t.lead - 64)) != 0
    }

    /// The first place each table's signals occur (the earliest token; at one token, the table's first signal).
    func first(in source: LexedSource) -> [(signal: CodeSignal, location: SourceLocation)?] {
        var found = [(signal: CodeSignal, location: SourceLocation)?](repeating: nil, count: groups.count)
        var missing = groups.count
        for (i, t) in source.tokens.enumerated() where missing > 0 {
            guard t.kind == .identifier || t.kind == .punctuation, mayStart(t),
                lengths & (1 << UInt64(min(63, t.text.utf8.count))) != 0, let candidates = starts[t.text]
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
