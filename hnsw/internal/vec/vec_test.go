package vec

import (
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestKernelsMatchGeneric checks the dispatched kernels against the portable
// reference at every length 0..300, so block edges and tails are covered.
func TestKernelsMatchGeneric(t *testing.T) {
	const seed = 7
	t.Logf("seed=%d impl=%s", seed, Impl())
	r := rand.New(rand.NewPCG(seed, seed))
	for n := 0; n <= 300; n++ {
		a, b := make([]float32, n), make([]float32, n)
		ua, ib := make([]uint8, n), make([]int8, n)
		for i := range a {
			a[i], b[i] = r.Float32()*2-1, r.Float32()*2-1
			ua[i], ib[i] = uint8(r.IntN(256)), int8(r.IntN(256)-128)
		}
		if g, w := Dot(a, b), dotGeneric(a, b); !close32(g, w, n) {
			t.Fatalf("Dot n=%d got %v want %v", n, g, w)
		}
		if g, w := L2(a, b), l2Generic(a, b); !close32(g, w, n) {
			t.Fatalf("L2 n=%d got %v want %v", n, g, w)
		}
		if g, w := DotU8I8(ua, ib), naiveU8I8(ua, ib); g != w {
			t.Fatalf("DotU8I8 n=%d got %v want %v", n, g, w)
		}
	}
}

func TestExtremeInt8(t *testing.T) {
	for _, n := range []int{64, 128, 1024, 4096} {
		ua, ib := make([]uint8, n), make([]int8, n)
		for i := range ua {
			ua[i], ib[i] = 255, -128
		}
		if g, w := DotU8I8(ua, ib), naiveU8I8(ua, ib); g != w {
			t.Fatalf("n=%d got %d want %d", n, g, w)
		}
	}
}

func naiveU8I8(a []uint8, b []int8) int32 {
	var s int32
	for i := range a {
		s += int32(a[i]) * int32(b[i])
	}
	return s
}

// naiveF32Code is Σ q[i]·(c[i]-128) in float64, and Σ|terms| to scale the
// tolerance by.
func naiveF32Code(q []float32, c []uint8) (sum, mag float64) {
	for i := range q {
		t := float64(q[i]) * float64(int(c[i])-128)
		sum, mag = sum+t, mag+math.Abs(t)
	}
	return sum, mag + 1
}

func close32(a, b float32, n int) bool {
	return math.Abs(float64(a-b)) <= 1e-5*float64(n+1)
}

func BenchmarkKernels(b *testing.B) {
	for _, n := range []int{64, 128, 768} {
		x, y := make([]float32, n), make([]float32, n)
		ua, ib := make([]uint8, n), make([]int8, n)
		for i := range x {
			x[i], y[i] = float32(i), float32(n-i)
		}
		b.Run("dot/"+itoa(n), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			for b.Loop() {
				Dot(x, y)
			}
		})
		b.Run("l2/"+itoa(n), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			for b.Loop() {
				L2(x, y)
			}
		})
		b.Run("u8i8/"+itoa(n), func(b *testing.B) {
			b.SetBytes(int64(2 * n))
			for b.Loop() {
				DotU8I8(ua, ib)
			}
		})
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

// TestBatchMatchesSingle checks the batch kernels against the single ones
// for dimensions on and off the assembly's block sizes.
func TestBatchMatchesSingle(t *testing.T) { checkBatch(t) }

func checkBatch(t *testing.T) {
	const seed = 11
	t.Logf("seed=%d impl=%s", seed, Impl())
	r := rand.New(rand.NewPCG(seed, seed))
	for _, dim := range []int{1, 7, 8, 16, 40, 48, 64, 100, 128, 384} {
		for _, n := range []int{0, 1, 5, 33} {
			q, qi := make([]float32, dim), make([]int8, dim)
			for i := range q {
				q[i], qi[i] = r.Float32()*2-1, int8(r.IntN(256)-128)
			}
			fs, cs := make([][]float32, n), make([][]uint8, n)
			fp, cp := make([]unsafe.Pointer, n), make([]unsafe.Pointer, n)
			for j := range fs {
				fs[j], cs[j] = make([]float32, dim), make([]uint8, dim)
				for i := range dim {
					fs[j][i], cs[j][i] = r.Float32()*2-1, uint8(r.IntN(256))
				}
				fp[j], cp[j] = unsafe.Pointer(&fs[j][0]), unsafe.Pointer(&cs[j][0])
			}
			dots, l2s, ints, fcs := make([]float32, n), make([]float32, n), make([]int32, n), make([]float32, n)
			DotF32CodeBatch(q, cp, fcs)
			DotBatch(q, fp, dots)
			L2Batch(q, fp, l2s)
			DotU8I8Batch(qi, cp, ints)
			for j := range n {
				if w := dotGeneric(q, fs[j]); !close32(dots[j], w, dim) {
					t.Fatalf("DotBatch dim=%d n=%d [%d] got %v want %v", dim, n, j, dots[j], w)
				}
				if w := l2Generic(q, fs[j]); !close32(l2s[j], w, dim) {
					t.Fatalf("L2Batch dim=%d n=%d [%d] got %v want %v", dim, n, j, l2s[j], w)
				}
				if w, mag := naiveF32Code(q, cs[j]); math.Abs(float64(fcs[j])-w) > 1e-6*mag {
					t.Fatalf("DotF32CodeBatch dim=%d n=%d [%d] got %v want %v", dim, n, j, fcs[j], w)
				}
				if w := naiveU8I8(cs[j], qi); ints[j] != w {
					t.Fatalf("DotU8I8Batch dim=%d n=%d [%d] got %v want %v", dim, n, j, ints[j], w)
				}
			}
		}
	}
}
