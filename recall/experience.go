package recall

import (
	"context"
	"math"
	"slices"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/postings"
)

// ExperienceSnapshot is what a Snapshot with retrieval-outcome feedback
// also offers (seed 002 phase 3): the experiences feedback recorded, each
// the cues of a capsule's query (its analyzed terms) and the evidence an
// agent used from that capsule. A Snapshot without it has no experience
// channel.
type ExperienceSnapshot interface {
	// HasExperiences reports whether the namespace has any experience
	// (the channel analyzes the query only then).
	HasExperiences() bool
	// Experiences returns the namespace's experiences whose cues hold at
	// least one of terms: at most max, those sharing the most terms first
	// (ties in the order they were first recorded). The slices are shared
	// and read-only.
	Experiences(terms []string, max int) []Experience
	// IDF is the BM25 weight of each analyzed term over the namespace's
	// evidence (the weight the lexical channel scores it with) and its
	// document frequency there.
	IDF(terms []string) ([]float64, []uint64, error)
}

// Experience is what one query's feedback taught: the query's cues and
// the evidence used from its capsules, with how many feedbacks used each.
type Experience struct {
	Cues []string
	Uses []ExperienceUse // by seq
}

// ExperienceUse is one evidence an experience used.
type ExperienceUse struct {
	Seq   uint32
	Count int
}

// Bounds and floor of the experience channel.
const (
	// experienceScan bounds the experiences one recall compares.
	experienceScan = 64
	// experienceHits is how many used evidence the channel returns.
	experienceHits = 12
	// ExperienceMinSimilarity is the least cue similarity (the cosine of
	// the IDF-weighted term sets of the query and of an experience's cues)
	// at which an experience's uses become hits: a re-asked question is
	// 1, a paraphrase sharing its rare terms is high, a question sharing
	// only a name or a template word with it is low.
	ExperienceMinSimilarity = 0.5
)

// experienceChannel ranks the evidence an agent used for queries like
// this one (retrieval-outcome feedback, seeds 001 and 002): each
// experience whose cues are similar enough to the query's terms
// (ExperienceMinSimilarity) contributes its used evidence, scored by the
// similarity (a use counted by several feedbacks ranks first among equal
// similarities). Unlike importance (fuse/importance.go), which raises a
// used item for every query, this raises it for the queries it served.
type experienceChannel struct{}

func (experienceChannel) Name() string { return "experience" }
func (experienceChannel) Depth() int   { return experienceHits }

func (c experienceChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	es, ok := p.s.(ExperienceSnapshot)
	if !ok || !es.HasExperiences() {
		return nil, nil
	}
	terms := uniq(postings.Analyze(p.an, p.q.Text))
	if len(terms) == 0 {
		return nil, nil
	}
	exps := es.Experiences(terms, experienceScan)
	if len(exps) == 0 {
		return nil, nil
	}
	all := slices.Clone(terms)
	for _, x := range exps {
		for _, t := range x.Cues {
			if !slices.Contains(all, t) {
				all = append(all, t)
			}
		}
	}
	w, df, err := es.IDF(all)
	if err != nil {
		return nil, err
	}
	// Similarity is measured in the memory's own vocabulary: a term no
	// evidence of the namespace holds ("note" in "which note matters
	// most?" over memories that never say it) tells nothing about which
	// memories serve a query, so it weighs 0, not the largest idf.
	weight := make(map[string]float64, len(all))
	for i, t := range all {
		if df[i] > 0 {
			weight[t] = w[i]
		}
	}
	qn := 0.0
	for _, t := range terms {
		qn += weight[t] * weight[t]
	}
	type use struct {
		sim   float64
		count int
	}
	best := map[uint32]use{}
	for _, x := range exps {
		dot, cn := 0.0, 0.0
		for _, t := range x.Cues {
			cn += weight[t] * weight[t]
			if slices.Contains(terms, t) {
				dot += weight[t] * weight[t]
			}
		}
		if qn == 0 || cn == 0 {
			continue
		}
		sim := dot / math.Sqrt(qn*cn)
		if sim < ExperienceMinSimilarity {
			continue
		}
		for _, u := range x.Uses {
			if !p.filter.Contains(u.Seq) {
				continue
			}
			if b, seen := best[u.Seq]; !seen || sim > b.sim || sim == b.sim && u.Count > b.count {
				best[u.Seq] = use{sim, u.Count}
			}
		}
	}
	if len(best) == 0 {
		return nil, nil
	}
	seqs := make([]uint32, 0, len(best))
	for s := range best {
		seqs = append(seqs, s)
	}
	slices.SortFunc(seqs, func(a, b uint32) int {
		x, y := best[a], best[b]
		switch {
		case x.sim != y.sim:
			if x.sim > y.sim {
				return -1
			}
			return 1
		case x.count != y.count:
			return y.count - x.count
		}
		return int(int64(a) - int64(b))
	})
	seqs = seqs[:min(len(seqs), experienceHits)]
	if err := p.load(ctx, slices.Clone(seqs)); err != nil {
		return nil, err
	}
	out := make([]fuse.ChannelHit, 0, len(seqs))
	for _, s := range seqs {
		ep := p.episode(s)
		if ep == nil {
			continue // purged after the snapshot was taken
		}
		b := best[s]
		out = append(out, fuse.ChannelHit{Key: ep.Key, Score: b.sim,
			Features: fuse.Features{CueSimilarity: fuse.Measured(b.sim), Uses: fuse.Measured(float64(b.count))}})
	}
	return out, nil
}
