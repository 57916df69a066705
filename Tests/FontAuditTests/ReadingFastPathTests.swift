import Foundation
import TestSupport
import Testing

@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

/// Issue 26's fast paths for reading an app's files, against the plain code they replace.
@Suite struct ReadingFastPathTests {
    /// `isTestCode` on a path's bytes answers as the String code (`isTestCodeReference`) does: on seeded paths of
    /// test folders and names like them (`Contests`, `TESTS`, `e\u{301}Tests`), inside the root and not, with empty
    /// parts and a trailing slash, and on every fixture file's path.
    @Test func testCodeOnBytesIsTheStringAnswer() throws {
        let folders = [
            "test", "tests", "Tests", "TESTS", "androidTest", "integration_test", "testFixtures", "UITests", "testing",
            "Contests", "MyTests", "Tested", "tests2", "src", "é", "Tëst", "e\u{301}Tests", "",
        ]
        let names = [
            "A.swift", "ATests.swift", "ATest.swift", "A.kt", "ATest.kt", "BTest.java", "a_test.dart", "Tests.swift",
            "x.swiftTests", "Test.kt", "Tests", "",
        ]
        let fixtures = try FileManager.default.subpathsOfDirectory(atPath: Paths.root + "/Fixtures")
        // Roots walked cheaply: one that is not there, an empty folder, a small fixture app.
        for root in ["/p", try temporaryFolder(), Paths.androidApp] {
            let project = ProjectFiles.walk(root)
            var random = SplitMix(seed: 7)
            for _ in 0..<1500 {
                let path =
                    ((0..<random.below(4)).map { _ in folders[random.below(folders.count)] } + [
                        names[random.below(names.count)]
                    ]).joined(separator: "/")
                for candidate in [path, "/p/" + path, "/p//" + path, "/pq/" + path, root + "/" + path + "/"] {
                    #expect(
                        project.isTestCode(candidate) == project.isTestCodeReference(candidate), "\(root) \(candidate)")
                }
            }
            for fixture in fixtures {
                let path = Paths.root + "/Fixtures/" + fixture
                #expect(project.isTestCode(path) == project.isTestCodeReference(path), "\(path)")
            }
        }
    }

    /// memchr and memcmp find what the byte-by-byte loop finds, on seeded random text over a small alphabet (so
    /// that near misses are common), at every start, and on the edges: empty, longer than the text, at the end.
    @Test func byteSearchAgreesWithTheLoop() {
        var random = SplitMix(seed: 26)
        // Common and rare bytes mixed, so that the rarest byte of a needle (where memchr looks) is anywhere in it.
        for alphabet in [Array("abcF( ".utf8), Array("eTxWq (".utf8)] {
            for _ in 0..<400 {
                let haystack = (0..<random.below(200)).map { _ in alphabet[random.below(alphabet.count)] }
                let needle = (0..<(1 + random.below(5))).map { _ in alphabet[random.below(alphabet.count)] }
                for start in [0, 1, random.below(max(1, haystack.count)), haystack.count, haystack.count + 3] {
                    #expect(
                        ByteSearch.firstIndex(of: needle, in: haystack, from: start)
                            == ByteSearch.firstIndexReference(of: needle, in: haystack, from: start))
                }
            }
        }
        let text = Array("FontFamily(Font(R.font.brand))".utf8)
        #expect(ByteSearch.firstIndex(of: [], in: text) == nil)
        #expect(ByteSearch.sameBytes("caf\u{e9}", "caf\u{e9}") && ByteSearch.sameBytes("", ""))
        #expect(!ByteSearch.sameBytes("caf\u{e9}", "cafe\u{301}") && "caf\u{e9}" == "cafe\u{301}")
        #expect(!ByteSearch.sameBytes("ab", "ac") && !ByteSearch.sameBytes("a", "ab"))
        #expect(ByteSearch.firstIndex(of: text + [0], in: text) == nil)
        #expect(ByteSearch.firstIndex(of: Array("))".utf8), in: text) == text.count - 2)
        #expect(ByteSearch.firstIndex(of: Array("Font".utf8), in: text, from: 1) == 11)
    }

    /// Words looked for together (`WordSearch`) are the words `ByteSearch` finds one by one, on seeded random
    /// text and words over a small alphabet (anchors shared, near misses common, words overlapping the ends),
    /// stopping at the first word or not; and the five Flutter words take two passes (on `x` and on `F`).
    @Test func wordSearchAgreesWithSearchingWordByWord() {
        var random = SplitMix(seed: 62)
        for alphabet in [Array("abxF( ".utf8), Array("eTxWq (\n".utf8), Array("ab".utf8)] {
            for _ in 0..<300 {
                let words = (0..<(1 + random.below(6))).map { _ in
                    (0..<random.below(5)).map { _ in alphabet[random.below(alphabet.count)] }
                }
                let search = WordSearch(bytes: words)
                for _ in 0..<4 {
                    let text = (0..<random.below(120)).map { _ in alphabet[random.below(alphabet.count)] }
                    let reference = search.occurringReference(in: text)
                    #expect(search.occurring(in: text) == reference, "\(words) in \(text)")
                    let first = search.occurring(in: text, stoppingAtFirst: true)
                    #expect(first & ~reference == 0 && (first != 0) == (reference != 0))
                    #expect(search.anyOccurs(in: text) == (reference != 0))
                }
            }
        }
        let flutter = WordSearch(FlutterResponsiveness.words)
        #expect(flutter.passes == 2)
        #expect(flutter.occurring(in: Array("MediaQuery.boldTextOf(context); maxScaleFactor: 2".utf8)) == 0b10001)
        #expect(WordSearch(["", "a"]).occurring(in: Array("a".utf8)) == 0b10)
        #expect(WordSearch(["abc"]).occurring(in: []) == 0)
    }

    /// A JSON report written in pieces, its styles made one at a time, is the text the tree renders, whatever
    /// the piece size; and `.objects` renders as `.array` of the same objects.
    @Test func streamedJSONIsTheRenderedText() {
        let items: [JSONValue] = (0..<7).map { i in
            .object([("name", .string("style \(i) é")), ("weights", .array([.int(i), .int(900)])), ("none", .null)])
        }
        for count in [0, 1, 4, 7] {
            let shown = Array(items.prefix(count))
            let tree = JSONValue.object([("styles", .array(shown)), ("n", .int(count))])
            let lazy = JSONValue.object([("styles", .objects(count: count) { shown[$0] }), ("n", .int(count))])
            #expect(lazy.rendered() == tree.rendered())
            #expect(lazy.rendered(pretty: false) == tree.rendered(pretty: false))
            for chunk in [1, 64, 1 << 20] {
                var pieces: [String] = []
                lazy.stream(chunk: chunk) { pieces.append($0) }
                #expect(pieces.joined() == tree.rendered())
                if chunk == 1 && count > 1 { #expect(pieces.count > count) }
            }
        }
    }

    /// One open and one fstat: a regular file whole (empty, one byte, larger than one read), a folder, a missing
    /// file, a link refused with noFollow and read without it, and the size limit.
    @Test func readFileReadsWhatItReadBefore() throws {
        let folder = try temporaryFolder()
        var random = SplitMix(seed: 7)
        let sizes = [0, 1, 65_535, 65_536, 200_001]
        for size in sizes {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let path = folder + "/f\(size)"
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            #expect(try Platform.readFile(path, limit: 1 << 20).get() == bytes)
            #expect(try Platform.readFile(path, limit: 1 << 20, regularOnly: true, noFollow: true).get() == bytes)
        }
        #expect(Platform.readFile(folder + "/f200001", limit: 100_000) == .failure(.tooLarge(limit: 100_000)))
        #expect(Platform.readFile(folder, limit: 100) == .failure(.directory))
        #expect(Platform.readFile(folder + "/none", limit: 100) == .failure(.missing))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/f1")
        #expect(Platform.readFile(folder + "/link", limit: 100, noFollow: true) == .failure(.link))
        #expect(try Platform.readFile(folder + "/link", limit: 100).get().count == 1)
    }

    /// The responsiveness readers skip a file a platform reader found none of their words in (`FileWords`): the
    /// same report as reading every file again, on every app fixture; and the skip really happens.
    @Test func filesNamingNoResponsivenessWordAreNotReadAgain() throws {
        for app in ["android", "compose", "flutter", "multiplatform", "responsiveness", "ios/MosaicApp"] {
            let path = Paths.root + "/Fixtures/apps/" + app
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let context = ReportContext(specFile: path, options: AuditOptions(), rules: AuditRules.all)
            let reports = try [true, false].map { watching in
                let reading = try AppReader.read(path, platform: nil, watchingWords: watching)
                return JSONReporter().render(
                    AppAudit.run(reading, AppAudit.Request(options: AuditOptions())), context: context)
            }
            #expect(reports[0] == reports[1], "\(app)")
        }
        let words = FileWords(["fontWeightAdjustment", "Density("])
        words.note("/a.kt", Array("val d = Density(1f, fontScale = 1f)".utf8))
        words.note("/b.kt", Array("val x = 1".utf8))
        #expect(words.mayName("/a.kt", anyOf: ["Density("]) == true)
        #expect(words.mayName("/b.kt", anyOf: ["fontWeightAdjustment", "Density("]) == false)
        #expect(words.mayName("/c.kt", anyOf: ["Density("]) == nil)  // not read yet
        #expect(words.mayName("/b.kt", anyOf: ["textSize"]) == nil)  // not a watched word
        // Each extension searched only for its reader's words: a Kotlin file is not searched for Flutter's.
        let byLanguage = FileWords(byExtension: ["kt": ["Density("], "dart": ["boldText"]])
        let both = Array("Density(1f) boldText".utf8)
        byLanguage.note("/a.kt", both)
        byLanguage.note("/a.dart", both)
        byLanguage.note("/a.swift", both)
        #expect(byLanguage.mayName("/a.kt", anyOf: ["Density("]) == true)
        #expect(byLanguage.mayName("/a.kt", anyOf: ["boldText"]) == nil)  // not searched for it
        #expect(byLanguage.mayName("/a.dart", anyOf: ["boldText"]) == true)
        #expect(byLanguage.mayName("/a.dart", anyOf: ["Density(", "boldText"]) == nil)
        #expect(byLanguage.mayName("/a.swift", anyOf: ["Density("]) == nil)  // not noted
        byLanguage.note("/b.dart", Array("Density(".utf8))
        #expect(byLanguage.mayName("/b.dart", anyOf: ["boldText"]) == false)
    }

    /// A `Text(…)` whose tokens name no `fontFamily`, `fontWeight` or `fontStyle` is passed over unread
    /// (`skippingCallsNamingNoFont`): the same styles and families as reading every call, on every Kotlin file of
    /// the fixtures and on calls where a font argument hides in a nested style, a string, a comment or a chain.
    @Test func composeCallsNamingNoFontAreSkippedUnchanged() throws {
        let tricky = """
            val Brand = FontFamily(Font(R.font.brand, FontWeight.Bold))
            @Composable fun S() {
                Text(text = "fontFamily", modifier = Modifier.padding(1.dp)) // fontFamily = Brand
                Text(text = name, fontFamily = Brand, fontWeight = FontWeight.SemiBold)
                Text(fontFamily = FontFamily.Serif)
                Text(style = TextStyle(fontFamily = Brand, fontWeight = FontWeight.Light), text = x)
                BasicText(text = y, style = MaterialTheme.typography.bodyLarge.copy(fontFamily = Brand))
                val span = SpanStyle(fontWeight = FontWeight.Black, fontFamily = Brand, fontStyle = FontStyle.Italic)
                Text(text = "a", fontFamily = if (bold) Brand else FontFamily.Default)
                Text(text = "b", /* fontFamily = Brand */ fontSize = 12.sp)
                Text(
                    text = "c",
                    fontFamily = Brand,
                )
                Text()
                Text(text = "d", fontWeight = FontWeight.Bold)
                Text(text = "e", style = MaterialTheme.typography.bodyLarge, fontStyle = FontStyle.Italic)
                Text(text = "fontWeight", /* fontWeight = FontWeight.Bold */ style = Theme.bodyLarge)
            }
            val AppTypography = Typography(bodyLarge = TextStyle(fontFamily = Brand))
            """
        var files: [(path: String, tokens: [SourceToken])] = [
            ("Tricky.kt", SourceLexer.tokens(Array(tricky.utf8), language: .kotlin))
        ]
        for app in [Paths.composeApp, Paths.root + "/Fixtures/apps/multiplatform", Paths.androidApp] {
            for path in ProjectFiles.walk(app).kotlinFiles {
                let bytes = try #require(FileManager.default.contents(atPath: path))
                files.append((path, SourceLexer.tokens(Array(bytes), language: .kotlin)))
            }
        }
        #expect(files.count > 5)
        let sources = files.map { SourceCalls($0.tokens, file: $0.path) }
        let fast = ComposeFonts(sources: sources, skippingCallsNamingNoFont: true)
        let reference = ComposeFonts(sources: sources, skippingCallsNamingNoFont: false)
        #expect(String(describing: fast.styles) == String(describing: reference.styles))
        #expect(String(describing: fast.families) == String(describing: reference.families))
        // The tricky file's calls that name a family give their styles.
        #expect(fast.styles.filter { $0.location.file == "Tricky.kt" }.count == 10)
    }

    /// Java and Objective-C sources from the walk's index of them are the files the index of every file holds.
    @Test func filesByExtensionAreTheWalksFiles() throws {
        let folder = try temporaryFolder()
        try writeFiles(
            [
                "a/B.java": "", "a/C.JAVA": "", "ios/D.m": "", "ios/E.mm": "", "ios/F.h": "", "ios/G.swift": "",
                "x.java.txt": "", "h": "", ".m": "",
            ], under: folder)
        for root in [folder, Paths.root + "/Fixtures/apps/responsiveness", Paths.iosApp, Paths.androidApp] {
            let files = ProjectFiles.walk(root)
            for extensions: Set<String> in [["java"], ["m", "mm", "h"], ["h"]] {
                #expect(files.files(withExtensions: extensions) == files.filesReference(withExtensions: extensions))
            }
        }
        #expect(
            ProjectFiles.walk(folder).files(withExtensions: ["java"]).map { Platform.baseName(of: $0) } == [
                "B.java", "C.JAVA",
            ])
    }

    /// The walk's word that a path needs no check of its folders (`isInPlainFolder`) is given to the entries of
    /// folders it listed and to nothing else: not through a linked folder, `..`, `.`, a doubled slash, a
    /// trailing slash or a folder it skipped. The index by lowercased name, made on first use, holds every
    /// regular file, links to files included, in the walk's order.
    @Test func theWalksPlainFoldersAndNameIndex() throws {
        let outside = try temporaryFolder()
        let project = try temporaryFolder()
        try writeFiles(
            ["A.swift": "", "Sub/B.KT": "", "Sub/Deep/b.kt": "", "node_modules/x.js": "", "Sub/Deep/Info.plist": ""],
            under: project)
        try writeFiles(["Secret.swift": ""], under: outside)
        try FileManager.default.createSymbolicLink(atPath: project + "/Linked", withDestinationPath: outside)
        // A listed folder spelt composed, and a link beside it spelt decomposed: equal as Strings, not as names.
        try writeFiles(["Caf\u{e9}/Menu.swift": ""], under: project)
        try FileManager.default.createSymbolicLink(atPath: project + "/Cafe\u{301}", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(
            atPath: project + "/Sub/Alias.swift", withDestinationPath: project + "/A.swift")
        let files = ProjectFiles.walk(project)
        for plain in [
            "A.swift", "Sub/B.KT", "Sub/Deep/b.kt", "Sub/Alias.swift", "Sub/New.swift", "Caf\u{e9}/Menu.swift",
        ] {
            #expect(files.isInPlainFolder(project + "/" + plain), "\(plain)")
        }
        for checked in [
            "Linked/Secret.swift", "Sub/../../Secret.swift", "Sub/..", "Sub/.", "Sub//B.KT", "Sub/B.KT/", "Sub/",
            "node_modules/x.js", "", "Cafe\u{301}/Secret.swift",
        ] {
            #expect(!files.isInPlainFolder(project + "/" + checked), "\(checked)")
        }
        #expect(!files.isInPlainFolder(outside + "/Secret.swift"))
        #expect(!files.isInPlainFolder("A.swift"))
        #expect(files.filesByLowercasedName["b.kt"] == [project + "/Sub/B.KT", project + "/Sub/Deep/b.kt"])
        #expect(files.filesByLowercasedName["alias.swift"] == [project + "/Sub/Alias.swift"])
        #expect(files.filesByLowercasedName["x.js"] == nil)
        #expect(files.filesByLowercasedName.values.map(\.count).reduce(0, +) == 6)
        // Every copy shares the one index, made once, whichever core asks first.
        let copies = [files, files, files]
        let sizes: [Int?] = Parallel.run(count: copies.count) { (slots: WorkSlots<Int>) in
            while let i = slots.next() { slots.store(copies[i].filesByLowercasedName.count, at: i) }
        }
        #expect(sizes == [5, 5, 5])
    }

    /// A file the walk found as a plain file, replaced by a link out of the project before it is read, is refused
    /// as a link out of the project always was: the walk's word is not taken past the link.
    @Test func aWalkedFileThatBecameALinkOutIsNotRead() throws {
        let outside = try temporaryFolder()
        try "let secret = UIFont(name: \"Secret\", size: 12)".write(
            toFile: outside + "/Secret.swift", atomically: true, encoding: .utf8)
        let project = try temporaryFolder()
        let file = project + "/View.swift"
        try "let font = UIFont(name: \"Brand\", size: 12)".write(toFile: file, atomically: true, encoding: .utf8)
        let files = ProjectFiles.walk(project)
        #expect(files.isInPlainFolder(file))
        var warnings: [LocatedWarning] = []
        #expect(
            files.read(file, warnings: &warnings).map { String(decoding: $0, as: UTF8.self) }?.contains("Brand") == true
        )
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: outside + "/Secret.swift")
        #expect(files.read(file, warnings: &warnings) == nil)
        #expect(warnings.contains { $0.message.contains("outside the project") })
    }
}

