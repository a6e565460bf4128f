// Package onnximport recovers the weights and shape of a BERT encoder from an
// ONNX file exported by torch.onnx (the Hugging Face Optimum / Xenova
// exports that some registry packages ship instead of safetensors).
//
// [BERT] reads the file's initializers and nodes and returns the weights
// under Hugging Face BertModel tensor names (linear weights transposed back
// to [out, in]) with the config.json facts the export implies: sizes from
// the tensor shapes, the head count from the attention scale constant
// (1/√head_dim is a Div by √head_dim), layer_norm_eps from the LayerNorm
// Add constant, gelu from the Erf nodes. models/cmd/modelprep writes them as
// model.safetensors and config.json, so models/onnxgen, dense/bert and the
// numpy reference all run from the same files as for a safetensors model.
//
// Only what such exports contain is understood: float32 initializers with
// raw_data, MatMul nodes named "/encoder/layer.N/<module>/MatMul" whose
// second input is an initializer. Anything else missing or malformed is an
// error wrapping models.ErrCorrupt that names the tensor or node.
//
// Concurrency: BERT is a pure function of its input.
package onnximport
