/// Where output goes. Injected into `FontAuditCommand.run`, so tests capture it in-process.
package protocol TextSink: AnyObject {
    func write(_ text: String)
    /// The text of a buffer (cut between whole characters): a report's pieces, written from the buffer they
    /// were built in, with no string made of each.
    func write(_ buffer: borrowing ReportBuffer)
    /// Whether this is an interactive terminal (colour is only used on one).
    var isTerminal: Bool { get }
    /// Why a write failed, once one has; nil while every write has gone through.
    var failure: String? { get }
}

extension TextSink {
    package var failure: String? { nil }
    package func write(_ buffer: borrowing ReportBuffer) { write(buffer.text) }
}

/// Standard output or standard error of this process. The first failed write is kept: the command then
/// exits 2 with a message, as a gate must not pass on a report that never arrived.
package final class StandardStream: TextSink, @unchecked Sendable {
    private let descriptor: Int32
    package private(set) var failure: String?

    package static let output = StandardStream(descriptor: 1)
    package static let error = StandardStream(descriptor: 2)

    private init(descriptor: Int32) { self.descriptor = descriptor }

    package var isTerminal: Bool { Platform.isTerminal(descriptor) }

    /// A report's megabyte pieces go out from the string's own storage: copying each into an array first
    /// cost a fresh megabyte (and its page faults) a piece.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    package func write(_ buffer: borrowing ReportBuffer) { buffer.withBytes { write($0) } }

    private func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !bytes.isEmpty else { return }
        if Platform.closedAtStart.contains(descriptor) {
            failure = "it was closed"
        } else if let code = Platform.writeAll(bytes, to: descriptor) {
            failure = Platform.errorText(code)
        }
    }
}

/// Collects output in memory, for tests.
package final class CapturedOutput: TextSink {
    package private(set) var text = ""
    package var isTerminal: Bool

    package init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

    package func write(_ text: String) { self.text += text }
}
