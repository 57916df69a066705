import FontAuditModel
import Foundation
import TestSupport
import Testing

/// The GitHub Action's install step (scripts/action-install.sh) against a local release folder served as
/// file:// URLs: the asset names of every runner the action claims, the checksum check, the cache, and a missing
/// asset. The workflows and action.yml are checked by actionlint and against each other.
@Suite struct ActionInstallTests {
    static let script = Paths.root + "/scripts/action-install.sh"
    static let venv = Paths.root + "/.build/test-venv/bin"

    /// A release folder with v9.8.7's tarball and checksum for each platform; the "binary" is a script that
    /// answers --version as fontaudit does.
    func release(corrupt: String? = nil) throws -> String {
        let folder = try temporaryFolder()
        for platform in ["linux-x86_64", "linux-arm64", "macos-arm64"] {
            let name = "fontaudit-9.8.7-\(platform)"
            let top = "\(folder)/build/\(name)"
            try FileManager.default.createDirectory(atPath: top + "/bin", withIntermediateDirectories: true)
            try "#!/bin/sh\necho 'fontaudit 9.8.7 (commit 1a2b3c4)'\n".write(
                toFile: top + "/bin/fontaudit", atomically: true, encoding: .utf8)
            let pack = try sh(
                """
                chmod 755 '\(top)/bin/fontaudit' && mkdir -p '\(folder)/v9.8.7' && cd '\(folder)/v9.8.7' && \
                tar -C ../build -czf \(name).tar.gz \(name) && sha256sum \(name).tar.gz > \(name).tar.gz.sha256
                """)
            #expect(pack.code == 0, "\(pack.stderr)")
        }
        if let corrupt {
            try "0000000000000000000000000000000000000000000000000000000000000000  \(corrupt).tar.gz\n".write(
                toFile: "\(folder)/v9.8.7/\(corrupt).tar.gz.sha256", atomically: true, encoding: .utf8)
        }
        return folder
    }

    func sh(_ command: String, environment: [String: String]? = nil) throws -> RunResult {
        try runBinaryLike("/bin/bash", ["-c", command], environment: environment)
    }

    /// Runs `action-install.sh ARGUMENTS` as action.yml does, with GITHUB_OUTPUT and GITHUB_PATH files.
    func install(_ arguments: String, _ variables: [String: String]) throws -> (
        RunResult, outputs: String, path: String
    ) {
        let folder = try temporaryFolder()
        var environment = ["PATH": "/usr/bin:/bin", "GITHUB_OUTPUT": folder + "/out", "GITHUB_PATH": folder + "/path"]
        environment.merge(variables) { $1 }
        let run = try sh("bash \(Self.script) \(arguments)", environment: environment)
        let outputs = (try? String(contentsOfFile: folder + "/out", encoding: .utf8)) ?? ""
        let path = (try? String(contentsOfFile: folder + "/path", encoding: .utf8)) ?? ""
        return (run, outputs, path)
    }

    @Test func theVersionIsTheInputOrTheActionsTagElseSource() throws {
        let current = FontAuditVersion.current
        let cases: [([String: String], String)] = [
            (["FONTAUDIT_VERSION": "v1.2.3"], "version=1.2.3\n"),
            (["FONTAUDIT_VERSION": "1.2.3"], "version=1.2.3\n"),
            (["FONTAUDIT_ACTION_REF": "v\(current)"], "version=\(current)\n"),
            // A moving major tag: the exact version is the one in that checkout.
            (["FONTAUDIT_ACTION_REF": "v0"], "version=\(current)\n"),
            (["FONTAUDIT_ACTION_REF": "main"], "version=source\n"),
            (["FONTAUDIT_ACTION_REF": "1f2e3d4c5b6a79881f2e3d4c5b6a79881f2e3d4c"], "version=source\n"),
        ]
        for (variables, expected) in cases {
            var environment = variables
            environment["FONTAUDIT_OS"] = "macos"
            environment["FONTAUDIT_ARCH"] = "arm64"
            environment["RUNNER_TOOL_CACHE"] = "/opt/hostedtoolcache"
            let (run, outputs, _) = try install("resolve", environment)
            #expect(run.code == 0, "\(variables): \(run.stderr)")
            #expect(outputs.hasPrefix(expected), "\(variables): \(outputs)")
            #expect(outputs.contains("os=macos\narch=arm64\n"))
            #expect(outputs.contains("dir=/opt/hostedtoolcache/fontaudit/"))
        }
        let (bad, _, _) = try install("resolve", ["FONTAUDIT_VERSION": "latest"])
        #expect(bad.code == 1)
        #expect(bad.stderr.contains("version \"latest\" is not a version such as 0.2.0"), "\(bad.stderr)")
    }

