package httpapi

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// TestInvalidUTF8Rejected: every string field of every body is checked
// against the raw bytes, so nothing the decoder would rewrite to U+FFFD is
// accepted, and the 400 names the field.
func TestInvalidUTF8Rejected(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	const okObs = `"namespace":"team-a/u","source":"chat/1","content":"hello"`
	for _, c := range []struct {
		path, body, field string
	}{
		{"/v1/remember", `{"namespace":"team-a/u","source":"chat/1","content":"bad ` + "\xff\xfe" + `"}`, "content"},
		{"/v1/remember", `{"namespace":"team-a/` + "\xff" + `","source":"chat/1","content":"x"}`, "namespace"},
		{"/v1/remember", `{"namespace":"team-a/u","source":"chat/` + "\xc3" + `","content":"x"}`, "source"},
		{"/v1/remember", `{` + okObs + `,"metadata":{"tags":["ok","` + "\xed\xa0\x80" + `"]}}`, "metadata.tags[1]"},
		{"/v1/remember", `{` + okObs + `,"metadata":{"k` + "\xff" + `":1}}`, "metadata"},
		{"/v1/remember", `{` + okObs + `,"claims":[{"subject":"u","predicate":"p","value":"v` + "\x80" + `"}]}`, "claims[0].value"},
		{"/v1/remember", `{"namespace":"team-a/u","source":"chat/1","content":"lone \ud800 high"}`, "content"},
		{"/v1/remember", `{"namespace":"team-a/u","source":"chat/1","content":"lone \udc00 low"}`, "content"},
		{"/v1/remember", `{"namespace":"team-a/u","source":"chat/1","content":"reversed \udc00\ud800"}`, "content"},
		{"/v1/remember:batch", `{"observations":[{` + okObs + `},{` + okObs + `,"speaker":"a` + "\xff" + `"}]}`, "observations[1].speaker"},
		{"/v1/recall", `{"namespace":"team-a/u","query":"theme ` + "\xff" + `","budget_tokens":100}`, "query"},
		{"/v1/search", `{"namespace":"team-a/u","query":"\ud83d","limit":3}`, "query"},
		{"/v1/expand", `{"namespace":"team-a/u","id":"ev_` + "\xff" + `"}`, "id"},
		{"/v1/purge", `{"namespace":"team-a/u","source_prefix":"chat/` + "\xff" + `"}`, "source_prefix"},
	} {
		r := call(t, ts, http.MethodPost, c.path, tokTeamA, c.body)
		if r.status != http.StatusBadRequest || r.err.Field != c.field {
			t.Errorf("%s %q: status %d field %q (%s), want 400 field %q", c.path, c.body, r.status, r.err.Field, r.err.Message, c.field)
		}
	}
	r := call(t, ts, http.MethodGet, "/v1/claims?namespace=team-a/%FF", tokTeamA, "")
	if r.status != http.StatusBadRequest || r.err.Field != "namespace" {
		t.Errorf("GET /v1/claims with %%FF: status %d field %q, want 400 namespace", r.status, r.err.Field)
	}
	// Nothing any refused request carried was stored.
	if r := call(t, ts, http.MethodPost, "/v1/evidence:list", tokAdmin, `{"namespace":"team-a/u"}`); r.status != http.StatusOK || strings.Contains(string(r.body), `"id"`) {
		t.Fatalf("a refused request stored evidence: %d %s", r.status, r.body)
	}
	// A valid surrogate pair and escaped backslashes before a 'u' are verbatim.
	r = call(t, ts, http.MethodPost, "/v1/remember", tokTeamA, `{"namespace":"team-a/u","source":"chat/1","content":"smile \ud83d\ude00 and \\ud800 text"}`)
	if r.status != http.StatusCreated {
		t.Fatalf("valid escapes: status %d %s", r.status, r.body)
	}
	ev := expandOver(t, ts, r.body)
	if want := "smile \U0001F600 and \\ud800 text"; ev.Content != want {
		t.Fatalf("expanded %q, want %q", ev.Content, want)
	}
}

type expanded struct {
	Content string `json:"content"`
	SHA256  string `json:"sha256"`
}

