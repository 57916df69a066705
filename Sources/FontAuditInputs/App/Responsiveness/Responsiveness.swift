import FontAuditModel
import FontAuditSystem

/// Whether the app responds at all: does it switch its fonts under Bold Text where the platform leaves that to
/// the app, does it leave the platform's own Bold Text on, and does its text follow the user's text size. Read
/// from the app's own code, lexically: facts and per-style flags (`TextStyle.scaling`, `TextStyle.boldText`),
/// never verdicts. Where a font value's flow cannot be followed, the style says "not checked".
///
/// One hook per platform reading (`AppReader`); each platform's reader of code forms is its own file, and the
/// forms it looks for are tables of `CodeSignal`s, so another platform (React Native's
/// `AccessibilityInfo.isBoldTextEnabled()`) adds a table and a case here.
package enum Responsiveness {
    /// Adds the facts about the platform's code and sets its styles' `scaling` and `boldText`.
    /// `swiftPrescans`: the Swift files the iOS reader already scanned for this (`SwiftPrescans`).
    static func read(
        _ files: ProjectFiles, into part: inout PlatformReading, swiftPrescans: SwiftPrescans? = nil,
        warnings: inout [LocatedWarning]
    ) {
        switch part.platform {
        case .ios: SwiftResponsiveness.read(files, into: &part, prescanned: swiftPrescans, warnings: &warnings)
        case .android: AndroidResponsiveness.read(files, into: &part, warnings: &warnings)
        case .flutter: FlutterResponsiveness.read(files, into: &part, warnings: &warnings)
        case .reactNative: ReactNativeResponsiveness.read(files, into: &part, warnings: &warnings)
        }
    }

    /// Text drawn on a canvas, which the platform's Bold Text never reaches (`TextStyle.boldTextNotApplied`).
    static func drawnOnCanvas(_ painter: String, platform: AppPlatform) -> BoldTextResponse {
        let reach = CanvasText.whyBoldTextNeverReaches(on: platform)
        return .never(why: "the text is drawn on a canvas by \(painter), which Bold Text never reaches (\(reach))")
    }

    /// "Theme.swift:12": a place for messages, by file name.
    static func place(_ location: SourceLocation) -> String {
        "\(Platform.baseName(of: location.file)):\(location.line)"
    }

    /// A number literal's value: `1`, `1.0`, `1f`, `0L`; nil for anything else.
    static func number(_ token: SourceToken?) -> Double? {
        guard let token, token.kind == .number else { return nil }
        var text = Substring(token.text.filter { $0 != "_" })
        while let last = text.last, "fFdDlL".contains(last) { text = text.dropLast() }
        return Double(text)
    }

    /// "a, b, c and 2 more".
    static func list(_ names: [String], limit: Int = 6) -> String {
        let shown = names.prefix(limit).map { Terminal.sanitize($0) }
        var text = shown.joined(separator: ", ")
        if names.count > limit { text += " and \(names.count - limit) more" }
        return text
    }
}

/// A code form the scanners look for: a run of tokens (identifiers and punctuation, by text), named for
/// messages. `import YMatterType` is `["import", "YMatterType"]`.
struct CodeSignal: Sendable {
    var tokens: [String]
    /// How messages name it.
    var name: String

    init(_ tokens: [String], _ name: String) {
        self.tokens = tokens
        self.name = name
    }

    /// Whether the signal starts at token `i`.
    func matches(_ source: [SourceToken], at i: Int) -> Bool {
        guard i + tokens.count <= source.count else { return false }
        for (k, text) in tokens.enumerated() {
            let t = source[i + k]
            guard t.kind == .identifier || t.kind == .punctuation, t.text == text else { return false }
        }
        return true
    }
}

/// Source files lexed once for the responsiveness scanners, each only when its text names one of the words
/// they look for (a cheap byte search first).
struct LexedSource {
    var path: String
    var tokens: [SourceToken]