    @Test func itInstallsTheVerifiedReleaseOfEachRunnerAndThenUsesTheCache() throws {
        let folder = try release()
        for (os, arch) in [("linux", "x86_64"), ("linux", "arm64"), ("macos", "arm64")] {
            let dir = try temporaryFolder() + "/fontaudit"
            let variables = ["FONTAUDIT_RELEASE_URL": "file://\(folder)"]
            let (run, outputs, path) = try install("install 9.8.7 \(os) \(arch) \(dir)", variables)
            #expect(run.code == 0, "\(os)-\(arch): \(run.stderr)")
            #expect(run.stdout.contains("SHA-256 "), "\(run.stdout)")
            #expect(run.stdout.contains("fontaudit 9.8.7 (commit 1a2b3c4)"))
            #expect(outputs == "path=\(dir)/bin/fontaudit\nfrom-source=false\n")
            #expect(path == "\(dir)/bin\n")
            // The cache restored the folder: nothing is downloaded (the release is gone).
            let (again, _, _) = try install(
                "install 9.8.7 \(os) \(arch) \(dir)", ["FONTAUDIT_RELEASE_URL": "file:///nowhere"])
            #expect(again.code == 0, "\(again.stderr)")
            #expect(again.stdout.contains("already installed in \(dir) (cache)"))
        }
    }

