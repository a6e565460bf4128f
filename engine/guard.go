package engine

import (
	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/internal/promptguard"
)

// flagCapsule marks the items whose text reads as instructions to a model
// or as a tool call (Item.Flags), so a client renders them as quoted data:
// memory poisoning defence, advisory only (nothing is dropped or reworded).
func flagCapsule(c *capsule.Capsule) {
	for i := range c.Items {
		c.Items[i].Flags = guardFlags(c.Items[i].Text)
	}
}

// flagHits is flagCapsule for search hits.
func flagHits(r *capsule.SearchResult) {
	for i := range r.Hits {
		r.Hits[i].Flags = guardFlags(r.Hits[i].Text)
	}
}

func guardFlags(text string) []string {
	fs := promptguard.Check(text)
	if len(fs) == 0 {
		return nil
	}
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = string(f)
	}
	return out
}
