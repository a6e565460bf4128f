package maintain

// PlanPass plans one pass over the snapshot: duplicate links and merge
// proposals first, then summaries over the canonical evidence and tier
// moves, both of which read the duplicate links the pass adds.
func PlanPass(s *Snapshot, p Policy) Plan {
	p = p.withDefaults()
	links, props, dups := planDuplicates(s, p)
	drops, sums := planSummaries(s, dups, p)
	return Plan{Duplicates: links, Proposals: props, DropSummaries: drops, Summaries: sums, Tiers: planTiers(s, dups, p)}
}
