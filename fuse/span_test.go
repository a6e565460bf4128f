package fuse

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// spanSession is turns t1..t4 of one session (each Prev-linked to the one
// before) plus an unrelated episode x; every text costs 4 tokens under
// approx-v1.
func spanSession() []Candidate {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	texts := []string{"Ana: we adopted a dog", "Ben: what breed is it", "Ana: a small brown terrier", "Ben: lucky little dog"}
	var cs []Candidate
	for i, tx := range texts {
		id := "t" + string(rune('1'+i))
		c := Candidate{Key: EpisodeKey(id), Kind: capsule.KindEpisode, ID: id, Text: tx, EvidenceIDs: []string{id},
			OccurredAt: at.Add(time.Duration(i) * time.Second)}
		if i > 0 {
			c.Prev = EpisodeKey("t" + string(rune('0'+i)))
		}
		cs = append(cs, c)
	}
	return append(cs, Candidate{Key: EpisodeKey("x"), Kind: capsule.KindEpisode, ID: "x", Text: "Cat food prices rose",
		EvidenceIDs: []string{"x"}, OccurredAt: at.Add(-time.Hour)})
}

func spanRequest(budget int, hits ...string) Request {
	ch := ChannelResult{Name: "lexical"}
	for i, k := range hits {
		ch.Hits = append(ch.Hits, lex(k, float64(10-i), 1, 2))
	}
	return Request{Query: "dog breed", Now: time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC), Budget: budget,
		Candidates: spanSession(), Channels: []ChannelResult{ch}}
}

// TestSpanChargesOneOverhead: neighbours packed together are one item that
// cites both, in session order, charged one overhead; the same budget fits
// only one of them when they are not linked.
func TestSpanChargesOneOverhead(t *testing.T) {
	est := DefaultEstimator()
	one := est.Estimate("Ben: what breed is it") + DefaultItemOverheadTokens
	two := est.Estimate("Ana: we adopted a dog\nBen: what breed is it") + DefaultItemOverheadTokens
	req := spanRequest(two, "e:t2", "e:t1")
	c := mustCompile(t, req)
	if len(c.Items) != 1 || !reflect.DeepEqual(c.Items[0].EvidenceIDs, []string{"t1", "t2"}) {
		t.Fatalf("items %+v, want one span citing t1, t2", c.Items)
	}
	it := c.Items[0]
	if it.Text != "Ana: we adopted a dog\nBen: what breed is it" || it.Tokens != two || c.UsedTokens != two || it.ID != "t1" {
		t.Fatalf("span text %q id %s tokens %d used %d, want joined text, id t1, %d tokens", it.Text, it.ID, it.Tokens, c.UsedTokens, two)
	}
	if it.OccurredAt == nil || it.OccurredTo == nil || !it.OccurredTo.After(*it.OccurredAt) {
		t.Fatalf("span times %v..%v", it.OccurredAt, it.OccurredTo)
	}
	if two >= 2*one {
		t.Fatalf("span costs %d, two items %d: nothing saved", two, 2*one)
	}
	unlinked := spanRequest(two, "e:t2", "e:t1")
	for i := range unlinked.Candidates {
		unlinked.Candidates[i].Prev = Key{}
	}
	if c := mustCompile(t, unlinked); len(c.Items) != 1 || c.Items[0].ID != "t2" {
		t.Fatalf("unlinked: items %+v, want t2 alone", c.Items)
	}
}

// TestSpanJoinRefundsOverhead: a turn between two packed spans joins them
// into one item, and the capsule's tokens are that item's cost.
func TestSpanJoinRefundsOverhead(t *testing.T) {
	req := spanRequest(500, "e:t1", "e:t3", "e:x", "e:t2")
	c := mustCompile(t, req)
	var span *capsule.Item
	for i := range c.Items {
		if c.Items[i].ID == "t1" {
			span = &c.Items[i]
		}
	}
	if len(c.Items) != 2 || span == nil || !reflect.DeepEqual(span.EvidenceIDs, []string{"t1", "t2", "t3"}) {
		t.Fatalf("items %+v, want the t1..t3 span and x", c.Items)
	}
	want := DefaultEstimator().Estimate(span.Text) + DefaultItemOverheadTokens
	if span.Tokens != want || strings.Count(span.Text, "\n") != 2 {
		t.Fatalf("span %q tokens %d, want %d", span.Text, span.Tokens, want)
	}
	if c.Items[0].ID != "t1" {
		t.Fatalf("span placed at %s, want first (its best member ranks first)", c.Items[0].ID)
	}
}

// TestSpanMaxItemsCountsSpans: MaxItems limits items, not episodes.
func TestSpanMaxItemsCountsSpans(t *testing.T) {
	req := spanRequest(500, "e:t1", "e:x", "e:t2", "e:t3")
	req.Config.MaxItems = 1
	c := mustCompile(t, req)
	if len(c.Items) != 1 || !reflect.DeepEqual(c.Items[0].EvidenceIDs, []string{"t1", "t2", "t3"}) {
		t.Fatalf("items %+v, want one span t1..t3", c.Items)
	}
	if c.OmittedBy.Budget != 1 {
		t.Fatalf("omitted %+v, want x over budget", c.OmittedBy)
	}
}

// TestSpanOrderIndependent: candidate order does not change spans.
func TestSpanOrderIndependent(t *testing.T) {
	a := spanRequest(60, "e:t3", "e:t1", "e:t2", "e:x", "e:t4")
	b := spanRequest(60, "e:t3", "e:t1", "e:t2", "e:x", "e:t4")
	for i, j := 0, len(b.Candidates)-1; i < j; i, j = i+1, j-1 {
		b.Candidates[i], b.Candidates[j] = b.Candidates[j], b.Candidates[i]
	}
	if x, y := marshal(t, mustCompile(t, a)), marshal(t, mustCompile(t, b)); x != y {
		t.Fatalf("capsules differ:\n%s\n%s", x, y)
	}
}
