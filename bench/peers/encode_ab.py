#!/usr/bin/env python3
"""A/B timings behind bench/encode/results/README.md (2026-12-02 section).

Python onnxruntime only, batch 1, LoCoMo dev7 turns tokenized once with the
model's tokenizer.json, settings interleaved round by round so the shared
machine's load hits each alike; prints CPU ms per text (process user+system,
best of --rounds) and wall ms per text.

  graphs   the first ONNX file is the base; for each other file: min and
           mean cosine of its [CLS] vectors against the base's, and both
           CPU times (e.g. model.onnx against a fused, quantized or trimmed
           copy). A graph with a token_type_ids input gets zeros.
  session  one graph under the session settings dense/ort could change
           (spinning, memory pattern, arena, denormals, prepacking).

  .venv/bin/python bench/peers/encode_ab.py graphs --tokenizer build/models/bge-small-en-v1.5/tokenizer.json \
      build/models/bge-small-en-v1.5/model.onnx OTHER.onnx
  .venv/bin/python bench/peers/encode_ab.py session --threads 2 --tokenizer ... build/models/bge-small-en-v1.5/model.onnx
"""
import argparse
import json
import os
import resource
import time

import numpy as np


def locomo_turns(shared, offset, n):
    with open(os.path.join(shared, "data", "locomo", "locomo_dev7.json"), encoding="utf-8") as f:
        data = json.load(f)
    texts = []

    def walk(x):
        if isinstance(x, dict):
            if isinstance(x.get("text"), str) and x["text"]:
                texts.append(x["text"])
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(data)
    return texts[offset:offset + n]


def cpu_s():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def session(ort, path, threads, entries=(), **attrs):
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    for k, v in entries:
        so.add_session_config_entry(k, v)
    for k, v in attrs.items():
        setattr(so, k, v)
    return ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])


def embed(sess, ids_list):
    names = {i.name for i in sess.get_inputs()}
    out = []
    for ids in ids_list:
        feed = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
        if "token_type_ids" in names:
            feed["token_type_ids"] = np.zeros_like(ids)
        h = sess.run(None, feed)[0]
        v = h[0, 0]
        out.append(v / np.linalg.norm(v))
    return np.array(out)


def timed(sessions, ids_list, rounds):
    for s in sessions.values():
        embed(s, ids_list)  # warm-up
    best = {k: [float("inf"), float("inf")] for k in sessions}
    for _ in range(rounds):
        for k, s in sessions.items():
            c0, t0 = cpu_s(), time.perf_counter()
            embed(s, ids_list)
            n = len(ids_list)
            best[k][0] = min(best[k][0], 1000 * (cpu_s() - c0) / n)
            best[k][1] = min(best[k][1], 1000 * (time.perf_counter() - t0) / n)
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["graphs", "session"])
    ap.add_argument("onnx", nargs="+")
    ap.add_argument("--tokenizer", required=True)
    ap.add_argument("--shared", default="../shared")
    ap.add_argument("--offset", type=int, default=0, help="first LoCoMo turn")
    ap.add_argument("--n", type=int, default=256)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--max-seq-len", type=int, default=512)
    args = ap.parse_args()

    import onnxruntime as ort
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(args.tokenizer)
    tok.no_padding()
    tok.enable_truncation(max_length=args.max_seq_len)
    ids_list = [np.array([tok.encode(t).ids], dtype=np.int64) for t in locomo_turns(args.shared, args.offset, args.n)]
    if args.mode == "graphs":
        sessions = {p: session(ort, p, args.threads) for p in args.onnx}
        base = embed(sessions[args.onnx[0]], ids_list)
        for p in args.onnx[1:]:
            cos = (embed(sessions[p], ids_list) * base).sum(axis=1)
            print(f"{p}: min cos {cos.min():.6f} mean {cos.mean():.6f} over {len(ids_list)} texts")
    else:
        p = args.onnx[0]
        spin0 = [("session.intra_op.allow_spinning", "0")]
        sessions = {
            "default": session(ort, p, args.threads),
            "allow_spinning=0": session(ort, p, args.threads, spin0),
            "mem pattern off": session(ort, p, args.threads, enable_mem_pattern=False),
            "cpu arena off": session(ort, p, args.threads, enable_cpu_mem_arena=False),
            "denormal as zero": session(ort, p, args.threads, [("session.set_denormal_as_zero", "1")]),
            "prepacking off": session(ort, p, args.threads, [("session.disable_prepacking", "1")]),
        }
    for k, (c, w) in timed(sessions, ids_list, args.rounds).items():
        print(f"threads {args.threads} {k}: cpu {c:.2f} ms/text, wall {w:.2f} ms/text (best of {args.rounds})")


if __name__ == "__main__":
    main()
