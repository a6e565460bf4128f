package engine

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// updateGolden rewrites testdata/capsules_plain.sha256 from the current code.
// The committed digest was written by the code before memory modes,
// attention, feedback, links and state existed (main at e336d85; rewritten
// when per-namespace BM25 statistics landed, from a98fa5c with only that
// change merged, which gives the same digest as the merged code), so this
// test proves that a recall naming none of them is byte-identical to it.
var updateGolden = flag.Bool("update-golden", false, "rewrite engine/testdata/capsules_plain.sha256")

// goldenCorpus writes a deterministic two-user corpus: claims that move
// (lives_in, works_at, prefers_theme) with supersession, a dispute, a
// multi-valued predicate and distractor turns, each observation at a fixed
// time with a fixed source. It returns the id -> stable-name replacements
// that make capsules comparable across runs (ledger ids are random).
func goldenCorpus(t *testing.T, e *Engine) *strings.Replacer {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, 11))
	cities := []string{"Lyon", "Prague", "Oslo", "Lisbon", "Porto", "Ghent"}
	firms := []string{"Acme", "Globex", "Initech", "Umbrella", "Hooli"}
	themes := []string{"light", "dark", "solarized"}
	filler := []string{"I had pasta for lunch today.", "The weather was grey and cold.",
		"We watched a documentary about whales.", "My bike needs new brakes soon.",
		"The train was late again this morning.", "I am reading a novel about sailors.",
		"Our team shipped the release on Friday.", "The garden tomatoes finally turned red."}
	var pairs []string
	start := date("2026-01-05T09:00:00Z")
	for _, user := range []string{"maya", "omar"} {
		ns := "golden/" + user
		subj := "user:" + user
		last := map[string]string{}
		for i := 0; i < 60; i++ {
			at := start.Add(time.Duration(i) * 61 * time.Hour)
			src := fmt.Sprintf("%s/t%03d", ns, i)
			o := Observation{Namespace: ns, Source: src, OccurredAt: at, Role: "user", Speaker: user}
			switch i % 6 {
			case 0:
				c := cities[rng.IntN(len(cities))]
				o.Content = fmt.Sprintf("I moved to %s and I live there now.", c)
				o.Claims = []ClaimInput{{Subject: subj, Predicate: "lives_in", Value: c, Supersedes: last["lives_in"]}}
			case 2:
				f := firms[rng.IntN(len(firms))]
				o.Content = fmt.Sprintf("I started a new job at %s this week.", f)
				o.Claims = []ClaimInput{{Subject: subj, Predicate: "works_at", Value: f, Supersedes: last["works_at"]}}
			case 4:
				th := themes[rng.IntN(len(themes))]
				o.Content = fmt.Sprintf("These days I prefer the %s theme in my editor.", th)
				o.Claims = []ClaimInput{{Subject: subj, Predicate: "prefers_theme", Value: th, Supersedes: last["prefers_theme"]}}
			default:
				o.Content = filler[rng.IntN(len(filler))]
			}
			if i == 31 { // an undecided statement: disputes the current city
				o.Content = "Or maybe I actually live in Bergen, I am not sure."
				o.Claims = []ClaimInput{{Subject: subj, Predicate: "lives_in", Value: "Bergen", Confidence: 0.6}}
			}
			if i%10 == 7 {
				o.Content = "I like hiking and I like chess."
				o.Claims = []ClaimInput{{Subject: subj, Predicate: "likes", Value: fmt.Sprintf("hobby-%d", i), MultiValued: true}}
			}
			r := mustRemember(t, e, o)
			pairs = append(pairs, r.ID, "ev<"+src+">")
			for j, id := range r.ClaimIDs {
				pairs = append(pairs, id, fmt.Sprintf("cl<%s/%d>", src, j))
				if i != 31 && !o.Claims[j].MultiValued {
					last[o.Claims[j].Predicate] = id
				}
			}
		}
	}
	return strings.NewReplacer(pairs...)
}

