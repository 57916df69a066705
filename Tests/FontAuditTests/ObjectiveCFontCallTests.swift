import Foundation
import TestSupport
import Testing

/// `[UIFont fontWithName:@"…" size:…]` in Objective-C is `UIFont(name:size:)`: a face asked for by exactly that
/// name. OONI Probe (ooni/probe-ios, GPL-3.0: nothing of it is copied here, the file below is written anew in
/// its form) asks for Fira Sans so in 21 places: `[self.textLabel setFont:[UIFont fontWithName:@"…" size:15]]`.
@Suite struct ObjectiveCFontCallTests: AppReportChecks {
    @Test func fontWithNameIsAFontCall() throws {
        let folder = try temporaryFolder()
        for style in ["Regular", "SemiBold", "Bold"] {
            try FileManager.default.copyItem(
                atPath: Paths.font("AuditSans/AuditSans-\(style).ttf"), toPath: folder + "/AuditSans-\(style).ttf")
        }
        try writeFiles(
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array>
                <string>AuditSans-Regular.ttf</string><string>AuditSans-SemiBold.ttf</string>
                <string>AuditSans-Bold.ttf</string></array></dict></plist>
                """,
                "App/HeaderView.m": """
                #import "HeaderView.h"
                #define kTitleFont @"AuditSans-Bold"

                @implementation HeaderView
                - (void)awakeFromNib {
                    [super awakeFromNib];
                    [self.textLabel setFont:[UIFont fontWithName:@"AuditSans-Regular" size:15]];
                    self.title.font = [UIFont fontWithName:@"AuditSans-Bold" size:17.0f];
                    NSDictionary *attributes = @{NSFontAttributeName: [UIFont fontWithName:@"AuditSans-Semibold" size:16]};
                    self.badge.font = [UIFont fontWithName:kTitleFont size:12];
                    // [UIFont fontWithName:@"AuditSans-Black" size:12]
                    NSString *help = @"[UIFont fontWithName:@\\"AuditSans-Black\\" size:12]";
                    UIFontDescriptor *d = [UIFontDescriptor fontDescriptorWithName:@"AuditSans-Black" size:12];
                }
                @end
                """,
            ], under: folder)
        let (code, json) = try audit(folder)
        #expect(code == 1)
        // Storyboards' and Objective-C's fonts get no text-size verdict of their own: the flow is not followed.
        #expect(
            summary(json) == [
                "HeaderView.m:7 App/HeaderView.m:7:30 []",
                "HeaderView.m:8 App/HeaderView.m:8:24 [\"missing-bold-counterpart\"]",
                "HeaderView.m:9 App/HeaderView.m:9:56 [\"missing-face\", \"missing-bold-counterpart\"]",
            ])
        // Case matters, as for `UIFont(name:)`: "AuditSans-Semibold" is no face's name.
        #expect(
            try message(json, style: "HeaderView.m:9", rule: "missing-face").contains(
                "no face has the PostScript name \"AuditSans-Semibold\""))
        #expect(projectFindings(json).contains("unknown-font-name App/HeaderView.m:9:56"))
        // The macro's name is decided by the preprocessor: not checked.
        #expect((json["sources"] as? [String: Any])?["callsNotChecked"] as? Int == 1)
    }
}
