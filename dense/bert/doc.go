// Package bert is a pure-Go BERT encoder: a WordPiece tokenizer read from
// tokenizer.json and a float32 forward pass over model.safetensors, with no
// cgo and no native libraries. It is the fallback for machines without
// `make native` (only `make models` is needed) and an independent second
// implementation next to dense/ort.
//
// It implements dense.Encoder with its own profile id (CodeVersion): its
// vectors agree with dense/ort's to cosine ≥ 0.9999 but are not bit-equal,
// so the two never share a profile. Each text runs unpadded (no batching
// waste); texts are spread over Options.Threads goroutines. It is roughly
// an order of magnitude slower than ONNX Runtime (see models/README.md).
//
// Concurrency: an Encoder and a Tokenizer are safe for concurrent use;
// model weights are read-only after New.
package bert
