package engine

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/evicortex/evicortex/extract"
)

func TestRememberExtractedPersistsTheRun(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	obs := Observation{Namespace: "x", Content: "Quick update: I moved to Lyon. Also, I prefer dark mode now.",
		Source: "chat/1", OccurredAt: date("2026-04-18")}
	rc, err := e.RememberExtracted(ctx, obs, extract.PatternExtractor{Subject: "user:ana"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rc.Extracted) != 2 || rc.Producer != "pattern@2" {
		t.Fatalf("receipt %+v", rc)
	}
	run, err := e.GetExtraction(ctx, "x", rc.ID)
	if err != nil {
		t.Fatal(err)
	}
	if run.Producer != "pattern@2" || run.InputSHA256 != rc.SHA256 || len(run.Claims) != 2 {
		t.Fatalf("run %+v", run)
	}
	for i, c := range run.Claims {
		if c.ID != rc.Extracted[i] || obs.Content[c.Span[0]:c.Span[1]] != c.Text || !strings.Contains(c.Text, c.Value) {
			t.Errorf("claim %d provenance %+v", i, c)
		}
	}
	cap, err := e.Recall(ctx, Query{Namespace: "x", Text: "Where does Ana live?", BudgetTokens: 200, Now: date("2026-05-01")})
	if err != nil {
		t.Fatal(err)
	}
	if len(cap.Items) == 0 || cap.Items[0].Value != "Lyon" {
		t.Fatalf("recall after extraction: %+v", cap.Items)
	}
	if _, err := e.GetExtraction(ctx, "x", "ev_nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing run: %v", err)
	}
}

// fixedExtractor returns its claims (or error) whatever the input.
type fixedExtractor struct {
	claims []extract.ExtractedClaim
	err    error
}

func (fixedExtractor) Identity() string { return "fixed@0" }
func (f fixedExtractor) Extract(ctx context.Context, in extract.Input) (extract.Extraction, error) {
	return extract.Extraction{Claims: f.claims}, f.err
}

// TestRememberExtractedRejectsBadOutput is the bad-input must-show: output
// with a span outside the text, an empty value or an unknown predicate, or
// an extractor error, is rejected with the field named and nothing is
// written (the ledger's counts are unchanged), alone or in a batch.
func TestRememberExtractedRejectsBadOutput(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	if _, err := e.Remember(ctx, Observation{Namespace: "x", Content: "seed", Source: "s",
		Claims: []ClaimInput{{Subject: "user", Predicate: "lives_in", Value: "Boston"}}}); err != nil {
		t.Fatal(err)
	}
	text := "I live in Boston."
	good := extract.ExtractedClaim{Subject: "user", Predicate: "lives_in", Value: "Boston", Start: 0, End: 16}
	with := func(f func(*extract.ExtractedClaim)) []extract.ExtractedClaim {
		bad := good
		f(&bad)
		return []extract.ExtractedClaim{good, bad}
	}
	cases := []struct {
		name, field, reason string
		x                   fixedExtractor
	}{
		{"span past the end", "extraction.claims[1].span", "not a non-empty range",
			fixedExtractor{claims: with(func(c *extract.ExtractedClaim) { c.End = len(text) + 5 })}},
		{"empty span", "extraction.claims[1].span", "not a non-empty range",
			fixedExtractor{claims: with(func(c *extract.ExtractedClaim) { c.Start, c.End = 4, 4 })}},
		{"empty value", "extraction.claims[1].value", "must not be empty",
			fixedExtractor{claims: with(func(c *extract.ExtractedClaim) { c.Value = "  " })}},
		{"unknown predicate", "extraction.claims[1].predicate", `unknown predicate "foo"`,
			fixedExtractor{claims: with(func(c *extract.ExtractedClaim) { c.Predicate = "foo" })}},
		{"empty subject", "extraction.claims[1].subject", "must not be empty",
			fixedExtractor{claims: with(func(c *extract.ExtractedClaim) { c.Subject = "" })}},
	}
	before, _ := e.Verify(ctx)
	for _, c := range cases {
		_, err := e.RememberExtracted(ctx, Observation{Namespace: "x", Content: text, Source: "s"}, c.x)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field || !strings.Contains(fe.Reason, c.reason) || !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: got %v, want %s: ...%s", c.name, err, c.field, c.reason)
		}
		// In a batch the field carries the observation's index, and the
		// good first observation is not written either.
		_, err = e.RememberBatchExtracted(ctx, []Observation{
			{Namespace: "x", Content: "I moved to Lyon.", Source: "s"},
			{Namespace: "x", Content: text, Source: "s"},
		}, batchOf(fixedExtractor{claims: []extract.ExtractedClaim{{Subject: "user", Predicate: "lives_in", Value: "Lyon", Start: 0, End: 15}}}, c.x))
		if !errors.As(err, &fe) || fe.Field != "observations[1]."+c.field {
			t.Errorf("%s in a batch: got %v", c.name, err)
		}
	}
	boom := errors.New("endpoint down")
	if _, err := e.RememberExtracted(ctx, Observation{Namespace: "x", Content: text, Source: "s"}, fixedExtractor{err: boom}); !errors.Is(err, boom) {
		t.Errorf("extractor error: %v", err)
	}
	if after, _ := e.Verify(ctx); after != before {
		t.Fatalf("rejected extraction wrote something: %+v -> %+v", before, after)
	}
}

