package engine

import (
	"bytes"
	"runtime"
	"strconv"
	"sync"
)

// Memory locks. Every engine lock but wmu and syncMu guards memory only and
// is never held across I/O (doc.go, "Lock order"). All of them but
// denseIndex.mu are memMutex or memRWMutex: plain mutexes that, while
// lockCheck is on, count per goroutine how many of them it holds, so that
// the ledger hook the tests install (internal/ledgerhook) can fail a
// ledger call made under one.

// lockCheck turns the counting on. The package's tests set it in TestMain,
// before any engine opens; it never changes afterwards.
var lockCheck bool

// memHeld counts, per goroutine id, the memory locks it holds (lockCheck
// only).
var memHeld = struct {
	mu sync.Mutex
	n  map[uint64]int
}{n: make(map[uint64]int)}

// memMutex is a sync.Mutex that is never held across I/O.
type memMutex struct{ m sync.Mutex }

func (l *memMutex) Lock() {
	l.m.Lock()
	noteHeld(1)
}

func (l *memMutex) Unlock() {
	noteHeld(-1)
	l.m.Unlock()
}

// memRWMutex is a sync.RWMutex that is never held across I/O.
type memRWMutex struct{ m sync.RWMutex }

func (l *memRWMutex) Lock() {
	l.m.Lock()
	noteHeld(1)
}

func (l *memRWMutex) Unlock() {
	noteHeld(-1)
	l.m.Unlock()
}

func (l *memRWMutex) RLock() {
	l.m.RLock()
	noteHeld(1)
}

func (l *memRWMutex) RUnlock() {
	noteHeld(-1)
	l.m.RUnlock()
}

// noteHeld adds d to the calling goroutine's count of memory locks held.
// The lock and the unlock of a hold must run on the same goroutine, as
// they do throughout the engine.
func noteHeld(d int) {
	if !lockCheck {
		return
	}
	id := goid()
	memHeld.mu.Lock()
	if n := memHeld.n[id] + d; n != 0 {
		memHeld.n[id] = n
	} else {
		delete(memHeld.n, id)
	}
	memHeld.mu.Unlock()
}

// holdsMemLock reports whether the calling goroutine holds a memory lock
// (always false while lockCheck is off).
func holdsMemLock() bool {
	if !lockCheck {
		return false
	}
	id := goid()
	memHeld.mu.Lock()
	defer memHeld.mu.Unlock()
	return memHeld.n[id] > 0
}

// goid returns the calling goroutine's id, read from the header of its
// stack trace ("goroutine 17 [running]:"). Only lock checking uses it.
func goid() uint64 {
	var buf [64]byte
	b := bytes.TrimPrefix(buf[:runtime.Stack(buf[:], false)], []byte("goroutine "))
	if i := bytes.IndexByte(b, ' '); i > 0 {
		b = b[:i]
	}
	id, err := strconv.ParseUint(string(b), 10, 64)
	if err != nil {
		panic("engine: cannot read the goroutine id from " + strconv.Quote(string(buf[:])))
	}
	return id
}
