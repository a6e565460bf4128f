package capsule

import (
	"testing"
	"time"
)

func TestParseTime(t *testing.T) {
	for in, want := range map[string]time.Time{
		"2026-04-18T09:30:00Z":           time.Date(2026, 4, 18, 9, 30, 0, 0, time.UTC),
		"2026-04-18T11:30:00.5+02:00":    time.Date(2026, 4, 18, 9, 30, 0, 5e8, time.UTC),
		"2026-04-18T09:30:00":            time.Date(2026, 4, 18, 9, 30, 0, 0, time.UTC),
		"2026-04-18":                     time.Date(2026, 4, 18, 0, 0, 0, 0, time.UTC),
		"2026-04-18T09:30:00.123456789Z": time.Date(2026, 4, 18, 9, 30, 0, 123456789, time.UTC),
	} {
		got, err := ParseTime(in)
		if err != nil || !got.Equal(want) || got.Location() != time.UTC {
			t.Errorf("ParseTime(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "yesterday", "2026-13-01", "18/04/2026", "2026-04-18 09:30"} {
		if _, err := ParseTime(in); err == nil {
			t.Errorf("ParseTime(%q) accepted", in)
		}
	}
}
