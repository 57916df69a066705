import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The catalog an audit needs: the bundled files, and the installed faces of the spec's families only.
package enum CatalogLoader {
    /// Installed faces are converted only for the spec's families and PostScript names. A face found through
    /// another name than its primary family (a `fontName` such as "TimesNewRomanPSMT", or a legacy family
    /// such as "Open Sans Semibold") is audited within its primary family, which needs a second, wider pass.
    package static func load(for styles: [TextStyle], options: FontCatalog.Options) throws(FontPathError) -> FontCatalog
    {
        var options = options
        var filter = FaceFilter(
            families: styles.compactMap(\.family)
                + styles.compactMap { $0.fontName.map { String($0.split(separator: "-").first ?? "") } },
            postscriptNames: styles.compactMap(\.fontName)
        )
        // A family that names one weight ("Brook Light") brings its typeface ("Brook"), and a typeface its
        // one-weight families ("Tally Sans SemiBold" for "Tally Sans"): `TargetResolver` audits within them.
        let families = Set(styles.compactMap(\.family))
        let stems = families.compactMap(Typeface.stem(ofFamilyName:))
        filter.familyKeys.formUnion(stems.map(FamilyName.normalized))
        filter.addTypefaces(Array(families) + stems)
        options.systemFilter = filter
        var catalog = try FontCatalog.load(options)
        let missingFamilies = Set(
            catalog.faces
                .filter { $0.source == .system && !filter.wants(familyKeys: [FamilyName.normalized($0.family)]) }
                .map(\.family))
        if !missingFamilies.isEmpty {
            // Only the installed side is listed again; the bundled files were read once already.
            filter.familyKeys.formUnion(missingFamilies.map(FamilyName.normalized))
            catalog.faces =
                SystemFonts.listing(filter: filter, reusing: catalog.fontconfig).faces
                + catalog.faces.filter { $0.source == .bundled }
            catalog.stats.systemFaces = catalog.faces.count { $0.source == .system }
        }
        return catalog
    }

}
