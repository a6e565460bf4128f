package fuse

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// The seed example, current: the claim channel ranks the stale light claim
// first, yet the active dark claim must lead and the light one must follow
// as context.
func TestSeedExampleCurrent(t *testing.T) {
	q := "Which theme should I use for this user?"
	req := Request{Namespace: "demo/user-1", Query: q, Hints: ParseHints(q, seedNow, nil), Now: seedNow, Budget: 300,
		Candidates: seedCandidates(),
		Channels: []ChannelResult{
			{Name: "claim", Hits: []ChannelHit{lex("c:cl-light", 2.1, 2, 2), lex("c:cl-dark", 2.0, 2, 2)}},
			{Name: "lexical", Hits: []ChannelHit{lex("e:m5", 1.5, 1, 2), lex("e:m1", 1.2, 1, 2)}},
			{Name: "temporal", Hits: []ChannelHit{fit("c:cl-dark", 1), fit("c:cl-light", 0.25), fit("e:m9", 1)}},
		}}
	c := mustCompile(t, req)
	if got := itemIDs(c); len(got) < 2 || got[0] != "cl-dark" || got[1] != "cl-light" {
		t.Fatalf("items = %v, want cl-dark then cl-light first", got)
	}
	dark, light := c.Items[0], c.Items[1]
	if dark.Role != "answer" || light.Role != "context" {
		t.Fatalf("roles dark=%q light=%q", dark.Role, light.Role)
	}
	if want := "user:varun prefers_theme dark (valid 2026-04-18 → now; active)"; dark.Text != want {
		t.Fatalf("dark text %q, want %q", dark.Text, want)
	}
	if want := "user:varun prefers_theme light (valid 2026-01-02 → 2026-04-18; superseded)"; light.Text != want {
		t.Fatalf("light text %q, want %q", light.Text, want)
	}
	if !reflect.DeepEqual(dark.Expand, []string{"m9"}) || !reflect.DeepEqual(light.EvidenceIDs, []string{"m1"}) {
		t.Fatalf("expand handles dark=%v light=%v", dark.Expand, light.EvidenceIDs)
	}
	if dark.Value != "dark" || dark.Status != "active" || dark.ValidFrom == nil || dark.ValidTo != nil {
		t.Fatalf("dark claim fields: %+v", dark)
	}
	if c.Abstain {
		t.Fatal("abstained although the claims match every query term")
	}
	if c.Estimator != "approx-v1" || c.Hints.Intent != "any" {
		t.Fatalf("estimator %q intent %q", c.Estimator, c.Hints.Intent)
	}
}

// The seed example, historical: "in February" resolves to the light claim.
func TestSeedExampleFebruary(t *testing.T) {
	q := "What did Varun prefer in February?"
	lookup := func(p string) (string, bool) { return "user:varun", p == "varun" }
	h := ParseHints(q, seedNow, lookup)
	req := Request{Query: q, Hints: h, Now: seedNow, Budget: 300, Candidates: seedCandidates(),
		Channels: []ChannelResult{
			{Name: "claim", Hits: []ChannelHit{lex("c:cl-dark", 1.1, 1, 3), lex("c:cl-light", 1.0, 1, 3)}},
			{Name: "lexical", Hits: []ChannelHit{lex("e:m5", 3.0, 2, 3)}},
			{Name: "entity", Hits: []ChannelHit{ent("e:m9"), ent("e:m5"), ent("e:m1")}},
		}}
	c := mustCompile(t, req)
	if got := itemIDs(c); got[0] != "cl-light" || got[1] != "cl-dark" {
		t.Fatalf("items = %v, want cl-light (answer) then cl-dark (context)", got)
	}
	if c.Items[0].Role != "answer" || c.Items[1].Role != "context" {
		t.Fatalf("roles %q %q", c.Items[0].Role, c.Items[1].Role)
	}
	if c.Hints.Intent != "historical" || c.Hints.TimeText != "in february" || len(c.Hints.Entities) != 1 {
		t.Fatalf("hints view %+v", c.Hints)
	}
	m5 := findItem(c, "m5")
	if m5 == nil || m5.Trace.Features["temporal_fit"] != episodeInside {
		t.Fatalf("episode inside February lacks the window boost: %+v", m5)
	}
	if m9 := findItem(c, "m9"); m9 == nil || m9.Trace.Features["temporal_fit"] != episodeOutside {
		t.Fatalf("episode outside February lacks the window penalty: %+v", m9)
	}
}

