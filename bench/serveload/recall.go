package serveload

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/client"
)

// maxCapsuleBytes bounds how much of a recall response the generator reads
// (the Go client's own limit).
const maxCapsuleBytes = 64 << 20

// recall sends one recall of a random query and checks the answer.
//
// By default it checks the response without decoding it into a capsule:
// status 200, a body that is well-formed JSON (json.Valid) and that starts
// as the capsule of the namespace asked ({"namespace":"load/nsNN",...).
// With --server the generator shares the machine's cores with the server,
// and decoding every capsule (tens of KB) into structs by reflection was
// CPU taken from the server and counted in its latency. --decode-capsules
// restores the full decode through the Go client (client.Recall), as runs
// before this change did.
//
// It also returns the server's own time for the request, from the answer's
// Server-Timing header (-1 when the answer has none, or with
// --decode-capsules, whose client does not expose headers).
//
// l is the calling client's lean connection (--transport lean), nil for
// net/http.
func (h *harness) recall(ctx context.Context, cfg config, l *leanConn, words *corpus, ns int) (time.Duration, error) {
	req := client.RecallRequest{Namespace: nsName(ns), Query: words.query(), BudgetTokens: cfg.budget}
	if l != nil {
		return l.recall(ctx, req)
	}
	if cfg.decodeCapsules {
		_, err := h.client.Recall(ctx, req)
		return -1, err
	}
	return h.recallChecked(ctx, req)
}

// remember stores obs through l, or the Go client when l is nil, and
// returns the evidence id.
func (h *harness) remember(ctx context.Context, l *leanConn, obs client.Observation) (string, error) {
	if l != nil {
		return l.remember(ctx, obs)
	}
	r, err := h.client.Remember(ctx, obs)
	return r.ID, err
}

// conn returns a new client connection for --transport lean, nil for
// net/http (whose clients share h.hc's pool).
func (h *harness) conn(cfg config) (*leanConn, error) {
	if cfg.transport != "lean" {
		return nil, nil
	}
	return newLeanConn(h.url, h.token)
}

// recallChecked sends req and checks the answer with checkCapsule.
func (h *harness) recallChecked(ctx context.Context, req client.RecallRequest) (time.Duration, error) {
	in, err := json.Marshal(req) // the body client.Recall sends
	if err != nil {
		return -1, fmt.Errorf("recall: encode: %w", err)
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, h.url+"/v1/recall", bytes.NewReader(in))
	if err != nil {
		return -1, fmt.Errorf("recall: %w", err)
	}
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Authorization", "Bearer "+h.token)
	resp, err := h.hc.Do(r)
	if err != nil {
		return -1, fmt.Errorf("recall: %w", err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxCapsuleBytes))
	if err != nil {
		return -1, fmt.Errorf("recall: read: %w", err)
	}
	return parseServerTiming(resp.Header.Get("Server-Timing")), checkCapsule(resp.StatusCode, data, req.Namespace)
}

// maxServerTimingMs bounds a believable Server-Timing value (an hour);
// larger ones would overflow time.Duration or are not timings.
const maxServerTimingMs = 3_600_000

// parseServerTiming reads the "app;dur=MS" metric the server sets
// (internal/httpapi writeJSON); -1 when absent or malformed.
func parseServerTiming(v string) time.Duration {
	for m := range strings.SplitSeq(v, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(m), ";")
		if name != "app" {
			continue
		}
		for p := range strings.SplitSeq(params, ";") {
			k, val, ok := strings.Cut(strings.TrimSpace(p), "=")
			if !ok || k != "dur" {
				continue
			}
			f, err := strconv.ParseFloat(val, 64)
			if err != nil || !(f >= 0 && f <= maxServerTimingMs) { // NaN fails both
				return -1
			}
			return time.Duration(f * float64(time.Millisecond))
		}
	}
	return -1
}

// checkCapsule checks a recall response: status 200, well-formed JSON, the
// capsule of namespace ns.
func checkCapsule(status int, data []byte, ns string) error {
	if status != http.StatusOK {
		return fmt.Errorf("recall: status %d: %.200s", status, data)
	}
	if !json.Valid(data) {
		return fmt.Errorf("recall: response is not well-formed JSON (%d bytes)", len(data))
	}
	want, _ := json.Marshal(ns)
	if !bytes.HasPrefix(data, []byte(`{"namespace":`)) || !bytes.HasPrefix(data[len(`{"namespace":`):], want) {
		return fmt.Errorf("recall: response is not a capsule of namespace %s: %.80s", ns, data)
	}
	return nil
}
