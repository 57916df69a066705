import FontAuditSystem
import FontCatalog
/// Fields that every copy of a value shares, in one box: copying the value retains the box once instead of
/// each string and array inside. A change gives the changed copy a box of its own.
///
/// Audit results and findings keep what was decided for a face here: each is copied for every style that
/// asks for the same face, and again as reports read it.
struct SharedFields<Fields: Sendable>: Sendable {
    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(_ fields: Fields) { box = Box(fields) }

    var fields: Fields { box.fields }

    mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.fields
        body(&fields)
        box = Box(fields)
    }
}
