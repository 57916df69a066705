import FontAuditSystem
import FontCatalog

/// A place in an input file, 1-based, columns counted in characters.
package struct SourceLocation: Sendable, Hashable, Comparable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        (self.file, self.line, self.column) = (file, line, column)
    }

    package var description: String { "\(file):\(line):\(column)" }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// An error in an input file, printed as `file:line:col: error: message` (exit 2).
package struct LocatedError: Error, Sendable, CustomStringConvertible {
    package var location: SourceLocation?
    package var file: String
    package var message: String

    package init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    /// For errors about a whole file (it cannot be read, it is empty).
    package init(_ message: String, file: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    package var rendered: String {
        "\(location?.description ?? file): error: \(message)"
    }

    package var description: String { rendered }
}

/// A problem with an input, for the reports: a warning such as an unknown key, an expired waiver or a font
/// file that was skipped (it never stops the run, but fails it under --strict), or the error that stopped
/// the run before any style was audited.
package struct LocatedWarning: Sendable, Hashable {
    package var location: SourceLocation
    package var message: String
    package var isError = false

    package init(location: SourceLocation, message: String, isError: Bool = false) {
        self.location = location
        self.message = message
        self.isError = isError
    }

    /// The error that stopped a run, located at line 1 when it concerns the whole file.
    package init(_ error: LocatedError) {
        self.init(
            location: error.location ?? SourceLocation(file: error.file, line: 1, column: 1), message: error.message,
            isError: true)
    }

    package var rendered: String { "\(location.description): \(isError ? "error" : "warning"): \(message)" }
}
