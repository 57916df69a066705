import Foundation

/// Paths to the committed fixtures and the built binary, found from this file's location so tests run from
/// any folder. Shared by every test target.
package enum Paths {
    package static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    package static let fonts = root + "/Fixtures/fonts"
    package static let broken = root + "/Fixtures/broken"
    package static let markup = root + "/Fixtures/markup"
    package static let demo = root + "/Fixtures/demo/spec.json"
    /// Families named as apps really ship them (`shipped_families` in `Fixtures/generate.py`).
    package static let families = root + "/Fixtures/families"
    /// The generated app projects (`Fixtures/generate_apps.py`).
    package static let iosApp = root + "/Fixtures/apps/ios/MosaicApp"
    package static let androidApp = root + "/Fixtures/apps/android"
    package static let composeApp = root + "/Fixtures/apps/compose"
    package static let flutterApp = root + "/Fixtures/apps/flutter"
    /// The React Native and Expo apps (`Fixtures/generate_react_native.py`).
    package static let reactNativeBare = root + "/Fixtures/apps/react-native/bare"
    package static let expoUseFonts = root + "/Fixtures/apps/react-native/expo-usefonts"
    package static let expoPlugin = root + "/Fixtures/apps/react-native/expo-plugin"
    package static let expoFullName = root + "/Fixtures/apps/react-native/full-name"
    /// The built binary; `make sanitize` points FONTAUDIT_BINARY at the sanitized build.
    package static let binary =
        ProcessInfo.processInfo.environment["FONTAUDIT_BINARY"] ?? root + "/.build/debug/fontaudit"
    package static func font(_ relative: String) -> String { fonts + "/" + relative }
}

/// Copies the Audit Sans fixture faces named (`AuditSans-SemiBold`) into an iOS project's `App/Fonts`, as the
/// app bundles them: the setup every iOS reader test that audits a bundled face begins with.
package func bundleAuditSans(_ faces: [String], in root: String) throws {
    try FileManager.default.createDirectory(atPath: root + "/App/Fonts", withIntermediateDirectories: true)
    for face in faces {
        try FileManager.default.copyItem(
            atPath: Paths.font("AuditSans/\(face).ttf"), toPath: root + "/App/Fonts/\(face).ttf")
    }
}
