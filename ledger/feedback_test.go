package ledger

import (
	"context"
	"errors"
	"testing"
)

func scanAllFeedback(t *testing.T, s *Store, ns string) []Feedback {
	t.Helper()
	var out []Feedback
	if err := s.ScanFeedback(context.Background(), ns, func(f Feedback) error { out = append(out, f); return nil }); err != nil {
		t.Fatal(err)
	}
	return out
}

// testFeedback (conformance): feedback is stored and journaled atomically,
// read back in order, refused whole when it names evidence outside the
// namespace, and deleted by a purge of any evidence it names.
func testFeedback(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	r := mustAppend(t, s, obs("fb", "one"), obs("fb", "two"), obs("fb", "three"), obs("other", "elsewhere"))
	a, b, c, x := r[0].Evidence.ID, r[1].Evidence.ID, r[2].Evidence.ID, r[3].Evidence.ID
	f1, err := s.AppendFeedback(ctx, FeedbackInput{Namespace: "fb", CapsuleID: "cap1", Revision: 1, Principal: "p",
		Items: []FeedbackItem{{ItemID: a, Outcome: OutcomeUsed, EvidenceIDs: []string{a, b}},
			{ItemID: "cl_x", Outcome: OutcomeCorrected, EvidenceIDs: []string{c}}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AppendFeedback(ctx, FeedbackInput{Namespace: "fb", CapsuleID: "cap2", Revision: 2,
		Items: []FeedbackItem{{ItemID: c, Outcome: OutcomeIgnored, EvidenceIDs: []string{c}}}}); err != nil {
		t.Fatal(err)
	}
	got := scanAllFeedback(t, s, "fb")
	if len(got) != 2 || got[0].ID != f1.ID || got[0].CapsuleID != "cap1" || got[0].Principal != "p" || len(got[0].Items) != 2 ||
		len(got[0].Items[0].EvidenceIDs) != 2 || got[0].Items[1].Outcome != OutcomeCorrected || got[1].Items[0].ItemID != c {
		t.Fatalf("feedback read back = %+v", got)
	}
	head, _ := s.JournalHead(ctx)
	js, _ := s.Journal(ctx, head-1, 1)
	if len(js) != 1 || js[0].Op != OpFeedback {
		t.Fatalf("last journal entry = %+v, want a feedback entry", js)
	}
	if p, err := js[0].Decode(); err != nil || p.(*FeedbackPayload).CapsuleID != "cap2" {
		t.Fatalf("feedback payload = %+v, %v", p, err)
	}
	// Evidence of another namespace: refused, nothing written.
	_, err = s.AppendFeedback(ctx, FeedbackInput{Namespace: "fb", CapsuleID: "cap3",
		Items: []FeedbackItem{{ItemID: a, Outcome: OutcomeUsed, EvidenceIDs: []string{a}}, {ItemID: x, Outcome: OutcomeUsed, EvidenceIDs: []string{x}}}})
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("foreign evidence: %v, want ErrNotFound", err)
	}
	var fe *FieldError
	_, err = s.AppendFeedback(ctx, FeedbackInput{Namespace: "fb", CapsuleID: "cap3",
		Items: []FeedbackItem{{ItemID: a, Outcome: "liked", EvidenceIDs: []string{a}}}})
	if !errors.As(err, &fe) || fe.Field != "items[0].outcome" {
		t.Fatalf("bad outcome: %v", err)
	}
	if h, _ := s.JournalHead(ctx); h != head || len(scanAllFeedback(t, s, "")) != 2 {
		t.Fatalf("a refused feedback wrote (journal %d -> %d)", head, h)
	}
	// Purging b removes the first feedback (it names b), not the second.
	rec, err := s.Purge(ctx, PurgeRequest{Namespace: "fb", IDs: []string{b}})
	if err != nil {
		t.Fatal(err)
	}
	left := scanAllFeedback(t, s, "fb")
	if len(left) != 1 || left[0].CapsuleID != "cap2" {
		t.Fatalf("after purge: %+v, want only cap2", left)
	}
	pj, _ := s.Journal(ctx, rec.JournalSeq-1, 1)
	pp, err := pj[0].Decode()
	if err != nil || len(pp.(*PurgePayload).Feedback) != 1 || pp.(*PurgePayload).Feedback[0] != f1.ID {
		t.Fatalf("purge payload feedback = %+v, %v", pp, err)
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatalf("Verify: %v", err)
	}
}
