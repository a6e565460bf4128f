package cognitive

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestCapsuleFingerprint prints a digest of every state recall's capsule
// on the linked engine (EVIBENCH_FINGERPRINT=1): equal digests before and
// after a speed change show it changed no capsule.
func TestCapsuleFingerprint(t *testing.T) {
	if os.Getenv("EVIBENCH_FINGERPRINT") == "" {
		t.Skip("set EVIBENCH_FINGERPRINT=1")
	}
	ctx := context.Background()
	suite := Generate(48, 60, 1)
	linked, err := openLoaded(ctx, t.TempDir(), suite, true)
	if err != nil {
		t.Fatal(err)
	}
	defer linked.e.Close()
	var pairs []string // evidence id -> turn id, so the digest does not depend on generated ids
	for ev, turn := range linked.turnOf {
		pairs = append(pairs, ev, turn)
	}
	rp := strings.NewReplacer(pairs...)
	h := sha256.New()
	for _, s := range suite {
		for _, q := range s.State {
			for _, st := range []bool{false, true} {
				c, err := linked.recall(ctx, s.Namespace, q, 128, st)
				if err != nil {
					t.Fatal(err)
				}
				c.CapsuleID, c.Revision = "", 0
				b, _ := json.Marshal(c)
				h.Write([]byte(rp.Replace(string(b))))
			}
		}
	}
	fmt.Printf("fingerprint %x\n", h.Sum(nil))
}
