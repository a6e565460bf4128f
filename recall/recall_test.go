package recall

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
)

// TestChannelTable: every channel has its own name and a depth.
func TestChannelTable(t *testing.T) {
	names := map[string]bool{}
	for _, ch := range channels {
		if ch.Name() == "" || names[ch.Name()] {
			t.Errorf("channel %T: name %q empty or repeated", ch, ch.Name())
		}
		names[ch.Name()] = true
		if ch.Depth() <= 0 {
			t.Errorf("channel %s: depth %d", ch.Name(), ch.Depth())
		}
	}
}

// TestCollectNoEvidence: a nil snapshot (a namespace with no evidence)
// gives hints and nothing to compile.
func TestCollectNoEvidence(t *testing.T) {
	now := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	req, err := Collect(context.Background(), nil, Query{Namespace: "n", Text: "what happened yesterday?", Budget: 100, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	if len(req.Candidates) != 0 || len(req.Channels) != 0 || req.Hints.Time == nil {
		t.Fatalf("request %+v, want hints only", req)
	}
}

// TestCollectRequest: over a small conversation with a claim, the request
// names only candidates some channel returned, in key order, each hit's
// key names a candidate, channels come in table order, and it compiles.
func TestCollectRequest(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "d")
	s.add(t, "Ana: did you take the kayak out on the river?", at, "Ana")
	ev := s.add(t, "Ben: yes, all morning, the river was calm", at.Add(time.Second), "Ben")
	s.add(t, "Ana: I baked bread yesterday", at.Add(2*time.Second), "Ana")
	s.add(t, "Ben: unrelated turn much later", at.Add(48*time.Hour), "Ben")
	s.addClaim(t, ledger.Claim{Subject: "Ben", Predicate: "hobby", Value: "kayak", Confidence: 1,
		ValidFrom: at, RecordedAt: at, EvidenceIDs: []string{s.ev[ev].ID}})
	q := Query{Namespace: "d", Text: "When did Ben take the kayak out?", Budget: 200, Now: at.Add(72 * time.Hour)}
	req, err := Collect(ctx, s, q)
	if err != nil {
		t.Fatal(err)
	}
	keys := map[fuse.Key]bool{}
	for i, c := range req.Candidates {
		keys[c.Key] = true
		if i > 0 && req.Candidates[i-1].Key.Compare(c.Key) >= 0 {
			t.Fatalf("candidates out of key order at %d: %q, %q", i, req.Candidates[i-1].Key, c.Key)
		}
	}
	var order []int
	for _, ch := range req.Channels {
		order = append(order, slices.IndexFunc(channels[:], func(c channel) bool { return c.Name() == ch.Name }))
		for _, h := range ch.Hits {
			if !keys[h.Key] {
				t.Fatalf("channel %s hit %q names no candidate", ch.Name, h.Key)
			}
		}
	}
	if !slices.IsSorted(order) || slices.Contains(order, -1) {
		t.Fatalf("channels %v not in table order", order)
	}
	for _, want := range []string{"lexical", "claim", "temporal", "entity"} {
		if !slices.ContainsFunc(req.Channels, func(c fuse.ChannelResult) bool { return c.Name == want }) {
			t.Errorf("no %s channel in %v", want, order)
		}
	}
	if _, err := fuse.Compile(req); err != nil {
		t.Fatal(err)
	}
}

// TestCollectRefusesLeak: evidence of another namespace from the snapshot
// fails the recall with ErrCorrupt instead of reaching a capsule.
func TestCollectRefusesLeak(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "d")
	s.add(t, "the kayak on the river", at)
	s.leak = &ledger.Evidence{Seq: 99, ID: "ev_other", Namespace: "other", Content: "secret kayak"}
	_, err := Collect(context.Background(), s, Query{Namespace: "d", Text: "kayak", Budget: 100, Now: at})
	if !errors.Is(err, ErrCorrupt) {
		t.Fatalf("err = %v, want ErrCorrupt", err)
	}
}
