package ann

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/evicortex/evicortex/hnsw"
)

// dataset is the base vectors and queries, unit-normalized (cosine).
type dataset struct {
	name    string
	base    [][]float32
	queries [][]float32
}

// synthetic is a deterministic Gaussian mixture: n points around
// max(16, n/500) centres with per-coordinate noise spread, normalized.
func synthetic(n, dim, nq int, seed uint64, spread float64) *dataset {
	r := rand.New(rand.NewPCG(seed, 0xe51))
	centres := make([][]float32, max(16, n/500))
	for i := range centres {
		centres[i] = gaussian(r, dim, nil, 1)
	}
	draw := func(count int) [][]float32 {
		out := make([][]float32, count)
		for i := range out {
			out[i] = gaussian(r, dim, centres[r.IntN(len(centres))], spread)
		}
		return out
	}
	return &dataset{name: fmt.Sprintf("synthetic-gmm-%dx%d-spread%g-seed%d", n, dim, spread, seed), base: draw(n), queries: draw(nq)}
}

func gaussian(r *rand.Rand, dim int, centre []float32, sigma float64) []float32 {
	v := make([]float32, dim)
	var s float64
	for j := range v {
		x := sigma * r.NormFloat64()
		if centre != nil {
			x += float64(centre[j])
		}
		v[j] = float32(x)
		s += x * x
	}
	inv := float32(1 / math.Sqrt(s))
	for j := range v {
		v[j] *= inv
	}
	return v
}

// loadFile reads .fvecs or .npy (float32, 2-D, C order) and splits off the
// last nq rows as queries.
func loadFile(path string, n, nq int) (*dataset, error) {
	var rows [][]float32
	var err error
	switch {
	case strings.HasSuffix(path, ".fvecs"):
		rows, err = readFvecs(path)
	case strings.HasSuffix(path, ".npy"):
		rows, err = readNpy(path)
	default:
		return nil, fmt.Errorf("dataset %s: want .fvecs or .npy", path)
	}
	if err != nil {
		return nil, err
	}
	if len(rows) <= nq {
		return nil, fmt.Errorf("dataset %s: %d rows, need more than --queries=%d", path, len(rows), nq)
	}
	base, queries := rows[:len(rows)-nq], rows[len(rows)-nq:]
	if n > 0 && n < len(base) {
		base = base[:n]
	}
	for _, v := range rows {
		normalize(v)
	}
	return &dataset{name: filepath.Base(path), base: base, queries: queries}, nil
}

func normalize(v []float32) {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	if s > 0 {
		inv := float32(1 / math.Sqrt(s))
		for i := range v {
			v[i] *= inv
		}
	}
}

func readFvecs(path string) ([][]float32, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read fvecs: %w", err)
	}
	var rows [][]float32
	for len(b) > 0 {
		if len(b) < 4 {
			return nil, errors.New("fvecs: truncated dimension")
		}
		d := int(binary.LittleEndian.Uint32(b))
		if d <= 0 || d > 1<<16 || len(b) < 4+4*d {
			return nil, fmt.Errorf("fvecs row %d: bad dimension %d or truncated", len(rows), d)
		}
		rows = append(rows, decodeF32(b[4:4+4*d]))
		b = b[4+4*d:]
	}
	return rows, nil
}

func readNpy(path string) ([][]float32, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read npy: %w", err)
	}
	if len(b) < 10 || string(b[1:6]) != "NUMPY" {
		return nil, errors.New("npy: bad magic")
	}
	hl, off := int(binary.LittleEndian.Uint16(b[8:])), 10
	if b[6] >= 2 {
		hl, off = int(binary.LittleEndian.Uint32(b[8:])), 12
	}
	if off+hl > len(b) {
		return nil, errors.New("npy: truncated header")
	}
	hdr := string(b[off : off+hl])
	if !strings.Contains(hdr, "'<f4'") || strings.Contains(hdr, "'fortran_order': True") {
		return nil, fmt.Errorf("npy: need little-endian float32 C-order, header %q", hdr)
	}
	var n, d int
	if _, err := fmt.Sscanf(hdr[strings.Index(hdr, "'shape': (")+len("'shape': ("):], "%d, %d)", &n, &d); err != nil {
		return nil, fmt.Errorf("npy shape: %w", err)
	}
	body := b[off+hl:]
	if n <= 0 || d <= 0 || len(body) < 4*n*d {
		return nil, fmt.Errorf("npy: shape (%d,%d) does not fit %d bytes", n, d, len(body))
	}
	rows := make([][]float32, n)
	for i := range rows {
		rows[i] = decodeF32(body[4*i*d : 4*(i+1)*d])
	}
	return rows, nil
}