    @Test func aWrongChecksumFailsAndInstallsNothing() throws {
        let folder = try release(corrupt: "fontaudit-9.8.7-linux-x86_64")
        let dir = try temporaryFolder() + "/fontaudit"
        let (run, outputs, path) = try install(
            "install 9.8.7 linux x86_64 \(dir)",
            ["FONTAUDIT_RELEASE_URL": "file://\(folder)", "FONTAUDIT_FALLBACK": "source"])
        #expect(run.code == 1)
        #expect(
            run.stderr.contains("::error title=fontaudit install::fontaudit-9.8.7-linux-x86_64.tar.gz has SHA-256 "))
        #expect(run.stderr.contains("but fontaudit-9.8.7-linux-x86_64.tar.gz.sha256 says 0000000000"))
        #expect(!outputs.contains("from-source"), "a wrong checksum is never a reason to build instead")
        #expect(path.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/bin/fontaudit"))
    }

    @Test func aMissingAssetFallsBackToSourceOrFailsClearly() throws {
        let folder = try release()
        let dir = try temporaryFolder() + "/fontaudit"
        // No macOS x86_64 build in this release.
        let (run, outputs, path) = try install(
            "install 9.8.7 macos x86_64 \(dir)", ["FONTAUDIT_RELEASE_URL": "file://\(folder)"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "::warning title=fontaudit install::no release asset fontaudit-9.8.7-macos-x86_64.tar.gz (with its .sha256) at file://\(folder)/v9.8.7; building fontaudit from source instead"
            ), "\(run.stdout)")
        #expect(outputs == "from-source=true\n")
        #expect(path.isEmpty)
        let (never, neverOutputs, _) = try install(
            "install 9.8.7 macos x86_64 \(dir)",
            ["FONTAUDIT_RELEASE_URL": "file://\(folder)", "FONTAUDIT_FALLBACK": "never"])
        #expect(never.code == 1)
        #expect(never.stderr.contains("no release asset fontaudit-9.8.7-macos-x86_64.tar.gz"))
        #expect(never.stderr.contains("and the fallback is off (build-from-source: never)"))
        #expect(neverOutputs.isEmpty)
        // A release that does not exist at all, and a branch instead of a tag, are the same case.
        let (branch, branchOutputs, _) = try install(
            "install source linux x86_64 \(dir)", ["FONTAUDIT_ACTION_REF": "main"])
        #expect(branch.code == 0)
        #expect(branch.stdout.contains("the action's ref (main) is not a release tag"))
        #expect(branchOutputs == "from-source=true\n")
    }

    @Test func theWorkflowsPassActionlint() throws {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.venv + "/actionlint"),
            "make test installs actionlint into .build/test-venv")
        // .github/workflows/action.yml uses the action as ./, so actionlint also checks its inputs and outputs.
        let run = try sh("cd '\(Paths.root)' && '\(Self.venv)/actionlint' -shellcheck= -no-color")
        #expect(run.code == 0, "\(run.stdout)\(run.stderr)")
    }

    /// actionlint does not read a composite action's own steps; this holds them together: every input and step
    /// output they use is declared, every declared input is used, every output's step exists.
    @Test func actionYmlUsesOnlyWhatItDeclares() throws {
        let check = #"""
            import re, sys, yaml
            action = yaml.safe_load(open(sys.argv[1]))
            text = open(sys.argv[1]).read()
            inputs = set(action["inputs"])
            steps = {s.get("id") for s in action["runs"]["steps"]}
            used = set(re.findall(r"inputs\.([a-z-]+)", text))
            problems = [f"undeclared input {i}" for i in sorted(used - inputs)]
            problems += [f"unused input {i}" for i in sorted(inputs - used)]
            problems += [f"no step {s}" for s in sorted(set(re.findall(r"steps\.([a-z-]+)\.", text)) - steps)]
            problems += [f"output {k} has no value" for k, v in action["outputs"].items() if "steps." not in v["value"]]
            print("\n".join(problems))
            """#
        let run = try runBinaryLike(Self.venv + "/python", ["-c", check, Paths.root + "/action.yml"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "")
    }

    @Test func theFormulaIsPointedAtARelease() throws {
        let folder = try temporaryFolder()
        let formula = folder + "/fontaudit.rb"
        try FileManager.default.copyItem(atPath: Paths.root + "/Formula/fontaudit.rb", toPath: formula)
        let sha = String(repeating: "ab", count: 32)
        let run = try sh("bash '\(Paths.root)/scripts/update-formula.sh' 9.8.7 \(sha) '\(formula)'")
        #expect(run.code == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: formula, encoding: .utf8)
        #expect(
            text.contains(
                "  url \"https://github.com/fontaudit/fontaudit/releases/download/v9.8.7/fontaudit-9.8.7-source.tar.gz\"\n"
            ))
        #expect(text.contains("  sha256 \"\(sha)\"\n"))
        #expect(text.contains("  head \"https://github.com/fontaudit/fontaudit.git\", branch: \"main\"\n"))
        let bad = try sh("bash '\(Paths.root)/scripts/update-formula.sh' 9.8.7 nothex '\(formula)'")
        #expect(bad.code == 2)
        // A tag must name the version the code carries, and the changelog must have its section.
        let tag = try sh("bash '\(Paths.root)/scripts/release-check.sh' v\(FontAuditVersion.current)")
        #expect(tag.code == 0, "\(tag.stderr)")
        let wrongTag = try sh("bash '\(Paths.root)/scripts/release-check.sh' v99.0.0")
        #expect(wrongTag.code == 1)
        #expect(wrongTag.stderr.contains("tag v99.0.0, but Version.swift says \(FontAuditVersion.current)"))
    }
}
