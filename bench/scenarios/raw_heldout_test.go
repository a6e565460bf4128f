package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// rawTemplateLists are every template list of the raw generator by name.
func rawTemplateLists() map[string][rawSets][]string {
	out := map[string][rawSets][]string{"smalltalk": rawSmallTalk, "replies": rawReplies}
	for name, a := range rawAttrs {
		for field, l := range map[string][rawSets][]string{"state": a.state, "change": a.change, "revert": a.revert,
			"chatter": a.chatter, "other": a.other, "assistant": a.assistant,
			"qCurrent": a.qCurrent, "qWhen": a.qWhen, "qBefore": a.qBefore,
			"late": a.late, "lateRevert": a.lateRevert} {
			out[name+"."+field] = l
		}
	}
	return out
}

// rawPlaceholders are the placeholders each kind of template must hold
// (need), may hold (may) and must hold exactly one of (one); smalltalk,
// chatter and replies hold none. The late kinds are optional: a set has
// none of them or at least two.
var rawPlaceholders = map[string]struct {
	need, may, one []string
	optional       bool
}{
	"state":      {need: []string{"{v}"}},
	"change":     {need: []string{"{new}"}, may: []string{"{old}"}},
	"revert":     {need: []string{"{old}", "{new}"}},
	"other":      {need: []string{"{v}"}},
	"assistant":  {need: []string{"{v}"}, may: []string{"{cur}"}},
	"qCurrent":   {need: []string{"{name}"}},
	"qWhen":      {need: []string{"{name}", "{when}"}},
	"qBefore":    {need: []string{"{name}", "{next}"}},
	"late":       {need: []string{"{new}"}, may: []string{"{old}"}, one: []string{"{ago}", "{since}"}, optional: true},
	"lateRevert": {need: []string{"{old}", "{new}"}, one: []string{"{ago}", "{since}"}, optional: true},
}

// rawNearLists are the lists a late kind's templates are also compared
// with in earlier sets (which have no late lists of their own).
var rawNearLists = map[string]string{"late": "change", "lateRevert": "revert"}

var rawPlaceholderRE = regexp.MustCompile(`\{[a-z]*\}`)

// TestRawUnseenTemplates, TestRawHiddenTemplates, TestRawSealedTemplates,
// TestRawVeiledTemplates, TestRawCloakedTemplates, TestRawMaskedTemplates,
// TestRawShroudedTemplates, TestRawGildedTemplates, TestRawTintedTemplates,
// TestRawFrostedTemplates, TestRawEtchedTemplates, TestRawWovenTemplates,
// TestRawBraidedTemplates, TestRawKnottedTemplates,
// TestRawQuiltedTemplates, TestRawStitchedTemplates,
// TestRawFeltedTemplates, TestRawSpunTemplates, TestRawPliedTemplates,
// TestRawTwinedTemplates, TestRawLacedTemplates,
// TestRawPleatedTemplates, TestRawHemmedTemplates,
// TestRawBastedTemplates, TestRawDarnedTemplates,
// TestRawTattedTemplates, TestRawSmockedTemplates,
// TestRawCouchedTemplates, TestRawRuchedTemplates and
// TestRawShirredTemplates: see
// checkNewTemplates.
func TestRawUnseenTemplates(t *testing.T) { checkNewTemplates(t, PhrasingUnseen) }

func TestRawHiddenTemplates(t *testing.T) { checkNewTemplates(t, PhrasingHidden) }

func TestRawSealedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingSealed) }

func TestRawVeiledTemplates(t *testing.T) { checkNewTemplates(t, PhrasingVeiled) }

func TestRawCloakedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingCloaked) }

func TestRawMaskedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingMasked) }

func TestRawShroudedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingShrouded) }

func TestRawGildedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingGilded) }

func TestRawTintedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingTinted) }

func TestRawFrostedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingFrosted) }

func TestRawEtchedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingEtched) }

func TestRawWovenTemplates(t *testing.T) { checkNewTemplates(t, PhrasingWoven) }

func TestRawBraidedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingBraided) }

func TestRawKnottedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingKnotted) }

func TestRawQuiltedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingQuilted) }

func TestRawStitchedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingStitched) }

func TestRawFeltedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingFelted) }

func TestRawSpunTemplates(t *testing.T) { checkNewTemplates(t, PhrasingSpun) }

func TestRawPliedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingPlied) }

func TestRawTwinedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingTwined) }

func TestRawLacedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingLaced) }

func TestRawPleatedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingPleated) }

func TestRawHemmedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingHemmed) }

func TestRawBastedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingBasted) }

func TestRawDarnedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingDarned) }

func TestRawTattedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingTatted) }

func TestRawSmockedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingSmocked) }

func TestRawCouchedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingCouched) }

func TestRawRuchedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingRuched) }

func TestRawShirredTemplates(t *testing.T) { checkNewTemplates(t, PhrasingShirred) }

// TestRawTuckedTemplates: see checkNewTemplates.
func TestRawTuckedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingTucked) }

// TestRawGatheredTemplates: see checkNewTemplates.
func TestRawGatheredTemplates(t *testing.T) { checkNewTemplates(t, PhrasingGathered) }

// TestRawFringedTemplates: see checkNewTemplates.
func TestRawFringedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingFringed) }

// TestRawRibbedTemplates: see checkNewTemplates.
func TestRawRibbedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingRibbed) }

// TestRawPurledTemplates: see checkNewTemplates.
func TestRawPurledTemplates(t *testing.T) { checkNewTemplates(t, PhrasingPurled) }

// TestRawPipedTemplates: see checkNewTemplates.
func TestRawPipedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingPiped) }

// TestRawSeamedTemplates: see checkNewTemplates.
func TestRawSeamedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingSeamed) }

// TestRawTuftedTemplates: see checkNewTemplates.
func TestRawTuftedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingTufted) }

// TestRawTwilledTemplates: see checkNewTemplates.
func TestRawTwilledTemplates(t *testing.T) { checkNewTemplates(t, PhrasingTwilled) }

// TestRawCordedTemplates: see checkNewTemplates.
func TestRawCordedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingCorded) }

// TestRawFlockedTemplates: see checkNewTemplates.
func TestRawFlockedTemplates(t *testing.T) { checkNewTemplates(t, PhrasingFlocked) }

// checkNewTemplates: every list has templates in set ph, each holds the
// placeholders its kind needs and no others, names {new} after {old}, and
// none equals, contains or is contained in a template of a set before ph.
// An optional list (the late kinds) may be empty.
func checkNewTemplates(t *testing.T, ph Phrasing) {
	t.Helper()
	for list, sets := range rawTemplateLists() {
		mine := sets[ph]
		kind := list[strings.LastIndexByte(list, '.')+1:]
		need := rawPlaceholders[kind]
		if len(mine) < 2 && !(need.optional && len(mine) == 0) {
			t.Errorf("%s: %d templates in set %d", list, len(mine), ph)
		}
		for _, u := range mine {
			for _, p := range need.need {
				if strings.Count(u, p) != 1 {
					t.Errorf("%s: %q: %s %d times, want once", list, u, p, strings.Count(u, p))
				}
			}
			if len(need.one) > 0 {
				var n int
				for _, p := range need.one {
					n += strings.Count(u, p)
				}
				if n != 1 {
					t.Errorf("%s: %q: %d of %v, want one", list, u, n, need.one)
				}
			}
			for _, p := range rawPlaceholderRE.FindAllString(u, -1) {
				if !slices.Contains(need.need, p) && !slices.Contains(need.may, p) && !slices.Contains(need.one, p) {
					t.Errorf("%s: %q: placeholder %s not allowed", list, u, p)
				}
			}
			if o := strings.Index(u, "{old}"); o >= 0 && o > strings.Index(u, "{new}") {
				t.Errorf("%s: %q names {old} after {new}", list, u)
			}
		}
	}
	var others []string
	for _, sets := range rawTemplateLists() {
		for earlier := range ph {
			others = append(others, sets[earlier]...)
		}
	}
	for list, sets := range rawTemplateLists() {
		for _, u := range sets[ph] {
			lu := strings.ToLower(u)
			for _, o := range others {
				lo := strings.ToLower(o)
				if strings.Contains(lo, lu) || strings.Contains(lu, lo) {
					t.Errorf("%s: set %d's %q overlaps %q of another set", list, ph, u, o)
				}
			}
		}
	}
}

