package projfile

import (
	"bufio"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// benchData is the budget case of issue 13: n evidence ids ("ev_" + 26
// chars, shuffled as a map gives them) -> seq, and three n-entry arrays.
type benchData struct {
	ids                []string
	vals, seqs         []uint32
	recorded, occurred []int64
}

func newBenchData(n int) *benchData {
	r := rand.New(rand.NewSource(1))
	d := &benchData{ids: ulids(r, n), vals: make([]uint32, n), seqs: make([]uint32, n),
		recorded: make([]int64, n), occurred: make([]int64, n)}
	for i := range n {
		d.vals[i], d.seqs[i] = uint32(i+1), uint32(i+1)
		d.recorded[i] = 1767225600e9 + int64(i)*1e6
		d.occurred[i] = d.recorded[i] - r.Int63n(1e12)
	}
	r.Shuffle(n, func(i, j int) { d.ids[i], d.ids[j] = d.ids[j], d.ids[i]; d.vals[i], d.vals[j] = d.vals[j], d.vals[i] })
	return d
}

func (d *benchData) write(path string) error {
	w := NewWriter("bench", []byte("journal seq and chain hash"))
	w.Table("ids", d.ids, d.vals)
	w.Uint32s("seqs", d.seqs)
	w.Int64s("recorded", d.recorded)
	w.Int64s("occurred", d.occurred)
	return w.WriteFile(path)
}

// BenchmarkProjection writes, opens and queries the budget file. Besides
// ns/op, it reports the file size and, in rss, the resident memory that
// opening and using the file costs next to the Go map and slices the
// engine builds today from the same data.
func BenchmarkProjection(b *testing.B) {
	for _, n := range []int{100_000, 2_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) { benchProjection(b, n) })
	}
}

func benchProjection(b *testing.B, n int) {
	d := newBenchData(n)
	path := filepath.Join(b.TempDir(), "ids.proj")
	if err := d.write(path); err != nil {
		b.Fatal(err)
	}
	fi, _ := os.Stat(path)
	b.Run("write", func(b *testing.B) {
		b.SetBytes(fi.Size())
		for b.Loop() {
			if err := d.write(path); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(fi.Size())/1e6, "MB")
	})
	for _, lazy := range []bool{false, true} {
		b.Run(map[bool]string{false: "open-full", true: "open-lazy"}[lazy], func(b *testing.B) {
			for b.Loop() {
				f, err := open(path, "bench", lazy)
				if err != nil {
					b.Fatal(err)
				}
				f.Close()
			}
		})
	}
	b.Run("open-full-cold", func(b *testing.B) {
		if err := dropCache(path); err != nil {
			b.Skip(err)
		}
		for b.Loop() {
			b.StopTimer()
			dropCache(path)
			b.StartTimer()
			f, err := Open(path, "bench")
			if err != nil {
				b.Fatal(err)
			}
			f.Close()
		}
	})
	f, err := Open(path, "bench")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	tab, _ := f.Table("ids")
	b.Run("lookup", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			if _, ok := tab.Lookup(d.ids[i%n]); !ok {
				b.Fatal("missing")
			}
			i += 7919
		}
	})
	b.Run("lookup-miss", func(b *testing.B) {
		miss := make([]string, 1024)
		for i := range miss {
			miss[i] = d.ids[i*7919%n][:28] + "!"
		}
		i := 0
		for b.Loop() {
			if _, ok := tab.Lookup(miss[i%len(miss)]); ok {
				b.Fatal("found")
			}
			i++
		}
	})
	b.Run("map-lookup", func(b *testing.B) { benchMapLookup(b, d) })
	measure := sync.OnceValue(func() rssReport { return measureRSS(b, d, path) })
	b.Run("rss", func(b *testing.B) {
		for b.Loop() {
		}
		measure().report(b)
	})
}

func benchMapLookup(b *testing.B, d *benchData) {
	m := make(map[string]uint32, len(d.ids))
	for i, id := range d.ids {
		m[id] = d.vals[i]
	}
	i := 0
	for b.Loop() {
		if _, ok := m[d.ids[i%len(d.ids)]]; !ok {
			b.Fatal("missing")
		}
		i += 7919
	}
}

// rssReport is the RSS growth of opening the file, of random lookups
// through it and of reading its arrays, against building the engine's
// in-memory equivalent (a map of cloned id strings and three slices).
type rssReport struct {
	open                                time.Duration
	opened, looked, touched, goMapSlice float64 // MB over the RSS before
}

// report attaches r to b; the rss sub-benchmark's ns/op means nothing.
func (r rssReport) report(b *testing.B) {
	b.ReportMetric(float64(r.open.Microseconds())/1e3, "open-ms")
	b.ReportMetric(r.opened, "rss-open-MB")
	b.ReportMetric(r.looked, "rss-100k-lookups-MB")
	b.ReportMetric(r.touched, "rss-arrays-read-MB")
	b.ReportMetric(r.goMapSlice, "rss-go-map-slices-MB")
}

func measureRSS(b *testing.B, d *benchData, path string) rssReport {
	var r rssReport
	if _, ok := rss(); !ok {
		return r
	}
	base := settledRSS()
	st := time.Now()
	f, err := Open(path, "bench")
	if err != nil {
		b.Fatal(err)
	}
	r.open = time.Since(st)
	r.opened = settledRSS().mb(base)
	tab, _ := f.Table("ids")
	rnd := rand.New(rand.NewSource(2))
	for range 100_000 {
		tab.Lookup(d.ids[rnd.Intn(len(d.ids))])
	}
	r.looked = settledRSS().mb(base)
	sum := int64(0)
	s, _ := f.Uint32s("seqs")
	rec, _ := f.Int64s("recorded")
	occ, _ := f.Int64s("occurred")
	for i := range s {
		sum += int64(s[i]) + rec[i] + occ[i]
	}
	r.touched = settledRSS().mb(base)
	f.Close()
	runtime.KeepAlive(sum)
	r.goMapSlice = inMemoryRSS(d)
	return r
}

// inMemoryRSS is the RSS growth of the engine's current representation.
func inMemoryRSS(d *benchData) float64 {
	base := settledRSS()
	m := make(map[string]uint32)
	for i, id := range d.ids {
		m[strings.Clone(id)] = d.vals[i]
	}
	s := append([]uint32(nil), d.seqs...)
	rec := append([]int64(nil), d.recorded...)
	occ := append([]int64(nil), d.occurred...)
	grown := settledRSS()
	runtime.KeepAlive(m)
	runtime.KeepAlive(s)
	runtime.KeepAlive(rec)
	runtime.KeepAlive(occ)
	return grown.mb(base)
}

// rssKB is VmRSS from /proc/self/status.
type rssKB int64

func (r rssKB) mb(base rssKB) float64 { return float64(r-base) / 1024 }

// settledRSS collects garbage and returns freed pages to the OS first.
func settledRSS() rssKB {
	debug.FreeOSMemory()
	r, _ := rss()
	return r
}

func rss() (rssKB, bool) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return rssKB(kb), err == nil
		}
	}
	return 0, false
}
