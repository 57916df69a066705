import FontAuditModel
import FontAuditSystem

/// What the Flutter reader keeps of one Dart file once it is lexed: its string constants and whether it names
/// `FontVariation`, always; its tokens only when it makes a call the style passes read (`TextStyle(`,
/// `ThemeData(`, `apply(`, `copyWith(`, `merge(`, `GoogleFonts`). Holding every file's tokens until the last one
/// was lexed took 262 MiB on a 10,000-file app, most of whose files define no style; the constants a style names
/// may be written in any file, so those are kept as facts. `FlutterProject(…, keepingEveryFile: true)`, which keeps
/// every file's tokens and reads the constants from them, is the reference path (`DartFileTests`).
struct DartFile: Sendable {
    var constants: [DartConstants.Definition]
    var namesFontVariation: Bool
    /// The file's tokens, when a style pass has something to read in them.
    var source: SourceCalls?

    /// The identifiers the style passes start from: a file naming none of them gives them nothing.
    static let styleCallNames: Set<String> = ["TextStyle", "ThemeData", "apply", "copyWith", "merge", "GoogleFonts"]

    /// Whether a file's bytes can hold anything a `DartFile` keeps: a style call, google_fonts, a font variation,
    /// or a string constant (`const` or `final`, and a quote). An identifier is a run of the file's own bytes, so a
    /// file without them has none of those tokens, and is not lexed at all (a screen of widgets that names a font
    /// only in a comment). None of these words holds a letter that another character is canonically equal to
    /// (K, `;`, `` ` ``), so a token equal to one is spelt with its bytes. The reference path lexes it, and finds
    /// nothing.
    static func mayHoldFacts(_ bytes: [UInt8]) -> Bool {
        if nameWords.anyOccurs(in: bytes) { return true }
        guard constantWords.anyOccurs(in: bytes) else { return false }
        return bytes.contains(UInt8(ascii: "'")) || bytes.contains(UInt8(ascii: "\""))
    }

    private static let nameWords = WordSearch(styleCallNames.sorted() + ["FontVariation"])
    private static let styleCallWords = WordSearch(styleCallNames.sorted())
    private static let constantWords = WordSearch(["const", "final"])
}

extension DartFile {
    /// The file's facts, and its tokens only if it makes a style call. A name its bytes do not hold is not
    /// looked for among its tokens (see `mayHoldFacts`).
    init(_ source: SourceCalls, bytes: [UInt8]) {
        constants = DartConstants.definitions(in: source)
        namesFontVariation =
            ByteSearch.firstIndex(of: Array("FontVariation".utf8), in: bytes) != nil && Self.namesFontVariation(source)
        let makesStyleCalls =
            Self.styleCallWords.anyOccurs(in: bytes)
            && source.tokens.contains { $0.kind == .identifier && Self.styleCallNames.contains($0.text) }
        self.source = makesStyleCalls ? source : nil
    }

    /// The code sets font variations (`FontVariation('wght', …)`).
    static func namesFontVariation(_ source: SourceCalls) -> Bool {
        source.tokens.contains { $0.isIdentifier("FontVariation") }
    }
}
