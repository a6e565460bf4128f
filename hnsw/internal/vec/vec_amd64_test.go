//go:build !purego

package vec

import "testing"

// TestBatchAVX2 runs the batch check with AVX-512 turned off, so a machine
// that has it also tests the AVX2 kernels the ones without it run.
func TestBatchAVX2(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2+FMA")
	}
	s512, sVNNI := useAVX512, useVNNI
	useAVX512, useVNNI = false, false
	defer func() { useAVX512, useVNNI = s512, sVNNI }()
	checkBatch(t)
}
