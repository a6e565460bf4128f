package memory

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"

	"github.com/evicortex/evicortex/capsule"
)

// capsuleLog writes every capsule an engine system compiles as one JSON
// line, with the ledger's random ids replaced by the workload's turn ids
// ("claim<" + turn id + ">" for a claim), so two builds' logs are
// byte-identical exactly when their capsules are. It is how a refactor
// shows it changed no capsule: sha256sum the two files.
type capsuleLog struct {
	w       io.Writer
	dataset string
}

// ledgerID matches the ledger's ids: a short prefix and 26 Crockford
// base32 characters (ledger/ids.go).
var ledgerID = regexp.MustCompile(`\b[a-z]{2,3}_[0-9a-hjkmnp-tv-z]{26}\b`)

type capsuleLine struct {
	Dataset string           `json:"dataset"`
	System  string           `json:"system"`
	Budget  int              `json:"budget"`
	Capsule *capsule.Capsule `json:"capsule"`
}

func (l *capsuleLog) write(s *engineSystem, ns string, budget int, c *capsule.Capsule) error {
	claimTurn := make(map[string]string, len(s.claimOf))
	for turn, claim := range s.claimOf {
		claimTurn[claim] = turn
	}
	id := func(v string) string {
		if t, ok := s.turnOf[ns+"\x00"+v]; ok {
			return t
		}
		if t, ok := claimTurn[v]; ok {
			return "claim<" + t + ">"
		}
		return "id<?>" // not the workload's (an entity's, say): random, so masked
	}
	b, err := json.Marshal(capsuleLine{Dataset: l.dataset, System: s.Name(), Budget: budget, Capsule: c})
	if err != nil {
		return fmt.Errorf("--capsules: %w", err)
	}
	// Ids appear in fields and inside trace reasons alike: map every one.
	b = ledgerID.ReplaceAllFunc(b, func(v []byte) []byte { return []byte(id(string(v))) })
	if _, err := l.w.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("--capsules: %w", err)
	}
	return nil
}
