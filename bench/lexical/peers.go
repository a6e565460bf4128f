package lexical

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
// line, terms separated by single spaces; the analyzer never emits spaces)
// and runs the Python peers, single-threaded.
func runPeers(c config, tokens, qtokens [][]string, tmp string, stderr io.Writer) ([]EngineResult, [][][]int32, error) {
	py := filepath.Join(c.repo, ".venv", "bin", "python")
	script := filepath.Join(c.repo, "bench", "peers", "lexical_peers.py")
	if _, err := os.Stat(py); err != nil {
		fmt.Fprintf(stderr, "lexical: skipping bm25s and tantivy: %s not found (run `make peers`)\n", py)
		return nil, nil, nil
	}
	docsPath, qPath := filepath.Join(tmp, "docs.tok"), filepath.Join(tmp, "queries.tok")
	if err := writeTokens(docsPath, tokens); err != nil {
		return nil, nil, err
	}
	if err := writeTokens(qPath, qtokens); err != nil {
		return nil, nil, err
	}
	cmd := exec.Command(py, script, "--docs", docsPath, "--queries", qPath, "--k", fmt.Sprint(c.k),
		"--workdir", filepath.Join(tmp, "peers"), "--engines", strings.Join(c.peers, ","))
	cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=1", "OPENBLAS_NUM_THREADS=1", "MKL_NUM_THREADS=1", "NUMBA_NUM_THREADS=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, stderr
	if err := cmd.Run(); err != nil {
		return nil, nil, fmt.Errorf("peers: %w", err)
	}
	var po peerOutput
	if err := json.Unmarshal(out.Bytes(), &po); err != nil {
		return nil, nil, fmt.Errorf("peers: parse output: %w", err)
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

func writeTokens(path string, toks [][]string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("write tokens: %w", err)
	}
	w := bufio.NewWriter(f)
	for _, ts := range toks {
		w.WriteString(strings.Join(ts, " "))
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("write tokens: %w", err)
	}
	return f.Close()
}
