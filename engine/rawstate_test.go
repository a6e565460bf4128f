package engine

import (
	"context"
	"strings"
	"testing"
)

// rawStateFixture: Maya's turns with no claims, the assistant's suggestion
// after her move, and the dog she named.
func rawStateFixture(t *testing.T) *Engine {
	t.Helper()
	e, _ := openTest(t, Options{})
	turns := []struct{ at, role, text string }{
		{"2025-01-05T10:00:00Z", "user", "I live in Boston, in a flat near the river."},
		{"2025-02-10T10:00:00Z", "user", "We adopted a puppy last week, his name is Biscuit."},
		{"2025-02-12T10:00:00Z", "user", "My dog loves the beach."},
		{"2025-10-20T10:00:00Z", "user", "I moved to Seattle in October, goodbye Boston."},
		{"2025-11-02T10:00:00Z", "user", "My sister just moved to Denver."},
		{"2025-11-20T10:00:00Z", "assistant", "Have you thought about living in Portland? Many people move there."},
	}
	for _, tt := range turns {
		speaker := "Maya"
		if tt.role == "assistant" {
			speaker = ""
		}
		mustRemember(t, e, Observation{Namespace: "maya", Content: tt.text, Source: "chat", Speaker: speaker, Role: tt.role,
			OccurredAt: date(tt.at)})
	}
	return e
}

