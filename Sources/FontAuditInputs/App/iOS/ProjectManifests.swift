import FontAuditModel
import FontAuditSystem

/// `UIAppFonts` written in a project generator's manifest, which writes the app's Info.plist from it when it
/// generates the Xcode project (the generated project and plist are usually not committed):
/// - XcodeGen's `project.yml`: a target's `info: properties:` become its Info.plist ("properties: a dictionary
///   of Info.plist properties", XcodeGen's Docs/ProjectSpec.md, "Plist").
/// - Tuist's `Project.swift`: `infoPlist: .extendingDefault(with: ["UIAppFonts": [...]])` or
///   `.dictionary([...])` (Tuist's ProjectDescription `InfoPlist`: "the default content … extended with the
///   values in the given dictionary").
enum ProjectManifests {
    /// An XcodeGen spec's `UIAppFonts` lists, wherever a mapping holds the key (a target's `info.properties`,
    /// a target template's); a list that is not one of names is an input error.
    /// Returns the spec's tree, nil when it is empty or not YAML.
    @discardableResult
    static func readXcodeGen(
        _ bytes: [UInt8], path: String, into found: inout IOSDeclarations.Found, warnings: inout [LocatedWarning]
    ) -> YAMLNode? {
        let root: YAMLNode
        switch YAMLTree.parse(bytes, maxNodes: 100_000, maxDepth: 32) {
        case .success(let node?): root = node
        case .success(nil): return nil
        case .failure(let error):
            found.hasAppDeclarations = true
            warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: path, line: error.line, column: error.column),
                    message: "not valid YAML (\(error.message)); its UIAppFonts cannot be read", isError: true))
            return nil
        }
        var stack = [root]
        while let node = stack.popLast() {
            switch node {
            case .mapping(let pairs, _, _):
                for pair in pairs {
                    guard pair.key.string == "UIAppFonts" else {
                        stack.append(pair.value)
                        continue
                    }
                    // Only a key that is there declares (a comment naming UIAppFonts is not one).
                    found.hasAppDeclarations = true
                    let site = SourceLocation(file: path, line: pair.key.line, column: pair.key.column)
                    found.declarationSites[""] = found.declarationSites[""] ?? site
                    guard let items = pair.value.items else {
                        warnings.append(
                            LocatedWarning(
                                location: site, message: "UIAppFonts must be a list of file names", isError: true))
                        continue
                    }
                    for item in items {
                        let location = SourceLocation(file: path, line: item.line, column: item.column)
                        guard let name = item.string, !name.isEmpty else {
                            warnings.append(
                                LocatedWarning(
                                    location: location, message: "a UIAppFonts entry that is not a file name",
                                    isError: true))
                            continue
                        }
                        found.declarations.append(FontDeclaration(entry: name, location: location, bundle: nil))
                    }
                }
            case .sequence(let items, _, _):
                stack += items
            case .scalar:
                continue
            }
        }
        return root
    }

    /// A Tuist manifest's `"UIAppFonts": [ … ]` entries: string literals, or `.string("…")`, read from the
    /// manifest's Swift tokens, so a key in a comment or a string declares nothing. A list built any other way (a
    /// constant, a function's result) cannot be read without running the manifest: an input warning at its place,
    /// and its fonts stay undeclared.
    static func readTuist(
        _ bytes: [UInt8], path: String, into found: inout IOSDeclarations.Found, warnings: inout [LocatedWarning]
    ) {
        let tokens = SourceLexer.tokens(bytes, language: .swift)
        for i in tokens.indices
        where tokens[i].kind == .string && !tokens[i].interpolates && tokens[i].text == "UIAppFonts" {
            found.hasAppDeclarations = true
            let site = SourceLocation(file: path, line: tokens[i].line, column: tokens[i].column)
            found.declarationSites[""] = found.declarationSites[""] ?? site
            guard let entries = literalList(after: i, in: tokens) else {
                warnings.append(
                    LocatedWarning(
                        location: site,
                        message:
                            "UIAppFonts is not a list of file names written out (\"A.ttf\" or .string(\"A.ttf\")); fontaudit cannot run the manifest, so these fonts count as undeclared"
                    ))
                continue
            }
            for entry in entries {
                found.declarations.append(
                    FontDeclaration(
                        entry: entry.text, location: SourceLocation(file: path, line: entry.line, column: entry.column),
                        bundle: nil))
            }
        }
    }

    /// `: [ "A.ttf", .string("B.otf"), ]` (with `.array(` around it allowed) after the key at `key`: the string
    /// tokens; nil when the value is anything but such a list.
    static func literalList(after key: Int, in tokens: [SourceToken]) -> [SourceToken]? {
        var k = key + 1
        func take(_ punctuation: String) -> Bool {
            guard k < tokens.count, tokens[k].isPunctuation(punctuation) else { return false }
            k += 1
            return true
        }
        guard take(":") else { return nil }
        let wrapped = k + 2 < tokens.count && tokens[k].isPunctuation(".") && tokens[k + 1].isIdentifier("array")
        if wrapped { k += 2 }
        if wrapped, !take("(") { return nil }
        guard take("[") else { return nil }
        var entries: [SourceToken] = []
        while k < tokens.count {
            if take("]") { break }
            let call = k + 1 < tokens.count && tokens[k].isPunctuation(".") && tokens[k + 1].isIdentifier("string")
            if call {
                k += 2
                guard take("(") else { return nil }
            }
            guard k < tokens.count, tokens[k].kind == .string, !tokens[k].interpolates else { return nil }
            entries.append(tokens[k])
            k += 1
            if call, !take(")") { return nil }
            if take(",") { continue }
            guard take("]") else { return nil }
            break
        }
        if wrapped, !take(")") { return nil }
        return entries
    }
}
