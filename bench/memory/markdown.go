package memory

import (
	"fmt"
	"math"
	"strings"

	"github.com/evicortex/evicortex/bench/metrics"
)

// Markdown renders the report as a markdown table per dataset and budget,
// with the per-category breakdown.
func Markdown(r *Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# evibench memory: %s\n\n", r.Dataset)
	fmt.Fprintf(&b, "git `%s`, estimator `%s` (+%d tokens per item, every system), budgets %v", r.GitCommit, r.Estimator, r.ItemOverheadTokens, r.Budgets)
	if r.ModelProfile != "" {
		fmt.Fprintf(&b, ", dense model profile `%s`", r.ModelProfile)
	}
	b.WriteString(". 95% CIs: seeded percentile bootstrap over questions.\n\n")
	for _, d := range r.Datasets {
		fmt.Fprintf(&b, "## %s\n\n%s, digest `%.16s`, %d namespaces, %d turns, %d questions.", d.Name, d.Source, d.Digest, d.Namespaces, d.Turns, d.Questions)
		if d.Chunk.Tokens > 0 {
			fmt.Fprintf(&b, " Fixed chunks N=%d, overlap %d (%s).", d.Chunk.Tokens, d.Chunk.Overlap, d.Chunk.describe())
		}
		if c := d.DenseChunk; c != nil && c.Tokens > 0 {
			fmt.Fprintf(&b, " fixed-chunk-dense chunks N=%d, overlap %d (%s).", c.Tokens, c.Overlap, c.describe())
		}
		b.WriteString("\n\n| budget | system | evidence recall [95% CI] | all-found | temporal acc [95% CI] | answer F1 | contained | abstain acc | no-evidence | tokens | p95 ms |\n")
		b.WriteString("|---:|---|---|---:|---|---:|---:|---:|---:|---:|---:|\n")
		for _, bud := range r.Budgets {
			for _, s := range rowsOf(r, d.Name, bud) {
				t, a, c, ab := "n/a", "n/a", "n/a", "n/a"
				if s.TemporalQuestions > 0 {
					t = withCI(s.TemporalAccuracy, s.TemporalAccuracyCI, 1)
				}
				if s.AnswerQuestions > 0 {
					a, c = fmt.Sprintf("%.3f", s.AnswerSupportF1), fmt.Sprintf("%.3f", s.AnswerContainment)
				}
				if s.AbstainQuestions > 0 {
					ab = fmt.Sprintf("%.3f", s.AbstainAccuracy)
				}
				fmt.Fprintf(&b, "| %d | %s | %s | %.3f | %s | %s | %s | %s | %d | %.0f | %.2f |\n", bud, s.Name,
					withCI(s.EvidenceRecall, s.EvidenceRecallCI, s.Answerable-s.NoEvidence), s.AllFound, t, a, c, ab, s.NoEvidence, s.TokensMean, s.P95ms)
			}
		}
		for _, bud := range r.Budgets {
			markdownCategories(&b, r, d.Name, bud)
		}
	}
	if len(r.Notes) > 0 {
		b.WriteString("\nNotes:\n\n")
		for _, n := range r.Notes {
			fmt.Fprintf(&b, "- %s\n", n)
		}
	}
	return b.String()
}

// markdownCategories tabulates evidence recall (and temporal accuracy)
// per category at one budget.
func markdownCategories(b *strings.Builder, r *Report, dataset string, budget int) {
	rows := rowsOf(r, dataset, budget)
	if len(rows) == 0 || len(rows[0].Categories) < 2 {
		return
	}
	fmt.Fprintf(b, "\nBy category at budget %d (evidence recall [95%% CI]; temporal accuracy where defined; abstention on unanswerable):\n\n| category | questions |", budget)
	for _, s := range rows {
		fmt.Fprintf(b, " %s |", s.Name)
	}
	b.WriteString("\n|---|---:|" + strings.Repeat("---|", len(rows)) + "\n")
	for i, c := range rows[0].Categories {
		fmt.Fprintf(b, "| %s | %d |", c.Name, c.Questions)
		for _, s := range rows {
			if i < len(s.Categories) {
				fmt.Fprintf(b, " %s |", categoryCell(s.Categories[i]))
			}
		}
		b.WriteString("\n")
	}
}

