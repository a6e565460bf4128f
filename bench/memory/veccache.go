package memory

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/evicortex/evicortex/dense"
)

// vecCache is a dense.Encoder that answers texts it has seen from an
// on-disk cache and passes the others to the wrapped encoder, appending
// their vectors to the cache. It returns exactly the vectors the wrapped
// encoder returned for the same text, so its Profile is the wrapped one's.
// Safe for concurrent use.
//
// File (one per profile id, DIR/<profile id>.vec), little-endian:
//
//	magic "EVIVEC1\n" | dims uint32 | id length uint16 | profile id
//	then records: sha256(text) [32]byte | dims x float32
//
// A torn last record (a run killed mid-append) is cut off at open; a
// header that does not match the encoder's profile wraps ErrVectorCache.
// Runs sharing the file take a flock for the load and for each append
// (lockFile), so they may run side by side.
type vecCache struct {
	inner dense.Encoder
	mu    sync.Mutex // guards vecs, f and misses
	vecs  map[[32]byte][]float32
	f     *os.File
	// misses counts texts the wrapped encoder embedded (reported as progress).
	misses int
}

const vecMagic = "EVIVEC1\n"

// openVecCache opens (or creates) the cache of inner's profile in dir.
func openVecCache(inner dense.Encoder, dir string) (*vecCache, error) {
	p := inner.Profile()
	if p.ID == "" || strings.ContainsAny(p.ID, `/\`) || p.Dims < 1 {
		return nil, fmt.Errorf("%w: profile id %q dims %d: not usable as a cache key", ErrVectorCache, p.ID, p.Dims)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("vector cache: %w", err)
	}
	path := filepath.Join(dir, p.ID+".vec")
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("vector cache: %w", err)
	}
	c := &vecCache{inner: inner, vecs: map[[32]byte][]float32{}, f: f}
	unlock, err := lockFile(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("vector cache: lock %s: %w", path, err)
	}
	err = c.load(p)
	unlock()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

func header(p dense.Profile) []byte {
	h := []byte(vecMagic)
	h = binary.LittleEndian.AppendUint32(h, uint32(p.Dims))
	h = binary.LittleEndian.AppendUint16(h, uint16(len(p.ID)))
	return append(h, p.ID...)
}

// load reads every whole record and leaves the file positioned after them.
func (c *vecCache) load(p dense.Profile) error {
	want := header(p)
	st, err := c.f.Stat()
	if err != nil {
		return err
	}
	if st.Size() == 0 {
		_, err := c.f.Write(want)
		return err
	}
	got := make([]byte, len(want))
	if _, err := io.ReadFull(c.f, got); err != nil || string(got) != string(want) {
		return fmt.Errorf("%w: header does not match profile %s (%d dims)", ErrVectorCache, p.ID, p.Dims)
	}
	rec := 32 + 4*p.Dims
	n := (st.Size() - int64(len(want))) / int64(rec)
	r := bufio.NewReaderSize(c.f, 1<<20)
	buf := make([]byte, rec)
	for range n {
		if _, err := io.ReadFull(r, buf); err != nil {
			return fmt.Errorf("%w: read record: %v", ErrVectorCache, err)
		}
		var key [32]byte
		copy(key[:], buf)
		v := make([]float32, p.Dims)
		for i := range v {
			v[i] = math.Float32frombits(binary.LittleEndian.Uint32(buf[32+4*i:]))
		}
		c.vecs[key] = v
	}
	end := int64(len(want)) + n*int64(rec)
	if err := c.f.Truncate(end); err != nil {
		return err
	}
	_, err = c.f.Seek(end, io.SeekStart)
	return err
}

func (c *vecCache) Profile() dense.Profile { return c.inner.Profile() }

// Embed returns cached vectors and embeds (then stores) the rest in one
// call to the wrapped encoder.
func (c *vecCache) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	keys := make([][32]byte, len(texts))
	var missIdx []int
	var missTexts []string
	c.mu.Lock()
	for i, t := range texts {
		keys[i] = sha256.Sum256([]byte(t))
		if v, ok := c.vecs[keys[i]]; ok {
			out[i] = v
		} else {
			missIdx, missTexts = append(missIdx, i), append(missTexts, t)
		}
	}
	c.mu.Unlock()
	if len(missTexts) == 0 {
		return out, nil
	}
	vs, err := c.inner.Embed(ctx, missTexts)
	if err != nil {
		return nil, err
	}
	if len(vs) != len(missTexts) {
		return nil, fmt.Errorf("%w: encoder returned %d vectors for %d texts", ErrVectorCache, len(vs), len(missTexts))
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	var rec []byte
	dims := c.inner.Profile().Dims
	for j, i := range missIdx {
		if len(vs[j]) != dims {
			return nil, fmt.Errorf("%w: text %d: encoder returned %d floats, profile says %d", ErrVectorCache, i, len(vs[j]), dims)
		}
		out[i] = vs[j]
		if _, ok := c.vecs[keys[i]]; ok {
			continue
		}
		c.vecs[keys[i]] = vs[j]
		rec = append(rec, keys[i][:]...)
		for _, x := range vs[j] {
			rec = binary.LittleEndian.AppendUint32(rec, math.Float32bits(x))
		}
	}
	c.misses += len(missTexts)
	if err := c.append(rec); err != nil {
		return nil, fmt.Errorf("vector cache: append: %w", err)
	}
	return out, nil
}

// append writes rec (whole records) at the file's end under the file
// lock: another run may have appended since this one loaded, and a load
// in another run cuts what it sees of a batch not yet whole.
func (c *vecCache) append(rec []byte) error {
	if len(rec) == 0 {
		return nil
	}
	unlock, err := lockFile(c.f)
	if err != nil {
		return err
	}
	defer unlock()
	// A run killed mid-append (or a failed write) leaves a torn record:
	// cut it before writing, or every record after it is read misaligned.
	st, err := c.f.Stat()
	if err != nil {
		return err
	}
	p := c.inner.Profile()
	hdr := int64(len(header(p)))
	whole := st.Size()
	if whole > hdr {
		whole = hdr + (st.Size()-hdr)/int64(32+4*p.Dims)*int64(32+4*p.Dims)
	}
	if whole != st.Size() {
		if err := c.f.Truncate(whole); err != nil {
			return err
		}
	}
	if _, err := c.f.Seek(whole, io.SeekStart); err != nil {
		return err
	}
	if _, err := c.f.Write(rec); err != nil {
		c.f.Truncate(whole) // leave no torn batch behind; the write's error is the one to report
		return err
	}
	return nil
}

// Close closes the cache file and the wrapped encoder.
func (c *vecCache) Close() error {
	return errors.Join(c.f.Close(), c.inner.Close())
}
