#!/usr/bin/env python3
"""Derive the int8 variant of a generated BERT model.onnx (`make models-int8`).

Dynamic quantization by onnxruntime.quantization.quantize_dynamic (the
pinned onnxruntime==1.30.0 of `make encode-peers`): int8 weights with one
scale per output channel, activations quantized per tensor at run time.
Only the attention MatMuls (QKV and attention output dense, every layer)
are quantized; the feed-forward MatMuls stay float32. Quantizing any FFN
MatMul as well took the min cosine against the float32 model below the
issue's 0.999 on dense/ort's test sentences (bench/encode/results/README.md,
"int8 variant", has the sweep).

Weights are matched by the initializer names models/onnxgen writes
(encoder.layer.L.attention.qkv.weight_t, ...). The output is deterministic
for a given onnxruntime version; its sha256 is pinned in the variant's
manifest (models/<name>.json), which models.Load checks.

  python models/derive/int8.py --base build/models/bge-small-en-v1.5 --out build/derived/bge-small-en-v1.5-int8
"""
import argparse
import os
import re
import shutil
import sys


def quantized(weight):
    m = re.match(r"encoder\.layer\.\d+\.(.+)\.weight_t$", weight)
    return bool(m) and m.group(1) in ("attention.qkv", "attention.output.dense")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", required=True, help="model directory holding model.onnx and tokenizer.json")
    ap.add_argument("--out", required=True, help="directory to write model.onnx and tokenizer.json into")
    args = ap.parse_args()

    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    src = os.path.join(args.base, "model.onnx")
    graph = onnx.load(src, load_external_data=False).graph
    inits = {i.name for i in graph.initializer}
    keep, exclude = [], []
    for n in graph.node:
        if n.op_type != "MatMul" or len(n.input) < 2 or n.input[1] not in inits:
            continue
        (keep if quantized(n.input[1]) else exclude).append(n.name)
    if not keep:
        sys.exit(f"int8: no MatMul weight in {src} matches the onnxgen names")
    os.makedirs(args.out, exist_ok=True)
    dst = os.path.join(args.out, "model.onnx")
    tmp = dst + ".tmp"
    quantize_dynamic(src, tmp, weight_type=QuantType.QInt8, per_channel=True,
                     op_types_to_quantize=["MatMul"], nodes_to_quantize=keep, nodes_to_exclude=exclude)
    os.replace(tmp, dst)
    shutil.copyfile(os.path.join(args.base, "tokenizer.json"), os.path.join(args.out, "tokenizer.json"))
    print(f"int8: {len(keep)} MatMuls quantized, {len(exclude)} kept float32 -> {dst}", file=sys.stderr)


if __name__ == "__main__":
    main()
