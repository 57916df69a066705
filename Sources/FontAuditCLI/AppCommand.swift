import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// `fontaudit app PATH` (and `fontaudit PATH` for a folder): the audit of an iOS or Android project.
enum AppCommand {
    static func run(_ arguments: [String], context: CommandContext) throws -> ExitCode {
        let parsed = try ArgumentParser.parse(arguments, options: Commands.app)
        let context = context.with(parsed)
        if parsed.has("--help") {
            context.stdout.write(HelpText.app)
            return .success
        }
        guard let path = parsed.positionals.first else {
            throw UsageError(message: "no project given: fontaudit app PATH [options]")
        }
        if parsed.positionals.count > 1 {
            throw UsageError(message: "one project at a time; unexpected '\(parsed.positionals[1])'")
        }
        guard Platform.kind(of: path) == .directory else {
            throw UsageError(
                message:
                    "\(path): \(Platform.kind(of: path) == .missing ? "no such folder" : "not a folder (fontaudit app takes a project folder or a .app)")"
            )
        }
        let targets = try ReportTargets.resolve(parsed)
        let specPath = parsed.value("--spec")
        try ReportTargets.checkNoClobbering(
            targets: targets, writeBaseline: parsed.value("--write-baseline"), spec: specPath,
            baselines: parsed.all("--baseline"))
        let options = AuditCommand.auditOptions(parsed)
        let name = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let report = Reports(
            targets: targets, spec: name, strict: parsed.has("--strict"), parsed: parsed, context: context)

        let start = Platform.now()
        var request = AppAudit.Request(options: options)
        let platform = parsed.value("--platform").flatMap(AppPlatform.init(rawValue:))
        request.platformIsForced = platform != nil
        var waivers: [Waiver] = []
        var inputWarnings: [LocatedWarning] = []
        do {
            if let specPath {
                let spec = try InputFormat.load(
                    path: specPath, forced: parsed.value("--input").flatMap(InputFormat.init(rawValue:)),
                    checkFallbacks: parsed.has("--check-fallbacks"))
                request.specStyles = spec.styles
                waivers += spec.waivers
                inputWarnings += spec.warnings
                if let boldText = spec.boldText, !options.policyIsForced {
                    request.options.policy = BoldTextPolicy(name: boldText.policy, map: boldText.map)
                    request.options.policyIsForced = true
                }
            }
            let loaded = try AuditCommand.loadBaselines(parsed)
            waivers += loaded.waivers
            inputWarnings += loaded.warnings
            try WaiverApplication.checkRules(waivers)
        } catch {
            context.stderr.write(Terminal.sanitize(error.rendered) + "\n")
            try report.write(
                AuditResult(styles: []), options: options, problems: [LocatedWarning(error)], onlyCIFormats: true)
            return .usageError
        }
        let catalog = try FontCatalog.load(
            FontCatalog.Options(
                bundledPaths: parsed.all("--fonts"), includeSystemFonts: parsed.has("--system-fonts"),
                installedFontsCache: InstalledFontsCache(environment: context.environment)))
        context.reportCatalogProblems(catalog)
        request.extraFaces = catalog.faces
        if parsed.has("--system-fonts") { request.installedFamilies = catalog.installedFamilies }

        // The readers hand over what the project holds; the engine audits it.
        let reading: AppReading
        do {
            reading = try AppReader.read(name, platform: platform)
        } catch {
            context.stderr.write(Terminal.sanitize(error.rendered) + "\n")
            try report.write(
                AuditResult(styles: []), options: options, problems: [LocatedWarning(error)], onlyCIFormats: true)
            return .usageError
        }
        for warning in reading.warnings {
            context.diagnostic(warning.rendered, failsRun: warning.isError || parsed.has("--strict"))
        }
        inputWarnings += reading.warnings
        let result = AppAudit.run(reading, request)
        // An app that bundles or declares text fonts none of whose styles were found was not audited: it says
        // so, rather than pass as if it had been (a warning, which fails the run under --strict). Declared covers
        // fonts whose files are not in the project (an expo-font plugin list of files fetched at build time).
        if result.styles.isEmpty, let warning = nothingAudited(reading, result, name: name) {
            context.diagnostic(warning.rendered, failsRun: parsed.has("--strict"))
            inputWarnings.append(warning)
        }
        var reported = options
        if !options.policyIsForced, let first = result.platforms.first {
            reported.policy.name = first.defaultPolicy
        }
        let code = try AuditCommand.conclude(
            result, waivers: waivers, inputWarnings: inputWarnings, options: reported, report: report,
            parsed: parsed, context: context)
        context.keepUntilExit((reading, result, catalog, request))
        if parsed.has("--stats") {
            let ms = Int(((Platform.now() - start) * 1000).rounded())
            context.stderr.write(
                "stats: \(reading.fontFiles) font files, \(reading.facesRead) faces, \(result.styles.count) styles; \(ms) ms\n"
            )
        }
        return code
    }

    /// The warning for an app with text fonts and no style audited: bundled font files (icon fonts aside), else
    /// declarations of fonts (UIAppFonts, `<font>`, pubspec, expo-font, `useFonts`) whose files may not be there.
    static func nothingAudited(_ reading: AppReading, _ result: AuditResult, name: String) -> LocatedWarning? {
        let notChecked = result.sources?.callsNotChecked ?? 0
        let calls = notChecked > 0 ? " (\(notChecked) font call\(notChecked == 1 ? "" : "s") not checked)" : ""
        let location = SourceLocation(file: name, line: 1, column: 1)
        let textFaces = reading.parts.flatMap(\.bundledFaces).filter { !IconFonts.isIconFont($0.family) }
        if !textFaces.isEmpty {
            let files = Set(textFaces.map(\.path)).count
            let them = files == 1 ? "it" : "them"
            return LocatedWarning(
                location: location,
                message:
                    "the app bundles \(files) font file\(files == 1 ? "" : "s"), but no text style in its code was found to use \(them)\(calls): nothing about \(them) was audited"
            )
        }
        var seen = Set<String>()
        let declared = reading.parts.flatMap(\.declaredFonts).map { Platform.baseName(of: $0) }.filter { name in
            !IconFonts.isIconFont(Platform.stem(of: name)) && seen.insert(name).inserted
        }
        guard !declared.isEmpty else { return nil }
        let them = declared.count == 1 ? "it" : "them"
        let shown = declared.prefix(3).map { Terminal.sanitize($0) }.joined(separator: ", ")
        return LocatedWarning(
            location: location,
            message:
                "the app declares \(declared.count) font\(declared.count == 1 ? "" : "s") (\(shown)\(declared.count > 3 ? ", …" : "")), with no font file of \(them) in the project, and no text style in its code was found to use \(them)\(calls): nothing about \(them) was audited"
        )
    }
}
