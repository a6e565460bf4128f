package engine

import (
	"context"
	"testing"
)

func TestClaimsHistoryAndJournalPrincipal(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := WithPrincipal(context.Background(), "agent-7")
	light, dark := seedExample(t, e)
	_ = light
	if _, err := e.Remember(ctx, Observation{Namespace: "demo/varun", Content: "note", Source: "s"}); err != nil {
		t.Fatal(err)
	}
	hist, err := e.Claims(ctx, "demo/varun", "user:varun", "prefers_theme")
	if err != nil {
		t.Fatal(err)
	}
	if len(hist) != 2 || hist[0].Value != "light" || hist[0].Status != "superseded" ||
		hist[1].Value != "dark" || hist[1].Status != "active" || hist[0].SupersededBy != dark.ClaimIDs[0] {
		t.Fatalf("history %+v", hist)
	}
	js, err := e.Journal(ctx, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(js) != 3 || js[2].Principal != "agent-7" || js[0].Principal != "" || js[1].PrevHash != js[0].Hash {
		t.Fatalf("journal %+v", js)
	}
	if _, err := e.Claims(ctx, "demo/varun", "", ""); err == nil {
		t.Fatal("empty subject accepted")
	}
}
