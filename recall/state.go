package recall

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/internal/prefilter"
	"github.com/evicortex/evicortex/postings"
)

// seenRadius is how many turns on each side of a lower-case turn of the
// asked person's the state channel reads for names spelled with a capital
// (fuse.SeenNames): an assistant's read-back may come after a split
// utterance's second half and another request.
const seenRadius = 3

// stateDepth is how many hits the state channel returns; stateScan is how
// deep its topic search reads, and feedbackDepth how many of the
// statements found lend their values to the next search, for at most
// feedbackRounds searches after the topic's.
const (
	stateDepth     = 64
	stateScan      = 256
	feedbackDepth  = 8
	feedbackRounds = 3
)

// stateChannel finds the turns that state or change what the query asks
// about when it names a changeable fact (fuse.Hints.Topics: where someone
// lives, works, what they eat, ...) with a temporal intent and no claim
// matched: BM25 over the visible evidence with the topics' words
// (fuse.TopicText), so "Where does Maya live now?" finds "We moved to
// Seattle" through "moved"; then, as relevance feedback, BM25 with the
// values the best of those statements name (fuse.StatedValues), so "I work
// at Globex" also finds "I handed in my notice at Globex; I accepted the
// offer from Initech", which holds no topic word. The topic search reads
// deep (stateScan): in a long conversation its best BM25 scores go to
// turns that repeat the topic's words without stating the person's value
// (a relative's moves, the assistant's suggestions), and the statements,
// the latest among them, rank below. The channel returns the statements
// first, then the other turns on the topic, each with the number of topic
// words or fed-back values it matched (Features.Topic), which is how fuse
// knows the turns it orders in time ("State from episodes" in fuse's
// documentation).
type stateChannel struct{}

func (stateChannel) Name() string { return "state" }
func (stateChannel) Depth() int   { return stateDepth }

func (c stateChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	if len(p.hints.Topics) == 0 && fuse.MayInferTopic(p.hints) {
		p.inferTopic()
	}
	if !p.asksState() || p.filter == nil {
		return nil, nil
	}
	if err := p.startScenes(ctx); err != nil {
		return nil, err
	}
	first, err := p.stateSearch(ctx, fuse.TopicText(p.hints.Topics), stateScan)
	if err != nil {
		return nil, err
	}
	p.asked = p.askedSpeaker()
	if first, err = p.withAskedSearch(ctx, first); err != nil {
		return nil, err
	}
	if err := p.collectSeen(ctx, first); err != nil {
		return nil, err
	}
	// One test per value set, so what a test read of a turn is read once
	// (fuse.StateTest keeps it): the dense statements' test is the first
	// round's, and the last round's is the split's below when the rounds
	// ended without a new value.
	var answers map[uint32]bool // the turns withAnswers added
	if first, answers, err = p.withAnswers(ctx, first); err != nil {
		return nil, err
	}
	test := fuse.NewStateTest(p.hints.Topics).Of(p.asked).Seen(p.stateSeen)
	first = p.withDenseStatements(first, test)
	if first, err = p.withOwnStatements(ctx, first, test); err != nil {
		return nil, err
	}
	// Relevance feedback in rounds: the values the best statements of the
	// last search name are searched next, so a chain of changes told only
	// by their values ("I live in Bilbao", "after those years in Bilbao I
	// made the jump to Bergen", "after those years in Bergen I made the
	// jump to Tallinn") is followed link by link, at most feedbackRounds
	// searches past the topic's, each with the values not searched yet.
	var values []string
	hits, last := first, first
	searched := make(map[string]bool)
	for round := range feedbackRounds {
		var next []string
		n := 0
		if round > 0 {
			test = fuse.NewStateTest(p.hints.Topics, values...).Of(p.asked).Seen(p.stateSeen)
		}
		for _, h := range last {
			if ep := p.episode(h.Doc); ep != nil && n < feedbackDepth {
				if v := test.Values(ep); len(v) > 0 {
					for _, w := range v {
						if !searched[w] {
							searched[w] = true
							next = append(next, w)
						}
					}
					n++
				}
			}
		}
		if len(next) == 0 {
			break
		}
		values = append(values, next...)
		test = nil // the split's test knows the new values
		if last, err = p.stateSearch(ctx, strings.Join(next, " "), c.Depth()); err != nil {
			return nil, err
		}
		hits = append(hits, last...)
	}
	p.stateValues = values
	var stated, other []fuse.ChannelHit
	if test == nil {
		test = fuse.NewStateTest(p.hints.Topics, values...).Of(p.asked).Seen(p.stateSeen)
	}
	for _, h := range hits {
		ep := p.episode(h.Doc)
		if ep == nil || h.Matched == 0 {
			continue
		}
		hit := fuse.ChannelHit{Key: ep.Key, Score: h.Score,
			Features: fuse.Features{BM25: fuse.Measured(h.Score), Topic: fuse.Measured(float64(h.Matched))}}
		if len(test.Values(ep)) > 0 {
			stated = append(stated, hit)
		} else if !answers[h.Doc] {
			other = append(other, hit) // an answer that states nothing is not on the topic by its question's words
		}
	}
	out := append(stated, other...) // a hit of both searches keeps its first (pass.add)
	return out[:min(len(out), c.Depth())], nil
}