// goldenQueries are the recalls the golden capsules answer: current,
// historical, as-of, known-at and plain keyword questions at two budgets.
func goldenQueries() []Query {
	now := date("2026-12-01T00:00:00Z")
	var qs []Query
	for _, user := range []string{"maya", "omar"} {
		ns := "golden/" + user
		for _, text := range []string{"Where does " + user + " live these days?",
			"Where did " + user + " live in March 2026?", "Where does " + user + " work now?",
			"Which editor theme does the user prefer?", "What does " + user + " like?",
			"Tell me about the train and the bike.", "Where did I live before I moved?"} {
			for _, budget := range []int{96, 512} {
				qs = append(qs, Query{Namespace: ns, Text: text, BudgetTokens: budget, Now: now})
			}
		}
		qs = append(qs, Query{Namespace: ns, Text: "Where does " + user + " live?", BudgetTokens: 300, Now: now,
			AsOf: date("2026-04-20T00:00:00Z")})
		qs = append(qs, Query{Namespace: ns, Text: "Where does " + user + " work?", BudgetTokens: 300, Now: now,
			KnownAt: date("2026-01-25T00:00:00Z")})
	}
	return qs
}

// goldenCapsules recalls every golden query and returns the capsules as
// JSON lines with ids replaced by stable names.
func goldenCapsules(t *testing.T, e *Engine, rep *strings.Replacer, recall func(Query) (*capsule.Capsule, error)) []byte {
	t.Helper()
	var out bytes.Buffer
	for _, q := range goldenQueries() {
		c, err := recall(q)
		if err != nil {
			t.Fatalf("Recall(%q): %v", q.Text, err)
		}
		if !strings.HasPrefix(c.CapsuleID, capsuleIDPrefix) || c.Revision <= 0 {
			t.Fatalf("Recall(%q): capsule_id %q, revision %d", q.Text, c.CapsuleID, c.Revision)
		}
		// The capsule's identity is new; everything before it is compared.
		c.CapsuleID, c.Revision = "", 0
		b, err := capsule.AppendJSON(nil, c)
		if err != nil {
			t.Fatalf("AppendJSON: %v", err)
		}
		b, ok := bytes.CutSuffix(b, []byte(`,"capsule_id":"","revision":0}`+"\n"))
		if !ok {
			t.Fatalf("capsule JSON does not end with its identity: %s", b)
		}
		out.WriteString(rep.Replace(string(b) + "}\n"))
		out.WriteByte('\n')
	}
	return out.Bytes()
}

func openGolden(t *testing.T) (*Engine, *strings.Replacer) {
	t.Helper()
	clock := newTestClock(date("2026-11-01T00:00:00Z"))
	e, _ := openTest(t, Options{Clock: clock.Now})
	return e, goldenCorpus(t, e)
}

// TestCapsulesPlainGolden: recalls that name no memory mode, attention,
// state or feedback give exactly the capsules of the code before any of
// them existed (the committed digest), but for the capsule_id and
// revision every capsule now ends with.
func TestCapsulesPlainGolden(t *testing.T) {
	e, rep := openGolden(t)
	got := goldenCapsules(t, e, rep, func(q Query) (*capsule.Capsule, error) {
		return e.Recall(context.Background(), q)
	})
	sum := sha256.Sum256(got)
	digest := hex.EncodeToString(sum[:])
	path := filepath.Join("testdata", "capsules_plain.sha256")
	if *updateGolden {
		if err := os.WriteFile(path, []byte(digest+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(string(want)) != digest {
		dump := filepath.Join(t.TempDir(), "capsules.jsonl")
		_ = os.WriteFile(dump, got, 0o644)
		t.Fatalf("plain capsules changed: sha256 %s, want %s (capsules written to %s)", digest, strings.TrimSpace(string(want)), dump)
	}
}
