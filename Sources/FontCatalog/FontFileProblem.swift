import FontAuditSystem

/// A font file the catalog could not read: reported as a warning, and the scan goes on.
package struct FontFileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var reason: String
    /// The machine, not the file, is the problem: no descriptor or memory left. The run cannot be trusted
    /// (every face it missed would be reported as one to buy), so it stops with exit 2.
    package var isResourceExhaustion = false

    package init(path: String, reason: String, isResourceExhaustion: Bool = false) {
        self.path = path
        self.reason = reason
        self.isResourceExhaustion = isResourceExhaustion
    }

    package var description: String { "\(path): \(reason)" }
}

/// A `--fonts` path that cannot be used at all: a usage error (exit 2).
package struct FontPathError: Error, Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package var description: String { "\(path): \(reason)" }
}