// expandOver expands the evidence whose remember receipt is receipt.
func expandOver(t *testing.T, ts *httptest.Server, receipt []byte) expanded {
	t.Helper()
	var rc struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(receipt, &rc); err != nil {
		t.Fatal(err)
	}
	r := call(t, ts, http.MethodPost, "/v1/expand", tokTeamA, fmt.Sprintf(`{"namespace":"team-a/u","id":%q}`, rc.ID))
	var ev expanded
	if err := json.Unmarshal(r.body, &ev); err != nil || r.status != http.StatusOK {
		t.Fatalf("expand %s: %d %s %v", rc.ID, r.status, r.body, err)
	}
	return ev
}

// jsonQuote quotes b as a JSON string, escaping only what JSON requires
// (quote, backslash, control bytes) and sending every other byte raw, so a
// body can carry bytes that are not UTF-8.
func jsonQuote(b []byte) string {
	var s strings.Builder
	s.WriteByte('"')
	for _, c := range b {
		switch {
		case c == '"' || c == '\\':
			s.WriteByte('\\')
			s.WriteByte(c)
		case c < 0x20:
			fmt.Fprintf(&s, `\u%04x`, c)
		default:
			s.WriteByte(c)
		}
	}
	s.WriteByte('"')
	return s.String()
}

// randomBytes mixes ASCII, control bytes and valid multi-byte runes; half
// the strings then get arbitrary bytes or a truncated rune spliced in, so
// about half are not valid UTF-8 (and some still are, by chance).
func randomBytes(rng *rand.Rand) []byte {
	var b []byte
	for range 1 + rng.IntN(24) {
		switch rng.IntN(5) {
		case 0:
			b = utf8.AppendRune(b, rune(0x80+rng.IntN(0x10FFFF-0x80))) // surrogates become U+FFFD, still valid
		case 1:
			b = append(b, byte(rng.IntN(0x20)))
		default:
			b = append(b, byte(0x20+rng.IntN(0x5f)))
		}
	}
	if rng.IntN(2) == 0 {
		return b
	}
	at := rng.IntN(len(b) + 1)
	var bad []byte
	if rng.IntN(2) == 0 {
		bad = []byte{byte(0x80 + rng.IntN(0x80))}
	} else {
		bad = []byte("\u20ac")[:1+rng.IntN(2)] // a truncated €
	}
	return append(b[:at:at], append(bad, b[at:]...)...)
}

// TestVerbatimProperty: over random byte strings sent as content over
// HTTP, whatever is accepted expands to exactly the bytes sent and its
// sha256 is of those bytes; whatever is not valid UTF-8 is a 400 naming
// content.
func TestVerbatimProperty(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 18))
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	accepted, rejected := 0, 0
	for i := range 300 {
		content := randomBytes(rng)
		body := fmt.Sprintf(`{"namespace":"team-a/p","source":"prop/%d","content":%s}`, i, jsonQuote(content))
		r := call(t, ts, http.MethodPost, "/v1/remember", tokTeamA, body)
		valid := utf8.Valid(content) && strings.TrimSpace(string(content)) != ""
		if !valid {
			if utf8.Valid(content) {
				continue // blank content: refused as required, not a UTF-8 case
			}
			if r.status != http.StatusBadRequest || r.err.Field != "content" {
				t.Fatalf("content %q: status %d field %q, want 400 content", content, r.status, r.err.Field)
			}
			rejected++
			continue
		}
		if r.status != http.StatusCreated {
			t.Fatalf("content %q: status %d %s", content, r.status, r.body)
		}
		var rc struct{ ID, SHA256 string }
		if err := json.Unmarshal(r.body, &rc); err != nil {
			t.Fatal(err)
		}
		x := call(t, ts, http.MethodPost, "/v1/expand", tokTeamA, fmt.Sprintf(`{"namespace":"team-a/p","id":%q}`, rc.ID))
		var ev struct{ Content, SHA256 string }
		if err := json.Unmarshal(x.body, &ev); err != nil || x.status != http.StatusOK {
			t.Fatalf("expand %s: %d %s %v", rc.ID, x.status, x.body, err)
		}
		sum := sha256.Sum256(content)
		if ev.Content != string(content) || ev.SHA256 != hex.EncodeToString(sum[:]) || rc.SHA256 != ev.SHA256 {
			t.Fatalf("content %q: expanded %q sha %s receipt %s, want sha %x", content, ev.Content, ev.SHA256, rc.SHA256, sum)
		}
		accepted++
	}
	if accepted < 50 || rejected < 50 {
		t.Fatalf("accepted %d, rejected %d: the generator no longer mixes valid and invalid strings", accepted, rejected)
	}
}
