/// R.swift's fonts: `R.font.sourceSansProRegular` is the bundled face whose PostScript name R.swift turned into
/// that identifier (its `FontGenerator`: `SwiftIdentifier(name: font.name)`), and `R.font.x(size:)` and
/// `UIFont(resource: R.font.x, size:)` are `UIFont(name:size:)` with that name underneath.
enum RSwiftFonts {
    /// R.swift's `SwiftIdentifier(name:)`: the name split at every whitespace, punctuation, symbol or control
    /// character (not `_`), each part after the first with its first letter upper-cased; leading digits dropped;
    /// then the leading run of capitals lower-cased where a non-lower-case character follows it
    /// (`PTSans-Bold` → `ptSansBold`), else the first letter (`SourceSansPro-Regular` → `sourceSansProRegular`).
    static func identifier(of name: String) -> String {
        var parts: [String] = [""]
        for scalar in name.unicodeScalars {
            if isDisallowed(scalar) {
                parts.append("")
            } else {
                parts[parts.count - 1].unicodeScalars.append(scalar)
            }
        }
        var joined = parts[0]
        for part in parts.dropFirst() {
            guard let first = part.first else { continue }
            joined += first.uppercased() + part.dropFirst()
        }
        let trimmed = String(joined.drop { $0.isASCII && $0.isNumber })
        return lowercasePrefix(trimmed)
    }

    private static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return false }
        let properties = scalar.properties
        if properties.isWhitespace { return true }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
            .control, .unassigned, .surrogate, .privateUse:
            return true
        default: return false
        }
    }

    /// `^([A-Z]+)(?=[^a-z])` lower-cased, else the first character. The regex's run of capitals backs off one
    /// when a lower-case letter or the end follows the whole run (`PTSans` → `PT`, `ABC` → `AB`).
    private static func lowercasePrefix(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var run = 0
        while run < scalars.count, ("A"..."Z").contains(scalars[run]) { run += 1 }
        let match = run < scalars.count && !("a"..."z").contains(scalars[run]) ? run : run - 1
        guard match > 0 else {
            guard let first = name.first else { return name }
            return first.lowercased() + name.dropFirst()
        }
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            out.append(index < match ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar)
        }
        return String(out)
    }
}
