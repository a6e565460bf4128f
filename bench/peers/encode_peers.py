#!/usr/bin/env python3
"""Reference encoders for `evibench encode` and dense/ort's parity testdata.

Two modes, both reading texts from --texts (a JSON list of strings) and the
model directory that `make models` filled (safetensors, tokenizer.json,
config.json, and the generated model.onnx):

  reference  An independent float64 numpy forward pass of BERT straight from
             model.safetensors (it never reads model.onnx), tokenized by the
             HF `tokenizers` package with padding off and truncation at
             --max-seq-len; mean pooling over the attention mask (or the
             first token with --pooling cls) and L2 normalization, as
             sentence-transformers does. With --onnx-export FILE the weights
             are read from a torch.onnx export with the `onnx` package (for
             a model whose source ships no safetensors).
             Prints {"vectors": [[...]], "tokens": [n, ...]}.
  ort        onnxruntime's Python API on the same model.onnx with
             intra_op_num_threads=--threads, tokenization by `tokenizers`
             (encode_batch, padded to the longest item), numpy pooling and
             normalization: the Python counterpart of dense/ort. For each
             batch size it encodes all texts after one warm-up pass and
             reports sentences/s, p50/p99 ms per batch call and process CPU ms per
             sentence. Prints
             {"onnxruntime": version, "results": [...], "vectors": [[...]]}
             (vectors from the first batch size).

Run with the project venv (`make peers`: numpy, onnxruntime==1.30.0,
tokenizers, safetensors). Progress goes to stderr.
"""
import argparse
import json
import math
import os
import sys
import time

import numpy as np

args_pooling = "mean"  # set from --pooling in main


def load_tokenizer(model_dir, max_seq_len, pad):
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(os.path.join(model_dir, "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(max_length=max_seq_len)
    if pad:
        tok.enable_padding(pad_id=0, pad_token="[PAD]")  # pad to the longest in the batch
    return tok


def pool(hidden, mask, normalize=True, pooling="mean"):
    if pooling == "cls":
        v = hidden[:, 0, :]
    else:
        m = mask[:, :, None].astype(hidden.dtype)
        v = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
    if normalize:
        v = v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)
    return v


# ---- reference: numpy BERT from safetensors ----

_erf = np.frompyfunc(math.erf, 1, 1)


def layer_norm(x, g, b, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b


def bert_forward(w, cfg, ids):
    """One unpadded sequence: ids [seq] -> hidden [seq, hidden] in float64."""
    h, heads = cfg["hidden_size"], cfg["num_attention_heads"]
    hd = h // heads
    eps = cfg["layer_norm_eps"]
    n = len(ids)
    x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:n] \
        + w["embeddings.token_type_embeddings.weight"][0]
    x = layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], eps)
    for l in range(cfg["num_hidden_layers"]):
        p = f"encoder.layer.{l}."
        lin = lambda t, name: t @ w[p + name + ".weight"].T + w[p + name + ".bias"]
        q = lin(x, "attention.self.query").reshape(n, heads, hd).transpose(1, 0, 2)
        k = lin(x, "attention.self.key").reshape(n, heads, hd).transpose(1, 0, 2)
        v = lin(x, "attention.self.value").reshape(n, heads, hd).transpose(1, 0, 2)
        s = q @ k.transpose(0, 2, 1) / math.sqrt(hd)
        s = np.exp(s - s.max(axis=-1, keepdims=True))
        s = s / s.sum(axis=-1, keepdims=True)
        ctx = (s @ v).transpose(1, 0, 2).reshape(n, h)
        x = layer_norm(lin(ctx, "attention.output.dense") + x,
                       w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"], eps)
        inter = lin(x, "intermediate.dense")
        inter = 0.5 * inter * (1.0 + _erf(inter / math.sqrt(2.0)).astype(np.float64))
        x = layer_norm(lin(inter, "output.dense") + x,
                       w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], eps)
    return x


def export_weights(path):
    """Weights and config of a torch.onnx BERT export, read with the `onnx`
    package: a second reading of the file, independent of models/onnximport.
    MatMul weights are found through their node names and transposed back to
    [out, in]; heads and eps come from the attention-scale and LayerNorm
    constants."""
    import onnx
    from onnx import numpy_helper

    g = onnx.load(path).graph
    inits = {t.name: numpy_helper.to_array(t) for t in g.initializer}
    w = {k: v for k, v in inits.items() if k.startswith(("embeddings.", "encoder."))}
    consts = {n.output[0]: numpy_helper.to_array(n.attribute[0].t) for n in g.node if n.op_type == "Constant"}
    scale = eps = None
    for n in g.node:
        parts = n.name.strip("/").split("/")
        if n.op_type == "MatMul" and n.input[1] in inits and parts[0] == "encoder":
            w[".".join(parts[:-1]) + ".weight"] = inits[n.input[1]].T
        if n.name == "/encoder/layer.0/attention/self/Div":
            scale = float(consts[n.input[1]])
        if n.name == "/embeddings/LayerNorm/Add":
            eps = float(consts[n.input[1]])
    hidden = w["embeddings.word_embeddings.weight"].shape[1]
    layers = sum(1 for k in w if k.endswith(".output.LayerNorm.weight") and "attention" not in k)
    cfg = {"hidden_size": hidden, "num_attention_heads": hidden // round(scale * scale),
           "layer_norm_eps": eps, "num_hidden_layers": layers}
    return w, cfg


