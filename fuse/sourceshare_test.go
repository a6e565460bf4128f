package fuse

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// shareRequest: six episodes of family a ranked first, two of family b
// after them, each about 20 tokens, with a budget of 160.
func shareRequest(a, b string, share float64) Request {
	var cands []Candidate
	var hits []ChannelHit
	for i := range 8 {
		src := a
		if i >= 6 {
			src = b
		}
		id := fmt.Sprintf("m%d", i)
		cands = append(cands, Candidate{Key: EpisodeKey(id), Kind: capsule.KindEpisode, ID: id, EvidenceIDs: []string{id},
			Text:       fmt.Sprintf("piece %d on the deploy and the migration, with words of its own: w%da w%db w%dc w%dd w%de.", i, i, i, i, i, i),
			OccurredAt: time.Date(2026, 1, 1+i, 0, 0, 0, 0, time.UTC), Confidence: 1, Source: src})
		hits = append(hits, lex("e:"+id, float64(20-i), 2, 2))
	}
	return Request{Namespace: "n", Query: "deploy migration", Budget: 160, Now: seedNow, Candidates: cands,
		Channels: []ChannelResult{{Name: "lexical", Hits: hits}}, Config: Config{SourceShare: share}}
}

// TestSourceShare: with two families among the candidates, the first
// ranked family's episodes take at most half the budget and the other's
// are packed; with one family the share changes nothing.
func TestSourceShare(t *testing.T) {
	c := mustCompile(t, shareRequest("web/seo", "chat/s1", 0))
	fam := map[string]int{}
	for _, it := range c.Items {
		id := it.ID
		if id == "m6" || id == "m7" {
			fam["chat/s1"] += it.Tokens
		} else {
			fam["web/seo"] += it.Tokens
		}
	}
	if fam["web/seo"] > 80 || fam["chat/s1"] == 0 || c.OmittedBy.SourceShare == 0 {
		t.Fatalf("two families: tokens by family %v, omitted_by %+v, items %v", fam, c.OmittedBy, itemIDs(c))
	}
	off := mustCompile(t, shareRequest("web/seo", "chat/s1", 1))
	if off.OmittedBy.SourceShare != 0 || findItem(off, "m6") != nil {
		t.Fatalf("share off: the first family should crowd out the other: omitted_by %+v, items %v", off.OmittedBy, itemIDs(off))
	}
	one := mustCompile(t, shareRequest("chat/s1", "chat/s1", 0))
	oneOff := mustCompile(t, shareRequest("chat/s1", "chat/s1", 1))
	if !reflect.DeepEqual(one, oneOff) || one.OmittedBy.SourceShare != 0 {
		t.Fatalf("one family: the share changed the capsule: %v vs %v", itemIDs(one), itemIDs(oneOff))
	}
}

func TestSourceFamily(t *testing.T) {
	for in, want := range map[string]string{"chat/s7/t12": "chat/s7", "web/seo/3": "web/seo", "solo": "solo", "/x": "/x", "": ""} {
		if got := SourceFamily(in); got != want {
			t.Errorf("SourceFamily(%q) = %q, want %q", in, got, want)
		}
	}
}