func decodeF32(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

// writeNpy writes rows as a float32 C-order .npy file (for the Python peers).
func writeNpy(path string, rows [][]float32) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	hdr := fmt.Sprintf("{'descr': '<f4', 'fortran_order': False, 'shape': (%d, %d), }", len(rows), len(rows[0]))
	hdr += strings.Repeat(" ", 63-(10+len(hdr))%64) + "\n"
	head := append([]byte("\x93NUMPY\x01\x00"), byte(len(hdr)), byte(len(hdr)>>8))
	if _, err := f.Write(append(head, hdr...)); err != nil {
		return err
	}
	buf := make([]byte, 0, 4*len(rows[0]))
	for _, r := range rows {
		buf = buf[:0]
		for _, x := range r {
			buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(x))
		}
		if _, err := f.Write(buf); err != nil {
			return err
		}
	}
	return f.Close()
}

// contentHash identifies the dataset bytes (for caches and file names).
func (d *dataset) contentHash() string {
	h := sha256.New()
	for _, set := range [][][]float32{d.base, d.queries} {
		binary.Write(h, binary.LittleEndian, int64(len(set)))
		for _, v := range set {
			binary.Write(h, binary.LittleEndian, v)
		}
	}
	return fmt.Sprintf("%x", h.Sum(nil))[:16]
}

// truth holds exact top-K ids per query.
type truth [][]uint32

// groundTruth computes exact top-k for every query with the SIMD kernel on
// all cores, cached under cacheDir by content hash.
func groundTruth(d *dataset, k int, cacheDir string, log io.Writer) (truth, error) {
	path := filepath.Join(cacheDir, fmt.Sprintf("gt-%s-k%d.bin", d.contentHash(), k))
	if gt, err := readTruth(path, len(d.queries), k); err == nil {
		fmt.Fprintf(log, "ann: ground truth from cache %s\n", path)
		return gt, nil
	}
	gt := make(truth, len(d.queries))
	parallelFor(len(d.queries), func(i int) { gt[i] = exactTopK(d.base, d.queries[i], k, nil) })
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return gt, nil // caching is best effort
	}
	return gt, writeTruth(path, gt)
}

func readTruth(path string, nq, k int) (truth, error) {
	b, err := os.ReadFile(path)
	if err != nil || len(b) != 4*nq*k {
		return nil, errors.New("no cache")
	}
	gt := make(truth, nq)
	for i := range gt {
		gt[i] = make([]uint32, k)
		for j := range gt[i] {
			gt[i][j] = binary.LittleEndian.Uint32(b[4*(i*k+j):])
		}
	}
	return gt, nil
}

func writeTruth(path string, gt truth) error {
	var b []byte
	for _, row := range gt {
		for _, id := range row {
			b = binary.LittleEndian.AppendUint32(b, id)
		}
	}
	return os.WriteFile(path, b, 0o644)
}

// exactTopK is brute force over base (or over allow when non-nil).
func exactTopK(base [][]float32, q []float32, k int, allow []uint32) []uint32 {
	type hit struct {
		d  float32
		id uint32
	}
	if k > 256 && allow == nil {
		return sortedAll(base, q, k)
	}
	var top []hit
	consider := func(id uint32) {
		d := hnsw.Distance(hnsw.Cosine, q, base[id])
		if len(top) == k && d >= top[k-1].d {
			return
		}
		i, _ := slices.BinarySearchFunc(top, d, func(h hit, d float32) int {
			if h.d < d {
				return -1
			}
			return 1
		})
		top = slices.Insert(top, i, hit{d, id})
		if len(top) > k {
			top = top[:k]
		}
	}
	if allow == nil {
		for i := range base {
			consider(uint32(i))
		}
	} else {
		for _, id := range allow {
			consider(id)
		}
	}
	out := make([]uint32, len(top))
	for i, h := range top {
		out[i] = h.id
	}
	return out
}

func parallelFor(n int, fn func(i int)) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	next := 0
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= n {
					return
				}
				fn(i)
			}
		})
	}
	wg.Wait()
}

// sortedAll is exact top-k by a full sort, for large k.
func sortedAll(base [][]float32, q []float32, k int) []uint32 {
	ids := make([]uint32, len(base))
	dist := make([]float32, len(base))
	for i := range base {
		ids[i], dist[i] = uint32(i), hnsw.Distance(hnsw.Cosine, q, base[i])
	}
	slices.SortFunc(ids, func(a, b uint32) int {
		if dist[a] < dist[b] {
			return -1
		}
		if dist[a] > dist[b] {
			return 1
		}
		return int(a) - int(b)
	})
	return ids[:min(k, len(ids))]
}
