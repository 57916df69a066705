import Foundation
import TestSupport
import Testing

/// Test code is not built into the app: a font call in a Swift package's `Tests/`, a `…Tests.swift` file, or a
/// Kotlin `src/test` or `src/androidTest` source set is no style of it (Element X's `FontSizeTests.swift` made
/// four styles of the app). The same call in the app's own code still is.
@Suite struct TestCodeStylesTests {
    func styleFiles(_ root: String) throws -> [String] {
        let run = runInProcess(["app", root, "--format", "json"])
        let styles = try parseJSON(run.stdout)["styles"] as? [[String: Any]] ?? []
        return styles.map { (($0["location"] as! [String: Any])["file"] as! String) }
    }

    @Test func iosFontCallsInTestCodeAreNoStyles() throws {
        let root = try temporaryFolder()
        try FileManager.default.copyItem(atPath: Paths.iosApp, toPath: root + "/app")
        let call = "let font = UIFont(name: \"MosaicSans-Bold\", size: 12)\n"
        try writeFiles(
            [
                "Packages/Compound/Tests/CompoundTests/FontSizeTests.swift": call,
                "app/MosaicApp/SnapshotTests.swift": call,
                "app/MosaicApp/Badge.swift": call,
            ], under: root)
        let files = try styleFiles(root)
        #expect(files.contains { $0.hasSuffix("app/MosaicApp/Badge.swift") })
        #expect(
            !files.contains { $0.hasSuffix("FontSizeTests.swift") || $0.hasSuffix("SnapshotTests.swift") }, "\(files)")
    }

    @Test func kotlinTestSourceSetsAreNoStyles() throws {
        let root = try temporaryFolder()
        try FileManager.default.copyItem(atPath: Paths.androidApp, toPath: root + "/android")
        let style = "val testStyle = TextStyle(fontFamily = FontFamily(Font(R.font.mosaic_sans_regular)))\n"
        try writeFiles(
            [
                "android/app/src/test/java/com/example/TypeTest.kt": style,
                "android/app/src/androidTest/java/com/example/Screens.kt": style,
                "android/app/src/main/java/com/example/Type2.kt": style,
            ], under: root)
        let files = try styleFiles(root)
        #expect(files.contains { $0.hasSuffix("src/main/java/com/example/Type2.kt") }, "\(files)")
        #expect(!files.contains { $0.contains("/src/test/") || $0.contains("/src/androidTest/") }, "\(files)")
    }
}
