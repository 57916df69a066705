import FontAuditModel
import FontAuditSystem

/// Which React Native platform a value is read for: `Platform.select` takes its branch, `Platform.OS`
/// compares, and `x.ios.ts` is imported before `x.ts`.
enum ScriptPlatform: String, Hashable, CaseIterable {
    case ios, android
}

/// One JavaScript or TypeScript file (or a JSON file read as one expression): its tokens, and its top-level
/// bindings, imports and exports, found in one pass.
///
/// Built on one thread (the reader lexes files in parallel) and used on one afterwards.
final class ScriptModule: @unchecked Sendable {
    let path: String
    let source: SourceCalls
    /// `const NAME = …` at the top level: the value's tokens.
    var bindings: [String: Range<Int>] = [:]
    /// Local name → (module specifier, exported name; "default", or "*" for a namespace).
    var imports: [String: (specifier: String, name: String)] = [:]
    /// Exported name → local name.
    var exports: [String: String] = [:]
    /// `export default …`, `module.exports = …`, or a whole JSON file.
    var defaultExport: Range<Int>?
    /// `export * from '…'`.
    var reexportsAll: [String] = []
    fileprivate var memo: [String: ScriptValue] = [:]
    fileprivate var inProgress = Set<String>()
    /// The file's name (`Button.ios.tsx`).
    let fileName: String
    /// What its styles are named by: the name before the first dot (`Button`), or the folder's for an `index` file.
    let styleStem: String
    /// The one platform Metro builds it into (`Button.ios.tsx`, `Button.android.tsx`); nil for both.
    let onlyPlatform: ScriptPlatform?

    init(path: String, tokens: [SourceToken], json: Bool) {
        self.path = path
        source = SourceCalls(tokens, file: path)
        let file = Platform.baseName(of: path)
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        (fileName, styleStem) = (file, stem == "index" ? Platform.baseName(of: Platform.parent(of: path)) : stem)
        onlyPlatform = ScriptPlatform.allCases.first { file.contains(".\($0.rawValue).") }
        if json {
            defaultExport = 0..<tokens.count
        } else {
            readTopLevel()
        }
    }

    var tokens: [SourceToken] { source.tokens }

    private func token(_ i: Int) -> SourceToken? { source.token(i) }

    /// Whether `t` ends an expression, so a line starting after it with a name or literal is a new statement.
    private static func endsExpression(_ t: SourceToken) -> Bool {
        switch t.kind {
        case .identifier, .number, .string: return true
        case .punctuation: return [")", "]", "}", "`"].contains(t.text)
        }
    }

    /// The end of an expression starting at `start`: a `;` or `,` outside brackets, or a new statement on a
    /// new line (JavaScript's automatic semicolons, as far as declarations need them).
    func expressionEnd(from start: Int) -> Int {
        var j = start
        while j < tokens.count {
            let t = tokens[j]
            if t.kind == .punctuation, let close = source.closing[j] {
                j = close + 1
                continue
            }
            if t.isPunctuation(";") || t.isPunctuation(",") || t.isPunctuation(")") || t.isPunctuation("]")
                || t.isPunctuation("}")
            {
                return j
            }
            if j > start, t.startsLine, Self.endsExpression(tokens[j - 1]), t.kind != .punctuation || t.text == "`" {
                return j
            }
            j += 1
        }
        return j
    }

