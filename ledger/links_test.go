package ledger

import (
	"context"
	"errors"
	"testing"
)

func scanAllLinks(t *testing.T, s *Store, ns string) []Link {
	t.Helper()
	var out []Link
	if err := s.ScanLinks(context.Background(), ns, func(l Link) error { out = append(out, l); return nil }); err != nil {
		t.Fatal(err)
	}
	return out
}

// testLinks (conformance): explicit links are written with their evidence
// and journaled; a link to another namespace, to nothing, or to itself is
// refused with nothing written; a purge deletes the links touching it.
func testLinks(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	base := mustAppend(t, s, obs("ln", "first"), obs("other", "elsewhere"))
	a, x := base[0].Evidence.ID, base[1].Evidence.ID
	b := obs("ln", "second")
	b.Links = []LinkInput{{To: a, Relation: "follows", Strength: 0.9}}
	c := obs("ln", "third")
	c.Links = []LinkInput{{To: "@0"}, {To: a}}
	r := mustAppend(t, s, b, c)
	ls := scanAllLinks(t, s, "ln")
	if len(ls) != 3 || ls[0].FromID != r[0].Evidence.ID || ls[0].ToID != a || ls[0].Relation != "follows" || ls[0].Strength != 0.9 ||
		ls[1].ToID != r[0].Evidence.ID || ls[1].Relation != DefaultRelation || ls[1].Strength != DefaultLinkStrength {
		t.Fatalf("links = %+v", ls)
	}
	head, _ := s.JournalHead(ctx)
	js, _ := s.Journal(ctx, head-1, 1)
	p, err := js[0].Decode()
	if err != nil || len(p.(*AppendPayload).Evidence[1].Links) != 2 ||
		p.(*AppendPayload).Evidence[1].Links[0].SHA256 != linkDigest(r[0].Evidence.ID, DefaultRelation, DefaultLinkStrength) {
		t.Fatalf("journaled links = %+v, %v", p, err)
	}
	var fe *FieldError
	for field, in := range map[string][]EvidenceInput{
		"links[0].to":                 {withLinks(obs("ln", "x"), LinkInput{To: x})},
		"links[0].strength":           {withLinks(obs("ln", "x"), LinkInput{To: a, Strength: 1.5})},
		"observations[1].links[0].to": {obs("ln", "y"), withLinks(obs("ln", "x"), LinkInput{To: "@1"})},
	} {
		before, _ := s.Stats(ctx)
		if _, err := s.Append(ctx, in); !errors.As(err, &fe) || fe.Field != field {
			t.Errorf("%s: %v, want a field error naming it", field, err)
		}
		if now, _ := s.Stats(ctx); now != before {
			t.Errorf("%s: a refused append wrote", field)
		}
	}
	if _, err := s.Append(ctx, []EvidenceInput{withLinks(obs("ln", "x"), LinkInput{To: "ev_00000000000000000000000000"})}); !errors.As(err, &fe) {
		t.Errorf("link to nothing: %v", err)
	}
	if from, err := s.LinksFrom(ctx, "ln", r[1].Evidence.ID); err != nil || len(from) != 2 || from[1].ToID != a {
		t.Fatalf("LinksFrom = %+v, %v", from, err)
	}
	rec, err := s.Purge(ctx, PurgeRequest{Namespace: "ln", IDs: []string{a}})
	if err != nil {
		t.Fatal(err)
	}
	if left := scanAllLinks(t, s, "ln"); len(left) != 1 || left[0].ToID != r[0].Evidence.ID {
		t.Fatalf("after purge: %+v", left)
	}
	pj, _ := s.Journal(ctx, rec.JournalSeq-1, 1)
	if pp, err := pj[0].Decode(); err != nil || len(pp.(*PurgePayload).Links) != 2 {
		t.Fatalf("purge payload links = %+v, %v", pp, err)
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatalf("Verify: %v", err)
	}
}

func withLinks(e EvidenceInput, l ...LinkInput) EvidenceInput {
	e.Links = append(e.Links, l...)
	return e
}
