// Package fuse is the context compiler (seed 000 §4.3): it turns the ranked
// lists of the retrieval channels into a deterministic, budget-bounded
// Capsule with a trace for every item.
//
// The API is three calls: ParseHints (query text -> Hints), Compile
// (Request -> *Capsule) and the estimators (DefaultEstimator, CharEstimator).
// Compile and ParseHints are pure functions of their inputs: the same
// Request gives byte-identical capsule JSON, whatever the candidate order.
// They are safe for concurrent use; a Capsule shares nothing with the
// Request and belongs to the caller.
//
// # Fusion
//
// Weighted reciprocal-rank fusion: fused(key) = Σ_c w_c / (RRFK + rank_c),
// rank 1-based, w_c = Config.Weights[c] (missing: 1.0; dense:
// DefaultDenseWeight, 2.0), RRFK 5 by default. Trace.Channels lists
// every channel that returned the item with rank, raw score, weight,
// contribution and the channel's features (ChannelHit.Features: a named
// field per feature, rendered into the trace's map by name, see Features).
// After fusion
//
//	score = (fused + claim_bonus + state_bonus) · temporal_fit · status_penalty · (0.5 + 0.5·confidence)
//
// with each factor present in Trace.Features only when it applies:
// claim_bonus = 4·group_fused for an answer claim (group_fused is the best
// fused score in its claim group); state_bonus = 4·group_fused for the
// episode that states a topic's value at the target (see "State from
// episodes"); temporal_fit 1.5 / 0.75 for an episode
// inside / outside the requested window; status_penalty 0.5 for a context
// claim, for claims of a group with no answer at the target and for the
// other statements of a state group. confidence
// is the candidate's (0 means unset and counts as 1), reduced for disputes.
// Ties go to the smaller key (Key.Compare: claims before episodes, then by
// id). Trace.Features["relevant"] is 1 when the item
// clears the relevance floor.
//
// # Temporal resolution
//
// The target valid time is Request.AsOf (a point) when set, else
// Hints.Time (a range), else Now (a point). A claim is valid at the target
// when [ValidFrom, ValidTo) overlaps it (a point t: ValidFrom <= t <
// ValidTo; zero bounds are open). ValidTo must be the effective end (closed
// by supersession). Claims are grouped by (lower(subject),
// lower(predicate)); a group some channel returned resolves as follows:
//   - the members valid at the target are its answers (Role "answer",
//     claim_bonus, and the group's relevance); for IntentHistorical with no
//     explicit time the members whose validity ended by Now answer instead
//     (the current ones if none ended);
//   - one other member explains the resolution (Role "context", placed
//     right after the group's last answer): the one linked to an answer by
//     Supersedes/SupersededBy, else the one that started last. It is packed
//     only if an answer was and it fits; otherwise, like every other member,
//     it counts in OmittedBy.Temporal;
//   - with no answer, the members some channel returned are kept with
//     status_penalty and the rest count as threshold.
//
// Two claims conflict when either lists the other in ConflictsWith or both
// are "disputed" and both answer; Conflicts lists those ids plus the
// claim's own ConflictsWith, and confidence is divided by 1+len(Conflicts).
// Several active answers (a multi-valued predicate) are not a conflict.
//
// Episodes are never removed for time. When the query is time-scoped
// (AsOf or Hints.Time) an episode whose OccurredAt is inside the window
// gets temporal_fit 1.5, outside 0.75; for an AsOf point the window is
// everything up to and including AsOf.
//
// # State from episodes
//
// Turns without claims resolve like a claim group when the query asks
// about a changeable fact with a temporal intent (Hints.Topics non-empty;
// Intent current or historical, or a time-scoped query) and no claim
// answers at the target. The state group is the pending episodes that a
// channel marked on the topic (Features.Topic > 0: recall's state channel,
// BM25 with the topic's words and common-word values, TopicText) and that
// state their speaker's value: SpeakerRole not assistant, system or tool,
// except a tool's record of the person asked about that speaks to its
// owner (Candidate.RecordOf: "delivered to 12 Kirk Lane, Westport (your
// default address)", "issued by Halberd Security, your employer", never
// the person's name or the record's kind as a value), and no reply in a
// part or to a drill the turn before set ("Role-play: you are a
// receptionist, your company is X", then "Good morning, X, how can I help
// you?": Candidate.Scene, SetsScene);
// not about a third party ("my sister", "a colleague", "half my club", "my
// ex", "the new starter", a partner as the subject of "my wife got an
// offer" unless the question is about the relationship, "Lars from my
// team"): a whole turn is someone else's when that person is the subject
// of its first sentence, else each clause is read on its own (a long turn
// that opens with the speaker's news and tells a friend's story later
// keeps the speaker's values), and a relative clause without the speaker
// ("my cousin, who isn't engaged"), a chance meeting ("bumped into my
// ex"), a thing's location ("the firm is based in Bruges") and what a turn
// is "about" ("reading about the keto diet") state nothing; naming a value
// in an asserted clause (package clause, the test extraction applies: not
// a plan, wish, condition or report, so "I might move to Denver" and "if I
// moved to Austin" state nothing, and a closing "..., and said it's cosy"
// hedges only the report; in a question sentence only the clauses before
// the one that opens with a question word), before any relative clause ("a
// candidate who used to be at Initech" is someone else), that is a
// capitalized word that neither starts a sentence nor follows a colon ("I",
// calendar and holiday names, "Mum", nationalities and titles such as "VP"
// aside; not
// the one a greeting addresses, "Dear Assistant", nor a kind of thing, "an
// ISA", nor a title or common initialism, "HR", "IT", nor a common word
// typed in capitals for emphasis, "AGAIN"), or one of the topic's value
// words ("vegetarian", "low-sodium"; a workplace only after a preposition
// of place, an occupation after a/an/as), outside quotation marks and not
// given "for my friend"; a scoffing "yeah right, me moving to X" states
// nothing. What the speaker's "my" takes for granted is stated wherever it
// stands, in a question, a plan or a turn about someone else too ("any
// gyms near my flat in Trondheim?", "my boss at Globex is decent": the
// owned nouns of topics.go; "my other half Idris", "Idris met my
// parents"; "any dentists near me in Tulsa?", "here in Tulsa"), but not
// under a condition; so is the partner of "Idris and I are official" (the
// speaker and a person as one subject, with a word of the relationship)
// and of "Idris, who I've been with for years". A value the speaker
// denies ("not Tauranga, god no") is no value of theirs; a named person
// as the subject of a sentence the speaker is not in ("Deepa has been on
// a pescatarian diet since her wedding", "Orla's partner has just started
// at X"), a kin word used as a name ("Dad's doctor put him on ...", "Mum
// and Dad are talking about retiring to X"), a place someone else's "his"
// or "her" owns ("good luck for his first day at X"), a message passed on
// ("text mum that the train to X is booked for her") and someone else's
// partner named as such ("my flatmate's other half") are someone else's.
// Pasted text is read by its own lines (quoted.go): lines that quote
// someone else ("> ...", "Tolu: > ..." in a pasted chat) and the header
// that introduces them ("Fwd from Jem:") state nothing, a quote the
// speaker calls their own ("what I sent my mate:", "and I said '...'",
// "My reply: '...'") does, and a form field whose label names the topic
// ("Current address: Palermo", "Dietary needs: nightshade-free", "Tenant
// 2: Isidore (partner)") states its value, unless the label names an
// earlier one ("Previous address", "Diet, was"). A report of the speaker's
// fact that the speaker calls wrong ("Mum keeps telling people I work at X
// because she's mixed me up") states nothing. A diet the topic's list
// lacks counts by its form ("a Pritikin diet", "reducetarian",
// "nightshade-free"). When the question names one of the people who said
// the candidates (AskedSpeaker: a group chat, a two-person dialogue), only
// that person's own turns are in the group: another participant's
// first-person news is theirs, and what they say about the asked person
// is a report (asked.go).
// A count, a total or a question about a past action ("where did he hike
// last summer?") names no topic; a question that names none but asks for
// a value takes the one its best hits state values on (InferTopic,
// WithTopics: "what do I tick when I order her a takeaway?"). Ordered by OccurredAt
// (ties by key), each member holds from its time until the next member's
// (the last one onwards); a member that tells its change after the fact
// ("I moved to Kortrijk just after Easter", said in June) holds from the
// time its words give instead, when that time is after the member said
// before it (a live statement its words contradict is trusted over them;
// statedtime.go, "Late reports": the time must be in a clause that names
// one of the turn's values, with a past or perfect verb, and end by the
// turn); those whose validity overlaps the target answer
// (for IntentHistorical with no time: the statement just before the last
// run of statements naming a value the query names, "which city did she
// leave for Oslo?", else all but the latest). A member is strong when a
// sentence that names its value uses a word or idiom of the topic ("New
// address as of this week, Kristiansand"), weak when the topic's word is
// elsewhere in the turn (a weekly journal that names a pub in passing);
// the strong members, ordered the same way, answer beside the group when
// they state a value the group's answers do not (with 0.9 of the bonus, so
// just below), so a weak statement that came last does not push the last
// strong one out (strength.go). A name
// that ends as employers' names do ("Stonechat Media", "Amberley
// Surveyors") is no value of any topic but work. Answers get
// state_bonus and are relevant; every other member gets Role "context"
// ("superseded on the query's topic by ..." or "stated after the
// requested time") and status_penalty, except those kept beside the last
// answer (keptStatements): the three latest members before it that state
// values it does not, and the first member after it, get prior_bonus
// (half of state_bonus, on their own fused score) instead, so the
// statement a misread answer displaced (a joke told as a fact, someone
// else's news, a time read wrong) is still in the capsule, just below
// (a capsule only: Search ranks them stale, as before). When the answer is the latest statement, the first
// two later turns of a person on the topic that name its value and were
// not read as statements ("the form still says vegetarian, but my doctor
// moved me onto a soy-free diet") get followup_bonus (half the answer's
// state_bonus): they may tell a change in words the statement test does
// not know. Episodes are still never removed for time.
//
// # Relevance floor and abstention
//
// An item is relevant when some channel's features show it: matched /
// query_terms >= AbstainBelow (default 0.5), entity_match, or cosine >=
// CosineFloor (default 0.2); an answer claim inherits its group's
// relevance. Capsule.Abstain is true when no packed item is relevant and
// the query terms the packed items hold together (ChannelHit.MatchedTerms,
// their union) are fewer than AbstainBelow of the query's terms: turns
// that each hold a part of the question hold its answer together. The
// floor is advice, not a filter: below-floor items that a channel returned
// are still packed in rank order. Candidates that no channel returned and
// no claim resolution needs count as OmittedBy.Threshold.
//
// # Duplicates
//
// Claims equal in folded subject, predicate and value and in validity
// collapse into the best-fused one (ties: smaller key), which takes the
// union of their evidence ids; the others count as duplicates. While
// packing, an episode whose token set (lowercased letter/digit runs) has
// Jaccard >= DedupeJaccard (default 0.9; > 1 disables) with an episode
// already packed is dropped as a duplicate.
//
// # Packing
//
// Greedy in final rank order. An item costs Estimate(text) +
// ItemOverheadTokens (default 8, NoItemOverhead for 0) and Item.Tokens is
// that cost, so the items' tokens sum to UsedTokens, which never exceeds
// Budget. An item that does not fit is skipped and later, smaller items
// are still tried; MaxItems (0 = unlimited) stops packing early, the rest
// counting as budget. Omitted = candidates not packed = the sum of
// OmittedBy's parts.
//
// # Memory modes and counterevidence
//
// Request.Mode (MemoryMode, modes.go) is the recall's memory mode; the
// caller has already dropped the claims it does not admit
// (MemoryMode.AdmitsClaim), and the zero mode changes nothing. In
// ModeDeliberation the rank order is split (counter.go): the top answer's
// anchor claim (the answer, or the first ranked claim it is evidence of),
// and as counterevidence every other ranked claim of the same subject and
// predicate with another value or in its ConflictsWith, with the episodes
// that are evidence of those and not of the anchor. The counterevidence is
// packed first, within CounterevidenceShare of the budget (default 0.25;
// trace feature counterevidence_reserve), then the rest within what is left
// of the whole budget; its items come last with Role "counterevidence".
//
// # Low-trust share
//
// Episodes written below standard trust (Candidate.LowTrust: the engine's
// trust projection, ledger/trust.go) take at most LowTrustShare of the
// budget together (default 0.25): one that would pass the share is
// skipped as if it did not fit. Keyword-stuffed text from an untrusted
// source then cannot take over capsules however well it matches.
//
// # Source share
//
// Episodes of one source family (Candidate.Source: the evidence's source
// up to its last '/') take at most SourceShare of the budget together
// (default 0.5), the family's first episode aside, while the candidates
// hold episodes of another family; a later one that would pass the share is skipped as if it did not fit and counted in
// OmittedBy.SourceShare. One family among the candidates (a
// one-conversation namespace) leaves packing unchanged. See sourceshare.go.
//
// # Importance from use
//
// Candidate.Usage (importance.go) is what feedback said about a candidate:
// a used one's score is multiplied by 1 + ImportanceWeight·importance
// (importance = min(1, log2(1+used)/log2(1+ImportanceSaturation)) ·
// recency, so at most ×1.3) when a channel found it relevant (the
// Matched or Cosine floor: what served other questions never takes budget
// from this one's matches), a corrected one's by CorrectionFactor per
// correction (at most MaxCorrections), with the values in its features.
// Without usage nothing changes. The query-conditioned side of feedback is
// recall's experience channel.
//
// # Attention
//
// Request.Attention (attention.go) rescales the scores of the competing
// candidates after resolution and before ranking, and never adds one: a
// focus term (all its words in the item's text) multiplies by
// 1 + FocusWeight·(share of focus terms matched), a suppress term by
// 1 − SuppressWeight·(share of suppress terms matched), boost_kinds by
// 1 + KindWeight and boost_predicates (claims) by 1 + PredicateWeight. Each
// factor is in the item's features (attention_<directive> = the value,
// attention_<directive>_weight = the weight); the capsule's AttentionTrace
// lists each directive with the candidates it matched and how many of them
// were packed. Counterevidence asks for the counterevidence reserve in any
// mode.
//
// # Spans
//
// An episode whose Candidate.Prev names another episode (the previous turn
// of the same session) is packed into the same item as that episode when
// both are packed, and likewise with the episode whose Prev it is: a run of
// consecutive packed episodes is one span item, placed where its best-ranked
// member ranks, with the members' texts joined by "\n" in session order,
// every member's evidence id in EvidenceIDs, OccurredAt and OccurredTo the
// first and last member's times, and the best-ranked member's score and
// trace. A span costs Estimate(joined text) + ItemOverheadTokens, once; an
// episode that extends a packed span is charged only what it adds (joining
// two spans refunds one overhead), and MaxItems counts spans. This is how a
// fixed-size chunk of a conversation is charged, with turn boundaries kept.
//
// Episode text is the candidate's Text verbatim; claim text is
// "subject predicate value (valid 2026-04-18 → now; active)". Expand and
// EvidenceIDs are the item's evidence ids.
//
// # Query hints
//
// ParseHints resolves against now in UTC and takes the leftmost phrase:
//   - "in|during February [2025]", "in 2025" (years 1900–2199), "on
//     2026-02-01", "on February 1st [2026]", "on [the] 1st [of] February
//     [2026]", a bare ISO date; a yearless month or day is the most recent
//     one starting no later than now;
//   - "on Monday" (the most recent one, today included), "last Monday"
//     (the most recent one before today);
//   - "today", "yesterday", "this|last|previous week|month|year" (weeks
//     run Monday to Monday), "N days|weeks|months|years ago" (that whole
//     day, week, month or year), "past week|month|year" and "last|past N
//     units" (from today minus the span, open-ended);
//   - "before X" [.., start of X), "after X" [end of X, ..), "since X"
//     [start of X, ..), "between X and Y" / "from X to Y" [start X, end Y)
//     with a yearless Y the first one at or after X;
//   - "recently", "lately": the last 30 days, open-ended.
//
// Intent is historical for an explicit range that ended by now; else
// current for "currently", "now", "these days", "nowadays", "at the
// moment", "at present", "presently", "as of today", "anymore", "still",
// "today's", "current"; else historical for "used to", "did … use to",
// "previously", "formerly", "originally", "back then", "prior to",
// "earlier than", "at first", "before", "in the past"; else current for a
// where/who/what or yes/no question in the present tense on a
// single-valued topic (residence, work, diet, relationship) with no time
// or a span up to now ("Where does Maya live?", "Who is he seeing
// lately?"). Topics are those of the table in topics.go one of whose
// question words the query uses, in query order, plus relationship for
// "who is X with" and work for "what does X do (for a living)". Entities
// are 1–3 word phrases of the
// lowercased query (possessive 's stripped) passed to the lookup, longest
// first; a word joins at most one match, each name is reported once, in
// query order. AsksWhen is set for "when", "what|which year|month|day|
// week…", "how long ago".
//
// Every English cue lives here: HasTimeCue, the same vocabulary for
// running text (a turn that dates an event with "yesterday", "last week",
// a weekday, a month or a year), is what recall's when channel asks.
package fuse
