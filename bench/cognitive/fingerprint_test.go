package cognitive

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"hash"
	"os"
	"strings"
	"testing"
)

// TestCapsuleFingerprint prints a digest of every state recall's capsule
// on the linked engine (EVIBENCH_FINGERPRINT=1): equal digests before and
// after a speed change show it changed no capsule. It covers the tuned
// suite and the first held-out one, each question without state, with its
// state, and with its state plus two recent items (the gold turn and the
// scenario's first), which runs the situation channel's graph proximity.
func TestCapsuleFingerprint(t *testing.T) {
	if os.Getenv("EVIBENCH_FINGERPRINT") == "" {
		t.Skip("set EVIBENCH_FINGERPRINT=1")
	}
	ctx := context.Background()
	h := sha256.New()
	for i, suite := range [][]Scenario{Generate(48, 60, 1), GenerateHeldOut(48, 60, 2)} {
		linked, err := openLoaded(ctx, fmt.Sprintf("%s/%d", t.TempDir(), i), suite, true)
		if err != nil {
			t.Fatal(err)
		}
		fingerprint(t, h, linked, suite)
		linked.e.Close()
	}
	fmt.Printf("fingerprint %x\n", h.Sum(nil))
}

func fingerprint(t *testing.T, h hash.Hash, linked *engineRun, suite []Scenario) {
	ctx := context.Background()
	var pairs []string // evidence id -> turn id, so the digest does not depend on generated ids
	for ev, turn := range linked.turnOf {
		pairs = append(pairs, ev, turn)
	}
	rp := strings.NewReplacer(pairs...)
	for _, s := range suite {
		for _, q := range s.State {
			recent := *q.State
			recent.Recent = []string{linked.evOf[q.Gold], linked.evOf[s.Turns[0].ID]}
			withRecent := q
			withRecent.State = &recent
			for _, v := range []struct {
				q     Query
				state bool
			}{{q, false}, {q, true}, {withRecent, true}} {
				c, err := linked.recall(ctx, s.Namespace, v.q, 128, v.state)
				if err != nil {
					t.Fatal(err)
				}
				c.CapsuleID, c.Revision = "", 0
				b, _ := json.Marshal(c)
				h.Write([]byte(rp.Replace(string(b))))
			}
		}
	}
}
