package locomo

import (
	"encoding/json"
	"fmt"
	"os"
)

// personaSplits are the MSC persona file's splits, in the order read.
var personaSplits = []string{"train", "valid", "test"}

type personaDialogue struct {
	Speaker1 []string `json:"Speaker 1"`
	Speaker2 []string `json:"Speaker 2"`
}

// LoadPersonas reads an MSC persona file (msc_personas_all.json).
func LoadPersonas(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("locomo: %w", err)
	}
	ps, err := ParsePersonas(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return ps, nil
}

// ParsePersonas returns the distinct persona sentences of an MSC persona
// document in file order: splits train, valid, test; in each dialogue,
// Speaker 1's sentences then Speaker 2's.
func ParsePersonas(b []byte) ([]string, error) {
	var splits map[string][]personaDialogue
	if err := json.Unmarshal(b, &splits); err != nil {
		return nil, fmt.Errorf("%w: msc personas: want {split: [{\"Speaker 1\": [...], \"Speaker 2\": [...]}]}: %v", ErrSchema, err)
	}
	seen := map[string]bool{}
	var out []string
	for _, split := range personaSplits {
		for _, d := range splits[split] {
			for _, ss := range [][]string{d.Speaker1, d.Speaker2} {
				for _, s := range ss {
					if !seen[s] {
						seen[s] = true
						out = append(out, s)
					}
				}
			}
		}
	}
	return out, nil
}
