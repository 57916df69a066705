#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a run of bytes first occurs in another. The readers ask this of every source file of an app for every
/// word they look for (10,000 files × a dozen words): libc's vectorised `memchr` jumps to each candidate first
/// byte and `memcmp` checks the rest, where a Swift loop compared at every offset. (`memmem` is a GNU extension
/// that Swift's Glibc module does not show.) `firstIndexReference` is the plain loop it is tested against.
package enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`, or nil. `memchr` looks for the
    /// needle's rarest byte in source code, not its first: the words looked for start with letters met in every
    /// line (`textScaleFactor`, `apply`, `final`), and each false hit cost a call to `memcmp`.
    package static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count >= needle.count, start <= haystack.count - needle.count
        else { return nil }
        let anchor = needle.indices.min { commonness[Int(needle[$0])] < commonness[Int(needle[$1])] }!
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pattern in
                let base = UnsafeRawPointer(hay.baseAddress!)
                let last = hay.count - pattern.count  // the last offset a match can start at
                // The needle's first and last bytes are compared before `memcmp` is called: most hits of the
                // anchor byte are in other words, and a call costs more than the two loads.
                let (head, tail) = (pattern[0], pattern[pattern.count - 1])
                var at = start
                while at <= last {
                    guard let hit = memchr(base + at + anchor, Int32(pattern[anchor]), last - at + 1) else {
                        return nil
                    }
                    let offset = UnsafeRawPointer(hit) - base - anchor
                    if hay[offset] == head, hay[offset + pattern.count - 1] == tail,
                        memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0
                    {
                        return offset
                    }
                    at = offset + 1
                }
                return nil
            }
        }
    }

    /// How often each byte occurs in source code, roughly: the 48 most frequent ASCII bytes of 125 MB of Dart,
    /// Kotlin, Swift, Java and TypeScript (the study's 19 apps), most frequent first, rank highest; every other
    /// byte (most capitals, digits, rare letters) ranks 0.
    static let commonness: [Int] = {
        let common = Array(" eatoirns\nl;cd.pumg)(hf,ySv=b:Twk{}C\"/I'AExPR_DL".utf8)
        var rank = [Int](repeating: 0, count: 256)
        for (i, byte) in common.enumerated() { rank[Int(byte)] = common.count - i }
        return rank
    }()

    /// Whether two strings have the same UTF-8 bytes: `==` says whether they are canonically equivalent, which
    /// a file system does not, and `utf8.elementsEqual` costs thousands of instructions a path.
    package static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var (a, b) = (a, b)
        return a.withUTF8 { a in b.withUTF8 { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// The same, one offset at a time.
    package static func firstIndexReference(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count >= needle.count, start <= haystack.count - needle.count
        else { return nil }
        var i = start
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