// TestRawUnseenValues, TestRawHiddenValues, TestRawSealedValues,
// TestRawVeiledValues, TestRawCloakedValues, TestRawMaskedValues,
// TestRawShroudedValues, TestRawGildedValues, TestRawTintedValues,
// TestRawFrostedValues, TestRawEtchedValues, TestRawWovenValues,
// TestRawBraidedValues, TestRawKnottedValues, TestRawQuiltedValues,
// TestRawStitchedValues, TestRawFeltedValues, TestRawSpunValues,
// TestRawPliedValues, TestRawTwinedValues, TestRawLacedValues,
// TestRawPleatedValues, TestRawHemmedValues, TestRawBastedValues,
// TestRawDarnedValues, TestRawTattedValues, TestRawSmockedValues,
// TestRawCouchedValues, TestRawRuchedValues and TestRawShirredValues: see
// checkNewValues.
func TestRawUnseenValues(t *testing.T) { checkNewValues(t, PhrasingUnseen) }

func TestRawHiddenValues(t *testing.T) { checkNewValues(t, PhrasingHidden) }

func TestRawSealedValues(t *testing.T) { checkNewValues(t, PhrasingSealed) }

func TestRawVeiledValues(t *testing.T) { checkNewValues(t, PhrasingVeiled) }

func TestRawCloakedValues(t *testing.T) { checkNewValues(t, PhrasingCloaked) }

func TestRawMaskedValues(t *testing.T) { checkNewValues(t, PhrasingMasked) }

func TestRawShroudedValues(t *testing.T) { checkNewValues(t, PhrasingShrouded) }

func TestRawGildedValues(t *testing.T) { checkNewValues(t, PhrasingGilded) }

func TestRawTintedValues(t *testing.T) { checkNewValues(t, PhrasingTinted) }

func TestRawFrostedValues(t *testing.T) { checkNewValues(t, PhrasingFrosted) }

func TestRawEtchedValues(t *testing.T) { checkNewValues(t, PhrasingEtched) }

func TestRawWovenValues(t *testing.T) { checkNewValues(t, PhrasingWoven) }

func TestRawBraidedValues(t *testing.T) { checkNewValues(t, PhrasingBraided) }

func TestRawKnottedValues(t *testing.T) { checkNewValues(t, PhrasingKnotted) }

func TestRawQuiltedValues(t *testing.T) { checkNewValues(t, PhrasingQuilted) }

func TestRawStitchedValues(t *testing.T) { checkNewValues(t, PhrasingStitched) }

func TestRawFeltedValues(t *testing.T) { checkNewValues(t, PhrasingFelted) }

func TestRawSpunValues(t *testing.T) { checkNewValues(t, PhrasingSpun) }

func TestRawPliedValues(t *testing.T) { checkNewValues(t, PhrasingPlied) }

func TestRawTwinedValues(t *testing.T) { checkNewValues(t, PhrasingTwined) }

func TestRawLacedValues(t *testing.T) { checkNewValues(t, PhrasingLaced) }

func TestRawPleatedValues(t *testing.T) { checkNewValues(t, PhrasingPleated) }

func TestRawHemmedValues(t *testing.T) { checkNewValues(t, PhrasingHemmed) }

func TestRawBastedValues(t *testing.T) { checkNewValues(t, PhrasingBasted) }

func TestRawDarnedValues(t *testing.T) { checkNewValues(t, PhrasingDarned) }

func TestRawTattedValues(t *testing.T) { checkNewValues(t, PhrasingTatted) }

func TestRawSmockedValues(t *testing.T) { checkNewValues(t, PhrasingSmocked) }

func TestRawCouchedValues(t *testing.T) { checkNewValues(t, PhrasingCouched) }

func TestRawRuchedValues(t *testing.T) { checkNewValues(t, PhrasingRuched) }

func TestRawShirredValues(t *testing.T) { checkNewValues(t, PhrasingShirred) }

// TestRawTuckedValues: see checkNewValues.
func TestRawTuckedValues(t *testing.T) { checkNewValues(t, PhrasingTucked) }

// TestRawGatheredValues: see checkNewValues.
func TestRawGatheredValues(t *testing.T) { checkNewValues(t, PhrasingGathered) }

// TestRawFringedValues: see checkNewValues.
func TestRawFringedValues(t *testing.T) { checkNewValues(t, PhrasingFringed) }

// TestRawRibbedValues: see checkNewValues.
func TestRawRibbedValues(t *testing.T) { checkNewValues(t, PhrasingRibbed) }