// AsOf overrides hints and Now: as of March the light claim answers.
func TestAsOfOverridesHints(t *testing.T) {
	q := "Which theme does varun use now?"
	req := Request{Query: q, Hints: ParseHints(q, seedNow, nil), Now: seedNow, AsOf: day0(2026, 3, 1), Budget: 300,
		Candidates: seedCandidates(),
		Channels:   []ChannelResult{{Name: "claim", Hits: []ChannelHit{lex("c:cl-dark", 2, 2, 3), lex("c:cl-light", 1, 2, 3)}}}}
	c := mustCompile(t, req)
	if got := itemIDs(c); !reflect.DeepEqual(got, []string{"cl-light", "cl-dark"}) {
		t.Fatalf("items %v", got)
	}
}

// Historical intent with no time prefers the superseded claim.
func TestHistoricalWithoutTime(t *testing.T) {
	q := "Which theme did varun use to prefer?"
	h := ParseHints(q, seedNow, nil)
	if h.Intent != IntentHistorical || h.Time != nil {
		t.Fatalf("hints %+v", h)
	}
	req := Request{Query: q, Hints: h, Now: seedNow, Budget: 300, Candidates: seedCandidates(),
		Channels: []ChannelResult{{Name: "claim", Hits: []ChannelHit{lex("c:cl-dark", 2, 2, 3), lex("c:cl-light", 1, 2, 3)}}}}
	c := mustCompile(t, req)
	if got := itemIDs(c); !reflect.DeepEqual(got, []string{"cl-light", "cl-dark"}) || c.Items[1].Role != "context" {
		t.Fatalf("items %v", got)
	}
}

// A third version: only the one linked to the answer is context, the other
// is omitted as temporal; with a budget that fits only the answer, the
// context counts as temporal too.
func TestContextSelectionAndOmission(t *testing.T) {
	cands := seedCandidates()[:2]
	cands = append(cands, Candidate{Key: ClaimKey("cl-blue"), Kind: capsule.KindClaim, ID: "cl-blue", Claim: &ClaimFacts{
		ID: "cl-blue", Subject: "User:Varun", Predicate: "Prefers_Theme", Value: "blue",
		ValidFrom: day0(2025, 6, 1), ValidTo: day0(2026, 1, 2), Status: "superseded"}})
	req := Request{Now: seedNow, Budget: 300, Candidates: cands,
		Channels: []ChannelResult{{Name: "claim", Hits: []ChannelHit{lex("c:cl-blue", 3, 2, 2), lex("c:cl-light", 2, 2, 2)}}}}
	c := mustCompile(t, req)
	if got := itemIDs(c); !reflect.DeepEqual(got, []string{"cl-dark", "cl-light"}) {
		t.Fatalf("items %v", got)
	}
	if c.OmittedBy.Temporal != 1 || c.Omitted != 1 {
		t.Fatalf("omitted %+v", c.OmittedBy)
	}
	est := CharEstimator(1)
	req.Estimator = est
	req.Budget = est.Estimate(claimLine(cands[1].Claim)) + DefaultItemOverheadTokens
	c = mustCompile(t, req)
	if got := itemIDs(c); !reflect.DeepEqual(got, []string{"cl-dark"}) || c.OmittedBy.Temporal != 2 || c.OmittedBy.Budget != 0 {
		t.Fatalf("tight budget: items %v omitted %+v", got, c.OmittedBy)
	}
}

