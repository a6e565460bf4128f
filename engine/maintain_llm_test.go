package engine

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/maintain"
	"github.com/evicortex/evicortex/maintain/llmsum"
)

// llmCorpus writes one session of three turns (one summary chunk).
func llmCorpus(t *testing.T, e *Engine) {
	for i, s := range []string{"Quentin rehearsed the concerto twice on Monday.", "The rehearsal hall had new chairs installed.",
		"Dinner afterwards was at the harbour restaurant with Ana."} {
		mustRemember(t, e, Observation{Namespace: "l", Content: s, Source: "chat/s1/t" + fmt.Sprint(i), OccurredAt: date("2024-01-02")})
	}
}

func onlySummary(t *testing.T, e *Engine) ledger.Summary {
	t.Helper()
	var sums []ledger.Summary
	if err := e.led.ScanSummaries(context.Background(), "l", func(s ledger.Summary) error { sums = append(sums, s); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(sums) != 1 {
		t.Fatalf("%d summaries, want 1", len(sums))
	}
	return sums[0]
}

// TestMaintainLLMSummarizer drives the optional summarizer against a
// local OpenAI-compatible server: a supported answer is written with its
// provenance; an unsupported sentence, garbage, a slow answer (past the
// timeout) and a server that is down each keep the extractive summary,
// byte for byte what a pass without the summarizer writes, with the
// reason in the report.
func TestMaintainLLMSummarizer(t *testing.T) {
	ctx := context.Background()
	plain, _ := openTest(t, Options{})
	llmCorpus(t, plain)
	if _, err := plain.Maintain(ctx, MaintainInput{Namespace: "l"}); err != nil {
		t.Fatal(err)
	}
	extractive := onlySummary(t, plain)
	answer := func(text string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if r.Method != "POST" || r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer k" {
				http.Error(w, "bad request", 400)
				return
			}
			fmt.Fprintf(w, `{"choices":[{"message":{"role":"assistant","content":%q}}]}`, text)
		}
	}
	cases := []struct {
		name    string
		handler http.HandlerFunc
		down    bool
		reason  string // "" : accepted
	}{
		{"good", answer("Quentin rehearsed the concerto twice.\nDinner was at the harbour restaurant with Ana."), false, ""},
		{"unsupported", answer("Quentin rehearsed the concerto twice. Then Quentin flew to Paris with Ana."), false, "sentence 2"},
		{"garbage", func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "<html>oops") }, false, "bad response"},
		{"slow", func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-time.After(time.Second):
			case <-r.Context().Done():
			}
		}, false, "deadline"},
		{"down", answer(""), true, "llmsum"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			srv := httptest.NewServer(c.handler)
			if c.down {
				srv.Close()
			} else {
				defer srv.Close()
			}
			sum, err := llmsum.New(llmsum.Config{URL: srv.URL + "/v1", Model: "test", APIKey: "k", Timeout: 200 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			e, _ := openTest(t, Options{})
			llmCorpus(t, e)
			rep, err := e.Maintain(ctx, MaintainInput{Namespace: "l", Summarizer: sum})
			if err != nil {
				t.Fatal(err)
			}
			got := onlySummary(t, e)
			if c.reason == "" {
				if len(rep.SummarizerRejected) != 0 || got.Producer != "evicortex/maintain.llm:test" ||
					got.Text != "Quentin rehearsed the concerto twice. Dinner was at the harbour restaurant with Ana." {
					t.Fatalf("accepted summary: %+v, report %+v", got, rep)
				}
				if got.InputDigest == "" || len(got.Spans) != 2 || got.Spans[1].Child != 2 {
					t.Fatalf("provenance %+v", got)
				}
				if again, err := e.Maintain(ctx, MaintainInput{Namespace: "l", Summarizer: sum}); err != nil || again.Actions != 0 {
					t.Fatalf("second pass: %+v %v", again, err)
				}
				return
			}
			if len(rep.SummarizerRejected) != 1 || !strings.Contains(rep.SummarizerRejected[0].Reason, c.reason) {
				t.Fatalf("report %+v, want one rejection naming %q", rep, c.reason)
			}
			if got.Producer != maintain.Producer || got.Text != extractive.Text || fmt.Sprint(got.Spans) != fmt.Sprint(extractive.Spans) {
				t.Fatalf("kept summary %+v, want the extractive %+v", got, extractive)
			}
			if rep.Summaries != 1 {
				t.Fatalf("report %+v", rep)
			}
		})
	}
}

// TestLedgerRefusesUnsupportedText: the ledger itself refuses a summary
// whose sentences its spans do not support, so no caller can write one.
func TestLedgerRefusesUnsupportedText(t *testing.T) {
	e, _ := openTest(t, Options{})
	llmCorpus(t, e)
	evs, err := e.led.ListEvidence(context.Background(), ledger.EvidenceFilter{Namespace: "l"}, 10)
	if err != nil {
		t.Fatal(err)
	}
	head, _ := e.led.JournalHead(context.Background())
	_, err = e.led.ApplyMaintenance(context.Background(), ledger.MaintenanceBatch{Namespace: "l", Summaries: []ledger.SummaryInput{{
		Scope: "chat/s1#0", Text: "Quentin flew to Paris.", Children: []string{evs[0].ID, evs[1].ID},
		Spans: []ledger.SummarySpan{{Child: 0, Start: 0, End: 10}}, Producer: "x", Version: "1", InputDigest: "d"}}})
	if err == nil || !strings.Contains(err.Error(), "text") {
		t.Fatalf("unsupported text written: %v", err)
	}
	if h, _ := e.led.JournalHead(context.Background()); h != head {
		t.Fatal("a refused batch wrote")
	}
}
