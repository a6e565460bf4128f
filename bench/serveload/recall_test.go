package serveload

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func TestCheckCapsule(t *testing.T) {
	good := []byte(`{"namespace":"load/ns03","query":"q","items":[]}` + "\n")
	if err := checkCapsule(200, good, "load/ns03"); err != nil {
		t.Fatalf("good capsule: %v", err)
	}
	for _, tc := range []struct {
		name   string
		status int
		data   string
		want   string
	}{
		{"status", 500, `{"code":"internal"}`, "status 500"},
		{"created", 201, string(good), "status 201"},
		{"truncated", 200, string(good[:30]), "not well-formed"},
		{"empty", 200, "", "not well-formed"},
		{"other namespace", 200, `{"namespace":"load/ns04","items":[]}`, "not a capsule"},
		{"namespace prefix", 200, `{"namespace":"load/ns033","items":[]}`, "not a capsule"},
		{"not an object", 200, `["load/ns03"]`, "not a capsule"},
		{"other first field", 200, `{"query":"x","namespace":"load/ns03"}`, "not a capsule"},
	} {
		err := checkCapsule(tc.status, []byte(tc.data), "load/ns03")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one saying %q", tc.name, err, tc.want)
		}
	}
}

// TestDecodeCapsules runs a short open-loop run with the full decode, and
// checks the report says how answers were checked in both modes.
func TestDecodeCapsules(t *testing.T) {
	for _, decode := range []bool{false, true} {
		args := []string{"--duration", "300ms", "--clients", "2", "--preload", "50", "--single", "5", "--json"}
		want := "json"
		if decode {
			args, want = append(args, "--decode-capsules"), "decode"
		}
		var out, progress bytes.Buffer
		if err := Main(context.Background(), args, &out, &progress); err != nil {
			t.Fatalf("decode %v: %v\n%s", decode, err, progress.String())
		}
		var r report
		if err := json.Unmarshal(out.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.RecallCheck != want || r.Recall.Count == 0 || r.Errors != 0 {
			t.Fatalf("decode %v: report %+v", decode, r)
		}
	}
}
