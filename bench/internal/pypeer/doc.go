// Package pypeer runs the Python peer scripts of bench/peers (hnswlib,
// FAISS, bm25s, tantivy, onnxruntime) with the virtual environment that
// `make peers` builds, and decodes the JSON they report.
//
// One Cmd is one script run: the interpreter is checked first (Find), the
// run is bound to a context and an optional timeout, the script's stderr is
// streamed to the caller and its tail kept for the error, and the JSON
// comes from stdout or from a file the script writes. A script that dies on
// a missing import gives an error wrapping ErrNoModule that names the
// module. Cmd values are plain data; Run may be called concurrently on
// distinct Cmds.
package pypeer
