package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/evicortex/evicortex/engine"
)

// syncFake is a fake engine with a semantic projection.
type syncFake struct {
	fakeEngine
	err error
}

func (f *syncFake) SyncSemantic(ctx context.Context, ns string) (engine.SyncReport, error) {
	f.calls.Add(1)
	return engine.SyncReport{Namespace: ns, Profile: "p1", Embedded: 3, Total: 3}, f.err
}

func TestSyncSemantic(t *testing.T) {
	fake := &syncFake{}
	_, ts := newTestServer(t, fake, Config{})
	body := func(ns string) string { return `{"namespace":"` + ns + `"}` }
	for _, c := range []struct {
		token, ns string
		want      int
	}{{"", "team-a/x", 401}, {tokUnknown, "team-a/x", 401}, {tokTeamA, "team-b/x", 403}, {tokNoWrite, "team-a/x", 403}} {
		if r := call(t, ts, "POST", "/v1/sync-semantic", c.token, body(c.ns)); r.status != c.want {
			t.Errorf("%+v: %d %s", c, r.status, r.body)
		}
	}
	if n := fake.calls.Load(); n != 0 {
		t.Fatalf("refused syncs reached the engine %d times", n)
	}
	r := call(t, ts, "POST", "/v1/sync-semantic", tokTeamA, body("team-a/x"))
	var rep engine.SyncReport
	if err := json.Unmarshal(r.body, &rep); r.status != 200 || err != nil || rep.Namespace != "team-a/x" || rep.Embedded != 3 || fake.calls.Load() != 1 {
		t.Fatalf("sync: %d %s", r.status, r.body)
	}
	for err, want := range map[error]struct {
		status int
		code   string
	}{
		fmt.Errorf("x: %w", engine.ErrNoEncoder):       {501, codeNotImpl},
		fmt.Errorf("x: %w", engine.ErrProfileMismatch): {409, codeProfile},
	} {
		fake.err = err
		if r := call(t, ts, "POST", "/v1/sync-semantic", tokTeamA, body("team-a/x")); r.status != want.status || r.err.Code != want.code {
			t.Errorf("%v: %d %s", err, r.status, r.body)
		}
	}
}
