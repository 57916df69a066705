/// Whole numbers written as text in fontaudit's own cache files, read from their bytes: `Int64(String)` over a
/// `Substring` went through the generic parser, and reading the kept font listing's 26 stamps and 2,000 numbers
/// that way was a sixth of a 300-style spec audit (issue 26). The grammar is `Int64(_: String)`'s: an optional
/// `+` or `-`, then one or more ASCII digits, nothing else, and a value that fits; `reference` is that parser,
/// which `DecimalTextTests` holds this to.
package enum DecimalText {
    package static func int64(_ bytes: ArraySlice<UInt8>) -> Int64? {
        var i = bytes.startIndex
        guard i < bytes.endIndex else { return nil }
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        guard i < bytes.endIndex else { return nil }
        // Summed as a negative number, whose range holds Int64.min.
        var value: Int64 = 0
        while i < bytes.endIndex {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) = times.subtractingReportingOverflow(Int64(digit))
            guard !overflowed, !overflowedAgain else { return nil }
            value = sum
            i += 1
        }
        if negative { return value }
        return value == .min ? nil : -value
    }

    /// The plain parser the byte reader must agree with.
    package static func reference(_ text: Substring) -> Int64? { Int64(text) }
}
