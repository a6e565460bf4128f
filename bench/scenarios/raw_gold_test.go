package scenarios

import (
	"regexp"
	"strings"
	"testing"
)

// TestRawGoldIsStatement checks every raw set's gold against an oracle
// that only reads the text: a user turn is a statement when it matches one
// of its attribute's state, change or revert templates of its set, and the
// value it states is the one filled into {v} or {new}. A current question's
// gold must be the last statement, a historical one's the last statement
// said before its AsOf, and Expected that statement's value. A distractor
// template that reads like a statement breaks this check.
func TestRawGoldIsStatement(t *testing.T) {
	for ph := range Phrasing(rawSets) {
		scs := GenerateRaw(uint64(100+ph), RawBundledPerKind, ph)
		for i := range scs {
			checkRawGold(t, ph, &scs[i])
		}
	}
}

// rawStatement is one user turn the oracle reads as a statement.
type rawStatement struct {
	obs   *Observation
	value string
}

func checkRawGold(t *testing.T, ph Phrasing, s *Scenario) {
	t.Helper()
	res := rawStatementREs(rawAttrs[s.Questions[0].Predicate], ph)
	var stmts []rawStatement
	for j := range s.Observations {
		o := &s.Observations[j]
		if o.Role != "user" {
			continue
		}
		for _, re := range res {
			if m := re.FindStringSubmatch(o.Text); m != nil {
				stmts = append(stmts, rawStatement{obs: o, value: m[re.SubexpIndex("val")]})
				break
			}
		}
	}
	if len(stmts) < 2 {
		t.Fatalf("set %d %s: %d statements", ph, s.ID, len(stmts))
	}
	for _, q := range s.Questions {
		want := stmts[len(stmts)-1]
		if q.Intent == "historical" {
			want = rawStatement{}
			for _, st := range stmts {
				if st.obs.At.Before(q.AsOf) {
					want = st
				}
			}
		}
		if want.obs == nil {
			t.Errorf("set %d %s/%s (%q): no statement before %s", ph, s.ID, q.ID, q.Text, q.AsOf)
		} else if len(q.Gold) != 1 || q.Gold[0] != want.obs.ID || !strings.EqualFold(q.Expected, want.value) {
			t.Errorf("set %d %s/%s (%s %q): gold %v expected %q, the text says %s %q", ph, s.ID, q.ID, q.Intent, q.Text, q.Gold, q.Expected, want.obs.ID, want.value)
		}
	}
}

// rawStatementREs are a's statement templates of set ph as anchored
// regexps, as the generator writes them (first letter capitalized), with
// the value that holds afterwards in the group "val".
func rawStatementREs(a *rawAttr, ph Phrasing) []*regexp.Regexp {
	var out []*regexp.Regexp
	for _, tpls := range [][]string{a.state[ph], a.change[ph], a.revert[ph]} {
		for _, tpl := range tpls {
			p := regexp.QuoteMeta(capitalize(tpl))
			p = strings.NewReplacer(`\{v\}`, `(?P<val>.+?)`, `\{new\}`, `(?P<val>.+?)`, `\{old\}`, `.+?`).Replace(p)
			out = append(out, regexp.MustCompile("^"+p+"$"))
		}
	}
	return out
}

// TestRawSealedGold, TestRawVeiledGold, TestRawCloakedGold,
// TestRawMaskedGold, TestRawShroudedGold, TestRawGildedGold,
// TestRawTintedGold, TestRawFrostedGold, TestRawEtchedGold and
// TestRawWovenGold run the oracle of TestRawGoldIsStatement on the sealed,
// veiled, cloaked, masked, shrouded, gilded, tinted, frosted, etched and
// woven datasets themselves (raw-sealed, raw-long-sealed, raw-veiled,
// raw-long-veiled, raw-cloaked, raw-long-cloaked, raw-masked,
// raw-long-masked, raw-shrouded, raw-long-shrouded, raw-gilded,
// raw-long-gilded, raw-tinted, raw-long-tinted, raw-frosted,
// raw-long-frosted, raw-etched, raw-long-etched, raw-woven and
// raw-long-woven), not only on the test seeds.
func TestRawSealedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawSealed(), RawLong(PhrasingSealed)} {
		for i := range scs {
			checkRawGold(t, PhrasingSealed, &scs[i])
		}
	}
}

func TestRawVeiledGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawVeiled(), RawLong(PhrasingVeiled)} {
		for i := range scs {
			checkRawGold(t, PhrasingVeiled, &scs[i])
		}
	}
}

func TestRawCloakedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawCloaked(), RawLong(PhrasingCloaked)} {
		for i := range scs {
			checkRawGold(t, PhrasingCloaked, &scs[i])
		}
	}
}

func TestRawMaskedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawMasked(), RawLong(PhrasingMasked)} {
		for i := range scs {
			checkRawGold(t, PhrasingMasked, &scs[i])
		}
	}
}

func TestRawShroudedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawShrouded(), RawLong(PhrasingShrouded)} {
		for i := range scs {
			checkRawGold(t, PhrasingShrouded, &scs[i])
		}
	}
}

func TestRawGildedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawGilded(), RawLong(PhrasingGilded)} {
		for i := range scs {
			checkRawGold(t, PhrasingGilded, &scs[i])
		}
	}
}

func TestRawTintedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawTinted(), RawLong(PhrasingTinted)} {
		for i := range scs {
			checkRawGold(t, PhrasingTinted, &scs[i])
		}
	}
}

func TestRawFrostedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawFrosted(), RawLong(PhrasingFrosted)} {
		for i := range scs {
			checkRawGold(t, PhrasingFrosted, &scs[i])
		}
	}
}

func TestRawEtchedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawEtched(), RawLong(PhrasingEtched)} {
		for i := range scs {
			checkRawGold(t, PhrasingEtched, &scs[i])
		}
	}
}

func TestRawWovenGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawWoven(), RawLong(PhrasingWoven)} {
		for i := range scs {
			checkRawGold(t, PhrasingWoven, &scs[i])
		}
	}
}
