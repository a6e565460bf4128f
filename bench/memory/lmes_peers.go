package memory

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/internal/pypeer"
	"github.com/evicortex/evicortex/bench/longmemeval"
)

// peerTimeout bounds one run of bench/peers/lme_peers.py (every peer, 500 questions).
const peerTimeout = 30 * time.Minute

// peerInput is the JSON lme_peers.py reads (its docstring describes it).
type peerInput struct {
	Dims      int            `json:"dims"`
	Limit     int            `json:"limit"`
	Questions []peerQuestion `json:"questions"`
}

type peerQuestion struct {
	ID       string        `json:"id"` // the workload's question id
	Question string        `json:"question"`
	Now      string        `json:"now"` // longmemeval.DateLayout
	V        int           `json:"v"`   // row in the vectors file
	Sessions []peerSession `json:"sessions"`
}

type peerSession struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	TS   string `json:"ts"`
	V    int    `json:"v"`
}

type peerOutput struct {
	Versions map[string]string `json:"versions"`
	Systems  []struct {
		Name     string              `json:"name"`
		IngestS  float64             `json:"ingest_s"`
		Rankings map[string][]string `json:"rankings"`
		Latency  map[string]float64  `json:"latency_ms"`
	} `json:"systems"`
}

// peersToRun returns the --peers that can run: without vectors only
// bm25-sessions (a note names the others); without the venv none (noted).
func peersToRun(o options, haveVectors bool, rep *LMESReport) []string {
	if len(o.peers) == 0 {
		return nil
	}
	if err := pypeer.Find(pypeer.VenvPython(o.repo)); err != nil {
		rep.Notes = append(rep.Notes, fmt.Sprintf("peers %s skipped: %v", strings.Join(o.peers, ", "), err))
		return nil
	}
	var out, skipped []string
	for _, p := range o.peers {
		if p != "bm25-sessions" && !haveVectors {
			skipped = append(skipped, p)
			continue
		}
		out = append(out, p)
	}
	if len(skipped) > 0 {
		rep.Notes = append(rep.Notes, "peers "+strings.Join(skipped, ", ")+" skipped: they run on the pinned encoder's vectors and there is no encoder")
	}
	return out
}

// runLMESPeers runs the peers in one Python process on the cache's vectors.
func runLMESPeers(ctx context.Context, o options, d *lmesData, cache *vecCache, rep *LMESReport, stderr io.Writer) error {
	names := peersToRun(o, cache != nil, rep)
	if len(names) == 0 {
		return nil
	}
	tmp, err := os.MkdirTemp("", "evibench-lmes-peers-")
	if err != nil {
		return fmt.Errorf("peers temp dir: %w", err)
	}
	defer os.RemoveAll(tmp)
	in, vecs := filepath.Join(tmp, "input.json"), filepath.Join(tmp, "vectors.f32")
	if err := writePeerInput(ctx, d, cache, in, vecs); err != nil {
		return err
	}
	res := filepath.Join(tmp, "out.json")
	cmd := pypeer.Cmd{Python: pypeer.VenvPython(o.repo), Script: filepath.Join(o.repo, "bench", "peers", "lme_peers.py"),
		Args:   []string{"--input", in, "--vectors", vecs, "--systems", strings.Join(names, ","), "--out", res},
		Env:    []string{"OMP_NUM_THREADS=1", "OPENBLAS_NUM_THREADS=1", "MKL_NUM_THREADS=1"},
		Stderr: stderr, OutFile: res, Timeout: peerTimeout}
	var out peerOutput
	if err := cmd.Run(ctx, &out); err != nil {
		return fmt.Errorf("lme-s peers: %w", err)
	}
	rep.PeerVersion = out.Versions
	for _, ps := range out.Systems {
		s := LMESSystem{Name: ps.Name, Peer: true, IngestS: ps.IngestS}
		score(&s, d, rankings{byQ: ps.Rankings, latency: ps.Latency})
		rep.Systems = append(rep.Systems, s)
	}
	return nil
}

// writePeerInput writes the questions (with their haystacks in time order)
// and, when there is a cache, every text's vector as float32 rows.
func writePeerInput(ctx context.Context, d *lmesData, cache *vecCache, inPath, vecPath string) error {
	row := map[string]int{}
	var texts []string
	rowOf := func(t string) int {
		r, ok := row[t]
		if !ok {
			r = len(texts)
			row[t] = r
			texts = append(texts, t)
		}
		return r
	}
	var in peerInput
	in.Limit = lmesLimit
	var prefix string // a question's vector is its query embedding (dense.EmbedQuery), as the engine's
	if cache != nil {
		prefix = cache.Profile().QueryPrefix
	}
	for i := range d.entries {
		e := &d.entries[i]
		q := peerQuestion{ID: "lme-s/" + e.QuestionID + "/q", Question: e.Question, Now: e.Now().Format(longmemeval.DateLayout), V: rowOf(prefix + e.Question)}
		for _, s := range e.Sessions {
			q.Sessions = append(q.Sessions, peerSession{ID: s.ID, Text: s.Text, TS: s.At.Format(longmemeval.DateLayout), V: rowOf(s.Text)})
		}
		in.Questions = append(in.Questions, q)
	}
	var buf []byte
	if cache != nil {
		in.Dims = cache.Profile().Dims
		vs, err := cache.Embed(ctx, texts)
		if err != nil {
			return fmt.Errorf("lme-s peers: vectors: %w", err)
		}
		buf = make([]byte, 0, 4*in.Dims*len(vs))
		for _, v := range vs {
			for _, x := range v {
				buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(x))
			}
		}
	} else {
		in.Dims = 1 // bm25-sessions only: one zero per text keeps the file well formed
		buf = make([]byte, 4*len(texts))
	}
	b, err := json.Marshal(in)
	if err != nil {
		return fmt.Errorf("lme-s peers: %w", err)
	}
	if err := os.WriteFile(inPath, b, 0o644); err != nil {
		return fmt.Errorf("lme-s peers: %w", err)
	}
	if err := os.WriteFile(vecPath, buf, 0o644); err != nil {
		return fmt.Errorf("lme-s peers: %w", err)
	}
	return nil
}
