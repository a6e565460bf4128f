# The Python SDK (clients/python): `make test-python` builds bin/evicortex,
# creates a fresh virtualenv in clients/python/.venv (ignored), installs the
# pinned wheels of clients/python/requirements-test.txt (httpx and its
# dependencies, pytest, pytest-asyncio, setuptools; sha256-checked), then
# `pip install ./clients/python` from the repo path (no build isolation:
# the pinned setuptools builds it; no deps: they are the pinned ones, and
# `pip check` proves they satisfy the SDK's), and runs its pytest suite
# against a real `evicortex serve` the tests start. Part of `make test`.
PYTHON     ?= python3
PY_SDK     := clients/python
PY_SDK_ENV := $(PY_SDK)/.venv

.PHONY: test-python

test-python: deps
	@mkdir -p $(BIN)
	$(GO) build $(GOBUILDFLAGS) -o $(BIN)/evicortex ./cmd/evicortex
	rm -rf $(PY_SDK_ENV)
	$(PYTHON) -m venv $(PY_SDK_ENV)
	$(PY_SDK_ENV)/bin/pip install --quiet --disable-pip-version-check --require-hashes --only-binary=:all: \
		-r $(PY_SDK)/requirements-test.txt
	$(PY_SDK_ENV)/bin/pip install --quiet --disable-pip-version-check --no-build-isolation --no-deps ./$(PY_SDK)
	$(PY_SDK_ENV)/bin/pip check
	cd $(PY_SDK) && EVICORTEX_BIN=$(CURDIR)/$(BIN)/evicortex .venv/bin/python -m pytest -q -p no:cacheprovider
