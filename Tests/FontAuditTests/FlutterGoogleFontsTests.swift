import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// google_fonts: each call's style is on the family the package registers for the one variant it loads
/// (`Inter_500`), whose one face Bold Text cannot leave. Every call used to be counted as not checked.
extension FlutterThemeTests {
    func rules(_ json: [String: Any], _ name: String) -> [String] {
        (styles(json)[name]?["findings"] as? [[String: Any]] ?? []).map { $0["rule"] as! String }
    }

    func message(_ json: [String: Any], _ name: String, _ rule: String) -> String {
        let findings = styles(json)[name]?["findings"] as? [[String: Any]] ?? []
        return findings.first { $0["rule"] as? String == rule }?["message"] as? String ?? ""
    }

    /// `GoogleFonts.inter(…)` asks Flutter for its weight in a family of one face: Bold Text's 700 finds that face
    /// (a synthetic bold over Regular and Medium), a w700 call passes, a weight the family lacks shows the closest
    /// variant the package loads (Lato has no SemiBold: its Bold), and `getFont` names the family by its name.
    @Test func googleFontsCallIsAFamilyOfOneFace() throws {
        let root = try project([
            "lib/fonts.dart": """
            final body = GoogleFonts.inter(fontSize: 14);
            final medium = GoogleFonts.inter(fontWeight: FontWeight.w500);
            final bold = GoogleFonts.inter(fontWeight: FontWeight.bold);
            final semi = GoogleFonts.lato(fontWeight: FontWeight.w600);
            final quote = GoogleFonts.getFont('Roboto Slab', fontStyle: FontStyle.normal);
            final copied = GoogleFonts.inter().copyWith(fontWeight: FontWeight.w700);
            """
        ])
        let (code, json) = try audit(root)
        #expect(code == 1)
        #expect(
            weights(json) == ["body": 400, "medium": 500, "bold": 700, "semi": 600, "quote": 400, "copied": 700])
        #expect(notChecked(json) == 0)
        #expect(rules(json, "body") == ["missing-bold-counterpart"])
        let bodyBold = message(json, "body", "missing-bold-counterpart")
        #expect(bodyBold.contains("(\"Inter_regular\", one face): Flutter will show Inter Regular (400, downloadable)"))
        #expect(bodyBold.contains("with a synthetic bold"), "\(bodyBold)")
        #expect(bodyBold.contains("declare Inter's files as a fonts: family in pubspec.yaml"))
        #expect(message(json, "medium", "missing-bold-counterpart").contains("\"Inter_500\", one face"))
        #expect(rules(json, "bold") == ["no-heavier-weight"])
        #expect(message(json, "semi", "missing-face").contains("Flutter will show Lato Bold (700, downloadable)"))
        #expect(rules(json, "semi") == ["missing-face"])
        #expect(message(json, "quote", "missing-bold-counterpart").contains("\"RobotoSlab_regular\", one face"))
        // The family stays the call's, Regular: copyWith's weight asks the engine for 700 in it.
        #expect(message(json, "copied", "missing-face").contains("Inter Regular (400, downloadable) with a synthetic"))
        #expect(buyingList(json).contains("Inter-Bold"))
    }

    /// A call whose variant cannot be read is not checked: a weight or slant decided at run time, a `textStyle:`
    /// whose weight the package would take, a method that is no family (`GoogleFonts.notAFamily`), a TextTheme, a
    /// `getFont` of a name not read or no family, `.fontFamily` handed to something that is no style, a copyWith
    /// of a computed weight. A `textStyle:` with both the weight and the slant given is read.
    @Test func googleFontsCallsNotReadAreNotChecked() throws {
        let root = try project([
            "lib/fonts.dart": """
            FontWeight weight = FontWeight.w500;
            final ternary = GoogleFonts.inter(fontWeight: isBold ? FontWeight.w700 : FontWeight.w400);
            final variable = GoogleFonts.inter(fontWeight: weight);
            final slant = GoogleFonts.inter(fontStyle: style);
            final taken = GoogleFonts.inter(textStyle: base);
            final unknown = GoogleFonts.notAFamily();
            final theme = GoogleFonts.interTextTheme();
            final named = GoogleFonts.getFont(name);
            final missing = GoogleFonts.getFont('No Such Family');
            final passed = FontPicker(fontFamily: GoogleFonts.inter().fontFamily);
            final copied = GoogleFonts.inter().copyWith(fontWeight: pick());
            final given = GoogleFonts.inter(textStyle: base, fontWeight: FontWeight.w500, fontStyle: FontStyle.italic);
            """
        ])
        let (_, json) = try audit(root)
        #expect(weights(json) == ["given": 500])
        #expect(styles(json)["given"]?["italic"] as? Bool == true)
        #expect(notChecked(json) == 10)
    }

    /// `GoogleFonts.pendingFonts([GoogleFonts.alexandria(), …])` waits for the fonts of styles it never draws
    /// (irmamobile's widget previews load their fonts so): no style, and no call not checked.
    @Test func pendingFontsListsNoStyles() throws {
        let root = try project([
            "lib/fonts.dart": """
            Future<void> load() async {
              await GoogleFonts.pendingFonts([
                GoogleFonts.alexandria(),
                GoogleFonts.openSans(fontWeight: FontWeight.w600),
              ]);
              final one = GoogleFonts.pendingFonts([GoogleFonts.lato()]);
            }
            final body = GoogleFonts.inter();
            """
        ])
        let (_, json) = try audit(root)
        #expect(weights(json) == ["body": 400])
        #expect(notChecked(json) == 0)
    }

    /// `fontFamily: GoogleFonts.openSans().fontFamily` (apidash's ThemeData) names the one-face family: every
    /// role of the theme is drawn in Open Sans Regular, its w500 roles too. A role given a call keeps its
    /// typography's weight when the call gives none, and is read, not counted as not checked.
    @Test func googleFontsFamilyNamedByFontFamily() throws {
        let root = try project([
            "lib/theme.dart": """
            final theme = ThemeData(
              fontFamily: GoogleFonts.openSans().fontFamily,
              textTheme: TextTheme(titleMedium: GoogleFonts.inter()),
            );
            final label = TextStyle(fontFamily: GoogleFonts.inter(fontWeight: FontWeight.w500).fontFamily);
            """
        ])
        let (_, json) = try audit(root)
        #expect(notChecked(json) == 0)
        let all = styles(json)
        #expect(all["titleMedium"]?["weight"] as? Int == 500)
        #expect(message(json, "titleMedium", "missing-face").contains("Flutter will show Inter Regular (400"))
        #expect(message(json, "labelLarge", "missing-face").contains("Flutter will show Open Sans Regular (400"))
        #expect(message(json, "label", "missing-face").contains("Flutter will show Inter Medium (500"))
        #expect(all["label"]?["weight"] as? Int == 400)
    }

    /// The package loads a variant from the app's assets when a `.ttf` or `.otf` there is named for it
    /// (`Inter-Regular.ttf`): that file is the face. With runtime fetching turned off, a variant with no such file
    /// is never loaded from here (a pub package may bring it): not checked. The Bold file bundled beside it is
    /// another family's face to the package (`Inter_700`), never one `Inter_regular` could declare.
    @Test func bundledGoogleFontsFileIsTheFace() throws {
        let root = try project(
            [
                "lib/fonts.dart": """
                void main() { GoogleFonts.config.allowRuntimeFetching = false; }
                final body = GoogleFonts.inter();
                final medium = GoogleFonts.inter(fontWeight: FontWeight.w500);
                final bold = GoogleFonts.inter(fontWeight: FontWeight.w700);
                """
            ], more: ["pubspec.yaml": pubspec(assets: ["google_fonts/"])])
        try FileManager.default.createDirectory(atPath: root + "/google_fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.flutterApp + "/fonts/MosaicSans-Regular.ttf", toPath: root + "/google_fonts/Inter-Regular.ttf"
        )
        try FileManager.default.copyItem(
            atPath: Paths.flutterApp + "/fonts/MosaicSans-Bold.ttf", toPath: root + "/google_fonts/Inter-Bold.ttf")
        let (_, json) = try audit(root)
        #expect(weights(json) == ["body": 400, "bold": 700])
        #expect(notChecked(json) == 1)
        #expect(rules(json, "body") == ["missing-bold-counterpart"])
        #expect(rules(json, "bold") == ["no-heavier-weight"])
        #expect(
            message(json, "body", "missing-bold-counterpart").contains("Mosaic Sans Regular (400) with a synthetic"))
    }

    /// The default pubspec (`project`'s Mosaic Sans) with these `flutter: assets:` entries.
    /// `families`: more of `fonts:`, as written.
    func pubspec(assets: [String], families: String = "") -> String {
        var text = "name: demo\nflutter:\n  fonts:\n    - family: Mosaic Sans\n      fonts:\n"
        for font in Self.regularBoldItalic {
            text += "        - asset: fonts/\(font.0)\n"
            if let declaration = font.1 { text += "          \(declaration)\n" }
        }
        return text + families + "  assets:\n" + assets.map { "    - \($0)\n" }.joined()
    }

    /// The package looks for a variant's file in the asset manifest only (`findFamilyWithVariantAssetPath` over
    /// `AssetManifest.listAssets()`): the pubspec's `assets:` files, the files directly in its `assets:` folders
    /// (not their subfolders) and its `fonts:` files, whose names end in `.ttf` or `.otf`, in that case. A file
    /// elsewhere in the repository (a golden test's font) is never loaded: with runtime fetching off such a
    /// variant is not checked, with it on the face is the one fetched. A variant a pub package's asset holds is
    /// loaded from pub's cache, which is not read: named, as a fetched one.
    @Test func googleFontsFilesOutsideTheAssetManifestAreNotLoaded() throws {
        let dart = """
            void main() { GoogleFonts.config.allowRuntimeFetching = false; }
            final thin = GoogleFonts.inter(fontWeight: FontWeight.w100);
            final light = GoogleFonts.inter(fontWeight: FontWeight.w300);
            final body = GoogleFonts.inter();
            final medium = GoogleFonts.inter(fontWeight: FontWeight.w500);
            final semi = GoogleFonts.inter(fontWeight: FontWeight.w600);
            final bold = GoogleFonts.inter(fontWeight: FontWeight.w700);
            """
        let pubspec = pubspec(
            assets: ["assets/", "upper/", "packages/brand_fonts/google_fonts/Inter-Light.ttf", "thin/Inter-Thin.ttf"],
            families: "    - family: Inter\n      fonts:\n        - asset: fonts/Inter-Bold.ttf\n")
        let root = try project(["lib/fonts.dart": dart], more: ["pubspec.yaml": pubspec])
        let regular = Paths.flutterApp + "/fonts/MosaicSans-Regular.ttf"
        for file in [
            "thin/Inter-Thin.ttf", "google_fonts/Inter-Regular.ttf", "assets/google_fonts/Inter-Medium.ttf",
            "upper/Inter-SemiBold.TTF", "google_fonts/Inter-Light.ttf", "fonts/Inter-Bold.ttf",
        ] {
            try FileManager.default.createDirectory(
                atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: regular, toPath: root + "/" + file)
        }
        let (_, json) = try audit(root)
        #expect(weights(json) == ["thin": 100, "light": 300, "bold": 700])
        #expect(notChecked(json) == 3)
        // A pub package's file of the variant's name is what the package loads: named, not read.
        #expect(
            message(json, "light", "missing-bold-counterpart").contains(
                "Flutter will show packages/brand_fonts/google_fonts/Inter-Light.ttf (300, a pub package's file, not read)"
            ))

        // Fetched at run time: the face is the variant the package fetches, not a test's file of that name.
        let fetching = try project(
            ["lib/fonts.dart": "final body = GoogleFonts.inter();"],
            more: ["test/goldens/fonts/Inter-Regular.ttf": ""])
        try FileManager.default.removeItem(atPath: fetching + "/test/goldens/fonts/Inter-Regular.ttf")
        try FileManager.default.copyItem(atPath: regular, toPath: fetching + "/test/goldens/fonts/Inter-Regular.ttf")
        let (_, fetched) = try audit(fetching)
        #expect(
            message(fetched, "body", "missing-bold-counterpart").contains(
                "Flutter will show Inter Regular (400, downloadable)"))
    }

    /// `allowRuntimeFetching` set to anything but `true` (`kDebugMode`) may be false in the build shipped: a variant
    /// not bundled is not checked, as with `false`.
    @Test func googleFontsRuntimeFetchingNotKnownToBeOn() throws {
        let root = try project([
            "lib/fonts.dart": """
            void main() {
              GoogleFonts.config.allowRuntimeFetching = kDebugMode;
              if (GoogleFonts.config.allowRuntimeFetching == false) {}
            }
            final body = GoogleFonts.inter();
            """
        ])
        let (_, json) = try audit(root)
        #expect(weights(json) == [:])
        #expect(notChecked(json) == 1)
    }

    /// A style heavier than bold on a family whose one face is that weight (`GoogleFonts.mulish(fontWeight: w800)`,
    /// fetched): Flutter's merge asks for 700 and the engine shows the 800 face, no lighter than now. The style
    /// passes, and every row says what the platform shows, not "Mulish Bold (700) missing" or "To buy" (the
    /// flutter_twitter_clone row); nothing is on the buying list.
    @Test func rowsOfAOneFaceFamilyHeavierThanBoldShowThatFace() throws {
        let root = try project(["lib/fonts.dart": "final extra = GoogleFonts.mulish(fontWeight: FontWeight.w800);"])
        let (code, json) = try audit(root)
        #expect(code == 0)
        #expect(buyingList(json).isEmpty)
        let text = runInProcess(["app", root])
        let row = try #require(text.stdout.split(separator: "\n").first { $0.contains("extra") })
        #expect(row.hasSuffix("Bold Text ✓ → Mulish ExtraBold (800)"), "\(row)")
        #expect(!text.stdout.contains("missing"), "\(text.stdout)")
        let markdown = runInProcess(["app", root, "--format", "markdown"]).stdout
        #expect(markdown.contains("| ✓ Mulish ExtraBold (800) | ✓ Mulish ExtraBold (800) |"), "\(markdown)")
        let html = runInProcess(["app", root, "--format", "html"]).stdout
        #expect(html.contains("Mulish ExtraBold (800): declared, fetched at run time"))
        #expect(!html.contains("To buy"))
    }

    /// The package's own rules: `_closestMatch`'s score (weight steps, 2 for the other slant, the first of equal
    /// scores), the family it registers and the asset name it looks for.
    @Test func googleFontsVariantsFollowThePackage() throws {
        let lato = try #require(GoogleFontsFamilies.byMethod["lato"])
        let inter = try #require(GoogleFontsFamilies.byMethod["inter"])
        typealias Variant = GoogleFontsFamilies.Variant
        #expect(lato.closest(to: Variant(weight: 600, italic: false)) == Variant(weight: 700, italic: false))
        #expect(lato.closest(to: Variant(weight: 500, italic: false)) == Variant(weight: 400, italic: false))
        #expect(inter.closest(to: Variant(weight: 400, italic: true)) == Variant(weight: 400, italic: false))
        #expect(inter.registeredName(Variant(weight: 500, italic: false)) == "Inter_500")
        #expect(inter.registeredName(Variant(weight: 400, italic: false)) == "Inter_regular")
        #expect(lato.registeredName(Variant(weight: 400, italic: true)) == "Lato_italic")
        #expect(lato.registeredName(Variant(weight: 700, italic: true)) == "Lato_700italic")
        #expect(lato.fileStem(Variant(weight: 700, italic: true)) == "Lato-BoldItalic")
        #expect(lato.fileStem(Variant(weight: 400, italic: true)) == "Lato-Italic")
        #expect(inter.fileStem(Variant(weight: 500, italic: false)) == "Inter-Medium")
        let slab = try #require(GoogleFontsFamilies.byName["Roboto Slab"])
        #expect(slab.registeredName(Variant(weight: 400, italic: false)) == "RobotoSlab_regular")
        #expect(GoogleFontsFamilies.byMethod.count > 1_700)
    }
}
