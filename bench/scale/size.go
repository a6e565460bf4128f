package scale

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// rssMB is VmRSS of this process in MiB after a full GC that returns freed
// memory to the OS, so garbage of earlier phases does not count; 0 where
// /proc/self/status is unavailable.
func rssMB() float64 {
	runtime.GC()
	debug.FreeOSMemory()
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 64)
			if err != nil {
				return 0
			}
			return math.Round(10*kb/1024) / 10
		}
	}
	return 0
}

// projectionBytes is the size of the files under the projection directory
// beside the ledger; 0 when there is none (today's engine persists none)
// or the ledger is in PostgreSQL.
func (st *store) projectionBytes() (int64, error) {
	if st.dsn != "" {
		return 0, nil
	}
	var n int64
	err := filepath.WalkDir(st.projectionDir(), func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			info, err := d.Info()
			if err != nil {
				return err
			}
			n += info.Size()
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("projection size: %w", err)
	}
	return n, nil
}

// ledgerBytes is the SQLite file plus its WAL, or the PostgreSQL tables of
// the ledger's schema with their indexes and TOAST (pg_total_relation_size).
func (st *store) ledgerBytes(ctx context.Context) (int64, error) {
	if st.dsn != "" {
		return pgSchemaBytes(ctx, st.dsn)
	}
	var n int64
	for _, p := range []string{st.path, st.path + "-wal"} {
		info, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return 0, fmt.Errorf("ledger size: %w", err)
		}
		n += info.Size()
	}
	return n, nil
}

func pgSchemaBytes(ctx context.Context, dsn string) (int64, error) {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return 0, fmt.Errorf("ledger size: %w", err)
	}
	db := stdlib.OpenDB(*cfg)
	defer db.Close()
	var n int64
	err = db.QueryRowContext(ctx, `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint
		FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
		WHERE s.nspname = current_schema() AND c.relkind IN ('r', 'p')`).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("ledger size: %w", err)
	}
	return n, nil
}
