// Package onnxgen writes an ONNX graph (opset 17, IR version 8) for a BERT
// encoder from its safetensors weights and Hugging Face config.json.
//
// The graph takes input_ids and attention_mask (int64, [batch, seq]) and
// returns last_hidden_state (float32, [batch, seq, hidden]). Token type ids
// are all zero for single-sentence encoding, so type row 0 is folded into a
// constant; pooling and L2 normalization are done by the caller (dense/).
// The converter folds 1/sqrt(head_dim) into the query projection and fuses
// Q, K and V into one MatMul followed by Split; GELU is the exact erf form.
// Output is deterministic: the same weights give byte-identical files, which
// is why models/<name>.json can pin model.onnx's sha256.
//
// The protobuf is written by hand with protowire (field numbers from
// onnx.proto), so the converter needs no generated ONNX bindings.
//
// Concurrency: functions are pure; a Builder is not safe for concurrent use.
package onnxgen
