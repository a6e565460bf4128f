package ledger

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

func init() {
	conformance = append(conformance,
		struct {
			name string
			fn   func(*testing.T, *backend)
		}{"ListEvidenceFilters", testListEvidenceFilters},
		struct {
			name string
			fn   func(*testing.T, *backend)
		}{"ListClaimsAndJournalOf", testListClaimsAndJournalOf},
	)
}

// testListEvidenceFilters: every filter combination, paged at every size,
// returns exactly the rows a naive filter over what was appended keeps, in
// seq order; ScanEvidenceMetadata yields the same seqs.
func testListEvidenceFilters(t *testing.T, b *backend) {
	ctx := context.Background()
	s := b.open(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	kinds := []Kind{KindTurn, KindDocument, KindFact}
	sources := []string{"chat/s1/", "chat/s2/", "doc/a%_", "doc/b"}
	var in []EvidenceInput
	for i := range 60 {
		ns := "list/a"
		if i%5 == 0 {
			ns = "list/b"
		}
		in = append(in, EvidenceInput{Namespace: ns, Kind: kinds[rng.IntN(len(kinds))],
			Content: fmt.Sprintf("piece %d", i), Source: sources[rng.IntN(len(sources))] + fmt.Sprint(i),
			OccurredAt: t0.Add(time.Duration(rng.IntN(100)) * time.Hour),
			Metadata:   []byte(fmt.Sprintf(`{"i":%d}`, i))})
	}
	res := mustAppend(t, s, in...)
	filters := []EvidenceFilter{
		{Namespace: "list/a"},
		{Namespace: "list/b"},
		{Namespace: "list/none"},
		{Namespace: "list/a", Kinds: []Kind{KindFact}},
		{Namespace: "list/a", Kinds: []Kind{KindTurn, KindDocument}, SourcePrefix: "chat/"},
		{Namespace: "list/a", SourcePrefix: "doc/a%_"},
		{Namespace: "list/a", SourcePrefix: "doc/a%"},
		{Namespace: "list/a", OccurredFrom: t0.Add(20 * time.Hour), OccurredTo: t0.Add(60 * time.Hour)},
		{Namespace: "list/b", Kinds: []Kind{KindTurn}, OccurredTo: t0.Add(50 * time.Hour)},
	}
	for fi, f := range filters {
		var want []string
		for i, e := range in {
			if f.keeps(e) {
				want = append(want, res[i].Evidence.ID)
			}
		}
		for _, limit := range []int{1, 3, 7, 100} {
			var got []string
			g := f
			for {
				page, err := s.ListEvidence(ctx, g, limit)
				if err != nil {
					t.Fatalf("filter %d: %v", fi, err)
				}
				for _, e := range page {
					got = append(got, e.ID)
					g.AfterSeq = e.Seq
				}
				if len(page) < limit {
					break
				}
			}
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Fatalf("filter %d limit %d:\n got %v\nwant %v", fi, limit, got, want)
			}
		}
		var scanned []string
		err := s.ScanEvidenceMetadata(ctx, f, func(seq uint32, meta []byte) error {
			for i := range res {
				if res[i].Evidence.Seq == seq {
					if string(meta) != string(in[i].Metadata) {
						t.Errorf("seq %d metadata %q, want %q", seq, meta, in[i].Metadata)
					}
					scanned = append(scanned, res[i].Evidence.ID)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(scanned, ",") != strings.Join(want, ",") {
			t.Fatalf("filter %d scan: got %v want %v", fi, scanned, want)
		}
	}
	if _, err := s.ListEvidence(ctx, EvidenceFilter{Namespace: "list/a"}, 0); err == nil {
		t.Fatal("limit 0 accepted")
	}
}

// keeps is the naive reference of the filter over an input.
func (f EvidenceFilter) keeps(e EvidenceInput) bool {
	if e.Namespace != f.Namespace {
		return false
	}
	if len(f.Kinds) > 0 {
		ok := false
		for _, k := range f.Kinds {
			ok = ok || k == e.Kind
		}
		if !ok {
			return false
		}
	}
	if !strings.HasPrefix(e.Source, f.SourcePrefix) {
		return false
	}
	if !f.OccurredFrom.IsZero() && e.OccurredAt.Before(f.OccurredFrom) {
		return false
	}
	return f.OccurredTo.IsZero() || e.OccurredAt.Before(f.OccurredTo)
}

func testListClaimsAndJournalOf(t *testing.T, b *backend) {
	ctx := context.Background()
	s := b.open(t)
	var in []EvidenceInput
	for i := range 9 {
		o := obs("cl/a", fmt.Sprintf("fact %d", i))
		if i%3 == 2 {
			o.Namespace = "cl/b"
		}
		o.Claims = []ClaimInput{{Subject: fmt.Sprintf("user:%d", i%2), Predicate: "likes", Value: fmt.Sprint(i), Multi: true}}
		in = append(in, o)
	}
	var res []AppendResult
	for _, o := range in { // one namespace per entry: a batch spanning two is journaled under ""
		res = append(res, mustAppend(t, s, o)...)
	}
	for _, tc := range []struct{ subject, predicate string }{{"", ""}, {"USER:1", ""}, {"user:0", "Likes"}, {"user:0", "hates"}} {
		var want []string
		for i, o := range in {
			if o.Namespace == "cl/a" && (tc.subject == "" || strings.EqualFold(tc.subject, o.Claims[0].Subject)) &&
				(tc.predicate == "" || strings.EqualFold(tc.predicate, o.Claims[0].Predicate)) {
				want = append(want, res[i].ClaimIDs[0])
			}
		}
		var got []string
		var after uint32
		for {
			page, err := s.ListClaims(ctx, "cl/a", tc.subject, tc.predicate, after, 2)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range page {
				got = append(got, c.ID)
				after = c.Seq
			}
			if len(page) < 2 {
				break
			}
		}
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Fatalf("%+v: got %v want %v", tc, got, want)
		}
	}
	// Restate in[2]'s claim: the same claim then rests on two pieces of evidence.
	again := obs("cl/b", "restated")
	again.Claims = in[2].Claims
	re := mustAppend(t, s, again)
	links := map[uint32][]uint32{}
	if err := s.ScanClaimEvidence(ctx, "cl/b", func(c, ev uint32) error {
		links[c] = append(links[c], ev)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	want := map[uint32][]uint32{}
	for _, subj := range []string{"user:0", "user:1"} {
		cs, err := s.ClaimsFor(ctx, "cl/b", subj, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			for _, id := range c.EvidenceIDs {
				for i := range res {
					if res[i].Evidence.ID == id {
						want[c.Seq] = append(want[c.Seq], res[i].Evidence.Seq)
					}
				}
				if id == re[0].Evidence.ID {
					want[c.Seq] = append(want[c.Seq], re[0].Evidence.Seq)
				}
			}
		}
	}
	if fmt.Sprint(links) != fmt.Sprint(want) || len(want) != 3 {
		t.Fatalf("cl/b links %v, want %v (3 claims, one on two pieces of evidence)", links, want)
	}
	cs, err := s.ClaimsOfEvidence(ctx, "cl/a", res[0].Evidence.ID)
	if err != nil || len(cs) != 1 || cs[0].ID != res[0].ClaimIDs[0] {
		t.Fatalf("ClaimsOfEvidence: %v %+v", err, cs)
	}
	if cs, err := s.ClaimsOfEvidence(ctx, "cl/b", res[0].Evidence.ID); err != nil || len(cs) != 0 {
		t.Fatalf("ClaimsOfEvidence across namespaces: %v %+v", err, cs)
	}
	js, err := s.JournalOf(ctx, "cl/b", 0, 0)
	if err != nil || len(js) != 4 { // three appends and the restatement
		t.Fatalf("JournalOf: %v, %d entries, want 4", err, len(js))
	}
	for _, j := range js {
		if j.Namespace != "cl/b" {
			t.Fatalf("JournalOf returned an entry of %q", j.Namespace)
		}
	}
}
