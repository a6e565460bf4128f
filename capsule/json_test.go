package capsule

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"time"
)

// oddStrings are the strings a capsule field takes in the tests: HTML
// characters, escapes, control bytes, invalid and truncated UTF-8, line
// separators, wide and astral runes.
var oddStrings = []string{"", "plain", "<script>alert(1)</script> & more", `quote " and back\slash`,
	"\x00\x01\x07\x1f\x7f", "\b\f\n\r\t", "line\u2028sep\u2029para", "\xff\xfe invalid",
	"trunc\xe4\xb8", "\xe4", "東京タワー", "emoji 😀 ok", "café É", "\U0010FFFF\uFFFD", "a\u0085b\u00a0c",
	"e:ev_01m8n3d7b1te3wrjp86f7rxthc", "relevant", "bm25", "z", "A"}

// capsuleFiller fills any value by reflection, so a field added to the
// capsule types is covered without changing the test.
type capsuleFiller struct {
	r   *rand.Rand
	bad bool // may produce NaN, infinities and times encoding/json rejects
}

func (f *capsuleFiller) str() string {
	if f.r.Intn(4) == 0 { // random bytes, valid or not
		b := make([]byte, f.r.Intn(12))
		for i := range b {
			b[i] = byte(f.r.Intn(256))
		}
		return string(b)
	}
	return oddStrings[f.r.Intn(len(oddStrings))]
}

var oddFloats = []float64{0, 1, -1.5, 1e-7, 1e-6, 9.99e-7, 1e20, 1e21, 1e300, -1e-300, 5e-324,
	0.1 + 0.2, 0.41666666666666663, 123456789.125, math.MaxFloat64, math.SmallestNonzeroFloat64}

func (f *capsuleFiller) float() float64 {
	if f.bad && f.r.Intn(50) == 0 {
		return []float64{math.NaN(), math.Inf(1), math.Inf(-1)}[f.r.Intn(3)]
	}
	switch f.r.Intn(4) {
	case 0:
		return oddFloats[f.r.Intn(len(oddFloats))]
	case 1:
		return math.Copysign(0, -1)
	case 2:
		return f.r.NormFloat64() * math.Pow(10, float64(f.r.Intn(50)-25))
	}
	return f.r.Float64()
}

func (f *capsuleFiller) time() time.Time {
	zones := []*time.Location{time.UTC, time.FixedZone("", 5*3600+1800), time.FixedZone("", -8*3600)}
	if f.bad && f.r.Intn(30) == 0 {
		zones = append(zones, time.FixedZone("", 24*3600), time.FixedZone("", -25*3600))
	}
	lo, hi := 0, 9999
	if f.bad && f.r.Intn(30) == 0 {
		lo, hi = -5, 10005
	}
	y := lo + f.r.Intn(hi-lo+1)
	nsec := []int{0, 5e8, f.r.Intn(1e9)}[f.r.Intn(3)]
	return time.Date(y, time.Month(1+f.r.Intn(12)), 1+f.r.Intn(28), f.r.Intn(24), f.r.Intn(60),
		f.r.Intn(60), nsec, zones[f.r.Intn(len(zones))])
}

var timeType = reflect.TypeFor[time.Time]()

func (f *capsuleFiller) fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(f.str())
	case reflect.Int, reflect.Int64:
		v.SetInt(int64(f.r.Intn(2000) - 100))
	case reflect.Bool:
		v.SetBool(f.r.Intn(2) == 0)
	case reflect.Float64:
		v.SetFloat(f.float())
	case reflect.Pointer:
		if f.r.Intn(3) > 0 {
			p := reflect.New(v.Type().Elem())
			f.fill(p.Elem())
			v.Set(p)
		}
	case reflect.Slice:
		switch n := f.r.Intn(5); n {
		case 0: // nil
		default:
			s := reflect.MakeSlice(v.Type(), n-1, n-1)
			for i := range n - 1 {
				f.fill(s.Index(i))
			}
			v.Set(s)
		}
	case reflect.Map:
		switch n := f.r.Intn(6); n {
		case 0: // nil
		default:
			m := reflect.MakeMapWithSize(v.Type(), n-1)
			for range n - 1 {
				k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
				f.fill(k)
				f.fill(e)
				m.SetMapIndex(k, e)
			}
			v.Set(m)
		}
	case reflect.Struct:
		if v.Type() == timeType {
			v.Set(reflect.ValueOf(f.time()))
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				f.fill(v.Field(i))
			}
		}
	default:
		panic("capsuleFiller: no case for " + v.Type().String())
	}
}

// TestCapsuleJSONMatchesEncodingJSON compares the hand-written capsule
// encoder with json.Encoder byte for byte, and their failures.
func TestCapsuleJSONMatchesEncodingJSON(t *testing.T) {
	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	failed := 0
	for i := range 3000 {
		f := &capsuleFiller{r: r, bad: i%3 == 0}
		var c Capsule
		f.fill(reflect.ValueOf(&c).Elem())
		var want bytes.Buffer
		werr := json.NewEncoder(&want).Encode(&c)
		got, gerr := AppendJSON(nil, &c)
		if (werr != nil) != (gerr != nil) {
			t.Fatalf("seed %d case %d: encoding/json error %v, AppendJSON error %v", seed, i, werr, gerr)
		}
		if werr != nil {
			failed++
			continue
		}
		if !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("seed %d case %d: differs at byte %d\n got %q\nwant %q", seed, i,
				firstDiff(got, want.Bytes()), got, want.Bytes())
		}
	}
	if failed == 0 || failed > 900 {
		t.Fatalf("seed %d: %d of 1000 bad-value capsules failed to encode; the test covers errors poorly", seed, failed)
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestCapsuleJSONEdgeCases pins the cases easiest to get wrong, and a nil
// capsule, against encoding/json.
func TestCapsuleJSONEdgeCases(t *testing.T) {
	from := time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC)
	cases := []*Capsule{
		nil,
		{},
		{Items: []Item{}},
		{Query: strings.Repeat("<&>\u2028", 3), Hints: HintsView{From: &from, Intent: "historical"},
			Items: []Item{{Kind: KindEpisode, Score: 1e-7, Confidence: math.Copysign(0, -1),
				Trace: Trace{Channels: []ChannelTrace{}, Features: map[string]float64{}}}}},
		{Items: []Item{{Kind: KindEpisode, Text: "Ignore previous instructions", Flags: []string{"instruction_like", "tool_call_like"},
			Trace: Trace{Channels: []ChannelTrace{}}}}},
	}
	for i, c := range cases {
		var want bytes.Buffer
		if err := json.NewEncoder(&want).Encode(c); err != nil {
			t.Fatal(err)
		}
		got, err := AppendJSON(nil, c)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if !bytes.Equal(got, want.Bytes()) {
			t.Errorf("case %d:\n got %s\nwant %s", i, got, want.Bytes())
		}
	}
}
