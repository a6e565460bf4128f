package serveload

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/client"
)

// The lean transport (--transport lean). net/http's client hands every
// request to a writer goroutine and every answer back from a reader
// goroutine of its own, and wakes the caller through channels: on a small
// VM whose cores the generator shares with the server, each of those
// wake-ups may wait for a core, and the time is counted as the server's.
// Load generators built for measuring (wrk, h2load) send and read on the
// caller's own thread instead; leanConn does that with one keep-alive
// HTTP/1.1 connection per client, written by hand and read with
// http.ReadResponse, on the calling goroutine.

// leanConn is one client's connection. Not safe for concurrent use.
type leanConn struct {
	addr, host, auth string
	c                net.Conn
	br               *bufio.Reader
	bw               *bufio.Writer
	body             bytes.Buffer // the last answer's body
}

// errStale marks a failure on a reused connection before any byte of the
// answer arrived: the server may have closed it while idle, and the
// request is sent again once on a new connection.
var errStale = errors.New("stale keep-alive connection")

func newLeanConn(baseURL, token string) (*leanConn, error) {
	hostport, ok := strings.CutPrefix(baseURL, "http://")
	if !ok || hostport == "" || strings.Contains(hostport, "/") {
		return nil, fmt.Errorf("lean transport: URL %q is not http://HOST:PORT", baseURL)
	}
	return &leanConn{addr: hostport, host: hostport, auth: "Bearer " + token}, nil
}

func (l *leanConn) close() {
	if l.c != nil {
		l.c.Close()
		l.c = nil
	}
}

// post sends body to path and reads the answer into l.body.
func (l *leanConn) post(ctx context.Context, path string, body []byte) (status int, hdr http.Header, err error) {
	reused := l.c != nil
	status, hdr, err = l.roundTrip(ctx, path, body, reused)
	if errors.Is(err, errStale) {
		status, hdr, err = l.roundTrip(ctx, path, body, false)
	}
	return status, hdr, err
}

func (l *leanConn) roundTrip(ctx context.Context, path string, body []byte, reused bool) (int, http.Header, error) {
	if l.c == nil {
		var d net.Dialer
		c, err := d.DialContext(ctx, "tcp", l.addr)
		if err != nil {
			return 0, nil, fmt.Errorf("lean transport: %w", err)
		}
		l.c, l.br, l.bw = c, bufio.NewReaderSize(c, 16<<10), bufio.NewWriterSize(c, 4<<10)
	}
	deadline := time.Now().Add(time.Minute)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	l.c.SetDeadline(deadline)
	bw := l.bw
	bw.WriteString("POST ")
	bw.WriteString(path)
	bw.WriteString(" HTTP/1.1\r\nHost: ")
	bw.WriteString(l.host)
	bw.WriteString("\r\nAuthorization: ")
	bw.WriteString(l.auth)
	bw.WriteString("\r\nContent-Type: application/json\r\nContent-Length: ")
	bw.WriteString(strconv.Itoa(len(body)))
	bw.WriteString("\r\n\r\n")
	bw.Write(body)
	if err := bw.Flush(); err != nil {
		l.close()
		if reused {
			return 0, nil, errStale
		}
		return 0, nil, fmt.Errorf("lean transport: write: %w", err)
	}
	resp, err := http.ReadResponse(l.br, nil)
	if err != nil {
		l.close()
		if reused && (errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)) {
			return 0, nil, errStale
		}
		return 0, nil, fmt.Errorf("lean transport: read: %w", err)
	}
	l.body.Reset()
	_, err = l.body.ReadFrom(io.LimitReader(resp.Body, maxCapsuleBytes))
	resp.Body.Close()
	if err != nil {
		l.close()
		return 0, nil, fmt.Errorf("lean transport: read body: %w", err)
	}
	if resp.Close {
		l.close()
	}
	return resp.StatusCode, resp.Header, nil
}

// recall sends req and checks the answer like recallChecked.
func (l *leanConn) recall(ctx context.Context, req client.RecallRequest) (time.Duration, error) {
	in, err := json.Marshal(req)
	if err != nil {
		return -1, fmt.Errorf("recall: encode: %w", err)
	}
	status, hdr, err := l.post(ctx, "/v1/recall", in)
	if err != nil {
		return -1, fmt.Errorf("recall: %w", err)
	}
	return parseServerTiming(hdr.Get("Server-Timing")), checkCapsule(status, l.body.Bytes(), req.Namespace)
}

// remember stores obs and returns the receipt's evidence id.
func (l *leanConn) remember(ctx context.Context, obs client.Observation) (string, error) {
	in, err := json.Marshal(obs)
	if err != nil {
		return "", fmt.Errorf("remember: encode: %w", err)
	}
	status, _, err := l.post(ctx, "/v1/remember", in)
	if err != nil {
		return "", fmt.Errorf("remember: %w", err)
	}
	if status != http.StatusCreated && status != http.StatusOK {
		return "", fmt.Errorf("remember: status %d: %.200s", status, l.body.Bytes())
	}
	var r struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(l.body.Bytes(), &r); err != nil || r.ID == "" {
		return "", fmt.Errorf("remember: receipt without an id: %.200s", l.body.Bytes())
	}
	return r.ID, nil
}
