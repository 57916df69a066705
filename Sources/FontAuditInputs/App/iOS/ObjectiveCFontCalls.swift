import FontAuditModel
import FontAuditSystem

/// Custom fonts asked for by name in Objective-C: `[UIFont fontWithName:@"FiraSans-Regular" size:14]` is the
/// selector Swift imports as `UIFont(name:size:)` (Apple's page for `init?(name:size:)`, symbol
/// `c:objc(cs)UIFont(cm)fontWithName:size:`: "Creates and returns a font object for the specified font name and
/// size"): the face with that name, or nil, and the app shows the system font. OONI Probe's `.m` files ask for Fira
/// Sans so 21 times, none of them read before. A name that is not a plain literal (a macro, a constant, a
/// variable) is counted as not checked, never guessed.
enum ObjectiveCFontCalls {
    static let extensions = ["m", "mm"]

    static func read(_ files: ProjectFiles, warnings: inout [LocatedWarning]) -> (styles: [TextStyle], notChecked: Int)
    {
        var styles: [TextStyle] = []
        var notChecked = 0
        for file in extensions.flatMap({ files.filesByIndexedExtension[$0] ?? [] }).sorted() {
            guard let bytes = files.read(file, warnings: &warnings) else { continue }
            // Cheap test first: most files ask for no font by name.
            guard ProjectText.find("fontWithName", in: bytes) != nil else { continue }
            // Objective-C's comments and string literals are C's, which the Swift lexer reads alike; `@"…"` is an
            // `@` before a string.
            let tokens = SourceLexer.tokens(bytes, language: .swift)
            let stem = Platform.baseName(of: file)
            for i in tokens.indices where tokens[i].isIdentifier("fontWithName") {
                // `[UIFont fontWithName:`: a message to the UIFont class, not `UIFontDescriptor`'s own selector.
                guard i >= 2, tokens[i - 1].isIdentifier("UIFont"), tokens[i - 2].isPunctuation("["),
                    i + 1 < tokens.count, tokens[i + 1].isPunctuation(":")
                else { continue }
                var k = i + 2
                if k < tokens.count, tokens[k].isPunctuation("@") { k += 1 }
                guard k + 1 < tokens.count, tokens[k].kind == .string, !tokens[k].interpolates,
                    !tokens[k].text.isEmpty, tokens[k + 1].isIdentifier("size")
                else {
                    notChecked += 1
                    continue
                }
                let call = tokens[i - 1]
                var style = TextStyle(
                    name: "\(stem):\(call.line)",
                    location: SourceLocation(file: file, line: call.line, column: call.column),
                    fontName: tokens[k].text)
                style.platform = .ios
                // Looked up by exactly this name, as `UIFont(name:size:)` is: no family name stands in for it.
                style.exactName = true
                if k + 3 < tokens.count, tokens[k + 2].isPunctuation(":"), tokens[k + 3].kind == .number {
                    // `15.0f`: C's float suffix.
                    var size = tokens[k + 3].text
                    if size.hasSuffix("f") || size.hasSuffix("F") { size.removeLast() }
                    style.size = Double(size)
                }
                styles.append(style)
            }
        }
        return (styles, notChecked)
    }
}
