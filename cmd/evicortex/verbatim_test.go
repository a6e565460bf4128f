package main

import (
	"encoding/json"
	"path/filepath"
	"testing"
)

// TestCLIInvalidUTF8: arguments that are not valid UTF-8 exit 2 with a
// JSON error naming the field, and nothing is stored.
func TestCLIInvalidUTF8(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	for _, c := range []struct {
		args  []string
		field string
	}{
		{[]string{"remember", "--ns", "n/u", "--content", "bad \xff\xfe", "--source", "s"}, "content"},
		{[]string{"remember", "--ns", "n/\xff", "--content", "c", "--source", "s"}, "namespace"},
		{[]string{"remember", "--ns", "n/u", "--content", "c", "--source", "s\xc3"}, "source"},
		{[]string{"remember", "--ns", "n/u", "--content", "c", "--source", "s", "--metadata", "{\"k\":\"\xff\"}"}, "metadata"},
		{[]string{"recall", "--ns", "n/u", "--query", "q\xff", "--budget", "50"}, "query"},
	} {
		r := cliRun(t, append([]string{"--db", db, "--json"}, c.args...)...)
		var e struct {
			Error struct{ Field string } `json:"error"`
		}
		if r.code != 2 || json.Unmarshal([]byte(r.stderr), &e) != nil || e.Error.Field != c.field {
			t.Errorf("%q: exit %d stderr %s, want exit 2 naming %s", c.args, r.code, r.stderr, c.field)
		}
	}
	var rep struct{ Evidence int }
	cliJSON(t, &rep, "--db", db, "--json", "verify")
	if rep.Evidence != 0 {
		t.Fatalf("refused writes stored %d evidence rows", rep.Evidence)
	}
}
