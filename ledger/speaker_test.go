package ledger

import (
	"context"
	"errors"
	"testing"
)

// TestSpeakerRole: speaker and role are stored, read back, journaled (left
// out when empty, so pre-v3 entries verify unchanged), checked by Verify,
// and validated before anything is written.
func TestSpeakerRole(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	a := obs("n", "My dog is called Biscuit.")
	a.Speaker, a.Role = "Maya", RoleUser
	b := obs("n", "Noted.")
	res := mustAppend(t, s, a, b)
	ev, err := s.Evidence(ctx, "n", res[0].Evidence.ID)
	if err != nil || ev.Speaker != "Maya" || ev.Role != RoleUser {
		t.Fatalf("read back: %+v %v", ev, err)
	}
	if ev, err := s.Evidence(ctx, "n", res[1].Evidence.ID); err != nil || ev.Speaker != "" || ev.Role != RoleUnknown {
		t.Fatalf("read back unset: %+v %v", ev, err)
	}
	entries, err := s.Journal(ctx, 0, 10)
	if err != nil || len(entries) != 1 {
		t.Fatalf("journal: %d entries, %v", len(entries), err)
	}
	p, err := entries[0].Decode()
	if err != nil {
		t.Fatal(err)
	}
	got := p.(*AppendPayload).Evidence
	if got[0].Speaker != "Maya" || got[0].Role != "user" || got[1].Speaker != "" || got[1].Role != "" {
		t.Fatalf("journaled %+v", got)
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	// A row whose speaker disagrees with the journal is corrupt.
	if _, err := s.wdb.ExecContext(ctx, `UPDATE evidence SET speaker = 'Someone' WHERE id = ?`, res[0].Evidence.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Verify(ctx); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("Verify after tampering: %v, want ErrCorrupt", err)
	}
	if _, err := s.wdb.ExecContext(ctx, `UPDATE evidence SET speaker = 'Maya' WHERE id = ?`, res[0].Evidence.ID); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		mut   func(*EvidenceInput)
		field string
	}{
		{func(e *EvidenceInput) { e.Role = "robot" }, "role"},
		{func(e *EvidenceInput) { e.Speaker = "bad\x00name" }, "speaker"},
	} {
		in := obs("n", "another")
		tc.mut(&in)
		_, err := s.Append(ctx, []EvidenceInput{in})
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("Append: %v, want a field error on %s", err, tc.field)
		}
	}
	if n, err := s.Journal(ctx, 0, 10); err != nil || len(n) != 1 {
		t.Fatalf("rejected appends journaled: %d entries, %v", len(n), err)
	}
}
