# Native dependencies of the cgo encoder (dense/ort), included from the main Makefile.
# Everything lands in git-ignored build/; every target is idempotent.
GO ?= go
NATIVE_DIR := build/native
TOKENIZERS_VERSION := v1.22.1
TOKENIZERS_SRC := $(NATIVE_DIR)/tokenizers-src

.PHONY: tokenizers
tokenizers: $(NATIVE_DIR)/libtokenizers.a

# Built from the Rust source vendored in the Go module (crates from crates.io, pinned by its Cargo.lock).
$(NATIVE_DIR)/libtokenizers.a:
	@mkdir -p $(NATIVE_DIR)
	$(GO) mod download github.com/daulet/tokenizers@$(TOKENIZERS_VERSION)
	rm -rf $(TOKENIZERS_SRC) && cp -r "$$($(GO) env GOMODCACHE)/github.com/daulet/tokenizers@$(TOKENIZERS_VERSION)" $(TOKENIZERS_SRC)
	chmod -R u+w $(TOKENIZERS_SRC)
	cd $(TOKENIZERS_SRC) && cargo build --release --locked
	cp $(TOKENIZERS_SRC)/target/release/libtokenizers.a $@.tmp && mv $@.tmp $@
