package serveload

import (
	"context"
	crand "crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx", for the schemas of a scale-out run

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/internal/httpapi"
	"github.com/evicortex/evicortex/internal/pgtest"
)

// Scale-out (--processes 1,2,4 with --server and --postgres): for each
// process count N, N `evicortex serve` processes share one PostgreSQL
// ledger (a new schema per count, dropped afterwards), each following the
// journal so it answers the others' writes. The preload goes through
// process 0; then --clients clients, client w bound to process w mod N,
// send remembers and recalls for --duration (closed loop, or --rate in
// total), and a prober measures the catch-up lag between processes: it
// remembers a unique word through process i and recalls it through
// process i+1 mod N until the capsule cites the new evidence; the lag is
// the time from the remember's acknowledgement to that recall's answer
// (with N = 1, the same process: its read-your-writes). At the end every
// acknowledged write must be in the ledger (Verify through process 0).
//
// The clients run in this process, on the same machine as the servers: on
// a small machine N servers share its cores with each other and with the
// clients, so the table shows what sharing one ledger costs and how the
// catch-up behaves, not what N machines would serve.

// scaleRow is one process count's result.
type scaleRow struct {
	Processes int      `json:"processes"`
	Remember  opReport `json:"remember"`
	Recall    opReport `json:"recall"`
	OpsPerSec float64  `json:"ops_per_s"`
	// Lag*: the catch-up lag from a write's acknowledgement by one process
	// to the first recall answered by the next one that cites it.
	LagProbes int     `json:"lag_probes"`
	LagP50Ms  float64 `json:"catch_up_lag_p50_ms"`
	LagP99Ms  float64 `json:"catch_up_lag_p99_ms"`
	LagMaxMs  float64 `json:"catch_up_lag_max_ms"`
	Evidence  int     `json:"evidence"` // in the ledger at the end
	Acked     int     `json:"acked"`    // preload + remembers + probes acknowledged
	Lost      int     `json:"lost"`
}

type scaleReport struct {
	Kind      string     `json:"kind"` // "serve-load-scaleout"
	Build     string     `json:"build,omitempty"`
	Backend   string     `json:"backend"`
	Clients   int        `json:"clients"`
	DurationS float64    `json:"duration_s"`
	Rate      float64    `json:"rate,omitempty"`
	Preload   int        `json:"preload"`
	WriteFrac float64    `json:"write_fraction"`
	Rows      []scaleRow `json:"rows"`
}

// parseProcesses reads --processes: a comma-separated list of counts in
// [1, 16].
func parseProcesses(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 16 {
			return nil, fmt.Errorf("--processes: %q is not a process count in [1, 16]", f)
		}
		out = append(out, n)
	}
	return out, nil
}

func runScaleOut(ctx context.Context, cfg config, stdout, progress io.Writer) error {
	rep := scaleReport{Kind: "serve-load-scaleout", Build: buildRevision(), Backend: "postgres", Clients: cfg.clients,
		DurationS: cfg.duration.Seconds(), Rate: cfg.rate, Preload: cfg.preload, WriteFrac: cfg.writeFrac}
	var failed []error
	for _, n := range cfg.processes {
		row, err := scaleOnce(ctx, cfg, n, progress)
		if err != nil {
			return fmt.Errorf("%d processes: %w", n, err)
		}
		if row.Remember.Errors+row.Recall.Errors > 0 || row.Lost > 0 {
			failed = append(failed, fmt.Errorf("%d processes: %d request errors, %d acknowledged writes lost",
				n, row.Remember.Errors+row.Recall.Errors, row.Lost))
		}
		rep.Rows = append(rep.Rows, row)
	}
	if cfg.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(stdout, "serve-load scale-out: PostgreSQL, %d clients, %s each, preload %d\n", cfg.clients, cfg.duration, cfg.preload)
		fmt.Fprintln(stdout, "| processes | ops/s | remember p50 / p99 ms | recall p50 / p99 ms | catch-up lag p50 / p99 / max ms (probes) | errors | lost |")
		fmt.Fprintln(stdout, "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
		for _, r := range rep.Rows {
			fmt.Fprintf(stdout, "| %d | %.0f | %.1f / %.1f | %.1f / %.1f | %.1f / %.1f / %.1f (%d) | %d | %d |\n", r.Processes, r.OpsPerSec,
				r.Remember.P50Ms, r.Remember.P99Ms, r.Recall.P50Ms, r.Recall.P99Ms, r.LagP50Ms, r.LagP99Ms, r.LagMaxMs, r.LagProbes,
				r.Remember.Errors+r.Recall.Errors, r.Lost)
		}
	}
	return errors.Join(failed...)
}

