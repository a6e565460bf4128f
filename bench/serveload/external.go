package serveload

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// External server (--server PATH): the server runs as a child process
// `PATH serve`, so its heap, garbage collector and scheduler are its own
// and the clients' decoding does not count against it — the shape of a
// real deployment. The in-process engine latency is then not measured.

// startChild starts `bin serve` on a loopback port over the ledger (a file
// in dir, or dsn), waits until /v1/ready answers 200 and returns the base
// URL. The principals file grants token the load namespaces.
func (h *harness) startChild(ctx context.Context, cfg config, grant []byte) (string, error) {
	pf := filepath.Join(h.dir, "principals.json")
	if err := os.WriteFile(pf, grant, 0o600); err != nil {
		return "", err
	}
	args := []string{"--db", filepath.Join(h.dir, "load.db")}
	if cfg.postgres != "" {
		args = []string{"--postgres", cfg.postgres}
	}
	args = append(args, "serve", "--listen", "127.0.0.1:0", "--principals", pf, "--log-format", "text")
	cmd := exec.Command(cfg.server, args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	logf, err := os.Create(filepath.Join(h.dir, "server.log"))
	if err != nil {
		return "", err
	}
	cmd.Stderr = logf
	if err := cmd.Start(); err != nil {
		logf.Close()
		return "", fmt.Errorf("--server: start %s: %w", cfg.server, err)
	}
	h.child, h.childLog = cmd, logf
	line, err := bufio.NewReader(out).ReadString('\n')
	go io.Copy(io.Discard, out)
	addr, ok := strings.CutPrefix(strings.TrimSpace(line), "listening on ")
	if err != nil || !ok {
		return "", fmt.Errorf("--server: %s did not report its address (got %q: %v); log in %s", cfg.server, line, err, logf.Name())
	}
	addr, _, _ = strings.Cut(addr, " ")
	url := "http://" + addr
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		resp, err := http.Get(url + "/v1/ready")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return url, nil
			}
		}
		if time.Now().After(deadline) {
			return "", fmt.Errorf("--server: %s not ready after 2 minutes; log in %s", url, logf.Name())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stopChild asks the server to shut down (SIGTERM: in-flight requests
// finish) and waits for it, killing it after 30 s.
func (h *harness) stopChild() error {
	if h.child == nil {
		return nil
	}
	defer h.childLog.Close()
	if err := h.child.Process.Signal(syscall.SIGTERM); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- h.child.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("server exited: %w (log in %s)", err, h.childLog.Name())
		}
		return nil
	case <-time.After(30 * time.Second):
		h.child.Process.Kill()
		<-done
		return fmt.Errorf("server did not stop within 30 s of SIGTERM; killed")
	}
}