    static func read(
        _ paths: [String], of files: ProjectFiles, language: SourceLexer.Language, mentioning words: [String]
    ) -> [LexedSource] {
        // Read, tested and lexed on every core, kept in `paths` order. The platform readers already warn about a
        // Swift, Kotlin or Dart file they cannot read: a second warning for the same file would say nothing new.
        // Objective-C and Java are read only here, and only for these words: one that cannot be read is skipped
        // quietly, like a file that names none. A file a platform reader has read and found none of the words in
        // is not read again.
        // The word test first: a dictionary look-up, where telling test code apart splits the path.
        let paths = paths.filter { files.words?.mayName($0, anyOf: words) != false && !files.isTestCode($0) }
        let search = WordSearch(words)
        return files.readEach(paths) { i, bytes in
            lexed(paths[i], bytes, language: language, mentioning: search)
        }.results.compactMap { $0 }
    }

    /// The file lexed, when its text names one of `words` (a byte search first).
    static func lexed(_ path: String, _ bytes: [UInt8], language: SourceLexer.Language, mentioning words: WordSearch)
        -> LexedSource?
    {
        guard words.anyOccurs(in: bytes) else { return nil }
        return LexedSource(path: path, tokens: SourceLexer.tokens(bytes, language: language))
    }

    func location(_ i: Int) -> SourceLocation {
        SourceLocation(file: path, line: tokens[i].line, column: tokens[i].column)
    }

    /// The first place any of `signals` occurs, with the signal.
    func first(of signals: [CodeSignal]) -> (signal: CodeSignal, location: SourceLocation)? {
        for i in tokens.indices {
            if let signal = signals.first(where: { $0.matches(tokens, at: i) }) { return (signal, location(i)) }
        }
        return nil
    }
}

extension ProjectFiles {
    /// Test code does not ship: `test/`, `Tests/`, `androidTest/`, `integration_test/` folders and
    /// `…Tests.swift`, `…Test.kt`, `…_test.dart` files, by their path inside the project. On the path's bytes
    /// (`PathClassifier`): the String comparisons of `isTestCodeReference` cost 38,000 instructions a path, a
    /// third of a 10,000-file Compose app's reading once every Kotlin file was asked
    /// (`ReadingFastPathTests.testCodeOnBytesIsTheStringAnswer` holds the two to one answer).
    func isTestCode(_ path: String) -> Bool {
        Self.testPaths.matches(path, under: root)
    }

    private static let testPaths = PathClassifier(
        folders: testFolders.map(String.init), folderSuffixes: ["Tests"], nameSuffixes: testFileSuffixes)

    /// The same on Strings: the plain code `isTestCode` is tested against.
    func isTestCodeReference(_ path: String) -> Bool {
        let relative = path.hasPrefix(root + "/") ? path.dropFirst(root.count + 1) : Substring(path)
        let parts = relative.split(separator: "/")
        if parts.dropLast().contains(where: { Self.testFolders.contains($0) || $0.hasSuffix("Tests") }) { return true }
        let name = parts.last ?? ""
        return Self.testFileSuffixes.contains { name.hasSuffix($0) }
    }

    private static let testFolders: Set<Substring> = [
        "test", "tests", "Tests", "androidTest", "integration_test", "testFixtures", "UITests", "testing",
    ]
    private static let testFileSuffixes = ["Tests.swift", "Test.swift", "Test.kt", "Test.java", "_test.dart"]

    /// Files by extension (Objective-C and Java are not listed apart), from the walk's index of them: taking them
    /// from the index of every file cost 1,800 instructions a file, on one core.
    func files(withExtensions extensions: Set<String>) -> [String] {
        precondition(extensions.isSubset(of: Self.indexedExtensions))
        return extensions.flatMap { filesByIndexedExtension[$0] ?? [] }.sorted()
    }

    /// The same from the index of every file: the plain code `files(withExtensions:)` is tested against.
    func filesReference(withExtensions extensions: Set<String>) -> [String] {
        filesByLowercasedName.values.flatMap { $0 }.filter {
            extensions.contains(Platform.lowercasedExtension(of: $0))
        }.sorted()
    }
}