// scaleOnce runs one process count on a new schema.
func scaleOnce(ctx context.Context, cfg config, n int, progress io.Writer) (row scaleRow, err error) {
	row.Processes = n
	dir, err := os.MkdirTemp(cfg.dir, "evibench-scale-")
	if err != nil {
		return row, err
	}
	defer os.RemoveAll(dir)
	var rnd [6]byte
	crand.Read(rnd[:])
	schema := "evibench_scale_" + hex.EncodeToString(rnd[:])
	if err := pgExec(ctx, cfg.postgres, `CREATE SCHEMA `+schema); err != nil {
		return row, fmt.Errorf("create schema: %w", err)
	}
	defer func() {
		if derr := pgExec(context.WithoutCancel(ctx), cfg.postgres, `DROP SCHEMA `+schema+` CASCADE`); derr != nil && err == nil {
			err = fmt.Errorf("drop schema %s: %w", schema, derr)
		}
	}()
	dsn := pgtest.WithSearchPath(cfg.postgres, schema)

	tok := make([]byte, 24)
	crand.Read(tok)
	token := hex.EncodeToString(tok)
	grant, _ := json.Marshal(map[string]httpapi.Principal{token: {Name: "serve-load",
		Namespaces: []string{"load/*"}, Capabilities: []httpapi.Capability{httpapi.CapRead, httpapi.CapWrite, httpapi.CapAdmin}}})
	pf := filepath.Join(dir, "principals.json")
	if err := os.WriteFile(pf, grant, 0o600); err != nil {
		return row, err
	}
	// Started one after another: the first creates the ledger's tables.
	var children []*child
	defer func() {
		for _, c := range children {
			if serr := c.stop(); serr != nil && err == nil {
				err = serr
			}
		}
	}()
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: cfg.clients * 2}, Timeout: time.Minute}
	var clients []*client.Client
	for i := range n {
		c, u, err := spawnServer(ctx, cfg.server, []string{"--postgres", dsn}, pf, filepath.Join(dir, fmt.Sprintf("server%d.log", i)))
		if c != nil {
			children = append(children, c)
		}
		if err != nil {
			return row, err
		}
		cl, err := client.New(u, token, client.WithHTTPClient(hc))
		if err != nil {
			return row, err
		}
		clients = append(clients, cl)
	}
	fmt.Fprintf(progress, "serve-load: %d processes on schema %s; preloading %d observations through process 0\n", n, schema, cfg.preload)
	words := newCorpus(cfg.seed, 4000)
	acked := 0
	for i := 0; i < cfg.preload; i += 100 {
		var batch []client.Observation
		for j := i; j < min(i+100, cfg.preload); j++ {
			batch = append(batch, client.Observation{Namespace: nsName(j % cfg.namespaces), Content: words.doc(fmt.Sprintf("pre %d", j)),
				Source: "preload", OccurredAt: time.Now().UTC()})
		}
		rs, err := clients[0].RememberBatch(ctx, batch)
		if err != nil {
			return row, fmt.Errorf("preload: %w", err)
		}
		acked += len(rs)
	}
	for _, cl := range clients { // each process catches up before it is measured
		if _, err := cl.Recall(ctx, client.RecallRequest{Namespace: nsName(0), Query: words.query(), BudgetTokens: cfg.budget}); err != nil {
			return row, fmt.Errorf("warm-up recall: %w", err)
		}
	}

	deadline := time.Now().Add(cfg.duration)
	var mu sync.Mutex
	var rem, rec opStats
	var wg sync.WaitGroup
	for w := range cfg.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cl := clients[w%n]
			c := words.fork(cfg.seed*1000 + uint64(w))
			rng := rand.New(rand.NewPCG(cfg.seed, uint64(w)))
			var myRem, myRec opStats
			var interval time.Duration
			if cfg.rate > 0 {
				interval = time.Duration(float64(time.Second) * float64(cfg.clients) / cfg.rate)
			}
			next := time.Now()
			for i := 0; time.Now().Before(deadline) && ctx.Err() == nil; i++ {
				if interval > 0 {
					next = next.Add(time.Duration(rng.ExpFloat64() * float64(interval)))
					time.Sleep(time.Until(next))
				}
				ns := nsName(rng.IntN(cfg.namespaces))
				start := time.Now()
				if rng.Float64() < cfg.writeFrac {
					_, err := cl.Remember(ctx, client.Observation{Namespace: ns, Content: c.doc(fmt.Sprintf("w%d-%d", w, i)),
						Source: "load", OccurredAt: start.UTC()})
					myRem.record(time.Since(start), err)
				} else {
					_, err := cl.Recall(ctx, client.RecallRequest{Namespace: ns, Query: c.query(), BudgetTokens: cfg.budget})
					myRec.record(time.Since(start), err)
				}
			}
			mu.Lock()
			rem.merge(&myRem)
			rec.merge(&myRec)
			mu.Unlock()
		}()
	}
	lags, probeErr := probeLag(ctx, clients, deadline, cfg.budget)
	wg.Wait()
	if probeErr != nil {
		return row, fmt.Errorf("catch-up probe: %w", probeErr)
	}
	elapsed := cfg.duration
	row.Remember, row.Recall = summarize(&rem, elapsed), summarize(&rec, elapsed)
	row.OpsPerSec = float64(len(rem.lat)+len(rec.lat)) / elapsed.Seconds()
	row.LagProbes = len(lags)
	row.LagP50Ms, row.LagP99Ms, row.LagMaxMs = ms(pct(lags, 0.5)), ms(pct(lags, 0.99)), ms(pct(lags, 1))
	row.Acked = acked + len(rem.lat) + len(lags)
	vr, err := clients[0].Verify(ctx)
	if err != nil {
		return row, fmt.Errorf("verify: %w", err)
	}
	if !vr.OK {
		return row, fmt.Errorf("journal does not verify after %d processes wrote it", n)
	}
	row.Evidence = vr.Evidence
	row.Lost = max(0, row.Acked-vr.Evidence)
	fmt.Fprintf(progress, "serve-load: %d processes: %.0f ops/s, recall p99 %.1f ms, catch-up lag p50 %.1f ms over %d probes\n",
		n, row.OpsPerSec, row.Recall.P99Ms, row.LagP50Ms, row.LagProbes)
	return row, nil
}

