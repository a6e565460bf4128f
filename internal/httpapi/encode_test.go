package httpapi

import (
	"bytes"
	"math"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// The response path falls back to an internal error, as before, when a
// capsule cannot be encoded.
func TestEncodeJSONRejectsNaN(t *testing.T) {
	c := &capsule.Capsule{Items: []capsule.Item{{Score: math.NaN()}}}
	var buf bytes.Buffer
	if err := encodeJSON(&buf, c); err == nil {
		t.Fatalf("NaN score encoded: %s", buf.Bytes())
	}
	if buf.Len() != 0 {
		t.Fatalf("a failed encoding left %d bytes in the buffer", buf.Len())
	}
}
