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

// stallCounters is a reading of the kernel's stall counters.
type stallCounters struct {
	ok      bool
	steal   time.Duration // /proc/stat: time the host ran something else on our vCPUs
	cpuSome time.Duration // /proc/pressure/cpu "some": runnable tasks waiting for a CPU
	ioSome  time.Duration // /proc/pressure/io "some": tasks waiting for I/O
	ioFull  time.Duration // /proc/pressure/io "full": every task waiting for I/O
}

func readStalls() stallCounters {
	var c stallCounters
	steal, ok1 := readSteal("/proc/stat")
	cpuSome, _, ok2 := readPressure("/proc/pressure/cpu")
	ioSome, ioFull, ok3 := readPressure("/proc/pressure/io")
	c.ok = ok1 && ok2 && ok3
	c.steal, c.cpuSome, c.ioSome, c.ioFull = steal, cpuSome, ioSome, ioFull
	return c
}

// stallReport is the change of the counters over the concurrent phase, in
// milliseconds.
type stallReport struct {
	StealMs   float64 `json:"steal_ms"`
	CPUSomeMs float64 `json:"cpu_pressure_some_ms"`
	IOSomeMs  float64 `json:"io_pressure_some_ms"`
	IOFullMs  float64 `json:"io_pressure_full_ms"`
}

// since returns the change from start to now, or nil when either reading
// failed.
func (start stallCounters) since() *stallReport {
	end := readStalls()
	if !start.ok || !end.ok {
		return nil
	}
	return &stallReport{StealMs: ms(end.steal - start.steal), CPUSomeMs: ms(end.cpuSome - start.cpuSome),
		IOSomeMs: ms(end.ioSome - start.ioSome), IOFullMs: ms(end.ioFull - start.ioFull)}
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
