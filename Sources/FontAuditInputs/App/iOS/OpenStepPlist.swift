import FontAuditModel

/// The old-style ASCII property list of `project.pbxproj`: dictionaries `{ key = value; }`, arrays
/// `( a, b )`, quoted and bare strings, and comments. libplist reads this format only from 2.3 on, and
/// Debian 12 ships 2.2, so this small reader keeps each string's line and column, which the findings need.
package indirect enum OpenStepValue: Sendable {
    case string(String, SourceLocation)
    case array([OpenStepValue], SourceLocation)
    case dictionary([(key: String, keyLocation: SourceLocation, value: OpenStepValue)], SourceLocation)

    package var location: SourceLocation {
        switch self {
        case .string(_, let location), .array(_, let location), .dictionary(_, let location): return location
        }
    }

    /// Every value stored under `key` in any dictionary of the tree, depth first, with the key's place.
    package func values(forKey key: String) -> [(location: SourceLocation, value: OpenStepValue)] {
        var found: [(SourceLocation, OpenStepValue)] = []
        var stack: [OpenStepValue] = [self]
        while let node = stack.popLast() {
            switch node {
            case .string: break
            case .array(let items, _): stack.append(contentsOf: items.reversed())
            case .dictionary(let members, _):
                for member in members where member.key == key { found.append((member.keyLocation, member.value)) }
                stack.append(contentsOf: members.map(\.value).reversed())
            }
        }
        return found
    }
}

package enum OpenStepPlist {
    private static let maxDepth = 128

    /// `keeping`: when given, only the values stored under those keys (and the dictionaries and arrays that lead
    /// to them) are kept; the rest is checked and dropped as it is read, so a 4 MB project file does not become
    /// a tree of millions of values.
    package static func parse(_ text: String, file: String, keeping keys: Set<String>? = nil) throws(LocatedError)
        -> OpenStepValue
    {
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        parser.wanted = keys
        parser.skipTrivia()
        let value = try parser.value(depth: 0, keep: keys == nil) ?? .dictionary([], parser.location)
        parser.skipTrivia()
        if parser.position < parser.scalars.count, parser.scalars[parser.position] != ";" {
            throw LocatedError("unexpected text after the property list", at: parser.location)
        }
        return value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var position = 0
        var line = 1
        var column = 1
        /// The keys whose values are kept; nil keeps everything.
        var wanted: Set<String>?

        var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

        mutating func advance() {
            if scalars[position] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        mutating func skipTrivia() {
            while let c = peek() {
                if c == " " || c == "\t" || c == "\n" || c == "\r" {
                    advance()
                } else if c == "/", peek(1) == "/" {
                    while let d = peek(), d != "\n" { advance() }
                } else if c == "/", peek(1) == "*" {
                    advance()
                    advance()
                    while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
                    if peek() != nil {
                        advance()
                        advance()
                    }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(LocatedError) {
            skipTrivia()
            guard peek() == c else { throw LocatedError("expected \(what)", at: location) }
            advance()
        }

        /// The value at the cursor; with `keep` false, nil unless it holds the wanted key somewhere.
        mutating func value(depth: Int, keep: Bool) throws(LocatedError) -> OpenStepValue? {
            guard depth < maxDepth else { throw LocatedError("nested deeper than \(maxDepth) levels", at: location) }
            skipTrivia()
            let start = location
            guard let c = peek() else { throw LocatedError("the property list ends early", at: location) }
            switch c {
            case "{":
                advance()
                var members: [(key: String, keyLocation: SourceLocation, value: OpenStepValue)] = []
                while true {
                    skipTrivia()
                    if peek() == "}" {
                        advance()
                        return keep || !members.isEmpty ? .dictionary(members, start) : nil
                    }
                    let keyLocation = location
                    guard case .string(let key, _) = try string() else { fatalError("string() returns strings") }
                    try expect("=", "'=' after a key")
                    let member = try value(depth: depth + 1, keep: keep || wanted?.contains(key) == true)
                    try expect(";", "';' after a value")
                    if let member { members.append((key, keyLocation, member)) }
                }
            case "(":
                advance()
                var items: [OpenStepValue] = []
                while true {
                    skipTrivia()
                    if peek() == ")" {
                        advance()
                        return keep || !items.isEmpty ? .array(items, start) : nil
                    }
                    if let item = try value(depth: depth + 1, keep: keep) { items.append(item) }
                    skipTrivia()
                    if peek() == "," {
                        advance()
                    } else if peek() != ")" {
                        throw LocatedError("expected ',' or ')' in an array", at: location)
                    }
                }
            default:
                let text = try string()
                return keep ? text : nil
            }
        }

        mutating func string() throws(LocatedError) -> OpenStepValue {
            skipTrivia()
            let start = location
            guard let first = peek() else { throw LocatedError("the property list ends early", at: location) }
            var text = String.UnicodeScalarView()
            if first == "\"" {
                advance()
                while true {
                    guard let c = peek() else { throw LocatedError("unterminated string", at: start) }
                    advance()
                    if c == "\"" { break }
                    if c == "\\", let escaped = peek() {
                        advance()
                        switch escaped {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default: text.append(escaped)
                        }
                    } else {
                        text.append(c)
                    }
                }
                return .string(String(text), start)
            }
            while let c = peek(), Self.isBare(c) {
                text.append(c)
                advance()
            }
            guard !text.isEmpty else {
                throw LocatedError("unexpected character '\(first.escaped(asASCII: true))'", at: start)
            }
            return .string(String(text), start)
        }

        static func isBare(_ c: Unicode.Scalar) -> Bool {
            switch c {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-", "+": return true
            default: return false
            }
        }
    }
}
