package httpapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/keyring"
)

// TestRotateKeysOverHTTP: POST /v1/keys:rotate re-wraps the data keys
// while the server keeps answering (a write and a read after it, on the
// same server), and afterwards only the new key file opens the ledger.
// Bad input names new_key_file and rotates nothing: missing, relative, a
// file that is no key file, a key file that already has a keystore; an
// unencrypted engine answers 400 too, and a principal without admin 403.
func TestRotateKeysOverHTTP(t *testing.T) {
	dir := t.TempDir()
	kf, nk, junk := filepath.Join(dir, "kek"), filepath.Join(dir, "kek2"), filepath.Join(dir, "junk")
	for _, f := range []string{kf, nk} {
		if err := keyring.GenerateKeyFile(f); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(junk, []byte("not a key\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "enc.db")
	e, err := engine.Open(db, engine.Options{EncryptionKeyFile: kf})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, ts := newTestServer(t, e, Config{})
	if r := call(t, ts, "POST", "/v1/remember", tokTeamA, `{"namespace":"team-a/k","content":"sealed before the rotation","source":"s"}`); r.status != 201 {
		t.Fatalf("remember: %d %s", r.status, r.body)
	}
	for _, tc := range []struct{ name, token, body string }{
		{"no admin", tokNoAdmin, `{"new_key_file":"` + nk + `"}`},
		{"missing", tokAdmin, `{}`},
		{"relative", tokAdmin, `{"new_key_file":"kek2"}`},
		{"not a key file", tokAdmin, `{"new_key_file":"` + junk + `"}`},
		{"no such file", tokAdmin, `{"new_key_file":"` + filepath.Join(dir, "nope") + `"}`},
		{"the current key file (it has a keystore)", tokAdmin, `{"new_key_file":"` + kf + `"}`},
	} {
		r := call(t, ts, "POST", "/v1/keys:rotate", tc.token, tc.body)
		want := 400
		if tc.token == tokNoAdmin {
			want = 403
		}
		if r.status != want || (want == 400 && r.err.Field != "new_key_file") {
			t.Errorf("%s: %d %s, want %d naming new_key_file", tc.name, r.status, r.body, want)
		}
	}
	if _, err := os.Stat(keyring.KeystorePath(nk)); err == nil {
		t.Fatal("a refused rotation wrote the new keystore")
	}
	if r := call(t, ts, "POST", "/v1/keys:rotate", tokAdmin, `{"new_key_file":"`+nk+`"}`); r.status != 200 {
		t.Fatalf("rotate: %d %s", r.status, r.body)
	}
	// The same server keeps writing and reading.
	if r := call(t, ts, "POST", "/v1/remember", tokTeamA, `{"namespace":"team-a/k","content":"sealed after the rotation","source":"s"}`); r.status != 201 {
		t.Fatalf("remember after rotation: %d %s", r.status, r.body)
	}
	r := call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-a/k","query":"sealed rotation","budget_tokens":200}`)
	if r.status != 200 || !strings.Contains(string(r.body), "sealed before the rotation") || !strings.Contains(string(r.body), "sealed after the rotation") {
		t.Fatalf("recall after rotation: %d %s", r.status, r.body)
	}
	e.Close()
	if _, err := engine.Open(db, engine.Options{EncryptionKeyFile: kf}); err == nil {
		t.Fatal("the old key file still opens the ledger after rotation")
	}
	e2, err := engine.Open(db, engine.Options{EncryptionKeyFile: nk})
	if err != nil {
		t.Fatalf("open with the new key file: %v", err)
	}
	e2.Close()

	// An engine that does not encrypt answers 400 naming the field.
	_, plain := newTestServer(t, openEngine(t), Config{})
	if r := call(t, plain, "POST", "/v1/keys:rotate", tokAdmin, `{"new_key_file":"`+nk+`"}`); r.status != 400 || r.err.Field != "new_key_file" {
		t.Fatalf("unencrypted engine: %d %s", r.status, r.body)
	}
}
