package fuse

import (
	"strings"

	"github.com/evicortex/evicortex/capsule"
)

// Source share. Episodes carry their source family (Candidate.Source):
// the evidence's source up to its last '/' ("chat/s7/t12" -> "chat/s7",
// one session; "web/seo/3" -> "web/seo"; a source without '/' is its own
// family). While the candidates hold episodes of two families or more,
// one family's packed episodes take at most SourceShare of the budget
// together, its first episode aside (a long one is not shut out): a later
// episode that would pass its family's share is skipped as if it did not
// fit (counted in OmittedBy.SourceShare when the share, not the budget
// left, was the tighter bound). Where every candidate episode has one
// family (a one-conversation namespace, whose turns share a session
// prefix) the share changes nothing. Many pieces of keyword-stuffed text
// from one source then cannot fill a capsule, however well they match
// every question (engine TestStuffingSourceShare: twelve such pieces held
// 468 of a 512-token capsule's tokens without the share, 156 with it).

// DefaultSourceShare is the share of the budget one source family's
// episodes may take when Config.SourceShare is 0.
const DefaultSourceShare = 0.5

func (c *Config) sourceShare() float64 {
	if c.SourceShare == 0 {
		return DefaultSourceShare
	}
	return c.SourceShare
}

// SourceFamily is the family of an evidence source: the source up to its
// last '/', or the whole source when it has none.
func SourceFamily(source string) string {
	if i := strings.LastIndexByte(source, '/'); i > 0 {
		return source[:i]
	}
	return source
}

// sourceCap is the tokens one source family's episodes may take before
// others', or -1 when the candidates' episodes have fewer than two
// families (the share is then off).
func (c *compiler) sourceCap() int {
	first := ""
	for _, e := range c.entries {
		if e.c.Kind != capsule.KindEpisode || e.c.Source == "" {
			continue
		}
		switch {
		case first == "":
			first = e.c.Source
		case e.c.Source != first:
			return int(c.cfg.sourceShare() * float64(c.req.Budget))
		}
	}
	return -1
}
