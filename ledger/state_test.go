package ledger

import (
	"context"
	"errors"
	"testing"
)

// testEvidenceState (conformance): affect, context and goal are stored
// with their evidence, read back, journaled as a digest, validated (a
// valence out of range writes nothing) and purged with the evidence.
func testEvidenceState(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	in := obs("st", "The release slipped and I was furious.")
	in.State = &EvidenceState{Affect: &Affect{Valence: -0.8, Arousal: 0.9, Significance: 0.7},
		Participants: []string{"Lance", "Viktor"}, Place: "standup", Tags: []string{"work"}, Goal: "ship the release"}
	derived := obs("st", "A calm walk.")
	derived.State = &EvidenceState{Affect: &Affect{Valence: 0.4, Arousal: 0.2}, AffectProducer: "vader-core@1"}
	r := mustAppend(t, s, in, derived, obs("st", "no state"))
	var got []EvidenceState
	var seqs []uint32
	if err := s.ScanStates(ctx, "st", func(seq uint32, ns string, st EvidenceState) error {
		seqs, got = append(seqs, seq), append(got, st)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || seqs[0] != r[0].Evidence.Seq || got[0].Affect.Valence != -0.8 || got[0].Participants[1] != "Viktor" ||
		got[0].Goal != "ship the release" || got[1].AffectProducer != "vader-core@1" || got[1].Tags != nil {
		t.Fatalf("states = %+v", got)
	}
	if one, ok, err := s.StateOf(ctx, r[1].Evidence.Seq); err != nil || !ok || one.Affect.Arousal != 0.2 {
		t.Fatalf("StateOf = %+v %v %v", one, ok, err)
	}
	head, _ := s.JournalHead(ctx)
	js, _ := s.Journal(ctx, head-1, 1)
	p, _ := js[0].Decode()
	if ev := p.(*AppendPayload).Evidence; ev[0].StateSHA256 == "" || ev[2].StateSHA256 != "" {
		t.Errorf("journal state digests: %+v", ev)
	}
	var fe *FieldError
	bad := obs("st", "x")
	bad.State = &EvidenceState{Affect: &Affect{Valence: 1.5}}
	if _, err := s.Append(ctx, []EvidenceInput{bad}); !errors.As(err, &fe) || fe.Field != "affect.valence" {
		t.Fatalf("valence 1.5: %v", err)
	}
	if h, _ := s.JournalHead(ctx); h != head {
		t.Error("a refused append wrote")
	}
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "st", IDs: []string{r[0].Evidence.ID}}); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.StateOf(ctx, r[0].Evidence.Seq); ok {
		t.Error("state of purged evidence survived")
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatal(err)
	}
}
