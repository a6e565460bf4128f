package faultinject

import (
	"errors"
	"syscall"
	"testing"
)

// TestInjector: FailNth fails exactly the nth step of its kind once, the
// quota shim fails writes and lets reads through, and nothing fails when
// no Injector is installed.
func TestInjector(t *testing.T) {
	if err := File(FileWrite, "x"); err != nil {
		t.Fatalf("no injector installed: %v", err)
	}
	in := New()
	defer Install(in)()
	in.FailNth(FileWrite, 3)
	for i := 1; i <= 5; i++ {
		err := File(FileWrite, "seg")
		if (i == 3) != errors.Is(err, ErrInjected) {
			t.Fatalf("write %d: %v", i, err)
		}
	}
	if err := File(FileSync, "seg"); err != nil || in.Count(FileWrite) != 5 {
		t.Fatalf("other kinds must pass: %v, count %d", err, in.Count(FileWrite))
	}
	in.SetDiskFull(true)
	for q, fails := range map[string]bool{"SELECT 1": false, "  with x as (select 1) select * from x": false, "PRAGMA foo": false,
		"INSERT INTO t VALUES (1)": true, "UPDATE t SET a = 1": true, "PRAGMA wal_checkpoint(TRUNCATE)": false} {
		if err := stepSQL(Statement, q); fails != errors.Is(err, syscall.ENOSPC) {
			t.Errorf("disk full, %q: %v", q, err)
		}
	}
	if err := stepSQL(Commit, "tx"); !errors.Is(err, ErrDiskFull) {
		t.Errorf("disk full commit: %v", err)
	}
	in.Disarm()
	if err := stepSQL(Commit, "tx"); err != nil {
		t.Errorf("after Disarm: %v", err)
	}
	if SQLiteDriver() != driverName {
		t.Errorf("driver while installed: %s", SQLiteDriver())
	}
}
