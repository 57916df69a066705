import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs
@testable import FontAuditModel

/// The Flutter reader keeps only the facts of a Dart file without style calls (`DartFile`), against the
/// reference that holds every file's tokens until the last one is read: the same styles, facts and counts.
@Suite struct DartFileTests {
    func expectSameReading(_ path: String) {
        let files = ProjectFiles.walk(path)
        let fonts = ProjectFonts(files: files.fontFiles)
        var warnings: [[LocatedWarning]] = [[], []]
        let fast = FlutterProject(files, fonts: fonts, warnings: &warnings[0])
        let reference = FlutterProject(files, fonts: fonts, keepingEveryFile: true, warnings: &warnings[1])
        #expect(fast.styles == reference.styles, "\(path)")
        #expect(fast.facts == reference.facts, "\(path)")
        #expect(fast.notChecked == reference.notChecked, "\(path)")
        #expect(fast.variationsInCode == reference.variationsInCode, "\(path)")
        #expect(fast.declarations == reference.declarations, "\(path)")
        #expect(fast.assetFiles == reference.assetFiles, "\(path)")
        #expect(Set(fast.families.keys) == Set(reference.families.keys), "\(path)")
        #expect(warnings[0].map(\.message) == warnings[1].map(\.message), "\(path)")
    }

    /// The Flutter fixture, and the study's real Flutter apps where this machine has them.
    @Test func flutterApps() {
        let apps = [Paths.flutterApp] + ["wonderous", "zulip-flutter", "natrium"].map { "/work/study/apps/" + $0 }
        for app in apps where FileManager.default.fileExists(atPath: app) { expectSameReading(app) }
    }

    /// Near misses: constants, a theme, copies, google_fonts and variations each in a file of their own without a
    /// style call; a constant bound to two strings in two files; `TextStyle` only in a comment or as a type;
    /// interpolated and computed values; a file the byte test lets through that names nothing at all.
    @Test func factsFromFilesWithoutStyleCalls() throws {
        let root = try temporaryFolder()
        let files: [String: String] = [
            "pubspec.yaml":
                "name: app\nflutter:\n  fonts:\n    - family: Brand\n      fonts:\n        - asset: fonts/none.ttf\n",
            "lib/constants.dart": """
            const kBrand = 'Brand';
            const String kTwice = 'One';
            final kLate = "Late$kBrand";
            abstract class AppFonts {
              static const primary = 'Brand';
              static final String secondary = r'Serif';
            }
            // not a font call: TextStyle(fontFamily: 'Ghost')
            """,
            "lib/other.dart": "const kTwice = 'Two';\nmixin M { static const font = 'Mixed'; }\n",
            "lib/theme.dart": "final theme = ThemeData(fontFamily: AppFonts.primary);\n",
            "lib/apply.dart": "final t = base.textTheme.apply(fontFamily: kBrand);\n",
            "lib/google.dart": "final a = GoogleFonts.inter(fontSize: 3); final b = GoogleFonts.lora;\n",
            "lib/variation.dart": "final v = [FontVariation('wght', 500)]; // font\n",
            "lib/styles.dart": """
            class AppText {
              static const heading = TextStyle(fontFamily: kBrand, fontWeight: FontWeight.w700);
              static const twice = TextStyle(fontFamily: kTwice);
              static const late = TextStyle(fontFamily: kLate, fontSize: 12, height: 1.5);
              static const mixed = TextStyle(fontFamily: M.font, fontStyle: FontStyle.italic);
              static const plain = TextStyle(fontWeight: FontWeight.bold);
            }
            TextStyle? nothing;
            """,
            "lib/copies.dart": """
            final loud = AppText.heading.copyWith(fontWeight: FontWeight.w900);
            final role = Theme.of(context).textTheme.bodyLarge!.copyWith(fontStyle: FontStyle.italic);
            final other = x.copyWith(fontFamily: AppFonts.secondary);
            """,
            "lib/nothing.dart": "// a font of nothing\nvoid main() {}\n",
            "lib/noquote.dart": "const x = 1; // font\n",
            "lib/novalue.dart": "var kQuoted = 'Brand'; // font\n",
            "lib/double.dart": "final String kDouble = \"Dbl\"; // font\n",
            "lib/usesdouble.dart": "final d = TextStyle(fontFamily: kDouble);\n",
        ]
        try writeFiles(files, under: root)
        expectSameReading(root)
        var warnings: [LocatedWarning] = []
        let project = FlutterProject(
            ProjectFiles.walk(root), fonts: ProjectFonts(files: []), warnings: &warnings)
        // The facts from files whose tokens were dropped are there: constants, the default family, the counts.
        #expect(project.styles.map(\.family).contains("Brand"))
        #expect(project.styles.map(\.family).contains("Dbl"))
        #expect(project.styles.contains { $0.name == "plain" && $0.family == "Brand" })
        #expect(project.notChecked >= 2)
        #expect(project.variationsInCode)
    }
}
