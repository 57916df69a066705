import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

extension FlutterThemeTests {
    /// An emoji or icon font asked for at a weight it lacks: FlClash's `titleMedium?.copyWith(fontFamily:
    /// FontFamily.twEmoji.value)` (500) on its one Twemoji file. The engine shows that file's glyphs, and an
    /// emoji font has no Medium to buy: the row shows that file, and there is no `missing-face`. A text family at that weight still has one.
    @Test func anEmojiFontAtAWeightItLacksNeedsNoFace() throws {
        let root = try project(
            [
                "lib/status.dart": """
                import 'package:flutter/material.dart';
                final emoji = TextStyle(fontFamily: 'Twemoji', fontWeight: FontWeight.w500);
                final text = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: FontWeight.w500);
                """
            ])
        // The fixture's Regular file stands in for the emoji font, as its own family.
        try FileManager.default.copyItem(
            atPath: root + "/fonts/MosaicSans-Regular.ttf", toPath: root + "/fonts/Twemoji.Mozilla.ttf")
        let pubspec = try String(contentsOfFile: root + "/pubspec.yaml", encoding: .utf8)
        try (pubspec + "    - family: Twemoji\n      fonts:\n        - asset: fonts/Twemoji.Mozilla.ttf\n").write(
            toFile: root + "/pubspec.yaml", atomically: true, encoding: .utf8)
        let (_, json) = try audit(root)
        let byName = styles(json)
        let emoji = try #require(byName["emoji"])
        let rules = (emoji["findings"] as! [[String: Any]]).map { $0["rule"] as! String }
        #expect(!rules.contains("missing-face"), "\(rules)")
        #expect(emoji["status"] as? String == "pass")
        // The row names the face the engine shows, not a Medium that does not exist.
        #expect((emoji["face"] as? [String: Any])?["postscriptName"] as? String == "MosaicSans-Regular")
        let text = try #require(byName["text"])
        #expect((text["findings"] as! [[String: Any]]).contains { $0["rule"] as? String == "missing-face" })
        let missing = (json["missingFaces"] as? [[String: Any]] ?? []).map { $0["postscriptName"] as! String }
        #expect(missing == ["MosaicSans-Medium"], "\(missing)")
    }
}
