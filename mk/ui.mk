# The memory inspector's browser test (internal/ui): Debian's Chromium,
# driven over the DevTools protocol by github.com/chromedp/chromedp.
#
#   make chromium       install Debian's chromium when none is in PATH (apt-get, as root or with sudo -n)
#   make test-ui        the inspector test in a real headless Chromium (fails, not skips, without one)
#   make ui-screenshot  refresh docs/inspector.png, the README's screenshot, from the same test
#
# The package is not pinned to a version: Debian stable replaces Chromium
# with each security release and drops the old one from the mirror, so a
# pin would break the install within weeks. The test needs only a Chromium
# that speaks the DevTools protocol; `make test-ui` prints the version used.

.PHONY: chromium test-ui ui-screenshot

CHROMIUM_BIN = $(shell command -v chromium || command -v chromium-browser || command -v google-chrome)

chromium:
	@set -eu; \
	if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || command -v google-chrome >/dev/null 2>&1; then exit 0; fi; \
	if ! command -v apt-get >/dev/null 2>&1; then echo "chromium: no chromium in PATH and no apt-get: install Chromium" >&2; exit 1; fi; \
	if [ "$$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; \
	else echo "chromium: Chromium missing and not root and no sudo: apt-get install chromium" >&2; exit 1; fi; \
	echo "== installing chromium (apt-get)"; \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null || \
		{ $$SUDO apt-get update -q >/dev/null && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null; }

test-ui: chromium deps
	@echo "== $$($(CHROMIUM_BIN) --version 2>/dev/null || echo chromium)"
	EVICORTEX_REQUIRE_CHROMIUM=1 $(GO) test -count=1 -run 'TestInspectorInChromium|TestAssets' ./internal/ui/

ui-screenshot: chromium deps
	@mkdir -p docs
	EVICORTEX_REQUIRE_CHROMIUM=1 EVICORTEX_UI_SCREENSHOT=$(CURDIR)/docs/inspector.png $(GO) test -count=1 -run TestInspectorInChromium ./internal/ui/

# The README test (cmd/evicortex TestREADME) runs the README's shell blocks,
# which use bash, curl and jq; on a fresh machine `make test` installs the
# last two from Debian when they are missing (CI=... makes their absence a
# failure there, not a skip).
.PHONY: readme-tools
readme-tools:
	@set -eu; missing=""; \
	for t in curl jq; do command -v $$t >/dev/null 2>&1 || missing="$$missing $$t"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if ! command -v apt-get >/dev/null 2>&1; then echo "readme-tools: missing$$missing and no apt-get" >&2; exit 1; fi; \
	if [ "$$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; \
	else echo "readme-tools: missing$$missing, not root and no sudo" >&2; exit 1; fi; \
	echo "== installing$$missing (apt-get)"; \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing >/dev/null || \
		{ $$SUDO apt-get update -q >/dev/null && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing >/dev/null; }
