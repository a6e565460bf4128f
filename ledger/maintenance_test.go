package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// summaryOf builds a summary input of the first sentence of each child.
func summaryOf(rs []AppendResult, contents []string) SummaryInput {
	in := SummaryInput{Scope: "s1", Producer: "test", Version: "1", InputDigest: "d"}
	var parts []string
	for i, r := range rs {
		first, _, _ := strings.Cut(contents[i], ".")
		in.Children = append(in.Children, r.Evidence.ID)
		in.Spans = append(in.Spans, SummarySpan{Child: i, Start: 0, End: len(first) + 1})
		parts = append(parts, first+".")
	}
	in.Text = strings.Join(parts, " ")
	return in
}

func testMaintenanceRecords(t *testing.T, b *backend) {
	s := b.open(t)
	ctx := context.Background()
	contents := []string{"Zebrafinch alpha moved to Lisbon. Noise.", "Quokka beta adopted a cat. More noise.", "Quokka beta adopted a cat. More noise."}
	rs := mustAppend(t, s, obs("m", contents[0]), obs("m", contents[1]), obs("m", contents[2]))
	sum := summaryOf(rs[:2], contents[:2])
	payload, _ := json.Marshal(MergeDuplicatePayload{CanonicalID: rs[0].Evidence.ID, EvidenceID: rs[1].Evidence.ID, Measure: "shingle_jaccard", Similarity: 0.7})
	body, err := s.ApplyMaintenance(ctx, MaintenanceBatch{Namespace: "m", Summaries: []SummaryInput{sum},
		Duplicates: []DuplicateLink{{EvidenceID: rs[2].Evidence.ID, CanonicalID: rs[1].Evidence.ID, Measure: "exact", Similarity: 1}},
		Tiers:      []TierMark{{ItemID: rs[2].Evidence.ID, Tier: TierArchive, Reason: "duplicate"}},
		Proposals:  []ProposalInput{{Kind: ProposalMergeDuplicate, Payload: payload, EvidenceIDs: []string{rs[0].Evidence.ID, rs[1].Evidence.ID}}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(body.Summaries) != 1 || len(body.Duplicates) != 1 || len(body.Tiers) != 1 || len(body.Proposals) != 1 {
		t.Fatalf("payload %+v", body)
	}
	got, err := s.SummaryByID(ctx, "m", body.Summaries[0].ID)
	if err != nil || got.Text != sum.Text || len(got.Children) != 2 || got.Children[1] != rs[1].Evidence.ID {
		t.Fatalf("summary %+v, %v", got, err)
	}
	dups, err := s.Duplicates(ctx, "m")
	if err != nil || len(dups) != 1 || dups[0].CanonicalID != rs[1].Evidence.ID {
		t.Fatalf("duplicates %+v, %v", dups, err)
	}
	tiers, err := s.Tiers(ctx, "m")
	if err != nil || tiers[rs[2].Evidence.ID].Tier != TierArchive {
		t.Fatalf("tiers %+v, %v", tiers, err)
	}
	if some, err := s.HasMaintenance(ctx); err != nil || !some {
		t.Fatalf("HasMaintenance %v, %v", some, err)
	}
	counts, err := s.MaintenanceCounts(ctx, map[string]int64{"m": 1})
	if c := counts["m"]; err != nil || c == nil || c.Evidence != 3 || c.Summaries != 1 || c.Duplicates != 1 ||
		c.PendingProposals != 1 || c.Tiers[TierArchive] != 1 || c.JournalAfter != 1 {
		t.Fatalf("counts %+v, %v", counts["m"], err)
	}
	// Purging a child drops the summary, its duplicate link and the
	// proposal, and leaves none of its words in any file.
	rec, err := s.Purge(ctx, PurgeRequest{Namespace: "m", IDs: []string{rs[0].Evidence.ID}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.SummaryByID(ctx, "m", got.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("summary after purge: %v", err)
	}
	if ps, _ := s.ListProposals(ctx, "m", ""); len(ps) != 0 {
		t.Fatalf("proposals after purge: %+v", ps)
	}
	js, _ := s.Journal(ctx, rec.JournalSeq-1, 1)
	p, _ := js[0].Decode()
	if pp := p.(*PurgePayload); len(pp.Summaries) != 1 || pp.Summaries[0] != got.ID {
		t.Fatalf("purge payload summaries %v", pp.Summaries)
	}
	if s.path != "" {
		assertBytesAbsent(t, s, "Zebrafinch")
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatal(err)
	}
}

func testMaintenanceBadInput(t *testing.T, b *backend) {
	s := b.open(t)
	ctx := context.Background()
	rs := mustAppend(t, s, obs("m", "Alpha one. Beta two."), obs("other", "Gamma three."))
	head, _ := s.JournalHead(ctx)
	sum := summaryOf(rs[:1], []string{"Alpha one. Beta two."})
	bad := sum
	bad.Text = "Words no child holds."
	cross := summaryOf(rs[1:], []string{"Gamma three."})
	for name, b := range map[string]MaintenanceBatch{
		"text not from spans": {Namespace: "m", Summaries: []SummaryInput{bad}},
		"child of another ns": {Namespace: "m", Summaries: []SummaryInput{cross}},
		"self duplicate":      {Namespace: "m", Duplicates: []DuplicateLink{{EvidenceID: rs[0].Evidence.ID, CanonicalID: rs[0].Evidence.ID, Measure: "exact", Similarity: 1}}},
		"bad tier":            {Namespace: "m", Tiers: []TierMark{{ItemID: rs[0].Evidence.ID, Tier: "cold"}}},
		"unknown ns":          {Namespace: "nope", Summaries: []SummaryInput{sum}},
	} {
		if _, err := s.ApplyMaintenance(ctx, b); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if h, _ := s.JournalHead(ctx); h != head {
		t.Fatalf("journal moved from %d to %d", head, h)
	}
}

func testResolveProposal(t *testing.T, b *backend) {
	s := b.open(t)
	ctx := context.Background()
	rs := mustAppend(t, s, obs("m", "the cat sat on the mat today"), obs("m", "the cat sat on the mat yesterday"))
	payload, _ := json.Marshal(MergeDuplicatePayload{CanonicalID: rs[0].Evidence.ID, EvidenceID: rs[1].Evidence.ID, Measure: "shingle_jaccard", Similarity: 0.7})
	body, err := s.ApplyMaintenance(ctx, MaintenanceBatch{Namespace: "m",
		Proposals: []ProposalInput{{Kind: ProposalMergeDuplicate, Payload: payload, EvidenceIDs: []string{rs[0].Evidence.ID, rs[1].Evidence.ID}}}})
	if err != nil {
		t.Fatal(err)
	}
	id := body.Proposals[0]
	head, _ := s.JournalHead(ctx)
	if _, err := s.ResolveProposal(ctx, ResolveInput{ID: "pr_01arz3ndektsv4rrffq69g5fav", Decision: ProposalApplied}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown: %v", err)
	}
	if _, err := s.ResolveProposal(ctx, ResolveInput{ID: id, Decision: "maybe"}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("bad decision: %v", err)
	}
	if h, _ := s.JournalHead(ctx); h != head {
		t.Fatal("a refused resolve wrote")
	}
	p, err := s.ResolveProposal(ctx, ResolveInput{ID: id, Decision: ProposalApplied, Principal: "admin"})
	if err != nil || p.State != ProposalApplied {
		t.Fatalf("apply: %+v %v", p, err)
	}
	if dups, _ := s.Duplicates(ctx, "m"); len(dups) != 1 || dups[0].EvidenceID != rs[1].Evidence.ID {
		t.Fatalf("applied proposal did not link: %+v", dups)
	}
	head, _ = s.JournalHead(ctx)
	if _, err := s.ResolveProposal(ctx, ResolveInput{ID: id, Decision: ProposalRejected}); !errors.Is(err, ErrResolved) {
		t.Fatalf("second resolve: %v", err)
	}
	if h, _ := s.JournalHead(ctx); h != head {
		t.Fatal("a refused resolve wrote")
	}
	ps, err := s.ListProposals(ctx, "m", ProposalApplied)
	if err != nil || len(ps) != 1 || ps[0].ResolvedBy != "admin" || len(ps[0].EvidenceIDs) != 2 {
		t.Fatalf("list: %+v %v", ps, err)
	}
	mp, err := s.RecordMaintenancePass(ctx, MaintenancePass{Namespace: "m", Actions: 3}, "admin")
	if err != nil {
		t.Fatal(err)
	}
	last, err := s.LastMaintenancePasses(ctx)
	if err != nil || last["m"].ID != mp.ID || last["m"].JournalHead != mp.JournalHead {
		t.Fatalf("last pass %+v %v", last, err)
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestSummaryTextSealed: an encrypted ledger holds a summary's text sealed
// (it is its children's words), and reads it back in the clear.
func TestSummaryTextSealed(t *testing.T) {
	dir := t.TempDir()
	_, keys := newKeys(t, dir)
	s, err := Open(filepath.Join(dir, "enc.db"), Options{Clock: newTestClock().Now, Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	contents := []string{"Periwinkle-summary-secret one. x", "Periwinkle-summary-secret two. y"}
	rs := mustAppend(t, s, obs("e", contents[0]), obs("e", contents[1]))
	body, err := s.ApplyMaintenance(ctx, MaintenanceBatch{Namespace: "e", Summaries: []SummaryInput{summaryOf(rs, contents)}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.SummaryByID(ctx, "e", body.Summaries[0].ID)
	if err != nil || !strings.Contains(got.Text, "Periwinkle-summary-secret two.") {
		t.Fatalf("summary %q, %v", got.Text, err)
	}
	if _, err := s.Compact(ctx); err != nil {
		t.Fatal(err)
	}
	for _, f := range s.Files() {
		b, _ := os.ReadFile(f)
		if bytes.Contains(bytes.ToLower(b), []byte("periwinkle-summary-secret")) {
			t.Fatalf("%s holds the summary's text in the clear", f)
		}
	}
}
