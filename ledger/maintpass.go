package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// MaintenancePass is the record of one finished maintenance pass.
type MaintenancePass struct {
	Seq        int64
	ID         string // "mp_" + 26 chars
	Namespace  string // "" for a pass over every namespace
	StartedAt  time.Time
	FinishedAt time.Time
	Actions    int
	Report     json.RawMessage // the engine's report, counts only
	// JournalHead is the journal seq of the pass's own entry: a scheduler
	// compares it with the head to see how much was written since.
	JournalHead int64
}

// PassPayload is what RecordMaintenancePass journals.
type PassPayload struct {
	Actions int    `json:"actions"`
	ID      string `json:"id"`
	Started string `json:"started_at"`
}

func (*PassPayload) Op() JournalOp { return OpMaintenancePass }

// RecordMaintenancePass stores and journals the record of a finished pass
// and returns it with its id, seq and journal head.
func (s *Store) RecordMaintenancePass(ctx context.Context, mp MaintenancePass, principal string) (MaintenancePass, error) {
	ledgerhook.Enter(ctx, "RecordMaintenancePass")
	if err := s.checkOpen(); err != nil {
		return mp, err
	}
	if mp.Namespace != "" {
		if err := checkNamespace(mp.Namespace); err != nil {
			return mp, fieldErr("namespace", err.Error())
		}
	}
	if mp.Actions < 0 {
		return mp, fieldErr("actions", "must not be negative")
	}
	if len(mp.Report) == 0 {
		mp.Report = json.RawMessage(`{}`)
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return mp, fmt.Errorf("maintenance pass: %w", err)
	}
	defer tx.Rollback()
	now := s.opts.Clock().UTC()
	mp.ID, mp.FinishedAt = s.ids.next("mp_", now), now
	body := &PassPayload{Actions: mp.Actions, ID: mp.ID, Started: fmtTime(mp.StartedAt.UTC())}
	if mp.JournalHead, err = writeJournal(ctx, tx, now, mp.Namespace, principal, body); err != nil {
		return mp, err
	}
	err = tx.QueryRowContext(ctx, `INSERT INTO maintenance_passes (id, namespace, started_at, finished_at, actions, report, journal_head)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING seq`, mp.ID, mp.Namespace, fmtTime(mp.StartedAt.UTC()), fmtTime(now),
		mp.Actions, string(mp.Report), mp.JournalHead).Scan(&mp.Seq)
	if err != nil {
		return mp, fmt.Errorf("maintenance pass: insert: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return mp, fmt.Errorf("maintenance pass: commit: %w", err)
	}
	return mp, nil
}

// LastMaintenancePasses returns the latest pass record per namespace key
// ("" for passes over every namespace).
func (s *Store) LastMaintenancePasses(ctx context.Context) (map[string]MaintenancePass, error) {
	ledgerhook.Enter(ctx, "LastMaintenancePasses")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT seq, id, namespace, started_at, finished_at, actions, report, journal_head
		FROM maintenance_passes WHERE seq IN (SELECT max(seq) FROM maintenance_passes GROUP BY namespace) ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("maintenance passes: %w", err)
	}
	defer rows.Close()
	out := map[string]MaintenancePass{}
	for rows.Next() {
		var mp MaintenancePass
		var started, finished, report string
		if err := rows.Scan(&mp.Seq, &mp.ID, &mp.Namespace, &started, &finished, &mp.Actions, &report, &mp.JournalHead); err != nil {
			return nil, fmt.Errorf("maintenance passes: %w", err)
		}
		if mp.StartedAt, err = parseTime(started); err != nil {
			return nil, fmt.Errorf("maintenance pass %s: %w", mp.ID, err)
		}
		if mp.FinishedAt, err = parseTime(finished); err != nil {
			return nil, fmt.Errorf("maintenance pass %s: %w", mp.ID, err)
		}
		mp.Report = json.RawMessage(report)
		out[mp.Namespace] = mp
	}
	return out, rows.Err()
}
