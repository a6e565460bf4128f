package recallpath

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"path/filepath"
	"testing"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/recall"
)

// TestRecallPathSmall runs the whole command on a small namespace: the
// report names every channel and stage, the full recall takes time, the
// stand-in encoded the queries, and --out holds the JSON of --json.
func TestRecallPathSmall(t *testing.T) {
	out := filepath.Join(t.TempDir(), "r.json")
	var stdout bytes.Buffer
	args := []string{"--sizes", "600,1200", "--queries", "12", "--warmup", "3", "--json", "--out", out, "--dir", t.TempDir()}
	if err := Main(context.Background(), args, &stdout, io.Discard); err != nil {
		t.Fatal(err)
	}
	var rep Report
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
		t.Fatalf("--json output: %v\n%s", err, stdout.Bytes())
	}
	if len(rep.Sizes) != 2 || rep.Sizes[0].Evidence != 600 || rep.Sizes[1].Evidence != 1200 {
		t.Fatalf("sizes %+v", rep.Sizes)
	}
	if rep.QueryEncoder != (standIn{}).Profile().Model {
		t.Fatalf("query encoder %q without a native encoder", rep.QueryEncoder)
	}
	for _, s := range rep.Sizes {
		if s.Recall.P50 <= 0 || s.Recall.P99 < s.Recall.P50 || s.IngestPerS <= 0 || s.EmbedPerS <= 0 || s.Queries != 12 {
			t.Fatalf("size %d: %+v", s.Evidence, s)
		}
		for _, name := range stageOrder {
			if _, ok := s.Stages[name]; !ok {
				t.Fatalf("size %d: stage %s missing", s.Evidence, name)
			}
		}
		if s.Stages["encode_query"].P99 <= 0 || s.Channels["dense"].P99 <= 0 {
			t.Fatalf("size %d: the dense channel did not run: %+v", s.Evidence, s.Channels["dense"])
		}
		if len(s.Channels) != recall.NumChannels {
			t.Fatalf("size %d: %d channels timed, want %d", s.Evidence, len(s.Channels), recall.NumChannels)
		}
	}
}

func TestFlagsRejected(t *testing.T) {
	for _, args := range [][]string{{"--sizes", "10,x"}, {"--sizes", "0"}, {"--queries", "0"}, {"--budget", "-1"}, {"stray"}} {
		if err := Main(context.Background(), args, io.Discard, io.Discard); !errors.Is(err, ErrUsage) {
			t.Errorf("%v: err %v, want ErrUsage", args, err)
		}
	}
}

// TestStandIn: unit vectors of 384 dims, the same for the same text, and
// texts sharing words closer than texts sharing none.
func TestStandIn(t *testing.T) {
	vs, err := standIn{}.Embed(context.Background(), []string{"the red bike near the lake", "the red bike near the lake",
		"a red bike by the lake", "invoice contract dentist", ""})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range vs {
		var n float64
		for _, f := range v {
			n += float64(f) * float64(f)
		}
		if len(v) != standInDims || math.Abs(n-1) > 1e-5 {
			t.Fatalf("vector %d: %d dims, norm² %v", i, len(v), n)
		}
	}
	if c := dense.Cosine(vs[0], vs[1]); c < 0.9999 {
		t.Fatalf("same text, cosine %v", c)
	}
	if near, far := dense.Cosine(vs[0], vs[2]), dense.Cosine(vs[0], vs[3]); near <= far {
		t.Fatalf("shared words %v, none %v", near, far)
	}
}
