import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// A hand-written parser for fontaudit's options: `--name value`, `--name=value`, repeatable options,
/// `--` to end options, and "did you mean" for a mistyped name.
/// One option, as `Commands` declares it.
struct OptionSpec: Sendable {
    /// What a shell should offer for the option's value.
    enum Completion: Sendable { case none, path }

    var name: String
    var valueName: String?
    var repeatable = false
    var allowed: [String]? = nil
    var completion: Completion = .none
    /// Sentences, wrapped when shown; a line break starts a new line, kept with its indentation.
    var help: String

    var takesValue: Bool { valueName != nil }
}

struct ParsedArguments: Sendable {
    /// Every option with a value, in command-line order: `--format` and `--output` pair up by position.
    var occurrences: [(name: String, value: String)] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}

struct UsageError: Error, Sendable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

enum ArgumentParser {
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        let byName = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0) })
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            guard let spec = byName[name] else {
                var message = "unknown option '\(name)'"
                if let guess = Suggestion.closest(to: name, among: options.map(\.name)) {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message: message)
            }
            guard spec.takesValue else {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                result.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard i < arguments.count else {
                    throw UsageError(message: "option '\(name)' needs a value: \(name) \(spec.valueName!)")
                }
                value = arguments[i]
                i += 1
            }
            if let allowed = spec.allowed, !allowed.contains(value) {
                var message =
                    "'\(value)' is not a valid value for \(name); use one of: \(allowed.joined(separator: ", "))"
                if let guess = Suggestion.closest(to: value, among: allowed) {
                    message += " (did you mean '\(guess)'?)"
                }
                throw UsageError(message: message)
            }
            if !spec.repeatable, result.values[name] != nil {
                throw UsageError(message: "option '\(name)' was given twice")
            }
            result.values[name, default: []].append(value)
            result.occurrences.append((name, value))
        }
        return result
    }
}
