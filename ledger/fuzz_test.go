package ledger

import (
	"errors"
	"testing"
	"time"
)

// FuzzJournalPayload feeds arbitrary payloads, correctly digested and
// chained, through Verify's journal replay: it must never panic, and every
// rejection must wrap ErrCorrupt.
func FuzzJournalPayload(f *testing.F) {
	f.Add("append", `{"at":"2026-01-01T00:00:00.000000000Z","evidence":[],"namespace":"","principal":""}`)
	f.Add("purge", `{"at":"2026-01-01T00:00:00.000000000Z","claims":["x"],"evidence":[{"id":"ev_1","sha256":"aa"}],"namespace":"n","principal":"","unlinked":[]}`)
	f.Add("derive", `{"at":"x"}`)
	f.Add("append", `{"evidence":[{"claims":[{"id":1}]}]}`)
	f.Add("bogus", `[1,2`)
	f.Fuzz(func(t *testing.T, op, payload string) {
		at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		e := JournalEntry{Seq: 1, At: at, Op: JournalOp(op), Namespace: "n", Payload: []byte(payload),
			PayloadDigest: sha256Hex([]byte(payload)), PrevHash: genesisHash}
		e.Hash = chainHash(genesisHash, 1, JournalOp(op), e.PayloadDigest)
		js := &journalState{evidence: map[string]journaledEvidence{}, claims: map[string]string{}}
		err := checkLink(&e, 1, genesisHash)
		if err == nil {
			err = js.apply(&e)
		}
		if err != nil && !errors.Is(err, ErrCorrupt) {
			t.Fatalf("rejection %v does not wrap ErrCorrupt", err)
		}
	})
}
