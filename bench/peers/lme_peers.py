#!/usr/bin/env python3
"""Peers of `evibench memory --dataset lme-s` (the LongMemEval-S proxy).

Every system ranks the haystack sessions of each question with the vectors
evibench computed in Go with EviCortex's pinned encoder (--vectors, float32
rows; each session and question names its row), so the comparison is about
the system, not the model. Systems:

  mempalace-raw   MemPalace's "raw" protocol: cosine between the question
                  and each session vector, top-k (its benchmark does this
                  through a fresh ChromaDB collection per question).
  engram-search   engram-search 0.1.7's RetrievalPipeline (dense + its BM25
                  + entity/quoted/temporal boosts, RRF) with an embedder
                  object serving our vectors (encode_documents,
                  encode_query) and no reranker; question_date is the
                  question's asking time.
  taosmd          taosmd 0.4.0's VectorMemory (in-memory SQLite) through a
                  subclass whose embed() serves our vectors; search with
                  hybrid=True, fusion="bm25_rrf".
  bm25-sessions   bm25s BM25 (k1 1.5, b 0.75, English stopwords) over the
                  session texts.

Input (--input): {"dims", "limit", "questions": [{"id", "question", "now",
"v", "sessions": [{"id", "text", "ts", "v"}]}]}, sessions in time order.
Output (--out): {"versions": {...}, "systems": [{"name", "ingest_s",
"rankings": {qid: [session ids]}, "latency_ms": {qid: ms}}]}: latency is
one search call per question (index building inside that call counts);
ingest_s is the total time to load every question's sessions. Progress on
stderr. Run with the project venv (`make peers`).
"""
import argparse
import asyncio
import json
import sys
import time

import numpy as np


def load(args):
    with open(args.input) as f:
        inp = json.load(f)
    vecs = np.fromfile(args.vectors, dtype="<f4").reshape(-1, inp["dims"])
    return inp, vecs


def progress(name, i, n):
    if (i + 1) % 100 == 0 or i + 1 == n:
        print(f"lme-s {name}: {i + 1}/{n} questions", file=sys.stderr, flush=True)


def mempalace_raw(inp, vecs):
    rankings, lat, ingest = {}, {}, 0.0
    qs = inp["questions"]
    for i, q in enumerate(qs):
        t0 = time.perf_counter()
        ids = [s["id"] for s in q["sessions"]]
        m = vecs[[s["v"] for s in q["sessions"]]]
        t1 = time.perf_counter()
        scores = m @ vecs[q["v"]]
        top = np.argsort(-scores, kind="stable")[: inp["limit"]]
        rankings[q["id"]] = [ids[j] for j in top]
        t2 = time.perf_counter()
        ingest += t1 - t0
        lat[q["id"]] = (t2 - t1) * 1e3
        progress("mempalace-raw", i, len(qs))
    return rankings, lat, ingest


class OurEmbedder:
    """engram-search's embedder contract over precomputed vectors."""

    def __init__(self, vecs, row_of):
        self.vecs, self.row_of = vecs, row_of
        self.dimension = vecs.shape[1]

    def encode_documents(self, texts, batch_size=64):
        return np.stack([self.vecs[self.row_of[t]] for t in texts])

    def encode_query(self, text):
        return self.vecs[self.row_of[text]]


def engram_search(inp, vecs):
    from engram.backends.base import Document
    from engram.retrieval.pipeline import RetrievalPipeline

    rankings, lat, ingest = {}, {}, 0.0
    qs = inp["questions"]
    for i, q in enumerate(qs):
        t0 = time.perf_counter()
        row_of = {s["text"]: s["v"] for s in q["sessions"]}
        row_of[q["question"]] = q["v"]
        emb = OurEmbedder(vecs, row_of)
        texts = [s["text"] for s in q["sessions"]]
        dv = emb.encode_documents(texts)
        docs = [Document(id=s["id"], text=s["text"], embedding=dv[j].tolist(), metadata={"timestamp": s["ts"]})
                for j, s in enumerate(q["sessions"])]
        pipe = RetrievalPipeline(embedder=emb, reranker=None, use_reranker=False)
        t1 = time.perf_counter()
        got = pipe.search(q["question"], docs, top_k=inp["limit"], question_date=q["now"])
        t2 = time.perf_counter()
        rankings[q["id"]] = [d.id for d in got]
        ingest += t1 - t0
        lat[q["id"]] = (t2 - t1) * 1e3
        progress("engram-search", i, len(qs))
    return rankings, lat, ingest


