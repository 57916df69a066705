import FontAuditModel
import FontAuditSystem

/// A value of JavaScript or TypeScript source as far as it is known without running the code: literals,
/// object and array literals, a font file (`require('./x.ttf')`), an export of an `@expo-google-fonts`
/// package, or not known.
indirect enum ScriptValue {
    case string(String)
    case number(Double)
    case object(ScriptObject)
    case array([ScriptItem])
    /// `require('./Inter.ttf')`: the file's path.
    case file(String)
    /// `import { Inter_700Bold } from '@expo-google-fonts/inter'`.
    case fontPackage(package: String, export: String)
    /// Decided at run time (a call, a parameter, a template with an unknown part…): never guessed.
    case unknown

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var object: ScriptObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    var array: [ScriptItem]? {
        if case .array(let a) = self { return a }
        return nil
    }

    subscript(key: String) -> ScriptValue? { object?[key] }

    /// A weight as RN's parsers read it: "100"…"900", "normal", "bold" (and a number, which Text.js turns into
    /// a string); "regular" too, which Fabric's iOS parser accepts.
    var weightText: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return n == n.rounded() && abs(n) < 1e6 ? String(Int(n)) : String(n)
        default: return nil
        }
    }
}

/// An array element and where it was written.
struct ScriptItem {
    var value: ScriptValue
    var location: SourceLocation
}

/// An object literal's members in order, a later key replacing an earlier one (as a spread or a repeated key
/// does), each with where its key was written.
struct ScriptObject {
    struct Member {
        var key: String
        var value: ScriptValue
        var location: SourceLocation
    }

    private(set) var members: [Member] = []
    private var index: [String: Int] = [:]
    /// A member whose key is computed, or a spread of something not known: the object may hold more.
    var isPartial = false

    /// Objects are capped, so spreads of spreads cannot grow without bound.
    static let limit = 4096

    mutating func set(_ key: String, _ value: ScriptValue, at location: SourceLocation) {
        if let i = index[key] {
            members[i] = Member(key: key, value: value, location: location)
        } else if members.count < Self.limit {
            index[key] = members.count
            members.append(Member(key: key, value: value, location: location))
        }
    }

    mutating func merge(_ other: ScriptObject) {
        for member in other.members { set(member.key, member.value, at: member.location) }
        isPartial = isPartial || other.isPartial
    }

    subscript(key: String) -> ScriptValue? { index[key].map { members[$0].value } }
    func member(_ key: String) -> Member? { index[key].map { members[$0] } }
}