// SpeakerSnapshot is what a Snapshot that knows each evidence's speaker
// also offers: the evidence one speaker said. Without it the state channel
// reads only the topic search over everyone's turns.
type SpeakerSnapshot interface {
	// SpeakerEvidence returns the namespace's evidence said by speaker
	// (case folded), with any whose speaker it does not hold; a new
	// bitmap the caller owns.
	SpeakerEvidence(speaker string) *roaring.Bitmap
}

// withAskedSearch puts before first (the topic search's hits) the topic
// search over the turns of the speaker the query asks about (pass.asked),
// deep as the first, and drops those hits from first: in a group chat of
// months, the other people's own news and what they say about the asked
// person repeat the topic's words more often than the asked person's own
// statements, which then rank below the topic search's depth. A Snapshot
// without speakers (SpeakerSnapshot), or a query naming no speaker, keeps
// first as it is.
func (p *pass) withAskedSearch(ctx context.Context, first []postings.Hit) ([]postings.Hit, error) {
	own := p.askedEvidence()
	if own == nil {
		return first, nil
	}
	hits, err := p.stateSearchIn(ctx, fuse.TopicText(p.hints.Topics), stateScan, own)
	if err != nil {
		return nil, err
	}
	out := make([]postings.Hit, 0, len(hits)+len(first))
	out = append(out, hits...)
	for _, h := range first {
		if !own.Contains(h.Doc) {
			out = append(out, h)
		}
	}
	return out, nil
}

// askedEvidence is the visible evidence the asked speaker (pass.asked)
// said; nil without a SpeakerSnapshot, an asked speaker or any such
// evidence. It is read once per pass (SpeakerEvidence scans the
// namespace's docs); callers must not modify it.
func (p *pass) askedEvidence() *roaring.Bitmap {
	if p.askedEvRead {
		return p.askedEv
	}
	p.askedEvRead = true
	ss, ok := p.s.(SpeakerSnapshot)
	if !ok || p.asked == "" {
		return nil
	}
	own := ss.SpeakerEvidence(p.asked)
	own.And(p.filter)
	if !own.IsEmpty() {
		p.askedEv = own
	}
	return p.askedEv
}

// hitSet is the set of hits' docs.
func hitSet(hits []postings.Hit) map[uint32]bool {
	found := make(map[uint32]bool, len(hits))
	for _, h := range hits {
		found[h.Doc] = true
	}
	return found
}

// sessionBefore returns the seqs of up to n turns before position at in
// its session, nearest first.
func (p *pass) sessionBefore(at, n int) []uint32 {
	var out []uint32
	for k := at - 1; k >= max(at-n, 0) && p.tl.sameSession(k, at); k-- {
		out = append(out, p.tl.Seqs[k])
	}
	return out
}

// askedSpeaker is the speaker the query asks about (fuse.AskedSpeaker)
// among the speakers of the episodes loaded so far: the lexical channel's,
// the topic search's and the other channels' before this one.
func (p *pass) askedSpeaker() string {
	var names []string
	for _, ep := range p.episodes {
		names = fuse.PersonSpeakers(names, ep)
	}
	if asked := fuse.AskedSpeaker(p.q.Text, names); asked != "" {
		return asked
	}
	p.principal = p.principalAsked(fuse.NumberedLabels(names))
	return p.principal
}

