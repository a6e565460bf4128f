package engine

import (
	"context"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

func feedbackCorpus(t *testing.T, e *Engine) (lyonClaim string) {
	t.Helper()
	r := mustRemember(t, e, Observation{Namespace: "fb/u", Source: "chat/1", OccurredAt: date("2026-01-02"),
		Content: "I live in Lyon.", Claims: []ClaimInput{{Subject: "user:bo", Predicate: "lives_in", Value: "Lyon"}}})
	mustRemember(t, e, Observation{Namespace: "fb/u", Source: "chat/2", OccurredAt: date("2026-01-03"),
		Content: "Lyon has great food and I like living there."})
	mustRemember(t, e, Observation{Namespace: "fb/other", Source: "chat/1", OccurredAt: date("2026-01-03"),
		Content: "I live in Lyon too."})
	return r.ClaimIDs[0]
}

func recallFB(t *testing.T, e *Engine, ns string) *capsule.Capsule {
	t.Helper()
	c, err := e.Recall(context.Background(), Query{Namespace: ns, Text: "Where does bo live? Lyon", BudgetTokens: 400,
		Now: date("2026-02-01")})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Items) < 2 {
		t.Fatalf("capsule has %d items", len(c.Items))
	}
	return c
}

func feedbackCount(t *testing.T, e *Engine, ns string) int {
	t.Helper()
	n := 0
	if err := e.led.ScanFeedback(context.Background(), ns, func(ledger.Feedback) error { n++; return nil }); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestFeedbackValidation(t *testing.T) {
	e, path := openTest(t, Options{})
	ctx := context.Background()
	feedbackCorpus(t, e)
	c := recallFB(t, e, "fb/u")
	a, b := c.Items[0].ID, c.Items[1].ID
	rc, err := e.Feedback(ctx, FeedbackInput{Namespace: "fb/u", CapsuleID: c.CapsuleID, Used: []string{a}, Ignored: []string{b}})
	if err != nil {
		t.Fatal(err)
	}
	if rc.Items != 2 || rc.Revision != c.Revision || rc.CapsuleID != c.CapsuleID {
		t.Errorf("receipt %+v", rc)
	}
	head, _ := e.led.JournalHead(ctx)
	bad := []struct {
		name  string
		in    FeedbackInput
		field string
	}{
		{"not in capsule", FeedbackInput{Namespace: "fb/u", CapsuleID: c.CapsuleID, Used: []string{a}, Corrected: []string{"ev_00000000000000000000000000"}}, "corrected[0]"},
		{"named twice", FeedbackInput{Namespace: "fb/u", CapsuleID: c.CapsuleID, Used: []string{a}, Ignored: []string{a}}, "ignored[0]"},
		{"nothing named", FeedbackInput{Namespace: "fb/u", CapsuleID: c.CapsuleID}, "used"},
		{"other namespace", FeedbackInput{Namespace: "fb/other", CapsuleID: c.CapsuleID, Used: []string{a}}, "capsule_id"},
		{"mangled", FeedbackInput{Namespace: "fb/u", CapsuleID: c.CapsuleID[:len(c.CapsuleID)-2] + "AA", Used: []string{a}}, "capsule_id"},
		{"no capsule", FeedbackInput{Namespace: "fb/u", Used: []string{a}}, "capsule_id"},
	}
	for _, x := range bad {
		var fe *FieldError
		if _, err := e.Feedback(ctx, x.in); !errors.As(err, &fe) || fe.Field != x.field || !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid naming %s", x.name, err, x.field)
		}
	}
	if h, _ := e.led.JournalHead(ctx); h != head || feedbackCount(t, e, "fb/u") != 1 {
		t.Errorf("refused feedback wrote (journal %d -> %d)", head, h)
	}
	// The id carries the capsule: another process on the ledger (here the
	// same file reopened) accepts feedback on it.
	e.Close()
	e2, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if _, err := e2.Feedback(ctx, FeedbackInput{Namespace: "fb/u", CapsuleID: c.CapsuleID, Corrected: []string{b}}); err != nil {
		t.Fatalf("feedback after reopen: %v", err)
	}
	if n := feedbackCount(t, e2, "fb/u"); n != 2 {
		t.Errorf("%d feedback records, want 2", n)
	}
}

