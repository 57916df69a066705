import FontAuditSystem
import FontCatalog

/// Report text that needs the domain: names made safe for a terminal, weight labels.
extension ReportBuffer {
    /// `s` made safe for a terminal (see `Terminal.sanitize`), then padded with spaces to `width` scalars.
    package mutating func appendSanitized(_ s: String, padTo width: Int = 0) {
        let start = count
        let clean: Bool? = s.utf8.withContiguousStorageIfAvailable { utf8 in
            guard Terminal.isClean(utf8) else { return false }
            append(UnsafeBufferPointer(rebasing: utf8[...]))
            return true
        }
        if clean != true { append(Terminal.sanitize(s)) }
        if width > 0 { spaces(width - scalars(since: start)) }
    }

    /// "600 italic", "900": `FaceNaming.weightLabel`, written in place.
    package mutating func appendWeightLabel(_ weight: Int, italic: Bool, padTo width: Int = 0) {
        let start = count
        append(weight)
        if italic { append(" italic") }
        spaces(width - (count - start))
    }

}
