import FontAuditModel
import Foundation
import TestSupport
import Testing

/// The release tarball of `make dist` as a user gets it: checked against its SHA-256 file, extracted into a
/// folder of its own, run from another folder under `env -i` (no PATH, no toolchain, no library path), with every
/// library it loads coming from the tarball or from glibc. `make check-dist` builds the tarball and runs these
/// with FONTAUDIT_DIST_TARBALL set; without it they do not run (building a release is not a unit test).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FONTAUDIT_DIST_TARBALL"] != nil))
struct DistTarballTests {
    static let tarball = ProcessInfo.processInfo.environment["FONTAUDIT_DIST_TARBALL"] ?? ""
    /// The C library's own parts, which stay the system's (scripts/dist.sh leaves the same ones out).
    static let glibc = [
        "linux-vdso.so", "ld-linux", "libc.so", "libm.so", "libmvec.so", "libpthread.so", "libdl.so", "librt.so",
        "libresolv.so", "libutil.so", "libanl.so",
    ]

    static func isGlibc(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return glibc.contains { name.hasPrefix($0) }
    }

    func sh(_ command: String, in folder: String? = nil) throws -> RunResult {
        try runBinaryLike("/bin/sh", ["-c", command], in: folder)
    }

    /// The tarball extracted into a new folder: the folder that holds bin/ and lib/.
    func extracted() throws -> String {
        let folder = try temporaryFolder()
        let untar = try sh("tar -xzf '\(Self.tarball)' -C '\(folder)'")
        #expect(untar.code == 0, "\(untar.stderr)")
        let top = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(top.count == 1, "one top folder: \(top)")
        return folder + "/" + (top.first ?? "")
    }

    @Test func theChecksumFileMatchesAndNamesTheTarball() throws {
        let folder = (Self.tarball as NSString).deletingLastPathComponent
        let name = (Self.tarball as NSString).lastPathComponent
        let check = try sh("sha256sum -c '\(name).sha256'", in: folder)
        #expect(check.code == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout == "\(name): OK\n")
        #expect(name.hasPrefix("fontaudit-\(FontAuditVersion.current)-linux-"))
    }

    @Test func itHoldsTheBinaryManPageCompletionsAndLicense() throws {
        let top = try extracted()
        for file in [
            "bin/fontaudit", "share/man/man1/fontaudit.1", "share/bash-completion/completions/fontaudit",
            "share/zsh/site-functions/_fontaudit", "share/fish/vendor_completions.d/fontaudit.fish", "LICENSE",
            "README.md",
        ] {
            #expect(FileManager.default.fileExists(atPath: top + "/" + file), "\(file)")
        }
        let libraries = try FileManager.default.contentsOfDirectory(atPath: top + "/lib")
        #expect(libraries.contains { $0.hasPrefix("libfreetype.so") }, "\(libraries)")
        #expect(!libraries.contains { Self.isGlibc($0) }, "\(libraries)")
    }

    @Test func itRunsUnderAnEmptyEnvironmentFromAnotherFolder() throws {
        let top = try extracted()
        let elsewhere = try temporaryFolder()
        let version = try sh("env -i '\(top)/bin/fontaudit' --version", in: elsewhere)
        #expect(version.code == 0, "\(version.stderr)")
        // The commit is stamped into the shipped binary: seven hex digits, maybe "-dirty", never "unknown".
        let pattern = #/fontaudit [0-9.]+ \(commit [0-9a-f]{7}(-dirty)?\)\n/#
        #expect(version.stdout.wholeMatch(of: pattern) != nil, "\(version.stdout)")

        // A whole audit with an HTML report (FreeType, HarfBuzz, libpng, fontconfig), with the loader saying
        // where each library it loads comes from, dlopen'ed ones included.
        let audit = try sh(
            "env -i LD_DEBUG=libs '\(top)/bin/fontaudit' '\(Paths.demo)' --format html --output report.html",
            in: elsewhere)
        #expect(audit.code == 1, "\(audit.stderr)")
        #expect(try String(contentsOfFile: elsewhere + "/report.html", encoding: .utf8).contains("<img"))
        let loaded = audit.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "calling init: ") else { return nil }
            return String(line[range.upperBound...])
        }
        #expect(loaded.count > 3, "\(audit.stderr.prefix(2000))")
        let outside = loaded.filter { !$0.hasPrefix(top + "/") && !Self.isGlibc($0) }
        #expect(outside.isEmpty, "loaded from outside the tarball: \(outside)")
    }

    @Test func lddResolvesNothingOutsideTheTarballButGlibc() throws {
        let top = try extracted()
        var files = ["\(top)/bin/fontaudit"]
        files += try FileManager.default.contentsOfDirectory(atPath: top + "/lib").map { "\(top)/lib/\($0)" }
        for file in files {
            let ldd = try sh("env -i /usr/bin/ldd '\(file)'")
            #expect(ldd.code == 0, "\(file): \(ldd.stderr)")
            #expect(!ldd.stdout.contains("not found"), "\(file): \(ldd.stdout)")
            let resolved = ldd.stdout.split(separator: "\n").compactMap { line -> String? in
                guard let arrow = line.range(of: "=> /") else { return nil }
                return String(line[line.index(before: arrow.upperBound)...].split(separator: " ").first ?? "")
            }
            let outside = resolved.filter { !$0.hasPrefix(top + "/") && !Self.isGlibc($0) }
            #expect(outside.isEmpty, "\(file) resolves outside the tarball: \(outside)")
        }
    }
}
