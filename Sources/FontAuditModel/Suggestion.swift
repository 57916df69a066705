import FontAuditSystem
import FontCatalog

/// "Did you mean": the closest candidate by edit distance, when it is close enough to be a typo.
package enum Suggestion {
    /// Names longer than this are nobody's typo of a real name: no suggestion, and no quadratic work on a
    /// megabyte-long family name.
    package static let longestCompared = 128

    /// Candidates lower-cased and split into scalars once, for a run that asks many times (every family
    /// that is not installed asks among every installed one).
    package struct Candidates: Sendable {
        fileprivate var names: [String] = []
        fileprivate var scalars: [[Unicode.Scalar]] = []
        fileprivate var histograms: [Histogram] = []

        /// Sorted, so that of equally close names the one that sorts first is suggested, whatever order they
        /// came in: the installed families and a token tree's paths come from dictionaries, whose order changes
        /// from run to run, and a report must not.
        package init(_ candidates: [String]) {
            for candidate in candidates.sorted() {
                let folded = Array(candidate.lowercased().unicodeScalars)
                guard folded.count <= Suggestion.longestCompared else { continue }
                names.append(candidate)
                scalars.append(folded)
                histograms.append(Histogram(folded))
            }
        }
    }

    /// How often each letter and digit occurs (everything else in one bin). Edits change a string's letters
    /// one at a time, so the difference between two histograms bounds the distance from below: most
    /// candidates are ruled out by it without the distance table.
    package struct Histogram: Sendable {
        private var counts = [UInt8](repeating: 0, count: 37)

        package init(_ scalars: [Unicode.Scalar]) {
            for scalar in scalars {
                let v = scalar.value
                let bin = v >= 0x61 && v <= 0x7A ? Int(v - 0x61) : v >= 0x30 && v <= 0x39 ? 26 + Int(v - 0x30) : 36
                counts[bin] &+= 1
            }
        }

        /// A lower bound of the edit distance between the strings.
        func lowerBound(to other: Histogram) -> Int {
            var more = 0
            var fewer = 0
            for i in 0..<37 {
                let d = Int(counts[i]) - Int(other.counts[i])
                if d > 0 { more += d } else { fewer -= d }
            }
            return max(more, fewer)
        }
    }

    package static func closest(to word: String, among candidates: [String]) -> String? {
        closest(to: word, among: Candidates(candidates))
    }

    package static func closest(to word: String, among candidates: Candidates) -> String? {
        guard word.utf8.count <= 4 * longestCompared else { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= longestCompared else { return nil }
        var best: (index: Int, distance: Int)?
        var rows = Rows(length: longestCompared + 1)
        let histogram = Histogram(target)
        for (i, other) in candidates.scalars.enumerated() {
            // A candidate further than its limit in length alone, or in its letters, cannot be close enough;
            // the band keeps the work per remaining candidate at length × limit.
            let limit = min(max(2, other.count / 3), best.map { $0.distance - 1 } ?? Int.max)
            guard abs(other.count - target.count) <= limit, histogram.lowerBound(to: candidates.histograms[i]) <= limit,
                let d = distance(target, other, limit: limit, rows: &rows)
            else { continue }
            if best == nil || d < best!.distance { best = (i, d) }
        }
        return best.map { candidates.names[$0.index] }
    }

    /// Levenshtein distance, with adjacent transpositions counted as one edit.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        var rows = Rows(length: b.count + 1)
        return distance(a, b, limit: Int.max, rows: &rows)!
    }

    /// Three rows of the distance table, allocated once for all the candidates of one question.
    package struct Rows {
        var previousPrevious, previous, current: [Int]
        package init(length: Int) {
            (previousPrevious, previous, current) = (
                [Int](repeating: 0, count: length), [Int](repeating: 0, count: length),
                [Int](repeating: 0, count: length)
            )
        }
    }

    /// The distance when it is at most `limit`, else nil; only cells within `limit` of the diagonal are
    /// worked out.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, rows: inout Rows) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let outside = Int.max / 2
        for j in 0...b.count {
            rows.previousPrevious[j] = outside
            rows.previous[j] = j
        }
        for i in 1...a.count {
            let low = limit == Int.max ? 1 : max(1, i - limit)
            let high = limit == Int.max ? b.count : min(b.count, i + limit)
            guard low <= high else { return nil }
            // Cells just outside the band count as too far.
            rows.current[0] = i
            if low > 1 { rows.current[low - 1] = outside }
            if high < b.count { rows.current[high + 1] = outside }
            var rowBest = low == 1 ? i : outside
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var cell = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cell = min(cell, rows.previousPrevious[j - 2] + 1)
                }
                rows.current[j] = cell
                rowBest = min(rowBest, cell)
            }
            if rowBest > limit { return nil }
            swap(&rows.previousPrevious, &rows.previous)
            swap(&rows.previous, &rows.current)
        }
        return rows.previous[b.count] <= limit ? rows.previous[b.count] : nil
    }
}
