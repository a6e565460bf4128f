package fuse

import (
	"math"
	"time"
)

// ImportanceHalfLife is how fast a use's importance fades: Usage.Recency
// is 1/2 this long after the last use.
const ImportanceHalfLife = 90 * 24 * time.Hour

// Usage is what retrieval-outcome feedback recorded about a candidate
// (seed 002 phase 3): recalls alone never count, only feedback does.
type Usage struct {
	Used      int     // feedbacks that marked it used
	Corrected int     // feedbacks that marked it corrected
	Recency   float64 // 2^(−time since the last use / ImportanceHalfLife), 0..1
}

// Importance weights: a used candidate's score is multiplied by
// 1 + ImportanceWeight·importance, with
//
//	importance = min(1, log2(1+used) / log2(1+ImportanceSaturation)) · recency
//
// (bounded: at most ×1.3), and each correction multiplies it by
// CorrectionFactor, at most MaxCorrections times (at least ×0.125).
const (
	ImportanceWeight     = 0.3
	ImportanceSaturation = 8
	CorrectionFactor     = 0.5
	MaxCorrections       = 3
)

// importance is u's bounded importance, 0..1.
func (u *Usage) importance() float64 {
	if u.Used <= 0 {
		return 0
	}
	return min(1, math.Log2(1+float64(u.Used))/math.Log2(1+ImportanceSaturation)) * u.Recency
}

// weighUsage applies each competing candidate's usage to its score, with
// the importance, its weight and the correction factor in its features.
func (c *compiler) weighUsage() {
	for _, e := range c.entries {
		u := e.c.Usage
		if u == nil || e.fate != fatePending {
			continue
		}
		// Importance raises a used candidate among the query's own
		// matches only: one no channel found relevant (a Matched or
		// Cosine floor) is not raised, so what served other questions
		// does not take budget from this one's.
		if imp := u.importance(); imp > 0 && e.relevant {
			e.score *= 1 + ImportanceWeight*imp
			e.feature("importance", imp)
			e.feature("importance_weight", ImportanceWeight)
		}
		if n := min(u.Corrected, MaxCorrections); n > 0 {
			f := math.Pow(CorrectionFactor, float64(n))
			e.score *= f
			e.feature("corrections", float64(u.Corrected))
			e.feature("correction_factor", f)
		}
	}
}
