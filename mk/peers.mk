# Peer engines for `evibench ann` and the lexical benchmarks, in a local
# virtualenv. Included by the top-level Makefile; idempotent through the
# stamp file (delete .venv to reinstall).
PYTHON ?= python3
VENV   ?= .venv
PEERS_PKGS := hnswlib faiss-cpu numpy bm25s tantivy

.PHONY: peers

peers: $(VENV)/.stamp

$(VENV)/.stamp:
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet $(PEERS_PKGS)
	touch $@
