package serveload

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"time"
)

// opReport summarizes one operation of the concurrent phase.
type opReport struct {
	Count  int     `json:"count"`
	Errors int     `json:"errors"`
	PerSec float64 `json:"per_sec"`
	P50Ms  float64 `json:"p50_ms"`
	P99Ms  float64 `json:"p99_ms"`
	MaxMs  float64 `json:"max_ms"`
}

// report is the result of one run (the JSON printed with --json).
type report struct {
	// Seed is the workload seed (--seed); Build the generator's VCS
	// revision ("+dirty" with uncommitted changes), "" when the binary
	// carries none (go test, go run).
	Seed          uint64  `json:"seed"`
	Build         string  `json:"build,omitempty"`
	Clients       int     `json:"clients"`
	DurationS     float64 `json:"duration_s"`
	RateOpsPerS   float64 `json:"rate_ops_per_s"` // 0: closed loop
	WriteFraction float64 `json:"write_fraction"`
	Preload       int     `json:"preload"`
	BudgetTokens  int     `json:"budget_tokens"`
	NumCPU        int     `json:"num_cpu"`
	Server        string  `json:"server"`  // "in-process" or "child" (--server)
	Backend       string  `json:"backend"` // "sqlite" or "postgres"
	// RecallCheck is how the generator checks each recall answer: "json"
	// (status, well-formed JSON, namespace; recall.go) or "decode" (the Go
	// client decodes it into a capsule, --decode-capsules).
	RecallCheck string `json:"recall_check"`
	// GCPercent is the generator process's GC target (--gc-percent, or
	// GOGC from the environment).
	GCPercent         int      `json:"gc_percent"`
	ThroughputOpsPerS float64  `json:"throughput_ops_per_s"`
	Remember          opReport `json:"remember"`
	Recall            opReport `json:"recall"`
	SingleRecallP50Ms float64  `json:"single_client_recall_p50_ms"`
	SingleRecallP99Ms float64  `json:"single_client_recall_p99_ms"`
	// The single-client figures pool two phases of --single recalls, one
	// before the concurrent phase and one after it; their own p50s:
	SingleBeforeP50Ms float64 `json:"single_client_before_p50_ms"`
	SingleAfterP50Ms  float64 `json:"single_client_after_p50_ms"`
	DirectRecallP50Ms float64 `json:"in_process_recall_p50_ms"` // same queries on the engine, no HTTP
	DirectRecallP99Ms float64 `json:"in_process_recall_p99_ms,omitempty"`
	RecallP99Ratio    float64 `json:"recall_p99_over_single_p50"`
	// Where recall latency goes, from each answer's Server-Timing header
	// (the server's time from reading the request to the end of encoding
	// the answer); "outside" is the rest of the client's latency: loopback,
	// the server's and the client's goroutine and thread wake-ups, reading
	// the request and the answer. Absent with --decode-capsules.
	RecallSplit  *latencySplit `json:"recall_split,omitempty"`
	SingleSplit  *latencySplit `json:"single_client_split,omitempty"`
	CPUMsPerOp   float64       `json:"process_cpu_ms_per_op"`   // concurrent phase, server and clients (usage.go)
	AllocKBPerOp float64       `json:"process_alloc_kb_per_op"` // likewise
	GCCycles     int           `json:"gc_cycles"`               // during the concurrent phase
	// Stalls is what the kernel counted during the concurrent phase
	// (steal time, CPU and I/O pressure; stall.go); absent off Linux.
	Stalls *stallReport `json:"machine_stalls,omitempty"`
	// Late counts concurrent requests sent after their scheduled time
	// (open loop): they count from the schedule.
	Late int `json:"late_requests"`
	// Control: the concurrent phase's load from one client (--control),
	// before and after the concurrent phase, pooled.
	Control *controlReport `json:"control,omitempty"`
	// RecallP99OverControlP50 is the concurrent recall p99 over the
	// control's recall p50 (the gate); RecallP99OverControlP99 compares
	// the tails, what concurrency adds to the slowest 1%.
	RecallP99OverControlP50 float64 `json:"recall_p99_over_control_p50,omitempty"`
	RecallP99OverControlP99 float64 `json:"recall_p99_over_control_p99,omitempty"`
	// GateOn is the gate's denominator: "control" (the control recall p50)
	// or "loop" (the back-to-back single-client p50).
	GateOn          string  `json:"gate_on"`
	GateRatio       float64 `json:"gate_ratio"`
	GatePass        bool    `json:"gate_pass"`
	Errors          int     `json:"errors"`
	FirstError      string  `json:"first_error,omitempty"`
	Acked           int     `json:"acknowledged_writes"` // preload, concurrent and control phases
	Lost            int     `json:"lost_writes"`
	FirstLost       string  `json:"first_lost,omitempty"`
	EvidenceCount   int     `json:"evidence_count"`
	JournalEntries  int     `json:"journal_entries"`
	JournalVerified bool    `json:"journal_verified"`
	VerifyError     string  `json:"verify_error,omitempty"`
	// Soak is soak mode's part (soak.go); absent otherwise.
	Soak *soakReport `json:"soak,omitempty"`
}

