package ledger

import (
	"context"
	"fmt"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// Trust is how far the writer of an observation is trusted (seed 000
// Prototype D, memory poisoning): set by the principal that wrote it,
// never by the content. It is stored with the evidence and with the
// claims written from it (schema v9), and claim state honours it: a claim
// from a lower-trust writer never supersedes one from a higher-trust
// writer, and when the two conflict only the lower-trust one is disputed
// (claimstate.go). The zero Trust is TrustStandard, which every row
// written before v9 has.
type Trust uint8

// The trust levels, lowest first.
const (
	TrustUntrusted Trust = iota + 1 // content the writer relays without vouching for it (web pages, tool output)
	TrustLow                        // another agent, an unverified integration
	TrustStandard                   // the default: the application's own writes
	TrustHigh                       // an operator, a verified system of record
)

var trustNames = [...]string{TrustUntrusted: "untrusted", TrustLow: "low", TrustStandard: "standard", TrustHigh: "high"}

// Level is t with the zero Trust read as TrustStandard.
func (t Trust) Level() Trust {
	if t == 0 {
		return TrustStandard
	}
	return t
}

func (t Trust) String() string {
	if l := t.Level(); int(l) < len(trustNames) {
		return trustNames[l]
	}
	return fmt.Sprintf("trust(%d)", uint8(t))
}

// valid reports whether t is the zero Trust or a level.
func (t Trust) valid() bool { return t <= TrustHigh }

// ParseTrust parses a trust level by name ("" is TrustStandard).
func ParseTrust(s string) (Trust, error) {
	if s == "" {
		return TrustStandard, nil
	}
	for i, n := range trustNames {
		if n != "" && n == s {
			return Trust(i), nil
		}
	}
	return 0, fmt.Errorf("trust %q: want untrusted, low, standard or high: %w", s, ErrInvalid)
}

// ScanTrust calls fn with the seq and trust of every evidence written
// below or above TrustStandard, in seq order: the engine's trust
// projection (standard rows, nearly all of them, are not listed).
func (s *Store) ScanTrust(ctx context.Context, fn func(seq uint32, t Trust) error) error {
	ledgerhook.Enter(ctx, "ScanTrust")
	if err := s.checkOpen(); err != nil {
		return err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT seq, trust FROM evidence WHERE trust <> 3 ORDER BY seq`)
	if err != nil {
		return fmt.Errorf("scan trust: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var seq, t int64
		if err := rows.Scan(&seq, &t); err != nil {
			return fmt.Errorf("scan trust: %w", err)
		}
		if err := fn(uint32(seq), Trust(t)); err != nil {
			return err
		}
	}
	return rows.Err()
}
