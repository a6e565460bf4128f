package engine

import (
	"context"
	"strings"
	"testing"
)

// TestRecallRawHandWrittenProbe: a raw conversation written by hand for
// this test (no generator, no data set: a user and an assistant over nine
// months, with a move, a job change, a diet change, a breakup and a new
// partner, a relative's city and the assistant's suggestions as
// distractors), no claims. Every current and historical state question
// finds a turn that states the answer in its 512-token capsule (issue 14's
// measure: the latest stating turn, or the one that held then).
func TestRecallRawHandWrittenProbe(t *testing.T) {
	e, _ := openTest(t, Options{})
	turns := []struct{ at, speaker, role, text string }{
		{"2025-01-06T09:00:00Z", "Dana", "user", "hey! new year, new me, or something like that. I'm trying to get organized."},
		{"2025-01-06T09:01:00Z", "", "assistant", "Happy new year! Happy to help you get organized. Where do you want to start?"},
		{"2025-01-06T09:03:00Z", "Dana", "user", "Work mostly. I do QA for a small game studio and the release crunch is eating my evenings."},
		{"2025-01-06T09:04:00Z", "", "assistant", "Crunch is rough. Let's block out your evenings first."},
		{"2025-01-08T19:20:00Z", "Dana", "user", "I'm in Portland these days, in a tiny apartment off Division street, so cooking space is limited."},
		{"2025-01-08T19:21:00Z", "", "assistant", "Small kitchens can still work. Any dietary restrictions I should know about?"},
		{"2025-01-08T19:22:00Z", "Dana", "user", "I've been vegan for about three years, so no meat, dairy or eggs."},
		{"2025-01-08T19:24:00Z", "", "assistant", "Got it. Lentils, tofu and chickpeas will be your friends then."},
		{"2025-01-15T20:00:00Z", "Dana", "user", "My brother lives in Boise and keeps telling me to move there because rent is cheaper."},
		{"2025-01-15T20:01:00Z", "", "assistant", "Boise does have lower rents than most of the west coast."},
		{"2025-01-22T18:10:00Z", "Dana", "user", "The weather has been grey for weeks. I bought one of those sad lamps."},
		{"2025-01-22T18:11:00Z", "", "assistant", "Light therapy lamps help a lot of people in the winter."},
		{"2025-02-03T21:00:00Z", "Dana", "user", "My boyfriend Theo wants to do a cooking class together for Valentine's day."},
		{"2025-02-03T21:02:00Z", "", "assistant", "That sounds fun! Many classes have vegan options."},
		{"2025-02-14T22:30:00Z", "Dana", "user", "The class was great, Theo burned the risotto though."},
		{"2025-02-20T08:15:00Z", "Dana", "user", "Reading a book about habit stacking, it's actually useful."},
		{"2025-02-20T08:16:00Z", "", "assistant", "Habit stacking is a nice technique; anchoring a new habit to an existing one."},
		{"2025-03-05T17:45:00Z", "Dana", "user", "I handed in my notice today. My last day at the studio is Friday, I can't do another crunch."},
		{"2025-03-05T17:46:00Z", "", "assistant", "That's a big step. Do you have something lined up?"},
		{"2025-03-05T17:48:00Z", "Dana", "user", "Not yet, I'm thinking about going back to lab work, I studied biology."},
		{"2025-03-12T10:00:00Z", "Dana", "user", "Applied to three labs this week. Fingers crossed."},
		{"2025-03-19T12:30:00Z", "Dana", "user", "My friend Jess just went vegan too, she keeps sending me recipes."},
		{"2025-03-28T16:00:00Z", "", "assistant", "How did the interviews go?"},
		{"2025-03-28T16:02:00Z", "Dana", "user", "Got an offer from the hospital lab downtown! I start in April."},
		{"2025-04-07T07:30:00Z", "Dana", "user", "First week at the hospital lab done. Night shifts are brutal but I love the work."},
		{"2025-04-07T07:31:00Z", "", "assistant", "Congratulations on the first week! Sleep hygiene matters a lot with night shifts."},
		{"2025-04-15T19:00:00Z", "Dana", "user", "Theo and I signed a lease on a place in Tacoma, closer to his job. We move next weekend."},
		{"2025-04-15T19:02:00Z", "", "assistant", "Exciting! If you ever end up in Seattle instead, the light rail there is great."},
		{"2025-04-27T13:00:00Z", "Dana", "user", "Unpacking is endless. Tacoma has way more hills than I expected."},
		{"2025-05-02T20:20:00Z", "Dana", "user", "The commute up to the hospital is long now, I listen to podcasts the whole way."},
		{"2025-05-18T23:10:00Z", "Dana", "user", "Theo and I broke up. It was mutual, but I'm keeping the Tacoma apartment."},
		{"2025-05-18T23:12:00Z", "", "assistant", "I'm sorry. Breakups are hard even when they're mutual. Be gentle with yourself."},
		{"2025-06-01T11:00:00Z", "Dana", "user", "Started running again, did a 5k along the waterfront."},
		{"2025-06-21T22:00:00Z", "Dana", "user", "Okay confession: I had salmon at my cousin's wedding and honestly I think I'm done being vegan."},
		{"2025-06-21T22:01:00Z", "", "assistant", "Diets can change; what matters is what works for you now."},
		{"2025-07-09T18:40:00Z", "Dana", "user", "These days I eat fish and eggs, still no red meat. I feel a lot better."},
		{"2025-07-09T18:41:00Z", "", "assistant", "A pescatarian diet with eggs gives you plenty of protein options."},
		{"2025-07-20T09:00:00Z", "Dana", "user", "My brother visited from Boise, we hiked at Point Defiance."},
		{"2025-08-02T20:00:00Z", "Dana", "user", "I've been seeing someone new, her name is Priya. We met at the climbing gym."},
		{"2025-08-02T20:01:00Z", "", "assistant", "That's lovely! How long have you two been climbing?"},
		{"2025-08-16T15:30:00Z", "Dana", "user", "Priya got me into bouldering, my forearms hate me."},
		{"2025-08-30T10:10:00Z", "Dana", "user", "Work is good, I got moved to day shifts at the lab finally."},
		{"2025-09-12T19:00:00Z", "Dana", "user", "Thinking about adopting a cat, Priya is allergic though."},
		{"2025-09-12T19:02:00Z", "", "assistant", "Some breeds are considered lower-allergen, like Siberians, though no cat is fully hypoallergenic."},
	}
	for _, tt := range turns {
		mustRemember(t, e, Observation{Namespace: "dana", Content: tt.text, Source: "chat", Speaker: tt.speaker, Role: tt.role,
			OccurredAt: date(tt.at)})
	}
	now := date("2025-09-20T00:00:00Z")
	for _, tc := range []struct {
		q    string
		gold []string // any one of them answers
	}{
		{"Where does Dana live now?", []string{"Tacoma has way more hills", "keeping the Tacoma apartment", "signed a lease on a place in Tacoma"}},
		{"Where was Dana living in February 2025?", []string{"I'm in Portland these days"}},
		{"What does Dana do for work now?", []string{"moved to day shifts at the lab", "First week at the hospital lab"}},
		{"What did Dana do before she quit?", []string{"I do QA for a small game studio"}},
		{"Is Dana still vegan?", []string{"I eat fish and eggs", "done being vegan"}},
		{"What does Dana eat these days?", []string{"I eat fish and eggs"}},
		{"Who is Dana dating?", []string{"her name is Priya", "Priya got me into bouldering"}},
		{"Who was Dana dating in March?", []string{"My boyfriend Theo", "Theo burned the risotto"}},
		{"Is Dana still with Theo?", []string{"Theo and I broke up"}},
		{"Does Dana still work at the game studio?", []string{"handed in my notice", "hospital lab"}},
	} {
		c, err := e.Recall(context.Background(), Query{Namespace: "dana", Text: tc.q, BudgetTokens: 512, Now: now})
		if err != nil {
			t.Fatalf("%q: %v", tc.q, err)
		}
		found := false
		for _, it := range c.Items {
			for _, g := range tc.gold {
				found = found || strings.Contains(it.Text, g)
			}
		}
		if !found {
			t.Errorf("%q: no item holds any of %q", tc.q, tc.gold)
		}
	}
}
