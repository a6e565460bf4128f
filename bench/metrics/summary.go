package metrics

import "time"

// Outcome is one system's result on one question (plain data).
type Outcome struct {
	Kind           string // "current", "historical" or "unanswerable"
	Answerable     bool
	EvidenceRecall float64 // answerable only
	RecallAtK      float64 // answerable only
	CitedRecall    float64 // answerable only: RecallAtK over all ranked ids
	Correct        bool    // answerable only: the answer rule gave the expected value
	NoExpected     bool    // answerable, but no expected value to score Correct against
	Abstained      bool
	Tokens         int
	Latency        time.Duration
}

// Summary aggregates outcomes. Rates are in [0, 1]; CIs are 95% bootstrap
// intervals of the rate over the questions it is defined on.
type Summary struct {
	Questions        int        `json:"questions"`
	Answerable       int        `json:"answerable"`
	EvidenceRecall   float64    `json:"evidence_recall"`
	EvidenceRecallCI [2]float64 `json:"evidence_recall_ci"`
	// EvidenceRecallByKind is the evidence recall of the answerable
	// questions of each kind ("current", "historical", "locomo-cat2", ...).
	EvidenceRecallByKind map[string]float64 `json:"evidence_recall_by_kind"`
	AllFound             float64            `json:"all_found"`
	RecallAtK            float64            `json:"recall_at_k"`
	K                    int                `json:"k"`
	CitedRecall          float64            `json:"cited_recall"`
	TemporalQuestions    int                `json:"temporal_questions"` // answerable questions with an expected value
	TemporalAccuracy     float64            `json:"temporal_accuracy"`
	TemporalAccuracyCI   [2]float64         `json:"temporal_accuracy_ci"`
	CurrentAccuracy      float64            `json:"current_accuracy"`
	HistoricalAccuracy   float64            `json:"historical_accuracy"`
	AbstainAccuracy      float64            `json:"abstain_accuracy"`
	AbstainAccuracyCI    [2]float64         `json:"abstain_accuracy_ci"`
	TokensMean           float64            `json:"tokens_mean"`
	P50ms                float64            `json:"p50_ms"`
	P95ms                float64            `json:"p95_ms"`
}

// Resamples is the bootstrap resample count used by Summarize.
const Resamples = 1000

// Summarize aggregates outcomes; k is the recall@k cutoff the outcomes
// were scored with, seed seeds every bootstrap.
func Summarize(outs []Outcome, k int, seed uint64) Summary {
	var recall, all, rk, cited, correct, cur, hist, abst, tokens, lat []float64
	byKind := map[string][]float64{}
	for _, o := range outs {
		abst = append(abst, b2f(o.Abstained != o.Answerable))
		tokens = append(tokens, float64(o.Tokens))
		lat = append(lat, float64(o.Latency)/float64(time.Millisecond))
		if !o.Answerable {
			continue
		}
		recall = append(recall, o.EvidenceRecall)
		byKind[o.Kind] = append(byKind[o.Kind], o.EvidenceRecall)
		all = append(all, b2f(o.EvidenceRecall == 1))
		rk = append(rk, o.RecallAtK)
		cited = append(cited, o.CitedRecall)
		if o.NoExpected {
			continue
		}
		c := b2f(o.Correct && !o.Abstained)
		correct = append(correct, c)
		if o.Kind == "current" {
			cur = append(cur, c)
		} else {
			hist = append(hist, c)
		}
	}
	s := Summary{Questions: len(outs), Answerable: len(recall), K: k, TemporalQuestions: len(correct),
		EvidenceRecall: Mean(recall), AllFound: Mean(all), RecallAtK: Mean(rk), CitedRecall: Mean(cited),
		TemporalAccuracy: Mean(correct), CurrentAccuracy: Mean(cur), HistoricalAccuracy: Mean(hist),
		AbstainAccuracy: Mean(abst), TokensMean: Mean(tokens),
		P50ms: Percentile(lat, 50), P95ms: Percentile(lat, 95)}
	s.EvidenceRecallByKind = map[string]float64{}
	for k, xs := range byKind {
		s.EvidenceRecallByKind[k] = Mean(xs)
	}
	s.EvidenceRecallCI[0], s.EvidenceRecallCI[1] = Bootstrap(recall, Resamples, seed)
	s.TemporalAccuracyCI[0], s.TemporalAccuracyCI[1] = Bootstrap(correct, Resamples, seed)
	s.AbstainAccuracyCI[0], s.AbstainAccuracyCI[1] = Bootstrap(abst, Resamples, seed)
	return s
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
