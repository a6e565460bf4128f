package ort

import (
	"path/filepath"
	"testing"
)

func TestDefaultModelDir(t *testing.T) {
	for name, want := range map[string]string{
		"bge-small-en-v1.5":      filepath.Join(DefaultModelsDir, "bge-small-en-v1.5"),
		"bge-small-en-v1.5-int8": filepath.Join(DefaultDerivedDir, "bge-small-en-v1.5-int8"), // derived_from in its manifest
		"unknown":                filepath.Join(DefaultModelsDir, "unknown"),                 // New reports the unknown name
	} {
		if got := DefaultModelDir(name); got != want {
			t.Errorf("DefaultModelDir(%q) = %q, want %q", name, got, want)
		}
	}
	if o := (Options{Model: "bge-small-en-v1.5-int8"}).withDefaults(); o.ModelDir != filepath.Join(DefaultDerivedDir, "bge-small-en-v1.5-int8") {
		t.Errorf("withDefaults: ModelDir %q", o.ModelDir)
	}
}
