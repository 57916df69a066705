import Foundation
import TestSupport
import Testing

@testable import FontAuditInputs

extension AppAuditTests {
    /// `[UIFont fontWithName:@"…" size:…]` in Objective-C is `UIFont(name:size:)`: a style asking for that name.
    /// The calls are trimmed from NYPL's SimplyE (NYPL-Simplified/Simplified-iOS @ 229e32669b, Apache-2.0,
    /// `NYPLSettingsAccountDetailViewController.m:1264`, `UILabel+NYPLAppearanceAdditions.m:22`), the font names
    /// changed to the fixture's. A name that is a variable, or adjacent literals, is not checked; comments, strings, declarations and
    /// AppKit's `NSFont` are no calls.
    @Test func objectiveCFontCallsAreStyles() throws {
        let folder = try auditSansRegularAndBold()
        try writeFiles(
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array>
                <string>AuditSans-Regular.ttf</string><string>AuditSans-Bold.ttf</string></array></dict></plist>
                """,
                "Settings/AccountDetailViewController.m": """
                #import <UIKit/UIKit.h>
                @implementation AccountDetailViewController
                - (UIView *)footer {
                  UILabel *subtitleLabel = [[UILabel alloc] init];
                  subtitleLabel.font = [UIFont fontWithName:@"AuditSans-Regular" size:12];
                  // subtitleLabel.font = [UIFont fontWithName:@"AuditSans-Light" size:12];
                  NSString *s = @"[UIFont fontWithName:@\\"AuditSans-Light\\" size:12]";
                  UIFontDescriptor *d = [UIFontDescriptor fontDescriptorWithName:@"AuditSans-Bold" size:20.0];
                  NSDictionary *a = @{NSFontAttributeName: [UIFont fontWithName:@"AuditSans-SemiBold" size:14]};
                  return subtitleLabel;
                }
                @end
                """,
                "Utilities/UILabel+Appearance.mm": """
                @implementation UILabel (Appearance)
                + (UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize { return nil; }
                - (void)setFontName:(NSString *)fontName {
                  UIFont *newFont = [UIFont fontWithName:fontName size:self.font.pointSize];
                  NSFont *mac = [NSFont fontWithName:@"AuditSans-Light" size:12];
                  UIFont *joined = [UIFont fontWithName:@"AuditSans-" @"Light" size:12];
                }
                @end
                """,
            ], under: folder)
        let (_, json, _) = try audit([folder])
        let rows = styles(json).map { style -> String in
            let location = style["location"] as! [String: Any]
            let face = (style["face"] as? [String: Any])?["postscriptName"] as? String ?? "-"
            return "\(style["name"]!) \(location["line"]!):\(location["column"]!) \(face) \(style["status"]!)"
        }
        #expect(
            rows == [
                "AccountDetailViewController.m:5 5:25 AuditSans-Regular fail",
                "AccountDetailViewController.m:8 8:26 AuditSans-Bold fail",
                "AccountDetailViewController.m:9 9:45 - fail",
            ], "\(rows)")
        // Regular's Bold Text face and SemiBold itself are missing, and SemiBold's and Bold's heavier faces.
        #expect(
            buyingList(json).sorted() == ["AuditSans-Black", "AuditSans-ExtraBold", "AuditSans-SemiBold"],
            "\(buyingList(json))")
        let sources = try #require(json["sources"] as? [String: Any])
        // `fontName` and the two adjacent literals, which the compiler joins.
        #expect(sources["callsNotChecked"] as? Int == 2)
        // The names it asks for are named fonts, which Bold Text never changes unless the app reads the setting.
        #expect(projectFindings(json).map(\.rule).contains("bold-text-not-handled"))
    }
}
