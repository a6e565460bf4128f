package longmemeval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
)

// The LongMemEval-S proxy ("lme-s"): MemPalace's raw-session results file,
// shipped in the PyPI sdist mempalace==3.11.0 (MIT) and fetched by `make
// lme-s`. For each of the 500 LongMemEval-S questions it holds every
// haystack session as the session's user turns joined by newlines and cut
// at 500 characters, with its corpus id and timestamp. It is a proxy, not
// the benchmark: assistant turns are missing and long sessions are cut, so
// its numbers are not the official LongMemEval-S numbers (ProxyLabel).
//
// Format: JSON lines {question_id, question_type, question, answer (string
// or number), retrieval_results: {query, ranked_items: [{corpus_id, text,
// timestamp}], metrics}}. ranked_items are in MemPalace's retrieval order,
// which a converter must never reuse: the haystack is re-sorted by time
// (ties by corpus id). Gold sessions are the corpus ids starting with
// "answer_" (abstention questions, "_abs", have them too, naming the
// session the unanswerable question is about). The file has no
// question_date: a question is asked at its latest haystack timestamp.
const (
	// ProxyFileName is the file's name inside the sdist and under build/datasets/lme-s.
	ProxyFileName = "results_mempal_raw_session_20260414_1629.jsonl"
	// ProxyLabel is printed with every lme-s report.
	ProxyLabel = "LongMemEval-S proxy (MemPalace raw-session file, mempalace==3.11.0): user turns only, sessions cut at 500 characters; not the official LongMemEval-S numbers"
	// GoldPrefix marks a gold session's corpus id.
	GoldPrefix = "answer_"
)

// ProxySession is one haystack session of the proxy.
type ProxySession struct {
	ID   string
	Text string
	At   time.Time
}

// ProxyEntry is one proxy question with its haystack in time order
// (ties by id), duplicate ids dropped (the first kept).
type ProxyEntry struct {
	QuestionID   string
	QuestionType string
	Question     string
	Answer       string
	Sessions     []ProxySession
	Gold         []string // session ids starting with GoldPrefix, in haystack order
	Duplicates   int      // ranked items dropped because their id repeated
}

// Abstention reports whether the question is an abstention question.
func (e *ProxyEntry) Abstention() bool { return strings.HasSuffix(e.QuestionID, "_abs") }

// Now is the asking time: the latest haystack timestamp (the file has no
// question_date; LongMemEval's question dates follow their haystacks).
func (e *ProxyEntry) Now() time.Time { return e.Sessions[len(e.Sessions)-1].At }

type proxyLine struct {
	QuestionID   string          `json:"question_id"`
	QuestionType string          `json:"question_type"`
	Question     string          `json:"question"`
	Answer       json.RawMessage `json:"answer"`
	Results      *struct {
		Items []struct {
			CorpusID  string `json:"corpus_id"`
			Text      string `json:"text"`
			Timestamp string `json:"timestamp"`
		} `json:"ranked_items"`
	} `json:"retrieval_results"`
}

// ParseProxy decodes and validates the proxy file's JSON lines.
func ParseProxy(b []byte) ([]ProxyEntry, error) {
	var out []ProxyEntry
	ids := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		e, err := parseProxyLine(line, n)
		if err != nil {
			return nil, err
		}
		if ids[e.QuestionID] {
			return nil, fmt.Errorf("%w: line %d: question_id: duplicate %q", ErrSchema, n, e.QuestionID)
		}
		ids[e.QuestionID] = true
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSchema, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: no questions", ErrSchema)
	}
	return out, nil
}

// LoadProxy reads and validates a proxy file.
func LoadProxy(path string) ([]ProxyEntry, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("longmemeval: %w", err)
	}
	es, err := ParseProxy(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return es, nil
}

