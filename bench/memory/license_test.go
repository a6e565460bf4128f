package memory

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestRepoHoldsNoDatasetText guards the CC BY-NC evaluation data: no
// tracked file may contain a LoCoMo turn or question (40+ bytes) from
// ../shared. Files about the dataset (adapters, reports) name it; they
// must never copy it.
func TestRepoHoldsNoDatasetText(t *testing.T) {
	root, _ := filepath.Abs("../..")
	b, err := os.ReadFile(filepath.Join(root, "..", "shared", "data", "locomo", "locomo_dev7.json"))
	if err != nil {
		t.Skipf("../shared/data not present: %v", err)
	}
	out, err := exec.Command("git", "-C", root, "ls-files").Output()
	if err != nil {
		t.Skipf("not a git checkout: %v", err)
	}
	var samples []struct {
		Conversation map[string]json.RawMessage  `json:"conversation"`
		QA           []struct{ Question string } `json:"qa"`
	}
	if err := json.Unmarshal(b, &samples); err != nil {
		t.Fatal(err)
	}
	session := regexp.MustCompile(`^session_\d+$`)
	var texts []string
	for _, s := range samples {
		for k, v := range s.Conversation {
			if !session.MatchString(k) {
				continue
			}
			var turns []struct{ Text string }
			json.Unmarshal(v, &turns)
			for _, tu := range turns {
				if len(tu.Text) >= 40 {
					texts = append(texts, tu.Text)
				}
			}
		}
		for _, q := range s.QA {
			if len(q.Question) >= 40 {
				texts = append(texts, q.Question)
			}
		}
	}
	for _, f := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			continue
		}
		content := string(data)
		for _, tx := range texts {
			if strings.Contains(content, tx) {
				t.Errorf("%s contains LoCoMo text %.60q: read ../shared at run time instead", f, tx)
				break
			}
		}
	}
}
