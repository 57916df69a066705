import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Reads the native spec format (see `schema/fontaudit-spec.schema.json`) into `TextStyle`s.
/// Every error is located; unknown keys are warnings with "did you mean".
package enum SpecParser {
    static let rootKeys = ["$schema", "boldText", "fonts", "systemFonts", "styles", "waivers"]
    static let styleKeys = [
        "name", "family", "weight", "italic", "fontName", "size", "lineHeight", "letterSpacing",
        "textCase", "textDecoration", "description",
    ]
    static let textCases = ["none", "uppercase", "lowercase", "capitalize", "original", "title"]
    static let textDecorations = ["none", "underline", "line-through", "strikethrough"]

    package static let maximumFileSize = 64 * 1_048_576

    package static func load(path: String) throws(LocatedError) -> Spec {
        try parse(try readFile(path), file: path)
    }

    /// A spec, token or baseline file (`-` is standard input), read up to `maximumFileSize` bytes: a parsed
    /// spec takes about ten times its size, and real ones are kilobytes. The bytes are counted as they are
    /// read, so /dev/zero, a FIFO or a file that grows cannot make the read unbounded.
    static func readFile(_ path: String, what: String = "spec") throws(LocatedError) -> [UInt8] {
        let name = displayName(path)
        switch Platform.readFile(path, limit: maximumFileSize) {
        case .success(let bytes): return bytes
        case .failure(.missing): throw LocatedError("no such \(what) file", file: name)
        case .failure(.directory): throw LocatedError("is a folder, not a \(what) file", file: name)
        case .failure(.tooLarge(let limit)):
            throw LocatedError(
                "the input is larger than \(limit / 1_048_576) MiB; fontaudit reads spec, token and baseline files up to that size",
                file: name)
        case .failure(.unreadable(let reason)): throw LocatedError("the file cannot be read: \(reason)", file: name)
        case .failure(.notRegular): throw LocatedError("not a regular file", file: name)
        case .failure(.link): throw LocatedError("a symbolic link", file: name)  // only asked for with noFollow
        }
    }

    /// How messages and reports name an input: `-` is standard input.
    package static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    package static func parse(_ bytes: [UInt8], file: String) throws(LocatedError) -> Spec {
        try interpret(try JSONParser.parse(bytes, file: file), file: file)
    }

    static func interpret(_ root: JSONNode, file: String) throws(LocatedError) -> Spec {
        var warnings: [LocatedWarning] = []
        guard let members = root.members else {
            throw LocatedError(
                "a spec must be a JSON object with a \"styles\" array, not \(root.kindName)", at: root.location)
        }
        warnUnknownKeys(members, known: rootKeys, in: "the spec", into: &warnings)

        let folder = Platform.directory(of: file)
        var fonts: [String] = []
        if let node = root["fonts"] {
            guard let items = node.elements else {
                throw LocatedError("\"fonts\" must be an array of paths, not \(node.kindName)", at: node.location)
            }
            for item in items {
                guard let path = item.string, !path.isEmpty else {
                    throw LocatedError(
                        "each entry of \"fonts\" must be a path string, not \(item.kindName)", at: item.location)
                }
                let resolved = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
                if Platform.kind(of: resolved) == .missing {
                    throw LocatedError(
                        "font path \"\(path)\" does not exist (looked for \(resolved), relative to the spec)",
                        at: item.location)
                }
                fonts.append(resolved)
            }
        }
        var systemFonts: Bool?
        if let node = root["systemFonts"] {
            guard let value = node.bool else {
                throw LocatedError("\"systemFonts\" must be true or false, not \(node.kindName)", at: node.location)
            }
            systemFonts = value
        }
        var boldText: BoldTextSetting?
        if let node = root["boldText"] { boldText = try parseBoldText(node, warnings: &warnings) }
        if let node = root["$schema"], node.string == nil {
            throw LocatedError("\"$schema\" must be a string", at: node.location)
        }

        guard let stylesNode = root["styles"] else {
            throw LocatedError("the spec has no \"styles\" array; add one with at least one style", at: root.location)
        }
        guard let styleNodes = stylesNode.elements else {
            throw LocatedError(
                "\"styles\" must be an array of style objects, not \(stylesNode.kindName)", at: stylesNode.location)
        }
        guard !styleNodes.isEmpty else {
            throw LocatedError("\"styles\" is empty; add at least one style", at: stylesNode.location)
        }
        var styles: [TextStyle] = []
        var names: [String: SourceLocation] = [:]
        styles.reserveCapacity(styleNodes.count)
        names.reserveCapacity(styleNodes.count)
        for node in styleNodes {
            let style = try parseStyle(node, warnings: &warnings)
            if let first = names[style.name] {
                throw LocatedError(
                    "duplicate style name \"\(style.name)\" (first at line \(first.line), column \(first.column))",
                    at: node["name"]?.location ?? node.location)
            }
            names[style.name] = style.location
            styles.append(style)
        }
        var waivers: [Waiver] = []
        if let node = root["waivers"] { waivers = try WaiverParser.parse(node, warnings: &warnings) }
        return Spec(
            file: file, styles: styles, fonts: fonts, systemFonts: systemFonts, boldText: boldText, waivers: waivers,
            warnings: warnings, styleNamesAreDistinct: true)
    }

    /// `place` is only built when a key is unknown: a 5,000-style spec would otherwise build 5,000 of them.
    static func warnUnknownKeys(
        _ members: [JSONNode.Member], known: [String], in place: @autoclosure () -> String,
        into warnings: inout [LocatedWarning]
    ) {
        for member in members where !known.contains(member.key) {
            var message = "unknown key \"\(member.key)\" in \(place()) is ignored"
            if let guess = Suggestion.closest(to: member.key, among: known) {
                message += "; did you mean \"\(guess)\"?"
            }
            warnings.append(LocatedWarning(location: member.keyLocation, message: message))
        }
    }

    /// Where each known key of a style object sits among its members: found in one pass, since looking
    /// each key up in turn compared every member a dozen times a style.
    private struct StyleMembers {
        var name, family, weight, italic, fontName, size, lineHeight, letterSpacing, textCase, textDecoration,
            description: Int?
        var unknown: [Int] = []

        init(_ members: [JSONNode.Member]) {
            for i in members.indices {
                switch members[i].key {
                case "name": name = i
                case "family": family = i
                case "weight": weight = i
                case "italic": italic = i
                case "fontName": fontName = i
                case "size": size = i
                case "lineHeight": lineHeight = i
                case "letterSpacing": letterSpacing = i
                case "textCase": textCase = i
                case "textDecoration": textDecoration = i
                case "description": description = i
                default: unknown.append(i)
                }
            }
        }
    }

    private static func parseStyle(_ node: JSONNode, warnings: inout [LocatedWarning]) throws(LocatedError) -> TextStyle
    {
        guard case .object(let members) = node.value else {
            throw LocatedError("each style must be an object, not \(node.kindName)", at: node.location)
        }
        let keys = StyleMembers(members)
        guard let nameIndex = keys.name else {
            throw LocatedError("this style has no \"name\"; every style needs a unique name", at: node.location)
        }
        guard case .string(let name) = members[nameIndex].value.value, !name.isBlank else {
            throw LocatedError("\"name\" must be a non-empty string", at: members[nameIndex].value.location)
        }
        if !keys.unknown.isEmpty {
            warnUnknownKeys(
                keys.unknown.map { members[$0] }, known: styleKeys, in: "style \"\(name)\"", into: &warnings)
        }

        var style = TextStyle(name: name, location: node.location)
        if let i = keys.italic {
            guard case .bool(let value) = members[i].value.value else {
                throw LocatedError(
                    "\"italic\" must be true or false, not \(members[i].value.kindName)", at: members[i].value.location)
            }
            style.italic = value
        }
        try checkTypography(members, keys)
        // Kept for the HTML report's metrics column and specimen size.
        if let i = keys.size, case .number(let value, _) = members[i].value.value { style.size = value }
        if let i = keys.lineHeight {
            switch members[i].value.value {
            case .number(let value, _): style.lineHeight = TextStyle.measure(value)
            case .string(let text): style.lineHeight = text
            default: break
            }
        }

        if let fontNameIndex = keys.fontName {
            if let other = keys.family ?? keys.weight {
                throw LocatedError(
                    "style \"\(name)\" gives both \"fontName\" and \"family\"/\"weight\"; give one or the other",
                    at: members[other].value.location)
            }
            let fontNameNode = members[fontNameIndex].value
            guard case .string(let fontName) = fontNameNode.value, !fontName.isEmpty else {
                throw LocatedError(
                    "\"fontName\" must be a PostScript name string, not \(fontNameNode.kindName)",
                    at: fontNameNode.location)
            }
            style.fontName = fontName
            return style
        }
        guard let familyIndex = keys.family else {
            throw LocatedError("style \"\(name)\" needs \"family\" and \"weight\", or \"fontName\"", at: node.location)
        }
        guard case .string(let family) = members[familyIndex].value.value, !family.isBlank else {
            throw LocatedError(
                "\"family\" must be a non-empty string, not \(members[familyIndex].value.kindName)",
                at: members[familyIndex].value.location)
        }
        guard let weightIndex = keys.weight else {
            throw LocatedError(
                "style \"\(name)\" gives \"family\" but no \"weight\"; add e.g. \"weight\": \"regular\" or 400",
                at: node.location)
        }
        style.family = family
        style.weight = try parseWeight(members[weightIndex].value)
        return style
    }

    /// A number from 1 to 1000, or a weight name ("SemiBold", "semi-bold" and "Semi Bold" are one name).
    static func parseWeight(_ node: JSONNode) throws(LocatedError) -> Int {
        switch node.value {
        case .number(let value, let literal):
            guard value == value.rounded() else {
                throw LocatedError("weight \(literal) must be a whole number from 1 to 1000", at: node.location)
            }
            guard (1...1000).contains(value) else {
                throw LocatedError(
                    "weight \(literal) is out of range; use a number from 1 to 1000 or a weight name", at: node.location
                )
            }
            return Int(value)
        case .string(let text):
            if let named = WeightClass.value(named: text) { return named }
            if let number = Int(text.trimmingCharacters(in: " \t")), (1...1000).contains(number) { return number }
            var message = "\"\(text)\" is not a weight name or a number from 1 to 1000"
            if let guess = Suggestion.closest(
                to: WeightClass.normalizedName(text), among: Array(WeightClass.namedWeights.keys))
            {
                message += "; did you mean \"\(guess)\"?"
            }
            throw LocatedError(message, at: node.location)
        default:
            throw LocatedError(
                "\"weight\" must be a number from 1 to 1000 or a weight name, not \(node.kindName)", at: node.location)
        }
    }

    private static func checkTypography(_ members: [JSONNode.Member], _ keys: StyleMembers) throws(LocatedError) {
        if let i = keys.size {
            guard case .number(let value, _) = members[i].value.value, value > 0 else {
                throw LocatedError("\"size\" must be a positive number", at: members[i].value.location)
            }
        }
        for (key, index) in [("lineHeight", keys.lineHeight), ("letterSpacing", keys.letterSpacing)] {
            guard let index else { continue }
            let value = members[index].value
            switch value.value {
            case .number: continue
            case .string(let text) where Double(text.trimmingCharacters(in: "%pxemrt ")) != nil: continue
            default:
                throw LocatedError(
                    "\"\(key)\" must be a number or a string such as \"120%\" or \"0.5px\", not \(value.kindName)",
                    at: value.location)
            }
        }
        for (key, index, allowed) in [
            ("textCase", keys.textCase, textCases), ("textDecoration", keys.textDecoration, textDecorations),
        ] {
            guard let index else { continue }
            let value = members[index].value
            guard case .string(let text) = value.value, allowed.contains(text) else {
                throw LocatedError(
                    "\"\(key)\" must be one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))",
                    at: value.location)
            }
        }
        if let i = keys.description, members[i].value.string == nil {
            throw LocatedError("\"description\" must be a string", at: members[i].value.location)
        }
    }

    private static func parseBoldText(_ node: JSONNode, warnings: inout [LocatedWarning]) throws(LocatedError)
        -> BoldTextSetting
    {
        func policyName(_ node: JSONNode) throws(LocatedError) -> BoldTextPolicy.Name {
            guard let text = node.string else {
                throw LocatedError(
                    "the Bold Text policy must be a name (\(BoldTextPolicy.Name.allNames)), not \(node.kindName)",
                    at: node.location)
            }
            guard let name = BoldTextPolicy.Name(rawValue: text) else {
                var message = "\"\(text)\" is not a Bold Text policy; use one of \(BoldTextPolicy.Name.allNames)"
                if let guess = Suggestion.closest(to: text, among: BoldTextPolicy.Name.allCases.map(\.rawValue)) {
                    message += "; did you mean \"\(guess)\"?"
                }
                throw LocatedError(message, at: node.location)
            }
            return name
        }
        if node.string != nil { return BoldTextSetting(policy: try policyName(node)) }
        guard let members = node.members else {
            throw LocatedError(
                "\"boldText\" must be a policy name or an object {\"policy\": …, \"map\": {…}}, not \(node.kindName)",
                at: node.location)
        }
        warnUnknownKeys(members, known: ["policy", "map"], in: "\"boldText\"", into: &warnings)
        var setting = BoldTextSetting()
        if let policy = node["policy"] { setting.policy = try policyName(policy) }
        if let map = node["map"] {
            guard let entries = map.members else {
                throw LocatedError("\"map\" must be an object such as {\"400\": 700}", at: map.location)
            }
            var keyOf: [Int: String] = [:]  // weight class → the key that set it
            for entry in entries {
                guard let from = Int(entry.key), (1...1000).contains(from) else {
                    throw LocatedError(
                        "map key \"\(entry.key)\" must be a weight from 1 to 1000", at: entry.keyLocation)
                }
                // Keys are bucketed like weights: two that land on one class would leave the answer to JSON
                // member order.
                let weightClass = WeightClass.bucket(from)
                if let earlier = keyOf[weightClass] {
                    throw LocatedError(
                        "map keys \"\(earlier)\" and \"\(entry.key)\" are both weight class \(weightClass); give each class one entry",
                        at: entry.keyLocation)
                }
                keyOf[weightClass] = entry.key
                setting.map[weightClass] = try parseWeight(entry.value)
            }
        }
        return setting
    }
}
