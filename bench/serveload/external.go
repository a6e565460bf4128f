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
	"slices"
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
	srv, url, err := spawnServer(ctx, cfg.server, args, pf, filepath.Join(h.dir, "server.log"))
	if srv != nil {
		h.child, h.childLog = srv.cmd, srv.log
	}
	return url, err
}

// child is a running `evicortex serve` process and its log.
type child struct {
	cmd *exec.Cmd
	log *os.File
}

// spawnServer starts `bin ARGS serve` on a loopback port with the
// principals file pf, logging to logPath, and waits until /v1/ready
// answers 200. It returns the child (nil when it did not start) and its
// base URL.
func spawnServer(ctx context.Context, bin string, args []string, pf, logPath string) (*child, string, error) {
	args = append(slices.Clone(args), "serve", "--listen", "127.0.0.1:0", "--principals", pf, "--log-format", "text")
	cmd := exec.Command(bin, args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, "", err
	}
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, "", err
	}
	cmd.Stderr = logf
	if err := cmd.Start(); err != nil {
		logf.Close()
		return nil, "", fmt.Errorf("--server: start %s: %w", bin, err)
	}
	c := &child{cmd: cmd, log: logf}
	line, err := bufio.NewReader(out).ReadString('\n')
	go io.Copy(io.Discard, out)
	addr, ok := strings.CutPrefix(strings.TrimSpace(line), "listening on ")
	if err != nil || !ok {
		return c, "", fmt.Errorf("--server: %s did not report its address (got %q: %v); log in %s", bin, line, err, logf.Name())
	}
	addr, _, _ = strings.Cut(addr, " ")
	url := "http://" + addr
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if err := ctx.Err(); err != nil {
			return c, "", err
		}
		resp, err := http.Get(url + "/v1/ready")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return c, url, nil
			}
		}
		if time.Now().After(deadline) {
			return c, "", fmt.Errorf("--server: %s not ready after 2 minutes; log in %s", url, logf.Name())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stopChild asks the server to shut down and waits for it (child.stop).
func (h *harness) stopChild() error {
	if h.child == nil {
		return nil
	}
	return (&child{cmd: h.child, log: h.childLog}).stop()
}

// stop asks the server to shut down (SIGTERM: in-flight requests finish)
// and waits for it, killing it after 30 s.
func (c *child) stop() error {
	defer c.log.Close()
	if err := c.cmd.Process.Signal(syscall.SIGTERM); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("server exited: %w (log in %s)", err, c.log.Name())
		}
		return nil
	case <-time.After(30 * time.Second):
		c.cmd.Process.Kill()
		<-done
		return fmt.Errorf("server did not stop within 30 s of SIGTERM; killed")
	}
}
