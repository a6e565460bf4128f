package ledger

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"hash/fnv"
	"net/url"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
)

// OpenPostgres opens (creating or migrating) the ledger held in the current
// schema of a PostgreSQL database. dsn is a libpq key=value string
// ("host=... dbname=...") or a postgres:// URL; the ledger lives in the
// first schema of its search_path (URL parameter search_path=... or
// options=-csearch_path=...), so one database can hold several ledgers.
// A schema holding other tables but no evicortex_meta is refused with
// ErrCorrupt; a newer schema version with ErrSchema.
//
// Several processes may open the same ledger: every write transaction
// first takes pg_advisory_xact_lock(lockKey), so writes are totally ordered
// (the journal is one hash chain). Options.Synchronous "NORMAL" maps to
// synchronous_commit=off (a crash may lose the last commits, never
// corrupt); "FULL" keeps the server default.
func OpenPostgres(dsn string, opts Options) (*Store, error) {
	if err := normalizeOptions(&opts); err != nil {
		return nil, err
	}
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, fieldErr("dsn", err.Error()) // pgconn redacts the password
	}
	if opts.Synchronous == "NORMAL" {
		cfg.RuntimeParams["synchronous_commit"] = "off"
	}
	s := newStore(opts, postgresDialect)
	s.dsn = dsn
	s.wdb = openPG(cfg, 1)
	ctx := context.Background()
	if err := s.initPG(ctx); err != nil {
		s.wdb.Close()
		return nil, fmt.Errorf("open postgres %s: %w", RedactDSN(dsn), err)
	}
	rcfg := cfg.Copy()
	rcfg.RuntimeParams["default_transaction_read_only"] = "on"
	s.rdb = openPG(rcfg, 4)
	if err := s.rdb.PingContext(ctx); err != nil {
		s.wdb.Close()
		s.rdb.Close()
		return nil, fmt.Errorf("open postgres %s: %w", RedactDSN(dsn), err)
	}
	return s, nil
}

func openPG(cfg *pgx.ConnConfig, conns int) *sql.DB {
	db := sql.OpenDB(rebindConnector{stdlib.GetConnector(*cfg)})
	db.SetMaxOpenConns(conns)
	db.SetMaxIdleConns(conns)
	return db
}

// initPG derives the advisory lock key from the ledger's schema and runs
// the migrations.
func (s *Store) initPG(ctx context.Context) error {
	var schema sql.NullString
	if err := s.wdb.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		return err
	}
	if !schema.Valid {
		return fieldErr("dsn", "search_path names no existing schema")
	}
	h := fnv.New32a()
	h.Write([]byte(schema.String))
	s.lockKey = [2]int32{applicationID, int32(h.Sum32())}
	return s.migrate(ctx)
}

// pgReadSchemaVersion is readSchemaVersion for PostgreSQL: the marker is
// the one-row table evicortex_meta(app_id, version) in the current schema.
func pgReadSchemaVersion(ctx context.Context, tx *sql.Tx) (int, error) {
	var tables, meta int
	err := tx.QueryRowContext(ctx, `SELECT count(*), count(*) FILTER (WHERE table_name = 'evicortex_meta')
		FROM information_schema.tables WHERE table_schema = current_schema()`).Scan(&tables, &meta)
	if err != nil {
		return 0, fmt.Errorf("read schema: %w", err)
	}
	if meta == 0 {
		if tables > 0 {
			return 0, fmt.Errorf("%w: not an evicortex ledger (schema has %d tables and no evicortex_meta)", ErrCorrupt, tables)
		}
		init := fmt.Sprintf(`CREATE TABLE evicortex_meta (app_id BIGINT NOT NULL, version INTEGER NOT NULL);
INSERT INTO evicortex_meta (app_id, version) VALUES (%d, 0);`, applicationID)
		if _, err := tx.ExecContext(ctx, init); err != nil {
			return 0, fmt.Errorf("init schema: %w", err)
		}
	}
	var appID int64
	var v int
	if err := tx.QueryRowContext(ctx, `SELECT app_id, version FROM evicortex_meta`).Scan(&appID, &v); err != nil {
		return 0, fmt.Errorf("%w: read evicortex_meta: %w", ErrCorrupt, err)
	}
	if appID != applicationID {
		return 0, fmt.Errorf("%w: not an evicortex ledger (app_id %#x)", ErrCorrupt, appID)
	}
	return v, nil
}

