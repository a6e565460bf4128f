package recall

import (
	"context"
	"maps"
	"slices"

	"github.com/evicortex/evicortex/fuse"
)

// startScenes turns scene marking on for the rest of the pass and marks
// the episodes loaded so far: the state channel calls it once it knows the
// query asks a state, so a question on anything else loads no more.
func (p *pass) startScenes(ctx context.Context) error {
	p.scenes = true
	p.sceneRead = make(map[uint32]bool, len(p.episodes))
	seqs := slices.Collect(maps.Keys(p.episodes))
	slices.Sort(seqs) // one order, whatever the map's
	return p.markScenes(ctx, seqs)
}

// markScenes sets fuse.Candidate.Scene on the loaded episodes of seqs said
// by a person whose previous turn in the same session, visible and someone
// else's, sets them a made-up scene or a drill (fuse.SetsScene: "Role-play:
// you are a receptionist, your company is X" before "Good morning, X, how
// can I help you?"). The previous turns it reads are loaded, not marked.
func (p *pass) markScenes(ctx context.Context, seqs []uint32) error {
	var replies, prevs []uint32
	for _, s := range seqs {
		if p.sceneRead[s] {
			continue
		}
		p.sceneRead[s] = true
		ep := p.episodes[s]
		if ep == nil || !ep.SaidByPerson() {
			continue
		}
		i := p.tl.Position(s)
		if i <= 0 || !p.tl.sameSession(i, i-1) || !p.filter.Contains(p.tl.Seqs[i-1]) {
			continue
		}
		replies = append(replies, s)
		prevs = append(prevs, p.tl.Seqs[i-1])
	}
	if len(prevs) == 0 {
		return nil
	}
	if err := p.loadRows(ctx, prevs); err != nil {
		return err
	}
	for k, s := range replies {
		ep, prev := p.episodes[s], p.episodes[prevs[k]]
		if prev != nil && prev.Speaker != ep.Speaker && fuse.SetsScene(prev.Text) {
			ep.Scene = true
		}
	}
	return nil
}
