#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file the catalog could not read: reported as a warning, and the scan goes on.
public struct FontFileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// The machine, not the file, is the problem: no descriptor or memory left. The run cannot be trusted
    /// (every face it missed would be reported as one to buy), so it stops with exit 2.
    public var isResourceExhaustion = false

    public init(path: String, reason: String, isResourceExhaustion: Bool = false) {
        self.path = path
        self.reason = reason
        self.isResourceExhaustion = isResourceExhaustion
    }

    /// For a failed system call: EMFILE, ENFILE and ENOMEM are the machine's limits, not the file's fault.
    public init(path: String, reason: String, errno code: Int32) {
        self.init(path: path, reason: reason, isResourceExhaustion: code == EMFILE || code == ENFILE || code == ENOMEM)
    }

    public var description: String { "\(path): \(reason)" }
}

/// A `--fonts` path that cannot be used at all: a usage error (exit 2).
public struct FontPathError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}
