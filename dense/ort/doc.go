// Package ort is the local dense encoder: HF tokenizers (Rust, linked as
// libtokenizers.a) and ONNX Runtime (libonnxruntime.so, loaded at run time)
// over the ONNX graph that models/onnxgen generates from a pinned model.
//
// The native code is behind the build tag `ort` (and cgo). Without the tag,
// [New] returns an error wrapping dense.ErrMissingLibrary that says which
// library is missing and which make target installs it, so engine/ and the
// CLI build anywhere. With the tag, a missing libonnxruntime.so at run time
// gives the same error. Install and build with:
//
//	make native models          # build/native/{libonnxruntime.so,libtokenizers.a}, build/models/
//	go build -tags ort ./...    # with CGO_LDFLAGS=-L$(pwd)/build/native (mk/native.mk exports it)
//
// The ONNX Runtime library path is Options.LibraryPath, else $EVICORTEX_ORT_LIB,
// else build/native/libonnxruntime.so. ONNX Runtime's environment is
// process-wide: every Encoder in a process must use the same library.
//
// Each Embed call tokenizes (truncating at the profile's MaxSeqLen tokens,
// keeping [CLS] and the final [SEP]), orders the texts by token count, makes
// runs of at most Options.BatchSize texts, each padded to its longest item
// (a run is cut early when padding would pass 25% of its tokens), then
// pools and normalizes in Go (dense.MeanPool, dense.Normalize). Vectors come
// back in input order.
//
// Session: ONNX Runtime with every graph optimization, sequential execution,
// Options.Threads intra-op threads that do not spin-wait when idle
// (Options.Spin restores ONNX Runtime's default). A model variant derived
// from a pinned one (manifest derived_from, e.g. bge-small-en-v1.5-int8 from
// `make models-int8`) is read from build/derived/<name> by default.
//
// Concurrency: an Encoder is safe for concurrent use; Close waits for
// in-flight Embed calls.
package ort
