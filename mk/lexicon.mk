# The VADER sentiment lexicon (MIT) for package affect, from the PyPI wheel
# of vaderSentiment, version- and sha256-pinned; into .cache/lexicon
# (ignored). Included by the top-level Makefile; `make test` fetches it so
# affect's test over the real lexicon runs (EVICORTEX_REQUIRE_LEXICON).
VADER_VERSION        := 3.3.2
VADER_WHEEL          := vaderSentiment-$(VADER_VERSION)-py2.py3-none-any.whl
VADER_WHEEL_SHA256   := 3bf1d243b98b1afad575b9f22bc2cb1e212b94ff89ca74f8a23a588d024ea311
VADER_LEXICON_SHA256 := 1ec9c6e9ee19aade328f8beb393a6afa71a5bb3acf7d3cc22d4ef568df374bf5
LEXICON_DIR          ?= .cache/lexicon
LEXICON              := $(LEXICON_DIR)/vader_lexicon.txt

.PHONY: lexicon

lexicon: $(LEXICON)

$(LEXICON):
	@mkdir -p $(LEXICON_DIR)/wheel
	$(PYTHON) -m pip download --quiet --no-deps --only-binary=:all: -d $(LEXICON_DIR)/wheel vaderSentiment==$(VADER_VERSION)
	echo "$(VADER_WHEEL_SHA256)  $(LEXICON_DIR)/wheel/$(VADER_WHEEL)" | sha256sum -c --quiet
	$(PYTHON) -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); open(sys.argv[2] + ".tmp", "wb").write(z.read("vaderSentiment/vader_lexicon.txt")); open(sys.argv[3], "wb").write(z.read("vaderSentiment-$(VADER_VERSION).dist-info/LICENSE.txt"))' \
		$(LEXICON_DIR)/wheel/$(VADER_WHEEL) $(LEXICON) $(LEXICON_DIR)/LICENSE.txt
	echo "$(VADER_LEXICON_SHA256)  $(LEXICON).tmp" | sha256sum -c --quiet
	mv $(LEXICON).tmp $(LEXICON)
