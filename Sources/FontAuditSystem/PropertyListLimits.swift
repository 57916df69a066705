/// A pre-scan of a property list before libplist sees it. libplist builds the whole tree before any depth cut
/// runs: a binary list whose arrays share objects expands exponentially (168 bytes became 2.4 GB), and 200,000
/// nested XML arrays or a binary chain of 100,000 crash its parser and its free. Both forms are walked here in
/// time linear in their size, and refused when they would nest deeper than `maxDepth` or expand to more than
/// `maxNodes` nodes.
package enum PropertyListLimits {
    package static let maxDepth = 64
    package static let maxNodes = 200_000

    package static func withinLimits(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return binaryWithinLimits(bytes) }
        return xmlWithinLimits(bytes)
    }

    /// XML: the nesting of `<array>` and `<dict>` elements, counted over the text once.
    static func xmlWithinLimits(_ bytes: [UInt8]) -> Bool {
        var depth = 0
        var nodes = 0
        var i = 0
        let open = UInt8(ascii: "<")
        while i < bytes.count {
            guard bytes[i] == open else {
                i += 1
                continue
            }
            let closing = i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/")
            let nameStart = closing ? i + 2 : i + 1
            let isContainer = matches(bytes, at: nameStart, "array") || matches(bytes, at: nameStart, "dict")
            if isContainer {
                // `<array/>` opens and closes at once.
                var end = nameStart
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                let selfClosing = end > 0 && end < bytes.count && bytes[end - 1] == UInt8(ascii: "/")
                if closing {
                    depth = max(0, depth - 1)
                } else if !selfClosing {
                    depth += 1
                    nodes += 1
                    if depth > maxDepth || nodes > maxNodes { return false }
                }
                i = end
            } else if !closing, i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "?"),
                bytes[i + 1] != UInt8(ascii: "!")
            {
                nodes += 1
                if nodes > maxNodes { return false }
            }
            i += 1
        }
        return true
    }

    private static func matches(_ bytes: [UInt8], at start: Int, _ name: String) -> Bool {
        let pattern = Array(name.utf8)
        guard start + pattern.count <= bytes.count, bytes[start..<(start + pattern.count)].elementsEqual(pattern)
        else { return false }
        let next = start + pattern.count
        return next == bytes.count || [UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: " ")].contains(bytes[next])
    }

    /// Binary (`bplist00`): its trailer, offset table and containers' object references, walked from the top
    /// object once per object (sizes are remembered), so sharing is counted as the expansion it becomes.
    static func binaryWithinLimits(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 40 else { return false }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let refSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize),
            let count = integer(bytes, at: trailer + 8, size: 8), let top = integer(bytes, at: trailer + 16, size: 8),
            let table = integer(bytes, at: trailer + 24, size: 8),
            count > 0, count <= bytes.count, top < count, table <= trailer,
            table + count * offsetSize <= trailer
        else { return false }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for n in 0..<count {
            guard let offset = integer(bytes, at: table + n * offsetSize, size: offsetSize), offset < trailer else {
                return false
            }
            offsets.append(offset)
        }
        /// An object's references (for arrays, sets and dictionaries: keys and values), or [] for a scalar;
        /// nil when they run out of the file.
        func references(_ object: Int) -> [Int]? {
            let at = offsets[object]
            let marker = bytes[at]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            var length = Int(marker & 0x0F)
            var start = at + 1
            if length == 0x0F {
                guard start < trailer, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let value = integer(bytes, at: start + 1, size: size) else { return nil }
                length = value
                start += 1 + size
            }
            let items = kind == 0xD ? length * 2 : length
            guard length <= count * 2, start + items * refSize <= trailer else { return nil }
            var refs: [Int] = []
            refs.reserveCapacity(items)
            for r in 0..<items {
                guard let ref = integer(bytes, at: start + r * refSize, size: refSize), ref < count else { return nil }
                refs.append(ref)
            }
            return refs
        }
        // Iterative depth-first walk: expanded size and depth per object; a reference back to an object on the
        // path is a cycle, which libplist would follow forever.
        var size = [Int](repeating: -1, count: count)
        var height = [Int](repeating: 0, count: count)
        var onPath = [Bool](repeating: false, count: count)
        var stack: [(object: Int, refs: [Int], next: Int)] = []
        guard let rootRefs = references(top) else { return false }
        stack.append((top, rootRefs, 0))
        onPath[top] = true
        while var frame = stack.popLast() {
            if frame.next < frame.refs.count {
                let child = frame.refs[frame.next]
                frame.next += 1
                stack.append(frame)
                if onPath[child] { return false }
                if size[child] >= 0 { continue }
                guard stack.count < maxDepth, let refs = references(child) else { return false }
                onPath[child] = true
                stack.append((child, refs, 0))
                continue
            }
            var total = 1
            var deepest = 0
            for child in frame.refs {
                total += size[child]
                deepest = max(deepest, height[child])
                if total > maxNodes { return false }
            }
            size[frame.object] = total
            height[frame.object] = deepest + 1
            if height[frame.object] > maxDepth { return false }
            onPath[frame.object] = false
        }
        return true
    }

    /// A big-endian unsigned integer of `size` bytes at `at`, or nil past the end or beyond `Int`.
    private static func integer(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
        guard at >= 0, size > 0, at + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(bytes[at + i]) }
        return value > UInt64(Int.max / 2) ? nil : Int(value)
    }
}
