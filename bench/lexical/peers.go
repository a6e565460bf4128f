package lexical

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/evicortex/evicortex/bench/internal/pypeer"
)

// peerOutput is what lexical_peers.py prints on stdout.
type peerOutput struct {
	Engines []struct {
		EngineResult
		Results [][]int32 `json:"results"`
		Error   string    `json:"error"`
	} `json:"engines"`
}

// runPeers writes the pre-analyzed token streams (one doc or query per
// line, terms separated by single spaces, as joinTerms made them; the
// analyzer never emits spaces) and runs the Python peers, single-threaded.
func runPeers(ctx context.Context, c config, docs, queries []string, tmp string, stderr io.Writer) ([]EngineResult, [][][]int32, error) {
	py := pypeer.VenvPython(c.repo)
	if pypeer.Find(py) != nil {
		fmt.Fprintf(stderr, "lexical: skipping bm25s and tantivy: %s not found (run `make peers`)\n", py)
		return nil, nil, nil
	}
	docsPath, qPath := filepath.Join(tmp, "docs.tok"), filepath.Join(tmp, "queries.tok")
	if err := writeLines(docsPath, docs); err != nil {
		return nil, nil, err
	}
	if err := writeLines(qPath, queries); err != nil {
		return nil, nil, err
	}
	cmd := pypeer.Cmd{Python: py, Script: filepath.Join(c.repo, "bench", "peers", "lexical_peers.py"),
		Args: []string{"--docs", docsPath, "--queries", qPath, "--k", fmt.Sprint(c.k),
			"--workdir", filepath.Join(tmp, "peers"), "--engines", strings.Join(c.peers, ",")},
		Env:    []string{"OMP_NUM_THREADS=1", "OPENBLAS_NUM_THREADS=1", "MKL_NUM_THREADS=1", "NUMBA_NUM_THREADS=1"},
		Stderr: stderr}
	var po peerOutput
	if err := cmd.Run(ctx, &po); err != nil {
		return nil, nil, fmt.Errorf("peers: %w", err)
	}
	var rs []EngineResult
	var res [][][]int32
	for _, e := range po.Engines {
		if e.Error != "" {
			fmt.Fprintf(stderr, "lexical: peer %s failed: %s\n", e.Name, e.Error)
			continue
		}
		rs, res = append(rs, e.EngineResult), append(res, e.Results)
	}
	return rs, res, nil
}

func writeLines(path string, lines []string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("write tokens: %w", err)
	}
	w := bufio.NewWriter(f)
	for _, l := range lines {
		w.WriteString(l)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("write tokens: %w", err)
	}
	return f.Close()
}
