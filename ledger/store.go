package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/evicortex/evicortex/internal/faultinject"
)

// Store is an open evidence ledger. It is safe for concurrent use: writes
// (Append, Purge, RecordDerivation, PutVectors, DropVectors,
// RebuildClaimState) are serialized by wmu on a single writer connection; reads use a separate pool of read-only
// connections and see the last committed state (SQLite WAL snapshots, or
// PostgreSQL READ COMMITTED). Writers in other processes are ordered by the
// database: SQLite's BEGIN IMMEDIATE, PostgreSQL's advisory lock (lockKey).
type Store struct {
	path    string   // SQLite file; "" for PostgreSQL
	dsn     string   // PostgreSQL connection string; "" for SQLite
	d       *dialect // backend differences
	lockKey [2]int32 // PostgreSQL advisory lock of this ledger (app id, schema hash)
	opts    Options
	closed  atomic.Bool

	holder Holder // this opener's lock record (SQLite)

	wdb *sql.DB // one writer connection (SQLite: BEGIN IMMEDIATE; PostgreSQL: beginWrite's lock)
	rdb *sql.DB // read-only pool

	// headStmt is JournalHead's query prepared once on the read pool (a
	// recall asks for the head each time; re-parsing the SQL was a tenth
	// of a small recall's time).
	headOnce sync.Once
	headStmt *sql.Stmt
	headErr  error

	wmu      sync.Mutex           // guards write transactions and the fields below
	ids      idGen                // guarded by wmu
	nsCache  map[string]uint32    // committed namespaces; guarded by wmu
	prepared map[string]*sql.Stmt // writer statements; guarded by wmu
	lock     *os.File             // SQLite: PATH.lock, flocked (lock.go); nil for PostgreSQL or a read-only follower; guarded by wmu

	cr *cryptor // encryption at rest; nil when off (crypt.go)
}

const defaultMaxContent = 1 << 20

// Open creates or opens the ledger at path. It takes the file's owner lock
// first (lock.go: ErrLocked while another opener would diverge), enables
// WAL, foreign keys, secure_delete and a busy timeout, applies forward
// migrations and refuses a newer schema with ErrSchema or a foreign file
// with ErrCorrupt.
func Open(path string, opts Options) (*Store, error) {
	if err := normalizeOptions(&opts); err != nil {
		return nil, err
	}
	s := newStore(opts, sqliteDialect)
	s.path = path
	if err := s.takeLock(); err != nil {
		return nil, err
	}
	if err := s.openSQLite(); err != nil {
		s.dropLock()
		return nil, err
	}
	return s, nil
}

func (s *Store) openSQLite() error {
	var err error
	if s.wdb, err = openDB(s.path, s.opts.Synchronous, false); err != nil {
		return err
	}
	if err = s.migrate(context.Background()); err != nil {
		s.wdb.Close()
		return err
	}
	if s.rdb, err = openDB(s.path, s.opts.Synchronous, true); err != nil {
		s.wdb.Close()
		return err
	}
	return nil
}

func newStore(opts Options, d *dialect) *Store {
	return &Store{d: d, opts: opts, nsCache: map[string]uint32{}, prepared: map[string]*sql.Stmt{}}
}

func normalizeOptions(o *Options) error {
	if o.MaxContentBytes < 0 {
		return fieldErr("max_content_bytes", "must not be negative")
	}
	if o.MaxContentBytes == 0 {
		o.MaxContentBytes = defaultMaxContent
	}
	if o.Clock == nil {
		o.Clock = func() time.Time { return time.Now().UTC() }
	}
	switch strings.ToUpper(o.Synchronous) {
	case "":
		o.Synchronous = "FULL"
	case "FULL", "NORMAL":
		o.Synchronous = strings.ToUpper(o.Synchronous)
	default:
		return fieldErr("synchronous", `must be "FULL" or "NORMAL"`)
	}
	return nil
}

