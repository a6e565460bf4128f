// Package faultinject is the seam through which tests make the Nth ledger
// statement, begin or commit, or the Nth projection file create, write,
// fsync or rename fail, and through which a quota shim makes writes fail
// as on a full disk until space returns.
//
// Production code calls two functions: SQLiteDriver, the database/sql
// driver name the SQLite ledger opens ("sqlite", or this package's
// wrapper while an Injector is installed), and File, before each step of
// an atomic projection file write (nil unless an installed Injector fails
// that step). With nothing installed both cost one atomic load.
//
// Install is for tests that do not call t.Parallel: the Injector is
// process-wide while installed.
package faultinject

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"

	_ "modernc.org/sqlite" // the driver the wrapper wraps, as the ledger opens it
)

// Kind is a class of fallible operation the Injector counts.
type Kind string

// The kinds counted. Statements are Exec and Query calls on a connection,
// a prepared statement or a transaction; file kinds are the steps of
// every atomic projection file write (projfile.WriteAtomic, the postings
// segment and manifest writes, the HNSW graph file).
const (
	Statement  Kind = "statement"
	Begin      Kind = "begin"
	Commit     Kind = "commit"
	FileCreate Kind = "file create"
	FileWrite  Kind = "file write"
	FileSync   Kind = "file fsync"
	FileRename Kind = "file rename"
	DirSync    Kind = "dir fsync"
)

// ErrInjected is wrapped by every error the Injector makes.
var ErrInjected = errors.New("faultinject: injected fault")

// ErrDiskFull is what the quota shim answers while the disk is "full":
// an ENOSPC, as a real full disk gives, wrapping ErrInjected too.
var ErrDiskFull = fmt.Errorf("%w: %w", ErrInjected, syscall.ENOSPC)

// Injector counts operations by kind and fails the ones it is armed for.
// Safe for concurrent use.
type Injector struct {
	mu     sync.Mutex
	counts map[Kind]int
	armed  map[Kind]int                   // kind -> the count (1-based, since arming) that fails
	fired  []string                       // what failed, in order
	full   bool                           // quota shim: every write-like step fails with ErrDiskFull
	when   func(k Kind, what string) bool // FailWhen's predicate; nil: none
}

// New returns an Injector armed for nothing.
func New() *Injector { return &Injector{counts: map[Kind]int{}, armed: map[Kind]int{}} }

// FailNth arms the Injector so that the nth operation of kind k from now
// (n >= 1) fails once; it resets the count of k.
func (in *Injector) FailNth(k Kind, n int) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.counts[k] = 0
	in.armed[k] = n
}

// FailWhen makes every operation for which pred (given the kind and the
// statement text or file path) returns true fail, until Disarm: a
// persistent fault, where FailNth's is transient.
func (in *Injector) FailWhen(pred func(k Kind, what string) bool) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.when = pred
}

// Disarm cancels every armed fault and the quota shim.
func (in *Injector) Disarm() {
	in.mu.Lock()
	defer in.mu.Unlock()
	clear(in.armed)
	in.full = false
	in.when = nil
}

// SetDiskFull turns the quota shim on or off: while on, every statement
// that writes (anything but SELECT, WITH and PRAGMA), every commit and
// every projection file create, write, fsync and rename fails with
// ErrDiskFull, as on a full disk; reads still work.
func (in *Injector) SetDiskFull(full bool) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.full = full
}

// Count returns how many operations of kind k ran since k was last armed
// (or since New).
func (in *Injector) Count(k Kind) int {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.counts[k]
}

// Fired returns the faults injected so far, oldest first.
func (in *Injector) Fired() []string {
	in.mu.Lock()
	defer in.mu.Unlock()
	return append([]string(nil), in.fired...)
}

// step counts one operation of kind k on what and returns the fault to
// answer, if any.
func (in *Injector) step(k Kind, what string) error {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.counts[k]++
	if in.full && k != Begin && k != DirSync && (k != Statement || writeLike(what)) {
		in.fired = append(in.fired, fmt.Sprintf("%s %s: disk full", k, what))
		return fmt.Errorf("%s %s: %w", k, what, ErrDiskFull)
	}
	if in.when != nil && in.when(k, what) {
		in.fired = append(in.fired, fmt.Sprintf("%s %s: persistent", k, what))
		return fmt.Errorf("%s %s: %w", k, what, ErrInjected)
	}
	if n, ok := in.armed[k]; ok && in.counts[k] == n {
		delete(in.armed, k)
		in.fired = append(in.fired, fmt.Sprintf("%s #%d %s", k, n, what))
		return fmt.Errorf("%s #%d %s: %w", k, n, what, ErrInjected)
	}
	return nil
}

// writeLike reports whether a SQL statement may write: a full disk fails
// it, and lets reads through.
func writeLike(query string) bool {
	q := strings.ToUpper(strings.TrimLeft(query, " \t\r\n("))
	return !strings.HasPrefix(q, "SELECT") && !strings.HasPrefix(q, "WITH") && !strings.HasPrefix(q, "PRAGMA")
}

var (
	installed atomic.Pointer[Injector]
	register  sync.Once
)

// driverName is the wrapper's database/sql driver name.
const driverName = "evicortex-faultinject-sqlite"

// Install makes in the process-wide Injector until the returned function
// is called: ledgers opened meanwhile use the wrapping driver, and
// projection file writes consult in.
func Install(in *Injector) (uninstall func()) {
	register.Do(func() {
		db, err := sql.Open("sqlite", "")
		if err != nil {
			panic(fmt.Sprintf("faultinject: the sqlite driver is not registered: %v", err))
		}
		sql.Register(driverName, wrapDriver{db.Driver()})
		db.Close()
	})
	installed.Store(in)
	return func() { installed.CompareAndSwap(in, nil) }
}

// SQLiteDriver returns the database/sql driver name a SQLite ledger opens.
func SQLiteDriver() string {
	if installed.Load() != nil {
		return driverName
	}
	return "sqlite"
}

// File is called before step k of writing the projection file at path; it
// returns the injected fault, or nil.
func File(k Kind, path string) error {
	in := installed.Load()
	if in == nil {
		return nil
	}
	return in.step(k, path)
}

// current returns the installed Injector, or nil (the wrapper then passes
// every call through: a ledger opened under an Injector outlives it).
func current() *Injector { return installed.Load() }

// stepSQL is step for database operations; nil when nothing is installed.
func stepSQL(k Kind, what string) error {
	if in := current(); in != nil {
		return in.step(k, what)
	}
	return nil
}

var _ driver.Driver = wrapDriver{}
