import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports

/// Every command and option fontaudit has, declared once: parsing, `--help`, the man page and the shell
/// completions are all made from these.
enum Commands {
    static let usage = [
        (
            "fontaudit SPEC.json [options]",
            "audit a typography spec or design tokens (DTCG, Tokens Studio) for Bold Text"
        ),
        ("fontaudit - [options]", "the same, with the spec read from stdin"),
        (
            "fontaudit app PATH [options]",
            "audit an iOS, Android, Flutter or React Native project (or a built .app) as it ships"
        ),
        ("fontaudit scan [options]", "list installed and bundled faces"),
        ("fontaudit --help | --version", ""),
    ]

    static let summary = """
        Checks that every text style's face is installed, and that the heavier face the iOS / Android Bold Text \
        setting switches to is installed too. Names every missing face, so designers know which weights to buy.
        """

    static let audit: [OptionSpec] = [
        OptionSpec(
            name: "--fonts", valueName: "PATH", repeatable: true, completion: .path,
            help:
                "Also read bundled fonts from PATH (file or folder, recursive, .ttf .otf .ttc .otc). Repeatable; adds to the spec's \"fonts\"."
        ),
        OptionSpec(name: "--no-system-fonts", help: "Leave installed fonts out (same as \"systemFonts\": false)."),
        OptionSpec(
            name: "--policy", valueName: "POLICY", allowed: BoldTextPolicy.Name.allCases.map(\.rawValue),
            help: "Bold Text policy, overriding the spec's \"boldText\":\n"
                + "  apple    100→200 200→300 300→400 400→600 500→700\n"
                + "           600→800 700→900 800→900; 900 stays (default)\n"
                + "  android  min(weight + 300, 900)\n"
                + "  next     lightest installed weight of the family that is\n"
                + "           heavier; if none, the apple target\n"
                + "  ymattertype  one step up: 100→200 … 700→800, 800→900;\n"
                + "           900 stays; asked for by name (Family-ExtraBold)\n"
                + "  trait-bold   .traitBold: below 700→700, 700 and 800→900\n"
                + "  flutter  every style asks for 700 (Flutter merges\n"
                + "           FontWeight.bold); 800 and 900 get lighter"),
        OptionSpec(
            name: "--match", valueName: "MODE", allowed: AuditOptions.MatchMode.allCases.map(\.rawValue),
            help:
                "exact: the Bold Text weight must be installed (default)\nheavier: any heavier face passes, with a warning"
        ),
        formatOption(
            ReportFormat.allCases,
            help:
                "text (default), json, sarif, github, junit, markdown or html (specimens of every style now and with Bold Text)"
        ),
        outputOption(ReportFormat.allCases, summary: true),
        OptionSpec(
            name: "--baseline", valueName: "FILE", repeatable: true, completion: .path,
            help: "Waive the findings recorded in FILE. Repeatable"),
        OptionSpec(
            name: "--write-baseline", valueName: "FILE", completion: .path,
            help:
                "Record every current failure and warning, waived or not, as waivers (with --baseline FILE too: refresh it)"
        ),
        OptionSpec(
            name: "--color", valueName: "WHEN", allowed: Terminal.ColorChoice.allCases.map(\.rawValue),
            help: "auto (default: only on a terminal, off with NO_COLOR), always or never"),
        OptionSpec(
            name: "--input", valueName: "KIND", allowed: InputFormat.allCases.map(\.rawValue),
            help:
                "native, dtcg or tokens-studio (default: detected from the content). DTCG and Tokens Studio typography tokens become styles named by their token path"
        ),
        OptionSpec(name: "--check-fallbacks", help: "Also audit the fallback families of a token's fontFamily list"),
        OptionSpec(
            name: "--sample", valueName: "TEXT",
            help: "The line the html format renders in each face (default: a pangram with digits and accents)"),
        OptionSpec(
            name: "--strict",
            help:
                "Warnings (unknown keys, expired or unused waivers, skipped font files) fail the run (exit 1; no fonts at all: 2)"
        ),
        quiet,
        OptionSpec(name: "--stats", help: "Print faces read, files skipped and time per phase to stderr"),
        OptionSpec(name: "--help", help: "Show this help"),
    ]

