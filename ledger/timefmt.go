package ledger

import (
	"database/sql"
	"fmt"
	"time"
)

// Times are stored as fixed-width UTC text with nine fractional digits,
// "2006-01-02T15:04:05.000000000Z". That sorts lexically in time order and
// round-trips nanoseconds exactly for every accepted year (1900..9999);
// int64 Unix nanoseconds would overflow after 2262 (see FORMAT.md).
const timeLayout = "2006-01-02T15:04:05.000000000Z"

func fmtTime(t time.Time) string { return t.UTC().Format(timeLayout) }

// nullTime stores the zero time as NULL (open interval end).
func nullTime(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return fmtTime(t)
}

func parseTime(s string) (time.Time, error) {
	t, err := time.Parse(timeLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("%w: bad timestamp %q", ErrCorrupt, s)
	}
	return t, nil
}

func parseNullTime(s sql.NullString) (time.Time, error) {
	if !s.Valid {
		return time.Time{}, nil
	}
	return parseTime(s.String)
}

func timeInRange(t time.Time) bool {
	y := t.UTC().Year()
	return y >= 1900 && y <= 9999
}
