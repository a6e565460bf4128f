package recall

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/fuse"
)

// TestDenseStateChannel: the dense-state channel returns the dense hits a
// person said, latest first, only those before a historical question's
// scope ends, and nothing for a question that names no changeable fact.
func TestDenseStateChannel(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "d")
	first := s.add(t, "I live in Lyon, right by the river.", at)
	second := s.add(t, "Mid-move chaos, the new flat in Porto has no curtains yet.", at.AddDate(0, 6, 0))
	assistant := s.add(t, "Porto and Lisbon are both lovely places to live.", at.AddDate(0, 9, 0))
	s.ev[assistant].Role = "assistant"
	third := s.add(t, "New desk, new view: Kelowna from this morning.", at.AddDate(1, 0, 0))
	// the encoder's order: best cosine first, not time order
	s.dense = []DenseHit{{Seq: second, Cosine: 0.74}, {Seq: assistant, Cosine: 0.72}, {Seq: first, Cosine: 0.70}, {Seq: third, Cosine: 0.61}}
	run := func(text string) []string {
		t.Helper()
		req, err := Collect(ctx, s, Query{Namespace: "d", Text: text, Budget: 300, Now: at.AddDate(1, 6, 0)})
		if err != nil {
			t.Fatal(err)
		}
		idOf := make(map[fuse.Key]string)
		for _, c := range req.Candidates {
			idOf[c.Key] = c.ID
		}
		var ids []string
		for _, ch := range req.Channels {
			if ch.Name == "densestate" {
				for _, h := range ch.Hits {
					ids = append(ids, idOf[h.Key])
				}
			}
		}
		return ids
	}
	id := func(seqs ...uint32) []string {
		var out []string
		for _, q := range seqs {
			out = append(out, s.ev[q].ID)
		}
		return out
	}
	if got, want := run("Where does she live now?"), id(third, second, first); !slices.Equal(got, want) {
		t.Errorf("current: %v, want %v (latest first, no assistant turn)", got, want)
	}
	if got, want := run("Where did she live in October 2025?"), id(second, first); !slices.Equal(got, want) {
		t.Errorf("historical: %v, want %v (nothing from after the scope)", got, want)
	}
	if got := run("What did she bake last week?"); len(got) != 0 {
		t.Errorf("no topic: %v, want none", got)
	}
}