// TestFeedbackStaleRevision: a capsule compiled before a supersession or
// a purge of one of its items answers ErrStaleRevision, writing nothing;
// a recompiled capsule takes the feedback.
func TestFeedbackStaleRevision(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	lyon := feedbackCorpus(t, e)
	c := recallFB(t, e, "fb/u")
	if c.Items[0].ID != lyon {
		t.Fatalf("top item %s, want the Lyon claim %s", c.Items[0].ID, lyon)
	}
	mustRemember(t, e, Observation{Namespace: "fb/u", Source: "chat/3", OccurredAt: date("2026-01-20"),
		Content: "I moved to Nice.", Claims: []ClaimInput{{Subject: "user:bo", Predicate: "lives_in", Value: "Nice", Supersedes: lyon}}})
	head, _ := e.led.JournalHead(ctx)
	_, err := e.Feedback(ctx, FeedbackInput{Namespace: "fb/u", CapsuleID: c.CapsuleID, Used: []string{c.Items[1].ID}})
	if !errors.Is(err, ErrStaleRevision) {
		t.Fatalf("after supersession: %v, want ErrStaleRevision", err)
	}
	c2 := recallFB(t, e, "fb/u")
	var ep string
	for _, it := range c2.Items {
		if it.Kind == capsule.KindEpisode && it.Text == "Lyon has great food and I like living there." {
			ep = it.ID
		}
	}
	if ep == "" {
		t.Fatal("the food turn is not in the recompiled capsule")
	}
	if _, err := e.Feedback(ctx, FeedbackInput{Namespace: "fb/u", CapsuleID: c2.CapsuleID, Used: []string{ep}}); err != nil {
		t.Fatalf("recompiled capsule: %v", err)
	}
	c3 := recallFB(t, e, "fb/u")
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "fb/u", IDs: []string{ep}}); err != nil {
		t.Fatal(err)
	}
	if n := feedbackCount(t, e, "fb/u"); n != 0 {
		t.Errorf("purge left %d feedback records naming the purged turn", n)
	}
	head, _ = e.led.JournalHead(ctx)
	if _, err := e.Feedback(ctx, FeedbackInput{Namespace: "fb/u", CapsuleID: c3.CapsuleID, Used: []string{c3.Items[0].ID}}); !errors.Is(err, ErrStaleRevision) {
		t.Fatalf("after purge: %v, want ErrStaleRevision", err)
	}
	if h, _ := e.led.JournalHead(ctx); h != head {
		t.Errorf("stale feedback wrote (journal %d -> %d)", head, h)
	}
}

func TestCapsuleIDRoundTrip(t *testing.T) {
	r := capsuleRef{revision: 1 << 40, query: [4]byte{1, 2, 3, 4}, cues: []string{"tea", "garden"}, items: []itemRef{{claim: true, seqs: []uint32{7}},
		{seqs: []uint32{1, 2, 1<<32 - 1}}, {seqs: []uint32{0}}}}
	id := encodeCapsuleID("ns", r)
	got, err := decodeCapsuleID("ns", id)
	if err != nil || got.revision != r.revision || got.query != r.query || len(got.items) != 3 || !slices.Equal(got.cues, r.cues) ||
		got.items[1].seqs[2] != 1<<32-1 || !got.items[0].claim || got.items[2].seqs[0] != 0 {
		t.Fatalf("round trip: %+v, %v", got, err)
	}
	for _, bad := range []string{"", "cap1_", id + "A", "cap2_" + id[5:], id[:len(id)-3]} {
		if _, err := decodeCapsuleID("ns", bad); err == nil {
			t.Errorf("decoded %q", bad)
		}
	}
	if _, err := decodeCapsuleID("other", id); err == nil {
		t.Error("decoded an id of another namespace")
	}
	// A version 1 id (no cues), as engines before cues issued them.
	v1 := []byte{1}
	v1 = binary.AppendUvarint(v1, 9)
	v1 = append(v1, 1, 2, 3, 4)
	v1 = binary.AppendUvarint(v1, 1)
	v1 = append(v1, 0, 1, 5)
	sum := capsuleCheck("ns", v1)
	old, err := decodeCapsuleID("ns", capsuleIDPrefix+base64.RawURLEncoding.EncodeToString(append(v1, sum[:]...)))
	if err != nil || old.revision != 9 || len(old.cues) != 0 || len(old.items) != 1 || old.items[0].seqs[0] != 5 {
		t.Errorf("version 1 id: %+v, %v", old, err)
	}
}

func TestQueryCues(t *testing.T) {
	got := queryCues("Where does Maya live now? Where does MAYA live?")
	if want := postings.Analyze(analyzer, "Where does Maya live now"); !slices.Equal(got, slices.Compact(want)) {
		t.Errorf("cues %q, want the distinct analyzed terms %q", got, want)
	}
	long := strings.Repeat("x", maxCueBytes+1)
	many := long
	for i := 0; i < 2*maxCues; i++ {
		many += fmt.Sprintf(" term%c", 'a'+i)
	}
	if c := queryCues(many); len(c) != maxCues || slices.Contains(c, long) {
		t.Errorf("cues of a long query: %d %q", len(c), c)
	}
}

func FuzzDecodeCapsuleID(f *testing.F) {
	f.Add(encodeCapsuleID("ns", capsuleRef{revision: 3, items: []itemRef{{seqs: []uint32{1}}}}))
	f.Add("cap1_AAAA")
	f.Fuzz(func(t *testing.T, id string) {
		r, err := decodeCapsuleID("ns", id)
		if err != nil {
			return
		}
		if again := encodeCapsuleID("ns", r); again != id {
			// Non-canonical varints may decode; they must still re-encode
			// to an id that decodes to the same capsule.
			r2, err := decodeCapsuleID("ns", again)
			if err != nil || r2.revision != r.revision || len(r2.items) != len(r.items) {
				t.Fatalf("re-encoded id does not decode alike: %v", err)
			}
		}
	})
}
