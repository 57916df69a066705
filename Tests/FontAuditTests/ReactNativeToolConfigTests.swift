import Foundation
import TestSupport
import Testing

/// A build tool's configuration is no app code: Expo's `app.config.ts` is run by the Expo CLI, never bundled by
/// Metro, so the expo-font plugin entry `{ fontFamily: 'Mosaic Sans', fontDefinitions: […] }` in it declares
/// fonts and is no style (obytes' template had one style, "loaded on neither platform", from it).
@Suite struct ReactNativeToolConfigTests {
    @Test func anExpoConfigDeclaresFontsAndHoldsNoStyle() throws {
        let root = try temporaryFolder() + "/app"
        try FileManager.default.copyItem(atPath: Paths.expoPlugin, toPath: root)
        try FileManager.default.removeItem(atPath: root + "/app.json")
        try writeFiles(
            [
                "app.config.ts": """
                export default {
                  name: 'mosaic-plugin',
                  plugins: [
                    [
                      'expo-font',
                      {
                        ios: { fonts: ['./assets/fonts/MosaicSans-Regular.ttf', './assets/fonts/MosaicSans-Bold.ttf'] },
                        android: {
                          fonts: [
                            {
                              fontFamily: 'Mosaic Sans',
                              fontDefinitions: [{ path: './assets/fonts/MosaicSans-Regular.ttf', weight: 400 }],
                            },
                          ],
                        },
                      },
                    ],
                  ],
                };
                """,
                "babel.config.js": "module.exports = { presets: [], extra: { fontFamily: 'Nowhere Sans' } };\n",
            ], under: root)
        let run = runInProcess(["app", root, "--format", "json"])
        let json = try parseJSON(run.stdout)
        let files = (json["styles"] as! [[String: Any]]).map {
            (($0["location"] as! [String: Any])["file"] as! String).split(separator: "/").last.map(String.init)!
        }
        #expect(!files.isEmpty && files.allSatisfy { $0 == "Profile.tsx" || $0 == "typography.ts" }, "\(files)")
        #expect((json["sources"] as! [String: Any])["declarations"] as? Int == 3)
    }
}