// TestRecallRawState: with no claims, a current question gets the latest
// statement first and the older one as context, a historical one the
// statement that held then, and a capsule holding the dog's name is no
// abstention, in Recall and in Search.
func TestRecallRawState(t *testing.T) {
	e := rawStateFixture(t)
	ctx := context.Background()
	now := date("2026-01-10")
	first := map[string]string{
		"Where does Maya live now?":                "I moved to Seattle in October, goodbye Boston.",
		"Where did Maya live in March 2025?":       "I live in Boston, in a flat near the river.",
		"Where did Maya live before moving?":       "I live in Boston, in a flat near the river.",
		"What is the name of Maya's dog?":          "",
		"Which city is Maya living in these days?": "I moved to Seattle in October, goodbye Boston.",
	}
	for q, want := range first {
		c, err := e.Recall(ctx, Query{Namespace: "maya", Text: q, BudgetTokens: 200, Now: now})
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		if c.Abstain || len(c.Items) == 0 {
			t.Fatalf("%q: abstain %v, %d items", q, c.Abstain, len(c.Items))
		}
		if want != "" && c.Items[0].Text != want {
			t.Errorf("%q: first item %q, want %q", q, c.Items[0].Text, want)
		}
		res, err := e.Search(ctx, SearchQuery{Namespace: "maya", Text: q, Now: now})
		if err != nil {
			t.Fatalf("search %q: %v", q, err)
		}
		if want != "" && (len(res.Hits) == 0 || res.Hits[0].Text != want) {
			t.Errorf("search %q: hits %+v, want %q first", q, res.Hits, want)
		}
	}
	c, err := e.Recall(ctx, Query{Namespace: "maya", Text: "Where does Maya live now?", BudgetTokens: 200, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range c.Items {
		if it.Text == "I live in Boston, in a flat near the river." && it.Role != "context" {
			t.Errorf("the Boston turn is %q, want context", it.Role)
		}
	}
}

// TestRecallRawStatePlans: a plan, a wish or a condition about a value is
// no statement of it (the clause test extraction applies, package clause):
// after "I live in Boston", Maya's later "I might move to Denver" and "if
// I moved to Austin" leave Boston the answer, and a later turn that both
// hedges and states ("we might stay, but we moved to Seattle") states.
func TestRecallRawStatePlans(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	rem := func(ns, at, text string) {
		mustRemember(t, e, Observation{Namespace: ns, Content: text, Source: "chat", Speaker: "Maya", Role: "user", OccurredAt: date(at)})
	}
	for _, ns := range []string{"plans", "mixed"} {
		rem(ns, "2025-01-05T10:00:00Z", "I live in Boston, in a flat near the river.")
		rem(ns, "2025-06-01T10:00:00Z", "I might move to Denver next year, the mountains look great.")
		rem(ns, "2025-08-01T10:00:00Z", "If I moved to Austin I would miss the snow.")
	}
	rem("mixed", "2025-10-01T10:00:00Z", "We thought we might stay, but we moved to Seattle in September.")
	want := map[string]string{
		"plans": "I live in Boston, in a flat near the river.",
		"mixed": "We thought we might stay, but we moved to Seattle in September.",
	}
	for ns, first := range want {
		c, err := e.Recall(ctx, Query{Namespace: ns, Text: "Where does Maya live now?", BudgetTokens: 200, Now: date("2026-01-10")})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Items) == 0 || c.Items[0].Text != first {
			t.Fatalf("%s: first item %+v, want %q", ns, c.Items, first)
		}
	}
}

// TestRecallRawStatePlainQuestions: state questions as a new user asks
// them, with no time word ("Where does Sam live?", "What does Sam do for a
// living?") or about a diet given up, get the latest statement first over
// turns with no claims; past-tense ones the statement that held then.
func TestRecallRawStatePlainQuestions(t *testing.T) {
	e, _ := openTest(t, Options{})
	turns := []struct{ at, role, text string }{
		{"2025-01-05T10:00:00Z", "user", "I'm vegetarian, have been for five years."},
		{"2025-01-05T10:01:00Z", "assistant", "Great, I'll keep that in mind for recipes."},
		{"2025-02-10T10:00:00Z", "user", "I work as a nurse at St. Mary's hospital, night shifts mostly."},
		{"2025-03-01T10:00:00Z", "user", "I live in Boston, my flat is freezing."},
		{"2025-06-03T10:00:00Z", "user", "I quit my job at St. Mary's. I'm going freelance as a graphic designer."},
		{"2025-07-09T10:00:00Z", "user", "I stopped being vegetarian, I eat fish now."},
		{"2025-08-09T10:00:00Z", "assistant", "Seattle has great seafood if you ever visit."},
		{"2025-10-20T10:00:00Z", "user", "I moved to Seattle in October!"},
	}
	for _, tt := range turns {
		speaker := "Sam"
		if tt.role == "assistant" {
			speaker = ""
		}
		mustRemember(t, e, Observation{Namespace: "sam", Content: tt.text, Source: "chat", Speaker: speaker, Role: tt.role,
			OccurredAt: date(tt.at)})
	}
	now := date("2026-01-10")
	for q, want := range map[string]string{
		"Where does Sam live?":             "I moved to Seattle in October!",
		"Is Sam vegetarian?":               "I stopped being vegetarian, I eat fish now.",
		"What does Sam do for a living?":   "I quit my job at St. Mary's. I'm going freelance as a graphic designer.",
		"What did Sam do before he quit?":  "I work as a nurse at St. Mary's hospital, night shifts mostly.",
		"Where did Sam live in June 2025?": "I live in Boston, my flat is freezing.",
	} {
		c, err := e.Recall(context.Background(), Query{Namespace: "sam", Text: q, BudgetTokens: 120, Now: now})
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		if len(c.Items) == 0 || c.Items[0].Text != want || c.Abstain {
			first := ""
			if len(c.Items) > 0 {
				first = c.Items[0].Text
			}
			t.Errorf("%q: first item %q (abstain %v), want %q", q, first, c.Abstain, want)
		}
	}
}

// TestRecallRawStateLowerCase: a voice assistant's speech-to-text log,
// all in lower case, where only the assistant's replies spell the towns
// with a capital: the current question gets the lowercase move that the
// assistant read back, not the older home, nor the relative's move.
func TestRecallRawStateLowerCase(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	turns := []struct{ at, role, text string }{
		{"2025-01-05T10:00:00Z", "user", "hey nova find a plumber near my house in leek for tomorrow"},
		{"2025-01-05T10:00:05Z", "assistant", "Searching for plumbers near Leek."},
		{"2025-05-02T10:00:00Z", "user", "nova my brother rhodri just moved to cromer for the new job"},
		{"2025-05-02T10:00:05Z", "assistant", "Nice, Cromer is lovely."},
		{"2025-09-14T10:00:00Z", "user", "nova we moved to stroud last week so switch my weather over please"},
		{"2025-09-14T10:00:05Z", "assistant", "Thanks, I'm searching near Stroud."},
		{"2025-10-01T10:00:00Z", "user", "ok nova whats on the telly tonight"},
	}
	for _, tt := range turns {
		speaker := "Clovis"
		if tt.role == "assistant" {
			speaker = "Nova"
		}
		mustRemember(t, e, Observation{Namespace: "voice", Content: tt.text, Source: "voice", Speaker: speaker, Role: tt.role,
			OccurredAt: date(tt.at)})
	}
	want := "nova we moved to stroud last week so switch my weather over please"
	c, err := e.Recall(ctx, Query{Namespace: "voice", Text: "Which town does Clovis live in now?", BudgetTokens: 200, Now: date("2025-11-01")})
	if err != nil {
		t.Fatal(err)
	}
	// the statement comes first, joined with the reply that read it back
	if len(c.Items) == 0 || !strings.HasPrefix(c.Items[0].Text, want) || c.Items[0].Role != "answer" {
		t.Fatalf("first item %+v, want %q", c.Items, want)
	}
}

// TestRecallRawStateTonight: "tonight" or "today" in a current question
// is when the value must hold, not when it was said: the move told months
// before is still the answer, above the day's chat about takeaways.
func TestRecallRawStateTonight(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	for _, tt := range []struct{ at, text string }{
		{"2025-01-05T10:00:00Z", "I live in Boston, in a flat near the river."},
		{"2025-10-20T10:00:00Z", "I moved to Seattle in October, goodbye Boston."},
		{"2026-01-10T12:00:00Z", "Fancy a takeaway tonight, the city's curry places are calling."},
		{"2026-01-10T12:05:00Z", "Tonight I might order from the place near the river again."},
	} {
		mustRemember(t, e, Observation{Namespace: "maya", Content: tt.text, Source: "chat", Speaker: "Maya", Role: "user",
			OccurredAt: date(tt.at)})
	}
	for _, q := range []string{
		"If I sent a takeaway to Maya's front door tonight, which city would it go to?",
		"Which city is Maya living in today?",
	} {
		c, err := e.Recall(ctx, Query{Namespace: "maya", Text: q, BudgetTokens: 200, Now: date("2026-01-10T18:00:00Z")})
		if err != nil {
			t.Fatal(err)
		}
		if want := "I moved to Seattle in October, goodbye Boston."; len(c.Items) == 0 || c.Items[0].Text != want {
			t.Errorf("%q: first item %+v, want %q", q, c.Items, want)
		}
	}
}

// TestRecallRawStateAnswer: in a thread between two friends, the asked
// person's change arrives as the answer to the other's question, which
// holds the topic's word the answer leaves out; the answer is the current
// statement on the topic (recall's state channel reads the turns after a
// question), so it is in the capsule with the state group's bonus.
func TestRecallRawStateAnswer(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	for _, tt := range []struct{ at, speaker, text string }{
		{"2025-01-05T10:00:00Z", "Coralie", "I'm properly on the Dubrow diet these days, meal prep every Sunday."},
		{"2025-01-05T10:02:00Z", "Fflur", "Good for you, my diet is mostly toast."},
		{"2025-03-01T09:00:00Z", "Fflur", "Still eating the Dubrow way, or can I bring biscuits on Saturday?"},
		{"2025-03-01T09:03:00Z", "Coralie", "Nope, I'm on Master Cleanse for a month now, don't tempt me."},
		{"2025-03-01T09:05:00Z", "Fflur", "Ha, fair enough, fruit it is."},
	} {
		mustRemember(t, e, Observation{Namespace: "thread", Content: tt.text, Source: "chat", Speaker: tt.speaker, Role: "user",
			OccurredAt: date(tt.at)})
	}
	c, err := e.Recall(ctx, Query{Namespace: "thread", Text: "Which diet is Coralie on now?", BudgetTokens: 200, Now: date("2025-04-01T12:00:00Z")})
	if err != nil {
		t.Fatal(err)
	}
	want := "Nope, I'm on Master Cleanse for a month now, don't tempt me."
	for _, it := range c.Items {
		if strings.Contains(it.Text, want) {
			if b := it.Trace.Features["state_bonus"]; b == 0 {
				t.Errorf("the answer's item has no state bonus: %+v", it.Trace)
			}
			return
		}
	}
	t.Errorf("the answer is not in the capsule: %+v", c.Items)
}

// TestRecallRawStateOwn: in a thread between two friends, the asked
// person's move is news with no word of the topic and none of the
// question ("we've left Ulverston and we're in Matlock as of Saturday!"),
// found only by reading the person's own turns (recall's
// withOwnStatements); their cheer at the friend's new job names the
// friend's employer, which is no change of their own (an echo).
func TestRecallRawStateOwn(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	for _, tt := range []struct{ at, speaker, text string }{
		{"2025-01-05T10:00:00Z", "Prue", "You're in Tenby these days, aren't you?"},
		{"2025-01-05T10:02:00Z", "Magnus", "Ha no, that's my cousin! I'm in Ulverston, have been for ages"},
		{"2025-01-05T10:04:00Z", "Magnus", "Work's fine, I'm still at Moxley Fabrication, same old stock counts"},
		{"2025-02-11T18:00:00Z", "Prue", "My brother's just bought a house in Totnes, mortgage and everything"},
		{"2025-02-11T18:03:00Z", "Magnus", "Remember when we both lived in Bakewell? That awful flat above the chippy"},
		{"2025-03-20T19:00:00Z", "Prue", "Our landlord finally fixed the boiler, the house is warm at last"},
		{"2025-03-20T19:02:00Z", "Magnus", "The neighbours have started an extension, the drilling starts at seven"},
		{"2025-04-15T08:00:00Z", "Prue", "If you ever get fed up where you live, Ludlow is gorgeous and the rent's half"},
		{"2025-06-02T12:00:00Z", "Magnus", "Brace yourself: big news: we've left Ulverston and we're in Matlock as of Saturday!"},
		{"2025-06-02T12:05:00Z", "Prue", "No way! Send me a photo of the new street"},
		{"2025-07-10T20:00:00Z", "Prue", "New job alert: I've started at Kinloch Distillery this week!"},
		{"2025-07-10T20:02:00Z", "Magnus", "Ooh Kinloch Distillery, fancy! Do they do a staff discount?"},
		{"2025-08-01T09:00:00Z", "Prue", "Happy birthday for Sunday! Did the card arrive?"},
	} {
		mustRemember(t, e, Observation{Namespace: "thread", Content: tt.text, Source: "chat", Speaker: tt.speaker, Role: "user",
			OccurredAt: date(tt.at)})
	}
	now := date("2025-09-01T12:00:00Z")
	for q, want := range map[string]string{
		"Which town would a birthday card for Magnus have to go to these days?": "Brace yourself: big news: we've left Ulverston and we're in Matlock as of Saturday!",
		"Where is Magnus working these days?":                                   "Work's fine, I'm still at Moxley Fabrication, same old stock counts",
	} {
		c, err := e.Recall(ctx, Query{Namespace: "thread", Text: q, BudgetTokens: 200, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Items) == 0 || !strings.Contains(c.Items[0].Text, want) {
			t.Errorf("%q: items %+v, want %q first", q, c.Items, want)
		}
	}
}

// TestRecallRawStateSameNews: the asked person telling the same change as
// the friend just did ("snap! We're in Matlock as of Saturday too!") is
// their own news, not an echo of the friend's.
func TestRecallRawStateSameNews(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	for _, tt := range []struct{ at, speaker, text string }{
		{"2025-01-05T10:00:00Z", "Prue", "You're in Tenby these days, aren't you?"},
		{"2025-01-05T10:02:00Z", "Magnus", "Ha no, that's my cousin! I'm in Ulverston, have been for ages"},
		{"2025-02-11T18:00:00Z", "Prue", "My brother's just bought a house in Totnes, mortgage and everything"},
		{"2025-03-20T19:00:00Z", "Prue", "Our landlord finally fixed the boiler, the house is warm at last"},
		{"2025-06-02T12:00:00Z", "Prue", "Guess what, we've finally left London and moved to Matlock!"},
		{"2025-06-02T12:04:00Z", "Magnus", "No way, snap! We're in Matlock as of Saturday too!"},
		{"2025-08-01T09:00:00Z", "Prue", "Happy birthday for Sunday! Did the card arrive?"},
	} {
		mustRemember(t, e, Observation{Namespace: "thread", Content: tt.text, Source: "chat", Speaker: tt.speaker, Role: "user",
			OccurredAt: date(tt.at)})
	}
	q := "Which town would a birthday card for Magnus have to go to these days?"
	c, err := e.Recall(ctx, Query{Namespace: "thread", Text: q, BudgetTokens: 200, Now: date("2025-09-01T12:00:00Z")})
	if err != nil {
		t.Fatal(err)
	}
	if want := "We're in Matlock as of Saturday too!"; len(c.Items) == 0 || !strings.Contains(c.Items[0].Text, want) {
		t.Errorf("%q: items %+v, want %q first", q, c.Items, want)
	}
}

// TestRecallSpeakerNameMatches: Maya's "My dog Biscuit loves the park."
// never writes her name, but she said it: "What is the name of Maya's
// dog?" holds two of its three terms (maya by the speaker, dog) and is no
// abstention, in Recall and Search; the cat question, with one term held,
// still abstains; and the name of someone who did not say a turn counts
// for nothing.
func TestRecallSpeakerNameMatches(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	for _, o := range []Observation{
		{Content: "I live in Boston, near the Common.", Speaker: "Maya", Role: "user", OccurredAt: date("2025-03-01")},
		{Content: "Boston is lovely in spring!", Role: "assistant", OccurredAt: date("2025-03-02")},
		{Content: "My dog Biscuit loves the park.", Speaker: "Maya", Role: "user", OccurredAt: date("2025-05-01")},
		{Content: "My dog Rex hates the rain.", Speaker: "Tom", Role: "user", OccurredAt: date("2025-05-02")},
	} {
		o.Namespace, o.Source = "maya", "chat"
		mustRemember(t, e, o)
	}
	now := date("2025-12-01")
	for q, abstain := range map[string]bool{
		"What is the name of Maya's dog?": false,
		"What is the name of Maya's cat?": true,
		"What is the name of Lena's dog?": true,
	} {
		c, err := e.Recall(ctx, Query{Namespace: "maya", Text: q, BudgetTokens: 100, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		res, err := e.Search(ctx, SearchQuery{Namespace: "maya", Text: q, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		if c.Abstain != abstain || res.Abstain != abstain {
			t.Errorf("%q: recall abstain %v, search abstain %v, want %v (items %+v)", q, c.Abstain, res.Abstain, abstain, c.Items)
		}
		if !abstain && (len(c.Items) == 0 || c.Items[0].Text != "My dog Biscuit loves the park.") {
			t.Errorf("%q: items %+v, want the Biscuit turn first", q, c.Items)
		}
	}
}
