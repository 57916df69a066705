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
        if ReactNativeProject.detect(files) { platforms.append(.reactNative) }
        return platforms
    }

    /// `platform`: read only this one (`--platform`), whatever the project holds.
    /// `watchingWords`: note the responsiveness readers' words as files are first read (`FileWords`); false
    /// reads every file again for them, the reference path.
    /// `sharingSwiftTokens`: the iOS reader scans each Swift file for `SwiftResponsiveness` with the tokens it
    /// lexed for the file's font calls (`SwiftPrescans`); false reads and lexes them again, the reference path.
    package static func read(
        _ path: String, platform: AppPlatform?, watchingWords: Bool = true, sharingSwiftTokens: Bool = true
    ) throws(LocatedError) -> AppReading {
        var files = ProjectFiles.walk(path)
        var reading = AppReading()
        reading.warnings = files.problems.map {
            LocatedWarning(
                location: SourceLocation(file: $0.path, line: 1, column: 1), message: $0.reason, isError: true)
        }
        // A package.json that cannot be read or parsed hides whether the app is React Native at all: it fails
        // closed like any project file, rather than leaving the app's fonts unread.
        for path in files.scriptConfigs where Platform.baseName(of: path) == "package.json" {
            guard let bytes = files.read(path, warnings: &reading.warnings) else { continue }
            do {
                _ = try JSONParser.parse(bytes, file: path)
            } catch {
                reading.warnings.append(LocatedWarning(error))
            }
        }
        let detected = platform.map { [$0] } ?? detect(files)
        guard !detected.isEmpty else {
            throw LocatedError(
                "no iOS, Android, Flutter or React Native project here: no Info.plist, .xcodeproj, .app, Swift or Kotlin source, res/ folder, pubspec.yaml or package.json depending on react-native or expo",
                file: path)
        }
        // Only the Android and Flutter responsiveness readers look through files for words (Kotlin, Java, Dart):
        // an iOS or React Native read notes nothing.
        if watchingWords, detected.contains(.android) || detected.contains(.flutter) {
            files.words = FileWords.responsiveness
        }
        let fonts = ProjectFonts(files: files.fontFiles)
        // Flutter and React Native first: Flutter's asset fonts and the fonts useFonts loads at run time are
        // theirs, not files the iOS bundle fails to declare.
        var claimed = Set<String>()
        let first: Set<AppPlatform> = [.flutter, .reactNative]
        for platform in detected.sorted(by: { (first.contains($0) ? 0 : 1) < (first.contains($1) ? 0 : 1) }) {
            var part: PlatformReading
            var swiftPrescans: SwiftPrescans?
            switch platform {
            case .ios:
                let reader = IOSReader(
                    files: files, fonts: fonts, excluding: claimed, sharingTokens: sharingSwiftTokens,
                    warnings: &reading.warnings)
                (part, swiftPrescans) = (reader.reading, reader.swiftPrescans)
            case .android:
                part = AndroidReader.read(files, fonts: fonts, warnings: &reading.warnings)
            case .flutter:
                part = FlutterReader.read(files, fonts: fonts, warnings: &reading.warnings)
            case .reactNative:
                part = ReactNativeReader.read(files, fonts: fonts, warnings: &reading.warnings)
            }
            Responsiveness.read(files, into: &part, swiftPrescans: swiftPrescans, warnings: &reading.warnings)
            if first.contains(platform) { claimed.formUnion(part.claimedFiles) }
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
