# The independent MCP client check (issue 17): the official MCP Python SDK,
# pinned with hashes in internal/mcpserver/pyclient/requirements.txt and
# installed into its own virtualenv (MCP_VENV, ignored by git), drives
# `evicortex mcp` over stdio and `evicortex serve`'s /mcp over HTTP with a
# bearer token (and checks the 401 without one). `make test` runs it.
# Idempotent through the stamp (delete MCP_VENV to reinstall).
MCP_VENV ?= .cache/mcp-venv
MCP_REQ  := internal/mcpserver/pyclient/requirements.txt

.PHONY: test-mcp

$(MCP_VENV)/.stamp: $(MCP_REQ)
	rm -rf $(MCP_VENV)
	$(PYTHON) -m venv $(MCP_VENV)
	$(MCP_VENV)/bin/pip install --quiet --no-deps --require-hashes --only-binary=:all: -r $(MCP_REQ)
	touch $@

test-mcp: $(MCP_VENV)/.stamp
	$(GO) build $(GOBUILDFLAGS) -o $(MCP_VENV)/evicortex ./cmd/evicortex
	$(MCP_VENV)/bin/python internal/mcpserver/pyclient/session.py $(MCP_VENV)/evicortex

# The CLI's pure-Go encoder (--encoder bert) on the pinned model: test-go
# skips these tests on a fresh clone, before `make models` has run.
.PHONY: test-cli-bert
test-cli-bert: models
	EVICORTEX_REQUIRE_MODELS=1 $(GO) test -count=1 -run 'TestBertEncoderCLI|TestVersion' ./cmd/evicortex
