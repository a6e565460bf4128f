package serveload

import (
	"testing"
	"time"
)

func TestRequestStart(t *testing.T) {
	now := time.Unix(1000, 0)
	for _, c := range []struct {
		name     string
		next     time.Time
		fromSend bool
		wait     time.Duration
		start    time.Time
		late     bool
	}{
		{"early", now.Add(3 * time.Millisecond), false, 3 * time.Millisecond, time.Time{}, false},
		{"early, from send", now.Add(3 * time.Millisecond), true, 3 * time.Millisecond, time.Time{}, false},
		{"late counts from the schedule", now.Add(-2 * time.Millisecond), false, 0, now.Add(-2 * time.Millisecond), true},
		{"late, from send", now.Add(-2 * time.Millisecond), true, 0, now, true},
		{"on time", now, false, 0, now, true},
	} {
		wait, start, late := requestStart(now, c.next, c.fromSend)
		if wait != c.wait || !start.Equal(c.start) || late != c.late {
			t.Errorf("%s: wait %v start %v late %v, want %v %v %v", c.name, wait, start, late, c.wait, c.start, c.late)
		}
	}
}

func TestPhaseSeeds(t *testing.T) {
	cfg := config{seed: 1, clients: 4096, control: time.Second, duration: time.Second}
	conc, before, after := concurrentPhase(cfg), controlPhase(cfg, "b"), controlPhase(cfg, "a")
	if conc.wordsSeed(cfg, 0) != 101 || conc.rngStream(cfg) != 1 || conc.source(3, 7) != "load/3/7" {
		t.Fatalf("the concurrent phase changed its seeds or sources: %d %d %s", conc.wordsSeed(cfg, 0), conc.rngStream(cfg), conc.source(3, 7))
	}
	seen := map[uint64]string{}
	for w := range cfg.clients {
		seen[conc.wordsSeed(cfg, w)] = "concurrent"
	}
	for _, ph := range []phase{before, after} {
		if ph.clients != 1 || !ph.fromSend || ph.duration != cfg.control {
			t.Errorf("control phase %+v, want one client timed from the send for --control", ph)
		}
		if p, dup := seen[ph.wordsSeed(cfg, 0)]; dup {
			t.Errorf("control %s shares its corpus seed with a %s client", ph.tag, p)
		}
		seen[ph.wordsSeed(cfg, 0)] = ph.tag
		if ph.rngStream(cfg) == conc.rngStream(cfg) || ph.source(0, 1) == conc.source(0, 1) {
			t.Errorf("control %s repeats the concurrent phase's stream or sources", ph.tag)
		}
	}
}

func TestMergeAlignsServerTimes(t *testing.T) {
	with, without := &opStats{}, &opStats{}
	with.recordServer(2*time.Millisecond, time.Millisecond)
	without.record(5*time.Millisecond, nil)
	s := &opStats{}
	s.merge(without)
	s.merge(with)
	s.merge(without)
	if len(s.lat) != 3 || len(s.srv) != 3 || s.srv[0] != -1 || s.srv[1] != time.Millisecond || s.srv[2] != -1 {
		t.Fatalf("lat %v srv %v, want srv [-1 1ms -1] aligned with lat", s.lat, s.srv)
	}
	sp := splitOf(s)
	if sp == nil || sp.N != 1 || sp.ServerP50Ms != 1 || sp.OutsideP50Ms != 1 {
		t.Fatalf("split %+v, want the one request with a server time", sp)
	}
}

// TestGateVerdicts builds reports from hand-made samples where the two
// denominators disagree, and checks --gate-on picks the verdict.
func TestGateVerdicts(t *testing.T) {
	lat := func(d time.Duration, n int) *opStats {
		s := &opStats{}
		for range n {
			s.recordServer(d, d/2)
		}
		return s
	}
	// Concurrent recalls: p99 3 ms. Back-to-back p50 0.5 ms (6x);
	// control p50 1.5 ms (2x).
	conc := phaseRun{rem: lat(time.Millisecond, 10), rec: lat(3*time.Millisecond, 100), elapsed: time.Second}
	ctl := phaseRun{rem: lat(time.Millisecond, 5), rec: lat(1500*time.Microsecond, 50), elapsed: time.Second}
	loop := lat(500*time.Microsecond, 50)
	for _, c := range []struct {
		gateOn string
		pass   bool
	}{{"control", true}, {"loop", false}} {
		cfg := config{gateOn: c.gateOn, gateRatio: 3, control: time.Second}
		r := newReport(cfg, conc, loop, loop)
		r.setControl(ctl, ctl)
		r.judge(cfg)
		if r.RecallP99Ratio != 6 || r.RecallP99OverControlP50 != 2 || r.RecallP99OverControlP99 != 2 {
			t.Fatalf("gate-on %s: ratios %v / %v / %v, want 6 / 2 / 2", c.gateOn, r.RecallP99Ratio, r.RecallP99OverControlP50, r.RecallP99OverControlP99)
		}
		if r.GatePass != c.pass {
			t.Errorf("gate-on %s: pass %v, want %v", c.gateOn, r.GatePass, c.pass)
		}
		r.JournalVerified = true // the run checks that passed; only the gate is under test
		if err := r.failure(config{gate: true, gateOn: c.gateOn, gateRatio: 3}); (err == nil) != c.pass {
			t.Errorf("gate-on %s: failure %v, want pass %v", c.gateOn, err, c.pass)
		}
		if r.Control == nil || r.Control.Recall.Count != 100 || r.Control.Remember.Count != 10 {
			t.Errorf("gate-on %s: control %+v, want both phases pooled", c.gateOn, r.Control)
		}
	}
}