func openDB(path, sync string, readOnly bool) (*sql.DB, error) {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "secure_delete(1)")
	q.Add("_pragma", "synchronous("+sync+")")
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Add("_pragma", "journal_mode(WAL)")
		q.Set("_txlock", "immediate")
	}
	// faultinject.SQLiteDriver is "sqlite" unless a fault-injection test
	// installed its wrapping driver.
	db, err := sql.Open(faultinject.SQLiteDriver(), "file:"+escapePath(path)+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if readOnly {
		db.SetMaxOpenConns(4)
		db.SetMaxIdleConns(4)
	} else {
		db.SetMaxOpenConns(1)
		db.SetMaxIdleConns(1)
	}
	db.SetConnMaxLifetime(0)
	if err := pingOpen(db); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, classify(err))
	}
	return db, nil
}

// openBusyWait bounds how long pingOpen retries a connection that SQLite
// refused with SQLITE_BUSY (the busy timeout's length).
const openBusyWait = 10 * time.Second

// pingOpen opens db's first connection, retrying while SQLite answers
// SQLITE_BUSY. Opening a connection runs the DSN's pragmas, and SQLite
// may refuse one of them (journal_mode(WAL) beside another process that is
// checkpointing or closing the same file) without calling the busy
// handler, so busy_timeout alone does not cover it: two processes opening
// one ledger at once failed about one open in 80 (TestTwoProcessWriters).
func pingOpen(db *sql.DB) error {
	deadline := time.Now().Add(openBusyWait)
	for wait := time.Millisecond; ; wait = min(2*wait, 50*time.Millisecond) {
		err := db.Ping()
		if err == nil || !isBusy(err) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(wait)
	}
}

// isBusy reports whether err is SQLite's SQLITE_BUSY (any extended code).
func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}

// escapePath keeps '?' and '#' in file names from being read as URI syntax.
func escapePath(p string) string {
	return strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(p)
}

// classify maps SQLite "not a database" / "malformed" errors to ErrCorrupt,
// and "database or disk is full" to an error wrapping ENOSPC, as a full
// disk gives for any other file.
func classify(err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT:
			return fmt.Errorf("%w: %w", ErrCorrupt, err)
		case sqlite3.SQLITE_FULL:
			return fmt.Errorf("%w: %w", syscall.ENOSPC, err)
		}
	}
	return err
}

// beginWrite starts a write transaction (call with wmu held, or before the
// Store is shared): a read-only follower first claims the owner lock
// (claimWrite). On PostgreSQL it takes the ledger's advisory lock first:
// every later statement of the transaction sees the commits of writers in
// other processes, which makes the journal head and the rows read here
// current (READ COMMITTED takes a snapshot per statement).
func (s *Store) beginWrite(ctx context.Context) (*sql.Tx, error) {
	if err := s.claimWrite(); err != nil {
		return nil, err
	}
	tx, err := s.beginTx(ctx)
	if err == nil {
		// Encrypted: another process may have destroyed a data key (its
		// purge committed before this transaction began); crypt.go.
		if err = s.cr.refresh(ctx); err != nil {
			tx.Rollback()
			return nil, err
		}
	}
	return tx, err
}

// beginTx is beginWrite without the ownership claim (migrate, which writes
// only when the schema is older than this code).
func (s *Store) beginTx(ctx context.Context) (*sql.Tx, error) {
	tx, err := s.wdb.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("begin: %w", classify(err))
	}
	if s.d.writeLock != "" {
		if _, err := tx.ExecContext(ctx, s.d.writeLock, s.lockKey[0], s.lockKey[1]); err != nil {
			tx.Rollback()
			return nil, fmt.Errorf("write lock: %w", err)
		}
	}
	return tx, nil
}