// TestRawPurledValues: see checkNewValues.
func TestRawPurledValues(t *testing.T) { checkNewValues(t, PhrasingPurled) }

// TestRawPipedValues: see checkNewValues.
func TestRawPipedValues(t *testing.T) { checkNewValues(t, PhrasingPiped) }

// TestRawSeamedValues: see checkNewValues.
func TestRawSeamedValues(t *testing.T) { checkNewValues(t, PhrasingSeamed) }

// TestRawTuftedValues: see checkNewValues.
func TestRawTuftedValues(t *testing.T) { checkNewValues(t, PhrasingTufted) }

// TestRawTwilledValues: see checkNewValues.
func TestRawTwilledValues(t *testing.T) { checkNewValues(t, PhrasingTwilled) }

// TestRawCordedValues: see checkNewValues.
func TestRawCordedValues(t *testing.T) { checkNewValues(t, PhrasingCorded) }

// TestRawFlockedValues: see checkNewValues.
func TestRawFlockedValues(t *testing.T) { checkNewValues(t, PhrasingFlocked) }

// checkNewValues: set ph has values of its own for every attribute but
// diet (half of its diets are new), user names of its own, and none of its
// templates or user names names a value of set ph but through a
// placeholder, so the answer rule and the gold stay right.
func checkNewValues(t *testing.T, ph Phrasing) {
	t.Helper()
	var earlier, names []string
	for e := range ph {
		names = append(names, rawNames[e]...)
		for _, a := range rawAttrs {
			earlier = append(earlier, a.valuesIn(e)...)
		}
	}
	var values []string
	for name, a := range rawAttrs {
		vs := a.valuesIn(ph)
		if len(vs) < 8 {
			t.Errorf("%s: %d values in set %d", name, len(vs), ph)
		}
		var reused int
		for _, v := range vs {
			if slices.Contains(earlier, v) {
				reused++
			}
		}
		if (name == "diet" && reused > len(vs)/2) || (name != "diet" && reused > 0) {
			t.Errorf("%s: %d of %d values of set %d are in other sets", name, reused, len(vs), ph)
		}
		values = append(values, vs...)
	}
	for _, n := range rawNames[ph] {
		if slices.Contains(names, n) || slices.Contains(values, n) {
			t.Errorf("set %d's user %s is another set's user or one of its values", ph, n)
		}
	}
	words := append(slices.Clone(values), rawNames[ph]...)
	for list, sets := range rawTemplateLists() {
		for _, u := range sets[ph] {
			for _, w := range words {
				if regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(w) + `\b`).MatchString(u) {
					t.Errorf("%s: %q names %q", list, u, w)
				}
			}
		}
	}
}

// TestRawSealedNotNearCopies, TestRawVeiledNotNearCopies,
// TestRawCloakedNotNearCopies, TestRawMaskedNotNearCopies,
// TestRawShroudedNotNearCopies, TestRawGildedNotNearCopies,
// TestRawTintedNotNearCopies, TestRawFrostedNotNearCopies,
// TestRawEtchedNotNearCopies, TestRawWovenNotNearCopies,
// TestRawBraidedNotNearCopies, TestRawKnottedNotNearCopies,
// TestRawQuiltedNotNearCopies, TestRawStitchedNotNearCopies,
// TestRawFeltedNotNearCopies, TestRawSpunNotNearCopies,
// TestRawPliedNotNearCopies, TestRawTwinedNotNearCopies,
// TestRawLacedNotNearCopies, TestRawPleatedNotNearCopies,
// TestRawHemmedNotNearCopies, TestRawBastedNotNearCopies,
// TestRawDarnedNotNearCopies, TestRawTattedNotNearCopies,
// TestRawSmockedNotNearCopies, TestRawCouchedNotNearCopies and
// TestRawRuchedNotNearCopies and TestRawShirredNotNearCopies: see
// checkNotNearCopies.
func TestRawSealedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingSealed) }

func TestRawVeiledNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingVeiled) }

func TestRawCloakedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingCloaked) }

func TestRawMaskedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingMasked) }

func TestRawShroudedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingShrouded) }

func TestRawGildedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingGilded) }

func TestRawTintedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingTinted) }

func TestRawFrostedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingFrosted) }

func TestRawEtchedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingEtched) }

func TestRawWovenNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingWoven) }

func TestRawBraidedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingBraided) }

func TestRawKnottedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingKnotted) }

func TestRawQuiltedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingQuilted) }

func TestRawStitchedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingStitched) }

func TestRawFeltedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingFelted) }

func TestRawSpunNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingSpun) }

func TestRawPliedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingPlied) }

func TestRawTwinedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingTwined) }

func TestRawLacedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingLaced) }

func TestRawPleatedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingPleated) }

func TestRawHemmedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingHemmed) }

func TestRawBastedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingBasted) }

func TestRawDarnedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingDarned) }

func TestRawTattedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingTatted) }

func TestRawSmockedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingSmocked) }

func TestRawCouchedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingCouched) }

func TestRawRuchedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingRuched) }

func TestRawShirredNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingShirred) }

// TestRawTuckedNotNearCopies: see checkNotNearCopies.
func TestRawTuckedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingTucked) }

// TestRawGatheredNotNearCopies: see checkNotNearCopies.
func TestRawGatheredNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingGathered) }

// TestRawFringedNotNearCopies: see checkNotNearCopies.
func TestRawFringedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingFringed) }

// TestRawRibbedNotNearCopies: see checkNotNearCopies.
func TestRawRibbedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingRibbed) }

// TestRawPurledNotNearCopies: see checkNotNearCopies.
func TestRawPurledNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingPurled) }

// TestRawPipedNotNearCopies: see checkNotNearCopies.
func TestRawPipedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingPiped) }

// TestRawSeamedNotNearCopies: see checkNotNearCopies.
func TestRawSeamedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingSeamed) }

// TestRawTuftedNotNearCopies: see checkNotNearCopies.
func TestRawTuftedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingTufted) }

// TestRawTwilledNotNearCopies: see checkNotNearCopies.
func TestRawTwilledNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingTwilled) }

// TestRawCordedNotNearCopies: see checkNotNearCopies.
func TestRawCordedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingCorded) }

// TestRawFlockedNotNearCopies: see checkNotNearCopies.
func TestRawFlockedNotNearCopies(t *testing.T) { checkNotNearCopies(t, PhrasingFlocked) }

// checkNotNearCopies: beyond containment (checkNewTemplates), no template of
// set ph reads close to a template of an earlier set in the same list:
// their similarity (1 - Levenshtein distance / longer length, lower case)
// stays under rawMaxSimilarity, so set ph is not an earlier set reworded
// by a letter or two. A late kind's templates are also compared with the
// earlier sets' changes or reverts (rawNearLists).
func checkNotNearCopies(t *testing.T, ph Phrasing) {
	t.Helper()
	lists := rawTemplateLists()
	for list, sets := range lists {
		kind := list[strings.LastIndexByte(list, '.')+1:]
		near := sets
		if k, ok := rawNearLists[kind]; ok {
			near = lists[list[:len(list)-len(kind)]+k]
		}
		for _, u := range sets[ph] {
			for e := range ph {
				for _, o := range slices.Concat(sets[e], near[e]) {
					if r := rawSimilarity(u, o); r >= rawMaxSimilarity {
						t.Errorf("%s: set %d's %q reads %.2f like set %d's %q", list, ph, u, r, e, o)
					}
				}
			}
		}
	}
}

// rawMaxSimilarity is the similarity at which two templates count as near
// copies: short questions share "{name}" and "{when}", so lower bounds
// would flag templates with nothing but their placeholders in common.
const rawMaxSimilarity = 0.7

func TestRawSimilarity(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{{"abc", "abc", 1}, {"abc", "ABD", 2.0 / 3}, {"", "ab", 0}, {"kitten", "sitting", 1 - 3.0/7}} {
		if got := rawSimilarity(c.a, c.b); got < c.want-1e-9 || got > c.want+1e-9 {
			t.Errorf("rawSimilarity(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// rawSimilarity is 1 - the Levenshtein distance of a and b (lower case,
// by rune) over the longer one's length.
func rawSimilarity(a, b string) float64 {
	ra, rb := []rune(strings.ToLower(a)), []rune(strings.ToLower(b))
	if max(len(ra), len(rb)) == 0 {
		return 1
	}
	prev, cur := make([]int, len(rb)+1), make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			c := 1
			if ra[i-1] == rb[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev, cur = cur, prev
	}
	return 1 - float64(prev[len(rb)])/float64(max(len(ra), len(rb)))
}
