package httpapi

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMatchNamespace(t *testing.T) {
	cases := []struct {
		pat, ns string
		want    bool
	}{
		{"team-a/*", "team-a/x", true},
		{"team-a/*", "team-a/x/y", false}, // * never crosses '/'
		{"team-a/*", "team-a", false},
		{"team-a/*", "team-b/x", false},
		{"team-a/**", "team-a/x", true},
		{"team-a/**", "team-a/x/y", true},
		{"team-a/**", "team-a", false},
		{"**", "anything/at/all", true},
		{"**", "", true},
		{"team-a/*", "", false},
		{"team-?/u[0-9]", "team-b/u7", true},
		{"team-?/u[0-9]", "team-bb/u7", false},
		{"*/shared", "x/shared", true},
		{"*/shared", "x/y/shared", false},
		{"demo", "demo", true},
		{"demo", "demo/x", false},
	}
	for _, c := range cases {
		if got := matchNamespace(c.pat, c.ns); got != c.want {
			t.Errorf("match(%q, %q) = %v, want %v", c.pat, c.ns, got, c.want)
		}
	}
}

// TestMatchNamespaceOracle compares the matcher with a slow reference on
// every pattern/namespace pair built from a small alphabet.
func TestMatchNamespaceOracle(t *testing.T) {
	segs := []string{"a", "b", "*", "?", "[ab]"}
	var pats, names []string
	for _, x := range segs {
		pats = append(pats, x)
		for _, y := range append(segs, "**") {
			pats = append(pats, x+"/"+y)
		}
	}
	for _, x := range []string{"a", "b", "ab"} {
		names = append(names, x)
		for _, y := range []string{"a", "b"} {
			names = append(names, x+"/"+y, x+"/"+y+"/a")
		}
	}
	for _, p := range pats {
		for _, n := range names {
			if got, want := matchNamespace(p, n), refMatch(p, n); got != want {
				t.Errorf("match(%q, %q) = %v, reference %v", p, n, got, want)
			}
		}
	}
}

// refMatch: a trailing "**" means "the prefix matches and more segments
// follow"; otherwise segment counts agree and each segment matches.
func refMatch(pat, ns string) bool {
	ps, ss := strings.Split(pat, "/"), strings.Split(ns, "/")
	if ps[len(ps)-1] == "**" {
		if len(ss) < len(ps) {
			return false
		}
		ss = ss[:len(ps)-1]
		ps = ps[:len(ps)-1]
	}
	if len(ps) != len(ss) {
		return false
	}
	for i := range ps {
		if !segMatch(ps[i], ss[i]) {
			return false
		}
	}
	return true
}

func segMatch(p, s string) bool {
	switch p {
	case "*":
		return true
	case "?":
		return len(s) == 1
	case "[ab]":
		return s == "a" || s == "b"
	}
	return p == s
}

func writePrincipals(t *testing.T, mode os.FileMode, body string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "principals.json")
	if err := os.WriteFile(f, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(f, mode); err != nil {
		t.Fatal(err)
	}
	return f
}

func TestLoadPrincipalsRefusesLooseModes(t *testing.T) {
	for _, mode := range []os.FileMode{0o644, 0o640, 0o604, 0o660, 0o602} {
		f := writePrincipals(t, mode, testPrincipals)
		_, err := LoadPrincipals(f)
		if !errors.Is(err, ErrPrincipals) || !strings.Contains(err.Error(), f) {
			t.Errorf("mode %04o: err %v, want ErrPrincipals naming the file", mode, err)
		}
		if err != nil && !strings.Contains(err.Error(), "mode 0"+octal(mode)) {
			t.Errorf("mode %04o: err %v does not name the mode", mode, err)
		}
	}
	ps, err := LoadPrincipals(writePrincipals(t, 0o600, testPrincipals))
	if err != nil || ps.Len() != 6 {
		t.Fatalf("mode 0600: %v", err)
	}
}

