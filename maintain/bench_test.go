package maintain

import (
	"fmt"
	"testing"
)

// BenchmarkPlanTemplated plans over texts cut from few templates (the
// worst case of the banding: many near pairs below the thresholds).
func BenchmarkPlanTemplated(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		s := &Snapshot{Namespace: "b"}
		for i := 0; i < n; i++ {
			s.Evidence = append(s.Evidence, ev(i+1, fmt.Sprintf("c/s%d/t%d", i/25, i%25),
				fmt.Sprintf("Person%d told me their %s is value %d.", i%250, []string{"pet", "hobby", "job", "dish"}[i%4], i%5), i/25))
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				PlanPass(s, Policy{})
			}
		})
	}
}
