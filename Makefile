# EviCortex build. `make bench` and `make test` are the README's first two commands.
GO      ?= go
PKGS    := ./...
BIN     := bin
GOTESTFLAGS ?= -count=1 -timeout 15m

.PHONY: all build test test-race test-purego bench lint fmt deps clean

# Fragments: native libraries and models (mk/native.mk), Python peers (mk/peers.mk).
-include mk/*.mk

all: build

deps:
	$(GO) mod download

build: deps
	@mkdir -p $(BIN)
	$(GO) build -o $(BIN)/ ./cmd/...

test: deps
	$(GO) vet $(PKGS)
	$(GO) test $(GOTESTFLAGS) $(PKGS)

test-race: deps
	$(GO) test -race $(GOTESTFLAGS) $(PKGS)

# The main job on the embedded default data; pure Go, no native libraries needed.
bench: deps
	@mkdir -p $(BIN)
	$(GO) build -o $(BIN)/evibench ./cmd/evibench
	$(BIN)/evibench memory

lint: deps
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt:"; echo "$$out"; exit 1; fi
	$(GO) vet $(PKGS)

fmt:
	gofmt -w $$(git ls-files '*.go')

clean:
	rm -rf $(BIN) build