func parseProxyLine(line []byte, n int) (ProxyEntry, error) {
	var l proxyLine
	bad := func(path, format string, args ...any) error {
		return fmt.Errorf("%w: line %d: %s: %s", ErrSchema, n, path, fmt.Sprintf(format, args...))
	}
	if err := json.Unmarshal(line, &l); err != nil {
		return ProxyEntry{}, bad("$", "want an object: %v", err)
	}
	switch {
	case l.QuestionID == "" || strings.ContainsAny(l.QuestionID, "/#"):
		return ProxyEntry{}, bad("question_id", "%q: empty or contains '/' or '#'", l.QuestionID)
	case strings.TrimSpace(l.Question) == "":
		return ProxyEntry{}, bad("question", "empty")
	case l.QuestionType == "":
		return ProxyEntry{}, bad("question_type", "empty")
	case l.Results == nil || len(l.Results.Items) == 0:
		return ProxyEntry{}, bad("retrieval_results.ranked_items", "missing or empty")
	}
	answer, err := answerText(l.Answer)
	if err != nil {
		return ProxyEntry{}, bad("answer", "%v", err)
	}
	e := ProxyEntry{QuestionID: l.QuestionID, QuestionType: l.QuestionType, Question: l.Question, Answer: answer}
	seen := map[string]bool{}
	for i, it := range l.Results.Items {
		p := fmt.Sprintf("retrieval_results.ranked_items[%d]", i)
		if it.CorpusID == "" || strings.ContainsAny(it.CorpusID, "/#") {
			return ProxyEntry{}, bad(p+".corpus_id", "%q: empty or contains '/' or '#'", it.CorpusID)
		}
		at, err := time.Parse(DateLayout, it.Timestamp)
		if err != nil {
			return ProxyEntry{}, bad(p+".timestamp", "%q: want e.g. %q", it.Timestamp, "2023/05/20 (Sat) 02:21")
		}
		if strings.TrimSpace(it.Text) == "" {
			return ProxyEntry{}, bad(p+".text", "empty")
		}
		if seen[it.CorpusID] {
			e.Duplicates++
			continue
		}
		seen[it.CorpusID] = true
		e.Sessions = append(e.Sessions, ProxySession{ID: it.CorpusID, Text: it.Text, At: at})
	}
	slices.SortStableFunc(e.Sessions, func(a, b ProxySession) int {
		if c := a.At.Compare(b.At); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	for _, s := range e.Sessions {
		if strings.HasPrefix(s.ID, GoldPrefix) {
			e.Gold = append(e.Gold, s.ID)
		}
	}
	if len(e.Gold) == 0 {
		return ProxyEntry{}, bad("retrieval_results.ranked_items", "no gold session (no corpus_id starts with %q)", GoldPrefix)
	}
	return e, nil
}

func answerText(raw json.RawMessage) (string, error) {
	var x any
	if len(raw) == 0 || json.Unmarshal(raw, &x) != nil {
		return "", fmt.Errorf("missing")
	}
	switch v := x.(type) {
	case string:
		return v, nil
	case float64:
		return string(raw), nil
	}
	return "", fmt.Errorf("want a string or a number")
}

// ProxyWorkload converts entries into a synth.Workload (source "lme-s"):
// one namespace per question ("lme-s/<question_id>"), one turn per session
// (id TurnID(ns, session, 0), so SessionOf and Score apply) at the
// session's timestamp, asked at the entry's Now. abstention selects which
// questions it holds: the abstention ones or the others (the two are
// scored apart).
func ProxyWorkload(es []ProxyEntry, abstention bool) (*synth.Workload, error) {
	var turns []synth.Turn
	var qs []synth.Question
	for i := range es {
		e := &es[i]
		if e.Abstention() != abstention {
			continue
		}
		ns := "lme-s/" + e.QuestionID
		for _, s := range e.Sessions {
			turns = append(turns, synth.Turn{ID: TurnID(ns, s.ID, 0), Namespace: ns, Speaker: "user", Text: s.Text,
				Source: "lme-s/" + e.QuestionID + "/" + s.ID, OccurredAt: s.At})
		}
		gold := make([]string, len(e.Gold))
		for j, sid := range e.Gold {
			gold[j] = TurnID(ns, sid, 0)
		}
		qs = append(qs, synth.Question{ID: ns + "/q", Namespace: ns, Text: e.Question, Kind: synth.Kind("lme-s-" + e.QuestionType),
			Category: e.QuestionType, Gold: gold, Now: e.Now(), Answer: e.Answer, GoldSessions: slices.Clone(e.Gold)})
	}
	if len(qs) == 0 {
		return nil, fmt.Errorf("%w: no questions with abstention=%v", ErrSchema, abstention)
	}
	return synth.External("lme-s", turns, qs)
}

// SessionMetrics are the proxy's retrieval keys, computed by Score from a
// session ranking.
var SessionMetrics = []string{"session_recall_any@5", "session_recall_any@10", "session_ndcg_any@10"}
