package recall

import (
	"context"
	"testing"
	"time"

	"github.com/evicortex/evicortex/fuse"
)

// TestStateDenseStatements: a statement that shares no word with the topic
// but that the dense channel ranks joins the state group, so the latest
// statement answers a current question; without the dense hit the older
// statement, found by a topic word, is all the group has.
func TestStateDenseStatements(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	for _, withDense := range []bool{false, true} {
		s := newMemSnapshot(t, "d")
		old := s.add(t, "I live in Lyon, right by the river.", at)
		s.add(t, "Baked bread again, the crust came out great.", at.AddDate(0, 2, 0))
		latest := s.add(t, "Been in Kelowna about a year now and still no hike up the big hill.", at.AddDate(1, 0, 0))
		if withDense {
			s.dense = []DenseHit{{Seq: latest, Cosine: 0.71}, {Seq: old, Cosine: 0.65}}
		}
		q := Query{Namespace: "d", Text: "Where does she live now?", Budget: 300, Now: at.AddDate(1, 6, 0)}
		req, err := Collect(ctx, s, q)
		if err != nil {
			t.Fatal(err)
		}
		c, err := fuse.Compile(req)
		if err != nil {
			t.Fatal(err)
		}
		want := s.ev[old].ID
		if withDense {
			want = s.ev[latest].ID
		}
		answered := ""
		for _, it := range c.Items {
			if _, ok := it.Trace.Features["state_bonus"]; ok {
				answered = it.ID
			}
		}
		if answered != want {
			t.Errorf("dense %v: state answer %q, want %q", withDense, answered, want)
		}
	}
}