// probeLag writes a unique word through process i and recalls it through
// process i+1 (mod N) until the capsule cites the write, every 100 ms until
// deadline, and returns the lags from acknowledgement to that answer.
func probeLag(ctx context.Context, clients []*client.Client, deadline time.Time, budget int) ([]time.Duration, error) {
	var lags []time.Duration
	for i := 0; time.Now().Before(deadline); i++ {
		word := fmt.Sprintf("probe%dx%d", i, time.Now().UnixNano()%1_000_000)
		w, r := clients[i%len(clients)], clients[(i+1)%len(clients)]
		res, err := w.Remember(ctx, client.Observation{Namespace: "load/probe", Content: "catch-up " + word, Source: "probe",
			OccurredAt: time.Now().UTC()})
		if err != nil {
			return lags, err
		}
		acked := time.Now()
		for {
			c, err := r.Recall(ctx, client.RecallRequest{Namespace: "load/probe", Query: word, BudgetTokens: budget})
			if err != nil {
				return lags, err
			}
			if cites(c, res.ID) {
				lags = append(lags, time.Since(acked))
				break
			}
			if time.Since(acked) > time.Minute {
				return lags, fmt.Errorf("%s not answered by the next process a minute after its acknowledgement", res.ID)
			}
			time.Sleep(time.Millisecond)
		}
		time.Sleep(100 * time.Millisecond)
	}
	return lags, nil
}

// pgExec runs one statement on a connection of its own.
func pgExec(ctx context.Context, dsn, stmt string) error {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	_, err = db.ExecContext(ctx, stmt)
	return err
}

// cites reports whether some item of c cites evidence id.
func cites(c *capsule.Capsule, id string) bool {
	for _, it := range c.Items {
		if slices.Contains(it.EvidenceIDs, id) {
			return true
		}
	}
	return false
}
