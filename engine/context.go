package engine

import (
	"context"
	"sort"
	"strings"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/postings"
)

// The context channel (seed 000 §4.2, the episodic view: "ordered events
// with local surrounding context"). A turn that answers a question often
// does not repeat the question's words; its neighbours in the same
// conversation do. Each lexical hit's neighbourhood is scored by the BM25 of
// the hits around it, and the best neighbourhoods are returned whole, in
// conversation order: the centre and its neighbours of the same session
// (evidence less than contextGap apart).
//
// Measured on the LoCoMo dev split at 512 tokens (see the README), adding
// this channel raised evidence recall from 0.521 to 0.550; folding each
// neighbourhood into one multi-evidence span item instead scored 0.506–0.540.
const (
	contextRadius  = 2                // neighbours on each side
	contextRegions = 8                // neighbourhoods returned
	contextGap     = 30 * time.Minute // a larger gap ends a session
)

func (r *recaller) contextChannel(ctx context.Context, v *nsView, lex []postings.Hit, filter *roaring.Bitmap) error {
	type region struct {
		centre int // position in v.seqs
		score  float64
	}
	pos := make([]int, len(lex))
	for i, h := range lex {
		pos[i] = v.position(h.Doc)
	}
	var regions []region
	for i := range lex {
		if pos[i] < 0 {
			continue
		}
		rg := region{centre: pos[i]}
		for j := range lex {
			if d := abs(pos[i] - pos[j]); pos[j] >= 0 && d <= contextRadius {
				rg.score += lex[j].Score / float64(1+d)
			}
		}
		regions = append(regions, rg)
	}
	sort.SliceStable(regions, func(i, j int) bool { return regions[i].score > regions[j].score })
	var seqs []uint32
	taken := make(map[int]bool)
	for n, i := 0, 0; i < len(regions) && n < contextRegions; i++ {
		c := regions[i].centre
		if taken[c] {
			continue
		}
		n++
		lo, hi := sessionBounds(v, c, filter)
		for p := lo; p <= hi; p++ {
			if !taken[p] {
				taken[p] = true
				seqs = append(seqs, v.seqs[p])
			}
		}
	}
	if err := r.loadEvidence(ctx, seqs); err != nil {
		return err
	}
	ch := fuse.ChannelResult{Name: "context"}
	for i, s := range seqs {
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: r.evKey(s), Score: float64(len(seqs) - i),
			Features: map[string]float64{"context": 1}})
	}
	r.add(ch)
	return nil
}

// sessionBounds returns the positions around centre, at most contextRadius
// away, that are inside filter and within contextGap of their neighbour.
func sessionBounds(v *nsView, centre int, filter *roaring.Bitmap) (lo, hi int) {
	ok := func(p, edge int) bool {
		return p >= 0 && p < len(v.seqs) && filter.Contains(v.seqs[p]) &&
			abs64(v.occurred[p]-v.occurred[edge]) < int64(contextGap)
	}
	lo, hi = centre, centre
	for lo > centre-contextRadius && ok(lo-1, lo) {
		lo--
	}
	for hi < centre+contextRadius && ok(hi+1, hi) {
		hi++
	}
	return lo, hi
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// replyChannel pairs each of the best lexical hits that asks a question
// with the next turn of the same session, which usually holds the answer:
// on the LoCoMo dev split, in 80 of the 145 questions fixed-chunk BM25 won,
// EviCortex had packed the question turn and not the reply right after it. The reply is
// marked to follow its question (fuse.Candidate.Follows), so it is packed
// right after it.
// replyDepth is how many of the best lexical hits are paired with their
// replies. Pairing every retrieved question turn (all channels) cut LoCoMo
// evidence recall from 0.640 to 0.547: replies to questions that did not
// matter took the budget. The top 3, 5 and 10 lexical hits gave 0.674,
// 0.677 and 0.676.
const replyDepth = 5

func (r *recaller) replyChannel(ctx context.Context, v *nsView, filter *roaring.Bitmap) error {
	type pair struct {
		q    string
		next uint32
	}
	var pairs []pair
	var seqs []uint32
	for _, ch := range r.channels {
		if ch.Name != "lexical" {
			continue
		}
		for i, h := range ch.Hits {
			if i == replyDepth {
				break
			}
			c := r.cands[h.Key]
			if c == nil || c.Kind != fuse.KindEpisode || len(c.EvidenceIDs) != 1 || !strings.Contains(c.Text, "?") {
				continue
			}
			s, ok := r.seqOfKey(h.Key)
			if !ok {
				continue
			}
			p := v.position(s)
			if p < 0 || p+1 >= len(v.seqs) || !filter.Contains(v.seqs[p+1]) ||
				abs64(v.occurred[p+1]-v.occurred[p]) >= int64(contextGap) {
				continue
			}
			pairs = append(pairs, pair{h.Key, v.seqs[p+1]})
			seqs = append(seqs, v.seqs[p+1])
		}
	}
	if len(pairs) == 0 {
		return nil
	}
	if err := r.loadEvidence(ctx, seqs); err != nil {
		return err
	}
	ch := fuse.ChannelResult{Name: "reply"}
	for _, p := range pairs {
		k := r.evKey(p.next)
		c := r.cands[k]
		if c == nil || c.Key == p.q {
			continue
		}
		if c.Follows == "" {
			c.Follows = p.q
		}
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: k, Score: 1, Features: map[string]float64{"reply": 1}})
	}
	r.add(ch)
	return nil
}

// seqOfKey returns the evidence seq of an episode candidate key.
func (r *recaller) seqOfKey(key string) (uint32, bool) {
	s, ok := r.keySeq[key]
	return s, ok
}