    static let appSummary = """
        Reads the project at PATH (a folder is audited as an app: `fontaudit PATH` does the same). iOS: UIAppFonts \
        in every Info.plist (XML or binary), INFOPLIST_KEY_UIAppFonts in project.pbxproj and UIAppFonts in \
        XcodeGen's project.yml and Tuist's Project.swift, the font files, and \
        the font calls of the Swift sources (SwiftGen's through its table). Android: res/font families, \
        res/values styles (with parent inheritance), res/layout elements, and Jetpack Compose FontFamily and \
        TextStyle in Kotlin. Flutter: the fonts of pubspec.yaml and the TextStyle, TextTheme and ThemeData calls \
        of the Dart sources. React Native and Expo: react-native.config.js assets, the expo-font plugin, useFonts, \
        and the JS/TS style objects and NativeWind classes, each audited as iOS and as Android. The app's fonts \
        only: installed fonts are left out.
        """

    /// `fontaudit app PATH`: the audit options, less the spec-only ones, plus the project's own.
    static var app: [OptionSpec] {
        let own = [
            OptionSpec(
                name: "--platform", valueName: "PLATFORM", allowed: AppPlatform.allCases.map(\.rawValue),
                help:
                    "ios, android (XML resources and Compose), flutter or react-native: audit only that one (default: every platform the project holds)"
            ),
            OptionSpec(
                name: "--spec", valueName: "FILE", completion: .path,
                help: "Also audit this spec or token file's styles, against the app's fonts"),
            OptionSpec(
                name: "--system-fonts",
                help: "Count installed fonts as available too (the platform's own system font is never to buy)"),
        ]
        return own + audit.filter { $0.name != "--no-system-fonts" }
    }

    static let scanSummary = """
        Lists every face fontaudit sees: installed fonts through fontconfig, bundled fonts (--fonts) read directly \
        with FreeType. The text output draws a weights grid per family: ■ installed, ▨ inside a variable font's \
        wght range, · absent.
        """

    static let scan: [OptionSpec] = [
        OptionSpec(
            name: "--fonts", valueName: "PATH", repeatable: true, completion: .path,
            help: "Read bundled fonts from PATH. Repeatable."),
        OptionSpec(name: "--no-system-fonts", help: "Only the --fonts faces."),
        OptionSpec(
            name: "--family", valueName: "NAME", repeatable: true,
            help: "Only matching families (ignores case, spaces, - and _). Repeatable."),
        formatOption(
            scanFormats,
            help: "text (weights grid, default), json, or html (a chart per family, \"Ag\" rendered in each face)"),
        outputOption(scanFormats, summary: false),
        OptionSpec(
            name: "--policy", valueName: "POLICY", allowed: BoldTextPolicy.Name.allCases.map(\.rawValue),
            help: "With --format html: outline the weights this Bold Text policy needs that a family lacks"),
        OptionSpec(
            name: "--color", valueName: "WHEN", allowed: Terminal.ColorChoice.allCases.map(\.rawValue),
            help: "auto, always or never"),
        quiet,
        OptionSpec(name: "--stats", help: "Print timings to stderr"),
        OptionSpec(name: "--help", help: "Show this help"),
    ]

    /// The formats `scan` writes.
    static let scanFormats: [ReportFormat] = [.text, .json, .html]

    /// `--format` and `--output` are declared here once, so that every command pairs them the same way
    /// (`ReportTargets`).
    static func formatOption(_ formats: [ReportFormat], help: String) -> OptionSpec {
        OptionSpec(
            name: "--format", valueName: "FORMAT", repeatable: true, allowed: formats.map(\.rawValue),
            help: help
                + ". Repeatable: an --output right after a --format writes it; a --format with no --output after it goes to stdout"
        )
    }

    static func outputOption(_ formats: [ReportFormat], summary: Bool) -> OptionSpec {
        let extensions = ReportTargets.extensions(of: formats).replacingAll(",", with: "")
        return OptionSpec(
            name: "--output", valueName: "FILE", repeatable: true, completion: .path,
            help:
                "Write the report to FILE\(summary ? " (a summary still goes to stderr, unless --quiet)" : ""); without --format, \(extensions) choose it; - is standard output"
        )
    }

    /// `--quiet`, as SwiftLint's and periphery's: no progress, notes or warnings, only what fails.
    static let quiet = OptionSpec(
        name: "--quiet",
        help:
            "Only errors: no notes, warnings or summary on stderr, and the audit's text report on stdout keeps only what fails the run. Other reports (another --format, an --output file, scan's listing) are written in full; the exit code is the same"
    )

    static let exitCodes = [
        ("0", "every style passes (warnings allowed unless --strict); scan ran"),
        ("1", "a style fails, or warnings under --strict"),
        ("2", "usage, spec, path or write error (the CI formats still carry it)"),
    ]

    /// Options of the program itself, for the man page and completions.
    static let generators = [
        ("--generate-manual", "Print the fontaudit(1) man page (roff)"),
        ("--generate-completion-script SHELL", "Print the completion script for bash, zsh or fish"),
    ]
}