func (s *Store) migrate(ctx context.Context) error {
	tx, err := s.beginTx(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer tx.Rollback()
	v, err := s.d.readVersion(ctx, tx)
	if err != nil {
		return err
	}
	if v > schemaVersion {
		return fmt.Errorf("%w: database has version %d, this build supports up to %d", ErrSchema, v, schemaVersion)
	}
	if v < schemaVersion {
		if err := s.claimWrite(); err != nil {
			return fmt.Errorf("migrate: %w", err)
		}
	}
	for i := v; i < schemaVersion; i++ {
		if _, err := tx.ExecContext(ctx, (*s.d.migrations)[i]); err != nil {
			return fmt.Errorf("migrate to v%d: %w", i+1, err)
		}
	}
	if v < schemaVersion {
		if _, err := tx.ExecContext(ctx, `UPDATE `+s.d.versionTable+` SET version = ?`, schemaVersion); err != nil {
			return fmt.Errorf("migrate: set version: %w", err)
		}
	}
	if err := s.checkCrypt(ctx, tx); err != nil { // encryption at rest (crypt.go)
		return err
	}
	return tx.Commit()
}

// readSchemaVersion checks the application id and returns the stored
// version, creating the version table in an empty database.
func readSchemaVersion(ctx context.Context, tx *sql.Tx) (int, error) {
	var appID, tables int
	if err := tx.QueryRowContext(ctx, `PRAGMA application_id`).Scan(&appID); err != nil {
		return 0, fmt.Errorf("read application_id: %w", classify(err))
	}
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_schema`).Scan(&tables); err != nil {
		return 0, fmt.Errorf("read schema: %w", classify(err))
	}
	if appID != applicationID {
		if tables > 0 || appID != 0 {
			return 0, fmt.Errorf("%w: not an evicortex ledger (application_id %#x)", ErrCorrupt, appID)
		}
		stmts := fmt.Sprintf(`PRAGMA application_id = %d;
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO schema_version (version) VALUES (0);`, applicationID)
		if _, err := tx.ExecContext(ctx, stmts); err != nil {
			return 0, fmt.Errorf("init schema: %w", err)
		}
	}
	var v int
	if err := tx.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&v); err != nil {
		return 0, fmt.Errorf("%w: read schema_version: %w", ErrCorrupt, err)
	}
	return v, nil
}

// Close closes the store. Further calls return ErrClosed.
func (s *Store) Close() error {
	if s.closed.Swap(true) {
		return ErrClosed
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	err := errors.Join(s.rdb.Close(), s.wdb.Close())
	s.dropLock() // after the databases: a new owner finds them closed
	return err
}

// Files returns the database file and its -wal and -shm companions (nil
// for PostgreSQL, whose files belong to the server).
func (s *Store) Files() []string {
	if s.path == "" {
		return nil
	}
	return []string{s.path, s.path + "-wal", s.path + "-shm"}
}

// Backend is the database a ledger lives in.
type Backend uint8

// The backends. The zero Backend is none of them.
const (
	BackendSQLite   Backend = iota + 1 // a SQLite file (Open)
	BackendPostgres                    // a PostgreSQL schema (OpenPostgres)
)

// String returns "sqlite" or "postgres", the words logs, manifests and
// the HTTP API print.
func (b Backend) String() string {
	switch b {
	case BackendSQLite:
		return "sqlite"
	case BackendPostgres:
		return "postgres"
	}
	return "Backend(" + strconv.Itoa(int(b)) + ")"
}

// Backend says which database holds the ledger.
func (s *Store) Backend() Backend { return s.d.backend }

// DSN returns the PostgreSQL connection string the Store was opened with
// ("" for SQLite), password included, for tools such as pg_dump. Print
// RedactDSN(s.DSN()) instead.
func (s *Store) DSN() string { return s.dsn }

// String describes the Store without secrets.
func (s *Store) String() string {
	if s.path != "" {
		return "ledger sqlite " + s.path
	}
	return "ledger postgres " + RedactDSN(s.dsn)
}

// checkOpen fails once the Store is closed. Exported methods that touch
// the database start with ledgerhook.Enter(ctx, name) before it, so that
// tests see every ledger call (internal/ledgerhook).
func (s *Store) checkOpen() error {
	if s.closed.Load() {
		return ErrClosed
	}
	return nil
}
