package engine

import (
	"context"
	"fmt"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/fuse"
)

// The window channel scores stretches of consecutive evidence as one text,
// the way a fixed-chunk index does, but returns their pieces of evidence as
// separate, individually cited episodes. A question's words are often spread
// over a few neighbouring turns none of which holds them all.
//
// Window k of a namespace covers positions [k*windowStride, k*windowStride+
// windowSize) of its evidence order and is indexed only when its evidence
// belongs to one session (neighbours less than contextGap apart): windows
// over evidence days apart proved to crowd out the claims and episodes that
// answer temporal questions. A window is indexed once complete and never
// changes (windows are not re-indexed as evidence arrives, so the newest
// turns of a namespace are only covered by the other channels until the
// window that holds them fills).
const (
	windowSize   = 4
	windowStride = 2
	windowDepth  = 12 // windows read per query
)

// windowDoc locates an indexed window: its namespace view and first position.
type windowDoc struct {
	ns string
	lo int
}

// addToWindows records the analyzed terms of the evidence just appended to
// v in its tail and indexes the window it completes, if any. The caller
// holds the projection write lock.
func (p *projections) addToWindows(v *nsView, ns string, terms []string) error {
	v.tail = append(v.tail, terms)
	if len(v.tail) > windowSize {
		v.tail = v.tail[len(v.tail)-windowSize:]
	}
	n := len(v.seqs) // positions filled so far
	if n < windowSize || (n-windowSize)%windowStride != 0 {
		return nil
	}
	lo := n - windowSize
	for i := lo + 1; i < n; i++ {
		if abs64(v.occurred[i]-v.occurred[i-1]) >= int64(contextGap) {
			return nil // spans two sessions: not an episode
		}
	}
	doc := p.nextWindow
	p.nextWindow++
	var all []string
	for _, t := range v.tail {
		all = append(all, t...)
	}
	if err := p.winLex.AddTerms(doc, all); err != nil {
		return fmt.Errorf("index window: %w", err)
	}
	p.winMu.Lock()
	p.windows[doc] = windowDoc{ns: ns, lo: lo}
	p.winMu.Unlock()
	v.win.Add(doc)
	return nil
}

func (p *projections) window(doc uint32) (windowDoc, bool) {
	p.winMu.RLock()
	defer p.winMu.RUnlock()
	w, ok := p.windows[doc]
	return w, ok
}

// windowChannel returns the evidence of the best-scoring windows, window by
// window in rank order and in conversation order within a window.
func (r *recaller) windowChannel(ctx context.Context, v *nsView, filter *roaring.Bitmap) error {
	if v.win.IsEmpty() {
		return nil
	}
	hits, err := r.p.winLex.Search(r.q.Text, windowDepth, v.win)
	if err != nil {
		return fmt.Errorf("window search: %w", err)
	}
	var seqs []uint32
	var scores []float64
	seen := make(map[uint32]bool)
	for _, h := range hits {
		w, ok := r.p.window(h.Doc)
		if !ok || w.lo+windowSize > len(v.seqs) {
			continue
		}
		for _, s := range v.seqs[w.lo : w.lo+windowSize] {
			if filter.Contains(s) && !seen[s] {
				seen[s] = true
				seqs = append(seqs, s)
				scores = append(scores, h.Score)
			}
		}
	}
	if err := r.loadEvidence(ctx, seqs); err != nil {
		return err
	}
	ch := fuse.ChannelResult{Name: "window"}
	for i, s := range seqs {
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: r.evKey(s), Score: scores[i],
			Features: map[string]float64{"window_bm25": scores[i]}})
	}
	r.add(ch)
	return nil
}
