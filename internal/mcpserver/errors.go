package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/evicortex/evicortex/engine"
)

// ErrConfig is returned by New and NewHTTPHandler for an unusable Config.
var ErrConfig = errors.New("mcpserver: bad configuration")

// Error codes of a refused tool call; the same words as the HTTP API's.
const (
	CodeInvalid     = "invalid"
	CodeForbidden   = "forbidden"
	CodeNotFound    = "not_found"
	CodeConflict    = "idempotency_conflict"
	CodeStale       = "stale_revision"
	CodeProfile     = "profile_mismatch"
	CodeLocked      = "ledger_locked"
	CodeUnavailable = "unavailable"
	CodeCorrupt     = "corrupt"
	CodeInternal    = "internal"
)

// ToolError is a refused tool call. Its Error text is the JSON document
// {"error": {"code", "message", "field"?}} the client receives as the
// result's text content, so an agent (or a script) can read the field.
type ToolError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
}

func (e *ToolError) Error() string {
	b, err := json.Marshal(struct {
		Error *ToolError `json:"error"`
	}{e})
	if err != nil { // a struct of strings always marshals; keep a readable fallback
		return fmt.Sprintf("%s: %s", e.Code, e.Message)
	}
	return string(b)
}

func invalid(field, reason string) *ToolError {
	return &ToolError{Code: CodeInvalid, Field: field, Message: field + ": " + reason}
}

func forbidden(format string, args ...any) *ToolError {
	return &ToolError{Code: CodeForbidden, Message: fmt.Sprintf(format, args...)}
}

// toolError maps an engine error onto a ToolError. Unrecognised errors are
// internal: their text is returned too, since the MCP caller is the
// operator's own agent over stdio or an authenticated principal over HTTP
// (the same engine messages the HTTP API returns for 4xx answers).
func toolError(err error) *ToolError {
	var te *ToolError
	var fe *engine.FieldError
	switch {
	case errors.As(err, &te):
		return te
	case errors.As(err, &fe):
		return &ToolError{Code: CodeInvalid, Field: fe.Field, Message: fe.Error()}
	case errors.Is(err, engine.ErrInvalid):
		return &ToolError{Code: CodeInvalid, Message: err.Error()}
	case errors.Is(err, engine.ErrNotFound):
		return &ToolError{Code: CodeNotFound, Message: err.Error()}
	case errors.Is(err, engine.ErrIdempotencyConflict):
		return &ToolError{Code: CodeConflict, Field: "idempotency_key", Message: err.Error()}
	case errors.Is(err, engine.ErrStaleRevision):
		return &ToolError{Code: CodeStale, Message: err.Error()}
	case errors.Is(err, engine.ErrStale):
		return &ToolError{Code: CodeUnavailable, Message: err.Error()}
	case errors.Is(err, engine.ErrProfileMismatch):
		return &ToolError{Code: CodeProfile, Message: err.Error()}
	case errors.Is(err, engine.ErrLocked):
		return &ToolError{Code: CodeLocked, Message: err.Error()}
	case errors.Is(err, engine.ErrClosed):
		return &ToolError{Code: CodeUnavailable, Message: "the engine is closed"}
	case errors.Is(err, engine.ErrCorrupt):
		return &ToolError{Code: CodeCorrupt, Message: err.Error()}
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return &ToolError{Code: CodeUnavailable, Message: "request canceled"}
	}
	return &ToolError{Code: CodeInternal, Message: err.Error()}
}
