package ann

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/evicortex/evicortex/bench/lexical"
	"github.com/evicortex/evicortex/bench/locomo"
)

// realTexts is the text of the real-embedding set, in row order: every
// LoCoMo dev7 turn and every distinct MSC persona sentence (read from
// shared/data/locomo at run time), then evenly spaced lines of the lexical
// scale corpus until total distinct texts, all shuffled with seed so the
// last rows (the held-out queries) mix the three sources.
func realTexts(shared, cache string, total int, seed uint64, log io.Writer) ([]string, string, error) {
	dir := filepath.Join(shared, "data", "locomo")
	samples, err := locomo.Load(filepath.Join(dir, "locomo_dev7.json"))
	if err != nil {
		return nil, "", fmt.Errorf("real set: %w", err)
	}
	personas, err := locomo.LoadPersonas(filepath.Join(dir, "msc_personas_all.json"))
	if err != nil {
		return nil, "", fmt.Errorf("real set: %w", err)
	}
	seen := map[string]bool{}
	var texts []string
	add := func(s string) {
		s = strings.Join(strings.Fields(s), " ")
		if s != "" && !seen[s] && len(texts) < total {
			seen[s] = true
			texts = append(texts, s)
		}
	}
	for _, s := range samples {
		for _, se := range s.Sessions {
			for _, t := range se.Turns {
				add(t.Text)
			}
		}
	}
	nLocomo := len(texts)
	for _, p := range personas {
		add(p)
	}
	nPersona := len(texts) - nLocomo
	scalePath, err := lexical.ScaleCorpus(cache, log)
	if err != nil {
		return nil, "", fmt.Errorf("real set: %w", err)
	}
	lines, err := readLines(scalePath)
	if err != nil {
		return nil, "", fmt.Errorf("real set: %w", err)
	}
	need := total - len(texts)
	if need > 0 && len(lines) > 0 {
		// Evenly spaced over the whole corpus so Go comments, docs and man
		// pages all appear, not only the first directory walked.
		step := max(1, len(lines)/need)
		for i := 0; i < len(lines) && len(texts) < total; i += step {
			add(lines[i])
		}
		for i := 0; i < len(lines) && len(texts) < total; i++ {
			add(lines[i]) // top up when the spaced pass met duplicates
		}
	}
	if len(texts) < total {
		return nil, "", fmt.Errorf("real set: only %d distinct texts, want %d (LoCoMo %d, personas %d, scale corpus %s)", len(texts), total, nLocomo, nPersona, scalePath)
	}
	r := rand.New(rand.NewPCG(seed, 0x7ea1))
	r.Shuffle(len(texts), func(i, j int) { texts[i], texts[j] = texts[j], texts[i] })
	src := fmt.Sprintf("LoCoMo dev7 turns %d + MSC personas %d (%s) + scale corpus lines %d (%s), distinct, shuffled seed %d",
		nLocomo, nPersona, dir, len(texts)-nLocomo-nPersona, scalePath, seed)
	return texts, src, nil
}

func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}

// loadReal opens the set make ann-real built: real.npy split into base and
// the last nq rows as held-out queries, named after its manifest.
func loadReal(dir string, n, nq int) (*dataset, error) {
	man, err := readManifest(filepath.Join(dir, "real.json"))
	if err != nil {
		return nil, fmt.Errorf("--dataset real: %w (build it with make ann-real)", err)
	}
	d, err := loadFile(filepath.Join(dir, "real.npy"), n, nq)
	if err != nil {
		return nil, fmt.Errorf("--dataset real: %w", err)
	}
	d.name = fmt.Sprintf("real-%s-%dx%d-%s", man.Model, man.Rows, man.Dim, man.TextsHash[:8])
	if man.Partial {
		d.name += fmt.Sprintf("-partial-of-%d", man.FullRows)
	}
	return d, nil
}
