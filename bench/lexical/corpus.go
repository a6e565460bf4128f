package lexical

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/evicortex/evicortex/bench/locomo"
)

// dataset is the documents and raw query texts of one run.
type dataset struct {
	name    string
	docs    []string
	queries []string
	source  string // where the text came from
}

// loadDataset resolves --corpus.
func loadDataset(c config, stderr io.Writer) (*dataset, error) {
	switch c.corpus {
	case "synthetic":
		return synthetic(c.docs, c.queries, c.seed), nil
	case "locomo":
		return locomoCorpus(c.shared, c.docs, c.queries, c.seed)
	case "scale":
		return scale(c, stderr)
	default:
		return fileCorpus(c.corpus, c.docs, c.queries, c.seed)
	}
}

// synthetic generates Zipf-distributed text over pronounceable pseudo-words;
// queries draw 1-4 words with a bias to mid-frequency terms.
func synthetic(n, q int, seed int64) *dataset {
	if n <= 0 {
		n = 20000
	}
	r := rand.New(rand.NewSource(seed))
	vocab := syntheticVocab(r, 50000)
	z := rand.NewZipf(r, 1.07, 2, uint64(len(vocab)-1))
	d := &dataset{name: "synthetic", source: fmt.Sprintf("Zipf(1.07) over %d pseudo-words, seed %d", len(vocab), seed)}
	for i := 0; i < n; i++ {
		ws := make([]string, 4+r.Intn(36))
		for j := range ws {
			ws[j] = vocab[z.Uint64()]
		}
		d.docs = append(d.docs, strings.Join(ws, " "))
	}
	for i := 0; i < q; i++ {
		ws := make([]string, 1+r.Intn(4))
		for j := range ws {
			ws[j] = vocab[(z.Uint64()+uint64(r.Intn(200)))%uint64(len(vocab))]
		}
		d.queries = append(d.queries, strings.Join(ws, " "))
	}
	return d
}