func newReport(cfg config, conc phaseRun, before, after *opStats) *report {
	single := &opStats{}
	single.merge(before)
	single.merge(after)
	rem, rec, elapsed := conc.rem, conc.rec, conc.elapsed
	r := &report{Clients: cfg.clients, DurationS: elapsed.Seconds(), RateOpsPerS: cfg.rate, WriteFraction: cfg.writeFrac,
		BudgetTokens: cfg.budget, NumCPU: runtime.NumCPU(), GateRatio: cfg.gateRatio, Server: "in-process", Backend: "sqlite",
		RecallCheck: "json", GCPercent: cfg.gcPercent, Stalls: conc.stalls, Late: conc.late, Seed: cfg.seed, Build: buildRevision()}
	if v, err := strconv.Atoi(os.Getenv("GOGC")); err == nil {
		r.GCPercent = v
	}
	if cfg.decodeCapsules {
		r.RecallCheck = "decode"
	}
	if cfg.server != "" {
		r.Server = "child"
	}
	if cfg.postgres != "" {
		r.Backend = "postgres"
	}
	r.Remember, r.Recall = summarize(rem, elapsed), summarize(rec, elapsed)
	r.ThroughputOpsPerS = r.Remember.PerSec + r.Recall.PerSec
	r.SingleRecallP50Ms, r.SingleRecallP99Ms = ms(pct(single.lat, 0.50)), ms(pct(single.lat, 0.99))
	r.SingleBeforeP50Ms, r.SingleAfterP50Ms = ms(pct(before.lat, 0.50)), ms(pct(after.lat, 0.50))
	if r.SingleRecallP50Ms > 0 {
		r.RecallP99Ratio = r.Recall.P99Ms / r.SingleRecallP50Ms
	}
	r.RecallSplit = splitOf(rec)
	r.SingleSplit = splitOf(single)
	r.GateOn = cfg.gateOn
	r.Errors = rem.errs + rec.errs
	for _, e := range []error{rem.firstErr, rec.firstErr} {
		if e != nil && r.FirstError == "" {
			r.FirstError = e.Error()
		}
	}
	return r
}

// latencySplit divides requests' latency into the server's own time and
// the time outside it.
type latencySplit struct {
	N            int     `json:"n"` // requests with a Server-Timing value
	ServerP50Ms  float64 `json:"server_p50_ms"`
	ServerP99Ms  float64 `json:"server_p99_ms"`
	OutsideP50Ms float64 `json:"outside_p50_ms"`
	OutsideP99Ms float64 `json:"outside_p99_ms"`
	// The slowest 1% of these requests (the ceil(N/100) slowest):
	// their mean latency, and the mean server and outside parts of it.
	TailN         int     `json:"tail_n"`
	TailMeanMs    float64 `json:"tail_mean_ms"`
	TailServerMs  float64 `json:"tail_server_ms"`
	TailOutsideMs float64 `json:"tail_outside_ms"`
}

// splitOf splits the latency of s's requests that have a server time;
// nil when none has.
func splitOf(s *opStats) *latencySplit {
	var lat, srv, out []time.Duration
	for i, d := range s.lat {
		if i < len(s.srv) && s.srv[i] >= 0 {
			lat, srv, out = append(lat, d), append(srv, s.srv[i]), append(out, max(0, d-s.srv[i]))
		}
	}
	if len(lat) == 0 {
		return nil
	}
	sp := &latencySplit{N: len(lat), ServerP50Ms: ms(pct(srv, 0.5)), ServerP99Ms: ms(pct(srv, 0.99)),
		OutsideP50Ms: ms(pct(out, 0.5)), OutsideP99Ms: ms(pct(out, 0.99))}
	idx := make([]int, len(lat))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(lat[b], lat[a]) })
	sp.TailN = (len(lat) + 99) / 100
	var sumL, sumS, sumO time.Duration
	for _, i := range idx[:sp.TailN] {
		sumL, sumS, sumO = sumL+lat[i], sumS+srv[i], sumO+out[i]
	}
	n := time.Duration(sp.TailN)
	sp.TailMeanMs, sp.TailServerMs, sp.TailOutsideMs = ms(sumL/n), ms(sumS/n), ms(sumO/n)
	return sp
}

