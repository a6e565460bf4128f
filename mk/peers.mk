# Peer engines for `evibench ann`, the lexical benchmarks and the
# LongMemEval-S proxy, in a local virtualenv. Included by the top-level
# Makefile; idempotent through the stamp files (delete .venv to reinstall).
PYTHON ?= python3
VENV   ?= .venv
# hnswlib, faiss-cpu, tantivy, bm25s and what they import here, version- and
# sha256-pinned (see the file's header).
PEERS_REQ := bench/peers/peers-requirements.txt
# engram-search, taosmd and what their code imports here, version- and
# sha256-pinned (see the file's header).
LME_PEERS_REQ := bench/peers/memory-peers-requirements.txt

.PHONY: peers lme-peers

peers: $(VENV)/.stamp lme-peers

$(VENV)/.stamp: $(PEERS_REQ)
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --no-deps --require-hashes -r $(PEERS_REQ)
	touch $@

lme-peers: $(VENV)/.lme-stamp

$(VENV)/.lme-stamp: $(LME_PEERS_REQ) | $(VENV)/.stamp
	$(VENV)/bin/pip install --quiet --no-deps --require-hashes --only-binary=:all: -r $(LME_PEERS_REQ)
	touch $@
