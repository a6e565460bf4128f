package metrics

import (
	"sort"
	"time"
)

// Outcome is one system's result on one question (plain data).
type Outcome struct {
	Kind string // "current", "historical", "unanswerable", "locomo-cat2", ...
	// Category is the breakdown key ("" means Kind): LoCoMo category,
	// scenario kind, LongMemEval question type.
	Category       string
	Answerable     bool
	NoEvidence     bool    // answerable but without gold evidence ids: not in the recall means, counted in Summary.NoEvidence
	EvidenceRecall float64 // answerable with evidence only
	RecallAtK      float64 // answerable with evidence only
	CitedRecall    float64 // answerable with evidence only: RecallAtK over all ranked ids
	Correct        bool    // answerable only: the answer rule gave the expected value
	NoExpected     bool    // answerable, but no expected value to score Correct against
	HasAnswer      bool    // a free-text gold answer was scored (AnswerF1, AnswerContained)
	AnswerF1       float64 // AnswerSupport f1
	Contained      bool    // AnswerSupport contained
	// Retrieval holds extra per-question ranking metrics by name (the
	// LongMemEval ones); Summary.Retrieval averages each over the
	// questions that have it.
	Retrieval map[string]float64
	Abstained bool
	Tokens    int
	Latency   time.Duration
}

// Summary aggregates outcomes. Rates are in [0, 1]; CIs are 95% bootstrap
// intervals of the rate over the questions it is defined on.
type Summary struct {
	Questions        int        `json:"questions"`
	Answerable       int        `json:"answerable"`
	NoEvidence       int        `json:"no_evidence"` // answerable questions without gold ids (not in the recall means)
	EvidenceRecall   float64    `json:"evidence_recall"`
	EvidenceRecallCI [2]float64 `json:"evidence_recall_ci"`
	// EvidenceRecallByKind is the evidence recall of the answerable
	// questions of each kind ("current", "historical", "locomo-cat2", ...).
	EvidenceRecallByKind map[string]float64 `json:"evidence_recall_by_kind"`
	AllFound             float64            `json:"all_found"`
	RecallAtK            float64            `json:"recall_at_k"`
	K                    int                `json:"k"`
	CitedRecall          float64            `json:"cited_recall"`
	CitedRecallCI        [2]float64         `json:"cited_recall_ci"`
	TemporalQuestions    int                `json:"temporal_questions"` // answerable questions with an expected value
	TemporalAccuracy     float64            `json:"temporal_accuracy"`
	TemporalAccuracyCI   [2]float64         `json:"temporal_accuracy_ci"`
	CurrentAccuracy      float64            `json:"current_accuracy"`
	HistoricalAccuracy   float64            `json:"historical_accuracy"`
	AnswerQuestions      int                `json:"answer_questions"` // questions with a free-text gold answer
	AnswerSupportF1      float64            `json:"answer_support_f1"`
	AnswerSupportF1CI    [2]float64         `json:"answer_support_f1_ci"`
	AnswerContainment    float64            `json:"answer_containment"`
	AbstainQuestions     int                `json:"abstain_questions"` // unanswerable questions
	AbstainAccuracy      float64            `json:"abstain_accuracy"`
	AbstainAccuracyCI    [2]float64         `json:"abstain_accuracy_ci"`
	TokensMean           float64            `json:"tokens_mean"`
	P50ms                float64            `json:"p50_ms"`
	P95ms                float64            `json:"p95_ms"`
	// Retrieval is the mean of each Outcome.Retrieval metric.
	Retrieval map[string]float64 `json:"retrieval,omitempty"`
	// Categories breaks the question set down by Outcome.Category (or Kind).
	Categories []CategorySummary `json:"categories,omitempty"`
}

// CategorySummary is one category's scores with bootstrap 95% CIs; a rate
// whose question count is 0 is not defined and reads 0.
type CategorySummary struct {
	Name               string     `json:"name"`
	Questions          int        `json:"questions"`
	Answerable         int        `json:"answerable"`
	NoEvidence         int        `json:"no_evidence"`
	EvidenceRecall     float64    `json:"evidence_recall"`
	EvidenceRecallCI   [2]float64 `json:"evidence_recall_ci"`
	AllFound           float64    `json:"all_found"`
	TemporalQuestions  int        `json:"temporal_questions"`
	TemporalAccuracy   float64    `json:"temporal_accuracy"`
	TemporalAccuracyCI [2]float64 `json:"temporal_accuracy_ci"`
	AnswerQuestions    int        `json:"answer_questions"`
	AnswerSupportF1    float64    `json:"answer_support_f1"`
	AnswerSupportF1CI  [2]float64 `json:"answer_support_f1_ci"`
	AnswerContainment  float64    `json:"answer_containment"`
	AbstainQuestions   int        `json:"abstain_questions"`
	AbstainAccuracy    float64    `json:"abstain_accuracy"`
	AbstainAccuracyCI  [2]float64 `json:"abstain_accuracy_ci"`
}

// Resamples is the bootstrap resample count used by Summarize.
const Resamples = 1000

