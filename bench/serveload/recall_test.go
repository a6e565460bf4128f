package serveload

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
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

// TestDecodeCapsules runs a short run with and without the full decode,
// and checks the report says how answers were checked, and that every
// recall checked without decoding has its server time (Server-Timing)
// in the splits, while the decoding client, which does not expose
// headers, has none.
func TestDecodeCapsules(t *testing.T) {
	for _, decode := range []bool{false, true} {
		args := []string{"--duration", "300ms", "--clients", "2", "--preload", "50", "--single", "5", "--control", "100ms", "--json"}
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
		if r.RecallCheck != want || r.Recall.Count == 0 || r.Errors != 0 || r.Control == nil {
			t.Fatalf("decode %v: report %+v", decode, r)
		}
		splits := []struct {
			name  string
			s     *latencySplit
			count int
		}{{"concurrent", r.RecallSplit, r.Recall.Count}, {"control", r.Control.Split, r.Control.Recall.Count}, {"back-to-back", r.SingleSplit, 10}}
		for _, sp := range splits {
			switch {
			case decode && sp.s != nil:
				t.Errorf("decoding run: %s split %+v, want none", sp.name, sp.s)
			case !decode && (sp.s == nil || sp.s.N != sp.count || sp.s.ServerP50Ms <= 0):
				t.Errorf("%s split %+v, want all %d recalls with a server time", sp.name, sp.s, sp.count)
			}
		}
	}
}

func TestParseServerTiming(t *testing.T) {
	for v, want := range map[string]time.Duration{
		"app;dur=0.412":            412 * time.Microsecond,
		"app;dur=12":               12 * time.Millisecond,
		"db;dur=3, app;dur=1.5":    1500 * time.Microsecond,
		"app;desc=\"x\";dur=2.000": 2 * time.Millisecond,
		"":                         -1,
		"app":                      -1,
		"app;dur=":                 -1,
		"app;dur=-1":               -1,
		"app;dur=NaN":              -1,
		"app;dur=Inf":              -1,
		"cache;dur=1":              -1,
		"app;dur=abc":              -1,
	} {
		if got := parseServerTiming(v); got != want {
			t.Errorf("parseServerTiming(%q) = %v, want %v", v, got, want)
		}
	}
}

// TestSplitOf checks the latency split on hand-made samples: 100
// requests of 1 ms with 0.6 ms of server time, then one of 10 ms with
// 1 ms of server time (the slowest 1%), and requests without a value are
// left out.
func TestSplitOf(t *testing.T) {
	s := &opStats{}
	for range 99 {
		s.recordServer(time.Millisecond, 600*time.Microsecond)
	}
	s.record(5*time.Millisecond, nil) // no server time: not in the split
	s.recordServer(10*time.Millisecond, time.Millisecond)
	s.recordServer(time.Millisecond, 600*time.Microsecond)
	sp := splitOf(s)
	if sp == nil || sp.N != 101 {
		t.Fatalf("split %+v, want 101 requests", sp)
	}
	if sp.ServerP50Ms != 0.6 || sp.OutsideP50Ms != 0.4 {
		t.Errorf("p50 server %v outside %v, want 0.6 and 0.4", sp.ServerP50Ms, sp.OutsideP50Ms)
	}
	if sp.TailN != 2 || sp.TailServerMs != 0.8 || sp.TailOutsideMs != 4.7 || sp.TailMeanMs != 5.5 {
		t.Errorf("tail %+v, want 2 requests: mean 5.5 ms = server 0.8 + outside 4.7", sp)
	}
	if splitOf(&opStats{lat: []time.Duration{time.Millisecond}}) != nil {
		t.Error("a split of requests without server times, want nil")
	}
}
