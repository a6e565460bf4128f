package postings

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// benchIndex builds n Zipf docs (same shape as evibench's synthetic corpus).
func benchIndex(b *testing.B, n int) (*Index, []string) {
	b.Helper()
	r := rand.New(rand.NewSource(1))
	vocab := make([]string, 50000)
	for i := range vocab {
		vocab[i] = fmt.Sprintf("t%dq", i)
	}
	z := rand.NewZipf(r, 1.07, 2, uint64(len(vocab)-1))
	ix, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	for d := 0; d < n; d++ {
		ws := make([]string, 4+r.Intn(36))
		for j := range ws {
			ws[j] = vocab[z.Uint64()]
		}
		ix.Add(uint32(d), strings.Join(ws, " "))
	}
	ix.Flush()
	var qs []string
	for i := 0; i < 1000; i++ {
		ws := make([]string, 1+r.Intn(4))
		for j := range ws {
			ws[j] = vocab[(z.Uint64()+uint64(r.Intn(200)))%uint64(len(vocab))]
		}
		qs = append(qs, strings.Join(ws, " "))
	}
	return ix, qs
}

func BenchmarkSearch(b *testing.B) {
	for _, n := range []int{100000} {
		ix, qs := benchIndex(b, n)
		b.Run(fmt.Sprintf("docs=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			b.ReportMetric(float64(ix.SizeBytes())*8/float64(n), "bits/doc")
			for i := 0; i < b.N; i++ {
				if _, err := ix.Search(qs[i%len(qs)], 10, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSearchFiltered measures OR search with a random allow-list of
// the given selectivity (the engine's namespace filter).
func BenchmarkSearchFiltered(b *testing.B) {
	const n = 100000
	ix, qs := benchIndex(b, n)
	r := rand.New(rand.NewSource(2))
	for _, sel := range []float64{0.001, 0.01, 0.1, 0.5} {
		f := roaring.New()
		for d := uint32(0); d < n; d++ {
			if r.Float64() < sel {
				f.Add(d)
			}
		}
		b.Run(fmt.Sprintf("selectivity=%g", sel), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := ix.Search(qs[i%len(qs)], 10, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