func octal(m os.FileMode) string {
	const digits = "01234567"
	p := m.Perm()
	return string([]byte{digits[p>>6&7], digits[p>>3&7], digits[p&7]})
}

func TestParsePrincipalsErrors(t *testing.T) {
	cases := map[string]string{
		`{}`: "no principals",
		`{"short": {"namespaces": ["a"], "capabilities": ["read"]}}`:                         "shorter",
		`{"0123456789abcdef0": {"namespaces": [], "capabilities": ["read"]}}`:                "namespaces is empty",
		`{"0123456789abcdef0": {"namespaces": ["a"], "capabilities": []}}`:                   "capabilities is empty",
		`{"0123456789abcdef0": {"namespaces": ["a"], "capabilities": ["root"]}}`:             "unknown capability",
		`{"0123456789abcdef0": {"namespaces": ["a/[x"], "capabilities": ["read"]}}`:          "syntax error in pattern",
		`{"0123456789abcdef0": {"namespaces": ["**/a"], "capabilities": ["read"]}}`:          "last segment",
		`{"0123456789abcdef0": {"namespaces": ["a//b"], "capabilities": ["read"]}}`:          "empty segment",
		`{"0123456789abcdef0": {"namespaces": ["a"], "capabilities": ["read"], "extra": 1}}`: "unknown field",
		`{"0123456789abcdef0": {"namespaces": ["a"], "capabilities": ["read"]}} {}`:          "trailing",
		`[]`: "cannot unmarshal",
		`{"0123456789abcdef0": {"name": "x", "namespaces": ["a"], "capabilities": ["read"]}, "0123456789abcdef1": {"name": "x", "namespaces": ["b"], "capabilities": ["read"]}}`: "more than one token",
	}
	for in, want := range cases {
		_, err := ParsePrincipals([]byte(in))
		if !errors.Is(err, ErrPrincipals) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err %v, want ErrPrincipals mentioning %q", in, err, want)
		}
		if err != nil && strings.Contains(err.Error(), "0123456789abcdef0") {
			t.Errorf("%s: error leaks the token: %v", in, err)
		}
	}
}

func TestAuthenticate(t *testing.T) {
	ps := testPrincipalSet(t)
	for tok, name := range map[string]string{tokAdmin: "root", tokTeamA: "team-a", tokNoRead: "no-read"} {
		p, ok := ps.Authenticate(tok)
		if !ok || p.Name != name {
			t.Errorf("Authenticate(%s) = %v, %v; want %s", tok, p, ok, name)
		}
	}
	for _, tok := range []string{"", tokUnknown, tokAdmin + "x", tokAdmin[:len(tokAdmin)-1]} {
		if _, ok := ps.Authenticate(tok); ok {
			t.Errorf("Authenticate(%q) accepted", tok)
		}
	}
	anon, _ := ParsePrincipals([]byte(`{"0123456789abcdef0": {"namespaces": ["a"], "capabilities": ["read"]}}`))
	if p, ok := anon.Authenticate("0123456789abcdef0"); !ok || !strings.HasPrefix(p.Name, "token-") || len(p.Name) != 14 {
		t.Errorf("default name: %+v", p)
	}
}

func FuzzParsePrincipals(f *testing.F) {
	f.Add([]byte(testPrincipals))
	f.Add([]byte(`{"0123456789abcdef0": {"namespaces": ["a/**"], "capabilities": ["read"]}}`))
	f.Add([]byte(`{"0123456789abcdef0": {"namespaces": ["[", "a/*"], "capabilities": ["read"]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := ParsePrincipals(data)
		if err != nil {
			if !errors.Is(err, ErrPrincipals) {
				t.Fatalf("error not wrapping ErrPrincipals: %v", err)
			}
			return
		}
		for _, e := range ps.entries {
			for _, pat := range e.p.Namespaces {
				matchNamespace(pat, "a/b") // must not panic
			}
		}
	})
}
