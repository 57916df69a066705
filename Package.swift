// swift-tools-version:6.0
import PackageDescription

// The layers, lowest first; each module imports only the ones below it, and the compiler holds it to that:
//   FontAuditSystem   libc, threads, locks, streams, byte buffers: every platform call and all unsafe memory code
//   FontCatalog       the face model and its readers (sfnt, FreeType, fontconfig) and sources
//   FontAuditModel    value types: styles, findings, rules, policies, results, waivers, what readers hand over
//   FontAuditInputs   spec, token and app readers (one folder per platform); never imports the engine
//   FontAuditEngine   the one audit: a face selector per text system, one file per rule, one registry;
//                     never imports the readers
//   FontRender        specimen images: HarfBuzz shaping, FreeType rasterizing, libpng encoding
//   FontAuditReports  one file per report format behind a one-method protocol; imports the model only
//   FontAuditCLI      options, commands, help, exit codes: reads with Inputs, audits with Engine
// See docs/architecture.md.
let package = Package(
    name: "fontaudit",
    products: [
        .executable(name: "fontaudit", targets: ["fontaudit"])
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
        .systemLibrary(
            name: "CPlist",
            pkgConfig: "libplist-2.0",
            providers: [.apt(["libplist-dev"]), .brew(["libplist"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Property lists (Info.plist), XML (Android resources) and YAML (pubspec.yaml) are read by libplist,
        // libxml2 and libyaml, here, so that their pointers stay in the system module.
        .target(name: "FontAuditSystem", dependencies: ["CPlist", "CLibXML2", "CYAML"]),
        .target(name: "FontCatalog", dependencies: ["FontAuditSystem", "CFreeType", "CFontconfig"]),
        .target(name: "FontAuditModel", dependencies: ["FontAuditSystem", "FontCatalog"]),
        .target(name: "FontAuditInputs", dependencies: ["FontAuditSystem", "FontCatalog", "FontAuditModel"]),
        .target(name: "FontAuditEngine", dependencies: ["FontAuditSystem", "FontCatalog", "FontAuditModel"]),
        // Specimens: text shaped by HarfBuzz, rasterized by FreeType, encoded by libpng.
        .target(name: "FontRender", dependencies: ["FontAuditSystem", "FontCatalog", "CHarfBuzz", "CPNG"]),
        .target(
            name: "FontAuditReports", dependencies: ["FontAuditSystem", "FontCatalog", "FontAuditModel", "FontRender"]),
        .target(
            name: "FontAuditCLI",
            dependencies: [
                "FontAuditSystem", "FontCatalog", "FontAuditModel", "FontAuditInputs", "FontAuditEngine",
                "FontAuditReports",
            ]),
        .executableTarget(name: "fontaudit", dependencies: ["FontAuditSystem", "FontAuditCLI"]),
        // Helpers every test target shares: fixture paths, running the command in-process or as the binary.
        .target(
            name: "TestSupport",
            dependencies: [
                "FontAuditSystem", "FontCatalog", "FontAuditModel", "FontAuditInputs", "FontAuditEngine",
                "FontAuditCLI",
            ],
            path: "Tests/TestSupport"),
        .testTarget(name: "FontCatalogTests", dependencies: ["FontCatalog", "FontAuditSystem", "TestSupport"]),
        // Golden files are read by path (and re-recorded in place), not bundled as resources.
        .testTarget(
            name: "FontAuditTests",
            dependencies: [
                "FontAuditCLI", "FontAuditReports", "FontAuditModel", "FontAuditInputs", "FontAuditEngine",
                "FontCatalog", "FontAuditSystem", "FontRender",
                "TestSupport",
            ],
            exclude: ["Golden"]),
        // The built binary as a user runs it: exit codes, streams, files, limits, shells, pre-commit.
        .testTarget(
            name: "FontAuditIntegrationTests",
            dependencies: [
                "FontAuditCLI", "FontAuditReports", "FontAuditModel", "FontAuditInputs", "FontAuditEngine",
                "FontCatalog", "FontAuditSystem", "TestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (`make fuzz`): libFuzzer entry points, no main. They exist only when FONTAUDIT_FUZZ is set, so
// that `swift build` and `swift test` never try to link an executable without one. See FUZZING.md.
if Context.environment["FONTAUDIT_FUZZ"] != nil {
    for name in ["FuzzSpec", "FuzzFontFile", "FuzzEscaping", "FuzzAppSources"] {
        package.targets.append(
            .executableTarget(
                name: name,
                dependencies: [
                    "FontAuditCLI", "FontAuditReports", "FontAuditModel", "FontAuditInputs", "FontAuditEngine",
                    "FontCatalog", "FontAuditSystem",
                ],
                path: "Fuzz/\(name)", swiftSettings: [.unsafeFlags(["-parse-as-library"])]
            ))
    }
}
