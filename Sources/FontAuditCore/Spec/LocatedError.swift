import FontCatalog
import FontAuditSystem

/// A place in an input file, 1-based, columns counted in characters.
package struct SourceLocation: Sendable, Hashable, Comparable {
    /// The path, interned: a location is copied with every style and every finding, and a `String` here
    /// was retained and released on each copy (tens of thousands of times for a large spec). The interned
    /// paths live as long as the process, so the reference needs no counting.
    private unowned(unsafe) var path: InternedPath
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.init(path: InternedPath.intern(file), line: line, column: column)
    }

    /// For a parser that creates thousands of locations in one file: it interns the path once.
    init(path: InternedPath, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    package var file: String {
        get { path.value }
        set { path = InternedPath.intern(newValue) }
    }

    package var description: String { "\(file):\(line):\(column)" }

    /// Whether both are in one file: a comparison of the interned paths.
    package func isInSameFile(as other: SourceLocation) -> Bool { path === other.path }

    // One interned object per path: identity is path equality.
    package static func == (a: SourceLocation, b: SourceLocation) -> Bool {
        a.path === b.path && a.line == b.line && a.column == b.column
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(path))
        hasher.combine(line)
        hasher.combine(column)
    }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A file path kept for the life of the process, one object per distinct path. A run reads a handful of
/// files (a spec, baselines), and a test process a few hundred, so nothing needs to be freed.
final class InternedPath: Sendable {
    let value: String

    private init(_ value: String) { self.value = value }

    private nonisolated(unsafe) static var table: [String: InternedPath] = [:]
    private static let lock = PthreadLock()

    static func intern(_ path: String) -> InternedPath {
        lock.locked {
            if let known = table[path] { return known }
            let new = InternedPath(path)
            table[path] = new
            return new
        }
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
        self.init(location: error.location ?? SourceLocation(file: error.file, line: 1, column: 1), message: error.message, isError: true)
    }

    package var rendered: String { "\(location.description): \(isError ? "error" : "warning"): \(message)" }
}