func categoryCell(c metrics.CategorySummary) string {
	var parts []string
	if n := c.Answerable - c.NoEvidence; n > 0 {
		parts = append(parts, withCI(c.EvidenceRecall, c.EvidenceRecallCI, n))
	}
	if c.TemporalQuestions > 0 {
		parts = append(parts, fmt.Sprintf("acc %.3f", c.TemporalAccuracy))
	}
	if c.AbstainQuestions > 0 {
		parts = append(parts, fmt.Sprintf("abstain %.3f", c.AbstainAccuracy))
	}
	return strings.Join(parts, "; ")
}

// svgColors are the per-system line colours (colour-blind-safe palette).
var svgColors = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"}

// SVG plots evidence recall against budget, one line per system (with CI
// bars), one panel per dataset.
func SVG(r *Report) string {
	const pw, ph, ml, mt, mb = 420, 260, 50, 30, 40
	w := pw * max(1, len(r.Datasets))
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="11">`+"\n", w, ph+mt+mb+20)
	for i, d := range r.Datasets {
		svgPanel(&b, r, d.Name, float64(i*pw), pw, ph, ml, mt)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func svgPanel(b *strings.Builder, r *Report, dataset string, x0 float64, pw, ph, ml, mt int) {
	iw, ih := float64(pw-ml-20), float64(ph-mt)
	lx, ly := x0+float64(ml), float64(mt)
	budgets := r.Budgets
	lo, hi := math.Log2(float64(minInt(budgets))), math.Log2(float64(maxInt(budgets)))
	xOf := func(bud int) float64 {
		if hi == lo {
			return lx + iw/2
		}
		return lx + (math.Log2(float64(bud))-lo)/(hi-lo)*iw
	}
	yOf := func(v float64) float64 { return ly + ih - v*ih }
	fmt.Fprintf(b, `<text x="%.0f" y="18" font-weight="bold">%s: evidence recall vs budget</text>`+"\n", lx, dataset)
	fmt.Fprintf(b, `<rect x="%.0f" y="%.0f" width="%.0f" height="%.0f" fill="none" stroke="#888"/>`+"\n", lx, ly, iw, ih)
	for _, v := range []float64{0, 0.25, 0.5, 0.75, 1} {
		fmt.Fprintf(b, `<line x1="%.0f" x2="%.0f" y1="%.1f" y2="%.1f" stroke="#ddd"/><text x="%.0f" y="%.1f" text-anchor="end">%.2f</text>`+"\n",
			lx, lx+iw, yOf(v), yOf(v), lx-4, yOf(v)+4, v)
	}
	for _, bud := range budgets {
		fmt.Fprintf(b, `<text x="%.1f" y="%.0f" text-anchor="middle">%d</text>`+"\n", xOf(bud), ly+ih+14, bud)
	}
	fmt.Fprintf(b, `<text x="%.0f" y="%.0f" text-anchor="middle">budget (tokens)</text>`+"\n", lx+iw/2, ly+ih+30)
	for i, name := range systemNames(r, dataset) {
		color := svgColors[i%len(svgColors)]
		var pts []string
		for _, bud := range budgets {
			for _, s := range rowsOf(r, dataset, bud) {
				if s.Name != name {
					continue
				}
				x := xOf(bud)
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", x, yOf(s.EvidenceRecall)))
				fmt.Fprintf(b, `<line x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f" stroke="%s"/><circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`+"\n",
					x, x, yOf(s.EvidenceRecallCI[0]), yOf(s.EvidenceRecallCI[1]), color, x, yOf(s.EvidenceRecall), color)
			}
		}
		fmt.Fprintf(b, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`+"\n", color, strings.Join(pts, " "))
		fmt.Fprintf(b, `<text x="%.0f" y="%.0f" fill="%s">%s</text>`+"\n", lx+6, ly+14+float64(i)*13, color, name)
	}
}

func systemNames(r *Report, dataset string) []string {
	var out []string
	for _, s := range r.Systems {
		if s.Dataset == dataset && !has(out, s.Name) {
			out = append(out, s.Name)
		}
	}
	return out
}

func minInt(xs []int) int {
	m := xs[0]
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}

func maxInt(xs []int) int {
	m := xs[0]
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}
