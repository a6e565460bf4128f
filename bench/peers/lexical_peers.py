#!/usr/bin/env python3
"""Peer BM25 engines for `evibench lexical`: bm25s and tantivy.

Both receive the same pre-analyzed token streams that EviCortex's analyzer
produced (one document or query per line, terms separated by single spaces),
so only indexing and scoring differ. tantivy indexes each line as it is read
(its whitespace tokenizer splits it); bm25s takes the lines split into lists
(split before the build timer starts). Each engine is built, then queried
one query at a time on a single thread after a warm-up over the first 100
queries. qps_cpu is queries per CPU second of the querying thread
(time.thread_time; tantivy searches on the calling thread). build_cpu_s is the process CPU time of the build, every thread
(tantivy's indexing and merge threads, Python's). Prints one JSON object on
stdout:

  {"engines": [{"name", "build_docs_per_s", "build_cpu_s", "index_bytes",
                "p50_ms", "p99_ms", "qps", "qps_cpu",
                "results": [[doc ids of top-k] per query], "note", "error"}]}

Progress goes to stderr. Run with the project venv (`make peers`).
"""
import argparse
import json
import os
import shutil
import sys
import time
import traceback


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def dir_bytes(path):
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            total += os.path.getsize(os.path.join(root, name))
    return total


def timed_queries(queries, search):
    for q in queries[:100]:
        search(q)
    results, lat = [], []
    cpu = time.thread_time()
    for q in queries:
        t = time.perf_counter()
        ids = search(q)
        lat.append(time.perf_counter() - t)
        results.append([int(i) for i in ids])
    cpu = time.thread_time() - cpu
    s = sorted(lat)
    pct = lambda p: s[min(len(s) - 1, int(p * len(s)))] * 1000.0 if s else 0.0
    total = sum(lat)
    return results, {"p50_ms": pct(0.50), "p99_ms": pct(0.99), "qps": len(lat) / total if total > 0 else 0.0,
                     "qps_cpu": len(lat) / cpu if cpu > 0 else 0.0}


def run_bm25s(lines, queries, k, workdir):
    import numpy as np
    import bm25s

    docs = [line.split() for line in lines]
    t, cpu = time.perf_counter(), time.process_time()
    r = bm25s.BM25(method="lucene", k1=1.2, b=0.75)
    r.index(docs, show_progress=False)
    build, build_cpu = time.perf_counter() - t, time.process_time() - cpu
    path = os.path.join(workdir, "bm25s")
    r.save(path)
    vocab = r.vocab_dict
    kk = min(k, len(docs))

    def search(q):
        q = [t for t in dict.fromkeys(q) if t in vocab]
        if not q:
            return []
        ids, scores = r.retrieve([q], k=kk, show_progress=False, n_threads=1)
        return [int(d) for d, s in zip(ids[0], scores[0]) if s > 0]

    results, tm = timed_queries(queries, search)
    return dict(name="bm25s", build_docs_per_s=len(docs) / build, build_cpu_s=build_cpu, index_bytes=dir_bytes(path),
                results=results, note="numpy backend, method=lucene, exact doc lengths", **tm)


def run_tantivy(lines, queries, k, workdir):
    import tantivy

    path = os.path.join(workdir, "tantivy")
    os.makedirs(path, exist_ok=True)
    t, cpu = time.perf_counter(), time.process_time()
    sb = tantivy.SchemaBuilder()
    sb.add_text_field("body", stored=False, tokenizer_name="whitespace", index_option="freq")
    # Our doc id as an i64 fast field (a column, read in one batch per
    # query) rather than a stored field (a docstore block per hit).
    sb.add_integer_field("id", stored=False, indexed=False, fast=True)
    schema = sb.build()
    index = tantivy.Index(schema, path=path)
    w = index.writer(heap_size=256 * 1024 * 1024, num_threads=1)
    for i, line in enumerate(lines):
        w.add_document(tantivy.Document(id=i, body=line))
    w.commit()
    w.wait_merging_threads()
    index.reload()
    build, build_cpu = time.perf_counter() - t, time.process_time() - cpu
    searcher = index.searcher()
    Q, Occur = tantivy.Query, tantivy.Occur

    def search(q):
        q = list(dict.fromkeys(q))
        if not q:
            return []
        query = Q.boolean_query([(Occur.Should, Q.term_query(schema, "body", t)) for t in q])
        res = searcher.search(query, k, count=False)
        return searcher.fast_field_values("id", [addr for _, addr in res.hits])

    results, tm = timed_queries(queries, search)
    return dict(name="tantivy", build_docs_per_s=len(lines) / build, build_cpu_s=build_cpu, index_bytes=dir_bytes(path),
                results=results, note="whitespace tokenizer over our tokens, freqs only, i64 id fast field, %d segments" % searcher.num_segments, **tm)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", required=True)
    ap.add_argument("--queries", required=True)
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--engines", default="bm25s,tantivy")
    a = ap.parse_args()
    docs, queries = read_lines(a.docs), [q.split() for q in read_lines(a.queries)]
    shutil.rmtree(a.workdir, ignore_errors=True)
    os.makedirs(a.workdir)
    out = []
    for name in [e for e in a.engines.split(",") if e]:
        print("lexical_peers: %s on %d docs, %d queries" % (name, len(docs), len(queries)), file=sys.stderr)
        try:
            out.append({"bm25s": run_bm25s, "tantivy": run_tantivy}[name](docs, queries, a.k, a.workdir))
        except Exception as e:  # report, keep the other engine's result
            traceback.print_exc(file=sys.stderr)
            out.append({"name": name, "error": "%s: %s" % (type(e).__name__, e)})
    json.dump({"engines": out}, sys.stdout)


if __name__ == "__main__":
    main()
