#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes. Injected into `FontAuditCommand.run`, so tests capture it in-process.
public protocol TextSink: AnyObject {
    func write(_ text: String)
    /// Already encoded text, such as a large report built as bytes.
    func write(utf8 bytes: [UInt8])
    /// Whether this is an interactive terminal (colour is only used on one).
    var isTerminal: Bool { get }
}

extension TextSink {
    public func write(utf8 bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// Standard output or standard error of this process.
public final class StandardStream: TextSink, @unchecked Sendable {
    private let descriptor: Int32

    public static let output = StandardStream(descriptor: 1)
    public static let error = StandardStream(descriptor: 2)

    private init(descriptor: Int32) { self.descriptor = descriptor }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    public func write(_ text: String) { write(utf8: Array(text.utf8)) }

    public func write(utf8 bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { return }  // a closed pipe: nothing more to do
            offset += written
        }
    }
}

/// Collects output in memory, for tests.
public final class CapturedOutput: TextSink {
    public private(set) var text = ""
    public var isTerminal: Bool

    public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

    public func write(_ text: String) { self.text += text }
}
