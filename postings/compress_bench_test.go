package postings

import (
	"bufio"
	"os"
	"testing"

	"github.com/klauspost/compress/s2"
	"github.com/klauspost/compress/zstd"
)

// BenchmarkSectionCompression measures what klauspost/compress would buy
// on each section of a 100k-doc segment: compressed/raw ratio and the
// decompression time of the whole section (what a query would pay when it
// touches it, at best once per segment open if cached in RAM).
//
// With EVI_TEXT_CORPUS=FILE (one doc per line, e.g. the evibench scale
// corpus) it indexes the first 200k lines of real text instead of the
// synthetic Zipf corpus.
func BenchmarkSectionCompression(b *testing.B) {
	var ix *Index
	if path := os.Getenv("EVI_TEXT_CORPUS"); path != "" {
		ix = textIndex(b, path, 200000)
	} else {
		ix, _ = benchIndex(b, 100000)
	}
	if err := ix.Merge(1); err != nil {
		b.Fatal(err)
	}
	lay, _ := layoutOf(segVersion)
	secs, err := sections(ix.segs[0].seg.data, lay)
	if err != nil {
		b.Fatal(err)
	}
	enc, _ := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBetterCompression))
	dec, _ := zstd.NewReader(nil)
	for i, name := range sectionNames {
		raw := secs[i]
		zs, sn := enc.EncodeAll(raw, nil), s2.EncodeBetter(nil, raw)
		b.Run(name+"/zstd", func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			b.ReportMetric(float64(len(zs))/float64(len(raw)), "ratio")
			for j := 0; j < b.N; j++ {
				if _, err := dec.DecodeAll(zs, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/s2", func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			b.ReportMetric(float64(len(sn))/float64(len(raw)), "ratio")
			for j := 0; j < b.N; j++ {
				if _, err := s2.Decode(nil, sn); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func textIndex(b *testing.B, path string, n int) *Index {
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	ix, _ := New(Options{Analyzer: AnalyzerOptions{Stopwords: true, Stem: true}})
	sc := bufio.NewScanner(f)
	for d := uint32(0); d < uint32(n) && sc.Scan(); d++ {
		ix.Add(d, sc.Text())
	}
	return ix
}
