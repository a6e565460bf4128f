package encode

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/evicortex/evicortex/bench/locomo"
)

// corpus is the texts of one run and the short queries for the latency row.
type corpus struct {
	texts, queries []string
	source         string
}

// loadCorpus reads LoCoMo dev7's non-empty turn texts (sessions in number
// order) and questions from shared when present, else generates a
// deterministic corpus.
func loadCorpus(shared string, n int) (corpus, error) {
	path := filepath.Join(shared, "data", "locomo", "locomo_dev7.json")
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return generated(n), nil
	}
	if err != nil {
		return corpus{}, fmt.Errorf("read corpus: %w", err)
	}
	samples, err := locomo.Parse(b)
	if err != nil {
		return corpus{}, fmt.Errorf("parse %s: %w", path, err)
	}
	c := corpus{source: "LoCoMo dev7 turns and questions (" + path + ")"}
	for _, s := range samples {
		for _, se := range s.Sessions {
			for _, t := range se.Turns {
				if t.Text != "" {
					c.texts = append(c.texts, t.Text)
				}
			}
		}
		for _, qa := range s.QA {
			c.queries = append(c.queries, qa.Question)
		}
	}
	c.texts, c.queries = capped(c.texts, n), capped(c.queries, n)
	return c, nil
}

func capped(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// generated builds n chat-like sentences from fixed parts (no randomness),
// for machines without ../shared/data.
func generated(n int) corpus {
	who := []string{"I", "My sister", "Our team", "The new neighbour", "My manager", "Grandpa", "Alex", "We"}
	did := []string{"finally finished", "started planning", "talked for hours about", "was nervous about",
		"took photos of", "read a long article on", "signed up for", "complained about", "could not stop thinking about"}
	what := []string{"the pottery class", "a trip to Lisbon in May", "the quarterly budget review", "dark mode in every app",
		"the charity run last Sunday", "adopting a rescue dog", "the noisy construction next door", "learning to play the violin",
		"the sci-fi book club", "moving to a smaller apartment", "a vegan lasagna recipe"}
	tail := []string{".", " yesterday.", " and it went better than expected!", ", honestly.", " before the kids woke up."}
	c := corpus{source: fmt.Sprintf("generated corpus (%d sentences; no ../shared/data)", n)}
	for i := 0; len(c.texts) < n; i++ {
		c.texts = append(c.texts, who[i%len(who)]+" "+did[(i/len(who))%len(did)]+" "+what[(i/3)%len(what)]+tail[(i/7)%len(tail)])
	}
	for i := 0; i < n && i < 200; i++ {
		c.queries = append(c.queries, "What did "+strings.ToLower(who[i%len(who)])+" think about "+what[(i/2)%len(what)]+"?")
	}
	return c
}