// purgedTables are the tables whose rows can carry evidence-derived text.
const purgedTables = `evidence, claims, claim_evidence, claim_state, entities, entity_aliases, entity_evidence,
	relations, relation_evidence, derivations, vectors`

// vacuumPurged is Purge's best effort on PostgreSQL: a plain VACUUM marks
// the deleted tuples' space reusable and prunes them from their pages
// (and from TOAST). It does not scrub the freed bytes, WAL segments or
// replicas; see the package doc ("Caveats").
func (s *Store) vacuumPurged(ctx context.Context) error {
	if _, err := s.wdb.ExecContext(ctx, `VACUUM `+purgedTables); err != nil {
		return fmt.Errorf("vacuum: %w", err)
	}
	return nil
}

// isPGClass reports whether err is a PostgreSQL error whose SQLSTATE
// starts with prefix (a class such as "22" or a full code).
func isPGClass(err error, prefix string) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && strings.HasPrefix(pe.Code, prefix)
}

// classifyPG maps PostgreSQL errors to the package sentinels: text the
// database cannot store (SQLSTATE 22021 character_not_in_repertoire, 22P05
// untranslatable_character; validation refuses NUL first) is invalid
// input. Unique violations (23505) and serialization failures or deadlocks
// (class 40) are not expected: writers hold the ledger's advisory lock, so
// they never race on a row, and readers never write. They surface as
// plain errors.
func classifyPG(err error) error {
	if isPGClass(err, "22021") || isPGClass(err, "22P05") {
		return fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	return err
}

var kvPassword = regexp.MustCompile(`(?i)(password\s*=\s*)('(?:[^'\\]|\\.)*'|\S+)`)

// RedactDSN returns dsn with its password replaced by "xxxxx", in URL and
// key=value forms.
func RedactDSN(dsn string) string {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err != nil {
			return "postgres://(unparsable)"
		}
		if _, ok := u.User.Password(); ok {
			u.User = url.UserPassword(u.User.Username(), "xxxxx")
		}
		if q := u.Query(); q.Has("password") {
			q.Set("password", "xxxxx")
			u.RawQuery = q.Encode()
		}
		return u.String()
	}
	return kvPassword.ReplaceAllString(dsn, "${1}xxxxx")
}

// rebindConnector makes the pgx driver accept the package's '?' queries by
// rewriting them to $n (cached per query text) on the way in.
type rebindConnector struct{ driver.Connector }

func (c rebindConnector) Connect(ctx context.Context) (driver.Conn, error) {
	dc, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	pc, ok := dc.(*stdlib.Conn)
	if !ok {
		dc.Close()
		return nil, fmt.Errorf("pgx connector returned %T", dc)
	}
	return &rebindConn{pc}, nil
}

// rebindConn is a pgx stdlib connection whose query entry points rebind.
// Every other driver interface (transactions, session reset, ping, named
// value checks) is the embedded connection's.
type rebindConn struct{ *stdlib.Conn }

func (c *rebindConn) Prepare(q string) (driver.Stmt, error) { return c.Conn.Prepare(rebind(q)) }

func (c *rebindConn) PrepareContext(ctx context.Context, q string) (driver.Stmt, error) {
	return c.Conn.PrepareContext(ctx, rebind(q))
}

func (c *rebindConn) ExecContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Result, error) {
	r, err := c.Conn.ExecContext(ctx, rebind(q), args)
	return r, classifyPG(err)
}

func (c *rebindConn) QueryContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Rows, error) {
	r, err := c.Conn.QueryContext(ctx, rebind(q), args)
	return r, classifyPG(err)
}
