# Homebrew formula: `brew install --HEAD ./Formula/fontaudit.rb` from a checkout, or from a tap that holds it.
class Fontaudit < Formula
  desc "Audit typography for the iOS and Android Bold Text setting"
  homepage "https://github.com/fontaudit/fontaudit"
  license "MIT"
  head "https://github.com/fontaudit/fontaudit.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "libplist"
  depends_on "libxml2"
  depends_on "libyaml"
  depends_on "harfbuzz"
  depends_on "libpng"

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release"
    bin.install ".build/release/fontaudit"
    (man1/"fontaudit.1").write Utils.safe_popen_read(bin/"fontaudit", "--generate-manual")
    generate_completions_from_executable(bin/"fontaudit", "--generate-completion-script")
  end

  test do
    assert_match "fontaudit #{version}", shell_output("#{bin}/fontaudit --version") if build.stable?
    (testpath/"spec.json").write <<~JSON
      {"styles": [{"name": "body", "family": "Nowhere Grotesk", "weight": 400}]}
    JSON
    output = shell_output("#{bin}/fontaudit #{testpath}/spec.json --no-system-fonts", 1)
    assert_match "Nowhere Grotesk Regular", output
  end
end
