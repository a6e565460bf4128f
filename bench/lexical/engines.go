package lexical

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"syscall"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/mapping"
	bindex "github.com/blevesearch/bleve_index_api"

	"github.com/evicortex/evicortex/internal/cpubench"
	"github.com/evicortex/evicortex/postings"
)

// EngineResult is one engine's line in the report.
type EngineResult struct {
	Name           string  `json:"name"`
	BuildDocsPerS  float64 `json:"build_docs_per_s"`
	BuildCPUS      float64 `json:"build_cpu_s,omitempty"` // process CPU seconds (all threads) of the build
	IndexBytes     int64   `json:"index_bytes"`
	BitsPerPosting float64 `json:"bits_per_posting"`
	P50Ms          float64 `json:"p50_ms"`
	P99Ms          float64 `json:"p99_ms"`
	QPS            float64 `json:"qps"`
	// QPSCPU is queries per CPU second of the querying thread (Python's
	// time.thread_time for the peers): it moves far less than qps with
	// the machine's load.
	QPSCPU         float64 `json:"qps_cpu,omitempty"`
	Top10Agreement float64 `json:"top10_agreement"`
	Note           string  `json:"note,omitempty"`
}

// timing turns per-query latencies into the report fields.
func timing(r *EngineResult, lat []time.Duration) {
	if len(lat) == 0 {
		return
	}
	var total time.Duration
	for _, l := range lat {
		total += l
	}
	s := append([]time.Duration(nil), lat...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	pct := func(p float64) float64 {
		return float64(s[min(len(s)-1, int(p*float64(len(s))))].Nanoseconds()) / 1e6
	}
	r.P50Ms, r.P99Ms = pct(0.50), pct(0.99)
	r.QPS = float64(len(lat)) / total.Seconds()
}

// dirBytes sums the sizes of regular files under dir.
func dirBytes(dir string) int64 {
	var n int64
	filepath.Walk(dir, func(_ string, fi os.FileInfo, err error) error {
		if err == nil && fi.Mode().IsRegular() {
			n += fi.Size()
		}
		return nil
	})
	return n
}

// runPostings builds the EviCortex index from the raw texts (the analyzer
// runs inside the build: tokenizing, case folding, stopwords, stemming).
func runPostings(ds *dataset, tmp string, c config, stderr io.Writer) (EngineResult, [][]int32, error) {
	return postingsEngine("evicortex-postings", postings.AnalyzerOptions{Stopwords: true, Stem: true}, ds, tmp, c, stderr)
}

// runPostingsTokens builds the EviCortex index from exactly the input the
// Python peers get: each document's analyzed terms joined by spaces (ds
// holds those lines), indexed with the plain analyzer (split, lowercase:
// the identity on these terms, so the same terms as runPostings).
func runPostingsTokens(ds *dataset, tmp string, c config, stderr io.Writer) (EngineResult, [][]int32, error) {
	return postingsEngine("evicortex-postings-tokens", postings.AnalyzerOptions{}, ds, tmp, c, stderr)
}

// postingsEngine builds an index in a temp dir (segment files, mmap'd;
// write buffer of --flush-bytes, or --flush-docs docs), waits for the
// background flush and merges to settle (counted in the build time) and
// runs the queries on one goroutine.
func postingsEngine(name string, ao postings.AnalyzerOptions, ds *dataset, tmp string, c config, stderr io.Writer) (EngineResult, [][]int32, error) {
	r := EngineResult{Name: name}
	dir := filepath.Join(tmp, name)
	k := c.k
	start, cpu0 := time.Now(), cpuSeconds()
	ix, err := postings.New(postings.Options{Analyzer: ao, Dir: dir, FlushDocs: c.flushDocs, FlushBytes: c.flushBytes})
	if err != nil {
		return r, nil, err
	}
	defer ix.Close()
	for i, d := range ds.docs {
		if err := ix.Add(uint32(i), d); err != nil {
			return r, nil, err
		}
		progress(stderr, name+" build", i, len(ds.docs))
	}
	if err := ix.Flush(); err != nil {
		return r, nil, err
	}
	if err := ix.WaitMerges(); err != nil {
		return r, nil, err
	}
	r.BuildDocsPerS = float64(len(ds.docs)) / time.Since(start).Seconds()
	r.BuildCPUS = cpuSeconds() - cpu0
	r.IndexBytes = dirBytes(dir)
	budget := c.flushBytes
	if budget == 0 {
		budget = postings.DefaultFlushBytes
	}
	r.Note = fmt.Sprintf("%d segments, write buffer %d MiB", ix.Segments(), budget>>20)
	if c.flushDocs > 0 {
		r.Note += fmt.Sprintf(" or %d docs", c.flushDocs)
	}
	search := func(q string) ([]int32, error) {
		hits, err := ix.Search(q, k, nil)
		ids := make([]int32, len(hits))
		for i, h := range hits {
			ids[i] = int32(h.Doc)
		}
		return ids, err
	}
	res, lat, cpu, err := runQueriesCPU(ds.queries, search)
	timing(&r, lat)
	if cpu > 0 {
		r.QPSCPU = float64(len(lat)) / cpu.Seconds()
	}
	return r, res, err
}

// runQueriesCPU is runQueries on one locked OS thread, returning also the
// thread's CPU time over the timed queries (0 where not available).
func runQueriesCPU(qs []string, search func(string) ([]int32, error)) ([][]int32, []time.Duration, time.Duration, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var c0, c1 time.Duration
	var ok0, ok1 bool
	res, lat, err := runQueries(qs, search, func() { c0, ok0 = cpubench.ThreadCPU() })
	c1, ok1 = cpubench.ThreadCPU()
	if !ok0 || !ok1 {
		return res, lat, 0, err
	}
	return res, lat, c1 - c0, err
}

// cpuSeconds is this process's user and system CPU time so far (every
// thread: the merge goroutine and the garbage collector count).
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// runQueries warms up on the first 100 queries, then times every query;
// started (if any) runs between the two.
func runQueries(qs []string, search func(string) ([]int32, error), started ...func()) ([][]int32, []time.Duration, error) {
	for _, q := range qs[:min(100, len(qs))] {
		if _, err := search(q); err != nil {
			return nil, nil, err
		}
	}
	for _, f := range started {
		f()
	}
	res := make([][]int32, len(qs))
	lat := make([]time.Duration, len(qs))
	for i, q := range qs {
		t := time.Now()
		ids, err := search(q)
		lat[i] = time.Since(t)
		if err != nil {
			return nil, nil, err
		}
		res[i] = ids
	}
	return res, lat, nil
}

// runBleve builds a scorch index with BM25 scoring and the English
// analyzer (unicode tokenizer, possessive filter, lowercase, English
// stopwords, Porter stemmer), no stored fields or term vectors, in batches
// of 1000, and queries it with a disjunctive match query.
func runBleve(ds *dataset, tmp string, c config, stderr io.Writer) (EngineResult, [][]int32, error) {
	k := c.k
	r := EngineResult{Name: "bleve"}
	dir := filepath.Join(tmp, "bleve")
	start := time.Now()
	idx, err := bleve.NewUsing(dir, bleveMapping(), "scorch", "scorch", nil)
	if err != nil {
		return r, nil, fmt.Errorf("bleve: %w", err)
	}
	defer idx.Close()
	if err := bleveLoad(idx, ds.docs, stderr); err != nil {
		return r, nil, err
	}
	r.BuildDocsPerS = float64(len(ds.docs)) / time.Since(start).Seconds()
	r.IndexBytes = dirBytes(dir)
	search := func(q string) ([]int32, error) {
		mq := bleve.NewMatchQuery(q)
		mq.SetField("body")
		req := bleve.NewSearchRequestOptions(mq, k, 0, false)
		res, err := idx.Search(req)
		if err != nil {
			return nil, err
		}
		ids := make([]int32, len(res.Hits))
		for i, h := range res.Hits {
			n, _ := strconv.Atoi(h.ID)
			ids[i] = int32(n)
		}
		return ids, nil
	}
	res, lat, err := runQueries(ds.queries, search)
	timing(&r, lat)
	return r, res, err
}

func bleveMapping() mapping.IndexMapping {
	f := bleve.NewTextFieldMapping()
	f.Analyzer = en.AnalyzerName
	f.Store, f.IncludeTermVectors, f.IncludeInAll, f.DocValues = false, false, false, false
	dm := bleve.NewDocumentStaticMapping()
	dm.AddFieldMappingsAt("body", f)
	m := bleve.NewIndexMapping()
	m.DefaultMapping = dm
	m.DefaultAnalyzer = en.AnalyzerName
	m.ScoringModel = bindex.BM25Scoring
	m.IndexDynamic, m.StoreDynamic, m.DocValuesDynamic = false, false, false
	return m
}

func bleveLoad(idx bleve.Index, docs []string, stderr io.Writer) error {
	b := idx.NewBatch()
	for i, d := range docs {
		if err := b.Index(strconv.Itoa(i), map[string]any{"body": d}); err != nil {
			return fmt.Errorf("bleve: %w", err)
		}
		if b.Size() >= 1000 || i == len(docs)-1 {
			if err := idx.Batch(b); err != nil {
				return fmt.Errorf("bleve: %w", err)
			}
			b.Reset()
		}
		progress(stderr, "bleve build", i, len(docs))
	}
	return nil
}

// progress prints every 100k docs on long runs.
func progress(w io.Writer, what string, i, n int) {
	if n >= 200000 && i > 0 && i%100000 == 0 {
		fmt.Fprintf(w, "lexical: %s %d/%d\n", what, i, n)
	}
}
