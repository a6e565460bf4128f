package httpapi

import (
	"errors"
	"fmt"
	"net/http"
)

// Sentinel errors.
var (
	// ErrPrincipals marks a principals file that cannot be used: loose
	// permissions, malformed JSON, a bad pattern or capability.
	ErrPrincipals = errors.New("httpapi: bad principals file")
	// ErrConfig marks an invalid server configuration.
	ErrConfig = errors.New("httpapi: bad config")
)

// Error codes in JSON error bodies.
const (
	codeInvalid      = "invalid"
	codeUnauthorized = "unauthorized"
	codeForbidden    = "forbidden"
	codeNotFound     = "not_found"
	codeMethod       = "method_not_allowed"
	codeConflict     = "idempotency_conflict"
	codeProfile      = "profile_mismatch"
	codeLocked       = "ledger_locked"
	codeTooLarge     = "too_large"
	codeTooMany      = "too_many_requests"
	codeMediaType    = "unsupported_media_type"
	codeNotImpl      = "not_implemented"
	codeUnavailable  = "unavailable"
	codeCorrupt      = "corrupt"
	codeInternal     = "internal"
	codeExtractor    = "extractor_failed"
	codeStale        = "stale_revision"
)

// apiError is an error answered to the client: its status and JSON body.
type apiError struct {
	Status  int    `json:"-"`
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
	// RetryAfter, when positive, is sent as the Retry-After header (seconds).
	RetryAfter int `json:"-"`
}

func (e *apiError) Error() string { return e.Code + ": " + e.Message }

func invalid(field, format string, args ...any) *apiError {
	return &apiError{Status: http.StatusBadRequest, Code: codeInvalid, Field: field, Message: field + ": " + fmt.Sprintf(format, args...)}
}

func forbidden(format string, args ...any) *apiError {
	return &apiError{Status: http.StatusForbidden, Code: codeForbidden, Message: fmt.Sprintf(format, args...)}
}
