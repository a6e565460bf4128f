package ledger

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// One owner per SQLite ledger. An engine that does not follow the journal
// keeps projections that only its own writes update, so a second writer
// on its file would silently diverge it (a purge it never sees, a write
// its recalls never return). Open therefore takes PATH.lock with flock(2)
// (lock_unix.go; FORMAT.md "Lock file"):
//
//   - an owner (Options.Shared unset) takes it exclusively, and is refused
//     with a *LockError while anyone else holds it;
//   - a follower (Options.Shared) takes it shared, which refuses later
//     owners. While an owner holds it, a follower opens read-only instead:
//     it holds nothing, and each write first tries to take the lock shared
//     again, failing with a *LockError while the owner is there. Its reads
//     are fine: a follower catches up with the journal before answering.
//
// The kernel drops an flock when its holder closes the file or dies, so a
// lock file left by a killed process never blocks anyone; the holder
// records written into it are only read for error messages. The last
// holder to leave removes the file; an opener checks after locking that
// the path still names the file it locked, and starts over if not.

// maxLockRecords bounds the lock file: a follower that finds it larger
// starts it afresh (followers append one record each and only the last one
// out removes the file, so a long-lived follower would otherwise let the
// records of short-lived ones pile up).
const maxLockRecords = 32 << 10

// errWouldBlock: the lock is held in a conflicting mode.
var errWouldBlock = errors.New("ledger: lock held")

// Holder is one opener's record in a SQLite ledger's lock file.
type Holder struct {
	PID     int       `json:"pid"`
	Since   time.Time `json:"since"`
	Follow  bool      `json:"follow"`  // opened with Options.Shared
	Program string    `json:"program"` // Options.Holder, e.g. "evicortex serve"
}

func (h Holder) String() string {
	mode := "not following"
	if h.Follow {
		mode = "following"
	}
	prog := h.Program
	if prog == "" {
		prog = "unnamed program"
	}
	s := fmt.Sprintf("pid %d (%s, since %s, %s", h.PID, prog, h.Since.UTC().Format(time.RFC3339), mode)
	if h.PID == os.Getpid() {
		s += ", this process"
	}
	return s + ")"
}

// LockError says another opener holds a SQLite ledger, so this one would
// diverge from it. It unwraps to ErrLocked.
type LockError struct {
	Path    string   // the ledger file
	Holders []Holder // the live holders recorded in the lock file; may be empty (records are advisory)
	Write   bool     // a read-only follower's write was refused (false: Open was)
}

// Unwrap returns ErrLocked.
func (e *LockError) Unwrap() error { return ErrLocked }

func (e *LockError) Error() string {
	who := "another opener (no live holder recorded in " + lockPath(e.Path) + ")"
	if len(e.Holders) > 0 {
		names := make([]string, len(e.Holders))
		for i, h := range e.Holders {
			names[i] = h.String()
		}
		who = strings.Join(names, " and ")
	}
	switch {
	case e.Write:
		return fmt.Sprintf("ledger %s is held by %s, which would not see this write: "+
			"a follower beside it is read-only; write through that process's API, or stop it first", e.Path, who)
	case e.followers():
		return fmt.Sprintf("ledger %s is shared by %s, whose writes an opener that does not follow would miss: "+
			"open it with --follow too", e.Path, who)
	}
	return fmt.Sprintf("ledger %s is held by %s: open it with --follow, or use that process's API", e.Path, who)
}

// followers reports whether every recorded holder follows the journal.
func (e *LockError) followers() bool {
	for _, h := range e.Holders {
		if !h.Follow {
			return false
		}
	}
	return len(e.Holders) > 0
}

func lockPath(path string) string { return path + ".lock" }

// takeLock is Open's ownership step: an owner locks exclusively or fails,
// a follower locks shared or, beside an owner, opens read-only (s.lock nil).
func (s *Store) takeLock() error {
	prog := s.opts.Holder
	if prog == "" {
		prog = filepath.Base(os.Args[0])
	}
	s.holder = Holder{PID: os.Getpid(), Since: time.Now().UTC().Truncate(time.Second), Follow: s.opts.Shared, Program: prog}
	f, err := acquireLock(s.path, s.opts.Shared)
	switch {
	case err == nil:
		s.lock = f
		writeRecord(f, s.holder)
		return nil
	case errors.Is(err, errWouldBlock) && s.opts.Shared:
		return nil // read-only until claimWrite gets the lock
	case errors.Is(err, errWouldBlock):
		return &LockError{Path: s.path, Holders: readHolders(s.path)}
	}
	return err
}