// controlReport summarizes the control phases.
type controlReport struct {
	DurationS   float64       `json:"duration_s"` // both phases
	Remember    opReport      `json:"remember"`
	Recall      opReport      `json:"recall"`
	BeforeP50Ms float64       `json:"recall_before_p50_ms"`
	AfterP50Ms  float64       `json:"recall_after_p50_ms"`
	Split       *latencySplit `json:"recall_split,omitempty"`
	// Late counts requests sent after their scheduled time (the previous
	// answer was still coming): how often the lone client ran back to back.
	Late   int          `json:"late_requests"`
	Stalls *stallReport `json:"machine_stalls,omitempty"` // both phases
}

// setControl adds the control phases.
func (r *report) setControl(before, after phaseRun) {
	if before.rec == nil || after.rec == nil {
		return
	}
	rem, rec := &opStats{}, &opStats{}
	for _, c := range []phaseRun{before, after} {
		rem.merge(c.rem)
		rec.merge(c.rec)
	}
	elapsed := before.elapsed + after.elapsed
	c := &controlReport{DurationS: elapsed.Seconds(), Remember: summarize(rem, elapsed), Recall: summarize(rec, elapsed),
		BeforeP50Ms: ms(pct(before.rec.lat, 0.5)), AfterP50Ms: ms(pct(after.rec.lat, 0.5)), Split: splitOf(rec),
		Late: before.late + after.late, Stalls: before.stalls.plus(after.stalls)}
	r.Control = c
	if c.Recall.P50Ms > 0 {
		r.RecallP99OverControlP50 = r.Recall.P99Ms / c.Recall.P50Ms
	}
	if c.Recall.P99Ms > 0 {
		r.RecallP99OverControlP99 = r.Recall.P99Ms / c.Recall.P99Ms
	}
	r.Errors += rem.errs + rec.errs
	for _, e := range []error{rem.firstErr, rec.firstErr} {
		if e != nil && r.FirstError == "" {
			r.FirstError = e.Error()
		}
	}
}

// judge sets GatePass from the ratio --gate-on names (gateValues); call it
// once the control phases, if any, are in.
func (r *report) judge(cfg config) {
	ratio, _, _ := r.gateValues()
	r.GatePass = ratio > 0 && ratio <= cfg.gateRatio
}

// gateValues returns the gated ratio and its denominator's name and value.
func (r *report) gateValues() (ratio float64, what string, p50 float64) {
	if r.GateOn == "control" && r.Control != nil {
		return r.RecallP99OverControlP50, "control (one client, same load) recall p50", r.Control.Recall.P50Ms
	}
	return r.RecallP99Ratio, "back-to-back single-client p50", r.SingleRecallP50Ms
}

func summarize(s *opStats, elapsed time.Duration) opReport {
	return opReport{Count: len(s.lat), Errors: s.errs, PerSec: float64(len(s.lat)) / elapsed.Seconds(),
		P50Ms: ms(pct(s.lat, 0.50)), P99Ms: ms(pct(s.lat, 0.99)), MaxMs: ms(pct(s.lat, 1))}
}

// pct is the nearest-rank percentile (q in (0, 1]); 0 for no samples.
func pct(lat []time.Duration, q float64) time.Duration {
	if len(lat) == 0 {
		return 0
	}
	s := slices.Clone(lat)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.999999) - 1
	return s[max(0, min(i, len(s)-1))]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// failure returns why the run failed: any error, lost write, count
// mismatch or verify failure always; the latency gate only with --gate.
func (r *report) failure(cfg config) error {
	var errs []error
	if r.Errors > 0 {
		errs = append(errs, fmt.Errorf("%d request errors (first: %s)", r.Errors, r.FirstError))
	}
	if r.Lost > 0 {
		errs = append(errs, fmt.Errorf("%d acknowledged writes lost (first: %s)", r.Lost, r.FirstLost))
	}
	if r.VerifyError != "" || !r.JournalVerified {
		errs = append(errs, fmt.Errorf("journal does not verify: %s", r.VerifyError))
	} else if r.EvidenceCount != r.Acked {
		errs = append(errs, fmt.Errorf("evidence count %d, want %d acknowledged writes", r.EvidenceCount, r.Acked))
	}
	if r.Soak != nil {
		if err := r.Soak.failure(); err != nil {
			errs = append(errs, err)
		}
	}
	if cfg.gate && !r.GatePass {
		ratio, what, p50 := r.gateValues()
		errs = append(errs, fmt.Errorf("gate: recall p99 %.2f ms is %.2f× the %s %.2f ms (limit %.1f×)",
			r.Recall.P99Ms, ratio, what, p50, cfg.gateRatio))
	}
	return errors.Join(errs...)
}

