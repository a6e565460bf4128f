package ledger

import (
	"context"
	"fmt"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// NamespaceCounts are one namespace's row counts for a capacity report.
type NamespaceCounts struct {
	Evidence, Claims, Summaries, Duplicates, PendingProposals int64
	Tiers                                                     map[Tier]int64 // marked items by tier (unmarked items are hot)
	// JournalAfter counts the namespace's journal entries after the
	// seq given to MaintenanceCounts for it (the maintenance backlog).
	JournalAfter int64
}

// MaintenanceCounts returns per-namespace counts; since maps a namespace to
// the journal seq its backlog is counted after (absent: 0).
func (s *Store) MaintenanceCounts(ctx context.Context, since map[string]int64) (map[string]*NamespaceCounts, error) {
	ledgerhook.Enter(ctx, "MaintenanceCounts")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	names, err := s.Namespaces(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*NamespaceCounts, len(names))
	byID := map[uint32]*NamespaceCounts{}
	for n, id := range names {
		c := &NamespaceCounts{Tiers: map[Tier]int64{}}
		out[n], byID[id] = c, c
	}
	counts := []struct {
		q   string
		set func(*NamespaceCounts, int64)
	}{
		{`SELECT ns_id, count(*) FROM evidence GROUP BY ns_id`, func(c *NamespaceCounts, n int64) { c.Evidence = n }},
		{`SELECT ns_id, count(*) FROM claims GROUP BY ns_id`, func(c *NamespaceCounts, n int64) { c.Claims = n }},
		{`SELECT ns_id, count(*) FROM summaries GROUP BY ns_id`, func(c *NamespaceCounts, n int64) { c.Summaries = n }},
		{`SELECT ns_id, count(*) FROM duplicates GROUP BY ns_id`, func(c *NamespaceCounts, n int64) { c.Duplicates = n }},
		{`SELECT ns_id, count(*) FROM proposals WHERE state = 'pending' GROUP BY ns_id`, func(c *NamespaceCounts, n int64) { c.PendingProposals = n }},
	}
	for _, k := range counts {
		if err := s.groupCount(ctx, k.q, func(id uint32, _ string, n int64) {
			if c := byID[id]; c != nil {
				k.set(c, n)
			}
		}); err != nil {
			return nil, err
		}
	}
	if err := s.groupCount(ctx, `SELECT ns_id, tier, count(*) FROM tiers GROUP BY ns_id, tier`, func(id uint32, tier string, n int64) {
		if c := byID[id]; c != nil {
			c.Tiers[Tier(tier)] = n
		}
	}); err != nil {
		return nil, err
	}
	for n, c := range out {
		err := s.rdb.QueryRowContext(ctx, `SELECT count(*) FROM journal WHERE namespace = ? AND seq > ?`, n, since[n]).Scan(&c.JournalAfter)
		if err != nil {
			return nil, fmt.Errorf("maintenance counts: %w", err)
		}
	}
	return out, nil
}

// groupCount runs a "SELECT ns_id[, key], count(*) ... GROUP BY" query.
func (s *Store) groupCount(ctx context.Context, q string, fn func(nsID uint32, key string, n int64)) error {
	rows, err := s.rdb.QueryContext(ctx, q)
	if err != nil {
		return fmt.Errorf("maintenance counts: %w", err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	for rows.Next() {
		var id uint32
		var key string
		var n int64
		dst := []any{&id, &n}
		if len(cols) == 3 {
			dst = []any{&id, &key, &n}
		}
		if err := rows.Scan(dst...); err != nil {
			return fmt.Errorf("maintenance counts: %w", err)
		}
		fn(id, key, n)
	}
	return rows.Err()
}

// JournalLength is the number of journal entries.
func (s *Store) JournalLength(ctx context.Context) (int64, error) {
	ledgerhook.Enter(ctx, "JournalLength")
	if err := s.checkOpen(); err != nil {
		return 0, err
	}
	var n int64
	if err := s.rdb.QueryRowContext(ctx, `SELECT count(*) FROM journal`).Scan(&n); err != nil {
		return 0, fmt.Errorf("journal length: %w", err)
	}
	return n, nil
}

// JournalSince counts, per namespace of since, its journal entries with a
// seq above since[namespace] (a scheduler's backlog; one indexed range
// scan per namespace).
func (s *Store) JournalSince(ctx context.Context, since map[string]int64) (map[string]int64, error) {
	ledgerhook.Enter(ctx, "JournalSince")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	out := make(map[string]int64, len(since))
	for ns, after := range since {
		var n int64
		if err := s.rdb.QueryRowContext(ctx, `SELECT count(*) FROM journal WHERE seq > ? AND namespace = ?`, after, ns).Scan(&n); err != nil {
			return nil, fmt.Errorf("journal since: %w", err)
		}
		out[ns] = n
	}
	return out, nil
}