/// The JSON report's styles written straight into the buffer (`JSONReporter.writeStyle`) against their tree
/// (`styleJSON`), on every app fixture and on specs over the fixture fonts: the same bytes, pretty and compact.
@Suite struct JSONStyleWriterTests {
    static let apps = [
        "ios/MosaicApp", "ios/FormsApp", "android", "compose", "flutter", "multiplatform",
        "react-native/bare", "react-native/expo-usefonts", "responsiveness",
    ]

    func compare(_ result: AuditResult, _ what: String) {
        let context = ReportContext(specFile: what, options: AuditOptions(), rules: AuditRules.all)
        let written = JSONReporter().render(result, context: context)
        let reference = JSONReporter(referenceTree: true).render(result, context: context)
        #expect(written == reference, "\(what)")
        #expect(written.count > 200)
        var streamed = ""
        JSONReporter().stream(result, context: context) { streamed += $0 }
        #expect(streamed == reference, "\(what), streamed")
        // SARIF's results are made one at a time as they are written: streamed or whole, the same bytes.
        let sarif = SARIFReporter().render(result, context: context)
        var streamedSARIF = ""
        SARIFReporter().stream(result, context: context) { streamedSARIF += $0 }
        #expect(streamedSARIF == sarif && sarif.contains("\"ruleId\""), "\(what), SARIF")
    }

