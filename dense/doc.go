// Package dense defines EviCortex's local text encoder contract: an [Encoder]
// turns texts into fixed-size float32 vectors under a pinned [Profile].
//
// The package is pure Go (no cgo) so that engine/ can import it on any
// machine. The ONNX Runtime + HF tokenizers implementation lives in
// dense/ort and needs native libraries (`make native models`, build tag
// `ort`); without them ort.New returns an error wrapping [ErrMissingLibrary]
// that names the library and the make target that installs it.
//
// A Profile's ID pins the model files, every manifest field and the encoder
// code version (see models.Manifest.ProfileID): two vectors may be compared
// only when their profile ids are equal.
//
// Encoders batch their input, padding each batch to its longest item, and
// truncate a text at the model's MaxSeqLen tokens (keeping [CLS] and the
// final [SEP]); pooling and L2 normalization follow the profile. The helpers
// here ([PadBatch], [MeanPool], [CLSPool], [Normalize], [Cosine]) are what
// the encoders use.
//
// Concurrency: Encoder implementations must be safe for concurrent use;
// the helpers are pure functions.
package dense