// PrincipalSnapshot is what a Snapshot that knows each evidence's speaker
// may also offer: the namespace's principal, the person whose memory it
// is as the turns tell it.
type PrincipalSnapshot interface {
	// PrincipalSpeaker returns the person speaker (not an assistant,
	// system or tool) who said at least twice as much of the namespace's
	// evidence as any other person, "" when none did.
	PrincipalSpeaker() string
}

// principalAsked is the namespace's principal (PrincipalSnapshot) when
// the query names someone by a name no evidence holds: a memory kept for
// one person (a scraped comment history under their username, a
// transcript under "user") is asked about by their own name, which its
// turns never say ("Where does Balthasar live now?" of the posts of
// makes_bread_daily), beside the places and firms it may also name ("where
// was Balthasar based before the move to Hamar?"). A question whose names
// the evidence all holds is about someone the turns talk about; "" then,
// or without a principal. Where the people who speak are labelled by
// number only (numbered: "Speaker 1", "Speaker 2", as a transcript exports
// them), no label can hold the name, and the turns hold it as the others
// talk about the one asked ("These days Augustin lives in X", read back
// from a draft): a name then asks about the principal.
func (p *pass) principalAsked(numbered bool) string {
	ps, ok := p.s.(PrincipalSnapshot)
	if !ok || p.filter == nil {
		return ""
	}
	names := fuse.QueryNames(p.q.Text)
	if numbered && len(names) > 0 {
		return ps.PrincipalSpeaker()
	}
	for _, n := range names {
		hits, err := p.s.SearchEvidence(n, 1, p.filter)
		if err != nil {
			return ""
		}
		if len(hits) == 0 {
			return ps.PrincipalSpeaker()
		}
	}
	return "" // every name is one the turns hold: someone or somewhere they talk about
}

// inferTopic gives a question that names no topic, and may take one
// (fuse.MayInferTopic: checked first, so no hit is read otherwise), the one its best hits
// state values on (fuse.InferTopic: the dense channel's, or the lexical
// channel's without an encoder) or, when they agree on none, the kind of
// the value it names (fuse.NamedValueTopic), when with that topic it asks
// what holds now or at a time; else the hints stay as parsed.
func (p *pass) inferTopic() {
	var best []*fuse.Candidate
	seen := make(map[string]bool)
	add := func(seq uint32) {
		if ep := p.episode(seq); ep != nil && !seen[ep.Text] {
			seen[ep.Text] = true
			best = append(best, ep)
		}
	}
	if len(p.dense) > 0 {
		for _, d := range p.dense {
			if add(d.Seq); len(best) == fuse.InferDepth {
				break
			}
		}
	} else {
		for _, h := range p.lex {
			if add(h.Doc); len(best) == fuse.InferDepth {
				break
			}
		}
	}
	texts := []string{p.q.Text}
	for _, c := range best {
		texts = append(texts, c.Text)
	}
	topics := fuse.InferTopic(best, fuse.SeenNames(texts...)...)
	if topics == nil {
		// the hits agree on none: the kind of the value the question
		// names may still tell it ("... still put them in Moffat?")
		topics = fuse.NamedValueTopic(p.q.Text)
	}
	if topics == nil {
		return
	}
	if h := fuse.WithTopics(p.hints, topics, p.q.Now); h.Intent != fuse.IntentAny || p.scoped() {
		p.hints = h
	}
}

// asksState reports whether the query asks for a changeable fact the
// claims do not answer: it names a topic (fuse.Hints.Topics), with a
// current intent or a time scope, and no claim matched. The state and
// densestate channels run only then.
func (p *pass) asksState() bool {
	return len(p.hints.Topics) > 0 && len(p.matched) == 0 && (p.hints.Intent != fuse.IntentAny || p.scoped())
}

