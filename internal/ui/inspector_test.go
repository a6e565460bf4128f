package ui_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/internal/httpapi"
	"github.com/evicortex/evicortex/internal/ui"
)

const (
	token = "inspector-token-0123456789"
	ns    = "demo/maya"
)

// TestAssets: the page and its scripts are served with the strict policy,
// without a token, and nothing but GET/HEAD is accepted.
func TestAssets(t *testing.T) {
	ts := httptest.NewServer(ui.Handler())
	defer ts.Close()
	for _, p := range []string{"/ui/", "/ui/inspector.js", "/ui/inspector.css"} {
		r, err := http.Get(ts.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		if r.StatusCode != 200 || !strings.Contains(r.Header.Get("Content-Security-Policy"), "script-src 'self'") ||
			r.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("GET %s: %d %v", p, r.StatusCode, r.Header)
		}
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	if r, err := c.Get(ts.URL + "/ui"); err != nil || r.StatusCode != http.StatusMovedPermanently || r.Header.Get("Location") != "/ui/" {
		t.Fatalf("GET /ui: %v %v", r, err)
	}
	r, err := http.Post(ts.URL+"/ui/", "text/plain", strings.NewReader("x"))
	if err != nil || r.StatusCode != http.StatusMethodNotAllowed {
		t.Fatalf("POST /ui/: %v %v", r, err)
	}
}

// seed writes a short history: a move (a superseded and a current claim),
// two conflicting preferences (disputed) and turns by two speakers.
func seed(t *testing.T, e *engine.Engine) (boston, seattle string) {
	ctx := context.Background()
	at := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 10, 0, 0, 0, time.UTC) }
	rem := func(o engine.Observation) engine.Receipt {
		o.Namespace = ns
		r, err := e.Remember(ctx, o)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	b := rem(engine.Observation{Content: "I live in Boston, near the river.", Source: "chat/1", Speaker: "Maya", Role: "user", OccurredAt: at(3, 2),
		Claims: []engine.ClaimInput{{Subject: "maya", Predicate: "lives_in", Value: "Boston"}}})
	rem(engine.Observation{Content: "Boston is lovely in spring. <script>alert(1)</script>", Source: "chat/1", Speaker: "assistant", Role: "assistant", OccurredAt: at(3, 2).Add(time.Minute)})
	rem(engine.Observation{Content: "I drink tea every morning.", Source: "chat/2", Speaker: "Maya", Role: "user", OccurredAt: at(5, 10),
		Claims: []engine.ClaimInput{{Subject: "maya", Predicate: "drinks", Value: "tea"}}})
	rem(engine.Observation{Content: "Maya said she only drinks coffee.", Source: "notes/bob", Speaker: "Bob", Role: "participant", OccurredAt: at(5, 11),
		Claims: []engine.ClaimInput{{Subject: "maya", Predicate: "drinks", Value: "coffee"}}})
	s := rem(engine.Observation{Content: "I moved to Seattle in October for the new job.", Source: "chat/3", Speaker: "Maya", Role: "user", OccurredAt: at(10, 20),
		Claims: []engine.ClaimInput{{Subject: "maya", Predicate: "lives_in", Value: "Seattle", Supersedes: b.ClaimIDs[0]}}})
	return b.ID, s.ID
}

