/// A value kept in one heap box that copies share until one of them is changed: copying a value with many
/// strings and arrays in it retains each of them, and copying the box retains the box alone. A style's verdict
/// holds three faces and its style, and 5,000 styles' verdicts are copied and written out several times over
/// (issue 26). Changing a shared value copies it first, so it keeps value semantics.
package struct CopyOnWrite<Value: Sendable>: @unchecked Sendable {
    // @unchecked: the box is only ever changed through `value`'s `_modify`, when no other copy refers to it
    // (`isKnownUniquelyReferenced`), so a box that two threads can see is never written to.
    private final class Box {
        // Unchecked: the box is private, reached only through `value`'s accessors, whose callers the compiler
        // checks statically (they access the struct). The run-time check on every read of a field of 5,000
        // faces was 3 % of a 5,000-style run (issue 26).
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    package init(_ value: Value) { box = Box(value) }

    package var value: Value {
        // Read in place: a `get` would copy the whole value (every string in it) to hand out one field.
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// Whether both copies share one box: then their values are equal without comparing them.
    package func sharesStorage(with other: CopyOnWrite) -> Bool { box === other.box }
}

extension CopyOnWrite: Equatable where Value: Equatable {
    package static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.sharesStorage(with: rhs) || lhs.value == rhs.value
    }
}

extension CopyOnWrite: Hashable where Value: Hashable {
    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