// claimWrite lets a write proceed: a SQLite follower opened read-only
// beside an owner first takes the lock shared, and fails with a *LockError
// while the owner holds it. Call with wmu held, or before the Store is
// shared.
func (s *Store) claimWrite() error {
	if s.path == "" || s.lock != nil {
		return nil
	}
	f, err := acquireLock(s.path, true)
	if errors.Is(err, errWouldBlock) {
		return &LockError{Path: s.path, Holders: readHolders(s.path), Write: true}
	}
	if err != nil {
		return err
	}
	s.lock = f
	writeRecord(f, s.holder)
	return nil
}

// dropLock gives up the lock (call after closing the databases, with wmu
// held or before the Store is shared).
func (s *Store) dropLock() {
	releaseLock(s.lock, s.path, s.opts.Shared)
	s.lock = nil
}

// Reserve takes sole ownership of the SQLite ledger at path, as an Open
// without Options.Shared would, without opening it, and returns the func
// that gives it up. It fails with a *LockError (ErrLocked) while any
// opener holds path. Restore uses it to install a file no opener holds.
func Reserve(path, holder string) (release func(), err error) {
	f, err := acquireLock(path, false)
	if errors.Is(err, errWouldBlock) {
		return nil, &LockError{Path: path, Holders: readHolders(path)}
	}
	if err != nil {
		return nil, err
	}
	writeRecord(f, Holder{PID: os.Getpid(), Since: time.Now().UTC().Truncate(time.Second), Program: holder})
	return func() { releaseLock(f, path, false) }, nil
}

// acquireLock opens PATH.lock and flocks it without waiting; errWouldBlock
// when it is held in a conflicting mode.
func acquireLock(path string, shared bool) (*os.File, error) {
	lp := lockPath(path)
	for range 16 {
		f, err := os.OpenFile(lp, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return nil, fmt.Errorf("lock %s: %w", lp, err)
		}
		if err := tryLock(f, shared); err != nil {
			f.Close()
			if errors.Is(err, errWouldBlock) {
				return nil, err
			}
			return nil, fmt.Errorf("lock %s: %w", lp, err)
		}
		if sameFile(f, lp) {
			return f, nil
		}
		f.Close() // the last holder removed the file between our open and lock
	}
	return nil, fmt.Errorf("lock %s: the file keeps being replaced", lp)
}

// releaseLock closes a held lock file. The last holder removes it: an owner
// always is; a follower is if it can take the lock exclusively.
func releaseLock(f *os.File, path string, shared bool) {
	if f == nil {
		return
	}
	defer f.Close()
	if shared && tryLock(f, false) != nil {
		return // other followers still hold it
	}
	if lp := lockPath(path); sameFile(f, lp) {
		os.Remove(lp)
	}
}

func sameFile(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil {
		return false
	}
	b, err := os.Stat(path)
	return err == nil && os.SameFile(a, b)
}

// writeRecord records h in a held lock file: an owner's record replaces
// whatever is there (stale records of dead holders), a follower's is
// appended beside the other followers'. Records only feed error messages,
// so a failed write is not an error.
func writeRecord(f *os.File, h Holder) {
	if fi, err := f.Stat(); err == nil && (!h.Follow || fi.Size() > maxLockRecords) {
		f.Truncate(0)
	}
	b, _ := json.Marshal(h)
	f.Write(append(b, '\n'))
}

// readHolders returns the records in path's lock file of processes still
// alive, for messages: a record may be stale (its holder closed while
// other followers stayed), so it is never used to decide anything.
func readHolders(path string) []Holder {
	b, err := os.ReadFile(lockPath(path))
	if err != nil {
		return nil
	}
	var out []Holder
	seen := map[Holder]bool{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		var h Holder
		if json.Unmarshal(sc.Bytes(), &h) != nil || h.PID <= 0 || seen[h] || !processAlive(h.PID) {
			continue
		}
		seen[h] = true
		out = append(out, h)
	}
	return out
}
