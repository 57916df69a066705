import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// `fontaudit scan`: the font catalog, as a weights grid or JSON.
enum ScanCommand {
    static var options: [OptionSpec] { Commands.scan }

    static func run(_ arguments: [String], context: CommandContext) throws -> ExitCode {
        let parsed = try ArgumentParser.parse(arguments, options: options)
        let context = context.with(parsed)
        if parsed.has("--help") {
            context.stdout.write(HelpText.scan)
            return .success
        }
        if let extra = parsed.positionals.first {
            throw UsageError(
                message: "scan takes no file argument ('\(extra)'); use --fonts \(extra) to read a font folder")
        }
        // --format and --output pair as the audit's do, checked before any font is read.
        let targets = try ReportTargets.resolve(parsed, formats: Commands.scanFormats)
        try ReportTargets.checkNoClobbering(targets: targets, writeBaseline: nil, spec: nil, baselines: [])
        let familyFilter = parsed.all("--family")
        let catalog = try FontCatalog.load(
            FontCatalog.Options(
                bundledPaths: parsed.all("--fonts"),
                includeSystemFonts: !parsed.has("--no-system-fonts"),
                // Installed faces of other families are not even converted.
                systemFilter: familyFilter.isEmpty ? nil : FaceFilter(families: familyFilter),
                installedFontsCache: InstalledFontsCache(environment: context.environment)
            ))
        context.reportCatalogProblems(catalog)
        let reportStart = Platform.now()
        var faces = catalog.faces
        let wanted = parsed.all("--family").map(FamilyName.normalized)
        if !wanted.isEmpty {
            faces = faces.filter { face in face.families.contains { wanted.contains(FamilyName.normalized($0)) } }
            if faces.isEmpty {
                // The filter left other installed families out of the catalog: ask fontconfig for their names.
                var known = catalog.familySpellings
                for face in catalog.faces {
                    for family in face.families { known[FamilyName.normalized(family)] = family }
                }
                var message = "no family matches \(parsed.all("--family").map { "'\($0)'" }.joined(separator: ", "))"
                if let guess = Suggestion.closest(
                    to: FamilyName.normalized(parsed.all("--family")[0]), among: Array(known.keys))
                {
                    message += "; did you mean '\(known[guess]!)'?"
                }
                context.warning(message)
            }
        }
        for target in targets {
            let listing = render(faces, as: target.format, parsed: parsed, context: context, toFile: target.path != nil)
            guard let path = target.path else {
                context.stdout.write(listing)
                continue
            }
            do {
                try AuditCommand.write(listing, to: path)
            } catch {
                context.error(error.description)
                return .usageError
            }
            context.note("fontaudit: wrote \(target.format.rawValue) report to \(path)")
        }
        if parsed.has("--stats") {
            context.printStats(catalog, report: Platform.now() - reportStart)
        }
        return .success
    }

    /// One listing: the weights grid (coloured only on a terminal), JSON, or the HTML chart.
    private static func render(
        _ faces: [FontFace], as format: ReportFormat, parsed: ParsedArguments, context: CommandContext, toFile: Bool
    ) -> String {
        switch format {
        case .json: return ScanReport.json(faces)
        case .html:
            let policy = parsed.value("--policy").flatMap(BoldTextPolicy.Name.init(rawValue:)).map {
                BoldTextPolicy(name: $0)
            }
            return ScanChart.html(faces, policy: policy)
        default:
            let terminal = toFile ? Terminal(colors: false) : context.terminal(for: parsed, sink: context.stdout)
            return WorkflowCommandGuard.defuse(ScanReport.text(faces, terminal: terminal))
        }
    }
}
