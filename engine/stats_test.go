package engine

import (
	"context"
	"errors"
	"testing"
)

func TestStatsCountsWhatIsIndexed(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	var ids []string
	for i, ns := range []string{"a", "a", "a", "b", "b"} {
		o := Observation{Namespace: ns, Source: "test", Content: "note number " + string(rune('a'+i)) + " about the garden"}
		if i == 3 {
			o.Claims = []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "Porto"}}
		}
		ids = append(ids, mustRemember(t, e, o).ID)
	}
	// A recall waits for the windows queued before it, so the backlog is
	// empty afterwards.
	if _, err := e.Recall(ctx, Query{Namespace: "a", Text: "garden", BudgetTokens: 200}); err != nil {
		t.Fatal(err)
	}
	st, err := e.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if st.Namespaces != 2 || st.Evidence != 5 || st.Claims != 1 || st.WindowBacklog != 0 {
		t.Fatalf("stats = %+v, want 2 namespaces, 5 evidence, 1 claim, no window backlog", st)
	}
	if st.DenseVectors != 0 || st.SemanticBacklog != 0 || st.DenseProfile != "" {
		t.Fatalf("dense stats without an encoder: %+v", st)
	}
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "a", IDs: ids[:1]}); err != nil {
		t.Fatal(err)
	}
	if st, _ = e.Stats(); st.Evidence != 4 {
		t.Fatalf("evidence after purging one = %d, want 4", st.Evidence)
	}
	e.Close()
	if _, err := e.Stats(); !errors.Is(err, ErrClosed) {
		t.Fatalf("Stats after Close: %v, want ErrClosed", err)
	}
}
