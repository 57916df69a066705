import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// A report or baseline file that cannot be written (exit 2).
struct OutputFileError: Error, CustomStringConvertible {
    var description: String
}

/// `fontaudit [audit] SPEC.json`: the Bold Text audit.
enum AuditCommand {
    static var options: [OptionSpec] { Commands.audit }

    static func run(_ arguments: [String], context: CommandContext) throws -> ExitCode {
        let parsed = try ArgumentParser.parse(arguments, options: options)
        let context = context.with(parsed)
        if parsed.has("--help") {
            context.stdout.write(HelpText.full)
            return .success
        }
        guard let specPath = parsed.positionals.first else {
            throw UsageError(message: "no spec file given: fontaudit SPEC.json [options]")
        }
        if parsed.positionals.count > 1 {
            throw UsageError(message: "one spec file at a time; unexpected '\(parsed.positionals[1])'")
        }
        if specPath != "-", Platform.kind(of: specPath) == .missing,
            let guess = Suggestion.closest(to: specPath, among: ["scan", "audit", "help", "version"])
        {
            throw UsageError(message: "'\(specPath)' is neither a spec file nor a command; did you mean '\(guess)'?")
        }
        let targets = try ReportTargets.resolve(parsed)
        let baselines = parsed.all("--baseline")
        let writeBaseline = parsed.value("--write-baseline")
        try ReportTargets.checkNoClobbering(
            targets: targets, writeBaseline: writeBaseline,
            spec: specPath == "-" ? nil : specPath, baselines: baselines)
        let strict = parsed.has("--strict")
        let specName = SpecParser.displayName(specPath)
        var options = auditOptions(parsed)
        let report = Reports(targets: targets, spec: specName, strict: strict, parsed: parsed, context: context)

        let parseStart = Platform.now()
        let spec: Spec
        var inputWarnings: [LocatedWarning]
        var waivers: [Waiver]
        do {
            spec = try InputFormat.load(
                path: specPath, forced: parsed.value("--input").flatMap(InputFormat.init(rawValue:)),
                checkFallbacks: parsed.has("--check-fallbacks"))
            inputWarnings = spec.warnings
            waivers = spec.waivers
            let loaded = try loadBaselines(parsed)
            waivers += loaded.waivers
            inputWarnings += loaded.warnings
            try WaiverApplication.checkRules(waivers)
        } catch {
            // The CI formats still get a file, with the error as a located result: an `upload-sarif` step
            // that runs `if: always()` has something to upload, and the annotation lands on the bad line.
            context.stderr.write(Terminal.sanitize(error.rendered) + "\n")
            try report.write(
                AuditResult(styles: []), options: options, problems: [LocatedWarning(error)], onlyCIFormats: true)
            return .usageError
        }
        // Like a compiler's: every format also carries them, but the log always shows them.
        for warning in inputWarnings { context.diagnostic(warning.rendered, failsRun: warning.isError || strict) }

        if let spec = spec.boldText, parsed.value("--policy") == nil {
            options.policy = BoldTextPolicy(name: spec.policy, map: spec.map)
        }
        if let map = spec.boldText?.map, parsed.value("--policy") != nil { options.policy.map = map }
        let parseSeconds = Platform.now() - parseStart
        let includeSystem = !parsed.has("--no-system-fonts") && spec.systemFonts != false
        let catalog = try CatalogLoader.load(
            for: spec.styles,
            options: FontCatalog.Options(
                bundledPaths: spec.fonts + parsed.all("--fonts"),
                includeSystemFonts: includeSystem,
                installedFontsCache: InstalledFontsCache(environment: context.environment)
            ))
        context.reportCatalogProblems(catalog)
        for problem in catalog.problems {
            inputWarnings.append(
                LocatedWarning(
                    location: SourceLocation(file: problem.path, line: 1, column: 1),
                    message: "skipped: \(problem.reason)"))
        }
        let noFonts = catalog.faces.isEmpty && !spec.styles.isEmpty
        if noFonts {
            let message =
                "no fonts were loaded (no installed fonts, and no --fonts or \"fonts\" given, or none readable); every face would be listed as missing"
            context.diagnostic("\(specName): \(strict ? "error" : "warning"): \(message)", failsRun: strict)
            inputWarnings.append(
                LocatedWarning(
                    location: SourceLocation(file: specName, line: 1, column: 1), message: message, isError: strict))
        }

        let matchStart = Platform.now()
        let installedFamilies: (() -> [String: String])? = includeSystem ? catalog.installedFamilies : nil
        let index = FaceIndex(
            catalog.faces, moreFamilies: installedFamilies,
            postscriptNames: spec.styles.contains { $0.fontName != nil })
        let result = Auditor.audit(spec.styles, index: index, options: options)
        let matchSeconds = Platform.now() - matchStart
        let code = try conclude(
            result, waivers: waivers, inputWarnings: inputWarnings, options: options, report: report,
            parsed: parsed, context: context)
        context.keepUntilExit((spec, catalog, index, result))
        if parsed.has("--stats") {
            context.printStats(
                catalog, parse: parseSeconds, match: matchSeconds, report: Platform.now() - matchStart - matchSeconds)
        }
        if noFonts && strict { return .usageError }
        return code
    }