func (r *report) print(w io.Writer, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	}
	mode := "closed loop"
	if r.RateOpsPerS > 0 {
		mode = fmt.Sprintf("open loop at %.0f ops/s", r.RateOpsPerS)
	}
	fmt.Fprintf(w, "serve-load: %d clients, %s, %.1f s, write fraction %.2f, %d preloaded, budget %d, %d CPUs, %s server, %s ledger, recall answers checked by %s, generator GOGC %d\n",
		r.Clients, mode, r.DurationS, r.WriteFraction, r.Preload, r.BudgetTokens, r.NumCPU, r.Server, r.Backend, r.RecallCheck, r.GCPercent)
	fmt.Fprintf(w, "  throughput      %8.1f ops/s\n", r.ThroughputOpsPerS)
	for _, o := range []struct {
		name string
		r    opReport
	}{{"remember", r.Remember}, {"recall", r.Recall}} {
		fmt.Fprintf(w, "  %-9s %7d ok %4d err %8.1f/s  p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms\n",
			o.name, o.r.Count, o.r.Errors, o.r.PerSec, o.r.P50Ms, o.r.P99Ms, o.r.MaxMs)
	}
	gate := "PASS"
	if !r.GatePass {
		gate = "FAIL"
	}
	direct, who := "n/a (child server)", "clients only; the server is a child process"
	if r.Server == "in-process" {
		direct, who = fmt.Sprintf("%.2f ms, p99 %.2f ms", r.DirectRecallP50Ms, r.DirectRecallP99Ms), "server and clients"
	}
	fmt.Fprintf(w, "  single-client recall p50 %.2f ms (before %.2f, after %.2f; p99 %.2f ms; in-process engine p50 %s)\n",
		r.SingleRecallP50Ms, r.SingleBeforeP50Ms, r.SingleAfterP50Ms, r.SingleRecallP99Ms, direct)
	fmt.Fprintf(w, "  this process (%s) per op: %.3f ms CPU, %.0f KB allocated; %d GC cycles\n",
		who, r.CPUMsPerOp, r.AllocKBPerOp, r.GCCycles)
	r.printSplits(w)
	if s := r.Stalls; s != nil {
		fmt.Fprintf(w, "  machine during the concurrent phase: %s; %d requests sent late (timed from the schedule)\n", s, r.Late)
	}
	if c := r.Control; c != nil {
		fmt.Fprintf(w, "  control (1 client, same rate and mix, %.1f s): recall %d ok p50 %.2f ms (before %.2f, after %.2f) p99 %.2f ms; remember p50 %.2f ms p99 %.2f ms; %d requests sent late (timed from the send)\n",
			c.DurationS, c.Recall.Count, c.Recall.P50Ms, c.BeforeP50Ms, c.AfterP50Ms, c.Recall.P99Ms, c.Remember.P50Ms, c.Remember.P99Ms, c.Late)
		if c.Stalls != nil {
			fmt.Fprintf(w, "  machine during the control: %s\n", c.Stalls)
		}
		fmt.Fprintf(w, "  concurrent recall p99 / control recall p50 = %.2f× (p99 / control p99 = %.2f×)\n", r.RecallP99OverControlP50, r.RecallP99OverControlP99)
	}
	fmt.Fprintf(w, "  concurrent recall p99 / back-to-back single-client p50 = %.2f×\n", r.RecallP99Ratio)
	ratio, what, _ := r.gateValues()
	fmt.Fprintf(w, "  gate (p99 / %s ≤ %.1f×): %.2f× %s\n", what, r.GateRatio, ratio, gate)
	fmt.Fprintf(w, "  acknowledged writes %d, lost %d, evidence count %d, journal %d entries verified=%v %s\n",
		r.Acked, r.Lost, r.EvidenceCount, r.JournalEntries, r.JournalVerified, r.VerifyError)
	if s := r.Soak; s != nil {
		s.print(w)
	}
	return nil
}

// printSplits prints the server/outside splits of recall latency.
func (r *report) printSplits(w io.Writer) {
	var ctl *latencySplit
	if r.Control != nil {
		ctl = r.Control.Split
	}
	for _, sp := range []struct {
		name string
		s    *latencySplit
	}{{"concurrent", r.RecallSplit}, {"control", ctl}, {"back-to-back", r.SingleSplit}} {
		if sp.s == nil {
			continue
		}
		fmt.Fprintf(w, "  %s recall split (Server-Timing, n=%d): server p50 %.2f / p99 %.2f ms, outside p50 %.2f / p99 %.2f ms; slowest 1%% (n=%d) mean %.2f ms = server %.2f + outside %.2f\n",
			sp.name, sp.s.N, sp.s.ServerP50Ms, sp.s.ServerP99Ms, sp.s.OutsideP50Ms, sp.s.OutsideP99Ms, sp.s.TailN, sp.s.TailMeanMs, sp.s.TailServerMs, sp.s.TailOutsideMs)
	}
}

// buildRevision returns the binary's VCS revision from its build info,
// with "+dirty" when the tree had uncommitted changes; "" without one.
func buildRevision() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev == "" {
		return ""
	}
	return rev + dirty
}