// Disputed claims valid at the target are all answers, list each other and
// split confidence.
func TestDisputedAnswers(t *testing.T) {
	mk := func(id, val string, conflicts ...string) Candidate {
		return Candidate{Key: ClaimKey(id), Kind: capsule.KindClaim, ID: id, Confidence: 0.9, EvidenceIDs: []string{"ev-" + id},
			Claim: &ClaimFacts{ID: id, Subject: "alice", Predicate: "works_at", Value: val,
				ValidFrom: day0(2026, 1, 1), Status: "disputed", ConflictsWith: conflicts}}
	}
	req := Request{Now: seedNow, Budget: 500,
		Candidates: []Candidate{mk("a", "acme", "b"), mk("b", "globex", "a"),
			{Key: ClaimKey("z"), Kind: capsule.KindClaim, ID: "z", Claim: &ClaimFacts{ID: "z", Subject: "alice", Predicate: "likes", Value: "tea", Status: "active"}}},
		Channels: []ChannelResult{{Name: "claim", Hits: []ChannelHit{lex("c:b", 2, 1, 1), lex("c:a", 1, 1, 1), lex("c:z", 0.5, 1, 1)}}}}
	c := mustCompile(t, req)
	a, b := findItem(c, "a"), findItem(c, "b")
	if a == nil || b == nil || a.Role != "answer" || b.Role != "answer" {
		t.Fatalf("both disputed claims must be answers: %v", itemIDs(c))
	}
	if !reflect.DeepEqual(a.Conflicts, []string{"b"}) || !reflect.DeepEqual(b.Conflicts, []string{"a"}) {
		t.Fatalf("conflicts a=%v b=%v", a.Conflicts, b.Conflicts)
	}
	if a.Confidence != 0.45 || b.Confidence != 0.45 {
		t.Fatalf("confidence a=%v b=%v, want 0.9/2", a.Confidence, b.Confidence)
	}
	if z := findItem(c, "z"); z == nil || z.Conflicts != nil || z.Confidence != 1 {
		t.Fatalf("undisputed claim changed: %+v", z)
	}
	// Two active values of a multi-valued predicate are not a dispute.
	for i := range req.Candidates[:2] {
		req.Candidates[i].Claim.Status, req.Candidates[i].Claim.ConflictsWith = "active", nil
	}
	c = mustCompile(t, req)
	if a := findItem(c, "a"); a.Conflicts != nil || a.Confidence != 0.9 {
		t.Fatalf("active co-answers marked as conflicting: %+v", a)
	}
}

func TestEpisodeNearDuplicates(t *testing.T) {
	at := day0(2026, 3, 3)
	ep := func(id, text string) Candidate {
		return Candidate{Key: EpisodeKey(id), Kind: capsule.KindEpisode, ID: id, Text: text, EvidenceIDs: []string{id}, OccurredAt: at}
	}
	cands := []Candidate{
		ep("a", "The deploy of service alpha failed at noon because the disk was full."),
		ep("b", "the deploy of service alpha failed at noon, because the disk was full!"),
		ep("c", "The deploy of service beta succeeded after we cleaned the disk."),
	}
	ch := []ChannelResult{{Name: "lexical", Hits: []ChannelHit{lex("e:b", 3, 3, 3), lex("e:a", 2, 3, 3), lex("e:c", 1, 1, 3)}}}
	c := mustCompile(t, Request{Now: seedNow, Budget: 1000, Candidates: cands, Channels: ch})
	if got := itemIDs(c); !reflect.DeepEqual(got, []string{"b", "c"}) || c.OmittedBy.Duplicate != 1 {
		t.Fatalf("items %v omitted %+v", got, c.OmittedBy)
	}
	// An exact copy is dropped even at threshold 1; > 1 disables dedupe.
	cands[0].Text = cands[1].Text
	c = mustCompile(t, Request{Now: seedNow, Budget: 1000, Candidates: cands, Channels: ch, Config: Config{DedupeJaccard: 1}})
	if c.OmittedBy.Duplicate != 1 {
		t.Fatalf("exact copy kept at threshold 1: %v", itemIDs(c))
	}
	c = mustCompile(t, Request{Now: seedNow, Budget: 1000, Candidates: cands, Channels: ch, Config: Config{DedupeJaccard: 1.5}})
	if len(c.Items) != 3 {
		t.Fatalf("dedupe not disabled: %v", itemIDs(c))
	}
}

