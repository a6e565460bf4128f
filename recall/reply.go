package recall

import (
	"context"
	"strings"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
)

// replyChannel pairs each of the best lexical hits that asks a question
// with the next turn of the same session, which usually holds the answer
// without repeating the question's words (a question turn packed without
// its reply was the commonest loss against fixed-chunk BM25). The reply is
// marked to follow its question (fuse.Candidate.Follows), so it is packed
// right after it. When the query names one participant (speaker.go), only
// the named participant's replies are paired: the other side's reply to a
// question the named one asked rarely says anything about the named one.
//
// replyDepth is how many of the best lexical hits are paired with their
// replies: pairing every retrieved question turn let replies to questions
// that did not matter take the budget.
const replyDepth = 5

type replyChannel struct{}

func (replyChannel) Name() string { return "reply" }
func (replyChannel) Depth() int   { return replyDepth }

func (c replyChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	type pair struct {
		q    fuse.Key
		next uint32
	}
	var pairs []pair
	var seqs []uint32
	tl := p.tl
	for i, h := range p.lex {
		if i == c.Depth() {
			break
		}
		ep := p.episode(h.Doc)
		if ep == nil || ep.Kind != capsule.KindEpisode || len(ep.EvidenceIDs) != 1 || !strings.Contains(ep.Text, "?") {
			continue
		}
		at := tl.Position(h.Doc)
		if at < 0 || at+1 >= tl.Len() || !p.filter.Contains(tl.Seqs[at+1]) || !tl.sameSession(at+1, at) {
			continue
		}
		if p.others.contains(tl.Seqs[at+1]) {
			continue // the other side's reply
		}
		pairs = append(pairs, pair{ep.Key, tl.Seqs[at+1]})
		seqs = append(seqs, tl.Seqs[at+1])
	}
	if len(pairs) == 0 {
		return nil, nil
	}
	if err := p.load(ctx, seqs); err != nil {
		return nil, err
	}
	var hits []fuse.ChannelHit
	for _, pr := range pairs {
		reply := p.episode(pr.next)
		if reply == nil || reply.Key == pr.q {
			continue
		}
		if reply.Follows.IsZero() {
			reply.Follows = pr.q
		}
		hits = append(hits, fuse.ChannelHit{Key: reply.Key, Score: 1, Features: fuse.Features{Reply: true}})
	}
	return hits, nil
}