// collectSeen sets p.stateSeen: the names the query and the topic search's
// hits spell with a capital (fuse.SeenNames; the assistant's "I'll use
// Keswick for weather"), and the turns up to seenRadius before or after a
// lower-case turn of the asked person's, where an assistant reads back what
// was said ("we moved to stroud last week", then "Thanks, I'm searching
// near Stroud."). A turn typed or transcribed in lower case names them
// without a capital.
func (p *pass) collectSeen(ctx context.Context, hits []postings.Hit) error {
	texts := []string{p.q.Text}
	var around []uint32
	for _, h := range hits {
		ep := p.episode(h.Doc)
		if ep == nil {
			continue
		}
		texts = append(texts, ep.Text)
		pos := p.tl.Position(h.Doc)
		if pos < 0 || !fuse.LowerTyped(ep.Text) || !ep.OwnTurnOf(p.asked) {
			continue
		}
		for q := max(pos-seenRadius, 0); q <= min(pos+seenRadius, p.tl.Len()-1); q++ {
			if q != pos && p.filter.Contains(p.tl.Seqs[q]) {
				around = append(around, p.tl.Seqs[q])
			}
		}
	}
	if err := p.load(ctx, around); err != nil {
		return err
	}
	for _, s := range around {
		if ep := p.episode(s); ep != nil {
			texts = append(texts, ep.Text)
		}
	}
	p.stateSeen = fuse.SeenNames(texts...)
	for _, n := range fuse.FramedNames(p.hints.Topics, texts...) {
		if !slices.Contains(p.stateSeen, n) {
			p.stateSeen = append(p.stateSeen, n)
		}
	}
	return nil
}

// answerDepth is how many of the topic search's best hits the state
// channel reads for questions, and answerReach how many turns after a
// question it looks for the answer.
const (
	answerDepth = 64
	answerReach = 2
)

// withAnswers appends to the topic search's hits the answers to the
// questions among its answerDepth best: the turns up to answerReach after
// a question, in its session, by someone other than who asked (the asked
// person's own, when the query names one). An answer rarely repeats the
// question's words: "are you still on Master Cleanse?" is answered "yes,
// guilty, Master Cleanse for about a year now", which holds no topic word.
// Each answer takes its question's score and matched topic terms; the
// state test decides whether it states a value, and one that states none
// is left out (its question's words are not its own). The added turns are
// returned as a set.
func (p *pass) withAnswers(ctx context.Context, hits []postings.Hit) ([]postings.Hit, map[uint32]bool, error) {
	found := hitSet(hits)
	var add []postings.Hit
	var askers []string // who asked each of add's questions
	for _, h := range hits[:min(len(hits), answerDepth)] {
		q := p.episode(h.Doc)
		at := p.tl.Position(h.Doc)
		if q == nil || at < 0 || !strings.Contains(q.Text, "?") || (p.asked != "" && q.OwnTurnOf(p.asked)) {
			continue
		}
		for k := at + 1; k <= min(at+answerReach, p.tl.Len()-1); k++ {
			s := p.tl.Seqs[k]
			if !p.filter.Contains(s) || !p.tl.sameSession(k, at) {
				break
			}
			if !found[s] {
				found[s] = true
				add = append(add, postings.Hit{Doc: s, Score: h.Score, Matched: h.Matched})
				askers = append(askers, q.Speaker)
			}
		}
	}
	if len(add) == 0 {
		return hits, nil, nil
	}
	seqs := make([]uint32, len(add))
	for i, h := range add {
		seqs[i] = h.Doc
	}
	if err := p.load(ctx, seqs); err != nil {
		return nil, nil, err
	}
	added := make(map[uint32]bool, len(add))
	for i, h := range add {
		// the asker's own next turn answers nothing
		if ep := p.episode(h.Doc); ep != nil && !strings.EqualFold(ep.Speaker, askers[i]) {
			hits = append(hits, h)
			added[h.Doc] = true
		}
	}
	return hits, added, nil
}

// withDenseStatements appends to the topic search's hits the dense
// channel's hits that state a value on the topic and the search missed:
// a statement close to the question in meaning that shares no word with
// the topic ("been in Kelowna about four years now") joins the statements
// the compiler orders in time, and lends its values to the next search.
// Each counts as one matched topic term with its cosine as the score.
func (p *pass) withDenseStatements(hits []postings.Hit, test *fuse.StateTest) []postings.Hit {
	if len(p.dense) == 0 {
		return hits
	}
	found := hitSet(hits)
	for _, d := range p.dense {
		if found[d.Seq] {
			continue
		}
		if ep := p.episode(d.Seq); ep != nil && len(test.Values(ep)) > 0 {
			hits = append(hits, postings.Hit{Doc: d.Seq, Score: d.Cosine, Matched: 1})
		}
	}
	return hits
}

// ownScan is how many of the asked person's latest turns the state
// channel reads whole for statements its searches missed.
const ownScan = 384

