package extract

import "errors"

// Sentinel errors; returned errors wrap one of them.
var (
	// ErrInvalid marks extractor output (or an extractor configuration)
	// that failed validation; the error is a *FieldError naming the field.
	ErrInvalid = errors.New("extract: invalid")
	// ErrEndpoint marks an LLM endpoint that could not be used: down,
	// timed out, an HTTP error status, or a response that is not the
	// requested JSON.
	ErrEndpoint = errors.New("extract: llm endpoint failed")
)

// FieldError names the rejected field ("extraction.claims[2].predicate")
// and why. It unwraps to ErrInvalid.
type FieldError struct {
	Field, Reason string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Reason }

// Unwrap returns ErrInvalid.
func (e *FieldError) Unwrap() error { return ErrInvalid }

func fieldErr(field, reason string) *FieldError { return &FieldError{Field: field, Reason: reason} }