    private func readTopLevel() {
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .punctuation, let close = source.closing[i] {
                i = close + 1
                continue
            }
            if t.kind == .identifier,
                t.startsLine || i == 0 || token(i - 1)?.isPunctuation(";") == true
                    || token(i - 1)?.isPunctuation("}") == true
            {
                i = statement(at: i)
                continue
            }
            i += 1
        }
    }

    /// Reads the statement at `i`; returns where to go on.
    private func statement(at i: Int) -> Int {
        let t = tokens[i]
        switch t.text {
        case "import": return importStatement(at: i + 1)
        case "export":
            guard let next = token(i + 1) else { return i + 1 }
            if next.isIdentifier("default") {
                let end = expressionEnd(from: i + 2)
                defaultExport = (i + 2)..<end
                return end
            }
            if next.isIdentifier("const") || next.isIdentifier("let") || next.isIdentifier("var") {
                return declaration(at: i + 2, exported: true)
            }
            if next.isIdentifier("enum") || next.isIdentifier("const") && token(i + 2)?.isIdentifier("enum") == true {
                let at = next.isIdentifier("enum") ? i + 1 : i + 2
                if let name = token(at + 1), name.kind == .identifier { exports[name.text] = name.text }
                return enumDeclaration(at: at)
            }
            if next.isIdentifier("function") || next.isIdentifier("class") {
                if let name = token(i + 2), name.kind == .identifier { exports[name.text] = name.text }
                return i + 2
            }
            if next.isPunctuation("{"), let close = source.closing[i + 1] {
                var specifier: String?
                if token(close + 1)?.isIdentifier("from") == true, let s = token(close + 2), s.kind == .string {
                    specifier = s.text
                }
                for (local, exported) in specifiers(from: i + 2, to: close) {
                    if let specifier {
                        imports["reexport:" + exported] = (specifier, local)
                        exports[exported] = "reexport:" + exported
                    } else {
                        exports[exported] = local
                    }
                }
                return close + 1
            }
            if next.isPunctuation("*"), token(i + 2)?.isIdentifier("from") == true, let s = token(i + 3),
                s.kind == .string
            {
                reexportsAll.append(s.text)
                return i + 4
            }
            return i + 1
        case "enum": return enumDeclaration(at: i)
        case "const" where token(i + 1)?.isIdentifier("enum") == true: return enumDeclaration(at: i + 1)
        case "const", "let", "var": return declaration(at: i + 1, exported: false)
        case "module":
            if token(i + 1)?.isPunctuation(".") == true, token(i + 2)?.isIdentifier("exports") == true,
                token(i + 3)?.isPunctuation("=") == true
            {
                let end = expressionEnd(from: i + 4)
                defaultExport = (i + 4)..<end
                return end
            }
            return i + 1
        default: return i + 1
        }
    }

    /// `a, b as c` inside braces: (local, exported) pairs, or for imports (imported, local).
    private func specifiers(from start: Int, to end: Int) -> [(String, String)] {
        var pairs: [(String, String)] = []
        var j = start
        while j < end {
            if tokens[j].isIdentifier("type") && token(j + 1)?.kind == .identifier { j += 1 }
            guard tokens[j].kind == .identifier || tokens[j].kind == .string else {
                j += 1
                continue
            }
            let first = tokens[j].text
            var second = first
            if token(j + 1)?.isIdentifier("as") == true, let other = token(j + 2) {
                second = other.text
                j += 2
            }
            pairs.append((first, second))
            j += 1
            while j < end, !tokens[j].isPunctuation(",") { j += 1 }
            j += 1
        }
        return pairs
    }

    private func importStatement(at start: Int) -> Int {
        var j = start
        if token(j)?.isIdentifier("type") == true,
            token(j + 1)?.isPunctuation("{") == true
                || token(j + 1)?.kind == .identifier && token(j + 1)?.isIdentifier("from") != true
        {
            // `import type …`: no values.
            while j < tokens.count, !(tokens[j].kind == .string) { j += 1 }
            return j + 1
        }
        var names: [(local: String, imported: String)] = []
        while j < tokens.count {
            let t = tokens[j]
            if t.kind == .string {
                for name in names { imports[name.local] = (t.text, name.imported) }
                return j + 1
            }
            if t.isPunctuation("{"), let close = source.closing[j] {
                names += specifiers(from: j + 1, to: close).map { (local: $0.1, imported: $0.0) }
                j = close + 1
                continue
            }
            if t.isPunctuation("*"), token(j + 1)?.isIdentifier("as") == true, let name = token(j + 2) {
                names.append((name.text, "*"))
                j += 3
                continue
            }
            if t.kind == .identifier, !t.isIdentifier("from") {
                names.append((t.text, "default"))
            } else if !t.isPunctuation(",") && !t.isIdentifier("from") {
                return j
            }
            j += 1
        }
        return j
    }

    /// `NAME = value`, `NAME: Type = value`, several separated by commas; `{ a, b } = value` reads the members.
    private func declaration(at start: Int, exported: Bool) -> Int {
        var j = start
        while j < tokens.count {
            guard let name = token(j) else { return j }
            var names: [(local: String, member: String?)] = []
            if name.kind == .identifier {
                names = [(name.text, nil)]
                j += 1
            } else if name.isPunctuation("{"), let close = source.closing[j] {
                // `const { a, b: c } = x`: each name is a member of x.
                var k = j + 1
                while k < close {
                    if tokens[k].kind == .identifier {
                        if token(k + 1)?.isPunctuation(":") == true, let local = token(k + 2), local.kind == .identifier
                        {
                            names.append((local.text, tokens[k].text))
                            k += 3
                        } else {
                            names.append((tokens[k].text, tokens[k].text))
                            k += 1
                        }
                        while k < close, !tokens[k].isPunctuation(",") {
                            k = source.closing[k].map { $0 + 1 } ?? (k + 1)
                        }
                    }
                    k += 1
                }
                j = close + 1
            } else {
                return j + 1
            }
            // A type annotation, up to the `=`.
            if token(j)?.isPunctuation(":") == true {
                while j < tokens.count, !tokens[j].isPunctuation("="), !tokens[j].isPunctuation(";"),
                    !tokens[j].startsLine
                {
                    j = source.closing[j].map { $0 + 1 } ?? (j + 1)
                }
            }
            guard token(j)?.isPunctuation("=") == true, token(j + 1)?.isPunctuation("=") != true else { return j }
            let end = expressionEnd(from: j + 1)
            for (local, member) in names {
                if let member {
                    destructured[local] = ((j + 1)..<end, member)
                } else {
                    bindings[local] = (j + 1)..<end
                }
                if exported { exports[local] = local }
            }
            j = end
            guard token(j)?.isPunctuation(",") == true else { return j }
            j += 1
        }
        return j
    }

    /// `enum Fonts { Regular = 'Inter-Regular', … }` (TypeScript): the members inside its braces.
    var enums: [String: Range<Int>] = [:]

    /// `enum NAME { … }` at `at` (the `enum` keyword); returns where to go on.
    private func enumDeclaration(at: Int) -> Int {
        guard let name = token(at + 1), name.kind == .identifier, token(at + 2)?.isPunctuation("{") == true,
            let close = source.closing[at + 2]
        else { return at + 1 }
        enums[name.text] = (at + 3)..<close
        return close + 1
    }

    /// `const { a } = value`: a is value's member a.
    var destructured: [String: (range: Range<Int>, member: String)] = [:]
}

