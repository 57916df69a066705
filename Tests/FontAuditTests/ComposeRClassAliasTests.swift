import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

/// `import com.example.fonts.R as FontsR` and then `Font(FontsR.font.x)` (DuckDuckGo's Android design system):
/// a library module's Android R class under an alias, so a res/font resource; only an `X.font.x` with no such
/// import is Compose Multiplatform's generated `Res`.
@Suite struct ComposeRClassAliasTests: AppReportChecks {
    /// Mosaic Sans Regular and Bold in a `fonts` library module's res/font, and `kotlin` in the app module.
    func project(_ kotlin: String) throws -> String {
        let root = try temporaryFolder()
        let fonts = root + "/fonts/src/main/res/font"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        for name in ["mosaic_sans_regular", "mosaic_sans_bold"] {
            try FileManager.default.copyItem(
                atPath: Paths.composeApp + "/app/src/main/res/font/\(name).ttf", toPath: fonts + "/\(name).ttf")
        }
        try writeFile(kotlin, to: root + "/app/src/main/java/com/example/theme/Type.kt")
        return root
    }

    func styles(_ json: [String: Any]) -> [String] {
        (json["styles"] as! [[String: Any]]).map { "\($0["name"]!) \($0["status"]!)" }
    }

    @Test func anAliasedRClassNamesResFontResources() throws {
        let root = try project(
            """
            @file:Suppress("unused")
            @file:[JvmName("Type")]
            package com.example.theme

            import androidx.compose.ui.text.font.*
            import com.example.R
            import com.example.fonts.R as FontsR

            val Mosaic = FontFamily(
                Font(FontsR.font.mosaic_sans_regular, FontWeight.Normal),
                Font(FontsR.font.mosaic_sans_bold, FontWeight.Bold),
            )
            val body = TextStyle(fontFamily = Mosaic)
            val title = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Bold)
            """)
        let (code, json) = try audit(root)
        // Both fonts found in res/font: no missing resource, and each style audited against them.
        #expect(!projectFindings(json).contains { $0.hasPrefix("missing-font-resource") }, "\(projectFindings(json))")
        #expect(styles(json) == ["body pass", "title fail"])
        #expect(try message(json, style: "title", rule: "missing-bold-counterpart").contains("Mosaic Sans Bold (700)"))
        #expect(code == 1)
    }

    /// Without the alias, `FontsR.font.x` is a Compose Multiplatform resource, looked for in composeResources.
    @Test func anotherClassIsStillMultiplatform() throws {
        let root = try project(
            """
            package com.example.theme

            import com.example.fonts.R as Strings
            import com.example.generated.resources.Res as FontsR

            val Mosaic = FontFamily(Font(FontsR.font.mosaic_sans_regular))
            val body = TextStyle(fontFamily = Mosaic)
            """)
        let (_, json) = try audit(root)
        #expect(projectFindings(json).contains { $0.hasPrefix("missing-font-resource") })
        #expect(styles(json) == ["body fail"])
    }

    /// `import com.example.fonts.R.font` and then `Font(font.mosaic_sans_regular)` (DroidKaigi 2022): R's nested
    /// class imported by its own name, so `R.font.mosaic_sans_regular`; without that import, `font.x` is a value
    /// decided at run time, not checked.
    @Test func anImportedNestedFontClassNamesResFontResources() throws {
        let root = try project(
            """
            package com.example.theme

            import androidx.compose.ui.text.font.Font
            import com.example.fonts.R.font

            val Mosaic = FontFamily(Font(font.mosaic_sans_regular), Font(font.mosaic_sans_bold, FontWeight.Bold))
            val body = TextStyle(fontFamily = Mosaic)
            val title = TextStyle(fontFamily = Mosaic, fontWeight = FontWeight.Bold)
            """)
        let (_, json) = try audit(root)
        #expect(styles(json) == ["body pass", "title fail"])
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 0)
        let unimported = try project(
            """
            package com.example.theme

            import com.example.fonts.R

            val Mosaic = FontFamily(Font(font.mosaic_sans_regular))
            val body = TextStyle(fontFamily = Mosaic)
            """)
        let (_, other) = try audit(unimported)
        #expect(styles(other).isEmpty)
    }

    /// The header scan: a declaration ends it, and an alias of another class is not R's.
    @Test func onlyTheHeadersImportsCount() {
        func imports(_ alias: String, _ kotlin: String) -> Bool {
            let tokens = SourceLexer.tokens(Array(kotlin.utf8), language: .kotlin)
            return ComposeImports.importsRClass(as: alias, in: SourceCalls(tokens, file: "Type.kt"))
        }
        #expect(imports("FontsR", "import a.b.*; import a.R as FontsR\n"))
        #expect(!imports("FontsR", "import a.Res as FontsR\n"))
        #expect(!imports("FontsR", "import a.R as Other\n"))
        #expect(!imports("FontsR", "val x = 1\nimport a.R as FontsR\n"))
        #expect(!imports("FontsR", "@file:Suppress(\"x\"\n"))
        #expect(!imports("FontsR", ""))
        func importsFont(_ kotlin: String) -> Bool {
            let tokens = SourceLexer.tokens(Array(kotlin.utf8), language: .kotlin)
            return ComposeImports.importsRFontClass(in: SourceCalls(tokens, file: "Type.kt"))
        }
        #expect(importsFont("package a\nimport a.b.R.font\n"))
        #expect(importsFont("import a.R.font as font\n"))
        #expect(!importsFont("import a.R.font as fonts\n"))
        #expect(!importsFont("import a.Res.font\n"))
        #expect(!importsFont("import a.R.font.*\n"))
    }
}
