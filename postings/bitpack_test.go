package postings

import (
	"math/rand"
	"testing"
)

func TestPackRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for w := uint(0); w <= 32; w++ {
		for _, n := range []int{0, 1, 7, 128, 129} {
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
