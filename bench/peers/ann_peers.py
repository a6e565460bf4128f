#!/usr/bin/env python3
"""Peer ANN engines for `evibench ann`: hnswlib and FAISS IndexHNSWFlat.

Fed the same .npy files as the Go engines, with the same M, efConstruction
and ef sweep. Vectors are unit-normalized, so inner product = cosine.
Build uses all cores; QPS 1t is a batch knn_query/search call on one thread
(their fastest single-thread path, no per-query Python overhead); p50/p99
are per-query calls from Python (they include ~µs of interpreter overhead).
QPS all is a batch call on all cores. Writes JSON with returned ids; the Go
side computes recall against its ground truth.
"""
import argparse
import json
import os
import resource
import time

import numpy as np


def rss_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def process_cpu():
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def timed_batch(fn, queries, min_time):
    """Best-of-passes QPS by wall clock and by this thread's CPU time
    (the machine is shared; same rules as the Go side). The CPU figure is
    only meaningful for single-threaded calls, which run on this thread."""
    start, best, best_cpu, out, passes = time.perf_counter(), 0.0, 0.0, None, 0
    while passes < 2 or time.perf_counter() - start < min_time:
        s, c = time.perf_counter(), time.thread_time()
        res = fn(queries)
        best = max(best, len(queries) / (time.perf_counter() - s))
        best_cpu = max(best_cpu, len(queries) / max(time.thread_time() - c, 1e-9))
        out = res if out is None else out
        passes += 1
    return out, best, best_cpu


def latencies(fn, queries, limit=300):
    lat = []
    for q in queries[:limit]:
        s = time.perf_counter()
        fn(q[None, :])
        lat.append((time.perf_counter() - s) * 1000)
    lat.sort()
    return lat[len(lat) // 2], lat[min(len(lat) - 1, len(lat) * 99 // 100)]


def run_hnswlib(base, queries, a):
    import hnswlib
    before = rss_bytes()
    idx = hnswlib.Index(space="ip", dim=base.shape[1])
    idx.init_index(max_elements=len(base), M=a.m, ef_construction=a.efc, random_seed=1)
    s, c = time.perf_counter(), process_cpu()
    idx.add_items(base, np.arange(len(base)), num_threads=os.cpu_count())
    build, build_cpu = time.perf_counter() - s, process_cpu() - c
    path = os.path.join(a.workdir, "hnswlib.bin")
    idx.save_index(path)
    points = []
    for ef in a.ef:
        idx.set_ef(ef)
        one = lambda q: idx.knn_query(q, k=a.k, num_threads=1)[0]
        ids, qps1w, qps1 = timed_batch(one, queries, a.min_time)
        _, qpsn, _ = timed_batch(lambda q: idx.knn_query(q, k=a.k, num_threads=os.cpu_count())[0], queries, a.min_time)
        p50, p99 = latencies(one, queries)
        idx.set_ef(max(ef, 100))
        ids100 = idx.knn_query(queries, k=100, num_threads=os.cpu_count())[0]
        points.append(dict(ef=ef, qps_1t=qps1, qps_1t_wall=qps1w, qps_all=qpsn, p50_ms=p50, p99_ms=p99,
                           ids=ids.tolist(), ids100=ids100.tolist()))
    return dict(name="hnswlib", build_s=build, build_cpu_s=build_cpu, index_bytes=os.path.getsize(path),
                rss_bytes=rss_bytes() - before, points=points)


def run_faiss(base, queries, a):
    import faiss
    before = rss_bytes()
    idx = faiss.IndexHNSWFlat(base.shape[1], a.m, faiss.METRIC_INNER_PRODUCT)
    idx.hnsw.efConstruction = a.efc
    faiss.omp_set_num_threads(os.cpu_count())
    s, c = time.perf_counter(), process_cpu()
    idx.add(base)
    build, build_cpu = time.perf_counter() - s, process_cpu() - c
    path = os.path.join(a.workdir, "faiss.index")
    faiss.write_index(idx, path)
    points = []
    for ef in a.ef:
        idx.hnsw.efSearch = ef
        faiss.omp_set_num_threads(1)
        one = lambda q: idx.search(q, a.k)[1]
        ids, qps1w, qps1 = timed_batch(one, queries, a.min_time)
        p50, p99 = latencies(one, queries)
        faiss.omp_set_num_threads(os.cpu_count())
        _, qpsn, _ = timed_batch(one, queries, a.min_time)
        # What a query reads: FAISS counts distances and hops (expanded
        # candidates) in hnsw_stats; one untimed single-thread pass.
        faiss.omp_set_num_threads(1)
        faiss.cvar.hnsw_stats.reset()
        one(queries)
        ndis, nhops = faiss.cvar.hnsw_stats.ndis / len(queries), faiss.cvar.hnsw_stats.nhops / len(queries)
        faiss.omp_set_num_threads(os.cpu_count())
        idx.hnsw.efSearch = max(ef, 100)
        ids100 = idx.search(queries, 100)[1]
        points.append(dict(ef=ef, qps_1t=qps1, qps_1t_wall=qps1w, qps_all=qpsn, p50_ms=p50, p99_ms=p99,
                           ids=ids.tolist(), ids100=ids100.tolist(), ndis=ndis, nhops=nhops))
    return dict(name="faiss-hnswflat", build_s=build, build_cpu_s=build_cpu, index_bytes=os.path.getsize(path),
                rss_bytes=rss_bytes() - before, points=points)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--base", required=True)
    p.add_argument("--queries", required=True)
    p.add_argument("--k", type=int, default=10)
    p.add_argument("--m", type=int, default=16)
    p.add_argument("--efc", type=int, default=200)
    p.add_argument("--ef", type=lambda s: [int(x) for x in s.split(",")], default=[10, 20, 40, 80, 160])
    p.add_argument("--min-time", type=float, default=1.0)
    p.add_argument("--workdir", default=".")
    p.add_argument("--out", required=True)
    p.add_argument("--only", default="hnswlib,faiss-hnswflat",
                   help="comma list of the peers to run (report names)")
    a = p.parse_args()
    only = set(a.only.split(","))
    base = np.ascontiguousarray(np.load(a.base), dtype=np.float32)
    queries = np.ascontiguousarray(np.load(a.queries), dtype=np.float32)
    engines = []
    for name, fn in (("hnswlib", run_hnswlib), ("faiss-hnswflat", run_faiss)):
        if name not in only:
            print(f"ann_peers: {name} not asked for (--only)", flush=True)
            continue
        try:
            print(f"ann_peers: {name}...", flush=True)
            engines.append(fn(base, queries, a))
            print(f"ann_peers: {name} built in {engines[-1]['build_s']:.2f}s", flush=True)
        except ImportError as e:
            print(f"ann_peers: {name} unavailable: {e}", flush=True)
    with open(a.out, "w") as f:
        json.dump(dict(engines=engines), f)


if __name__ == "__main__":
    main()
