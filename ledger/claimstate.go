package ledger

import (
	"slices"
	"strings"
	"time"
)

// ComputeClaimStates is the pure claim-state function. Given the claims of
// ONE namespace (any order) it returns copies with Status, EffectiveValidTo,
// SupersededBy and ConflictsWith filled, considering only claims with
// RecordedAt <= knownAt (zero knownAt: all; later claims are dropped).
//
// Rules:
//   - A claim that is the Supersedes target of a visible claim is superseded.
//     Its EffectiveValidTo is the minimum of its ValidTo and the ValidFrom of
//     every visible superseder; SupersededBy is the superseder with the
//     lowest Seq.
//   - Among the other claims with equal subject and predicate (compared
//     case-insensitively), two whose [ValidFrom, EffectiveValidTo) intervals
//     overlap and whose values differ (case-insensitive, trimmed) are both
//     disputed and list each other in ConflictsWith (ordered by Seq),
//     unless both are Multi (values of a multi-valued predicate, which
//     accumulate).
//   - Everything else is active; EffectiveValidTo = ValidTo.
//   - Trust (v9): a claim whose Trust is below its Supersedes target's
//     does not supersede it (a lower-trust writer cannot retire what a
//     higher-trust one asserted); the two are then compared as any other
//     pair. Of two conflicting claims of different trust only the lower
//     is disputed; both list each other in ConflictsWith.
//   - Lifecycle (v5) comes first: a proposed claim is proposed and a
//     rejected claim rejected, whatever else holds. Neither supersedes
//     nor disputes an asserted claim (a proposal has no effect until it
//     is asserted), except that a rejected claim whose Supersedes target
//     is proposed rejects that proposal. An asserted claim that supersedes
//     a proposal marks it superseded (it was replaced before acceptance).
//
// The output is sorted by Seq. Input is not modified.
func ComputeClaimStates(claims []Claim, knownAt time.Time) []Claim {
	out := visibleClaims(claims, knownAt)
	byID := make(map[string]int, len(out))
	for i := range out {
		byID[out[i].ID] = i
	}
	for i := range out {
		applySupersession(out, byID, i)
	}
	markDisputes(out)
	return out
}

// lifecycleStatus is the status a claim starts from before other claims
// are considered.
func lifecycleStatus(l Lifecycle) Status {
	switch l {
	case LifecycleProposed:
		return StatusProposed
	case LifecycleRejected:
		return StatusRejected
	}
	return StatusActive
}

func visibleClaims(claims []Claim, knownAt time.Time) []Claim {
	out := make([]Claim, 0, len(claims))
	for _, c := range claims {
		if !knownAt.IsZero() && c.RecordedAt.After(knownAt) {
			continue
		}
		c.Status, c.EffectiveValidTo, c.SupersededBy, c.ConflictsWith = lifecycleStatus(c.Lifecycle), c.ValidTo, "", nil
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(a, b Claim) int { return cmpU32(a.Seq, b.Seq) })
	return out
}

// applySupersession marks the target of out[i] (processed in Seq order, so
// the first superseder seen has the lowest Seq).
func applySupersession(out []Claim, byID map[string]int, i int) {
	t, ok := byID[out[i].Supersedes]
	if out[i].Supersedes == "" || !ok || t == i {
		return
	}
	tgt := &out[t]
	switch {
	case out[i].Lifecycle == LifecycleRejected && tgt.Lifecycle == LifecycleProposed:
		if tgt.SupersededBy == "" {
			tgt.Status, tgt.SupersededBy = StatusRejected, out[i].ID
		}
		return
	case out[i].Lifecycle != LifecycleAsserted || tgt.Lifecycle == LifecycleRejected:
		return // a proposal has no effect; a rejection is final
	case out[i].Trust.Level() < tgt.Trust.Level():
		return // a lower-trust writer cannot retire it (markDisputes decides)
	}
	if tgt.Status != StatusSuperseded {
		tgt.Status, tgt.SupersededBy = StatusSuperseded, out[i].ID
	}
	if from := out[i].ValidFrom; tgt.EffectiveValidTo.IsZero() || from.Before(tgt.EffectiveValidTo) {
		tgt.EffectiveValidTo = from
	}
}

func markDisputes(out []Claim) {
	groups := map[[2]string][]int{}
	for i := range out {
		if out[i].Status == StatusSuperseded || out[i].Lifecycle != LifecycleAsserted {
			continue
		}
		k := [2]string{nameKey(out[i].Subject), nameKey(out[i].Predicate)}
		groups[k] = append(groups[k], i)
	}
	for _, g := range groups {
		for x := 0; x < len(g); x++ {
			for y := x + 1; y < len(g); y++ {
				a, b := &out[g[x]], &out[g[y]]
				if !conflicting(a, b) {
					continue
				}
				switch ta, tb := a.Trust.Level(), b.Trust.Level(); {
				case ta < tb:
					a.Status = StatusDisputed
				case tb < ta:
					b.Status = StatusDisputed
				default:
					a.Status, b.Status = StatusDisputed, StatusDisputed
				}
				a.ConflictsWith = append(a.ConflictsWith, b.ID)
				b.ConflictsWith = append(b.ConflictsWith, a.ID)
			}
		}
	}
}

func conflicting(a, b *Claim) bool {
	if (a.Multi && b.Multi) || valueKey(a.Value) == valueKey(b.Value) {
		return false
	}
	return overlaps(a.ValidFrom, a.EffectiveValidTo, b.ValidFrom, b.EffectiveValidTo)
}

func valueKey(v string) string { return strings.ToLower(strings.TrimSpace(v)) }

// overlaps reports whether [af, at) and [bf, bt) intersect; a zero end is
// +infinity and an empty interval overlaps nothing.
func overlaps(af, at, bf, bt time.Time) bool {
	if !at.IsZero() && !at.After(af) || !bt.IsZero() && !bt.After(bf) {
		return false
	}
	return (bt.IsZero() || af.Before(bt)) && (at.IsZero() || bf.Before(at))
}

func cmpU32(a, b uint32) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

var zeroTime time.Time
