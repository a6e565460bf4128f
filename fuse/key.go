package fuse

import (
	"strings"

	"github.com/evicortex/evicortex/capsule"
)

// Key identifies a candidate within one request: its kind and its claim or
// evidence id. It is a map key on the recall's hot path, built from the
// ids the candidates carry anyway. Keys order by kind (claims first), then
// by id, which is the order of their String forms.
type Key struct {
	Kind capsule.ItemKind
	ID   string
}

// ClaimKey is the key of the claim candidate with id.
func ClaimKey(id string) Key { return Key{Kind: capsule.KindClaim, ID: id} }

// EpisodeKey is the key of the episode candidate of evidence id.
func EpisodeKey(id string) Key { return Key{Kind: capsule.KindEpisode, ID: id} }

// IsZero reports whether k is the zero Key, which names no candidate.
func (k Key) IsZero() bool { return k == Key{} }

// String is the key's trace form: "c:"+id for a claim, "e:"+id for an
// episode ("" for the zero Key).
func (k Key) String() string {
	switch k.Kind {
	case capsule.KindClaim:
		return "c:" + k.ID
	case capsule.KindEpisode:
		return "e:" + k.ID
	case "":
		if k.ID == "" {
			return ""
		}
	}
	return string(k.Kind) + ":" + k.ID
}

// Compare returns -1, 0 or +1 as k orders before, equal to or after o.
func (k Key) Compare(o Key) int {
	if c := strings.Compare(string(k.Kind), string(o.Kind)); c != 0 {
		return c
	}
	return strings.Compare(k.ID, o.ID)
}

func (k Key) less(o Key) bool { return k.Compare(o) < 0 }
