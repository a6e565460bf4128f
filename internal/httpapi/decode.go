package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"
)

// decodeJSON decodes the request body into dst strictly: one JSON object,
// no unknown fields, no trailing data, within the body limit.
func decodeJSON(r *http.Request, limit int64, dst any, allowEmpty bool) *apiError {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != "application/json" {
			return &apiError{Status: http.StatusUnsupportedMediaType, Code: codeMediaType,
				Message: fmt.Sprintf("Content-Type %q: want application/json", ct)}
		}
	}
	// The whole body is read first: the strings in it are checked against
	// the raw bytes once it decodes (badStringField).
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return decodeError(err, limit)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	err = dec.Decode(dst)
	if errors.Is(err, io.EOF) && allowEmpty {
		return nil
	}
	if err != nil {
		return decodeError(err, limit)
	}
	var extra json.RawMessage
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return invalid("body", "trailing data after the JSON object")
	}
	if field, ok := badStringField(body); !ok {
		return invalid(field, "not valid UTF-8 (invalid bytes or a lone surrogate escape would not be stored verbatim)")
	}
	return nil
}

// unknownFieldPrefix is how encoding/json (v1) reports DisallowUnknownFields
// violations; it has no typed error for them.
const unknownFieldPrefix = `json: unknown field "`

func decodeError(err error, limit int64) *apiError {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case isTooLarge(err):
		return tooLarge(limit)
	case errors.Is(err, io.EOF):
		return invalid("body", "is empty; want a JSON object")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return invalid("body", "truncated JSON")
	case errors.As(err, &se):
		return invalid("body", "malformed JSON at byte %d", se.Offset)
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			field = "body"
		}
		return invalid(field, "must be %s, not a JSON %s", jsonKind(te.Type.Kind().String()), te.Value)
	case strings.HasPrefix(err.Error(), unknownFieldPrefix):
		name := strings.TrimSuffix(strings.TrimPrefix(err.Error(), unknownFieldPrefix), `"`)
		if name == "" {
			return invalid("body", `unknown field ""`)
		}
		return invalid(name, "unknown field")
	}
	return invalid("body", "cannot decode: %v", err)
}

func jsonKind(goKind string) string {
	switch goKind {
	case "string":
		return "a string"
	case "bool":
		return "a boolean"
	case "slice", "array":
		return "an array"
	case "struct", "map":
		return "an object"
	case "int", "int64", "int32", "uint", "uint64", "float64", "float32":
		return "a number"
	}
	return "a " + goKind
}

func isTooLarge(err error) bool {
	var mbe *http.MaxBytesError
	return errors.As(err, &mbe)
}

func tooLarge(limit int64) *apiError {
	return &apiError{Status: http.StatusRequestEntityTooLarge, Code: codeTooLarge, Field: "body",
		Message: fmt.Sprintf("request body exceeds the limit of %d bytes (max_body_bytes)", limit)}
}

// queryParams checks that q holds only the allowed keys, each at most once.
func queryParams(q url.Values, allowed ...string) *apiError {
	for k, vs := range q {
		ok := false
		for _, a := range allowed {
			ok = ok || a == k
		}
		if !ok {
			return invalid(k, "unknown query parameter")
		}
		if len(vs) > 1 {
			return invalid(k, "given %d times", len(vs))
		}
		if !utf8.ValidString(vs[0]) {
			return invalid(k, "not valid UTF-8")
		}
	}
	return nil
}

// intParam parses an optional integer query parameter within [lo, hi].
func intParam(q url.Values, name string, def, lo, hi int64, limitName string) (int64, *apiError) {
	s := q.Get(name)
	if s == "" {
		return def, nil
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, invalid(name, "%q is not an integer", s)
	}
	if v < lo {
		return 0, invalid(name, "must be at least %d", lo)
	}
	if v > hi {
		return 0, invalid(name, "%d exceeds the limit of %d (%s)", v, hi, limitName)
	}
	return v, nil
}
