package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/evicortex/evicortex/internal/httpapi"
)

// HTTPConfig configures the streamable HTTP handler.
type HTTPConfig struct {
	Config
	// Principals are the bearer-token grants (the HTTP API's). Required.
	Principals *httpapi.Principals
	// AllowedOrigins are the browser origins ("https://app.example.com")
	// allowed beside the request's own host. A request carrying any other
	// Origin header is refused with 403; requests without one (agents,
	// command-line clients) are not affected.
	AllowedOrigins []string
	// SessionTimeout closes a session idle this long (default 30 minutes).
	SessionTimeout time.Duration
	// Admit, when set, applies per-principal rate and in-flight limits to
	// each /mcp request (httpapi.Server.Admit: the API's own budget).
	Admit func(principal string) (release func(), err error)
}

// DefaultSessionTimeout is HTTPConfig.SessionTimeout's default.
const DefaultSessionTimeout = 30 * time.Minute

// NewHTTPHandler returns the /mcp handler: Origin check, bearer
// authentication against cfg.Principals, then the SDK's streamable HTTP
// transport over a Server whose every call is authorized against the
// caller's grant.
func NewHTTPHandler(cfg HTTPConfig) (http.Handler, error) {
	if cfg.Principals == nil || cfg.Principals.Len() == 0 {
		return nil, fmt.Errorf("%w: no principals", ErrConfig)
	}
	for _, o := range cfg.AllowedOrigins {
		if u, err := url.Parse(o); err != nil || u.Scheme == "" || u.Host == "" || u.Path != "" {
			return nil, fmt.Errorf("%w: allowed origin %q: want scheme://host[:port]", ErrConfig, o)
		}
	}
	if cfg.SessionTimeout <= 0 {
		cfg.SessionTimeout = DefaultSessionTimeout
	}
	srv, err := newServer(cfg.Config, true)
	if err != nil {
		return nil, err
	}
	stream := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv.mcp },
		&mcp.StreamableHTTPOptions{SessionTimeout: cfg.SessionTimeout, MaxRequestBodyBytes: srv.limits.MaxBodyBytes,
			Logger: slog.New(warnOnly{srv.log.Handler()})})
	verify := func(_ context.Context, tok string, _ *http.Request) (*auth.TokenInfo, error) {
		p, ok := cfg.Principals.Authenticate(tok)
		if !ok {
			return nil, auth.ErrInvalidToken
		}
		return tokenInfo(p), nil
	}
	// Principal tokens carry no expiry: they live as long as the principals file.
	bearer := auth.RequireBearerToken(verify, &auth.RequireBearerTokenOptions{AllowMissingExpiration: true})
	return &httpHandler{ps: cfg.Principals, origins: cfg.AllowedOrigins, admit: cfg.Admit, next: bearer(stream)}, nil
}

type httpHandler struct {
	ps      *httpapi.Principals
	origins []string
	admit   func(principal string) (func(), error)
	next    http.Handler
}

func (h *httpHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !h.originAllowed(r) {
		writeError(w, http.StatusForbidden, "forbidden", fmt.Sprintf("origin %q is not allowed", r.Header.Get("Origin")))
		return
	}
	// Answer a bad token here, in the API's JSON error shape, rather than
	// with the SDK middleware's plain text; the middleware then only
	// carries the grant into the MCP request.
	hdr := r.Header.Get("Authorization")
	scheme, tok, ok := strings.Cut(hdr, " ")
	if hdr == "" || !ok || !strings.EqualFold(scheme, "Bearer") {
		w.Header().Set("WWW-Authenticate", `Bearer realm="evicortex"`)
		writeError(w, http.StatusUnauthorized, "unauthorized", "missing bearer token (Authorization: Bearer TOKEN)")
		return
	}
	p, ok := h.ps.Authenticate(strings.TrimSpace(tok))
	if !ok {
		w.Header().Set("WWW-Authenticate", `Bearer realm="evicortex", error="invalid_token"`)
		writeError(w, http.StatusUnauthorized, "unauthorized", "unknown bearer token")
		return
	}
	if h.admit != nil {
		release, err := h.admit(p.Name)
		var ae *httpapi.AdmissionError
		if errors.As(err, &ae) {
			w.Header().Set("Retry-After", strconv.Itoa(ae.RetryAfter))
			writeError(w, http.StatusTooManyRequests, ae.Code, ae.Message)
			return
		}
		if err != nil {
			writeError(w, http.StatusInternalServerError, "internal", err.Error())
			return
		}
		defer release()
	}
	h.next.ServeHTTP(w, r)
}

// originAllowed admits requests without an Origin header (non-browser
// clients), from the request's own host, or from a configured origin.
func (h *httpHandler) originAllowed(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	if slices.Contains(h.origins, o) {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host != "" && strings.EqualFold(u.Host, r.Host)
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"code": code, "message": msg})
}

// grantKey is the TokenInfo.Extra key that carries the principal: the
// SDK hands tool handlers the TokenInfo of the request, and Extra is its
// only place for the host's own data. Only tokenInfo and principalOf
// touch it.
const grantKey = "evicortex.principal"

func tokenInfo(p *httpapi.Principal) *auth.TokenInfo {
	scopes := make([]string, len(p.Capabilities))
	for i, c := range p.Capabilities {
		scopes[i] = string(c)
	}
	// UserID binds the MCP session to the principal: the SDK refuses a
	// session's requests made with another principal's token.
	return &auth.TokenInfo{UserID: p.Name, Scopes: scopes, Extra: map[string]any{grantKey: p}}
}

func principalOf(ti *auth.TokenInfo) *httpapi.Principal {
	if ti == nil {
		return nil
	}
	p, _ := ti.Extra[grantKey].(*httpapi.Principal)
	return p
}
