package engine

import (
	"encoding/json"
	"errors"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// refMatches is the slow, obvious metadata equality: decode everything.
func refMatches(stored []byte, key string, want json.RawMessage) bool {
	var obj map[string]json.RawMessage
	if json.Unmarshal(stored, &obj) != nil {
		return false
	}
	raw, ok := obj[key]
	if !ok {
		return false
	}
	var a, b any
	da := json.NewDecoder(strings.NewReader(string(raw)))
	db := json.NewDecoder(strings.NewReader(string(want)))
	da.UseNumber()
	db.UseNumber()
	if da.Decode(&a) != nil || db.Decode(&b) != nil {
		return false
	}
	if na, ok := a.(json.Number); ok {
		nb, ok := b.(json.Number)
		if !ok {
			return false
		}
		ra, _ := new(big.Rat).SetString(na.String())
		rb, _ := new(big.Rat).SetString(nb.String())
		return ra.Cmp(rb) == 0
	}
	switch a.(type) {
	case map[string]any, []any:
		return false
	}
	return a == b
}

var metaValues = []string{`"red"`, `"r\u0065d"`, `"blue"`, `""`, `"a\"b"`, `"é"`, `1`, `1.0`, `10e-1`, `2`, `-0`, `0`,
	`9007199254740993`, `9007199254740992`, `1e400`, `10e399`, `true`, `false`, `null`, `{"a":"red"}`, `["red"]`, `[]`, `{}`}

var metaKeys = []string{"team", "t\u00e9am", "n", "a\"b", "", "x"}

func randomMetaObject(r *rand.Rand) string {
	var parts []string
	for range r.IntN(5) {
		k, _ := json.Marshal(metaKeys[r.IntN(len(metaKeys))])
		ks := string(k)
		if ks == `"team"` && r.IntN(3) == 0 {
			ks = `"te\u0061m"` // the same key, escaped
		}
		sp := []string{"", " ", "\n\t"}[r.IntN(3)]
		parts = append(parts, sp+ks+sp+":"+sp+metaValues[r.IntN(len(metaValues))]+sp)
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// TestMetadataMatchAgainstDecoding: the byte scanner agrees with decoding
// on random objects (escaped keys, repeated keys, nested values, numbers
// spelled differently, whitespace).
func TestMetadataMatchAgainstDecoding(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 3))
	matched := 0
	for range 20000 {
		obj := randomMetaObject(r)
		if !json.Valid([]byte(obj)) {
			t.Fatalf("generator made invalid JSON %s", obj)
		}
		key := metaKeys[r.IntN(len(metaKeys))]
		want := metaValues[r.IntN(19)] // scalars only, as compile accepts
		f, err := (&Filters{Metadata: map[string]json.RawMessage{key: json.RawMessage(want)}}).compile("filters")
		if key == "" {
			if err == nil {
				t.Fatal("empty key accepted")
			}
			continue
		}
		if err != nil {
			t.Fatalf("compile %q=%s: %v", key, want, err)
		}
		got, ref := f.matchesMetadata([]byte(obj)), refMatches([]byte(obj), key, json.RawMessage(want))
		if got != ref {
			t.Fatalf("seed %d: %s [%q = %s]: scanner %v, decoding %v", seed, obj, key, want, got, ref)
		}
		if got {
			matched++
		}
	}
	if matched == 0 {
		t.Fatal("vacuous: nothing matched")
	}
	if (&filter{meta: []metaEq{{key: "a", val: scalar{kind: 'z'}}}}).matchesMetadata(nil) {
		t.Fatal("no metadata matched a filter")
	}
}

// FuzzTopLevel: on any valid JSON object, topLevel finds what decoding
// finds, byte for byte.
func FuzzTopLevel(f *testing.F) {
	f.Add(`{"a":1,"b":{"a":2},"a":"x"}`, "a")
	f.Add(`{ "t\u00e9am" : [1,{"x":"]"}] }`, "téam")
	f.Add(`{}`, "")
	f.Fuzz(func(t *testing.T, obj, key string) {
		var m map[string]json.RawMessage
		if !json.Valid([]byte(obj)) || json.Unmarshal([]byte(obj), &m) != nil {
			return
		}
		want, wok := m[key]
		got, gok := topLevel([]byte(obj), key)
		if gok != wok || (gok && string(got) != string(want)) {
			t.Fatalf("%s [%q]: got %q %v, decoding %q %v", obj, key, got, gok, want, wok)
		}
	})
}

// FuzzCursor: any cursor string is refused with a field error or decodes
// to a seq that re-encodes to the same cursor; none panics.
func FuzzCursor(f *testing.F) {
	fp := fingerprint("evidence", "ns", Filters{})
	f.Add(makeCursor(42, fp))
	f.Add("")
	f.Add("MS4xLmFi")
	f.Fuzz(func(t *testing.T, c string) {
		seq, err := parseCursor(c, fp)
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field != "cursor" {
				t.Fatalf("%q: %v", c, err)
			}
			return
		}
		if c != "" && makeCursor(seq, fp) != c {
			t.Fatalf("%q decodes to %d, which encodes to %q", c, seq, makeCursor(seq, fp))
		}
	})
}
