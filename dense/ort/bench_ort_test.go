//go:build ort && cgo

package ort

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

func processCPU() time.Duration {
	d, _ := cpubench.ProcessCPU()
	return d
}

// BenchmarkEmbedShortQuery is the same query as dense/bert's benchmark; CPU
// ms per op is reported because wall time on a shared machine follows its load.
func BenchmarkEmbedShortQuery(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			o := testOptions()
			o.Threads = threads
			e, err := New(o)
			if err != nil {
				b.Fatal(err)
			}
			defer e.Close()
			q := []string{"Which theme does the user prefer these days?"}
			b.ReportAllocs()
			cpu0 := processCPU()
			for i := 0; i < b.N; i++ {
				if _, err := e.Embed(context.Background(), q); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((processCPU()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}
