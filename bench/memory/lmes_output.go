package memory

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"
)

// emitLMES writes the lme-s report as JSON (-json, --out, --out-dir) or tables.
func emitLMES(rep *LMESReport, o options, stdout io.Writer) error {
	b, err := reportJSON(rep, o)
	if err != nil {
		return err
	}
	if o.outDir != "" {
		if err := os.MkdirAll(o.outDir, 0o755); err != nil {
			return fmt.Errorf("out dir: %w", err)
		}
		if err := os.WriteFile(filepath.Join(o.outDir, "memory-lme-s.json"), b, 0o644); err != nil {
			return fmt.Errorf("write report: %w", err)
		}
	}
	if o.json {
		_, err := stdout.Write(b)
		return err
	}
	return writeLMESTables(stdout, rep)
}

func writeLMESTables(out io.Writer, r *LMESReport) error {
	fmt.Fprintf(out, "evibench memory: lme-s, %s\n", r.Proxy)
	fmt.Fprintf(out, "%s (sha256 %.12s): %d questions scored, %d abstention questions apart, %d sessions, %d duplicate ids dropped; git %.12s\n",
		r.Source, r.Digest, r.Questions, r.Abstention, r.Sessions, r.Duplicates, r.GitCommit)
	fmt.Fprintf(out, "top-%d session ranking per system; %s", r.Limit, r.QueryTime)
	if r.Profile != "" {
		fmt.Fprintf(out, "; vectors of model profile %s for every dense system", r.Profile)
	}
	fmt.Fprintln(out)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "system\trecall_any@5 [95%% CI]\trecall_any@10\tndcg_any@10\tabstention recall_any@5\tcapsule recall@%d\tp50 ms\tp95 ms\tingest s\n", r.Budget)
	for _, s := range r.Systems {
		cr := "n/a"
		if s.CapsuleRecall != nil {
			cr = fmt.Sprintf("%.3f", *s.CapsuleRecall)
		}
		fmt.Fprintf(tw, "%s\t%.3f [%.3f,%.3f]\t%.3f\t%.3f\t%.3f\t%s\t%.2f\t%.2f\t%.1f\n", s.Name, s.Retrieval.RecallAny5,
			s.Retrieval.RecallAny5CI[0], s.Retrieval.RecallAny5CI[1], s.Retrieval.RecallAny10, s.Retrieval.NDCGAny10,
			s.Abstention.RecallAny5, cr, s.P50ms, s.P95ms, s.IngestS)
	}
	tw.Flush()
	if len(r.Systems) > 0 {
		tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "  recall_any@5 by type\tsystem\tquestions\trecall_any@5\tndcg_any@10")
		for _, t := range sortedTypes(r.Systems[0]) {
			for _, s := range r.Systems {
				c := s.ByType[t]
				fmt.Fprintf(tw, "  %s\t%s\t%d\t%.3f\t%.3f\n", t, s.Name, c.Questions, c.RecallAny5, c.NDCGAny10)
			}
		}
		tw.Flush()
	}
	for _, n := range r.Notes {
		fmt.Fprintf(out, "note: %s\n", n)
	}
	m := r.MustShow
	verdict := "FAIL"
	if m.Passed {
		verdict = "PASS"
	}
	fmt.Fprintf(out, "must-show (best EviCortex recall_any@5 >= best peer + %.2f, every peer present): %s: %s vs %s, delta %+.3f",
		m.Margin, verdict, m.BestEviCortex, m.BestPeer, m.Delta)
	if len(m.MissingPeers) > 0 {
		fmt.Fprintf(out, "; missing peers %v", m.MissingPeers)
	}
	fmt.Fprintln(out)
	return nil
}

// rankingLine is one line of the --rankings file.
type rankingLine struct {
	System   string   `json:"system"`
	Question string   `json:"question"`
	Type     string   `json:"type"`
	Gold     []string `json:"gold"`
	Ranked   []string `json:"ranked"`
}

// writeRankings writes every system's ranking of every scored question, in
// report order, so two systems' misses can be compared question by question.
func writeRankings(path string, d *lmesData, systems []LMESSystem) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for _, s := range systems {
		for i := range d.w.Questions {
			q := &d.w.Questions[i]
			if err := enc.Encode(rankingLine{System: s.Name, Question: q.ID, Type: q.Category, Gold: q.GoldSessions, Ranked: s.ranked[q.ID]}); err != nil {
				return fmt.Errorf("--rankings: %w", err)
			}
		}
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("--rankings: %w", err)
	}
	return nil
}
