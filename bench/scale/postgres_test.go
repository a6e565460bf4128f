package scale

import (
	"context"
	"errors"
	"io"
	"testing"

	"github.com/evicortex/evicortex/internal/pgtest"
)

// TestPostgres runs the small scale on a PostgreSQL ledger (skipped without
// EVICORTEX_TEST_POSTGRES_DSN), then refuses the now non-empty schema.
func TestPostgres(t *testing.T) {
	dsn := pgtest.Schema(t)
	m := smallRun(t, "--postgres", dsn)
	checkSane(t, m)
	if m["projection_bytes"] != 0 {
		t.Errorf("projection_bytes %v on PostgreSQL", m["projection_bytes"])
	}
	err := Main(context.Background(), []string{"--evidence", "10", "--namespaces", "1", "--recalls", "1", "--postgres", dsn}, io.Discard, io.Discard)
	if !errors.Is(err, ErrNotEmpty) {
		t.Fatalf("second run on the same schema: %v, want ErrNotEmpty", err)
	}
}
