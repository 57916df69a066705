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
        let byCanonicalName = canonicalNames(of: project.families)
        reading.styles = styles.map { style in
            var text = TextStyle(name: style.name, location: style.location, family: style.family)
            (text.weight, text.italic, text.platform) = (style.axisWeight ?? style.weight, style.italic, .flutter)
            text.fixedAxisWeight = style.axisWeight
            text.boldTextNotApplied = style.canvas
            (text.size, text.lineHeight) = (style.size, style.lineHeight)
            let key =
                project.families[style.family] == nil
                ? byCanonicalName[canonicalName(style.family)] ?? style.family : style.family
            (text.textSystem, text.familyKey) = (.flutter, key)
            text.variationsInCode = project.variationsInCode
            return text
        }
        return reading
    }

    /// The engine matches a family name with its ASCII letters in lower case: the asset font providers register
    /// and look up families by `FontAssetProvider::CanonicalFamilyName` (flutter/flutter
    /// `engine/src/flutter/txt/src/txt/font_asset_provider.cc`, "Convert ASCII characters to lower case"; used by
    /// `asset_manager_font_provider.cc` and `typeface_font_asset_provider.cc`), so `fontFamily: 'robotoSlab'`
    /// draws the pubspec's `RobotoSlab`. Each declared family by that name (for two that differ in case only,
    /// the first in sorted order).
    static func canonicalNames(of families: [String: DeclaredFamily]) -> [String: String] {
        var names: [String: String] = [:]
        for name in families.keys.sorted() { names[canonicalName(name)] = names[canonicalName(name)] ?? name }
        return names
    }

    static func canonicalName(_ name: String) -> String {
        String(decoding: name.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
