// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "fontaudit",
    products: [
        .executable(name: "fontaudit", targets: ["fontaudit"]),
        .library(name: "FontAudit", targets: ["FontAudit"]),
    ],
    targets: [
        // C modules: includes and static inline wrappers for the macros Swift cannot import.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        // Font catalog: FontFace values from fontconfig (installed) and FreeType (bundled). Knows nothing of specs.
        .target(name: "FontCatalog", dependencies: ["CFreeType", "CFontconfig"]),
        // Spec parsing, the Bold Text audit, reporters and the command line. No C here.
        .target(name: "FontAudit", dependencies: ["FontCatalog"]),
        .executableTarget(name: "fontaudit", dependencies: ["FontAudit"]),
        .testTarget(name: "FontCatalogTests", dependencies: ["FontCatalog"]),
        // Golden files are read by path (and re-recorded in place), not bundled as resources.
        .testTarget(name: "FontAuditTests", dependencies: ["FontAudit", "FontCatalog"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (`make fuzz`): libFuzzer entry points, no main. They exist only when FONTAUDIT_FUZZ is set, so
// that `swift build` and `swift test` never try to link an executable without one. See FUZZING.md.
if Context.environment["FONTAUDIT_FUZZ"] != nil {
    for name in ["FuzzSpec", "FuzzFontFile", "FuzzEscaping"] {
        package.targets.append(.executableTarget(
            name: name, dependencies: ["FontAudit", "FontCatalog"], path: "Fuzz/\(name)",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ))
    }
}
