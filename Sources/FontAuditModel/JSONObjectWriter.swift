import FontAuditSystem

/// Writes one JSON object straight into a report buffer, laid out exactly as `JSONValue` renders the same
/// object: for the parts of a report written once per style, where building a `JSONValue` tree first cost more
/// than all the rest of a 5,000-style run (issue 26). Members go in the order they are written; a value is
/// written by `JSONValue` (`value(_:_:)`), or as a nested object (`object(_:_:)`) or array of objects.
/// The reports keep the tree as their reference, and a test holds the two to the same bytes.
package struct JSONObjectWriter: ~Copyable {
    private var members = 0
    private let pretty: Bool
    private let indent: Int

    /// Opens an object at `indent` (the indentation of the line its `{` is on).
    package init(into out: inout ReportBuffer, pretty: Bool, indent: Int) {
        self.pretty = pretty
        self.indent = indent
        out.append(UInt8(ascii: "{"))
    }

    /// Keys are literals of plain ASCII (no escaping to look for): copied as they stand.
    /// As `JSONValue.startElement` and `appendQuoted` write a member's start, in one call.
    private mutating func key(_ key: StaticString, _ out: inout ReportBuffer) {
        out.appendJSONKey(key, first: members == 0, pretty: pretty, indent: 2 * (indent + 1))
        members += 1
    }

    package mutating func string(_ key: StaticString, _ value: String, _ out: inout ReportBuffer) {
        self.key(key, &out)
        JSONValue.appendQuoted(value, to: &out)
    }

    package mutating func int(_ key: StaticString, _ value: Int, _ out: inout ReportBuffer) {
        self.key(key, &out)
        out.append(value)
    }

    package mutating func bool(_ key: StaticString, _ value: Bool, _ out: inout ReportBuffer) {
        self.key(key, &out)
        out.append(value ? "true" : "false")
    }

    package mutating func value(_ key: StaticString, _ value: JSONValue, _ out: inout ReportBuffer) {
        self.key(key, &out)
        value.write(into: &out, pretty: pretty, indent: indent + 1)
    }

    /// A nested object, written by `body`.
    package mutating func object(
        _ key: StaticString, _ out: inout ReportBuffer, _ body: (inout JSONObjectWriter, inout ReportBuffer) -> Void
    ) {
        self.key(key, &out)
        var inner = JSONObjectWriter(into: &out, pretty: pretty, indent: indent + 1)
        body(&inner, &out)
        inner.close(&out)
    }

    /// An array of `count` objects, the i-th written by `body`.
    package mutating func objects(
        _ key: StaticString, count: Int, _ out: inout ReportBuffer,
        _ body: (Int, inout JSONObjectWriter, inout ReportBuffer) -> Void
    ) {
        self.key(key, &out)
        guard count > 0 else {
            out.append("[]")
            return
        }
        out.append(UInt8(ascii: "["))
        for i in 0..<count {
            JSONValue.startElement(i, into: &out, pretty: pretty, indent: indent + 1)
            var inner = JSONObjectWriter(into: &out, pretty: pretty, indent: indent + 2)
            body(i, &inner, &out)
            inner.close(&out)
        }
        JSONValue.close(UInt8(ascii: "]"), into: &out, pretty: pretty, indent: indent + 1)
    }

    /// Closes the object: `{}` when it has no members, as `JSONValue` writes an empty one.
    package consuming func close(_ out: inout ReportBuffer) {
        if members > 0 {
            JSONValue.close(UInt8(ascii: "}"), into: &out, pretty: pretty, indent: indent)
        } else {
            out.append(UInt8(ascii: "}"))
        }
    }
}
