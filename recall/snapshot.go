package recall

import (
	"context"
	"iter"
	"sort"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// Snapshot is one namespace as one recall sees it: the evidence and claims
// the namespace held when the recall began, the indexes over them and the
// ledger reads a channel may need. engine's projections implement it; a
// Snapshot must not change while a recall uses it (writes that land
// meanwhile are not seen), and every method must be safe to call from the
// recall's goroutine while writers run. Every seq a method returns or takes
// is the namespace's: a Snapshot never hands out another namespace's
// evidence (recall checks, see ErrCorrupt).
type Snapshot interface {
	// Timeline is the namespace's evidence in seq order (which is the
	// order it was written in).
	Timeline() Timeline
	// Visible is the namespace's evidence visible under the known-at
	// (transaction time) and as-of (valid time) cuts; zero times do not
	// cut. The bitmap is the caller's.
	Visible(knownAt, asOf time.Time) *roaring.Bitmap
	// Analyzer is the analysis the indexes below were built with.
	Analyzer() postings.AnalyzerOptions

	// SearchEvidence is BM25 over evidence text, inside filter, best first.
	SearchEvidence(text string, k int, filter *roaring.Bitmap) ([]postings.Hit, error)
	// SearchClaims is BM25 over the namespace's claim text ("subject
	// predicate value"), best first; Hit.Doc is the claim seq.
	SearchClaims(text string, k int) ([]postings.Hit, error)
	// SearchWindows is BM25 over the namespace's indexed windows of
	// consecutive evidence, best first.
	SearchWindows(text string, k int) ([]WindowHit, error)
	// SearchDense ranks the evidence inside filter by cosine similarity to
	// text under the engine's encoder, best first; nil without an encoder.
	// A text stored with parts scores the mean of its whole text's cosine
	// and its best part's (engine/parts.go).
	SearchDense(ctx context.Context, text string, k int, filter *roaring.Bitmap) ([]DenseHit, error)

	// Evidence returns the evidence of seqs (those it still holds: a purge
	// may have removed some) and each one's token estimate under the
	// recall's estimator, 0 when unknown. The rows are shared, read-only;
	// seqs is the caller's scratch and must not be retained. A row is only
	// sure to carry Seq, ID, Namespace, NamespaceID, Content, Speaker, Role, OccurredAt and
	// RecordedAt (engine serves rows from its projections' stored docs).
	Evidence(ctx context.Context, seqs []uint32) ([]*ledger.Evidence, []int, error)
	// SeqsOf maps evidence ids to seqs, skipping unknown ids.
	SeqsOf(ids []string) []uint32
	// ClaimsBySeq returns the claims with the given seqs, in seqs order
	// (missing ones skipped), with their stored state.
	ClaimsBySeq(ctx context.Context, seqs []uint32) ([]ledger.Claim, error)
	// ClaimsFor returns the claim history of subject (and predicate, when
	// not empty), a copy the caller may modify.
	ClaimsFor(ctx context.Context, subject, predicate string) ([]ledger.Claim, error)
	// Entities returns the namespace's entity table.
	Entities(ctx context.Context) (Entities, error)
}

// Entities is a namespace's entity table. Implementations are read-only
// and safe for concurrent use.
type Entities interface {
	// Lookup resolves a lowercased name or alias to its canonical name.
	Lookup(phrase string) (canonical string, ok bool)
	// Evidence is the seqs of the evidence linked to the canonical entity,
	// ascending; shared, read-only.
	Evidence(canonical string) []uint32
	// All yields every canonical entity and its evidence, in no set order.
	All() iter.Seq2[string, []uint32]
}

// Timeline is a namespace's evidence in seq order: parallel slices,
// shared and read-only.
type Timeline struct {
	Seqs     []uint32 // ascending
	Occurred []int64  // occurred_at, unix nanoseconds
}

// Len is the number of pieces of evidence.
func (t Timeline) Len() int { return len(t.Seqs) }

// Position returns the index of seq in the timeline, or -1.
func (t Timeline) Position(seq uint32) int {
	i := sort.Search(len(t.Seqs), func(i int) bool { return t.Seqs[i] >= seq })
	if i < len(t.Seqs) && t.Seqs[i] == seq {
		return i
	}
	return -1
}

// OccurredAt returns the occurred_at (unix nanoseconds) of seq, 0 when the
// timeline does not hold it.
func (t Timeline) OccurredAt(seq uint32) int64 {
	if i := t.Position(seq); i >= 0 {
		return t.Occurred[i]
	}
	return 0
}

// sameSession reports whether the evidence at positions i and j are less
// than SessionGap apart.
func (t Timeline) sameSession(i, j int) bool {
	return abs64(t.Occurred[i]-t.Occurred[j]) < int64(SessionGap)
}

// SessionGap ends a session: evidence at least this far apart from its
// neighbour in the timeline starts a new one. The context, reply and
// window channels stay inside one session, and so do capsule spans (see
// fuse.Candidate.Prev).
const SessionGap = 30 * time.Minute

// WindowHit is one indexed window of consecutive evidence: timeline
// positions [Lo, Hi) and the window's BM25 score.
type WindowHit struct {
	Lo, Hi int
	Score  float64
}

// DenseHit is one piece of evidence ranked by the dense index.
type DenseHit struct {
	Seq    uint32
	Cosine float64
}
