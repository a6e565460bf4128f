package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

type principalKey struct{}

// WithPrincipal returns a context whose writes (Remember, Purge) are
// recorded in the journal as made by name. A host that authenticates callers
// (the HTTP service) sets it; the engine never interprets it.
func WithPrincipal(ctx context.Context, name string) context.Context {
	return context.WithValue(ctx, principalKey{}, name)
}

func principal(ctx context.Context) string {
	s, _ := ctx.Value(principalKey{}).(string)
	return s
}

type trustKey struct{}

// Trust levels of a writer (ledger/trust.go): evidence and claims written
// under a context carry its level; a claim from a lower level never
// supersedes one from a higher level, and in a conflict between levels
// only the lower claim is disputed.
type Trust = ledger.Trust

const (
	TrustUntrusted = ledger.TrustUntrusted
	TrustLow       = ledger.TrustLow
	TrustStandard  = ledger.TrustStandard
	TrustHigh      = ledger.TrustHigh
)

// ParseTrust parses a trust level by name (untrusted, low, standard,
// high; "" is standard).
func ParseTrust(s string) (Trust, error) { return ledger.ParseTrust(s) }

// WithTrust returns a context whose writes carry trust t. A host that
// authenticates callers sets it from the caller's grant (the HTTP
// service: a principal's "trust"); without it writes are TrustStandard.
// Content never sets its own trust.
func WithTrust(ctx context.Context, t Trust) context.Context {
	return context.WithValue(ctx, trustKey{}, t)
}

func trustOf(ctx context.Context) Trust {
	t, _ := ctx.Value(trustKey{}).(Trust)
	return t.Level()
}

// Claim is a stored claim with its state: the history view of a subject
// and predicate.
type Claim struct {
	ID            string    `json:"id"`
	Namespace     string    `json:"namespace"`
	Subject       string    `json:"subject"`
	Predicate     string    `json:"predicate"`
	Value         string    `json:"value"`
	ValidFrom     time.Time `json:"valid_from"`
	ValidTo       time.Time `json:"valid_to,omitzero"` // effective end; zero: open
	RecordedAt    time.Time `json:"recorded_at"`
	Confidence    float64   `json:"confidence"`
	EvidenceIDs   []string  `json:"evidence_ids"`
	Supersedes    string    `json:"supersedes,omitempty"`
	SupersededBy  string    `json:"superseded_by,omitempty"`
	Status        string    `json:"status"`
	ConflictsWith []string  `json:"conflicts_with,omitempty"`
	MultiValued   bool      `json:"multi_valued,omitempty"`
	// Trust is the writer's trust level when it is not standard
	// (untrusted, low, high); empty for standard.
	Trust string `json:"trust,omitempty"`
}

// Claims returns every version of the subject's claims (all predicates when
// predicate is empty), oldest first, with their current state.
func (e *Engine) Claims(ctx context.Context, namespace, subject, predicate string) ([]Claim, error) {
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	if strings.TrimSpace(namespace) == "" {
		return nil, fieldErr("namespace", "must not be empty")
	}
	if err := checkNamespace(namespace); err != nil {
		return nil, err
	}
	if strings.TrimSpace(subject) == "" {
		return nil, fieldErr("subject", "must not be empty")
	}
	cs, err := e.led.ClaimsFor(ctx, namespace, subject, predicate)
	if err != nil {
		return nil, fmt.Errorf("claims: %w", err)
	}
	out := make([]Claim, len(cs))
	for i, c := range cs {
		out[i] = toClaim(c)
	}
	return out, nil
}

// JournalEntry is one link of the tamper-evident journal: every mutation,
// who made it, and the hash chaining it to the previous entry. Payloads
// hold ids and digests, never content.
type JournalEntry struct {
	Seq           int64           `json:"seq"`
	At            time.Time       `json:"at"`
	Op            string          `json:"op"`
	Namespace     string          `json:"namespace"`
	Principal     string          `json:"principal,omitempty"`
	Payload       json.RawMessage `json:"payload"`
	PayloadDigest string          `json:"payload_digest"`
	PrevHash      string          `json:"prev_hash"`
	Hash          string          `json:"hash"`
}

// Journal returns up to limit journal entries after seq afterSeq (limit <=
// 0: 1000), in order.
func (e *Engine) Journal(ctx context.Context, afterSeq int64, limit int) ([]JournalEntry, error) {
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	js, err := e.led.Journal(ctx, afterSeq, limit)
	if err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	return toJournal(js), nil
}
