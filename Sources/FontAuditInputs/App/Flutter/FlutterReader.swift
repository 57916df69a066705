import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The Flutter reader: pubspec.yaml's font families and the Dart styles that use them.
enum FlutterReader {
    static func read(_ files: ProjectFiles, fonts: ProjectFonts, warnings: inout [LocatedWarning]) -> PlatformReading {
        let project = FlutterProject(files, fonts: fonts, warnings: &warnings)
        var reading = PlatformReading(platform: .flutter)
        reading.facts = project.facts
        reading.families = project.families
        reading.claimedFiles = project.assetFiles
        reading.sources.declarations = project.declarations
        reading.declaredFonts = project.declaredAssets
        reading.sources.callsNotChecked = project.notChecked
        reading.sources.fontFiles = project.assetFiles.count
        reading.availableFaces = project.assetFiles.sorted().flatMap { fonts.faces(in: $0) }
        reading.bundledFaces = files.fontFiles.flatMap { fonts.faces(in: $0) }
        // A family whose files a pub.dev package (or the Flutter SDK: MaterialIcons) brings is not read, so its
        // styles are not checked, rather than missing and to buy.
        let packageFamilies = Set(project.packageFamilies)
        let styles = project.styles.filter { !packageFamilies.contains($0.family) }
        reading.sources.callsNotChecked += project.styles.count - styles.count
        reading.sources.stylesFromCode = styles.count
        reading.styles = styles.map { style in
            var text = TextStyle(name: style.name, location: style.location, family: style.family)
            (text.weight, text.italic, text.platform) = (style.axisWeight ?? style.weight, style.italic, .flutter)
            text.fixedAxisWeight = style.axisWeight
            text.boldTextNotApplied = style.canvas
            (text.size, text.lineHeight) = (style.size, style.lineHeight)
            (text.textSystem, text.familyKey) = (.flutter, style.family)
            text.variationsInCode = project.variationsInCode
            return text
        }
        return reading
    }
}
