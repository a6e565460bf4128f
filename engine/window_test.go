package engine

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestWindowsReadYourWrites: a recall issued right after the write that
// completes a window finds that window (it waits for its namespace's
// queued windows), and writes to another namespace queue nothing a recall
// of this one would wait for.
func TestWindowsReadYourWrites(t *testing.T) {
	windowIndexDelay.Store(int64(5 * time.Millisecond)) // a slow indexer: recalls must wait for it
	t.Cleanup(func() { windowIndexDelay.Store(0) })
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	at := date("2026-03-01T10:00:00Z")
	// The question's three words sit in three different turns of one
	// session, so only a window holds them all.
	turns := []string{"we walked to the lighthouse", "the weather was grey", "then we ate chowder", "and drove home late"}
	for round := 0; round < 20; round++ {
		ns := fmt.Sprintf("w%d", round)
		for i, txt := range turns {
			o := Observation{Namespace: ns, Kind: "turn", Content: txt, Source: "test", OccurredAt: at.Add(time.Duration(i) * time.Second)}
			if _, err := e.Remember(ctx, o); err != nil {
				t.Fatal(err)
			}
			other := Observation{Namespace: "other", Kind: "turn", Content: fmt.Sprintf("noise %d %d", round, i), Source: "test",
				OccurredAt: at.Add(time.Duration(round*10+i) * time.Second)}
			if _, err := e.Remember(ctx, other); err != nil {
				t.Fatal(err)
			}
		}
		before := e.proj.win.queuedIn(ns)
		if before == 0 {
			t.Fatalf("round %d: the four turns queued no window", round)
		}
		c, err := e.Recall(ctx, Query{Namespace: ns, Text: "lighthouse weather chowder", BudgetTokens: 512})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, it := range c.Items {
			for _, ch := range it.Trace.Channels {
				found = found || ch.Channel == "window"
			}
		}
		if !found {
			t.Fatalf("round %d: the recall right after the write missed the window it completed", round)
		}
		if got := e.proj.win.queuedIn(ns); got != before {
			t.Fatalf("round %d: writes elsewhere changed %s's window queue %d -> %d", round, ns, before, got)
		}
	}
}
