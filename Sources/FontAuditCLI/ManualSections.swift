/// The parts of the man page that are not options: examples, the environment fontaudit reads, the files it
/// reads and writes, and the spec's shape. Declared here, beside `Commands`, so the page is made from data.
extension Commands {
    /// (command line, what it does).
    static let examples = [
        ("fontaudit design/typography.json", "Audit a spec against the installed fonts and print the buying list."),
        (
            "fontaudit design/typography.json --no-system-fonts --fonts App/Fonts",
            "Audit it against the fonts the app bundles, as it ships."
        ),
        ("fontaudit tokens.json --policy android", "Audit design tokens with Android's Bold Text mapping."),
        ("fontaudit app ios/MosaicApp", "Audit an iOS, Android, Flutter or React Native project as it is."),
        (
            "fontaudit spec.json --format sarif --output fontaudit.sarif --format html --output report.html",
            "Write two reports; each --output belongs to the --format before it."
        ),
        (
            "fontaudit spec.json --baseline fontaudit-baseline.json --quiet",
            "In a hook: only the errors that are not waived, and the exit code."
        ),
        (
            "fontaudit spec.json --write-baseline fontaudit-baseline.json",
            "Record today's findings as waivers, to fail only on new ones."
        ),
        ("fontaudit scan --no-system-fonts --fonts App/Fonts", "Show the weights grid of the bundled fonts."),
        ("fontaudit scan --family 'Open Sans' --format json --output faces.json", "List one family's faces as JSON."),
    ]

    /// Every variable fontaudit reads (grep for `environment[`), and fontconfig's own.
    static let environment = [
        ("NO_COLOR", "When set and not empty, --color auto prints no colour."),
        ("TERM", "dumb: --color auto prints no colour."),
        (
            "FONTCONFIG_FILE",
            "The fontconfig configuration that lists the installed fonts (FONTCONFIG_PATH and fontconfig's other variables are read by fontconfig too). --no-system-fonts leaves fontconfig out."
        ),
        (
            "FONTAUDIT_CACHE_DIR",
            "The folder where the listing of installed fonts is kept between runs (default: $XDG_CACHE_HOME/fontaudit, else ~/.cache/fontaudit); empty: no listing is kept, fontconfig is loaded every run."
        ),
        ("XDG_CACHE_HOME, HOME", "Where the listing of installed fonts is kept, when FONTAUDIT_CACHE_DIR is not set."),
        (
            "CI",
            "true, 1 or yes (as CI services set it): no listing of installed fonts is kept, since a fresh runner never reads it; one kept already is still read."
        ),
        (
            "FONTCONFIG_PATH, FONTCONFIG_SYSROOT, XDG_CONFIG_HOME",
            "Read by fontconfig; fontaudit also looks where they point for configuration files that appear after a listing was kept. With FONTCONFIG_SYSROOT set, no listing is kept."
        ),
        (
            "GITHUB_STEP_SUMMARY",
            "With --format github: the Markdown summary (the buying list) is appended to this file, as GitHub Actions sets it."
        ),
        (
            "FONTAUDIT_TODAY",
            "A date, YYYY-MM-DD, that waivers' expiry dates are compared with instead of today: reproducible runs."
        ),
    ]

    /// (file, what it is).
    static let files = [
        (
            "fontaudit-baseline.json",
            "Waivers written by --write-baseline and read by --baseline (the name the docs use; any name works)."
        ),
        (
            "schema/fontaudit-spec.schema.json",
            "JSON Schema of the spec; a spec may name it in \"$schema\"."
        ),
        (
            "schema/fontaudit-report.schema.json",
            "JSON Schema of --format json of an audit and of fontaudit app."
        ),
        ("schema/fontaudit-scan.schema.json", "JSON Schema of fontaudit scan --format json."),
        (
            "~/.cache/fontaudit/installed-fonts-N.cache",
            "The installed faces fontconfig listed, with the state of every configuration file, font folder and font file they came from; read instead of loading fontconfig while none of them has changed. Safe to delete."
        ),
        (
            "tokens.json, *.tokens.json",
            "Design tokens (DTCG, Tokens Studio in either of its formats), read like a spec; the kind is detected from the content or set by --input."
        ),
    ]

    /// The spec's shape, in a few lines (docs/audit.md has it all).
    static let specFormat = """
        A spec is a JSON object. "styles" (required) is an array of objects, each with a unique "name" and \
        either "family" and "weight" (a number from 1 to 1000 or a name: thin, extralight, light, regular, \
        medium, semibold, bold, extrabold, black), with "italic" (false by default), or "fontName", a \
        PostScript name. Optional: "fonts", bundled font files or folders relative to the spec; "systemFonts": \
        false, as --no-system-fonts; "boldText", a policy name or {"policy": NAME, "map": {"400": 700}}. An \
        unknown key is a warning; every error names its line and column and exits 2. A file named .yaml or .yml \
        is read as YAML with the same keys. Example:
        """

    static let specExample = """
        {
          "boldText": "apple",
          "fonts": ["Fonts"],
          "styles": [
            {"name": "body", "family": "Open Sans", "weight": "regular"},
            {"name": "quote", "family": "Open Sans", "weight": 400, "italic": true},
            {"name": "caption", "fontName": "OpenSans-Light"}
          ]
        }
        """
}
