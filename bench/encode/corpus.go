package encode

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// corpus is the texts of one run and the short queries for the latency row.
type corpus struct {
	texts, queries []string
	source         string
}

// loadCorpus reads LoCoMo dev7 turns and questions from shared when present,
// else generates a deterministic corpus.
func loadCorpus(shared string, n int) (corpus, error) {
	path := filepath.Join(shared, "data", "locomo", "locomo_dev7.json")
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return generated(n), nil
	}
	if err != nil {
		return corpus{}, fmt.Errorf("read corpus: %w", err)
	}
	var convs []struct {
		Conversation map[string]json.RawMessage `json:"conversation"`
		QA           []struct {
			Question string `json:"question"`
		} `json:"qa"`
	}
	if err := json.Unmarshal(b, &convs); err != nil {
		return corpus{}, fmt.Errorf("parse %s: %w", path, err)
	}
	c := corpus{source: "LoCoMo dev7 turns and questions (" + path + ")"}
	for _, conv := range convs {
		turns, err := turnTexts(conv.Conversation)
		if err != nil {
			return corpus{}, fmt.Errorf("parse %s: %w", path, err)
		}
		c.texts = append(c.texts, turns...)
		for _, qa := range conv.QA {
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

// turnTexts returns the non-empty turn texts of session_1, session_2, ... in order.
func turnTexts(conv map[string]json.RawMessage) ([]string, error) {
	var keys []string
	for k := range conv {
		if strings.HasPrefix(k, "session_") && !strings.HasSuffix(k, "date_time") {
			if _, err := strconv.Atoi(strings.TrimPrefix(k, "session_")); err == nil {
				keys = append(keys, k)
			}
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		a, _ := strconv.Atoi(strings.TrimPrefix(keys[i], "session_"))
		b, _ := strconv.Atoi(strings.TrimPrefix(keys[j], "session_"))
		return a < b
	})
	var out []string
	for _, k := range keys {
		var turns []struct {
			Text string `json:"text"`
		}
		if err := json.Unmarshal(conv[k], &turns); err != nil {
			return nil, fmt.Errorf("%s: %w", k, err)
		}
		for _, t := range turns {
			if t.Text != "" {
				out = append(out, t.Text)
			}
		}
	}
	return out, nil
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
