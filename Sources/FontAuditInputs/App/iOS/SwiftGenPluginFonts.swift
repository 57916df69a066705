import FontAuditModel
import FontAuditSystem
import FontCatalog

/// SwiftGen run as a build-tool plugin (SwiftGenPlugin in Package.swift, DroidKaigi's apps): its `Fonts.swift`
/// is written to `${DERIVED_SOURCES_DIR}` at build time and never committed, so the table `SwiftGenFonts` reads
/// from a generated file is not in the repository. Its `fonts` template (swift5) makes that table from the font
/// files alone: one enum per family, `{{family.name|swiftIdentifier:"pretty"|escapeReservedKeywords}}`, one
/// constant per face, `{{font.style|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords}}`, whose
/// name is the face's PostScript name; SwiftGenKit's `CTFont.parse` reads `kCTFontFamilyNameAttribute`,
/// `kCTFontStyleNameAttribute` and `CTFontCopyPostScriptName` of each descriptor of the file. So the same
/// table is made here from the faces, for a project whose SwiftGen configuration has a `fonts` section.
///
/// Which files: SwiftGen resolves a configuration's `inputs` (and its `input_dir`) relative to the
/// configuration file, so the font files under the configuration's folder; a font elsewhere is not keyed.
enum SwiftGenPluginFonts {
    /// SwiftGen's configuration file names (`swiftgen config` defaults to `swiftgen.yml`).
    static let configNames = ["swiftgen.yml", "swiftgen.yaml", ".swiftgen.yml", ".swiftgen.yaml"]

    /// The table for every SwiftGen configuration in the project with a `fonts` section, from the faces of the
    /// font files under its folder (the first configuration to key a constant wins, in the walk's order).
    static func table(
        _ files: ProjectFiles, fonts: ProjectFonts, fontFiles: [String], warnings: inout [LocatedWarning]
    ) -> [String: String] {
        var found: [String: String] = [:]
        let configs = configNames.flatMap { files.filesByLowercasedName[$0] ?? [] }
        for config in configs {
            guard let bytes = files.read(config, warnings: &warnings), configuresFonts(bytes) else { continue }
            let folder = Platform.parent(of: config) + "/"
            let faces = fontFiles.filter { $0.hasPrefix(folder) }.flatMap { fonts.faces(in: $0) }
            found.merge(table(faces)) { first, _ in first }
        }
        return found
    }

    /// Whether a configuration has a top-level `fonts:` key: a line that starts with it, at column 0.
    static func configuresFonts(_ bytes: [UInt8]) -> Bool {
        let key = Array("fonts:".utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            if bytes.count - lineStart >= key.count, bytes[lineStart..<(lineStart + key.count)].elementsEqual(key) {
                return true
            }
            guard let newline = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: lineStart) else {
                break
            }
            lineStart = newline + 1
        }
        return false
    }

    /// "DotGothic16.regular" → "DotGothic16-Regular" for each face: the key `SwiftGenFonts.key` makes of a use
    /// (`FontAssets.DotGothic16.regular.font(size:)`). A variable font's named instances are not descriptors of
    /// the file (Core Text lists its default only), so they are left out; its default is named as Core Text
    /// names it (`coreTextName`).
    static func table(_ faces: [FontFace]) -> [String: String] {
        var found: [String: String] = [:]
        for face in faces where face.instance == 0 {
            let name = face.coreTextName ?? face.postscriptName
            guard !name.isEmpty, !face.family.isEmpty, !face.style.isEmpty else { continue }
            let key = prettyIdentifier(face.family) + "." + lowerFirstWord(prettyIdentifier(face.style))
            if found[key] == nil { found[key] = name }
        }
        return found
    }

    /// StencilSwiftKit's `swiftIdentifier:"pretty"`: the string split at every character that cannot be in a
    /// Swift identifier, each part's first letter upper-cased, joined by `_` (`SwiftIdentifier.identifier(from:
    /// replaceWithUnderscores: true)`); then `snakeToCamelCase(stripLeading: true)`: with a lower-case letter
    /// anywhere, split at `_` and each part's first letter upper-cased, else each part capitalized (first letter
    /// up, the rest down); `_` before a leading digit. "Semi Bold" → "SemiBold", "IBM Plex Sans" → "IBMPlexSans".
    static func prettyIdentifier(_ string: String) -> String {
        var parts: [String] = [""]
        for scalar in string.unicodeScalars {
            if isIdentifierCharacter(scalar) {
                parts[parts.count - 1].unicodeScalars.append(scalar)
            } else {
                parts.append("")
            }
        }
        let joined = parts.map(upperFirst).joined(separator: "_")
        let hasLowercase = joined.unicodeScalars.contains { ("a"..."z").contains($0) }
        let words = joined.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        let camel = words.map { hasLowercase ? upperFirst($0) : upperFirst($0.lowercased()) }.joined()
        guard let first = camel.unicodeScalars.first else { return "" }
        return first.properties.numericType != nil ? "_" + camel : camel
    }

    /// StencilSwiftKit's `lowerFirstWord`: the leading run of capitals lower-cased, all but its last when a
    /// lower-case letter follows a run of two or more ("SemiBold" → "semiBold", "URLBold" → "urlBold").
    static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var run = 0
        while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
        if run > 1, run < scalars.count, scalars[run].properties.isLowercase { run -= 1 }
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < run {
                out.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func upperFirst(_ part: String) -> String {
        guard let first = part.unicodeScalars.first else { return part }
        return first.properties.uppercaseMapping + String(part.unicodeScalars.dropFirst())
    }

    /// The Swift Programming Language's identifier characters, as StencilSwiftKit lists them: ASCII letters,
    /// digits and `_`; beyond ASCII, letters, marks and numbers stand for its ranges (font names are ASCII in
    /// practice).
    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default: return false
        }
    }
}
