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
	"time"

	"github.com/evicortex/evicortex/bench/locomo"
	"github.com/evicortex/evicortex/engine"
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

// TestLoCoMoFingerprint prints a digest of the capsule of every LoCoMo
// dev7 question recalled with the latency benchmark's state (default
// profile, the question as goal, the first speaker present) and without
// (EVIBENCH_FINGERPRINT=1; EVIBENCH_LOCOMO names the file): the situation
// channel over a long conversation, where the goal's terms are the
// query's.
func TestLoCoMoFingerprint(t *testing.T) {
	if os.Getenv("EVIBENCH_FINGERPRINT") == "" {
		t.Skip("set EVIBENCH_FINGERPRINT=1")
	}
	path := os.Getenv("EVIBENCH_LOCOMO")
	if path == "" {
		path = "../../../shared/data/locomo/locomo_dev7.json"
	}
	samples, err := locomo.Load(path)
	if err != nil {
		t.Skip(err)
	}
	ctx := context.Background()
	e, err := engine.Open(t.TempDir()+"/memory.db", engine.Options{InMemory: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var pairs []string // evidence id -> dia id
	h := sha256.New()
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, s := range samples {
		ns := "locomo/" + s.ID
		var obs []engine.Observation
		var dia []string
		for _, se := range s.Sessions {
			at, err := se.Time()
			if err != nil {
				t.Fatal(err)
			}
			for i, tu := range se.Turns {
				obs = append(obs, engine.Observation{Namespace: ns, Source: ns + "/" + tu.DiaID, Speaker: tu.Speaker,
					Role: "participant", Content: tu.Speaker + ": " + tu.Text, OccurredAt: at.Add(time.Duration(i) * time.Second)})
				dia = append(dia, tu.DiaID)
			}
		}
		rcs, err := e.RememberBatch(ctx, obs)
		if err != nil {
			t.Fatal(err)
		}
		for i, rc := range rcs {
			pairs = append(pairs, rc.ID, dia[i])
		}
		rp := strings.NewReplacer(pairs...)
		for _, qa := range s.QA {
			for _, st := range []*engine.RecallState{nil, {Mode: "default", Goal: qa.Question, Participants: []string{s.SpeakerA}}} {
				c, err := e.Recall(ctx, engine.Query{Namespace: ns, Text: qa.Question, BudgetTokens: 512, Now: now, State: st})
				if err != nil {
					t.Fatal(err)
				}
				c.CapsuleID, c.Revision = "", 0
				b, _ := json.Marshal(c)
				h.Write([]byte(rp.Replace(string(b))))
			}
		}
	}
	fmt.Printf("locomo fingerprint %x\n", h.Sum(nil))
}
