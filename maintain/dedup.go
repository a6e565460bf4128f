package maintain

import (
	"hash/fnv"
	"sort"
)

// ShingleSize is the word-shingle length of the near-duplicate measure.
const ShingleSize = 3

const (
	minHashes = 64
	bands     = 16
	rows      = minHashes / bands
)

// hashSeeds are the (odd multiplier, offset) pairs of the MinHash family
// h_i(x) = a_i*x + b_i mod 2^64, drawn from splitmix64 with a fixed seed.
var hashSeeds = func() [minHashes][2]uint64 {
	var out [minHashes][2]uint64
	x := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	for i := range out {
		out[i] = [2]uint64{next() | 1, next()}
	}
	return out
}()

// shingles returns the sorted distinct hashes of ws's ShingleSize-word
// shingles (nil for fewer words).
func shingles(ws []string) []uint64 {
	if len(ws) < ShingleSize {
		return nil
	}
	set := make(map[uint64]struct{}, len(ws))
	for i := 0; i+ShingleSize <= len(ws); i++ {
		h := fnv.New64a()
		for _, w := range ws[i : i+ShingleSize] {
			h.Write([]byte(w))
			h.Write([]byte{0})
		}
		set[h.Sum64()] = struct{}{}
	}
	out := make([]uint64, 0, len(set))
	for h := range set {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// jaccard is |a∩b| / |a∪b| of two sorted sets.
func jaccard(a, b []uint64) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	inter := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			inter++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}

// bandKeys returns the LSH band keys of a shingle set's MinHash signature.
func bandKeys(sh []uint64) [bands]uint64 {
	var sig [minHashes]uint64
	for i := range sig {
		sig[i] = ^uint64(0)
	}
	for _, x := range sh {
		for i, ab := range hashSeeds {
			if v := ab[0]*x + ab[1]; v < sig[i] {
				sig[i] = v
			}
		}
	}
	var out [bands]uint64
	for b := range out {
		h := uint64(1469598103934665603)
		for _, v := range sig[b*rows : (b+1)*rows] {
			h = (h ^ v) * 1099511628211
		}
		out[b] = h ^ uint64(b)<<56
	}
	return out
}

// canonIndex holds the canonicals seen so far: by exact key and by band.
type canonIndex struct {
	exact   map[string]string // normalized text -> canonical id
	buckets map[uint64][]int  // band key -> indexes into ids/sets
	ids     []string
	sets    [][]uint64
}

func newCanonIndex() *canonIndex {
	return &canonIndex{exact: map[string]string{}, buckets: map[uint64][]int{}}
}

func (x *canonIndex) add(id, norm string, sh []uint64) {
	if _, ok := x.exact[norm]; !ok && norm != "" {
		x.exact[norm] = id
	}
	if sh == nil {
		return
	}
	k := len(x.ids)
	x.ids, x.sets = append(x.ids, id), append(x.sets, sh)
	for _, key := range bandKeys(sh) {
		x.buckets[key] = append(x.buckets[key], k)
	}
}

// bucketScan bounds the members of one band bucket a lookup compares (the
// latest ones): texts cut from one template share buckets by the
// thousand, and comparing all of them would make a pass quadratic.
const bucketScan = 16

// nearest returns the earliest canonical with the highest Jaccard
// similarity to sh among those sharing a band (at most bucketScan per
// bucket, the latest), and that similarity.
func (x *canonIndex) nearest(sh []uint64) (string, float64) {
	best, bestSim := -1, 0.0
	seen := map[int]bool{}
	for _, key := range bandKeys(sh) {
		b := x.buckets[key]
		for _, k := range b[max(0, len(b)-bucketScan):] {
			if seen[k] {
				continue
			}
			seen[k] = true
			if s := jaccard(sh, x.sets[k]); s > bestSim || s == bestSim && best >= 0 && k < best {
				best, bestSim = k, s
			}
		}
	}
	if best < 0 {
		return "", 0
	}
	return x.ids[best], bestSim
}

// round4 rounds a similarity to 4 decimals, so it prints the same
// everywhere.
func round4(f float64) float64 { return float64(int64(f*10000+0.5)) / 10000 }
