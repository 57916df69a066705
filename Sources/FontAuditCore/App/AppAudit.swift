import FontAuditSystem
import FontCatalog

/// `fontaudit app PATH`: the Bold Text audit of what an iOS or Android project really ships, read from
/// the project itself.
package enum AppAudit {
    package struct Request {
        package var path: String
        /// `--platform`: audit only this one, whatever the project holds.
        package var platform: AppPlatform?
        /// `--spec` styles, audited against the app's fonts.
        package var specStyles: [TextStyle] = []
        /// Faces from `--fonts` and, with `--system-fonts`, the installed ones: available to every style.
        package var extraFaces: [FontFace] = []
        package var installedFamilies: (() -> [String: String])?
        /// `policyIsForced` false: each platform's own default (apple, android; YMatterType's for its calls).
        package var options: AuditOptions

        package init(path: String, options: AuditOptions) {
            self.path = path
            self.options = options
        }
    }

    package struct Outcome {
        package var result: AuditResult
        package var warnings: [LocatedWarning]
        package var fontFiles: Int
        package var facesRead: Int
    }

    package static func detect(_ files: ProjectFiles) -> [AppPlatform] {
        var platforms: [AppPlatform] = []
        if files.hasIOS { platforms.append(.ios) }
        if files.hasAndroid { platforms.append(.android) }
        if files.hasFlutter { platforms.append(.flutter) }
        return platforms
    }

    package static func run(_ request: Request) throws(LocatedError) -> Outcome {
        let files = ProjectFiles.walk(request.path)
        var warnings = files.problems.map {
            LocatedWarning(location: SourceLocation(file: $0.path, line: 1, column: 1), message: $0.reason)
        }
        let detected = request.platform.map { [$0] } ?? detect(files)
        guard !detected.isEmpty else {
            throw LocatedError(
                "no iOS, Android or Flutter project here: no Info.plist, .xcodeproj, .app, Swift or Kotlin source, res/ folder or pubspec.yaml",
                file: request.path)
        }
        let fonts = ProjectFonts(files: files.fontFiles)
        struct Part {
            var platform: AppPlatform
            var styles: [StyleResult] = []
            var findings: [ProjectFinding] = []
            var sources = AppSources()
            var faces: [FontFace] = []
            var holdsNothing: Bool { styles.isEmpty && findings.isEmpty && sources.declarations == 0 }
        }
        var parts: [Part] = []
        // Flutter first: its asset fonts are Flutter's own, not files the iOS bundle fails to declare.
        var flutterAssets = Set<String>()
        for platform in detected.sorted(by: { ($0 == .flutter ? 0 : 1) < ($1 == .flutter ? 0 : 1) }) {
            var options = request.options
            if !options.policyIsForced { options.policy.name = platform.defaultPolicy }
            var part = Part(platform: platform)
            switch platform {
            case .ios:
                let ios = IOSAppAudit(files: files, fonts: fonts, excluding: flutterAssets, warnings: &warnings)
                let available = ios.availableFaces + request.extraFaces
                let index = FaceIndex(available, moreFamilies: request.installedFamilies)
                let ownFonts = ios.styles.filter { !isPlatformFont($0) }
                var result = Auditor.audit(ownFonts, index: index, options: options)
                result.styles = result.styles.map { declarationNotPurchase($0, undeclared: ios.undeclaredFaces) }
                result.styles += ios.styles.filter(isPlatformFont).map(platformFontResult)
                result.styles.sort { $0.style.location < $1.style.location }
                part.styles = result.styles
                part.findings = ios.findings + ios.unknownNames(among: available + ios.undeclaredFaces)
                (part.sources, part.faces) = (ios.sources, ios.availableFaces)
            case .android:
                let android = AndroidAppAudit(files: files, fonts: fonts, options: options, warnings: &warnings)
                (part.styles, part.findings, part.sources, part.faces) = (
                    android.results, android.findings, android.sources, android.faces
                )
            case .flutter:
                let flutter = FlutterAppAudit(files: files, fonts: fonts, options: options, warnings: &warnings)
                (part.styles, part.findings, part.sources, part.faces) = (
                    flutter.results, flutter.findings, flutter.sources, flutter.faces
                )
                flutterAssets = flutter.assetFiles
            }
            parts.append(part)
        }
        // A Flutter (or React Native) repository keeps ios/ and android/ folders for the app's shell: they are
        // audited when they declare or use fonts, and left out when they hold nothing about fonts.
        if request.platform == nil, detected.contains(.flutter) {
            parts.removeAll { $0.platform != .flutter && $0.holdsNothing }
        }
        parts.sort { $0.platform.sortOrder < $1.platform.sortOrder }
        let platforms = parts.map(\.platform)
        let both = platforms.count > 1
        var styles: [StyleResult] = []
        var findings: [ProjectFinding] = []
        var sources = AppSources()
        var appFaces: [FontFace] = []
        for part in parts {
            styles += part.styles.map { named($0, platform: part.platform, both: both) }
            findings += part.findings
            sources = sources + part.sources
            appFaces += part.faces
        }
        if !request.specStyles.isEmpty {
            var options = request.options
            if !options.policyIsForced, platforms.count == 1 { options.policy.name = platforms[0].defaultPolicy }
            let index = FaceIndex(appFaces + request.extraFaces, moreFamilies: request.installedFamilies)
            styles += Auditor.audit(request.specStyles, index: index, options: options).styles
        }
        // An unreadable font file is a warning, unless UIAppFonts declares it: then it is `not-a-font`.
        let notFonts = Set(findings.filter { $0.rule == .notAFont }.compactMap(\.path))
        for problem in fonts.allProblems where !notFonts.contains(problem.path) {
            warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: problem.path, line: 1, column: 1),
                    message: "skipped: \(problem.reason)"))
        }
        var result = AuditResult(styles: styles)
        result.projectFindings = findings.sorted { ($0.location, $0.rule.id) < ($1.location, $1.rule.id) }
        result.platforms = platforms
        result.sources = sources
        return Outcome(
            result: result, warnings: warnings, fontFiles: files.fontFiles.count,
            facesRead: files.fontFiles.reduce(0) { $0 + fonts.faces(in: $1).count })
    }

    private static func isPlatformFont(_ style: TextStyle) -> Bool {
        PlatformFonts.isIOSSystemFont(style.fontName ?? style.family ?? "")
    }

    /// A style on one of iOS's own fonts: nothing bundled, nothing to buy.
    private static func platformFontResult(_ style: TextStyle) -> StyleResult {
        let name = style.fontName ?? style.family ?? ""
        let finding = Finding(
            rule: .platformFont, severity: .note, style: style.name, location: style.location, family: name,
            weight: style.weight ?? 400, italic: style.italic,
            message: "\"\(Terminal.sanitize(name))\" ships with iOS: nothing to bundle or buy")
        return StyleResult(
            style: style, family: name, weight: style.weight ?? 400, italic: style.italic, findings: [finding])
    }

    /// With both platforms in one repository, each style's name says which one it is.
    private static func named(_ result: StyleResult, platform: AppPlatform, both: Bool) -> StyleResult {
        guard both else { return result }
        var named = result
        named.style.name = "\(platform.displayName): \(result.style.name)"
        for i in named.findings.indices {
            named.findings[i].style = named.style.name
            named.findings[i].needs?.neededBy = [named.style.name]
        }
        return named
    }

    /// A face the app bundles but does not declare is not to be bought: the finding says to declare it.
    private static func declarationNotPurchase(_ result: StyleResult, undeclared: [FontFace]) -> StyleResult {
        guard !undeclared.isEmpty else { return result }
        var adjusted = result
        for i in adjusted.findings.indices {
            guard let need = adjusted.findings[i].needs else { continue }
            let key = FamilyName.normalized(need.family)
            let byName = result.style.fontName
            guard
                let face = undeclared.first(where: { face in
                    (byName != nil && face.postscriptName == byName && need.weight == result.weight)
                        || (face.families.contains { FamilyName.normalized($0) == key }
                            && face.covers(weightClass: need.weight) && face.italic == need.italic)
                })
            else { continue }
            adjusted.findings[i].needs = nil
            adjusted.findings[i].message +=
                "; \(Terminal.sanitize(face.displayName)) is bundled as \(Terminal.sanitize(Platform.baseName(of: face.path))) but not declared in UIAppFonts: declare it, nothing to buy"
        }
        return adjusted
    }
}
