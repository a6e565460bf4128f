package serveload

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"time"
)

// Machine stalls. A run on a shared VM can be hit by stalls that are not
// the server's: the host runs another guest on our vCPUs (steal time), or
// the disk stops answering for a while. The report gives what the kernel
// counted during the concurrent phase, so a run with a bad p99 can be
// told from a run on a disturbed machine. Linux only (/proc); zero and
// unknown elsewhere.

// stallCounters is a reading of the kernel's stall counters. The two
// sources are read independently: a kernel without PSI still has steal.
type stallCounters struct {
	stealOK bool
	steal   time.Duration // /proc/stat: time the host ran something else on our vCPUs
	psiOK   bool
	cpuSome time.Duration // /proc/pressure/cpu "some": runnable tasks waiting for a CPU
	ioSome  time.Duration // /proc/pressure/io "some": tasks waiting for I/O
	ioFull  time.Duration // /proc/pressure/io "full": every task waiting for I/O
}

// readStalls reads the counters now.
func readStalls() stallCounters {
	var c stallCounters
	c.steal, c.stealOK = readSteal("/proc/stat")
	var ok1, ok2 bool
	c.cpuSome, _, ok1 = readPressure("/proc/pressure/cpu")
	c.ioSome, c.ioFull, ok2 = readPressure("/proc/pressure/io")
	c.psiOK = ok1 && ok2
	return c
}

// stallReport is the change of the counters over a phase, in
// milliseconds; a source that could not be read is absent (nil).
// Steal is counted in ticks of 10 ms, so 10-20 ms is at its resolution.
type stallReport struct {
	StealMs   *float64 `json:"steal_ms,omitempty"`
	CPUSomeMs *float64 `json:"cpu_pressure_some_ms,omitempty"`
	IOSomeMs  *float64 `json:"io_pressure_some_ms,omitempty"`
	IOFullMs  *float64 `json:"io_pressure_full_ms,omitempty"`
}

// since returns the change from c to now, or nil when neither source
// could be read at both ends.
func (c stallCounters) since() *stallReport {
	end := readStalls()
	return c.to(end)
}

// to returns the change from c to end.
func (c stallCounters) to(end stallCounters) *stallReport {
	var r stallReport
	val := func(d time.Duration) *float64 { v := ms(d); return &v }
	if c.stealOK && end.stealOK {
		r.StealMs = val(end.steal - c.steal)
	}
	if c.psiOK && end.psiOK {
		r.CPUSomeMs, r.IOSomeMs, r.IOFullMs = val(end.cpuSome-c.cpuSome), val(end.ioSome-c.ioSome), val(end.ioFull-c.ioFull)
	}
	if r.StealMs == nil && r.CPUSomeMs == nil {
		return nil
	}
	return &r
}

// plus returns the sum of two phases' reports; a source absent from
// either is absent from the sum.
func (a *stallReport) plus(b *stallReport) *stallReport {
	if a == nil || b == nil {
		return nil
	}
	add := func(x, y *float64) *float64 {
		if x == nil || y == nil {
			return nil
		}
		v := *x + *y
		return &v
	}
	r := &stallReport{StealMs: add(a.StealMs, b.StealMs), CPUSomeMs: add(a.CPUSomeMs, b.CPUSomeMs),
		IOSomeMs: add(a.IOSomeMs, b.IOSomeMs), IOFullMs: add(a.IOFullMs, b.IOFullMs)}
	if r.StealMs == nil && r.CPUSomeMs == nil {
		return nil
	}
	return r
}

// String formats the report for the text output.
func (a *stallReport) String() string {
	f := func(v *float64) string {
		if v == nil {
			return "n/a"
		}
		return strconv.FormatFloat(*v, 'f', 0, 64) + " ms"
	}
	return "steal " + f(a.StealMs) + ", CPU pressure (some) " + f(a.CPUSomeMs) + ", I/O pressure some " + f(a.IOSomeMs) + " / full " + f(a.IOFullMs)
}

// readSteal returns the steal time of the "cpu" line of /proc/stat (the
// eighth value, in USER_HZ ticks of 10 ms on Linux).
func readSteal(path string) (time.Duration, bool) {
	f, err := os.Open(path)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if !sc.Scan() {
		return 0, false
	}
	return parseSteal(sc.Text())
}

// parseSteal reads the steal value from /proc/stat's "cpu" line.
func parseSteal(line string) (time.Duration, bool) {
	f := strings.Fields(line)
	if len(f) < 9 || f[0] != "cpu" {
		return 0, false
	}
	v, err := strconv.ParseUint(f[8], 10, 63)
	if err != nil {
		return 0, false
	}
	return time.Duration(v) * 10 * time.Millisecond, true
}

// readPressure returns the "some" and "full" totals of a PSI file
// (microseconds; a file without a "full" line gives 0 for it).
func readPressure(path string) (some, full time.Duration, ok bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, 0, false
	}
	return parsePressure(string(b))
}

// parsePressure reads the "total=" values of a PSI file's "some" and
// "full" lines; ok is false without a "some" total.
func parsePressure(s string) (some, full time.Duration, ok bool) {
	for line := range strings.SplitSeq(s, "\n") {
		kind, rest, found := strings.Cut(line, " ")
		if !found {
			continue
		}
		for _, kv := range strings.Fields(rest) {
			v, isTotal := strings.CutPrefix(kv, "total=")
			if !isTotal {
				continue
			}
			us, err := strconv.ParseUint(v, 10, 63)
			if err != nil {
				return 0, 0, false
			}
			switch kind {
			case "some":
				some, ok = time.Duration(us)*time.Microsecond, true
			case "full":
				full = time.Duration(us) * time.Microsecond
			}
		}
	}
	return some, full, ok
}
