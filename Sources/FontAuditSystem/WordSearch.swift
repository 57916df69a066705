#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which of a few words occur in a text, found together: the readers ask every source file of an app whether it
/// names any of several words (five Flutter responsiveness words, four Compose call names), and asking
/// `ByteSearch` word by word read a file with no such word once per word. Each word is anchored on one of its
/// rarest bytes, words that can share an anchor byte share it, and one `memchr` pass over each anchor byte checks
/// every word anchored there at each hit: the five Flutter words are found in two passes, on `x` and on `F`.
/// `occurringReference` asks `ByteSearch` word by word: the plain code it is tested against (`wordSearchAgreesWithSearchingWordByWord`).
package struct WordSearch: Sendable {
    package let words: [[UInt8]]
    /// A word anchored on a byte: where it lies in `pool`, and the anchor's offset in it. Plain values, so that
    /// checking a hit touches no reference count.
    private struct Member {
        var word: Int
        var offset: Int
        var start: Int
        var count: Int
    }
    /// Each anchor byte with its members' range in `members`.
    private let anchors: [(byte: UInt8, members: Range<Int>)]
    private let members: [Member]
    /// Every word's bytes, one after another.
    private let pool: [UInt8]

    package init(_ words: [String]) {
        self.init(bytes: words.map { Array($0.utf8) })
    }

    package init(bytes words: [[UInt8]]) {
        precondition(words.count <= 64)  // a bit each in the mask, and at most as many members per anchor
        self.words = words
        var starts: [Int] = []
        var pool: [UInt8] = []
        for word in words {
            starts.append(pool.count)
            pool += word
        }
        self.pool = pool
        // The rarest bytes of each word, then greedily the byte that most words can be anchored on.
        let rarest: [Set<UInt8>] = words.map { word in
            guard let rank = word.map({ ByteSearch.commonness[Int($0)] }).min() else { return [] }
            return Set(word.filter { ByteSearch.commonness[Int($0)] == rank })
        }
        var unanchored = Set(words.indices.filter { !words[$0].isEmpty })
        var anchors: [(byte: UInt8, members: Range<Int>)] = []
        var members: [Member] = []
        while !unanchored.isEmpty {
            var counts: [UInt8: Int] = [:]
            for w in unanchored { for byte in rarest[w] { counts[byte, default: 0] += 1 } }
            let byte = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
            let anchored = unanchored.sorted().filter { rarest[$0].contains(byte) }
            anchors.append((byte, members.count..<(members.count + anchored.count)))
            for w in anchored {
                members.append(
                    Member(word: w, offset: words[w].firstIndex(of: byte)!, start: starts[w], count: words[w].count))
            }
            unanchored.subtract(anchored)
        }
        self.anchors = anchors
        self.members = members
    }

    /// How many `memchr` passes a text with none of the words costs: one per anchor byte.
    package var passes: Int { anchors.count }

    /// Bit i set: `words[i]` occurs in `haystack`. With `stoppingAtFirst`, the search ends at the first word
    /// found, and the mask has at least that word's bit.
    package func occurring(in haystack: [UInt8], stoppingAtFirst: Bool = false) -> UInt64 {
        var found: UInt64 = 0
        haystack.withUnsafeBufferPointer { hay in
            pool.withUnsafeBufferPointer { pool in
                members.withUnsafeBufferPointer { members in
                    guard let base = hay.baseAddress else { return }
                    let count = hay.count
                    for anchor in anchors {
                        if anchor.members.count == 1 {
                            // Alone on its byte: `ByteSearch`'s tighter loop, which skips the offsets it cannot
                            // start at.
                            let word = members[anchor.members.lowerBound].word
                            if ByteSearch.firstIndex(of: words[word], in: haystack) != nil {
                                found |= 1 << UInt64(word)
                                if stoppingAtFirst { return }
                            }
                            continue
                        }
                        // Bit k: the anchor's k-th member is still looked for (it fits in the text).
                        var pending: UInt64 = 0
                        for k in anchor.members where members[k].count <= count {
                            pending |= 1 << UInt64(k - anchor.members.lowerBound)
                        }
                        var at = 0
                        while pending != 0, at < count, let hit = memchr(base + at, Int32(anchor.byte), count - at) {
                            let position = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
                            var left = pending
                            while left != 0 {
                                let k = left.trailingZeroBitCount
                                left &= left - 1
                                let member = members[anchor.members.lowerBound + k]
                                let start = position - member.offset
                                guard start >= 0, start + member.count <= count,
                                    base[start] == pool[member.start],
                                    base[start + member.count - 1] == pool[member.start + member.count - 1],
                                    memcmp(base + start, pool.baseAddress! + member.start, member.count) == 0
                                else { continue }
                                found |= 1 << UInt64(member.word)
                                pending &= ~(1 << UInt64(k))
                            }
                            if stoppingAtFirst, found != 0 { return }
                            at = position + 1
                        }
                    }
                }
            }
        }
        return found
    }

    /// Whether any of the words occurs.
    package func anyOccurs(in haystack: [UInt8]) -> Bool { occurring(in: haystack, stoppingAtFirst: true) != 0 }

    /// The same, word by word.
    package func occurringReference(in haystack: [UInt8]) -> UInt64 {
        var found: UInt64 = 0
        for (i, word) in words.enumerated() where ByteSearch.firstIndex(of: word, in: haystack) != nil {
            found |= 1 << UInt64(i)
        }
        return found
    }
}
