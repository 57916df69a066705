import Foundation
import TestSupport
import Testing

/// UIAppFonts in a project generator's manifest (XcodeGen's `project.yml`, Tuist's `Project.swift`), which
/// writes the app's Info.plist: immuni (XcodeGen) and Walkie (Tuist) commit no Xcode project and no app
/// Info.plist, and their fonts were `undeclared-font` errors.
@Suite struct ProjectManifestTests: AppReportChecks {
    /// An app of Audit Sans Regular and SemiBold asking for Regular, beside a module's Info.plist that declares
    /// no fonts (so declarations are expected), with `manifest` written as `name`.
    func app(_ manifest: String, as name: String) throws -> String {
        let folder = try temporaryFolder() + "/Demo"
        try writeFiles(
            [
                "App/Styles.swift": "import UIKit\nlet body = UIFont(name: \"AuditSans-Regular\", size: 17)\n",
                "Modules/Core/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>Core</string></dict></plist>
                """,
                name: manifest,
            ], under: folder)
        try FileManager.default.createDirectory(atPath: folder + "/App/Fonts", withIntermediateDirectories: true)
        for face in ["Regular", "SemiBold"] {
            try FileManager.default.copyItem(
                atPath: Paths.font("AuditSans/AuditSans-\(face).ttf"),
                toPath: folder + "/App/Fonts/AuditSans-\(face).ttf")
        }
        return folder
    }

    func undeclared(_ json: [String: Any]) -> [String] {
        projectFindings(json).filter { $0.hasPrefix("undeclared-font") }
    }

    @Test func anXcodeGenTargetsInfoPropertiesDeclareItsFonts() throws {
        let spec = """
            name: Demo
            targets:
              Demo:
                type: application
                info:
                  path: Demo.plist
                  properties:
                    UIAppFonts:
                      [
                        AuditSans-Regular.ttf,
                        AuditSans-SemiBold.ttf,
                      ]
            """
        let (code, json) = try audit(try app(spec, as: "project.yml"))
        #expect(undeclared(json).isEmpty)
        #expect(summary(json) == [#"body App/Styles.swift:2:12 ["text-does-not-scale"]"#])
        #expect(code == 1)  // bold-text-not-handled, a project finding
        // A block list, in a target template, is read the same way; the face it leaves out is undeclared, found
        // at the list.
        let block = """
            targetTemplates:
              App:
                info:
                  properties:
                    UIAppFonts:
                      - AuditSans-Regular.ttf
            """
        let partial = try audit(try app(block, as: "project.yml")).json
        #expect(undeclared(partial) == ["undeclared-font Demo/project.yml:5:9"])
    }

    @Test func aTuistInfoPlistDictionaryDeclaresItsFonts() throws {
        for list in [
            #"["AuditSans-Regular.ttf", "AuditSans-SemiBold.ttf"]"#,
            #".array([.string("AuditSans-Regular.ttf"), // the text face"# + "\n"
                + #".string("AuditSans-SemiBold.ttf"),])"#,
        ] {
            let manifest = """
                import ProjectDescription
                let project = Project(
                    name: "Demo",
                    targets: [
                        .target(
                            name: "Demo", destinations: .iOS, product: .app, bundleId: "com.example.demo",
                            infoPlist: .extendingDefault(with: ["UIAppFonts": \(list), "UIUserInterfaceStyle": "Light"])
                        )
                    ]
                )
                """
            let json = try audit(try app(manifest, as: "Project.swift")).json
            #expect(undeclared(json).isEmpty, "\(list)")
            #expect(summary(json) == [#"body App/Styles.swift:2:12 ["text-does-not-scale"]"#], "\(list)")
        }
    }

    /// A list the manifest computes cannot be read without running Swift: a warning at the key, and the fonts
    /// stay undeclared (errors), never assumed declared.
    @Test func aComputedTuistListIsAWarningAndDeclaresNothing() throws {
        let manifest = """
            let fonts = ["AuditSans-Regular.ttf"]
            let project = Project(targets: [.target(infoPlist: .extendingDefault(with: ["UIAppFonts": .array(fonts.map { .string($0) })]))])
            """
        let run = runInProcess(["app", try app(manifest, as: "Project.swift"), "--format", "json"])
        #expect(run.stderr.contains("Project.swift:2:77: warning: UIAppFonts is not a list of file names written out"))
        let json = try parseJSON(run.stdout)
        #expect(undeclared(json).count == 2)
        #expect(run.code == 1)
    }

    /// A key in a comment declares nothing: a Tuist manifest's commented-out `"UIAppFonts": [...]` leaves the face
    /// undeclared, and a `project.yml` that names UIAppFonts only in a comment is no declaration file.
    @Test func aKeyInACommentDeclaresNothing() throws {
        let tuist = """
            // TODO: "UIAppFonts": ["AuditSans-SemiBold.ttf"],
            /* "UIAppFonts": ["AuditSans-SemiBold.ttf"] */
            let project = Project(targets: [.target(infoPlist: .extendingDefault(with: ["UIAppFonts": ["AuditSans-Regular.ttf"]]))])
            """
        #expect(undeclared(try audit(try app(tuist, as: "Project.swift")).json).count == 1)
        let yml = "# UIAppFonts are registered at run time\nname: Demo\n"
        let plain = try audit(try app(yml, as: "project.yml")).json
        let none = try audit(try app("name: Demo\n", as: "other.yml")).json
        #expect(undeclared(plain) == undeclared(none))
    }

    /// A `project.yml` that names UIAppFonts and is not YAML is an input error (exit 2); one that does not name
    /// it belongs to some other tool and is not read.
    @Test func aBrokenXcodeGenSpecFailsClosed() throws {
        let broken = try app("targets:\n  Demo:\n    info: {properties: {UIAppFonts: [a.ttf\n", as: "project.yml")
        let run = runInProcess(["app", broken, "--format", "json"])
        #expect(run.code == 2)
        #expect(run.stderr.contains("project.yml:4:1: error: not valid YAML"))
        let wrongShape = try app(
            "targets:\n  Demo:\n    info:\n      properties:\n        UIAppFonts: a.ttf\n", as: "project.yml")
        let shape = runInProcess(["app", wrongShape, "--format", "json"])
        #expect(shape.code == 2)
        #expect(shape.stderr.contains("project.yml:5:9: error: UIAppFonts must be a list of file names"))
        let other = try app("steps: [unclosed\n", as: "project.yml")
        let otherRun = runInProcess(["app", other, "--format", "json"])
        #expect(otherRun.code == 1)
        #expect(undeclared(try parseJSON(otherRun.stdout)).count == 2)
    }
}