// TestInspectorInChromium loads the page in a real headless Chromium with
// the token in the URL fragment, lets it draw the namespace and run a
// recall, and checks what was drawn against the API's own answers. It
// needs Debian's chromium (make chromium); without it the test skips,
// unless EVICORTEX_REQUIRE_CHROMIUM=1 (make test-ui) makes that a failure.
// EVICORTEX_UI_SCREENSHOT=FILE also saves a PNG of the page.
func TestInspectorInChromium(t *testing.T) {
	browser := chromium()
	if browser == "" {
		if os.Getenv("EVICORTEX_REQUIRE_CHROMIUM") == "1" {
			t.Fatal("EVICORTEX_REQUIRE_CHROMIUM=1 but no chromium in PATH (make chromium)")
		}
		t.Skip("no chromium in PATH (make chromium installs Debian's)")
	}
	e, err := engine.Open(filepath.Join(t.TempDir(), "m.db"), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, seattle := seed(t, e)
	ps, err := httpapi.ParsePrincipals([]byte(fmt.Sprintf(`{%q: {"name": "maya-app", "namespaces": ["demo/*"], "capabilities": ["read"]}}`, token)))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := httpapi.New(httpapi.Config{Principals: ps})
	if err != nil {
		t.Fatal(err)
	}
	srv.Attach(e)
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()

	claims, err := e.Claims(context.Background(), ns, "maya", "")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{} // drawn class -> count, from the API's statuses
	for _, c := range claims {
		switch c.Status {
		case "active":
			want["current"]++
		case "superseded", "disputed":
			want[c.Status]++
		default:
			want["other"]++
		}
	}
	if want["current"] < 1 || want["superseded"] != 1 || want["disputed"] != 2 {
		t.Fatalf("seeded claims' statuses: %v", want)
	}

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(browser),
		chromedp.NoSandbox, chromedp.WindowSize(1280, 1100), chromedp.Flag("disable-gpu", true))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 60*time.Second)
	defer cancel()

	url := ts.URL + "/ui/#token=" + token + "&ns=" + ns + "&q=" + "Where%20does%20Maya%20live%20now%3F" + "&budget=300"
	if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="1"]`))); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	count := func(sel string) int {
		return get(t, ctx, chromedp.Evaluate[int](fmt.Sprintf(`document.querySelectorAll(%q).length`, sel)))
	}
	text := func(sel string) string { return get(t, ctx, chromedp.Text(chromedp.CSS(sel))) }
	circles, current, superseded, disputed := count("#timeline circle.ev"), count("#claims rect.claim.current"),
		count("#claims rect.claim.superseded"), count("#claims rect.claim.disputed")
	if circles != 5 || current != want["current"] || superseded != want["superseded"] || disputed != want["disputed"] {
		t.Fatalf("drawn: %d evidence points, claims current %d superseded %d disputed %d; want 5 and %v (status %q)",
			circles, current, superseded, disputed, want, text("#status"))
	}
	if h := get(t, ctx, chromedp.Evaluate[string](`location.hash`)); h != "" {
		t.Errorf("the token stayed in the address bar: %q", h)
	}
	if n := count("script"); n != 1 {
		t.Errorf("%d script elements: stored text was inserted as markup", n)
	}
	items, budget, first := count("#capsule .item"), text("#budget-used"), text("#capsule .item .text")
	if items < 1 || !strings.Contains(budget, "of 300 tokens") || !strings.Contains(first, "Seattle") {
		t.Fatalf("capsule: %d items, budget %q, first item %q", items, budget, first)
	}
	if n := count("#capsule .item table.trace tr"); n < 2 {
		t.Fatalf("trace tables: %d rows", n)
	}
	// Expand the first item: the page must show the evidence's exact bytes.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#capsule .item button[data-expand]`)),
		chromedp.WaitVisible(chromedp.CSS(`#evidence-content`))); err != nil {
		t.Fatal(err)
	}
	ev, err := e.Expand(context.Background(), ns, seattle)
	if err != nil {
		t.Fatal(err)
	}
	if got := get(t, ctx, chromedp.TextContent(chromedp.CSS(`#evidence-content`))); got != ev.Content {
		t.Fatalf("expanded %q, want the evidence %q", got, ev.Content)
	}
	if path := os.Getenv("EVICORTEX_UI_SCREENSHOT"); path != "" {
		if err := os.WriteFile(path, get(t, ctx, chromedp.FullScreenshot(100)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A wrong token is refused and the page says so.
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/ui/?again=1#token=wrong-token-0123456789&ns="+ns),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="1"]`))); err != nil {
		t.Fatal(err)
	}
	if st := text("#status"); !strings.Contains(st, "401") {
		t.Fatalf("wrong token: status %q", st)
	}
}

// get runs one browser action that yields a value.
func get[T any](t *testing.T, ctx context.Context, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func chromium() string {
	for _, n := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}