    @Test func appFixtures() throws {
        for app in Self.apps {
            let path = Paths.root + "/Fixtures/apps/" + app
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let reading = try AppReader.read(path, platform: nil)
            compare(AppAudit.run(reading, AppAudit.Request(options: AuditOptions())), app)
        }
    }

    /// Past `JSONValue.parallelObjects` the styles are written in blocks on every core, a wave of blocks at a
    /// time: the same bytes, across several waves and a last block that is not full.
    @Test func manyStylesWrittenOnEveryCore() throws {
        let reading = try AppReader.read(Paths.root + "/Fixtures/apps/ios/MosaicApp", platform: nil)
        let one = AppAudit.run(reading, AppAudit.Request(options: AuditOptions()))
        var styles: [StyleResult] = []
        let waves = JSONValue.objectsPerBlock * JSONValue.blocksPerWave * 2
        while styles.count < max(JSONValue.parallelObjects, waves) + JSONValue.objectsPerBlock * 3 + 7 {
            styles += one.styles.map { style in
                var copy = style
                copy.style.name += " \(styles.count)"
                return copy
            }
        }
        var result = AuditResult(styles: styles, projectFindings: one.projectFindings)
        result.sources = one.sources
        compare(result, "many")
    }

    @Test func specOverTheFixtureFonts() throws {
        let faces = BundledFonts.read(files: try FontFileFinder.find([Paths.fonts]).files).faces
        var styles: [TextStyle] = []
        for (i, family) in ["Audit Sans", "Slant Mono", "Flex Sans", "Nowhere Grotesk"].enumerated() {
            for weight in [300, 400, 600, 700] {
                styles.append(style("s\(i)-\(weight)", family, weight, italic: weight == 600, line: styles.count + 1))
            }
        }
        let result = Auditor.audit(styles, index: FaceIndex(faces), options: AuditOptions())
        #expect(result.styles.contains { $0.face != nil } && result.styles.contains { !$0.findings.isEmpty })
        compare(result, "spec.json")
    }
}