def taosmd(inp, vecs):
    from taosmd.vector_memory import VectorMemory

    class OurVectors(VectorMemory):
        """taosmd's VectorMemory with embed() serving precomputed vectors.

        add() redacts secrets before embedding, so a stored text may differ
        from ours: documents take the vector the driver stages for them.
        """

        staged = None
        query_rows = {}

        async def embed(self, text, task="search_document"):
            if task == "search_query":
                return vecs[self.query_rows[text]].tolist()
            v, self.staged = self.staged, None
            return v

    async def run():
        rankings, lat, ingest = {}, {}, 0.0
        qs = inp["questions"]
        for i, q in enumerate(qs):
            t0 = time.perf_counter()
            vm = OurVectors(db_path=":memory:")
            await vm.init()
            vm.query_rows = {q["question"]: q["v"]}
            for s in q["sessions"]:
                vm.staged = vecs[s["v"]].tolist()
                await vm.add(s["text"], {"corpus_id": s["id"]})
            t1 = time.perf_counter()
            got = await vm.search(q["question"], limit=inp["limit"], hybrid=True, fusion="bm25_rrf")
            t2 = time.perf_counter()
            await vm.close()
            rankings[q["id"]] = [r["metadata"]["corpus_id"] for r in got]
            ingest += t1 - t0
            lat[q["id"]] = (t2 - t1) * 1e3
            progress("taosmd", i, len(qs))
        return rankings, lat, ingest

    return asyncio.run(run())


def bm25_sessions(inp, vecs):
    import bm25s

    rankings, lat, ingest = {}, {}, 0.0
    qs = inp["questions"]
    for i, q in enumerate(qs):
        t0 = time.perf_counter()
        ids = [s["id"] for s in q["sessions"]]
        r = bm25s.BM25(k1=1.5, b=0.75)
        r.index(bm25s.tokenize([s["text"] for s in q["sessions"]], stopwords="en", show_progress=False), show_progress=False)
        t1 = time.perf_counter()
        k = min(inp["limit"], len(ids))
        idx, _ = r.retrieve(bm25s.tokenize([q["question"]], stopwords="en", show_progress=False), k=k, show_progress=False)
        t2 = time.perf_counter()
        rankings[q["id"]] = [ids[j] for j in idx[0]]
        ingest += t1 - t0
        lat[q["id"]] = (t2 - t1) * 1e3
        progress("bm25-sessions", i, len(qs))
    return rankings, lat, ingest


SYSTEMS = {"mempalace-raw": mempalace_raw, "engram-search": engram_search, "taosmd": taosmd, "bm25-sessions": bm25_sessions}


def versions():
    from importlib.metadata import PackageNotFoundError, version

    out = {}
    for p in ("numpy", "engram-search", "taosmd", "bm25s"):
        try:
            out[p] = version(p)
        except PackageNotFoundError:
            pass
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--input", required=True)
    ap.add_argument("--vectors", required=True)
    ap.add_argument("--systems", required=True, help="comma-separated: " + ", ".join(SYSTEMS))
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    names = args.systems.split(",")
    for n in names:
        if n not in SYSTEMS:
            ap.error(f"unknown system {n!r}")
    inp, vecs = load(args)
    out = {"versions": versions(), "systems": []}
    for n in names:
        rankings, lat, ingest = SYSTEMS[n](inp, vecs)
        out["systems"].append({"name": n, "ingest_s": ingest, "rankings": rankings, "latency_ms": lat})
    with open(args.out, "w") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main()
