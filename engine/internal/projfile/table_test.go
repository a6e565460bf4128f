package projfile

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// tableOf writes keys (value = index) as the only section and opens it.
func tableOf(t *testing.T, keys []string) *Table {
	t.Helper()
	vals := make([]uint32, len(keys))
	for i := range vals {
		vals[i] = uint32(i) * 3
	}
	path := tempPath(t)
	w := NewWriter(testKind, nil)
	w.Table("t", keys, vals)
	if err := w.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	tab, err := openChecked(t, path).Table("t")
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// checkAgainstMap compares Lookup with a map for every key and every probe,
// and checks Key(i) ascends over exactly the keys.
func checkAgainstMap(t *testing.T, tab *Table, keys, probes []string) {
	t.Helper()
	want := make(map[string]uint32, len(keys))
	for i, k := range keys {
		want[k] = uint32(i) * 3
	}
	for _, k := range append(probes, keys...) {
		v, ok := tab.Lookup(k)
		w, wok := want[k]
		if ok != wok || v != w {
			t.Fatalf("Lookup(%q) = %d, %v; want %d, %v (%d keys)", k, v, ok, w, wok, len(keys))
		}
	}
	for i := 0; i < tab.Len(); i++ {
		if _, ok := want[tab.Key(i)]; !ok || (i > 0 && tab.Key(i-1) >= tab.Key(i)) {
			t.Fatalf("Key(%d) = %q out of order or unknown", i, tab.Key(i))
		}
	}
}

// probesFor derives absent and present strings near the keys: prefixes,
// extensions and single-byte changes.
func probesFor(r *rand.Rand, keys []string) []string {
	out := []string{"", "\x00", "\xff"}
	for _, k := range keys {
		out = append(out, k+"\x00", k+"z")
		if len(k) > 0 {
			b := []byte(k)
			b[r.Intn(len(b))] ^= byte(1 + r.Intn(255))
			out = append(out, k[:len(k)-1], string(b))
		}
	}
	return out
}

// TestTableExhaustive: every subset-size sample of the strings of length
// <= 3 over {a, b, 0x00}, probed with the whole universe.
func TestTableExhaustive(t *testing.T) {
	universe := []string{""}
	for l := 1; l <= 3; l++ {
		for _, p := range universe {
			if len(p) == l-1 {
				for _, c := range []string{"a", "b", "\x00"} {
					universe = append(universe, p+c)
				}
			}
		}
	}
	seed := int64(1)
	t.Logf("seed %d, universe %d strings", seed, len(universe))
	r := rand.New(rand.NewSource(seed))
	for n := 0; n <= len(universe); n += 1 + n/4 {
		for rep := 0; rep < 3; rep++ {
			keys := append([]string(nil), universe...)
			r.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
			keys = keys[:n]
			checkAgainstMap(t, tableOf(t, keys), keys, universe)
		}
	}
}

// TestTableOracle: fixed-width ids with long shared prefixes (fence ties
// across blocks), variable-width keys, and keys that are prefixes of
// others, at sizes around the fence stride.
func TestTableOracle(t *testing.T) {
	seed := int64(42)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	shapes := map[string]func(n int) []string{
		"ulid": func(n int) []string { return ulids(r, n) },
		"tied": func(n int) []string { // most share their first 8 suffix bytes
			out := make([]string, n)
			for i := range out {
				out[i] = fmt.Sprintf("k_%012d-%010d", r.Intn(2), i)
			}
			return out
		},
		"variable": func(n int) []string {
			seen, out := map[string]bool{}, []string{}
			for len(out) < n {
				k := strings.Repeat("x", r.Intn(3)) + fmt.Sprint(r.Intn(4*n+1))
				if !seen[k] {
					seen[k] = true
					out = append(out, k)
				}
			}
			return out
		},
	}
	for name, gen := range shapes {
		for _, n := range []int{1, 2, 63, 64, 65, 129, 1000, 5000} {
			keys := gen(n)
			tab := tableOf(t, keys)
			fixed := true
			for _, k := range keys {
				fixed = fixed && len(k) == len(keys[0])
			}
			if tab.fixed != fixed || (name != "variable" && !fixed) {
				t.Fatalf("%s n=%d: fixed %v", name, n, tab.fixed)
			}
			if name == "tied" && n > 129 && !hasTies(tab) {
				t.Fatalf("tied n=%d: no fence ties", n)
			}
			checkAgainstMap(t, tab, keys, probesFor(r, keys))
		}
	}
}

func TestTableLookupAllocs(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, keys := range [][]string{ulids(r, 10000), {"a", "bb", strings.Repeat("c", 100), strings.Repeat("c", 101)}} {
		tab := tableOf(t, keys)
		hit, miss := keys[len(keys)/2], keys[0]+"!"
		if n := testing.AllocsPerRun(100, func() { tab.Lookup(hit); tab.Lookup(miss) }); n != 0 {
			t.Fatalf("Lookup allocates %v times per call (fixed %v)", n, tab.fixed)
		}
	}
}

func hasTies(tab *Table) bool {
	for j := 1; j < len(tab.fences)/8; j++ {
		if tab.fence(j) == tab.fence(j-1) {
			return true
		}
	}
	return false
}
