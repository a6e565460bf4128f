package fuse

import (
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// Intent is the query's temporal intent.
type Intent int

const (
	// IntentAny: the query says nothing about time.
	IntentAny Intent = iota
	// IntentCurrent: "currently", "these days", "now", present tense about state.
	IntentCurrent
	// IntentHistorical: "used to", "before", "in February", "last week"...
	IntentHistorical
)

// TimeRange is a half-open valid-time interval [From, To). A zero From means
// unbounded in the past; a zero To means unbounded in the future.
type TimeRange struct {
	From time.Time
	To   time.Time
}

// contains reports whether t is inside [From, To) (zero bounds are open).
func (r TimeRange) contains(t time.Time) bool {
	return (r.From.IsZero() || !t.Before(r.From)) && (r.To.IsZero() || t.Before(r.To))
}

// presentDay is the longest window around now that a current question's
// "today", "tonight" or "tomorrow" names (presentWindow).
const presentDay = 36 * time.Hour

// presentWindow reports whether r is a bounded window of at most
// presentDay that holds now or starts within presentDay after it:
// "today", "tonight", "tomorrow". A question on a fact that holds one
// value at a time asks there what holds now ("which company is he with
// today?", "if the office books her a desk for tomorrow, which company's
// office is it?"): nothing was said in tomorrow, and what was said before
// it still holds.
func (r TimeRange) presentWindow(now time.Time) bool {
	if r.From.IsZero() || r.To.IsZero() || r.To.Sub(r.From) > presentDay {
		return false
	}
	return r.contains(now) || !r.From.Before(now) && r.From.Sub(now) <= presentDay
}

// Hints are what the compiler understood from the query text.
type Hints struct {
	Query    string
	Entities []string   // canonical names of entities mentioned in the query
	Time     *TimeRange // requested valid time, nil when none
	TimeText string     // the phrase Time was resolved from ("in February")
	Intent   Intent
	// AsksWhen is whether the query asks when something happened ("when",
	// "what year", "how long ago"): answered by a turn that dates it.
	AsksWhen bool
	// Topics are the changeable facts the query asks about ("residence",
	// "work", ...; see TopicWords), in query order.
	Topics []string
}

// EntityLookup resolves a query phrase (one to three lowercased words) to a
// canonical entity name known in the namespace.
type EntityLookup func(phrase string) (canonical string, ok bool)

// ClaimFacts are the temporal facts of a claim candidate, as of the request's
// known-at cut (statuses already computed for that cut by the caller).
type ClaimFacts struct {
	ID            string
	Subject       string
	Predicate     string
	Value         string
	ValidFrom     time.Time
	ValidTo       time.Time // zero: open-ended
	Status        string    // "active", "superseded" or "disputed"
	Supersedes    string
	SupersededBy  string
	ConflictsWith []string // ids of claims that dispute this one
}

// Candidate is an item a retrieval channel may return. Key is unique within
// one request (ClaimKey(claimID) or EpisodeKey(evidenceID)).
type Candidate struct {
	Key  Key
	Kind capsule.ItemKind
	ID   string // claim id or evidence id
	Text string // the text that goes into the capsule
	// Tokens is Request.Estimator's Estimate(Text) for an episode when the
	// caller has it memoized (the engine's evidence cache does); 0 means
	// unknown and Compile estimates Text itself. Compile does not check a
	// positive value: a wrong one breaks the budget. Ignored for claims,
	// whose capsule text is rendered from Claim.
	Tokens      int
	EvidenceIDs []string
	OccurredAt  time.Time // episode: occurred_at; claim: valid_from
	RecordedAt  time.Time
	Confidence  float64
	// Speaker and SpeakerRole are who produced an episode (its evidence's
	// speaker and role), "" when unknown or for claims.
	Speaker, SpeakerRole string
	Claim                *ClaimFacts // nil for episodes
	// Follows is the key of another candidate this one completes (e.g. the
	// reply to a question turn): when that one is ranked, this one is
	// placed right after it. Zero for most candidates.
	Follows Key
	// Scene marks an episode that answers a made-up scene or a drill the
	// turn right before it set its speaker ("Role-play: you are a
	// receptionist, your company is X", "Fill in the gap: ..."; SetsScene):
	// what it says is the scene's, not the speaker's own, so no state is
	// read in it. Set by recall for a question on a changeable fact.
	Scene bool
	// Prev is the key of the episode right before this one in the same
	// session (the previous turn of a conversation), zero when unknown.
	// When both are packed they form one span item (see the package
	// documentation, "Spans").
	Prev Key
	// Usage is what feedback said about this candidate (importance.go);
	// nil for one no feedback named.
	Usage *Usage
	// LowTrust marks evidence written below standard trust (an episode
	// only): such items share at most Config.LowTrustShare of the budget.
	LowTrust bool
	// Source is the episode's source family (SourceFamily of its
	// evidence's source), "" when unknown or for claims: one family's
	// episodes share at most Config.SourceShare of the budget.
	Source string
}

// ChannelHit is one ranked hit from a channel, with its raw score and the
// features the channel used.
type ChannelHit struct {
	Key      Key
	Score    float64
	Features Features
	// MatchedTerms has bit i set when the hit's text holds the query's
	// i-th distinct analyzed term (of Features.QueryTerms, at most 64);
	// zero when not measured. Abstention reads their union over the
	// packed items (see the package documentation).
	MatchedTerms uint64
	// Via is the path of an associative hit (nil for other channels).
	Via *capsule.Via
}

// ChannelResult is one channel's ranked list (best first).
type ChannelResult struct {
	Name string // "lexical", "temporal", "entity", "dense", ...
	Hits []ChannelHit
}

// Estimator estimates the token cost of a text. Implementations must be
// deterministic and safe for concurrent use.
type Estimator interface {
	Name() string
	Estimate(text string) int
}
