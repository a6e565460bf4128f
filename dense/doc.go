// Package dense defines EviCortex's local text encoder contract: an [Encoder]
// turns texts into fixed-size float32 vectors under a pinned [Profile].
//
// The package is pure Go (no cgo) so that engine/ can import it on any
// machine. Two implementations read the same pinned model files (`make
// models`): dense/ort (ONNX Runtime + HF tokenizers, fast; needs `make
// native` and build tag `ort`, else ort.New returns an error wrapping
// [ErrMissingLibrary] that names the library and the make target that
// installs it) and dense/bert (pure Go, about 7x more CPU per text). They
// have different profile ids.
//
// A Profile's ID pins the model files, every manifest field and the encoder
// code version (see models.Manifest.ProfileID): two vectors may be compared
// only when their profile ids are equal.
//
// Encoders truncate a text at the model's MaxSeqLen tokens (keeping [CLS]
// and the final [SEP]); dense/ort batches texts, padding each run to its
// longest item, while dense/bert runs each text unpadded; pooling and L2
// normalization follow the profile. Queries go through [EmbedQuery], which
// puts the profile's QueryPrefix before the text (bge-small-en-v1.5 is
// trained with an instruction before queries and none before passages);
// stored texts go through Embed as they are. The helpers
// here ([PadBatch], [MeanPool], [CLSPool], [Normalize], [Cosine]) are what
// the encoders use.
//
// Concurrency: Encoder implementations must be safe for concurrent use;
// the helpers are pure functions.
package dense
