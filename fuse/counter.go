package fuse

import "github.com/evicortex/evicortex/capsule"

// DefaultCounterevidenceShare is the share of the budget a deliberation
// recall reserves for counterevidence when Config leaves it zero.
const DefaultCounterevidenceShare = 0.25

// roleCounter marks an item packed as counterevidence to the top answer.
const roleCounter = "counterevidence"

func (c Config) counterShare() float64 {
	if c.CounterevidenceShare == 0 {
		return DefaultCounterevidenceShare
	}
	return c.CounterevidenceShare
}

// counterevidence splits the rank order of a deliberation recall (or one
// whose attention asks for counterevidence) into the main order and the
// counterevidence to its top answer; counter is nil otherwise or when
// nothing contradicts the answer.
//
// The top answer is the first answer in rank order; its anchor claim is
// that answer when it is a claim, else the first ranked claim it is
// evidence of. Counterevidence is every other ranked claim about the same
// subject and predicate with a different value (or listed in the anchor's
// ConflictsWith), and the episodes that are evidence of those claims and
// not of the anchor. Rank order is kept within each list.
func (c *compiler) counterevidence(order []*entry) (main, counter []*entry) {
	if c.req.Mode != ModeDeliberation && (c.req.Attention == nil || !c.req.Attention.Counterevidence) {
		return order, nil
	}
	anchor := anchorClaim(order)
	if anchor == nil {
		return order, nil
	}
	a := anchor.c.Claim
	against := map[string]bool{} // evidence ids of counter claims
	own := map[string]bool{}     // evidence ids of the anchor
	for _, id := range anchor.evidence {
		own[id] = true
	}
	isCounter := make(map[*entry]bool)
	for _, e := range order {
		if e == anchor || e.c.Kind != capsule.KindClaim || !contradicts(a, e.c.Claim) {
			continue
		}
		isCounter[e] = true
		for _, id := range e.evidence {
			against[id] = true
		}
	}
	if len(isCounter) == 0 {
		return order, nil
	}
	for _, e := range order {
		if e.c.Kind != capsule.KindEpisode {
			continue
		}
		for _, id := range e.evidence {
			if against[id] && !own[id] {
				isCounter[e] = true
				break
			}
		}
	}
	for _, e := range order {
		if isCounter[e] {
			e.role = roleCounter
			e.reason("counterevidence to %s", anchor.c.ID)
			counter = append(counter, e)
		} else {
			main = append(main, e)
		}
	}
	return main, counter
}

// anchorClaim is the claim the top answer asserts or rests on (nil when
// the top answer is an episode no ranked claim cites).
func anchorClaim(order []*entry) *entry {
	var top *entry
	for _, e := range order {
		if e.role == roleAnswer {
			top = e
			break
		}
	}
	if top == nil || top.c.Kind == capsule.KindClaim {
		return top
	}
	for _, e := range order {
		if e.c.Kind != capsule.KindClaim {
			continue
		}
		for _, id := range e.evidence {
			for _, t := range top.evidence {
				if id == t {
					return e
				}
			}
		}
	}
	return nil
}

// contradicts reports whether claim b speaks against claim a: the same
// subject and predicate with another value, or a declared conflict.
func contradicts(a, b *ClaimFacts) bool {
	for _, id := range a.ConflictsWith {
		if id == b.ID {
			return true
		}
	}
	return fold(a.Subject) == fold(b.Subject) && fold(a.Predicate) == fold(b.Predicate) && fold(a.Value) != fold(b.Value)
}

// packReserved packs counter first within its reserved share of the
// budget, then main within what is left of the whole budget (the reserve
// counter did not use goes to main). The capsule lists main's items, then
// the counterevidence.
func (c *compiler) packReserved(main, counter []*entry) ([]*entry, error) {
	st := &packState{}
	reserve := int(float64(c.req.Budget) * c.cfg.counterShare())
	if err := c.packWithin(counter, reserve, st); err != nil {
		return nil, err
	}
	for _, e := range counter {
		if e.fate == fatePacked {
			e.feature("counterevidence_reserve", float64(reserve))
		}
	}
	if err := c.packWithin(main, c.req.Budget, st); err != nil {
		return nil, err
	}
	return append(main, counter...), nil
}

// DefaultLowTrustShare is the share of the budget evidence below standard
// trust may take when Config.LowTrustShare is 0.
const DefaultLowTrustShare = 0.25

func (c *Config) lowTrustShare() float64 {
	if c.LowTrustShare == 0 {
		return DefaultLowTrustShare
	}
	return c.LowTrustShare
}
