// Package encode is `evibench encode`: the local dense encoder (dense/ort)
// side by side with the Python reference at equal threads, in one run.
//
// For each batch size it embeds the same texts (LoCoMo dev7 turns read from
// ../shared/data at run time when present, else an embedded generated
// corpus) and reports sentences/s, p50/p99 ms per Embed call and process
// CPU ms per sentence, next to Python onnxruntime on the same model.onnx
// (bench/peers/encode_peers.py in the `make peers` venv), which runs right
// after Go for the same batch size; the best of --rounds is kept for each
// side. On a shared machine the wall-clock ratio follows the neighbours'
// load (the report records the load average); the CPU ratio is steadier. Parity is the cosine between our vectors and an
// independent float64 numpy forward pass over model.safetensors on at least
// 200 texts. The JSON report carries throughput_ratio_vs_python (the worst
// ratio over batch sizes), parity_min_cos, parity_mean_cos and
// p50_ms_batch1, and the gates they are held to.
//
// It needs a binary built with `-tags ort` (`make build-native`); otherwise
// it fails with the encoder's missing-library error.
package encode
