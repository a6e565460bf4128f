# The real-embedding ANN set of `evibench ann --dataset real`, built into
# git-ignored build/ann-real (never committed). Included from the top-level
# Makefile.
#
#   make ann-real   build/ann-real/real.npy + real.json: 201,000 distinct texts
#                   (every LoCoMo dev7 turn and MSC persona sentence, read from
#                   ../shared/data/locomo at run time, plus evenly spaced lines of
#                   the lexical scale corpus) embedded with the pinned default
#                   encoder (bge-small-en-v1.5, 384 dims); the last 1,000 rows are
#                   the held-out queries. Chunks are cached in build/ann-real/chunks,
#                   so a stopped run resumes and a finished one is not redone.
#                   About an hour on 2 busy cores (70 texts/s).
#   make bench-ann-real  evibench ann --dataset real beside hnswlib and FAISS (make peers)
ANN_REAL_DIR    := build/ann-real
ANN_REAL_SHARED ?= ../shared

.PHONY: ann-real bench-ann-real

ann-real: build-native models
	@test -f $(ANN_REAL_SHARED)/data/locomo/locomo_dev7.json || { echo "ann-real: $(ANN_REAL_SHARED)/data/locomo not found (set ANN_REAL_SHARED=DIR)"; exit 1; }
	$(NATIVE_ENV) $(BIN)/evibench ann-real --shared $(ANN_REAL_SHARED) --out $(ANN_REAL_DIR)

bench-ann-real: ann-real
	@mkdir -p build/results
	$(BIN)/evibench ann --dataset real --real-dir $(ANN_REAL_DIR) --filters none --out build/results/ann-real.json
