package clause

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

var (
	// The expressions Hedged replaced, kept as its oracle.
	// blockRE: a clause that is conditional, planned, wished, hedged or
	// reported asserts nothing.
	blockRE = regexp.MustCompile(`(?i)\b(?:if|unless|whether|suppose|supposing|imagine|wish|might|could|would|should|` +
		`maybe|perhaps|probably|someday|eventually|hope|hoping|plan|plans|planning|thinking|considering|` +
		`tempted|want|wants|wanted|wanna|going to|gonna|will|trying|try|about to|next|soon|tomorrow|says|said|` +
		`say|thinks|think|believe|believes|told|heard|mentioned|apparently|claims|pretend|dream|dreaming|one day|in case|` +
		`interview|interviews|interviewed|interviewing|applied|applying|shortlisted)\b|` +
		`\b(?:nearly|almost) (?:\w+ed|took|went|got|left|quit|became|made)\b|` +
		`['’](?:ll|d)\b`)
	// modalMayRE: lowercase "may" is the modal; "May" is the month, and
	// so is "may" after one of monthMayRE's words and one space ("in
	// may").
	modalMayRE = regexp.MustCompile(`\bmay\b`)
	monthMayRE = regexp.MustCompile(`(?i)\b(?:in|since|until|till|from|of|by|early|late|mid|last|next|this|before|after|during) $`)
)

// modalMay reports whether clause holds a lower-case "may" that is no month.
func modalMay(clause string) bool {
	for _, m := range modalMayRE.FindAllStringIndex(clause, -1) {
		if !monthMayRE.MatchString(clause[:m[0]]) {
			return true
		}
	}
	return false
}

// hedgedRE is Hedged as the regular expressions say it.
func hedgedRE(clause string) bool {
	clause = greetingRE.ReplaceAllString(clause, "")
	clause = disbeliefRE.ReplaceAllString(clause, "")
	clause = politeIfRE.ReplaceAllString(clause, "")
	clause = ownQuoteRE.ReplaceAllString(clause, "")
	clause = nounPlanRE.ReplaceAllString(clause, "")
	clause = nextDayRE.ReplaceAllString(clause, "")
	clause = appliedGotRE.ReplaceAllString(clause, "went$1")
	clause = gladToSayRE.ReplaceAllString(clause, "")
	clause = selfSaidRE.ReplaceAllString(clause, "$1")
	clause = correctionSaidRE.ReplaceAllString(clause, "$1")
	clause = recordSaysRE.ReplaceAllString(clause, "$1 is")
	clause = shouldNowRE.ReplaceAllString(clause, "is$1")
	clause = nowWillRE.ReplaceAllString(clause, "I$1$2")
	clause = insteadWillRE.ReplaceAllString(clause, "I'm$1")
	return blockRE.MatchString(clause) || modalMay(clause)
}

// TestHedgedMatchesExpressions: the scan Hedged uses agrees with the
// regular expressions it replaces (hedgedRE) on hand-picked clauses and on
// random ones built from the expressions' words, their near misses, case
// changes, apostrophes and punctuation.
func TestHedgedMatchesExpressions(t *testing.T) {
	fixed := []string{
		"I moved to Denver", "i'll bring the nut-free option since that's me now", "I'll be bringing Gethin instead", "I will make the vegan one, that's how I eat", "I nearly took a job at Initech", "I almost moved to Leeds", "nearly five years in Leeds",
		"almost  moved", "NEARLY JOINED", "nearly ed", "almost went", "I might move to Denver", "if I moved to Austin", "she said she quit",
		"I said goodbye to my team at Globex", "I said goodbye and I will miss them", "we're going to Lyon",
		"I'm bringing Leander if that's ok", "and I said 'two weeks in at Globex'", "Mum keeps telling people I work at Initech",
		"we're going  to Lyon", "ongoing to-do list", "I'll start Monday", "I’ll start Monday", "I'd love that",
		"I’d love that", "'dark times", "the llama'll", "May was great", "I may move", "back together in may", "so happy to say I'm with Tom", "glad to say I might move", "since may I may move", "in  may", "MAY I", "One day I'll go",
		"one  day", "about to leave", "the plan should be vegan from here on", "my payslips say Initech", "in case Ludo forgot", "in  case", "just in case", "Said hello", "SAID GOODBYE to them", "said thank you and left",
		"said thanks, will do", "IF only", "someday_soon", "wish_list", "x'LL", "café if", "naïve plan",
		"I said no. I will not", "can't believe Globex has me on shift", "Cant believe it", "I cannot believe",
		"couldn't believe it", "can’t believe", "I believe so", "I'm on the Noom plan now", "my meal plan",
		"I plan to move", "We plan to", "my plan is to move", "the Body Reset plan", "the plan", "my diet plans",
		"started at Initech the very next day", "the next day I quit", "next day", "I start next week",
		"my email signature says Initech now", "my badge reads Globex", "my sister says she quit", "the sign says closed",
		"nope i said we moved to kelso", "no I said I'm with Egon now", "I said I'd go", "she said she quit", "we said we were fine",
		"no not cello i said kelso thats where i live", "not leak nova, I said Leek", "she said no",
		"I just applied to Ashgrove Dental like a normal person and got the job", "I applied to Globex", "applied and got in", "", "   ", "'", "’", "’d", "d", "ll",
	}
	for _, c := range fixed {
		if got, want := Hedged(c), hedgedRE(c); got != want {
			t.Errorf("Hedged(%q) = %v, expressions say %v", c, got, want)
		}
	}
	words := strings.Fields(`if unless whether might could would should maybe hope plan want wanna gonna will try next
		soon tomorrow says said say think told heard mentioned one day going to about may May MAY Will IF
		ongoing planned wishes willing sayings goodbye good-bye hello hi thanks thank you yes no farewell
		I moved Denver Globex team the a to at in ll d café naïve day one about nearly almost took went five ed joined
		can't cant cannot couldn't believe Noom meal diet my the plans very week morning signature badge reads email`)
	seps := []string{" ", "  ", ", ", "'", "’", "-", "_", ". ", "!", "\t", "", "é"}
	rng := rand.New(rand.NewPCG(7, 11))
	for range 20000 {
		var b strings.Builder
		for k := range 1 + rng.IntN(7) {
			if k > 0 || rng.IntN(3) == 0 {
				b.WriteString(seps[rng.IntN(len(seps))])
			}
			w := words[rng.IntN(len(words))]
			if rng.IntN(5) == 0 {
				w = strings.ToUpper(w)
			}
			b.WriteString(w)
		}
		c := b.String()
		if got, want := Hedged(c), hedgedRE(c); got != want {
			t.Fatalf("Hedged(%q) = %v, expressions say %v", c, got, want)
		}
	}
}

func BenchmarkHedged(b *testing.B) {
	c := "Context for the tax stuff: I'm a freelancer, my office is the spare room of our flat in Krakow"
	b.Run("scan", func(b *testing.B) {
		for range b.N {
			Hedged(c)
		}
	})
	b.Run("expressions", func(b *testing.B) {
		for range b.N {
			hedgedRE(c)
		}
	})
}