// withOwnStatements appends to the topic search's hits the turns of the
// asked person (pass.asked) among their ownScan latest that state a value
// on the topic and the searches missed: news told with no topic word and
// no word of the question ("big news: we've left Ulverston and we're in
// Matlock as of Saturday!", "Ha no, that's my cousin! I'm in Ulverston")
// shares nothing with either, and without an encoder nothing else finds
// it. Each counts as one matched topic term with score 0. A Snapshot
// without speakers, or a query naming no speaker, adds nothing.
func (p *pass) withOwnStatements(ctx context.Context, hits []postings.Hit, test *fuse.StateTest) ([]postings.Hit, error) {
	own := p.askedEvidence()
	if own == nil {
		return hits, nil
	}
	found := hitSet(hits)
	var seqs []uint32 // the ownScan latest, newest first
	for it, n := own.ReverseIterator(), 0; it.HasNext() && n < ownScan; n++ {
		if s := it.Next(); !found[s] {
			seqs = append(seqs, s)
		}
	}
	if err := p.load(ctx, seqs); err != nil {
		return nil, err
	}
	test = test.Kinded()
	type statement struct {
		seq    uint32
		values []string
	}
	var stated []statement
	var before []uint32 // the turns just before each, to tell an echo (below)
	for _, s := range slices.Backward(seqs) {
		if ep := p.episode(s); ep != nil {
			if vs := test.Values(ep); len(vs) > 0 {
				stated = append(stated, statement{s, vs})
				if at := p.tl.Position(s); at > 0 {
					before = append(before, p.sessionBefore(at, echoReach)...)
				}
			}
		}
	}
	if err := p.load(ctx, before); err != nil {
		return nil, err
	}
	echo := make(map[string]*fuse.StateTest)
	for _, st := range stated {
		if !p.echoes(st.seq, st.values, echo) {
			hits = append(hits, postings.Hit{Doc: st.seq, Matched: 1})
		}
	}
	return hits, nil
}

// sameNewsRE is a turn that tells the same change as the other person's,
// not an echo of it: "No way, snap! We're in Matlock as of Saturday too!".
var sameNewsRE = prefilter.MustCompile(`(?i)\b(?:too|as\s+well|snap|same\s+here|me\s+too)\b`)

// echoReach is how many turns before one of the asked person's
// withOwnStatements looks for what it echoes.
const echoReach = 2

// echoes reports whether each of vs, the values the turn seq states, is
// one that someone else stated of themselves in the echoReach turns
// before it, in its session: "Ooh Kinloch Distillery, fancy!" cheers the
// friend's "I've started at Kinloch Distillery", it tells nothing of the
// speaker. tests keeps a test per other speaker.
func (p *pass) echoes(seq uint32, vs []string, tests map[string]*fuse.StateTest) bool {
	at := p.tl.Position(seq)
	if at <= 0 || len(vs) == 0 || sameNewsRE.MatchString(p.episode(seq).Text) {
		return false
	}
	theirs := make(map[string]bool)
	for _, s := range p.sessionBefore(at, echoReach) {
		ep := p.episode(s)
		if ep == nil || ep.Speaker == "" || strings.EqualFold(ep.Speaker, p.asked) {
			continue
		}
		t := tests[strings.ToLower(ep.Speaker)]
		if t == nil {
			t = fuse.NewStateTest(p.hints.Topics).Of(ep.Speaker).Seen(p.stateSeen)
			tests[strings.ToLower(ep.Speaker)] = t
		}
		for _, v := range t.Values(ep) {
			theirs[v] = true
		}
	}
	for _, v := range vs {
		if !theirs[v] {
			return false
		}
	}
	return true
}

// stateSearch is BM25 over the visible evidence with text, every hit
// loaded.
func (p *pass) stateSearch(ctx context.Context, text string, k int) ([]postings.Hit, error) {
	return p.stateSearchIn(ctx, text, k, p.filter)
}

// stateSearchIn is stateSearch inside filter.
func (p *pass) stateSearchIn(ctx context.Context, text string, k int, filter *roaring.Bitmap) ([]postings.Hit, error) {
	hits, err := p.s.SearchEvidence(text, k, filter)
	if err != nil {
		return nil, fmt.Errorf("state search: %w", err)
	}
	seqs := make([]uint32, len(hits))
	for i, h := range hits {
		seqs[i] = h.Doc
	}
	return hits, p.load(ctx, seqs)
}
