/// A place in an input file, 1-based, columns counted in characters.
public struct SourceLocation: Sendable, Hashable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// An error in an input file, printed as `file:line:col: error: message` (exit 2).
public struct LocatedError: Error, Sendable, CustomStringConvertible {
    public var location: SourceLocation?
    public var file: String
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    /// For errors about a whole file (it cannot be read, it is empty).
    public init(_ message: String, file: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    public var rendered: String {
        "\(location?.description ?? file): error: \(message)"
    }

    public var description: String { rendered }
}

/// A warning about an input file, e.g. an unknown key; it never stops the run.
public struct LocatedWarning: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public var rendered: String { "\(location.description): warning: \(message)" }
}
