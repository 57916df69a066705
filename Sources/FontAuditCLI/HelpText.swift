import FontAuditSystem
import FontCatalog
import FontAuditCore
import FontAuditReports
/// `--help` text. The README shows the same.
enum HelpText {
    static let usage = """
    Usage: fontaudit SPEC.json [options]       audit a typography spec or design-token
                                                file (DTCG, Tokens Studio) for Bold Text
           fontaudit - [options]                the same, reading the spec from standard input
           fontaudit scan [options]             list installed and bundled faces
           fontaudit --help | --version

    """

    static let full = usage + """

    Checks that every text style's face is installed, and that the heavier face the
    iOS / Android Bold Text setting switches to is installed too. Names every missing
    face, so designers know which weights to buy.

    Audit options:
      --fonts PATH          Also read bundled fonts from PATH (file or folder, recursive,
                            .ttf .otf .ttc .otc). Repeatable; adds to the spec's "fonts".
      --no-system-fonts     Leave installed fonts out (same as "systemFonts": false).
      --policy POLICY       Bold Text policy, overriding the spec's "boldText":
                              apple    100→200 200→300 300→400 400→600 500→700
                                       600→800 700→900 800→900; 900 stays (default)
                              android  min(weight + 300, 900)
                              next     lightest installed weight of the family that
                                       is heavier; if none, the apple target
      --match MODE          exact: the Bold Text weight must be installed (default)
                            heavier: any heavier face passes, with a warning
      --format FORMAT       text (default), json, sarif, github, junit or markdown.
                            Repeatable: an --output right after a --format writes it;
                            a --format with no --output after it goes to stdout
      --output FILE         Write the report to FILE (a summary still goes to stderr);
                            without --format, .sarif .xml .md .json .txt choose it;
                            - is standard output
      --baseline FILE       Waive the findings recorded in FILE. Repeatable
      --write-baseline FILE Record every current failure and warning, waived or not,
                            as waivers (with --baseline FILE too: refresh it)
      --color WHEN          auto (default: only on a terminal, off with NO_COLOR),
                            always or never
      --input KIND          native, dtcg or tokens-studio (default: detected from the
                            content). DTCG and Tokens Studio typography tokens become
                            styles named by their token path
      --check-fallbacks     Also audit the fallback families of a token's fontFamily list
      --strict              Warnings (unknown keys, expired or unused waivers, skipped
                            font files) fail the run (exit 1; no fonts at all: 2)
      --stats               Print faces read, files skipped and time per phase to stderr

    Scan options (fontaudit scan):
      --fonts PATH          Read bundled fonts from PATH. Repeatable.
      --no-system-fonts     Only the --fonts faces.
      --family NAME         Only matching families (ignores case, spaces, - and _).
                            Repeatable.
      --format FORMAT       text (weights grid, default) or json
      --color WHEN          auto, always or never
      --stats               Print timings to stderr

    Exit codes:
      0  every style passes (warnings allowed unless --strict); scan ran
      1  a style fails, or warnings under --strict
      2  usage, spec, path or write error (the CI formats still carry it)

    """

    static let scan = """
    Usage: fontaudit scan [--fonts PATH]... [--no-system-fonts] [--family NAME]...
                          [--format text|json] [--color auto|always|never] [--stats]

    Lists every face fontaudit sees: installed fonts through fontconfig, bundled fonts
    (--fonts) read directly with FreeType. The text output draws a weights grid per
    family: ■ installed, ▨ inside a variable font's wght range, · absent.

    Exit codes: 0 the scan ran (unreadable font files are warnings); 2 usage or path error.

    """
}
