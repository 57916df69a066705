import Foundation
import TestSupport
import Testing

/// Issue 26: HarfBuzz, libxml2, libplist and libyaml are loaded on first use (Sources/CLazyLoad/lazy_load.h), and
/// `make release` drops them from the binary's start-up list (scripts/lazy-link.sh). The binary built by
/// `swift build` still lists them (the reference path); the same binary with them dropped must write the same
/// bytes, and a spec audit must not load them at all.
@Suite(.enabled(if: lazyLinkAvailable)) struct LazyLoadTests {
    static let libraries = ["libharfbuzz.so", "libxml2.so", "libplist-2.0.so", "libyaml-0.so"]

    /// A copy of the test binary with the lazy libraries dropped, as `make release` does.
    static let lazyBinary: Result<String, TestFailure> = {
        do {
            let folder = try temporaryFolder()
            let copy = folder + "/fontaudit"
            try FileManager.default.copyItem(atPath: Paths.binary, toPath: copy)
            let linked = try runBinaryLike(Paths.root + "/scripts/lazy-link.sh", [copy])
            guard linked.code == 0 else { return .failure(TestFailure("lazy-link.sh: \(linked.stderr)")) }
            return .success(copy)
        } catch { return .failure(TestFailure("\(error)")) }
    }()

    func needed(_ binary: String) throws -> [String] {
        try runBinaryLike("/usr/bin/env", ["patchelf", "--print-needed", binary]).stdout.split(separator: "\n").map(
            String.init)
    }

    /// The shared libraries the dynamic loader initialised during a run (LD_DEBUG=libs).
    func loaded(_ binary: String, _ arguments: [String]) throws -> [String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let run = try runBinaryLike(binary, arguments, environment: environment)
        return run.stderr.split(separator: "\n").compactMap { line in
            line.range(of: "calling init: ").map { String(line[$0.upperBound...]) }
        }
    }

    @Test func theDroppedLibrariesAreNotLoadedAtStartButTheReferenceBinaryListsThem() throws {
        let lazy = try Self.lazyBinary.get()
        let reference = try needed(Paths.binary)
        let dropped = try needed(lazy)
        for library in Self.libraries {
            #expect(reference.contains { $0.hasPrefix(library) }, "the reference binary links \(library)")
            #expect(!dropped.contains { $0.hasPrefix(library) }, "\(library) is still needed at start")
        }
        let specRun = try loaded(lazy, [Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "json"])
        #expect(specRun.contains { $0.contains("libfontconfig") }, "LD_DEBUG=libs reported no libraries: \(specRun)")
        for library in Self.libraries {
            #expect(!specRun.contains { $0.contains(library) }, "a spec audit loaded \(library)")
        }
        let htmlRun = try loaded(lazy, [Paths.demo, "--no-system-fonts", "--fonts", Paths.fonts, "--format", "html"])
        #expect(htmlRun.contains { $0.contains("libharfbuzz.so") }, "the HTML report did not load HarfBuzz")
        #expect(!htmlRun.contains { $0.contains("libxml2.so") })
    }

    /// Every lazily called library on its path: HarfBuzz (HTML), libplist (Info.plist), libxml2 (Android
    /// resources) and libyaml (pubspec.yaml), byte for byte against the reference binary.
    @Test(arguments: [
        ["Fixtures/demo/spec.json", "--no-system-fonts", "--fonts", "Fixtures/fonts", "--format", "html"],
        ["Fixtures/demo/spec.json", "--no-system-fonts", "--fonts", "Fixtures/fonts", "--format", "json"],
        ["app", "Fixtures/apps/ios/MosaicApp", "--format", "json"],
        ["app", "Fixtures/apps/android", "--format", "json"],
        ["app", "Fixtures/apps/flutter", "--format", "json"],
        ["app", "Fixtures/apps/react-native/bare", "--format", "sarif"],
    ])
    func theLazyBinaryWritesWhatTheReferenceBinaryWrites(arguments: [String]) throws {
        let lazy = try Self.lazyBinary.get()
        let reference = try runBinaryLike(Paths.binary, arguments, in: Paths.root)
        let candidate = try runBinaryLike(lazy, arguments, in: Paths.root)
        #expect(reference.stdout.count > 1_000)
        #expect(candidate.code == reference.code)
        #expect(candidate.stdout == reference.stdout)
        #expect(candidate.stderr == reference.stderr)
    }
}

/// scripts/lazy-link.sh works on Linux with patchelf (which `make` installs).
let lazyLinkAvailable: Bool = {
    #if os(Linux)
        return (try? runBinaryLike("/usr/bin/env", ["patchelf", "--version"]).code) == 0
    #else
        return false
    #endif
}()

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
