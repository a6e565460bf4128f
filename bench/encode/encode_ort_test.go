//go:build ort && cgo

package encode

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/evicortex/evicortex/dense/ort"
)

// TestMainRealModel runs a tiny evibench encode (no Python peers) end to end.
func TestMainRealModel(t *testing.T) {
	lib := os.Getenv(ort.LibraryEnv)
	if lib == "" {
		lib = filepath.Join("..", "..", ort.DefaultLibraryPath)
	}
	var out bytes.Buffer
	args := []string{"--json", "--no-peers", "--n", "24", "--rounds", "1", "--batch", "1,8", "--threads", "1",
		"--shared", t.TempDir(), "--repo", filepath.Join("..", ".."), "--lib", lib,
		"--model-dir", filepath.Join("..", "..", ort.DefaultModelsDir, ort.DefaultModel)}
	if err := Main(context.Background(), args, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	var rep report
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if len(rep.Results) != 2 || rep.Results[0].GoSentencesPerS <= 0 || rep.P50MsBatch1 == nil || rep.Texts != 24 {
		t.Fatalf("report %+v", rep)
	}
	if rep.ThroughputRatio != nil || rep.ParityMinCos != nil {
		t.Fatal("peer numbers reported without peers")
	}
}