// batchOf answers with the i-th extractor for the i-th call.
type batchExtractor struct {
	xs []extract.Extractor
	n  *int
}

func batchOf(xs ...extract.Extractor) batchExtractor { return batchExtractor{xs: xs, n: new(int)} }
func (b batchExtractor) Identity() string            { return "batch@0" }
func (b batchExtractor) Extract(ctx context.Context, in extract.Input) (extract.Extraction, error) {
	x := b.xs[*b.n%len(b.xs)]
	*b.n++
	return x.Extract(ctx, in)
}

// claimsOf returns the subject's claims on predicate as value:status, in
// ledger order, and the claims themselves.
func claimsOf(t *testing.T, e *Engine, ns, subject, predicate string) ([]string, []Claim) {
	t.Helper()
	cs, err := e.Claims(context.Background(), ns, subject, predicate)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range cs {
		s := c.Value + ":" + c.Status
		if !c.ValidTo.IsZero() {
			s += "~" + c.ValidTo.Format("2006-01-02")
		}
		out = append(out, s)
	}
	return out, cs
}

func rememberSaid(t *testing.T, e *Engine, ns, at, text string) ExtractionReceipt {
	t.Helper()
	rc, err := e.RememberExtracted(context.Background(), Observation{Namespace: ns, Content: text, Source: "chat",
		OccurredAt: date(at)}, extract.PatternExtractor{Subject: "user:maya"})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return rc
}

