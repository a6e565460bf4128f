package postings

import (
	"fmt"
	"math/rand"
	"testing"
)

func TestPackRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for w := uint(0); w <= 32; w++ {
		for _, n := range []int{0, 1, 2, 3, 5, 7, 9, 16, 17, 31, 64, 127, 128, 129} {
			vals := make([]uint32, n)
			for i := range vals {
				if w > 0 {
					vals[i] = uint32(r.Uint64() & (1<<w - 1))
				}
			}
			b := appendPacked(nil, vals, w)
			if len(b) != packedLen(n, w) {
				t.Fatalf("w=%d n=%d len %d want %d", w, n, len(b), packedLen(n, w))
			}
			out := make([]uint32, n)
			unpack(b, out, w)
			for i := range vals {
				if out[i] != vals[i] {
					t.Fatalf("w=%d n=%d i=%d got %d want %d", w, n, i, out[i], vals[i])
				}
			}
		}
	}
}

func BenchmarkUnpack(b *testing.B) {
	for _, n := range []int{4, 128} {
		vals := make([]uint32, n)
		for i := range vals {
			vals[i] = uint32(i*37) & 1023
		}
		src := appendPacked(nil, vals, 10)
		out := make([]uint32, n)
		b.Run(fmt.Sprintf("n=%d/w=10", n), func(b *testing.B) {
			for b.Loop() {
				unpack(src, out, 10)
			}
		})
	}
}
