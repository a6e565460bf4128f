package maintain

import "github.com/evicortex/evicortex/internal/summarytext"

// The planner reads text by summarytext's rules, which the ledger checks.
type sentence = summarytext.Range

func words(s string) []string          { return summarytext.Words(s) }
func sentences(text string) []sentence { return summarytext.Sentences(text) }
func contentWords(s string) []string   { return summarytext.ContentWords(s) }
