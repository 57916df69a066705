import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

extension FlutterThemeTests {
    /// `fontFamily: FontFamily.jetBrainsMono.value`, an enhanced enum's field set by its const constructor: the
    /// form of FlClash's `lib/enum/enum.dart` (chen08209/FlClash @ 62addf738a, GPL-3.0, so written anew here with
    /// the fixture's family, not copied). Named parameters count too; a field the constructor does not set from
    /// `this.x`, a computed argument and another enum's value are not checked.
    @Test func anEnhancedEnumsStringFieldNamesTheFamily() throws {
        let root = try project([
            "lib/enum/enum.dart": """
            enum FontFamily {
              mosaic('Mosaic Sans'),
              @Deprecated('use mosaic') legacy('Legacy Grotesk'),
              computed(kName);

              final String value;
              const FontFamily(this.value);
            }

            enum Brand {
              body(family: 'Mosaic Sans', weight: 400),
              other(family: 'Mosaic Sans', label: 'x');

              final String family;
              final String label;
              const Brand({required this.family, this.label = ''});
            }

            enum Shout {
              loud('Mosaic Sans');

              final String value;
              const Shout(String v) : value = v.toUpperCase();
            }
            """,
            "lib/pages/editor.dart": """
            import 'package:flutter/material.dart';
            Widget editor() => Column(children: [
              Text('a', style: TextStyle(fontFamily: FontFamily.mosaic.value, fontWeight: FontWeight.w700)),
              Text('b', style: TextStyle(fontFamily: Brand.body.family)),
              Text('c', style: TextStyle(fontFamily: FontFamily.computed.value)),
              Text('d', style: TextStyle(fontFamily: Shout.loud.value)),
              Text('e', style: TextStyle(fontFamily: Brand.other.label)),
            ]);
            """,
        ])
        let (_, json) = try audit(root)
        let rows = (json["styles"] as! [[String: Any]]).map { style -> String in
            let location = style["location"] as! [String: Any]
            return "\(location["line"]!) \(style["family"]!) \(style["weight"]!) \(style["status"]!)"
        }
        // Flutter's Bold Text asks every style for 700 (`MediaQuery.boldTextOf`): the family's Bold, for both.
        #expect(rows == ["3 Mosaic Sans 700 pass", "4 Mosaic Sans 400 pass"], "\(rows)")
        let sources = try #require(json["sources"] as? [String: Any])
        #expect(sources["callsNotChecked"] as? Int == 3)
    }
}