func syntheticVocab(r *rand.Rand, n int) []string {
	cons, vow := "bcdfghjklmnprstvwz", "aeiou"
	seen := map[string]bool{}
	var out []string
	for len(out) < n {
		var b strings.Builder
		for s := 0; s < 2+r.Intn(3); s++ {
			b.WriteByte(cons[r.Intn(len(cons))])
			b.WriteByte(vow[r.Intn(len(vow))])
		}
		b.WriteByte(cons[r.Intn(len(cons))])
		if w := b.String(); !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// locomoCorpus: every LoCoMo turn text (sessions in number order) plus the
// distinct MSC persona sentences; queries are the LoCoMo QA questions.
func locomoCorpus(shared string, n, q int, seed int64) (*dataset, error) {
	dir := filepath.Join(shared, "data", "locomo")
	samples, err := locomo.Load(filepath.Join(dir, "locomo_dev7.json"))
	if err != nil {
		return nil, fmt.Errorf("read corpus: %w", err)
	}
	d := &dataset{name: "locomo", source: "LoCoMo dev7 turns + MSC personas (" + dir + ")"}
	for _, s := range samples {
		for _, se := range s.Sessions {
			for _, t := range se.Turns {
				d.docs = append(d.docs, t.Text)
			}
		}
		for _, qa := range s.QA {
			d.queries = append(d.queries, qa.Question)
		}
	}
	personas, err := locomo.LoadPersonas(filepath.Join(dir, "msc_personas_all.json"))
	if err != nil {
		return nil, fmt.Errorf("read corpus: %w", err)
	}
	d.docs = append(d.docs, personas...)
	d.docs, d.queries = capDocs(d.docs, n), sample(d.queries, q, seed)
	return d, nil
}

func capDocs(docs []string, n int) []string {
	if n > 0 && n < len(docs) {
		return docs[:n]
	}
	return docs
}

func sample(qs []string, n int, seed int64) []string {
	if n <= 0 || n >= len(qs) {
		return qs
	}
	r := rand.New(rand.NewSource(seed))
	idx := r.Perm(len(qs))[:n]
	sort.Ints(idx)
	out := make([]string, n)
	for i, j := range idx {
		out[i] = qs[j]
	}
	return out
}

// fileCorpus reads one document per non-empty line.
func fileCorpus(path string, n, q int, seed int64) (*dataset, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open corpus: %w", err)
	}
	defer f.Close()
	d := &dataset{name: filepath.Base(path), source: path}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() && (n <= 0 || len(d.docs) < n) {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			d.docs = append(d.docs, l)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read corpus: %w", err)
	}
	d.queries = queriesFromDocs(d.docs, q, seed)
	return d, nil
}

var wordRE = regexp.MustCompile(`[A-Za-z]{3,}`)

// queriesFromDocs picks random documents and 2-4 of their words, the way
// a user recalls a half-remembered line.
func queriesFromDocs(docs []string, q int, seed int64) []string {
	r := rand.New(rand.NewSource(seed))
	var out []string
	for tries := 0; len(out) < q && tries < 20*q && len(docs) > 0; tries++ {
		ws := wordRE.FindAllString(docs[r.Intn(len(docs))], -1)
		if len(ws) < 2 {
			continue
		}
		r.Shuffle(len(ws), func(i, j int) { ws[i], ws[j] = ws[j], ws[i] })
		out = append(out, strings.Join(ws[:min(len(ws), 2+r.Intn(3))], " "))
	}
	return out
}

// scale builds (once, cached in --cache) a >=1M-line real-text corpus:
// comment lines of the Go toolchain sources and the module cache, plus
// lines of /usr/share/doc and /usr/share/man pages, deduplicated, 4+ words.
func scale(c config, stderr io.Writer) (*dataset, error) {
	path, err := ScaleCorpus(c.cache, stderr)
	if err != nil {
		return nil, err
	}
	n := c.docs
	if n <= 0 {
		n = 1000000
	}
	d, err := fileCorpus(path, n, c.queries, c.seed)
	if err != nil {
		return nil, err
	}
	d.name, d.source = "scale", "Go source comments (GOROOT/src, GOMODCACHE) + /usr/share/doc + /usr/share/man text lines, deduplicated ("+path+")"
	return d, nil
}

// ScaleCorpus returns the path of the scale corpus (one line per text)
// under cache, building it first when absent. evibench ann's real-embedding
// set embeds lines of it.
func ScaleCorpus(cache string, stderr io.Writer) (string, error) {
	path := filepath.Join(cache, "lexical-scale.txt")
	if _, err := os.Stat(path); err != nil {
		fmt.Fprintf(stderr, "lexical: building scale corpus into %s\n", path)
		if err := buildScaleCorpus(path, stderr); err != nil {
			return "", err
		}
	}
	return path, nil
}

func buildScaleCorpus(path string, stderr io.Writer) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("scale corpus: %w", err)
	}
	out, err := os.Create(path + ".tmp")
	if err != nil {
		return fmt.Errorf("scale corpus: %w", err)
	}
	w := bufio.NewWriter(out)
	seen := map[string]struct{}{}
	emit := func(line string) {
		line = strings.Join(strings.Fields(line), " ")
		if strings.Count(line, " ") < 3 || !utf8.ValidString(line) || strings.ContainsFunc(line, unicode.IsControl) {
			return
		}
		if _, ok := seen[line]; !ok {
			seen[line] = struct{}{}
			w.WriteString(line)
			w.WriteByte('\n')
		}
	}
	for _, root := range scaleRoots() {
		walkText(root, emit)
		fmt.Fprintf(stderr, "lexical: %s done, %d lines\n", root, len(seen))
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("scale corpus: %w", err)
	}
	out.Close()
	return os.Rename(path+".tmp", path)
}

func scaleRoots() []string {
	var roots []string
	for _, v := range []string{"GOROOT", "GOMODCACHE"} {
		if b, err := exec.Command("go", "env", v).Output(); err == nil {
			if p := strings.TrimSpace(string(b)); p != "" {
				if v == "GOROOT" {
					p = filepath.Join(p, "src")
				}
				roots = append(roots, p)
			}
		}
	}
	return append(roots, "/usr/share/doc", "/usr/share/man")
}

// walkText emits comment lines of .go files and text lines of docs/man.
func walkText(root string, emit func(string)) {
	filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || e.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		switch {
		case strings.HasSuffix(p, ".go"):
			eachLine(p, false, func(l string) {
				if t := strings.TrimSpace(l); strings.HasPrefix(t, "//") {
					emit(strings.TrimPrefix(t, "//"))
				}
			})
		case strings.HasPrefix(root, "/usr/share"):
			eachLine(p, strings.HasSuffix(p, ".gz"), func(l string) {
				if !strings.HasPrefix(l, ".") && !strings.HasPrefix(l, "'") {
					emit(stripRoff(l))
				}
			})
		}
		return nil
	})
}

var roffRE = regexp.MustCompile(`\\f[A-Z1-4P]|\\\(..|\\[-&e|^]|\\s[-+]?\d`)

func stripRoff(l string) string { return roffRE.ReplaceAllString(l, "") }

func eachLine(path string, gz bool, fn func(string)) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	var r io.Reader = f
	if gz {
		z, err := gzip.NewReader(f)
		if err != nil {
			return
		}
		defer z.Close()
		r = z
	}
	sc := bufio.NewScanner(io.LimitReader(r, 8<<20))
	sc.Buffer(make([]byte, 64<<10), 64<<10)
	for sc.Scan() {
		fn(sc.Text())
	}
}
