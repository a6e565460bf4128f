//go:build !(ort && cgo)

package ort

import (
	"errors"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/dense"
)

func TestNewWithoutNativeBuild(t *testing.T) {
	_, err := New(Options{})
	if !errors.Is(err, dense.ErrMissingLibrary) {
		t.Fatalf("got %v, want ErrMissingLibrary", err)
	}
	for _, want := range []string{"libtokenizers.a", "libonnxruntime.so", "make native models", "-tags ort"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
	if Available {
		t.Fatal("Available in a build without the ort tag")
	}
}
