package capsule

import (
	"fmt"
	"time"
)

// timeLayouts are the layouts the wire accepts for a time, most precise
// first; a time without a zone is UTC.
var timeLayouts = []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02"}

// ParseTime parses a time as the CLI and the HTTP API accept it: RFC 3339
// (with or without fractional seconds), a zoneless date and time, or a
// YYYY-MM-DD date, returned in UTC. The error says what was expected; the
// caller names the field.
func ParseTime(v string) (time.Time, error) {
	for _, layout := range timeLayouts {
		if t, err := time.Parse(layout, v); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not an RFC 3339 time or YYYY-MM-DD date", v)
}
