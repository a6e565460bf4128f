package fuse

import (
	"fmt"
	"math"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// Request is everything Compile needs: the candidates the retrieval channels
// found, their ranked lists, the parsed hints and the hard token budget.
// Compile does not modify a Request or retain it.
type Request struct {
	Namespace  string
	Query      string
	Hints      Hints     // usually ParseHints(Query, Now, lookup)
	Now        time.Time // reference time; must be set
	AsOf       time.Time // explicit valid-time point; overrides Hints.Time when non-zero
	Budget     int       // hard token budget; <= 0 is an error wrapping ErrBudget
	Estimator  Estimator // nil -> DefaultEstimator()
	Candidates []Candidate
	Channels   []ChannelResult // every hit Key must name a candidate
	Config     Config
	// Mode is the recall's memory mode; the caller has already left out
	// the claims it does not admit (MemoryMode.AdmitsClaim). Compile reads
	// it for ModeDeliberation's counterevidence reserve.
	Mode MemoryMode
	// Attention, when set, rescales candidate scores before ranking and
	// asks for the capsule's attention_trace (attention.go).
	Attention *Attention
	// StateValues are the values (lowercased) the state channel read in
	// the speaker's statements on the query's topics; a statement that
	// starts with one of them states it ("Tomas surprised me with
	// breakfast"), where an unknown capitalized word at a sentence's
	// start is not read as a value.
	StateValues []string
	// StateSeen are the names (lowercased) the state channel saw spelled
	// with a capital in the query and the turns on its topic (SeenNames):
	// in a turn typed or transcribed in lower case they name a value as a
	// known one does.
	StateSeen []string
	// Asked is the speaker the state channel took the query to ask about
	// when the query names no one who speaks (the namespace's principal,
	// asked by a name no turn holds); empty: Compile reads the asked
	// speaker from the query and the candidates' speakers (AskedSpeaker).
	Asked string
	// Times, when set, receives the wall time of Compile's phases (added
	// to, so a caller compiling twice gets the sum); nil: no clock is read.
	// It does not change the capsule.
	Times *CompileTimes
}

const (
	statusActive     = "active"
	statusSuperseded = "superseded"
	statusDisputed   = "disputed"
)

func (req *Request) validate() error {
	if req.Budget <= 0 {
		return &FieldError{Field: "budget_tokens", Reason: fmt.Sprintf("must be > 0, got %d", req.Budget), Err: ErrBudget}
	}
	if _, err := ParseMemoryMode(string(req.Mode)); err != nil {
		return err
	}
	if err := req.Attention.Validate(); err != nil {
		return err
	}
	if req.Now.IsZero() {
		return invalid("now", "must be set (the reference time keeps output deterministic)")
	}
	keys := make(map[Key]bool, len(req.Candidates))
	for i := range req.Candidates {
		if err := validateCandidate(&req.Candidates[i], i, keys); err != nil {
			return err
		}
	}
	names := make(map[string]bool, len(req.Channels))
	seen := make(map[Key]bool) // one channel's keys, cleared per channel
	for i := range req.Channels {
		clear(seen)
		if err := validateChannel(&req.Channels[i], i, names, keys, seen); err != nil {
			return err
		}
	}
	return nil
}

func validateCandidate(c *Candidate, i int, keys map[Key]bool) error {
	f := func(name string) string { return fmt.Sprintf("candidates[%d].%s", i, name) }
	switch {
	case c.Key.ID == "":
		return invalid(f("key"), "must not be empty")
	case keys[c.Key]:
		return invalid(f("key"), "duplicate key %q", c.Key)
	case c.ID == "":
		return invalid(f("id"), "must not be empty")
	case math.IsNaN(c.Confidence) || c.Confidence < 0 || c.Confidence > 1:
		return invalid(f("confidence"), "must be in [0,1] (0 = unset), got %v", c.Confidence)
	case c.Tokens < 0:
		return invalid(f("tokens"), "must not be negative (0 = estimate the text), got %d", c.Tokens)
	}
	keys[c.Key] = true
	switch c.Kind {
	case capsule.KindEpisode:
		if c.Claim != nil {
			return invalid(f("claim"), "must be nil for an episode")
		}
	case capsule.KindClaim:
		return validateClaim(c.Claim, f)
	default:
		return invalid(f("kind"), "must be %q or %q, got %q", capsule.KindClaim, capsule.KindEpisode, c.Kind)
	}
	return nil
}

func validateClaim(cl *ClaimFacts, f func(string) string) error {
	switch {
	case cl == nil:
		return invalid(f("claim"), "required for a claim candidate")
	case !cl.ValidTo.IsZero() && !cl.ValidFrom.IsZero() && cl.ValidTo.Before(cl.ValidFrom):
		return invalid(f("claim.valid_to"), "%s is before valid_from %s",
			cl.ValidTo.Format(time.RFC3339), cl.ValidFrom.Format(time.RFC3339))
	}
	switch cl.Status {
	case "", statusActive, statusSuperseded, statusDisputed, statusProposed, statusRejected:
		return nil
	}
	return invalid(f("claim.status"), "must be active, superseded, disputed, proposed or rejected, got %q", cl.Status)
}

func validateChannel(ch *ChannelResult, i int, names map[string]bool, keys, seen map[Key]bool) error {
	switch {
	case ch.Name == "":
		return invalid(fmt.Sprintf("channels[%d].name", i), "must not be empty")
	case names[ch.Name]:
		return invalid(fmt.Sprintf("channels[%d].name", i), "duplicate channel %q", ch.Name)
	}
	names[ch.Name] = true
	for j := range ch.Hits {
		h := &ch.Hits[j]
		f := func(name string) string { return fmt.Sprintf("channels[%d].hits[%d].%s", i, j, name) }
		switch {
		case !keys[h.Key]:
			return invalid(f("key"), "no candidate has key %q", h.Key)
		case seen[h.Key]:
			return invalid(f("key"), "key %q appears twice in channel %q", h.Key, ch.Name)
		case math.IsNaN(h.Score) || math.IsInf(h.Score, 0):
			return invalid(f("score"), "must be finite, got %v", h.Score)
		}
		seen[h.Key] = true
		if name, v, bad := h.Features.firstNonFinite(); bad {
			return invalid(f("features["+name+"]"), "must be finite, got %v", v)
		}
	}
	return nil
}
