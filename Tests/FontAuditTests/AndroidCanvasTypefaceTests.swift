import Foundation
import TestSupport
import Testing

/// A typeface loaded with `ResourcesCompat.getFont` that only ever goes to a `Paint` (AntennaPod's share image,
/// CovidCertificate's bitmap): Android adds Bold Text's `fontWeightAdjustment` in `TextView.setTypeface` alone, so
/// the text stays at its weight, with nothing to buy. A typeface that also reaches a view, or whose use is not
/// seen, is a view's as before.
@Suite struct AndroidCanvasTypefaceTests {
    /// A module with one single-face family, `@font/audit_regular`, and the given source files.
    func project(_ files: [String: String]) throws -> String {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(
            atPath: root + "/app/src/main/res/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Paths.fonts + "/AuditSans/AuditSans-Regular.ttf",
            toPath: root + "/app/src/main/res/font/audit_regular.ttf")
        try writeFiles(files, under: root)
        return root
    }

    func audit(_ root: String) throws -> (code: Int32, styles: [String: [String: Any]], json: [String: Any]) {
        let run = runInProcess(["app", root, "--format", "json"])
        let json = try parseJSON(run.stdout)
        let styles = (json["styles"] as? [[String: Any]] ?? []).map { ($0["name"] as! String, $0) }
        return (run.code, Dictionary(styles, uniquingKeysWith: { first, _ in first }), json)
    }

    func rules(_ style: [String: Any]?) -> [String] {
        (style?["findings"] as? [[String: Any]] ?? []).map { $0["rule"] as! String }
    }

    func message(_ style: [String: Any]?) -> String {
        (style?["findings"] as? [[String: Any]])?.first?["message"] as? String ?? ""
    }

    @Test func aTypefaceSetOnlyOnPaintsStaysAtItsWeight() throws {
        let root = try project([
            "app/src/main/java/app/ShareBackground.java": """
            class ShareBackground {
                private final Typeface typefaceNormal;
                ShareBackground(Context context) {
                    typefaceNormal = ResourcesCompat.getFont(context, R.font.audit_regular);
                }
                void draw(Canvas canvas) {
                    paintTextMain.setTypeface(typefaceNormal);
                    canvas.drawText("x", 0, 0, paintTextMain);
                    this.labelPaint.setTypeface(this.typefaceNormal);
                }
            }
            """,
            "app/src/main/java/app/Bitmaps.kt": """
            fun image(context: Context) {
                val customTypeface = ResourcesCompat.getFont(context, R.font.audit_regular)
                paint.typeface = customTypeface
                val inline = Paint().apply { typeface = ResourcesCompat.getFont(context, R.font.audit_regular) }
            }
            """,
        ])
        let (code, styles, json) = try audit(root)
        #expect(code == 1)
        #expect(styles.keys.sorted() == ["Bitmaps.kt:4", "customTypeface", "typefaceNormal"])
        for (name, painter) in [
            ("typefaceNormal", "a Paint (paintTextMain.setTypeface)"), ("customTypeface", "a Paint (paint.typeface)"),
            ("Bitmaps.kt:4", "a Paint (Paint().apply { typeface })"),
        ] {
            #expect(rules(styles[name]) == ["missing-bold-counterpart"], "\(name)")
            #expect(
                message(styles[name]).hasPrefix(
                    "the text is drawn on a canvas with \(painter), which Bold Text never reaches (Android adds Configuration.fontWeightAdjustment to a typeface only in TextView.setTypeface): it stays at 400 where Bold Text asks for 700."
                ), "\(message(styles[name]))")
            let boldText = styles[name]?["boldText"] as? [String: Any]
            #expect(boldText?["status"] as? String == "never", "\(name)")
        }
        #expect((json["missingFaces"] as? [[String: Any]] ?? []).isEmpty)
    }

    /// Any use that may be a view's keeps Bold Text's +300: a view's `typeface`, a paint and a view together, a
    /// value returned, a comparison, another object's field of the same name.
    @Test func aTypefaceThatMayReachAViewGetsBoldText() throws {
        let root = try project([
            "app/src/main/java/app/Views.kt": """
            fun style(context: Context, label: TextView) {
                val shared = ResourcesCompat.getFont(context, R.font.audit_regular)
                paint.typeface = shared
                label.typeface = shared
                val returned = ResourcesCompat.getFont(context, R.font.audit_regular)
                paint.setTypeface(returned)
                return returned
            }
            fun other(context: Context) {
                val compared = ResourcesCompat.getFont(context, R.font.audit_regular)
                if (compared == null) return
                textPaint.typeface = compared
                val viaOther = ResourcesCompat.getFont(context, R.font.audit_regular)
                paint.typeface = holder.viaOther
                setTypeface(viaOther)
                val unused = ResourcesCompat.getFont(context, R.font.audit_regular)
            }
            """
        ])
        let (code, styles, _) = try audit(root)
        #expect(code == 1)
        for name in ["shared", "returned", "compared", "viaOther", "unused"] {
            #expect(rules(styles[name]) == ["single-face-family", "missing-bold-counterpart"], "\(name)")
            #expect((styles[name]?["boldText"] as? [String: Any])?["status"] as? String == "platform", "\(name)")
        }
    }
}
