package ann

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/evicortex/evicortex/dense"
)

// NewEncoder, when set (by a binary built with -tags ort), opens the named
// encoder model ("" = the default) with the given ONNX Runtime threads.
var NewEncoder func(ctx context.Context, model string, threads int) (dense.Encoder, error)

// realManifest describes a built real-embedding set (real.json beside real.npy).
type realManifest struct {
	Model      string `json:"model"`
	ProfileID  string `json:"profile_id"`
	Rows       int    `json:"rows"`
	FullRows   int    `json:"full_rows"` // rows of the whole set; Rows < FullRows when Partial
	Partial    bool   `json:"partial"`   // written by --partial from the first chunks only
	Dim        int    `json:"dim"`
	TextsHash  string `json:"texts_sha256"`
	Source     string `json:"source"`
	Seed       uint64 `json:"seed"`
	EmbedSecs  int    `json:"embed_s,omitempty"`
	QueryRows  string `json:"query_rows"`
	Normalized bool   `json:"normalized"`
}

// realChunk is how many texts one cached chunk file holds.
const realChunk = 2048

// EmbedMain is `evibench ann-real`: it builds the real-embedding ANN set
// (texts from realTexts, embedded with the pinned encoder) into --out as
// real.npy plus real.json. Chunks are cached in --out/chunks so a stopped
// run resumes; an unchanged set is not embedded again.
func EmbedMain(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ann-real", flag.ContinueOnError)
	fs.SetOutput(stderr)
	shared := fs.String("shared", "../shared", "shared directory holding data/locomo")
	cache := fs.String("cache", ".cache", "cache directory of the lexical scale corpus")
	out := fs.String("out", "build/ann-real", "output directory (git-ignored build/)")
	total := fs.Int("rows", 201000, "texts to embed (base + held-out queries)")
	model := fs.String("encoder", "default", "encoder model (default: the pinned default, ort.DefaultModel)")
	threads := fs.Int("threads", 0, "ONNX Runtime threads (0 = all cores)")
	seed := fs.Uint64("seed", 1, "shuffle seed")
	shard := fs.String("shard", "0/1", "I/N: embed only chunks c with c%N == I and write nothing else (run N of these side by side, then once without --shard to write real.npy)")
	partial := fs.Bool("partial", false, "embed nothing more: write real.npy from the chunks already cached (a random sample of the set, marked partial in real.json)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *total < 2 {
		return fmt.Errorf("--rows %d: want at least 2", *total)
	}
	var si, sn int
	if _, err := fmt.Sscanf(*shard, "%d/%d", &si, &sn); err != nil || sn < 1 || si < 0 || si >= sn {
		return fmt.Errorf("--shard %q: want I/N with 0 <= I < N", *shard)
	}
	if NewEncoder == nil {
		return errors.New("ann-real needs the native encoder: build with -tags ort (make build) and run make native models")
	}
	m := *model
	if m == "default" {
		m = ""
	}
	texts, src, err := realTexts(*shared, *cache, *total, *seed, stderr)
	if err != nil {
		return err
	}
	hash := textsHash(texts)
	npy, manPath := filepath.Join(*out, "real.npy"), filepath.Join(*out, "real.json")
	if man, err := readManifest(manPath); err == nil && !man.Partial && man.TextsHash == hash && (m == "" || man.Model == m) {
		if _, err := os.Stat(npy); err == nil {
			fmt.Fprintf(stdout, "ann-real: %s is current (%d x %d, %s)\n", npy, man.Rows, man.Dim, man.Model)
			return nil
		}
	}
	enc, err := NewEncoder(ctx, m, *threads)
	if err != nil {
		return err
	}
	defer enc.Close()
	p := enc.Profile()
	start := time.Now()
	ectx := ctx
	if *partial {
		c, cancel := context.WithCancel(ctx)
		cancel() // read the cached chunks only
		ectx = c
	}
	vecs, err := embedChunked(ectx, enc, texts, filepath.Join(*out, "chunks", "rows-"+hash[:16]+"-"+p.ID[:min(16, len(p.ID))]), si, sn, stderr)
	if sn > 1 {
		if err == nil {
			fmt.Fprintf(stdout, "ann-real: shard %s embedded\n", *shard)
		}
		return err
	}
	if err != nil && !(*partial && ctx.Err() == nil) {
		return err
	}
	if len(vecs) < 2 {
		return fmt.Errorf("ann-real --partial: only %d rows cached in %s", len(vecs), *out)
	}
	texts = texts[:len(vecs)]
	for _, v := range vecs {
		normalize(v)
	}
	if err := writeNpy(npy+".tmp", vecs); err != nil {
		return err
	}
	if err := os.Rename(npy+".tmp", npy); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*out, "texts.txt"), []byte(strings.Join(texts, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	man := realManifest{Model: p.Model, ProfileID: p.ID, Rows: len(vecs), FullRows: *total, Partial: len(vecs) < *total, Dim: p.Dims, TextsHash: hash, Source: src, Seed: *seed,
		EmbedSecs: int(time.Since(start).Seconds()), QueryRows: "the last --queries rows are held out as queries (evibench ann)", Normalized: true}
	b, _ := json.MarshalIndent(man, "", "  ")
	if err := os.WriteFile(manPath, append(b, '\n'), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "ann-real: wrote %s (%d of %d rows x %d, %s, %s)\n", npy, len(vecs), *total, p.Dims, p.Model, src)
	return nil
}

// embedChunked embeds texts realChunk rows at a time, each chunk cached as
// raw float32 in dir. Rows are shuffled, so every chunk (and any prefix of
// chunks) is a random sample of the set; inside a chunk texts go to the
// encoder in length order so its batches carry little padding. It returns
// the vectors of the longest prefix of whole chunks done: all of them,
// unless ctx ends first.
//
// With shards > 1 it embeds only the chunks c with c%shards == shard and
// returns no vectors (the chunk files are the output).
func embedChunked(ctx context.Context, enc dense.Encoder, texts []string, dir string, shard, shards int, log io.Writer) ([][]float32, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	dim := enc.Profile().Dims
	vecs := make([][]float32, 0, len(texts))
	start := time.Now()
	for lo := 0; lo < len(texts); lo += realChunk {
		rows := texts[lo:min(len(texts), lo+realChunk)]
		path := filepath.Join(dir, fmt.Sprintf("chunk-%05d.f32", lo/realChunk))
		if shards > 1 && (lo/realChunk)%shards != shard {
			continue
		}
		if b, err := os.ReadFile(path); err == nil && len(b) == 4*dim*len(rows) {
			if shards > 1 {
				continue
			}
			for j := range rows {
				vecs = append(vecs, decodeF32(b[4*dim*j:4*dim*(j+1)]))
			}
			continue
		}
		if ctx.Err() != nil {
			return vecs, ctx.Err()
		}
		got, err := embedByLength(ctx, enc, rows)
		if err != nil {
			if ctx.Err() != nil {
				return vecs, ctx.Err()
			}
			return nil, fmt.Errorf("embed rows %d..%d: %w", lo, lo+len(rows), err)
		}
		buf := make([]byte, 0, 4*dim*len(rows))
		for j, v := range got {
			if len(v) != dim {
				return nil, fmt.Errorf("embed row %d: %d dims, want %d", lo+j, len(v), dim)
			}
			for _, x := range v {
				buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(x))
			}
		}
		if err := os.WriteFile(path+".tmp", buf, 0o644); err != nil {
			return nil, err
		}
		if err := os.Rename(path+".tmp", path); err != nil {
			return nil, err
		}
		if shards == 1 {
			vecs = append(vecs, got...)
		}
		fmt.Fprintf(log, "ann-real: rows %d..%d of %d embedded (%.0f texts/s)\n", lo, lo+len(rows), len(texts), float64(len(rows))/max(1e-9, time.Since(start).Seconds()))
		start = time.Now()
	}
	return vecs, nil
}

// embedByLength embeds rows shortest first and returns vectors in row order.
func embedByLength(ctx context.Context, enc dense.Encoder, rows []string) ([][]float32, error) {
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(rows[a]) - len(rows[b]) })
	sorted := make([]string, len(rows))
	for j, i := range order {
		sorted[j] = rows[i]
	}
	got, err := enc.Embed(ctx, sorted)
	if err != nil {
		return nil, err
	}
	if len(got) != len(rows) {
		return nil, fmt.Errorf("encoder returned %d vectors for %d texts", len(got), len(rows))
	}
	out := make([][]float32, len(rows))
	for j, i := range order {
		out[i] = got[j]
	}
	return out, nil
}

func textsHash(texts []string) string {
	h := sha256.New()
	for _, t := range texts {
		h.Write([]byte(t))
		h.Write([]byte{'\n'})
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}

func readManifest(path string) (*realManifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m realManifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &m, nil
}
