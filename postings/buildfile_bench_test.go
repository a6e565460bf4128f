package postings

import (
	"bufio"
	"flag"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// BenchmarkBuildFile builds an index of the first -postings.docs lines of
// -postings.corpus (one document per line; skipped when unset), e.g. the
// scale corpus of `evibench lexical` in .cache/lexical-scale.txt. It runs
// the same calls as evibench's build (Add, Flush, WaitMerges, in a
// directory) and reports docs/s; "analyze" times the analyzer alone.
var (
	corpusFile  = flag.String("postings.corpus", "", "corpus file for BenchmarkBuildFile (one doc per line)")
	corpusDocs  = flag.Int("postings.docs", 200000, "lines of -postings.corpus to index")
	corpusFlush = flag.Int("postings.flush", 0, "Options.FlushDocs of the file benchmarks (0: no cap)")
	corpusBytes = flag.Int64("postings.flushbytes", 0, "Options.FlushBytes of the file benchmarks (0: default)")
	corpusFgnd  = flag.Bool("postings.fgflush", false, "flush in the Add that fills the buffer, not in the background")
)

func readCorpus(b *testing.B) []string {
	b.Helper()
	if *corpusFile == "" {
		b.Skip("set -postings.corpus")
	}
	f, err := os.Open(*corpusFile)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var docs []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() && len(docs) < *corpusDocs {
		docs = append(docs, sc.Text())
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	return docs
}

func BenchmarkBuildFile(b *testing.B) {
	docs := readCorpus(b)
	ao := AnalyzerOptions{Stopwords: true, Stem: true}
	b.Run("analyze", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			n := 0
			for _, d := range docs {
				forEachTerm(ao, d, func(string) { n++ })
			}
		}
		b.ReportMetric(float64(len(docs))*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
	})
	b.Run("lexicon", func(b *testing.B) {
		cpu0 := cpuSeconds()
		for i := 0; i < b.N; i++ {
			x, ids := newLexicon(ao), []uint32(nil)
			for _, d := range docs {
				ids = x.appendTermIDs(ids[:0], d)
			}
		}
		b.ReportMetric(float64(len(docs))*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
		b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op")
	})
	// buffer: the heap a write buffer holding every doc takes (the
	// memory a single-segment build needs), read after a collection.
	b.Run("buffer", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			var m0, m1 runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&m0)
			ix, err := New(Options{Analyzer: ao, ManualFlush: true})
			if err != nil {
				b.Fatal(err)
			}
			for j, d := range docs {
				if err := ix.Add(uint32(j), d); err != nil {
					b.Fatal(err)
				}
			}
			runtime.GC()
			runtime.ReadMemStats(&m1)
			b.ReportMetric(float64(m1.HeapAlloc-m0.HeapAlloc)/(1<<20), "buffer-MB")
			b.ReportMetric(float64(ix.buf.lex.bytes())/(1<<20), "lexicon-MB")
			b.ReportMetric(float64(ix.buf.bytes())/(1<<20), "accounted-MB") // what FlushBytes bounds
			runtime.KeepAlive(ix)
		}
	})
	b.Run("build", func(b *testing.B) {
		b.ReportAllocs()
		cpu0 := cpuSeconds()
		defer func() { b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op") }()
		for i := 0; i < b.N; i++ {
			buildCorpus(b, docs, ao).Close()
		}
		b.ReportMetric(float64(len(docs))*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
	})
}

// buildCorpus indexes docs in a temp dir the way evibench does: Add each,
// Flush, WaitMerges.
func buildCorpus(b *testing.B, docs []string, ao AnalyzerOptions) *Index {
	foregroundFlush = *corpusFgnd
	defer func() { foregroundFlush = false }()
	ix, err := New(Options{Analyzer: ao, Dir: filepath.Join(b.TempDir(), "ix"), FlushDocs: *corpusFlush, FlushBytes: *corpusBytes})
	if err != nil {
		b.Fatal(err)
	}
	for j, d := range docs {
		if err := ix.Add(uint32(j), d); err != nil {
			b.Fatal(err)
		}
	}
	if err := ix.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := ix.WaitMerges(); err != nil {
		b.Fatal(err)
	}
	return ix
}

// cpuSeconds is the process's user+system CPU time: under a loaded
// machine it moves less than wall time.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// BenchmarkSearchFile builds the -postings.corpus index once (as
// BenchmarkBuildFile does) and runs OR top-10 queries of 2-4 words of
// random lines, the way evibench's scale corpus draws them.
func BenchmarkSearchFile(b *testing.B) {
	docs := readCorpus(b)
	ix := buildCorpus(b, docs, AnalyzerOptions{Stopwords: true, Stem: true})
	defer ix.Close()
	r := rand.New(rand.NewSource(1))
	word := regexp.MustCompile(`[A-Za-z]{3,}`)
	var qs []string
	for len(qs) < 1000 {
		ws := word.FindAllString(docs[r.Intn(len(docs))], -1)
		if len(ws) < 2 {
			continue
		}
		r.Shuffle(len(ws), func(i, j int) { ws[i], ws[j] = ws[j], ws[i] })
		qs = append(qs, strings.Join(ws[:min(len(ws), 2+r.Intn(3))], " "))
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuSeconds()
	for i := 0; i < b.N; i++ {
		if _, err := ix.Search(qs[i%len(qs)], 10, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuSeconds()-cpu0)*1e6/float64(b.N), "cpu-us/op")
	b.ReportMetric(float64(ix.Segments()), "segments")
}
