import FontAuditModel
import FontAuditSystem
import FontCatalog

/// Reads an app project: which platforms it holds, and for each what its reader finds. One list of readers;
/// the engine audits what they hand over.
package enum AppReader {
    /// The platforms a project holds, from its contents.
    package static func detect(_ files: ProjectFiles) -> [AppPlatform] {
        var platforms: [AppPlatform] = []
        if files.hasIOS { platforms.append(.ios) }
        if files.hasAndroid { platforms.append(.android) }
        if files.hasFlutter { platforms.append(.flutter) }
        return platforms
    }

    /// `platform`: read only this one (`--platform`), whatever the project holds.
    package static func read(_ path: String, platform: AppPlatform?) throws(LocatedError) -> AppReading {
        let files = ProjectFiles.walk(path)
        var reading = AppReading()
        reading.warnings = files.problems.map {
            LocatedWarning(location: SourceLocation(file: $0.path, line: 1, column: 1), message: $0.reason)
        }
        let detected = platform.map { [$0] } ?? detect(files)
        guard !detected.isEmpty else {
            throw LocatedError(
                "no iOS, Android or Flutter project here: no Info.plist, .xcodeproj, .app, Swift or Kotlin source, res/ folder or pubspec.yaml",
                file: path)
        }
        let fonts = ProjectFonts(files: files.fontFiles)
        // Flutter first: its asset fonts are Flutter's own, not files the iOS bundle fails to declare.
        var claimed = Set<String>()
        for platform in detected.sorted(by: { ($0 == .flutter ? 0 : 1) < ($1 == .flutter ? 0 : 1) }) {
            var part: PlatformReading
            switch platform {
            case .ios:
                part = IOSReader(files: files, fonts: fonts, excluding: claimed, warnings: &reading.warnings).reading
            case .android:
                part = AndroidReader.read(files, fonts: fonts, warnings: &reading.warnings)
            case .flutter:
                part = FlutterReader.read(files, fonts: fonts, warnings: &reading.warnings)
            }
            Responsiveness.read(files, into: &part, warnings: &reading.warnings)
            if platform == .flutter { claimed.formUnion(part.claimedFiles) }
            reading.parts.append(part)
        }
        // An unreadable font file is a warning, unless a declaration names it: then it is `not-a-font`.
        let notFonts = Set(reading.parts.flatMap(\.facts).filter { $0.kind == .notAFont }.compactMap(\.path))
        for problem in fonts.allProblems where !notFonts.contains(problem.path) {
            reading.warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: problem.path, line: 1, column: 1),
                    message: "skipped: \(problem.reason)"))
        }
        reading.fontFiles = files.fontFiles.count
        reading.facesRead = files.fontFiles.reduce(0) { $0 + fonts.faces(in: $1).count }
        return reading
    }
}
