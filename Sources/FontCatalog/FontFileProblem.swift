/// A font file the catalog could not read: reported as a warning, and the scan goes on.
public struct FontFileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// A `--fonts` path that cannot be used at all: a usage error (exit 2).
public struct FontPathError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}
