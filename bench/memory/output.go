package memory

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
)

// reportJSON encodes a report and writes it to --out when given.
func reportJSON(rep any, o options) ([]byte, error) {
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode report: %w", err)
	}
	b = append(b, '\n')
	if o.out != "" {
		if err := os.WriteFile(o.out, b, 0o644); err != nil {
			return nil, fmt.Errorf("write report: %w", err)
		}
	}
	return b, nil
}

func emit(rep *Report, o options, stdout io.Writer) error {
	b, err := reportJSON(rep, o)
	if err != nil {
		return err
	}
	if o.outDir != "" {
		if err := writeOutDir(o.outDir, rep, b); err != nil {
			return err
		}
	}
	if o.json {
		_, err := stdout.Write(b)
		return err
	}
	return writeTables(stdout, rep)
}

// writeOutDir writes memory-<datasets>.json, .md and .svg into dir.
func writeOutDir(dir string, rep *Report, js []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("out dir: %w", err)
	}
	base := filepath.Join(dir, "memory-"+rep.Dataset)
	files := map[string][]byte{base + ".json": js, base + ".md": []byte(Markdown(rep)), base + ".svg": []byte(SVG(rep))}
	for p, b := range files {
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return fmt.Errorf("write %s: %w", p, err)
		}
	}
	return nil
}

func writeTables(out io.Writer, r *Report) error {
	fmt.Fprintf(out, "evibench memory: %s (digest %.12s), %d namespaces, %d turns, %d questions; git %.12s\n",
		r.Dataset, r.DatasetDigest, r.Namespaces, r.Turns, r.Questions, r.GitCommit)
	fmt.Fprintf(out, "estimator %s, item overhead %d tokens for every system", r.Estimator, r.ItemOverheadTokens)
	if r.ModelProfile != "" {
		fmt.Fprintf(out, ", dense model profile %s", r.ModelProfile)
	}
	fmt.Fprintln(out)
	for _, d := range r.Datasets {
		writeDataset(out, r, d)
	}
	for _, n := range r.Notes {
		fmt.Fprintf(out, "note: %s\n", n)
	}
	verdict := "PASS"
	if !r.Gate.Passed {
		verdict = "FAIL"
	}
	fmt.Fprintf(out, "\ngate (evicortex CI above best baseline CI on evidence recall and temporal accuracy; no regression): %s\n", verdict)
	for _, why := range r.Gate.Reasons {
		fmt.Fprintf(out, "  %s\n", why)
	}
	return nil
}

func writeDataset(out io.Writer, r *Report, d DatasetReport) {
	fmt.Fprintf(out, "\n== %s (%s, digest %.12s): %d namespaces, %d turns, %d questions", d.Name, d.Source, d.Digest, d.Namespaces, d.Turns, d.Questions)
	if d.Skipped > 0 {
		fmt.Fprintf(out, ", %d abstention questions skipped", d.Skipped)
	}
	fmt.Fprintln(out)
	if d.Chunk.Tokens > 0 {
		fmt.Fprintf(out, "fixed chunks N=%d O=%d (%s)\n", d.Chunk.Tokens, d.Chunk.Overlap, d.Chunk.describe())
	}
	if c := d.DenseChunk; c != nil && c.Tokens > 0 {
		fmt.Fprintf(out, "fixed-chunk-dense chunks N=%d O=%d (%s)\n", c.Tokens, c.Overlap, c.describe())
	}
	for _, b := range r.Budgets {
		fmt.Fprintf(out, "\nbudget %d tokens\n", b)
		tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "system\tevidence recall [95% CI]\tall-found\trecall@k\ttemporal acc [95% CI]\tcurrent\thistorical\tanswer F1 [95% CI]\tcontained\tabstain acc\tno-evidence\ttokens\tp50 ms\tp95 ms\tingest s")
		for _, s := range rowsOf(r, d.Name, b) {
			fmt.Fprintf(tw, "%s\t%s\t%.3f\t%.3f@%d\t%s\t%s\t%s\t%d\t%.0f\t%.2f\t%.2f\t%.2f\n",
				s.Name, withCI(s.EvidenceRecall, s.EvidenceRecallCI, s.Answerable-s.NoEvidence), s.AllFound, s.RecallAtK, s.K,
				temporalCols(s), answerCols(s), abstainCol(s), s.NoEvidence, s.TokensMean, s.P50ms, s.P95ms, s.IngestS)
		}
		tw.Flush()
		writeCategories(out, rowsOf(r, d.Name, b))
		writeRetrieval(out, rowsOf(r, d.Name, b))
	}
}

func rowsOf(r *Report, dataset string, budget int) []SystemReport {
	var out []SystemReport
	for _, s := range r.Systems {
		if s.Dataset == dataset && s.Budget == budget {
			out = append(out, s)
		}
	}
	return out
}

func withCI(v float64, ci [2]float64, n int) string {
	if n == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.3f [%.3f,%.3f]", v, ci[0], ci[1])
}

func temporalCols(s SystemReport) string {
	if s.TemporalQuestions == 0 {
		return "n/a\tn/a\tn/a"
	}
	return fmt.Sprintf("%s\t%.3f\t%.3f", withCI(s.TemporalAccuracy, s.TemporalAccuracyCI, 1), s.CurrentAccuracy, s.HistoricalAccuracy)
}

func answerCols(s SystemReport) string {
	if s.AnswerQuestions == 0 {
		return "n/a\tn/a"
	}
	return fmt.Sprintf("%s\t%.3f", withCI(s.AnswerSupportF1, s.AnswerSupportF1CI, 1), s.AnswerContainment)
}

func abstainCol(s SystemReport) string {
	if s.AbstainQuestions == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.3f", s.AbstainAccuracy)
}

// writeCategories prints each system's per-category scores.
func writeCategories(out io.Writer, rows []SystemReport) {
	if len(rows) == 0 || len(rows[0].Categories) < 2 {
		return
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  by category\tsystem\tquestions\tevidence recall [95% CI]\ttemporal acc [95% CI]\tanswer F1\tabstain (unanswerable)")
	for i := range rows[0].Categories {
		for _, s := range rows {
			if i >= len(s.Categories) {
				continue
			}
			c := s.Categories[i]
			ab := "n/a"
			if c.AbstainQuestions > 0 {
				ab = fmt.Sprintf("%.3f", c.AbstainAccuracy)
			}
			ans := "n/a"
			if c.AnswerQuestions > 0 {
				ans = fmt.Sprintf("%.3f", c.AnswerSupportF1)
			}
			fmt.Fprintf(tw, "  %s\t%s\t%d\t%s\t%s\t%s\t%s\n", c.Name, s.Name, c.Questions,
				withCI(c.EvidenceRecall, c.EvidenceRecallCI, c.Answerable-c.NoEvidence),
				withCI(c.TemporalAccuracy, c.TemporalAccuracyCI, c.TemporalQuestions), ans, ab)
		}
	}
	tw.Flush()
}

// writeRetrieval prints the LongMemEval ranking metrics.
func writeRetrieval(out io.Writer, rows []SystemReport) {
	for _, s := range rows {
		if len(s.Retrieval) == 0 {
			continue
		}
		keys := make([]string, 0, len(s.Retrieval))
		for k := range s.Retrieval {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var parts []string
		for _, k := range keys {
			parts = append(parts, fmt.Sprintf("%s %.3f", k, s.Retrieval[k]))
		}
		fmt.Fprintf(out, "  %s retrieval (capsule ranking): %s\n", s.Name, strings.Join(parts, ", "))
	}
}