    /// `--match` and `--policy`, as every audit reads them; a `--policy` overrides the policy a style's own code
    /// follows.
    static func auditOptions(_ parsed: ParsedArguments) -> AuditOptions {
        var options = AuditOptions(
            match: parsed.value("--match").flatMap(AuditOptions.MatchMode.init(rawValue:)) ?? .exact)
        if let name = parsed.value("--policy").flatMap(BoldTextPolicy.Name.init(rawValue:)) {
            options.policy.name = name
            options.policyIsForced = true
        }
        return options
    }

    /// What every audit does with its result: applies the waivers, writes the baseline and the reports, and
    /// decides the exit code.
    static func conclude(
        _ audited: AuditResult, waivers: [Waiver], inputWarnings: [LocatedWarning], options: AuditOptions,
        report: Reports, parsed: ParsedArguments, context: CommandContext
    ) throws -> ExitCode {
        var result = audited
        var inputWarnings = inputWarnings
        let strict = parsed.has("--strict")
        let today = WaiverParser.today(environment: context.environment)
        let waiverProblems = WaiverApplication.apply(waivers, to: &result, today: today)
        for problem in waiverProblems {
            context.diagnostic(
                "\(problem.location.description): \(strict ? "error" : "warning"): \(problem.message)", failsRun: strict
            )
            inputWarnings.append(LocatedWarning(location: problem.location, message: problem.message))
        }
        if let writeBaseline = parsed.value("--write-baseline") {
            try write(WaiverApplication.baseline(for: result, today: today), to: writeBaseline)
            context.note("fontaudit: wrote the current findings to \(writeBaseline) as waivers")
        }
        try report.write(result, options: options, problems: inputWarnings, onlyCIFormats: false)
        // An input that could not be read or parsed (an app's project file) fails closed: exit 2, whatever the
        // audit of the rest found, so a broken project never passes a gate.
        if inputWarnings.contains(where: \.isError) {
            context.stderr.write("fontaudit: input errors: the audit is incomplete\n")
            return .usageError
        }
        if result.hasFailures { return .findings }
        let hasWarnings = result.hasWarnings || !inputWarnings.isEmpty
        if strict && hasWarnings {
            context.stderr.write("fontaudit: warnings fail the run under --strict\n")
            return .findings
        }
        return .success
    }

    /// Reads the `--baseline` files; a baseline that `--write-baseline` is about to create may be missing.
    static func loadBaselines(_ parsed: ParsedArguments) throws(LocatedError) -> (
        waivers: [Waiver], warnings: [LocatedWarning]
    ) {
        var waivers: [Waiver] = []
        var warnings: [LocatedWarning] = []
        let writeBaseline = parsed.value("--write-baseline")
        for baseline in parsed.all("--baseline") {
            // Refreshing a baseline that does not exist yet (`--baseline b.json --write-baseline b.json`)
            // on the first run starts from no waivers rather than failing.
            if let writeBaseline, Platform.kind(of: baseline) == .missing,
                Platform.identity(of: baseline) == Platform.identity(of: writeBaseline)
            {
                continue
            }
            let loaded = try WaiverParser.load(baseline: baseline)
            waivers += loaded.waivers
            warnings += loaded.warnings
        }
        return (waivers, warnings)
    }

    static func write(_ text: String, to path: String) throws(OutputFileError) {
        do {
            try Platform.write(text, to: path)
        } catch {
            throw OutputFileError(description: error.description)
        }
    }

    static func append(_ text: String, to path: String) throws(Platform.WriteError) {
        try Platform.write(text, to: path, append: true)
    }
}
