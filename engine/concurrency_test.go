package engine

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"
)

// TestConcurrentRecallsWritesAndPurges runs recalls, batched writes,
// semantic syncs and purges together (run it with -race). Every capsule
// must stay inside its namespace and its budget.
func TestConcurrentRecallsWritesAndPurges(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{Encoder: &hashEncoder{id: "h", dims: 32}})
	nss := []string{"c/a", "c/b"}
	var wg sync.WaitGroup
	stop := make(chan struct{})
	errs := make(chan error, 16)
	owner := sync.Map{} // evidence id -> namespace
	for w, ns := range nss {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				batch := []Observation{{Namespace: ns, Content: fmt.Sprintf("writer %d note %d about tea and trains", w, i),
					Source: fmt.Sprintf("w%d/%d", w, i%5), OccurredAt: date("2026-01-01").Add(time.Duration(i) * time.Minute)}}
				rs, err := e.RememberBatch(ctx, batch)
				if err != nil {
					errs <- err
					return
				}
				owner.Store(rs[0].ID, ns)
				if i%10 == 9 {
					if _, err := e.Purge(ctx, PurgeRequest{Namespace: ns, SourcePrefix: fmt.Sprintf("w%d/0", w)}); err != nil {
						errs <- err
						return
					}
				}
				if i%7 == 0 {
					if _, err := e.SyncSemantic(ctx, ns); err != nil {
						errs <- err
						return
					}
				}
			}
		}()
	}
	for r := 0; r < 3; r++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				ns := nss[(r+i)%2]
				c, err := e.Recall(ctx, Query{Namespace: ns, Text: "tea trains note", BudgetTokens: 120})
				if err != nil {
					errs <- err
					return
				}
				if c.UsedTokens > 120 {
					errs <- fmt.Errorf("budget exceeded: %d", c.UsedTokens)
					return
				}
				for _, it := range c.Items {
					for _, id := range it.EvidenceIDs {
						if got, ok := owner.Load(id); ok && got != ns {
							errs <- fmt.Errorf("capsule for %s cites %s of %s", ns, id, got)
							return
						}
					}
				}
			}
		}()
	}
	time.Sleep(1500 * time.Millisecond)
	close(stop)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}
