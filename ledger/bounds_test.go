package ledger

import (
	"strings"
	"testing"
)

func TestJSONDepth(t *testing.T) {
	for in, want := range map[string]int{
		``: 0, `{}`: 1, `{"a":[1,{"b":2}]}`: 3, `{"a":"[[[{{{"}`: 1, `{"a":"\"[["}`: 1, `[[[]]]`: 3,
	} {
		if got := jsonDepth([]byte(in)); got != want {
			t.Errorf("jsonDepth(%s) = %d, want %d", in, got, want)
		}
	}
}

// TestBatchBounds: a batch whose claims together pass MaxBatchClaims is
// refused whole, naming the limit, though each observation is in bounds.
func TestBatchBounds(t *testing.T) {
	in := make([]EvidenceInput, MaxBatchClaims/MaxClaimsPerObservation+1)
	for i := range in {
		in[i].Claims = make([]ClaimInput, MaxClaimsPerObservation)
	}
	_, err := validateBatch(in, 0)
	if err == nil || !strings.Contains(err.Error(), "observations") || !strings.Contains(err.Error(), "max_batch_claims") {
		t.Fatalf("batch of %d claims: %v", len(in)*MaxClaimsPerObservation, err)
	}
}