def reference(args, texts):
    if args.onnx_export:
        w, cfg = export_weights(args.onnx_export)
        w = {k: v.astype(np.float64) for k, v in w.items()}
    else:
        from safetensors.numpy import load_file

        w = {k: v.astype(np.float64) for k, v in load_file(os.path.join(args.model_dir, "model.safetensors")).items()}
        with open(os.path.join(args.model_dir, "config.json")) as f:
            cfg = json.load(f)
    tok = load_tokenizer(args.model_dir, args.max_seq_len, pad=False)
    vecs, lens = [], []
    for i, t in enumerate(texts):
        ids = np.array(tok.encode(t).ids, dtype=np.int64)
        hidden = bert_forward(w, cfg, ids)
        vecs.append(pool(hidden[None], np.ones((1, len(ids)), dtype=np.int64), pooling=args.pooling)[0])
        lens.append(len(ids))
        if (i + 1) % 50 == 0:
            print(f"reference: {i + 1}/{len(texts)}", file=sys.stderr)
    return {"vectors": [[float(x) for x in v] for v in vecs], "tokens": lens}


# ---- ort: onnxruntime on model.onnx ----

def ort_session(args):
    import onnxruntime as ort

    so = ort.SessionOptions()
    so.intra_op_num_threads = args.threads
    so.inter_op_num_threads = 1
    so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    if args.no_spin:
        so.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return ort, ort.InferenceSession(os.path.join(args.model_dir, "model.onnx"), so,
                                     providers=["CPUExecutionProvider"])


def embed(sess, tok, texts):
    enc = tok.encode_batch(texts)
    ids = np.array([e.ids for e in enc], dtype=np.int64)
    mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
    hidden = sess.run(["last_hidden_state"], {"input_ids": ids, "attention_mask": mask})[0]
    return pool(hidden, mask, pooling=args_pooling).astype(np.float32)


def process_cpu():
    """User+system CPU seconds of this process, all threads (as Go's getrusage)."""
    import resource

    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def bench_ort(args, texts):
    ort, sess = ort_session(args)
    tok = load_tokenizer(args.model_dir, args.max_seq_len, pad=True)
    results, vectors = [], None
    for bs in [int(b) for b in args.batches.split(",")]:
        batches = [texts[i:i + bs] for i in range(0, len(texts), bs)]
        for b in batches[: max(1, 32 // bs)]:
            embed(sess, tok, b)  # warm-up
        times, out = [], []
        cpu0 = process_cpu()
        start = time.perf_counter()
        for b in batches:
            t0 = time.perf_counter()
            out.extend(embed(sess, tok, b))
            times.append((time.perf_counter() - t0) * 1000)
        total = time.perf_counter() - start
        cpu_ms = (process_cpu() - cpu0) * 1000
        times.sort()
        results.append({"batch": bs, "sentences_per_s": len(texts) / total,
                        "cpu_ms_per_sentence": cpu_ms / len(texts),
                        "p50_ms": times[len(times) // 2], "p99_ms": times[min(len(times) - 1, int(len(times) * 0.99))]})
        print(f"ort: batch {bs}: {len(texts) / total:.1f} sentences/s", file=sys.stderr)
        if vectors is None:
            vectors = [[float(x) for x in v] for v in out]
    return {"onnxruntime": ort.__version__, "results": results, "vectors": vectors}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["reference", "ort"])
    ap.add_argument("--model-dir", required=True)
    ap.add_argument("--texts", required=True, help="JSON list of strings")
    ap.add_argument("--max-seq-len", type=int, default=256)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--batches", default="1,8,32")
    ap.add_argument("--out", help="write JSON here instead of stdout")
    ap.add_argument("--no-spin", action="store_true", help="ort: idle intra-op threads do not spin-wait "
                    "(onnxruntime's default is to spin)")
    ap.add_argument("--pooling", choices=["mean", "cls"], default="mean", help="the manifest's pooling")
    ap.add_argument("--onnx-export", help="reference: read the weights from this torch.onnx export "
                    "(with the onnx package) instead of model.safetensors and config.json")
    args = ap.parse_args()
    global args_pooling
    args_pooling = args.pooling
    os.environ.setdefault("RAYON_NUM_THREADS", str(args.threads))
    with open(args.texts, encoding="utf-8") as f:
        texts = json.load(f)
    res = reference(args, texts) if args.mode == "reference" else bench_ort(args, texts)
    if args.out:
        with open(args.out, "w") as f:
            json.dump(res, f)
    else:
        json.dump(res, sys.stdout)


if __name__ == "__main__":
    main()
