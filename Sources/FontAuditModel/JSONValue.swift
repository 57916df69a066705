import FontAuditSystem
import FontCatalog

/// A JSON value for writing reports: objects keep their key order, so output is stable and readable.
package enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    /// An array of `count` objects made one at a time as it is written (`element(i)`), so that a report of tens
    /// of thousands of styles is never held as a tree; written as `.array` of the same objects is.
    case objects(count: Int, element: @Sendable (Int) -> JSONValue)
    /// The same, each object written straight into the report by `write` (`JSONObjectWriter`), not built first.
    case writtenObjects(count: Int, write: @Sendable (Int, inout JSONObjectWriter, inout ReportBuffer) -> Void)

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
    }

    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Two-space indentation when pretty, none otherwise; always a trailing newline-free string.
    package func rendered(pretty: Bool = true) -> String {
        var out = ReportBuffer(capacity: 256)
        write(into: &out, pretty: pretty, indent: 0, chunk: Int.max) { _ in }
        return out.finishString()
    }

    /// The same text as `rendered()`, handed to `emit` in pieces of about `chunk` bytes at most (cut between
    /// two elements of an `.objects` array, and around each block written on another core) instead of as one
    /// string: the report is never held whole.
    package func stream(pretty: Bool = true, chunk: Int = 1 << 20, _ emit: (String) -> Void) {
        streamPieces(pretty: pretty, chunk: chunk) { emit($0.text) }
    }

    /// The same pieces written to `sink` from the buffers they were written in: a report of 5,000 styles is
    /// 5 MB, and a string made of each piece cost a check and a copy of every byte, and their page faults.
    package func stream(pretty: Bool = true, chunk: Int = 1 << 20, to sink: any TextSink) {
        streamPieces(pretty: pretty, chunk: chunk) { sink.write($0) }
    }

    private func streamPieces(pretty: Bool, chunk: Int, _ emit: (borrowing ReportBuffer) -> Void) {
        var out = ReportBuffer(capacity: 1 << 16)
        write(into: &out, pretty: pretty, indent: 0, chunk: chunk) { piece in
            emit(piece)
            piece.removeAll()
        }
        emit(out)
    }

    /// Writes the value at `indent`, for `JSONObjectWriter`.
    func write(into out: inout ReportBuffer, pretty: Bool, indent: Int) {
        write(into: &out, pretty: pretty, indent: indent, chunk: Int.max) { _ in }
    }

    private func write(
        into out: inout ReportBuffer, pretty: Bool, indent: Int, chunk: Int, flush: (inout ReportBuffer) -> Void
    ) {
        switch self {
        case .object(let members):
            if members.isEmpty {
                out.append("{}")
                return
            }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                Self.startElement(i, into: &out, pretty: pretty, indent: indent)
                Self.appendQuoted(key, to: &out)
                out.append(pretty ? ": " : ":")
                value.write(into: &out, pretty: pretty, indent: indent + 1, chunk: chunk, flush: flush)
            }
            Self.close(UInt8(ascii: "}"), into: &out, pretty: pretty, indent: indent)
        case .array(let items):
            if items.isEmpty {
                out.append("[]")
                return
            }
            // Short arrays of scalars stay on one line: [100, 900].
            let scalars = items.allSatisfy {
                if case .object = $0 { return false }
                if case .array = $0 { return false }
                if case .objects = $0 { return false }
                if case .writtenObjects = $0 { return false }
                return true
            }
            if scalars && items.count <= 4 {
                out.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { out.append(pretty ? ", " : ",") }
                    item.write(into: &out, pretty: false, indent: 0, chunk: chunk, flush: flush)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                Self.startElement(i, into: &out, pretty: pretty, indent: indent)
                item.write(into: &out, pretty: pretty, indent: indent + 1, chunk: chunk, flush: flush)
            }
            Self.close(UInt8(ascii: "]"), into: &out, pretty: pretty, indent: indent)
        case .objects(let count, let element):
            if count == 0 {
                out.append("[]")
                return
            }
            out.append(UInt8(ascii: "["))
            for i in 0..<count {
                Self.startElement(i, into: &out, pretty: pretty, indent: indent)
                element(i).write(into: &out, pretty: pretty, indent: indent + 1, chunk: chunk, flush: flush)
                if out.count >= chunk { flush(&out) }
            }
            Self.close(UInt8(ascii: "]"), into: &out, pretty: pretty, indent: indent)
        case .writtenObjects(let count, let write):
            if count == 0 {
                out.append("[]")
                return
            }
            out.append(UInt8(ascii: "["))
            if count >= Self.parallelObjects {
                // Blocks of objects written on every core, each into a buffer of its own, joined in order; a
                // wave of blocks at a time, handed on before the next is written, so that the written text of
                // 50,000 styles (80 MB) is never held at once.
                let blocks = (count + Self.objectsPerBlock - 1) / Self.objectsPerBlock
                var wave = 0
                while wave < blocks {
                    let first = wave
                    let written: [ReportBlock?] = Parallel.run(count: min(Self.blocksPerWave, blocks - first)) {
                        slots in
                        while let k = slots.next() {
                            let b = first + k
                            let block = ReportBlock(capacity: 1 << 18)
                            let range = (b * Self.objectsPerBlock)..<min(count, (b + 1) * Self.objectsPerBlock)
                            Self.writeObjects(range, write, into: &block.buffer, pretty: pretty, indent: indent)
                            slots.store(block, at: k)
                        }
                    }
                    for case let block? in written {
                        if chunk < Int.max {
                            // Streamed: each block goes out from its own buffer, not copied into `out` first.
                            if out.count > 0 { flush(&out) }
                            flush(&block.buffer)
                        } else {
                            out.append(contentsOf: block.buffer)
                        }
                    }
                    wave += written.count
                }
            } else {
                for i in 0..<count {
                    Self.writeObjects(i..<(i + 1), write, into: &out, pretty: pretty, indent: indent)
                    if out.count >= chunk { flush(&out) }
                }
            }
            Self.close(UInt8(ascii: "]"), into: &out, pretty: pretty, indent: indent)
        case .string(let s): Self.appendQuoted(s, to: &out)
        case .int(let n): out.append(n)
        case .double(let d):
            if d == d.rounded() && abs(d) < 1e15 { out.append(Int(d)) } else { out.append(String(d)) }
        case .bool(let b): out.append(b ? "true" : "false")
        case .null: out.append("null")
        }
    }

    /// The comma and line start before element `i` of a multi-line object or array at `indent`.
    static func startElement(_ i: Int, into out: inout ReportBuffer, pretty: Bool, indent: Int) {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        if pretty {
            out.append(UInt8(ascii: "\n"))
            out.spaces(2 * (indent + 1))
        }
    }

    /// The line end and `bracket` that close a multi-line object or array at `indent`.
    static func close(_ bracket: UInt8, into out: inout ReportBuffer, pretty: Bool, indent: Int) {
        if pretty {
            out.append(UInt8(ascii: "\n"))
            out.spaces(2 * indent)
        }
        out.append(bracket)
    }

    /// From this many objects on, `.writtenObjects` is written on every core (a 50,000-style report), in
    /// blocks of `objectsPerBlock`; the one-core path below it is the reference (`JSONStyleWriterTests`).
    static let parallelObjects = 2048
    static let objectsPerBlock = 256
    /// Blocks written before they are handed on: enough for every core, a few megabytes of text.
    static let blocksPerWave = 16

    /// The objects of `range` of a `.writtenObjects` array, each after its separator.
    private static func writeObjects(
        _ range: Range<Int>, _ write: (Int, inout JSONObjectWriter, inout ReportBuffer) -> Void,
        into out: inout ReportBuffer, pretty: Bool, indent: Int
    ) {
        for i in range {
            Self.startElement(i, into: &out, pretty: pretty, indent: indent)
            var object = JSONObjectWriter(into: &out, pretty: pretty, indent: indent + 1)
            write(i, &object, &out)
            object.close(&out)
        }
    }

    /// Appends `s` quoted; most strings need no escaping and are copied whole.
    package static func appendQuoted(_ s: String, to out: inout ReportBuffer) {
        let plain = s.utf8.withContiguousStorageIfAvailable { out.appendQuotedIfPlain($0) } ?? false
        if !plain { appendEscaped(s, to: &out) }
    }

    /// `quote`, written scalar by scalar into the buffer: building the escaped String a scalar at a time cost
    /// 90,000 instructions a message, 9 % of the 10,000-file iOS bench. `quote` is the plain reference
    /// `JSONQuoteTests` holds this to.
    package static func appendEscaped(_ s: String, to out: inout ReportBuffer) {
        out.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x22: appendEscape(UInt8(ascii: "\""), to: &out)
            case 0x5C: appendEscape(UInt8(ascii: "\\"), to: &out)
            case 0x0A: appendEscape(UInt8(ascii: "n"), to: &out)
            case 0x0D: appendEscape(UInt8(ascii: "r"), to: &out)
            case 0x09: appendEscape(UInt8(ascii: "t"), to: &out)
            case _ where scalar.isRawFileNameByte:
                // `\\x` and the byte in upper-case hex, unpadded, as `quote` spells it.
                out.append(Array("\\\\x".utf8) + hexDigits(value & 0xFF, uppercase: true))
            case _ where scalar.isControlCharacter || value == 0x2028 || value == 0x2029:
                let digits = hexDigits(value, uppercase: false)
                out.append(Array("\\u".utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - digits.count) + digits)
            case 0..<0x80: out.append(UInt8(value))
            default: appendUTF8(value, to: &out)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ letter: UInt8, to out: inout ReportBuffer) {
        out.append(UInt8(ascii: "\\"))
        out.append(letter)
    }

    private static func hexDigits(_ value: UInt32, uppercase: Bool) -> [UInt8] {
        Array(String(value, radix: 16, uppercase: uppercase).utf8)
    }

    /// A scalar of 0x80 or above in UTF-8's two to four bytes.
    private static func appendUTF8(_ value: UInt32, to out: inout ReportBuffer) {
        if value < 0x800 {
            out.append(UInt8(0xC0 | value >> 6))
        } else {
            if value < 0x10000 {
                out.append(UInt8(0xE0 | value >> 12))
            } else {
                out.append(UInt8(0xF0 | value >> 18))
                out.append(UInt8(0x80 | (value >> 12) & 0x3F))
            }
            out.append(UInt8(0x80 | (value >> 6) & 0x3F))
        }
        out.append(UInt8(0x80 | value & 0x3F))
    }

    /// RFC 8259 string escaping; control characters become \u00XX, so font-supplied names stay inert.
    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.isRawFileNameByte:
                // A file name byte that is not UTF-8 has no JSON spelling; show it as text does.
                out += "\\\\x" + String(scalar.value & 0xFF, radix: 16, uppercase: true)
            case _ where scalar.isControlCharacter || scalar.value == 0x2028 || scalar.value == 0x2029:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
