package memory

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/evicortex/evicortex/fuse"
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

type capsuleLine struct {
	Dataset string        `json:"dataset"`
	System  string        `json:"system"`
	Budget  int           `json:"budget"`
	Capsule *fuse.Capsule `json:"capsule"`
}

func (l *capsuleLog) write(s *engineSystem, ns string, budget int, c *fuse.Capsule) error {
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
		return v
	}
	ids := func(vs []string) {
		for i := range vs {
			vs[i] = id(vs[i])
		}
	}
	n := *c
	n.Items = append([]fuse.Item(nil), c.Items...)
	for i := range n.Items {
		it := &n.Items[i]
		it.ID = id(it.ID)
		it.EvidenceIDs = append([]string(nil), it.EvidenceIDs...)
		it.Expand = append([]string(nil), it.Expand...)
		it.Conflicts = append([]string(nil), it.Conflicts...)
		ids(it.EvidenceIDs)
		ids(it.Expand)
		ids(it.Conflicts)
	}
	b, err := json.Marshal(capsuleLine{Dataset: l.dataset, System: s.Name(), Budget: budget, Capsule: &n})
	if err != nil {
		return fmt.Errorf("--capsules: %w", err)
	}
	if _, err := l.w.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("--capsules: %w", err)
	}
	return nil
}
