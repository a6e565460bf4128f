package engine

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestSpeakerEvidence: a snapshot's SpeakerEvidence is the evidence whose
// speaker is the one asked (case folded), plus any evidence without a
// stored doc, checked against the ledger's rows, on projections built in
// memory and on the mapped ones a reopen reads.
func TestSpeakerEvidence(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	speakers := []string{"Ulrika", "Cato", "ulrika", "", "Sprocket", "Ulrika Jonsson"}
	var obs []Observation
	for i := range 60 {
		sp := speakers[i%len(speakers)]
		role := "user"
		if sp == "Sprocket" {
			role = "assistant"
		}
		obs = append(obs, Observation{Namespace: "chat/g", Content: fmt.Sprintf("turn %d about the flat", i),
			Source: fmt.Sprintf("s/%d", i), Speaker: sp, Role: role, OccurredAt: date("2025-01-01").AddDate(0, 0, i)})
	}
	obs = append(obs, Observation{Namespace: "chat/g", Content: "far future turn", Source: "far/1",
		Speaker: "Cato", Role: "user", OccurredAt: date("2300-05-01")}) // no stored doc: its times overflow
	obs = append(obs, Observation{Namespace: "chat/other", Content: "another namespace", Source: "o/1",
		Speaker: "Ulrika", Role: "user", OccurredAt: date("2025-01-01")})
	if _, err := e.RememberBatch(context.Background(), obs); err != nil {
		t.Fatal(err)
	}
	check := func(phase string) {
		t.Helper()
		e.mu.RLock()
		v := e.proj.snapshot("chat/g")
		e.mu.RUnlock()
		s := e.newSnapshot(e.proj, "chat/g", v)
		rows, err := e.led.EvidenceBySeq(context.Background(), v.seqs)
		if err != nil {
			t.Fatal(err)
		}
		for _, asked := range []string{"Ulrika", "ULRIKA", "Cato", "Sprocket", "Nobody", "Ulrika Jonsson"} {
			got := s.SpeakerEvidence(asked)
			want := 0
			for _, r := range rows {
				_, _, _, stored := v.docs.get(position(v.seqs, r.Seq))
				in := strings.EqualFold(r.Speaker, asked) || !stored
				if in {
					want++
				}
				if got.Contains(r.Seq) != in {
					t.Errorf("%s: %q: seq %d (speaker %q, stored %v) in = %v, want %v", phase, asked, r.Seq, r.Speaker, stored, got.Contains(r.Seq), in)
				}
			}
			if int(got.GetCardinality()) != want {
				t.Errorf("%s: %q: %d seqs, want %d", phase, asked, got.GetCardinality(), want)
			}
		}
	}
	check("built")
	e = reopenEngine(t, e, path)
	defer e.Close()
	check("mapped")
}

// TestPrincipalSpeaker: the principal is the person who said at least
// twice as many turns as any other person, else twice as many bytes (case
// folded, assistants left out), none when two people are close in both,
// on built and mapped projections.
func TestPrincipalSpeaker(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var obs []Observation
	addText := func(ns, speaker, role, text string, n int) {
		for i := range n {
			obs = append(obs, Observation{Namespace: ns, Content: fmt.Sprintf("%s turn %d%s", speaker, i, text),
				Source: fmt.Sprintf("%s/%s/%d", ns, speaker, i), Speaker: speaker, Role: role,
				OccurredAt: date("2025-01-01").AddDate(0, 0, len(obs))})
		}
	}
	add := func(ns, speaker, role string, n int) { addText(ns, speaker, role, "", n) }
	add("posts", "otter_tea", "user", 12)
	add("posts", "OTTER_TEA", "user", 3)
	add("posts", "kettle_kath", "user", 7)
	add("posts", "AutoModerator", "assistant", 40)
	add("pair", "Maya", "user", 10)
	add("pair", "Tomas", "participant", 8)
	addText("interview", "Speaker 1", "user", strings.Repeat(", and then we moved to the coast", 4), 9)
	addText("interview", "Speaker 2", "user", "?", 10)
	if _, err := e.RememberBatch(context.Background(), obs); err != nil {
		t.Fatal(err)
	}
	check := func(phase string) {
		t.Helper()
		for ns, want := range map[string]string{"posts": "otter_tea", "pair": "", "interview": "Speaker 1", "none": ""} {
			e.mu.RLock()
			v := e.proj.snapshot(ns)
			e.mu.RUnlock()
			if v == nil {
				if ns != "none" {
					t.Fatalf("%s: no view of %s", phase, ns)
				}
				continue
			}
			if got := e.newSnapshot(e.proj, ns, v).PrincipalSpeaker(); got != want {
				t.Errorf("%s: PrincipalSpeaker(%s) = %q, want %q", phase, ns, got, want)
			}
		}
	}
	check("built")
	e = reopenEngine(t, e, path)
	defer e.Close()
	check("mapped")
}

// reopenEngine closes e and opens path again: the projections a reopen
// maps.
func reopenEngine(t *testing.T, e *Engine, path string) *Engine {
	t.Helper()
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return e
}
