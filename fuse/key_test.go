package fuse

import (
	"math"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestKeyOrderIsStringOrder: keys order as their trace forms do, so ties
// broken by key come out as they did with "c:"/"e:" string keys.
func TestKeyOrderIsStringOrder(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	alphabet := "ab-_:Z9é"
	randID := func() string {
		var b strings.Builder
		for n := r.Intn(5); n >= 0; n-- {
			b.WriteByte(alphabet[r.Intn(len(alphabet))])
		}
		return b.String()
	}
	for i := 0; i < 10000; i++ {
		a, b := randID(), randID()
		for _, ka := range []Key{ClaimKey(a), EpisodeKey(a)} {
			for _, kb := range []Key{ClaimKey(b), EpisodeKey(b)} {
				if got, want := ka.Compare(kb), strings.Compare(ka.String(), kb.String()); got != want {
					t.Fatalf("%q.Compare(%q) = %d, string order %d", ka, kb, got, want)
				}
			}
		}
	}
	if (Key{}).String() != "" || !(Key{}).IsZero() || EpisodeKey("x").IsZero() {
		t.Fatal("zero key")
	}
}

// TestFeatureFieldsCoverFeatures: every field of Features has one trace
// name (a field left out of featureFields would vanish from traces), the
// names are sorted, and a measured zero is still reported.
func TestFeatureFieldsCoverFeatures(t *testing.T) {
	typ := reflect.TypeOf(Features{})
	if typ.NumField() != len(featureFields) {
		t.Fatalf("Features has %d fields, featureFields %d", typ.NumField(), len(featureFields))
	}
	if !sort.SliceIsSorted(featureFields[:], func(i, j int) bool { return featureFields[i].name < featureFields[j].name }) {
		t.Fatal("featureFields not sorted by name")
	}
	names := map[string]string{}
	for i := 0; i < typ.NumField(); i++ {
		var f Features
		v := reflect.ValueOf(&f).Elem().Field(i)
		switch v.Interface().(type) {
		case Measure:
			v.Set(reflect.ValueOf(Measured(0)))
		case bool:
			v.SetBool(true)
		default:
			t.Fatalf("field %s: type %s", typ.Field(i).Name, v.Type())
		}
		m := f.Map()
		if len(m) != 1 {
			t.Fatalf("field %s set: trace %v, want one feature", typ.Field(i).Name, m)
		}
		for name := range m {
			if other, dup := names[name]; dup {
				t.Fatalf("fields %s and %s share the trace name %q", other, typ.Field(i).Name, name)
			}
			names[name] = typ.Field(i).Name
		}
	}
	if m := (&Features{}).Map(); m != nil {
		t.Fatalf("no feature set: trace %v, want nil", m)
	}
}

// TestFiniteCoversMeasures: finite's list holds every Measure field of
// Features (a NaN in any of them is caught), and a measured zero or -0 is
// finite.
func TestFiniteCoversMeasures(t *testing.T) {
	typ := reflect.TypeOf(Features{})
	for i := 0; i < typ.NumField(); i++ {
		var f Features
		v := reflect.ValueOf(&f).Elem().Field(i)
		if _, ok := v.Interface().(Measure); !ok {
			continue
		}
		if !f.finite() {
			t.Fatalf("zero Features not finite")
		}
		for _, bad := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
			v.Set(reflect.ValueOf(Measured(bad)))
			if f.finite() {
				t.Errorf("field %s = %v: finite", typ.Field(i).Name, bad)
			}
			if name, _, nonFinite := f.firstNonFinite(); !nonFinite || name == "" {
				t.Errorf("field %s = %v: firstNonFinite %q %v", typ.Field(i).Name, bad, name, nonFinite)
			}
		}
		v.Set(reflect.ValueOf(Measured(math.Copysign(0, -1))))
		if !f.finite() {
			t.Errorf("field %s = -0: not finite", typ.Field(i).Name)
		}
	}
}
