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
        if parsed.has("--help") {
            context.stdout.write(HelpText.scan)
            return .success
        }
        if let extra = parsed.positionals.first {
            throw UsageError(
                message: "scan takes no file argument ('\(extra)'); use --fonts \(extra) to read a font folder")
        }
        let familyFilter = parsed.all("--family")
        let catalog = try FontCatalog.load(
            FontCatalog.Options(
                bundledPaths: parsed.all("--fonts"),
                includeSystemFonts: !parsed.has("--no-system-fonts"),
                // Installed faces of other families are not even converted.
                systemFilter: familyFilter.isEmpty ? nil : FaceFilter(families: familyFilter)
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
        let output = parsed.value("--output")
        let listing: String
        switch parsed.value("--format") ?? "text" {
        case "json": listing = ScanReport.json(faces)
        case "html":
            let policy = parsed.value("--policy").flatMap(BoldTextPolicy.Name.init(rawValue:)).map {
                BoldTextPolicy(name: $0)
            }
            listing = ScanChart.html(faces, policy: policy)
        default:
            // No colour in a file; the guard, as on standard output.
            let terminal = output == nil ? context.terminal(for: parsed, sink: context.stdout) : Terminal(colors: false)
            listing = WorkflowCommandGuard.defuse(ScanReport.text(faces, terminal: terminal))
        }
        if let output {
            do {
                try AuditCommand.write(listing, to: output)
            } catch {
                context.error(error.description)
                return .usageError
            }
        } else {
            context.stdout.write(listing)
        }
        if parsed.has("--stats") {
            context.printStats(catalog, report: Platform.now() - reportStart)
        }
        return .success
    }
}
