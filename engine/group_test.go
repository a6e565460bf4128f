package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
)

// TestGroupCommitConcurrentRemembers: concurrent Remember calls, some of
// them invalid, each get their own outcome; every acknowledged write is
// stored and recallable.
func TestGroupCommitConcurrentRemembers(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	const n = 64
	var wg sync.WaitGroup
	ids := make([]string, n)
	errs := make([]error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o := Observation{Namespace: fmt.Sprintf("g/%d", i%4), Content: fmt.Sprintf("note number %d about kiwis", i), Source: "s"}
			if i%9 == 0 {
				o.Content = " " // invalid: must fail alone
			}
			r, err := e.Remember(ctx, o)
			ids[i], errs[i] = r.ID, err
		}()
	}
	wg.Wait()
	stored := 0
	for i := 0; i < n; i++ {
		var fe *FieldError
		switch {
		case i%9 == 0:
			if !errors.As(errs[i], &fe) || fe.Field != "content" {
				t.Errorf("write %d: %v, want a FieldError on content", i, errs[i])
			}
		case errs[i] != nil:
			t.Errorf("write %d failed: %v", i, errs[i])
		default:
			if _, err := e.Expand(ctx, fmt.Sprintf("g/%d", i%4), ids[i]); err != nil {
				t.Errorf("acknowledged write %d lost: %v", i, err)
			}
			stored++
		}
	}
	rep, err := e.Verify(ctx)
	if err != nil || rep.Evidence != stored {
		t.Fatalf("verify: %+v %v, want %d evidence", rep, err, stored)
	}
	t.Logf("%d writes in %d journal entries", stored, rep.JournalEntries)
}