/// Every module of a project, read when first needed, and the evaluation of their values for one platform.
/// Values are memoized per binding and platform, a binding being read is not known (a cycle), and all
/// evaluation shares a budget, so no project can make it loop or blow up.
package final class ScriptModules {
    let root: String
    /// The project's real path: no module outside it is read.
    let realRoot: String?
    private let files: Set<String>
    private var modules: [String: ScriptModule?] = [:]
    /// tsconfig `paths`: "@/" → folders; babel-plugin-module-resolver's `alias` keys as "key/".
    var aliases: [(prefix: String, targets: [String])] = []
    /// babel-plugin-module-resolver's `alias` keys, which also match the whole specifier ("config").
    var exactAliases: [String: [String]] = [:]
    /// babel-plugin-module-resolver's `root` folders, where a bare specifier is looked up last.
    var roots: [String] = []
    private var budget = 4_000_000
    /// Nested groups and chains of names are evaluated recursively: past this depth a value is not known, so
    /// hostile nesting cannot exhaust the stack.
    private var depth = 0
    private static let maxDepth = 256
    var warnings: [LocatedWarning] = []

    static let extensions = [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"]
    static let fontExtensions: Set<String> = ["ttf", "otf", "woff", "woff2", "ttc", "otc"]

    init(root: String, files: [String], realRoot: String? = nil) {
        self.root = root
        self.files = Set(files)
        self.realRoot = realRoot
    }

    /// For the fuzzer: `bytes` as a module, every top-level binding and export evaluated for both platforms;
    /// returns how many values were known.
    package static func evaluateAll(_ bytes: [UInt8], jsx: Bool) -> Int {
        let modules = ScriptModules(root: "/fuzz", files: [])
        guard let module = modules.module(jsx ? "/fuzz/main.tsx" : "/fuzz/main.ts", bytes: bytes) else { return 0 }
        var known = 0
        for platform in ScriptPlatform.allCases {
            for name in module.bindings.keys.sorted() + module.destructured.keys.sorted() {
                if case .unknown = modules.value(of: name, in: module, platform: platform) { continue }
                known += 1
            }
            if case .unknown = modules.export("default", of: module, platform: platform) { continue }
            known += 1
        }
        return known
    }

    /// The module at `path`, lexed once; nil when it cannot be read. `bytes`: its contents, already read.
    func module(_ path: String, bytes known: [UInt8]? = nil) -> ScriptModule? {
        if let module = modules[path] { return module }
        var scratch: [LocatedWarning] = []
        guard let bytes = known ?? ProjectText.read(path, within: realRoot, warnings: &scratch) else {
            warnings += scratch
            modules[path] = .some(nil)
            return nil
        }
        let module = Self.lex(path, bytes)
        modules[path] = module
        return module
    }

    /// A file's module, lexed: JSON as one expression, `.ts` without JSX.
    static func lex(_ path: String, _ bytes: [UInt8]) -> ScriptModule {
        let json = path.hasSuffix(".json")
        let jsx = !(path.hasSuffix(".ts") || path.hasSuffix(".mts") || path.hasSuffix(".cts") || json)
        return ScriptModule(path: path, tokens: ScriptLexer.tokens(bytes, jsx: jsx), json: json)
    }

    /// A module lexed elsewhere (in parallel).
    func insert(_ module: ScriptModule) {
        if modules[module.path] == nil { modules[module.path] = module }
    }

    /// "a/./b/../c" → "a/c".
    /// A leading "." stays: a project walked from `.` lists its files as "./src/a.ts", and a path resolved from
    /// one of them must be spelt the same to be found among them (`fontaudit app .` read no import before).
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for (i, part) in path.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            if (part == "." && i > 0) || (part.isEmpty && i > 0) { continue }
            if part == "..", let last = parts.last, last != "..", last != ".", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The file a specifier names from `file`, as Metro resolves it: the platform's `.ios.ts` first, then
    /// the plain extensions, then an `index` file. A font or JSON file is itself.
    func resolve(_ specifier: String, from file: String, platform: ScriptPlatform) -> String? {
        var bases: [String] = []
        if specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier == "." || specifier == ".." {
            bases = [Self.normalize(Platform.parent(of: file) + "/" + specifier)]
        } else {
            for alias in aliases where specifier.hasPrefix(alias.prefix) {
                bases += alias.targets.map { Self.normalize($0 + "/" + specifier.dropFirst(alias.prefix.count)) }
            }
            bases += exactAliases[specifier] ?? []
            // A package name is not looked up in a root unless the root holds it (as the plugin does).
            bases += roots.map { Self.normalize($0 + "/" + specifier) }
        }
        for base in bases {
            let ext = Platform.lowercasedExtension(of: base)
            // A font file is itself, there or not (the reader says which); a JSON file only when it is there
            // (a build step may generate it).
            if Self.fontExtensions.contains(ext) { return base }
            if ext == "json" {
                if Platform.kind(of: base) == .file { return base }
                continue
            }
            for candidate in [platform.rawValue, "native"].flatMap({ p in Self.extensions.map { ".\(p)\($0)" } })
                + Self.extensions.map({ $0 }) + [""]
            where files.contains(base + candidate) {
                return base + candidate
            }
            for candidate in Self.extensions where files.contains(base + "/index" + candidate) {
                return base + "/index" + candidate
            }
        }
        return nil
    }

    // MARK: Evaluation

    /// A top-level name of `module`: a binding, a destructured member, or an import.
    func value(of name: String, in module: ScriptModule, platform: ScriptPlatform) -> ScriptValue {
        let key = name + "#" + platform.rawValue
        if let known = module.memo[key] { return known }
        guard !module.inProgress.contains(key) else { return .unknown }
        module.inProgress.insert(key)
        defer { module.inProgress.remove(key) }
        var result = ScriptValue.unknown
        if let range = module.bindings[name] {
            result = evaluate(range, in: module, platform: platform)
        } else if let members = module.enums[name] {
            // `A = 'x'` members; one without a value is a number, not a font name.
            var object = ScriptObject()
            for part in elements(members, in: module) {
                let key = module.tokens[part.lowerBound]
                guard key.kind == .identifier || key.kind == .string else { continue }
                let value: ScriptValue =
                    part.count > 2 && module.tokens[part.lowerBound + 1].isPunctuation("=")
                    ? evaluate((part.lowerBound + 2)..<part.upperBound, in: module, platform: platform) : .unknown
                object.set(key.text, value, at: module.source.location(part.lowerBound))
            }
            result = .object(object)
        } else if let destructured = module.destructured[name] {
            result = evaluate(destructured.range, in: module, platform: platform)[destructured.member] ?? .unknown
        } else if let source = module.imports[name] {
            result = imported(source.specifier, source.name, from: module, platform: platform)
        }
        module.memo[key] = result
        return result
    }

    private func imported(
        _ specifier: String, _ name: String, from module: ScriptModule, platform: ScriptPlatform
    ) -> ScriptValue {
        if specifier.hasPrefix("@expo-google-fonts/") {
            return .fontPackage(package: specifier, export: name)
        }
        guard let path = resolve(specifier, from: module.path, platform: platform) else { return .unknown }
        if Self.fontExtensions.contains(Platform.lowercasedExtension(of: path)) { return .file(path) }
        guard let target = self.module(path) else { return .unknown }
        if name == "*" {
            // A CommonJS module (`module.exports = …`) is its exports; an ES module its namespace.
            if target.exports.isEmpty, target.reexportsAll.isEmpty, target.defaultExport != nil {
                return export("default", of: target, platform: platform)
            }
            var namespace = ScriptObject()
            if target.defaultExport != nil {
                namespace.set(
                    "default", export("default", of: target, platform: platform),
                    at: SourceLocation(file: path, line: 1, column: 1))
            }
            for exported in target.exports.keys.sorted() {
                namespace.set(
                    exported, export(exported, of: target, platform: platform),
                    at: SourceLocation(file: path, line: 1, column: 1))
            }
            return .object(namespace)
        }
        return export(name, of: target, platform: platform)
    }

    /// An export of `module` by name ("default" included).
    func export(_ name: String, of module: ScriptModule, platform: ScriptPlatform) -> ScriptValue {
        if name == "default", let range = module.defaultExport {
            let key = "default#" + platform.rawValue
            if let known = module.memo[key] { return known }
            guard !module.inProgress.contains(key) else { return .unknown }
            module.inProgress.insert(key)
            defer { module.inProgress.remove(key) }
            let result = evaluate(range, in: module, platform: platform)
            module.memo[key] = result
            return result
        }
        if let local = module.exports[name] { return value(of: local, in: module, platform: platform) }
        if let exports = module.defaultExport.map({ evaluate($0, in: module, platform: platform) }),
            let member = exports[name]
        {
            return member  // CommonJS: module.exports = { name }
        }
        for specifier in module.reexportsAll {
            let found = imported(specifier, name, from: module, platform: platform)
            if case .unknown = found { continue }
            return found
        }
        return .unknown
    }

    /// The value of an expression's tokens.
    func evaluate(_ whole: Range<Int>, in module: ScriptModule, platform: ScriptPlatform) -> ScriptValue {
        budget -= 1
        guard budget > 0, depth < Self.maxDepth else { return .unknown }
        depth += 1
        defer { depth -= 1 }
        let source = module.source
        let tokens = source.tokens
        var range = whole
        // `x as const`, `x satisfies T`, `x!`: the value is x.
        var j = range.lowerBound
        while j < range.upperBound {
            if let close = source.closing[j], tokens[j].kind == .punctuation {
                j = close + 1
                continue
            }
            if tokens[j].isIdentifier("as") || tokens[j].isIdentifier("satisfies"), j > range.lowerBound {
                range = range.lowerBound..<j
                break
            }
            j += 1
        }
        while range.count > 1, tokens[range.upperBound - 1].isPunctuation("!") { range = range.dropLast() }
        guard let first = range.first else { return .unknown }
        let firstToken = tokens[first]
        // A whole bracketed group.
        if let close = source.closing[first], close == range.upperBound - 1, firstToken.kind == .punctuation {
            switch firstToken.text {
            case "(": return evaluate((first + 1)..<close, in: module, platform: platform)
            case "{": return .object(object((first + 1)..<close, in: module, platform: platform))
            case "[": return array((first + 1)..<close, in: module, platform: platform)
            default: break
            }
        }
        if firstToken.isPunctuation("`"), let value = template(range, in: module, platform: platform) {
            return value
        }
        if let conditional = platformConditional(range, in: module, platform: platform) { return conditional }
        if range.count == 1 {
            switch firstToken.kind {
            case .string: return firstToken.interpolates ? .unknown : .string(firstToken.text)
            case .number: return Double(firstToken.text).map(ScriptValue.number) ?? .unknown
            case .identifier: return value(of: firstToken.text, in: module, platform: platform)
            case .punctuation: return .unknown
            }
        }
        if range.count == 2, firstToken.isPunctuation("-"), tokens[first + 1].kind == .number {
            return Double(tokens[first + 1].text).map { .number(-$0) } ?? .unknown
        }
        // A call: `StyleSheet.create({…})`, `Platform.select({…})`, `require('…')`.
        let last = range.upperBound - 1
        if tokens[last].isPunctuation(")"),
            let open = (range.lowerBound..<last).last(where: { source.closing[$0] == last }),
            open > first
        {
            // `StyleSheet.create<Styles>(…)`: the type arguments are not part of the name.
            let callee = (first..<open).map { tokens[$0].text }.prefix { $0 != "<" }.joined()
            let argument = source.arguments(ofCallAt: open - 1, separator: ":").first?.range
            switch callee {
            case "StyleSheet.create", "Object.freeze", "makeStyles", "createStyles":
                return argument.map { evaluate($0, in: module, platform: platform) } ?? .unknown
            case "Platform.select":
                guard let argument, let options = evaluate(argument, in: module, platform: platform).object else {
                    return .unknown
                }
                return options[platform.rawValue] ?? options["native"] ?? options["default"] ?? .unknown
            case "require":
                guard let argument, argument.count == 1, tokens[argument.lowerBound].kind == .string else {
                    return .unknown
                }
                let specifier = tokens[argument.lowerBound].text
                return imported(specifier, "*", from: module, platform: platform)
            default: return .unknown
            }
        }
        // A styled component: the font keys of its template (and of the one it extends).
        if let template = styledComponent(range, in: module) {
            let (properties, objects) = StyledTemplates.declarations(template, in: source)
            let keys = styledFontKeys(
                template, properties: properties, objects: objects, in: module, platform: platform)
            var object = ScriptObject()
            let location = source.location(template.open)
            for (key, value) in [("fontFamily", keys.family), ("fontWeight", keys.weight), ("fontStyle", keys.style)] {
                if let value { object.set(key, value, at: location) }
            }
            return .object(object)
        }
        return memberChain(range, in: module, platform: platform)
    }

    /// `a.b.c`, `a['b']`, `a?.b`.
    private func memberChain(_ range: Range<Int>, in module: ScriptModule, platform: ScriptPlatform) -> ScriptValue {
        let source = module.source
        let tokens = source.tokens
        guard tokens[range.lowerBound].kind == .identifier else { return .unknown }
        var value: ScriptValue
        var j: Int
        if tokens[range.lowerBound].text == "require", range.count > 2, tokens[range.lowerBound + 1].isPunctuation("("),
            let close = source.closing[range.lowerBound + 1], close < range.upperBound - 1
        {
            // `require('./theme').fonts`
            value = evaluate(range.lowerBound..<(close + 1), in: module, platform: platform)
            j = close + 1
        } else {
            value = self.value(of: tokens[range.lowerBound].text, in: module, platform: platform)
            j = range.lowerBound + 1
        }
        while j < range.upperBound {
            if case .unknown = value { return .unknown }
            if tokens[j].isPunctuation("?"), j + 1 < range.upperBound, tokens[j + 1].isPunctuation(".") { j += 1 }
            if tokens[j].isPunctuation("."), j + 1 < range.upperBound, tokens[j + 1].kind == .identifier {
                value = member(value, tokens[j + 1].text)
                j += 2
            } else if tokens[j].isPunctuation("["), let close = source.closing[j], close == j + 2,
                tokens[j + 1].kind == .string || tokens[j + 1].kind == .number
            {
                value = member(value, tokens[j + 1].text)
                j = close + 1
            } else {
                return .unknown
            }
        }
        return value
    }

    private func member(_ value: ScriptValue, _ key: String) -> ScriptValue {
        switch value {
        case .object(let object): return object[key] ?? .unknown
        case .array(let items):
            return Int(key).flatMap { $0 >= 0 && $0 < items.count ? items[$0].value : nil } ?? .unknown
        default: return .unknown
        }
    }

    /// `Platform.OS === 'ios' ? a : b` and its `!==`, `==` and `'android'` forms.
    private func platformConditional(_ range: Range<Int>, in module: ScriptModule, platform: ScriptPlatform)
        -> ScriptValue?
    {
        let tokens = module.tokens
        let s = range.lowerBound
        guard range.count >= 9, tokens[s].isIdentifier("Platform"), tokens[s + 1].isPunctuation("."),
            tokens[s + 2].isIdentifier("OS")
        else { return nil }
        var j = s + 3
        var negated = false
        var operators = ""
        while j < range.upperBound, tokens[j].isPunctuation("=") || tokens[j].isPunctuation("!") {
            operators += tokens[j].text
            j += 1
        }
        guard operators == "===" || operators == "==" || operators == "!==" || operators == "!=" else { return nil }
        negated = operators.hasPrefix("!")
        guard j < range.upperBound, tokens[j].kind == .string, j + 1 < range.upperBound,
            tokens[j + 1].isPunctuation("?")
        else { return nil }
        let matches = (tokens[j].text == platform.rawValue) != negated
        // The `:` that ends the first branch, outside brackets and nested conditionals.
        var k = j + 2
        var depth = 0
        while k < range.upperBound {
            if let close = module.source.closing[k], tokens[k].kind == .punctuation {
                k = close + 1
                continue
            }
            if tokens[k].isPunctuation("?") && !(module.source.token(k + 1)?.isPunctuation(".") ?? false) {
                depth += 1
            }
            if tokens[k].isPunctuation(":") {
                if depth == 0 { break }
                depth -= 1
            }
            k += 1
        }
        guard k < range.upperBound else { return nil }
        return matches
            ? evaluate((j + 2)..<k, in: module, platform: platform)
            : evaluate((k + 1)..<range.upperBound, in: module, platform: platform)
    }

    /// The elements of a group, split at its top-level commas.
    func elements(_ range: Range<Int>, in module: ScriptModule) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var j = start
        while j < range.upperBound {
            if let close = module.source.closing[j], module.tokens[j].kind == .punctuation {
                j = close + 1
                continue
            }
            if module.tokens[j].isPunctuation(",") {
                if start < j { parts.append(start..<j) }
                start = j + 1
            }
            j += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    func object(_ range: Range<Int>, in module: ScriptModule, platform: ScriptPlatform) -> ScriptObject {
        let tokens = module.tokens
        var object = ScriptObject()
        for part in elements(range, in: module) {
            let s = part.lowerBound
            let location = module.source.location(s)
            if part.count > 3, tokens[s].isPunctuation("."), tokens[s + 1].isPunctuation("."),
                tokens[s + 2].isPunctuation(".")
            {
                switch evaluate((s + 3)..<part.upperBound, in: module, platform: platform) {
                case .object(let spread):
                    budget -= spread.members.count
                    object.merge(spread)
                default: object.isPartial = true
                }
                continue
            }
            let key = tokens[s]
            guard key.kind == .identifier || key.kind == .string || key.kind == .number else {
                object.isPartial = true  // a computed key
                continue
            }
            if part.count == 1, key.kind == .identifier {
                object.set(key.text, value(of: key.text, in: module, platform: platform), at: location)
            } else if part.count > 2, tokens[s + 1].isPunctuation(":") {
                object.set(key.text, evaluate((s + 2)..<part.upperBound, in: module, platform: platform), at: location)
            }
        }
        return object
    }

    private func array(_ range: Range<Int>, in module: ScriptModule, platform: ScriptPlatform) -> ScriptValue {
        let tokens = module.tokens
        var items: [ScriptItem] = []
        for part in elements(range, in: module) {
            if part.count > 3, tokens[part.lowerBound].isPunctuation("."),
                tokens[part.lowerBound + 2].isPunctuation(".")
            {
                if case .array(let spread) = evaluate(
                    (part.lowerBound + 3)..<part.upperBound, in: module, platform: platform)
                {
                    budget -= spread.count
                    items += spread.prefix(max(0, ScriptObject.limit - items.count))
                    continue
                }
                return .unknown
            }
            guard items.count < ScriptObject.limit else { break }
            items.append(
                ScriptItem(
                    value: evaluate(part, in: module, platform: platform),
                    location: module.source.location(part.lowerBound)
                ))
        }
        return .array(items)
    }

    /// "`a${b}c`" whose substitutions are all known strings or numbers.
    private func template(_ range: Range<Int>, in module: ScriptModule, platform: ScriptPlatform) -> ScriptValue? {
        let tokens = module.tokens
        var text = ""
        var j = range.lowerBound + 1
        while j < range.upperBound {
            let t = tokens[j]
            if t.isPunctuation("`") {
                return j == range.upperBound - 1 ? .string(text) : nil
            }
            if t.kind == .string {
                guard !t.text.contains("\\") else { return .unknown }
                text += t.text
                j += 1
            } else if t.isPunctuation("{"), let close = module.source.closing[j] {
                switch evaluate((j + 1)..<close, in: module, platform: platform) {
                case .string(let s): text += s
                case .number(let n): text += n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
                default: return .unknown
                }
                j = close + 1
            } else {
                return nil
            }
        }
        return nil
    }
}
