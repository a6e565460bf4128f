package serveload

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"runtime/trace"
)

// startCPUProfile profiles the whole process (server and clients) into
// path until the returned stop is called; with path "" it does nothing.
func startCPUProfile(path string) (stop func() error, err error) {
	return startRecording("cpu profile", path, pprof.StartCPUProfile, pprof.StopCPUProfile)
}

// startTrace writes this process's execution trace (runtime/trace: every
// goroutine's scheduling, syscalls, network waits and GC) to path until
// the returned stop is called; with path "" it does nothing. Read it with
// `go tool trace`, e.g. `go tool trace -pprof=sched FILE` for where
// runnable goroutines waited for a CPU.
func startTrace(path string) (stop func() error, err error) {
	return startRecording("trace", path, trace.Start, trace.Stop)
}

// startRecording creates path and runs start on it; the returned stop runs
// end and closes the file. With path "" both do nothing.
func startRecording(what, path string, start func(io.Writer) error, end func()) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if err := start(f); err != nil {
		return nil, errors.Join(fmt.Errorf("%s: %w", what, err), f.Close())
	}
	return func() error {
		end()
		if err := f.Close(); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	}, nil
}