// acc collects per-question values of one question set.
type acc struct {
	n, noEv                                     int
	recall, all, rk, cited, correct, cur, hist  []float64
	f1, contained, unansAbst, abst, tokens, lat []float64
}

func (a *acc) add(o Outcome) {
	a.n++
	a.abst = append(a.abst, b2f(o.Abstained != o.Answerable))
	a.tokens = append(a.tokens, float64(o.Tokens))
	a.lat = append(a.lat, float64(o.Latency)/float64(time.Millisecond))
	if o.HasAnswer {
		a.f1 = append(a.f1, o.AnswerF1)
		a.contained = append(a.contained, b2f(o.Contained))
	}
	if !o.Answerable {
		a.unansAbst = append(a.unansAbst, b2f(o.Abstained))
		return
	}
	if o.NoEvidence {
		a.noEv++
	} else {
		a.recall = append(a.recall, o.EvidenceRecall)
		a.all = append(a.all, b2f(o.EvidenceRecall == 1))
		a.rk = append(a.rk, o.RecallAtK)
		a.cited = append(a.cited, o.CitedRecall)
	}
	if o.NoExpected {
		return
	}
	c := b2f(o.Correct && !o.Abstained)
	a.correct = append(a.correct, c)
	if o.Kind == "current" {
		a.cur = append(a.cur, c)
	} else {
		a.hist = append(a.hist, c)
	}
}

// Summarize aggregates outcomes; k is the recall@k cutoff the outcomes
// were scored with, seed seeds every bootstrap. Abstention accuracy is over
// every question (abstained == unanswerable); a category's is over its
// unanswerable questions only (the abstain flag on them).
func Summarize(outs []Outcome, k int, seed uint64) Summary {
	var a acc
	byKind := map[string][]float64{}
	byCat := map[string]*acc{}
	retr := map[string][]float64{}
	for _, o := range outs {
		a.add(o)
		for k, v := range o.Retrieval {
			retr[k] = append(retr[k], v)
		}
		if o.Answerable && !o.NoEvidence {
			byKind[o.Kind] = append(byKind[o.Kind], o.EvidenceRecall)
		}
		name := o.Category
		if name == "" {
			name = o.Kind
		}
		if byCat[name] == nil {
			byCat[name] = &acc{}
		}
		byCat[name].add(o)
	}
	s := Summary{Questions: a.n, Answerable: len(a.recall) + a.noEv, NoEvidence: a.noEv, K: k,
		TemporalQuestions: len(a.correct), AnswerQuestions: len(a.f1), AbstainQuestions: len(a.unansAbst),
		EvidenceRecall: Mean(a.recall), AllFound: Mean(a.all), RecallAtK: Mean(a.rk), CitedRecall: Mean(a.cited),
		TemporalAccuracy: Mean(a.correct), CurrentAccuracy: Mean(a.cur), HistoricalAccuracy: Mean(a.hist),
		AnswerSupportF1: Mean(a.f1), AnswerContainment: Mean(a.contained),
		AbstainAccuracy: Mean(a.abst), TokensMean: Mean(a.tokens),
		P50ms: Percentile(a.lat, 50), P95ms: Percentile(a.lat, 95)}
	s.EvidenceRecallByKind = map[string]float64{}
	for k, xs := range byKind {
		s.EvidenceRecallByKind[k] = Mean(xs)
	}
	if len(retr) > 0 {
		s.Retrieval = map[string]float64{}
		for k, xs := range retr {
			s.Retrieval[k] = Mean(xs)
		}
	}
	s.EvidenceRecallCI = ci(a.recall, seed)
	s.CitedRecallCI = ci(a.cited, seed)
	s.TemporalAccuracyCI = ci(a.correct, seed)
	s.AnswerSupportF1CI = ci(a.f1, seed)
	s.AbstainAccuracyCI = ci(a.abst, seed)
	names := make([]string, 0, len(byCat))
	for n := range byCat {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		s.Categories = append(s.Categories, byCat[n].category(n, seed))
	}
	return s
}

func (a *acc) category(name string, seed uint64) CategorySummary {
	return CategorySummary{Name: name, Questions: a.n, Answerable: len(a.recall) + a.noEv, NoEvidence: a.noEv,
		EvidenceRecall: Mean(a.recall), EvidenceRecallCI: ci(a.recall, seed), AllFound: Mean(a.all),
		TemporalQuestions: len(a.correct), TemporalAccuracy: Mean(a.correct), TemporalAccuracyCI: ci(a.correct, seed),
		AnswerQuestions: len(a.f1), AnswerSupportF1: Mean(a.f1), AnswerSupportF1CI: ci(a.f1, seed),
		AnswerContainment: Mean(a.contained),
		AbstainQuestions:  len(a.unansAbst), AbstainAccuracy: Mean(a.unansAbst), AbstainAccuracyCI: ci(a.unansAbst, seed)}
}

func ci(xs []float64, seed uint64) [2]float64 {
	lo, hi := Bootstrap(xs, Resamples, seed)
	return [2]float64{lo, hi}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