func TestExtractedClaimsSupersedeAndEnd(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	// Single-valued: a move supersedes, the time expression is valid_from.
	rememberSaid(t, e, "m", "2025-03-02", "I live in Boston.")
	rememberSaid(t, e, "m", "2025-12-01", "I moved to Seattle in October.")
	got, cs := claimsOf(t, e, "m", "user:maya", "lives_in")
	if strings.Join(got, " ") != "Boston:superseded~2025-10-01 Seattle:active" || !cs[1].ValidFrom.Equal(date("2025-10-01")) {
		t.Fatalf("lives_in after a move: %v", got)
	}
	cap, err := e.Recall(ctx, Query{Namespace: "m", Text: "Where does Maya live now?", BudgetTokens: 300, Now: date("2026-01-01")})
	if err != nil {
		t.Fatal(err)
	}
	if len(cap.Items) == 0 || cap.Items[0].Value != "Seattle" {
		t.Fatalf("current home: %+v", cap.Items)
	}
	// A statement dated before the current claim does not supersede it.
	rememberSaid(t, e, "m", "2025-12-05", "In 2019 I moved to Berlin.")
	if got, _ := claimsOf(t, e, "m", "user:maya", "lives_in"); strings.Join(got, " ") != "Boston:superseded~2025-10-01 Seattle:active Berlin:active~2025-10-01" {
		t.Fatalf("an older move: %v", got)
	}
	// A negation ends the diet; the new diet holds after it.
	rememberSaid(t, e, "m", "2025-01-10", "I'm vegetarian.")
	rc := rememberSaid(t, e, "m", "2025-11-20", "I stopped being vegetarian, I eat fish now.")
	if got, _ := claimsOf(t, e, "m", "user:maya", "diet"); strings.Join(got, " ") != "vegetarian:superseded~2025-01-10 vegetarian:active~2025-11-20 eats fish:active" {
		t.Fatalf("diet after a stop: %v (diagnostics %v)", got, rc.Diagnostics)
	}
	// Multi-valued: likes accumulate; an end closes only the one named.
	rememberSaid(t, e, "m", "2025-02-01", "I love jazz.")
	rememberSaid(t, e, "m", "2025-02-02", "I really enjoy sushi.")
	rememberSaid(t, e, "m", "2025-06-01", "I no longer like jazz.")
	// Values of a multi-valued predicate are marked so and never dispute
	// each other: sushi and the closed jazz are both active.
	got, cs = claimsOf(t, e, "m", "user:maya", "likes")
	for _, c := range cs {
		if !c.MultiValued || c.Status == "disputed" {
			t.Fatalf("likes claim %s=%s: multi_valued %v, status %s", c.ID, c.Value, c.MultiValued, c.Status)
		}
	}
	if len(cs) != 3 || cs[0].Value != "jazz" || cs[0].Status != "superseded" || cs[1].Value != "sushi" || cs[1].Supersedes != "" ||
		cs[2].Value != "jazz" || !cs[2].ValidTo.Equal(date("2025-06-01")) || cs[2].Supersedes != cs[0].ID {
		t.Fatalf("likes: %v", got)
	}
	// An end with nothing current writes nothing and says so.
	rc = rememberSaid(t, e, "m", "2025-06-02", "I quit my job.")
	if len(rc.Extracted) != 0 || !strings.Contains(strings.Join(rc.Diagnostics, " "), "none holds") {
		t.Fatalf("end of nothing: %+v", rc)
	}
}

func TestRememberBatchExtractedSupersedesWithinTheBatch(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	at := date("2025-01-01")
	var obs []Observation
	for i, s := range []string{"I work at Stripe.", "The weather is nice.", "I started at Shopify two weeks ago.", "I love hiking and chess."} {
		obs = append(obs, Observation{Namespace: "b", Content: s, Source: "chat", OccurredAt: at.Add(time.Duration(i) * 30 * 24 * time.Hour)})
	}
	rs, err := e.RememberBatchExtracted(ctx, obs, extract.PatternExtractor{})
	if err != nil {
		t.Fatal(err)
	}
	if n := []int{len(rs[0].Extracted), len(rs[1].Extracted), len(rs[2].Extracted), len(rs[3].Extracted)}; n[0] != 1 || n[1] != 0 || n[2] != 1 || n[3] != 2 {
		t.Fatalf("extracted per observation %v", n)
	}
	if got, _ := claimsOf(t, e, "b", "user", "works_at"); strings.Join(got, " ") != "Stripe:superseded~2025-02-10 Shopify:active" {
		t.Fatalf("works_at in one batch: %v", got)
	}
}

