# Homebrew formula. A release: `brew install ./Formula/fontaudit.rb` (or from a tap that holds it) builds the tagged
# source tarball below. The release workflow attaches this file to each GitHub release with `url` and `sha256`
# filled in by scripts/update-formula.sh from the source tarball it publishes; in this repository they name the
# last release. `brew install --HEAD ./Formula/fontaudit.rb` builds main.
class Fontaudit < Formula
  desc "Audit typography for the iOS and Android Bold Text setting"
  homepage "https://github.com/fontaudit/fontaudit"
  url "https://github.com/fontaudit/fontaudit/releases/download/v0.1.0/fontaudit-0.1.0-source.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/fontaudit/fontaudit.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "harfbuzz"
  depends_on "libplist"
  depends_on "libpng"
  depends_on "libxml2"
  depends_on "libyaml"

  uses_from_macos "swift" => :build

  def install
    # A release tarball names its commit already (git archive's export-subst); a HEAD build stamps it here.
    if build.head?
      inreplace "Sources/FontAuditModel/Version.swift", "$Format:%H$", Utils.git_head
    end
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "fontaudit"
    bin.install ".build/release/fontaudit"
    (man1/"fontaudit.1").write Utils.safe_popen_read(bin/"fontaudit", "--generate-manual")
    generate_completions_from_executable(bin/"fontaudit", "--generate-completion-script")
  end

  test do
    assert_match(/^fontaudit #{Regexp.escape(version.to_s)} \(commit \h{7}/, shell_output("#{bin}/fontaudit --version")) if build.stable?
    (testpath/"spec.json").write <<~JSON
      {"styles": [{"name": "body", "family": "Nowhere Grotesk", "weight": 400}]}
    JSON
    output = shell_output("#{bin}/fontaudit #{testpath}/spec.json --no-system-fonts", 1)
    assert_match "Nowhere Grotesk Regular", output
  end
end