func TestJaccard(t *testing.T) {
	cases := []struct {
		a, b string
		want float64
	}{
		{"a b c", "a b c", 1},
		{"a b c", "A, b; c!", 1},
		{"a b c d", "a b", 0.5},
		{"a b", "c d", 0},
		{"x x x y", "x y", 1},
		{"", "", 1},
		{"...", "...", 1},
		{"...", "!!!", 0},
		{"", "a", 0},
	}
	for _, tc := range cases {
		if got := jaccard(tokenize(tc.a), tokenize(tc.b)); got != tc.want {
			t.Errorf("jaccard(%q,%q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// Claims equal in subject, predicate, value and validity collapse into the
// best-fused one, which carries every evidence id.
func TestClaimCollapse(t *testing.T) {
	mk := func(id string, ev ...string) Candidate {
		return Candidate{Key: ClaimKey(id), Kind: capsule.KindClaim, ID: id, EvidenceIDs: ev,
			Claim: &ClaimFacts{ID: id, Subject: "bob", Predicate: "lives_in", Value: "Paris", ValidFrom: day0(2025, 1, 1), Status: "active"}}
	}
	cands := []Candidate{mk("x", "e1", "e2"), mk("y", "e2", "e3"), mk("w", "e4")}
	cands[2].Claim.Value = "PARIS " // same value, case and space folded
	ch := []ChannelResult{{Name: "claim", Hits: []ChannelHit{lex("c:y", 2, 1, 1), lex("c:x", 1, 1, 1)}}}
	c := mustCompile(t, Request{Now: seedNow, Budget: 1000, Candidates: cands, Channels: ch})
	if got := itemIDs(c); !reflect.DeepEqual(got, []string{"y"}) || c.OmittedBy.Duplicate != 2 {
		t.Fatalf("items %v omitted %+v", got, c.OmittedBy)
	}
	if want := []string{"e2", "e3", "e4", "e1"}; !reflect.DeepEqual(c.Items[0].EvidenceIDs, want) {
		t.Fatalf("evidence %v, want %v", c.Items[0].EvidenceIDs, want)
	}
}

func TestAbstainAndThreshold(t *testing.T) {
	cands := seedCandidates()
	ch := []ChannelResult{{Name: "lexical", Hits: []ChannelHit{lex("e:m5", 1, 1, 4), lex("e:m1", 0.5, 1, 4)}}}
	c := mustCompile(t, Request{Now: seedNow, Budget: 1000, Candidates: cands, Channels: ch})
	if !c.Abstain || len(c.Items) != 2 {
		t.Fatalf("low coverage: abstain=%v items=%v", c.Abstain, itemIDs(c))
	}
	// Candidates no channel returned (the claim group and m9) fall under the floor.
	if c.OmittedBy.Threshold != 3 {
		t.Fatalf("omitted %+v", c.OmittedBy)
	}
	ch = append(ch, ChannelResult{Name: "dense", Hits: []ChannelHit{{Key: EpisodeKey("m9"), Score: 0.7, Features: Features{Cosine: Measured(0.7)}}}})
	if c = mustCompile(t, Request{Now: seedNow, Budget: 1000, Candidates: cands, Channels: ch}); c.Abstain {
		t.Fatal("cosine 0.7 must clear the default floor")
	}
	cfg := Config{CosineFloor: 0.8}
	if c = mustCompile(t, Request{Now: seedNow, Budget: 1000, Candidates: cands, Channels: ch, Config: cfg}); !c.Abstain {
		t.Fatal("cosine 0.7 cleared a 0.8 floor")
	}
	cfg = Config{AbstainBelow: 0.25, CosineFloor: 0.8}
	if c = mustCompile(t, Request{Now: seedNow, Budget: 1000, Candidates: cands, Channels: ch, Config: cfg}); c.Abstain {
		t.Fatal("coverage 1/4 did not clear a 0.25 floor")
	}
	// Relevant evidence that does not fit leaves nothing to answer from.
	c = mustCompile(t, Request{Now: seedNow, Budget: 1, Candidates: cands, Channels: ch})
	if !c.Abstain || len(c.Items) != 0 || c.OmittedBy.Budget != 3 {
		t.Fatalf("budget 1: abstain=%v items=%v omitted=%+v", c.Abstain, itemIDs(c), c.OmittedBy)
	}
}

func TestMaxItemsAndOverhead(t *testing.T) {
	cands := seedCandidates()[2:]
	ch := []ChannelResult{{Name: "lexical", Hits: []ChannelHit{lex("e:m1", 3, 1, 1), lex("e:m9", 2, 1, 1), lex("e:m5", 1, 1, 1)}}}
	est := CharEstimator(4)
	c := mustCompile(t, Request{Now: seedNow, Budget: 1000, Estimator: est, Candidates: cands, Channels: ch,
		Config: Config{MaxItems: 2, ItemOverheadTokens: 5}})
	if got := itemIDs(c); !reflect.DeepEqual(got, []string{"m1", "m9"}) || c.OmittedBy.Budget != 1 {
		t.Fatalf("items %v omitted %+v", got, c.OmittedBy)
	}
	if want := est.Estimate(cands[0].Text) + 5; c.Items[0].Tokens != want {
		t.Fatalf("tokens %d, want %d", c.Items[0].Tokens, want)
	}
	c = mustCompile(t, Request{Now: seedNow, Budget: 1000, Estimator: est, Candidates: cands, Channels: ch,
		Config: Config{NoItemOverhead: true}})
	if want := est.Estimate(cands[0].Text); c.Items[0].Tokens != want {
		t.Fatalf("tokens %d without overhead, want %d", c.Items[0].Tokens, want)
	}
	if c.Estimator != "bytes/4" {
		t.Fatalf("estimator name %q", c.Estimator)
	}
}

// Packing skips an item that does not fit and keeps trying smaller ones.
func TestPackSkipsAndContinues(t *testing.T) {
	ep := func(id, text string) Candidate {
		return Candidate{Key: EpisodeKey(id), Kind: capsule.KindEpisode, ID: id, Text: text}
	}
	cands := []Candidate{ep("big", strings.Repeat("x", 100)), ep("small", "tiny note"), ep("mid", strings.Repeat("y", 40))}
	ch := []ChannelResult{{Name: "lexical", Hits: []ChannelHit{lex("e:small", 3, 1, 1), lex("e:big", 2, 1, 1), lex("e:mid", 1, 1, 1)}}}
	c := mustCompile(t, Request{Now: seedNow, Budget: 60, Estimator: CharEstimator(1), Candidates: cands, Channels: ch,
		Config: Config{NoItemOverhead: true}})
	if got := itemIDs(c); !reflect.DeepEqual(got, []string{"small", "mid"}) || c.UsedTokens != 49 {
		t.Fatalf("items %v used %d", got, c.UsedTokens)
	}
	if c.Items[0].Text != "tiny note" {
		t.Fatalf("episode text rewritten: %q", c.Items[0].Text)
	}
}

func TestValidation(t *testing.T) {
	base := func() Request {
		return Request{Now: seedNow, Budget: 100, Candidates: seedCandidates(),
			Channels: []ChannelResult{{Name: "lexical", Hits: []ChannelHit{lex("e:m1", 1, 1, 1)}}}}
	}
	cases := []struct {
		name  string
		edit  func(*Request)
		field string
		want  error
	}{
		{"zero budget", func(r *Request) { r.Budget = 0 }, "budget_tokens", ErrBudget},
		{"negative budget", func(r *Request) { r.Budget = -5 }, "budget_tokens", ErrBudget},
		{"no now", func(r *Request) { r.Now = time.Time{} }, "now", ErrInvalid},
		{"unknown key", func(r *Request) { r.Channels[0].Hits[0].Key = EpisodeKey("nope") }, "channels[0].hits[0].key", ErrInvalid},
		{"dup hit", func(r *Request) { r.Channels[0].Hits = append(r.Channels[0].Hits, lex("e:m1", 1, 1, 1)) }, "channels[0].hits[1].key", ErrInvalid},
		{"dup channel", func(r *Request) { r.Channels = append(r.Channels, r.Channels[0]) }, "channels[1].name", ErrInvalid},
		{"empty channel", func(r *Request) { r.Channels[0].Name = "" }, "channels[0].name", ErrInvalid},
		{"nan score", func(r *Request) { r.Channels[0].Hits[0].Score = nan() }, "channels[0].hits[0].score", ErrInvalid},
		{"nan feature", func(r *Request) { r.Channels[0].Hits[0].Features.BM25 = Measured(nan()) }, "channels[0].hits[0].features[bm25]", ErrInvalid},
		{"dup key", func(r *Request) { r.Candidates[1].Key = r.Candidates[0].Key }, "candidates[1].key", ErrInvalid},
		{"empty key", func(r *Request) { r.Candidates[2].Key = Key{} }, "candidates[2].key", ErrInvalid},
		{"empty id", func(r *Request) { r.Candidates[2].ID = "" }, "candidates[2].id", ErrInvalid},
		{"bad kind", func(r *Request) { r.Candidates[2].Kind = "note" }, "candidates[2].kind", ErrInvalid},
		{"claim without facts", func(r *Request) { r.Candidates[0].Claim = nil }, "candidates[0].claim", ErrInvalid},
		{"episode with facts", func(r *Request) { r.Candidates[2].Claim = &ClaimFacts{} }, "candidates[2].claim", ErrInvalid},
		{"confidence", func(r *Request) { r.Candidates[2].Confidence = 1.5 }, "candidates[2].confidence", ErrInvalid},
		{"tokens", func(r *Request) { r.Candidates[2].Tokens = -1 }, "candidates[2].tokens", ErrInvalid},
		{"validity", func(r *Request) { r.Candidates[0].Claim.ValidTo = day0(2025, 1, 1) }, "candidates[0].claim.valid_to", ErrInvalid},
		{"status", func(r *Request) { r.Candidates[0].Claim.Status = "maybe" }, "candidates[0].claim.status", ErrInvalid},
		{"rrf k", func(r *Request) { r.Config.RRFK = -1 }, "config.rrf_k", ErrInvalid},
		{"weight", func(r *Request) { r.Config.Weights = map[string]float64{"b": -1, "a": nan()} }, `config.weights["a"]`, ErrInvalid},
		{"overhead", func(r *Request) { r.Config.ItemOverheadTokens = -1 }, "config.item_overhead_tokens", ErrInvalid},
		{"max items", func(r *Request) { r.Config.MaxItems = -1 }, "config.max_items", ErrInvalid},
		{"jaccard", func(r *Request) { r.Config.DedupeJaccard = -0.1 }, "config.dedupe_jaccard", ErrInvalid},
		{"estimator", func(r *Request) { r.Estimator = negEstimator{} }, "estimator", ErrInvalid},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := base()
			tc.edit(&r)
			c, err := Compile(r)
			var fe *FieldError
			if c != nil || !errors.Is(err, tc.want) || !errors.As(err, &fe) || fe.Field != tc.field {
				t.Fatalf("err = %v (capsule %v), want %v on field %q", err, c != nil, tc.want, tc.field)
			}
			if !strings.Contains(err.Error(), tc.field) {
				t.Fatalf("message %q does not name the field", err)
			}
		})
	}
}

type negEstimator struct{}

func (negEstimator) Name() string        { return "neg" }
func (negEstimator) Estimate(string) int { return -1 }
func nan() float64                       { var z float64; return z / z }

// The same request compiles to byte-identical JSON, also with the
// candidates shuffled and nil vs empty slices.
func TestDeterminism(t *testing.T) {
	q := "What did Varun prefer in February?"
	req := Request{Query: q, Hints: ParseHints(q, seedNow, nil), Now: seedNow, Budget: 300, Candidates: seedCandidates(),
		Channels: []ChannelResult{
			{Name: "claim", Hits: []ChannelHit{lex("c:cl-dark", 1, 1, 3), lex("c:cl-light", 1, 1, 3)}},
			{Name: "lexical", Hits: []ChannelHit{lex("e:m5", 3, 2, 3), lex("e:m1", 1, 1, 3), lex("e:m9", 1, 1, 3)}},
		}}
	first := marshal(t, mustCompile(t, req))
	for i := 0; i < 5; i++ {
		if got := marshal(t, mustCompile(t, req)); got != first {
			t.Fatalf("run %d differs:\n%s\n%s", i, first, got)
		}
	}
	rev := req
	rev.Candidates = append([]Candidate(nil), req.Candidates...)
	for i, j := 0, len(rev.Candidates)-1; i < j; i, j = i+1, j-1 {
		rev.Candidates[i], rev.Candidates[j] = rev.Candidates[j], rev.Candidates[i]
	}
	if got := marshal(t, mustCompile(t, rev)); got != first {
		t.Fatalf("candidate order changed the capsule:\n%s\n%s", first, got)
	}
}

func marshal(t *testing.T, c *capsule.Capsule) string {
	t.Helper()
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestEmptyRequest(t *testing.T) {
	c := mustCompile(t, Request{Now: seedNow, Budget: 10})
	if !c.Abstain || c.Items == nil || len(c.Items) != 0 {
		t.Fatalf("empty capsule %+v", c)
	}
	if s := marshal(t, c); !strings.Contains(s, `"items":[]`) {
		t.Fatalf("items not an empty array: %s", s)
	}
}

// TestFollowerPlacedAfterItsTarget: a reply that follows a question turn is
// ranked right after the question, ahead of better-scored episodes.
func TestFollowerPlacedAfterItsTarget(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	cands := []Candidate{
		{Key: EpisodeKey("q"), Kind: capsule.KindEpisode, ID: "q", Text: "How long have you been married?", EvidenceIDs: []string{"q"}, OccurredAt: at},
		{Key: EpisodeKey("a"), Kind: capsule.KindEpisode, ID: "a", Text: "Five years already!", EvidenceIDs: []string{"a"}, OccurredAt: at, Follows: EpisodeKey("q")},
		{Key: EpisodeKey("x"), Kind: capsule.KindEpisode, ID: "x", Text: "Married couples often travel in spring.", EvidenceIDs: []string{"x"}, OccurredAt: at},
	}
	req := Request{Query: "how long married", Now: at, Budget: 500, Candidates: cands, Channels: []ChannelResult{
		{Name: "lexical", Hits: []ChannelHit{lex("e:q", 3, 2, 2), lex("e:x", 2, 1, 2)}},
		{Name: "context", Hits: []ChannelHit{{Key: EpisodeKey("a"), Score: 1}}},
	}}
	c := mustCompile(t, req)
	var got []string
	for _, it := range c.Items {
		got = append(got, it.ID)
	}
	if len(got) != 3 || got[0] != "q" || got[1] != "a" {
		t.Fatalf("order %v, want q then its reply a", got)
	}
}

// TestHistoricalBeforeAnchor: "prior to <value>" answers the claim valid
// just before the named value began, not any older one.
func TestHistoricalBeforeAnchor(t *testing.T) {
	mk := func(id, value string, from, to time.Time) Candidate {
		cl := &ClaimFacts{ID: id, Subject: "user:hana", Predicate: "lives_in", Value: value, ValidFrom: from, ValidTo: to, Status: "superseded"}
		if to.IsZero() {
			cl.Status = "active"
		}
		return Candidate{Key: ClaimKey(id), Kind: capsule.KindClaim, ID: id, EvidenceIDs: []string{"ev-" + id}, OccurredAt: from, Claim: cl}
	}
	cands := []Candidate{
		mk("a", "Bergen", day0(2024, 1, 1), day0(2025, 1, 1)),
		mk("b", "Ghent", day0(2025, 1, 1), day0(2026, 1, 1)),
		mk("c", "Krakow", day0(2026, 1, 1), time.Time{}),
	}
	q := "Where did Hana live prior to Ghent?"
	req := Request{Query: q, Hints: ParseHints(q, seedNow, nil), Now: seedNow, Budget: 400, Candidates: cands,
		Channels: []ChannelResult{{Name: "claim", Hits: []ChannelHit{lex("c:c", 2, 1, 3), lex("c:b", 2, 1, 3), lex("c:a", 2, 1, 3)}}}}
	c := mustCompile(t, req)
	if len(c.Items) == 0 || c.Items[0].Value != "Bergen" {
		t.Fatalf("first item %+v, want the Bergen claim (valid just before Ghent)", c.Items)
	}
}