// TestExtractionIsSpeakerAware: a participant's first-person statements
// are claims about that participant, a third-person statement about the
// person it names (and it supersedes their own earlier one), and an
// assistant echoing another value states nothing.
func TestExtractionIsSpeakerAware(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	say := func(at, speaker, role, text string) ExtractionReceipt {
		t.Helper()
		rc, err := e.RememberExtracted(ctx, Observation{Namespace: "s", Content: text, Source: "chat", Speaker: speaker, Role: role,
			OccurredAt: date(at)}, extract.PatternExtractor{})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return rc
	}
	say("2025-05-01", "Maya", "participant", "I live in Boston.")
	if rc := say("2025-06-01", "", "assistant", "Since you live in Denver, I moved your meeting to Friday."); len(rc.Extracted) != 0 {
		t.Fatalf("assistant turn extracted %v", rc.Extracted)
	}
	say("2025-11-03", "Ben", "participant", "Maya moved to Seattle last month.")
	say("2025-11-04", "Ben", "participant", "I'm vegan.")
	if got, _ := claimsOf(t, e, "s", "user:maya", "lives_in"); strings.Join(got, " ") != "Boston:superseded~2025-10-01 Seattle:active" {
		t.Fatalf("maya lives_in: %v", got)
	}
	if got, _ := claimsOf(t, e, "s", "user:ben", "diet"); strings.Join(got, " ") != "vegan:active" {
		t.Fatalf("ben diet: %v", got)
	}
	if got, _ := claimsOf(t, e, "s", "user:ben", "lives_in"); len(got) != 0 {
		t.Fatalf("ben lives_in: %v", got)
	}
}

// TestLLMExtractionFailureWritesNothing: an LLM endpoint that returns
// garbage is an error wrapping extract.ErrEndpoint and nothing is
// written; with a Fallback the deterministic result is stored under the
// fallback's identity.
func TestLLMExtractionFailureWritesNothing(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `{"choices": [{"message": {"content": "not json"}}]}`)
	}))
	defer srv.Close()
	x := &extract.LLMExtractor{URL: srv.URL, Model: "m", Timeout: time.Second}
	obs := Observation{Namespace: "l", Content: "I moved to Lyon.", Source: "chat", OccurredAt: date("2025-06-01")}
	before, _ := e.Verify(ctx)
	if _, err := e.RememberExtracted(ctx, obs, x); !errors.Is(err, extract.ErrEndpoint) {
		t.Fatalf("garbage: %v", err)
	}
	if after, _ := e.Verify(ctx); after != before {
		t.Fatalf("failed extraction wrote: %+v -> %+v", before, after)
	}
	x.Fallback = extract.PatternExtractor{}
	rc, err := e.RememberExtracted(ctx, obs, x)
	if err != nil || rc.Producer != "pattern@2" || len(rc.Extracted) != 1 || !strings.Contains(rc.Diagnostics[0], "llm@1:m failed") {
		t.Fatalf("fallback: %+v %v", rc, err)
	}
	if run, _ := e.GetExtraction(ctx, "l", rc.ID); run.Producer != "pattern@2" {
		t.Fatalf("stored producer %q", run.Producer)
	}
}

// TestConcurrentExtractionsSupersedeInOrder: concurrent extractions of one
// subject's single-valued predicate resolve one after another, so they
// never both supersede the same claim: no value is disputed and exactly
// one claim is current and open at the end.
func TestConcurrentExtractionsSupersedeInOrder(t *testing.T) {
	e, _ := openTest(t, Options{})
	rememberSaid(t, e, "m", "2025-01-01", "I live in Boston.")
	cities := []string{"Seattle", "Denver", "Austin", "Chicago", "Portland", "Atlanta", "Phoenix", "Miami"}
	var wg sync.WaitGroup
	errs := make(chan error, len(cities))
	for _, city := range cities { // said at the same moment: each supersedes the one resolved before it
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := e.RememberExtracted(context.Background(), Observation{Namespace: "m", Content: "I moved to " + city + ".",
				Source: "chat", OccurredAt: date("2025-02-01")}, extract.PatternExtractor{Subject: "user:maya"})
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	got, cs := claimsOf(t, e, "m", "user:maya", "lives_in")
	open := 0
	for _, c := range cs {
		if c.Status == "disputed" {
			t.Fatalf("lives_in after concurrent moves: %v (a claim superseded twice)", got)
		}
		if c.Status == "active" && c.ValidTo.IsZero() {
			open++
		}
	}
	if open != 1 {
		t.Fatalf("lives_in after concurrent moves: %d current open claims, want 1: %v", open, got)
	}
}
