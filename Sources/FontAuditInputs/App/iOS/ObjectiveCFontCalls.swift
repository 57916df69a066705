import FontAuditModel
import FontAuditSystem

/// The font calls of Objective-C sources (`.m`, `.mm`): `[UIFont fontWithName:@"AvenirNext-Medium" size:12]` and
/// `[UIFontDescriptor fontDescriptorWithName:@"…" size:12]`, the same look-ups as Swift's `UIFont(name:size:)`
/// and `UIFontDescriptor(name:size:)` (Apple: `+[UIFont fontWithName:size:]`, "The fully specified name of the
/// font. This name incorporates both the font family name and the specific style information for the font";
/// Core Text then tries the family and the display name, `kCTFontNameAttribute`). Older UIKit apps set their
/// labels' fonts so (NYPL's SimplyE, `NYPLSettingsAccountDetailViewController.m`). A name that is not an
/// `@"…"` literal is counted as not checked, never guessed. The file is lexed as Swift: comments, `"…"` strings
/// and brackets are alike, and the `@` before a literal is a token of its own.
enum ObjectiveCFontCalls {
    static let extensions = ["m", "mm"]

    /// The receivers and their selectors' first parts that take a font's name.
    private static let calls: [String: String] = [
        "UIFont": "fontWithName", "UIFontDescriptor": "fontDescriptorWithName",
    ]

    /// Whether `bytes` may hold a call: the lexer runs only on such files.
    static func mayCall(_ bytes: [UInt8]) -> Bool {
        ProjectText.find("WithName", in: bytes) != nil
    }

    /// The styles and the not-checked calls of one file's tokens.
    static func scan(_ tokens: [SourceToken], file: String) -> (styles: [TextStyle], notChecked: [SourceLocation]) {
        var styles: [TextStyle] = []
        var notChecked: [SourceLocation] = []
        for i in tokens.indices.dropLast(3) {
            // `[` receiver selector `:` — a message send, not a declaration (`+ (UIFont *)fontWithName:…`).
            let receiver = tokens[i + 1]
            guard tokens[i].isPunctuation("["), receiver.kind == .identifier,
                let selector = calls[receiver.text], tokens[i + 2].isIdentifier(selector),
                tokens[i + 3].isPunctuation(":")
            else { continue }
            let location = SourceLocation(file: file, line: receiver.line, column: receiver.column)
            // `@"Name"`, then `size:` and its number when it is one. Adjacent literals (`@"Avenir" @"Next"`) are
            // one string to the compiler: not read.
            guard i + 5 < tokens.count, tokens[i + 4].isPunctuation("@"), tokens[i + 5].kind == .string,
                !tokens[i + 5].interpolates, !tokens[i + 5].text.isEmpty,
                i + 6 == tokens.count || !(tokens[i + 6].isPunctuation("@") || tokens[i + 6].kind == .string)
            else {
                notChecked.append(location)
                continue
            }
            var style = TextStyle(
                name: "\(Platform.baseName(of: file)):\(receiver.line)", location: location,
                fontName: tokens[i + 5].text)
            style.platform = .ios
            style.exactName = true
            style.acceptsFamilyName = true
            if i + 8 < tokens.count, tokens[i + 6].isIdentifier("size"), tokens[i + 7].isPunctuation(":"),
                tokens[i + 8].kind == .number
            {
                style.size = Double(tokens[i + 8].text)
            }
            styles.append(style)
        }
        return (styles, notChecked)
    }
}
