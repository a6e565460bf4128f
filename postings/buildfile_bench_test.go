package postings

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkBuildFile builds an index of the first -postings.docs lines of
// -postings.corpus (one document per line; skipped when unset), e.g. the
// scale corpus of `evibench lexical` in .cache/lexical-scale.txt. It runs
// the same calls as evibench's build (Add, Flush, WaitMerges, in a
// directory) and reports docs/s; "analyze" times the analyzer alone.
var (
	corpusFile = flag.String("postings.corpus", "", "corpus file for BenchmarkBuildFile (one doc per line)")
	corpusDocs = flag.Int("postings.docs", 200000, "lines of -postings.corpus to index")
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
	b.Run("build", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			dir := filepath.Join(b.TempDir(), "ix")
			ix, err := New(Options{Analyzer: ao, Dir: dir})
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
			ix.Close()
		}
		b.ReportMetric(float64(len(docs))*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
	})
}
