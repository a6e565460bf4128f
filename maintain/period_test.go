package maintain

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestPeriodSummaries: sessions of one month get period summaries over
// groups of their session chunks; each is extractive (its text is its
// spans joined, every span a sentence some session summary of the group
// holds), its children are exactly the group's session summaries'
// children in order, and a session of another month is not in it.
func TestPeriodSummaries(t *testing.T) {
	s := &Snapshot{Namespace: "t"}
	topics := []string{"the garden", "the cello", "sourdough", "the marathon", "Roman history", "the kitchen"}
	n := 0
	for sess := range 6 {
		day := sess * 3 // sessions 0-5 on days 0-15 of one month
		if sess == 5 {
			day = 40 // the next month
		}
		for i := range 5 {
			n++
			text := fmt.Sprintf("In session %d Mira worked on %s for %d hours. She felt %s about %s.", sess, topics[(sess+i)%6], i+1,
				[]string{"proud", "tired", "curious"}[i%3], topics[(sess+2*i)%6])
			s.Evidence = append(s.Evidence, ev(n, fmt.Sprintf("chat/s%d/t%d", sess, i), text, day))
		}
	}
	p := PlanPass(s, Policy{MaxPeriodChunks: 2})
	byScope := map[string]SummaryAction{}
	for _, a := range p.Summaries {
		byScope[a.Scope] = a
	}
	content := map[string]string{}
	for _, e := range s.Evidence {
		content[e.ID] = e.Content
	}
	month := periodOf(s.Evidence[0])
	for g, sessions := range [][]int{{0, 1}, {2, 3}} {
		a, ok := byScope[fmt.Sprintf("%s%s#%d", PeriodScopePrefix, month, g)]
		if !ok {
			t.Fatalf("no period summary for group %d: %v", g, slices.Collect(func(yield func(string) bool) {
				for k := range byScope {
					yield(k)
				}
			}))
		}
		var want []string
		sentences := map[string]bool{}
		for _, sess := range sessions {
			sm := byScope[fmt.Sprintf("chat/s%d#0", sess)]
			want = append(want, sm.Children...)
			for _, sp := range sm.Spans {
				sentences[content[sm.Children[sp.Child]][sp.Start:sp.End]] = true
			}
		}
		if !slices.Equal(a.Children, want) {
			t.Fatalf("group %d children %v, want %v", g, a.Children, want)
		}
		var parts []string
		for _, sp := range a.Spans {
			txt := content[a.Children[sp.Child]][sp.Start:sp.End]
			if !sentences[txt] {
				t.Fatalf("group %d sentence %q is no session summary's", g, txt)
			}
			parts = append(parts, txt)
		}
		if a.Text != strings.Join(parts, " ") || len(a.Spans) == 0 {
			t.Fatalf("group %d text %q is not its spans joined", g, a.Text)
		}
	}
	// Session 4 is the month's fifth chunk: a group of one gets no period
	// summary, and session 5 (next month) is alone in its period.
	for scope := range byScope {
		if IsPeriodScope(scope) && !strings.HasPrefix(scope, PeriodScopePrefix+month+"#") {
			t.Fatalf("period summary %s over a lone session", scope)
		}
		if scope == PeriodScopePrefix+month+"#2" {
			t.Fatal("a period group of one chunk got a summary")
		}
	}
	// Recorded, the plan is in sync: a second pass plans nothing.
	apply(s, p)
	if again := PlanPass(s, Policy{MaxPeriodChunks: 2}); again.Len() != 0 {
		t.Fatalf("second pass plans %d actions", again.Len())
	}
}
