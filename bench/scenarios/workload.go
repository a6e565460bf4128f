package scenarios

import (
	"bytes"
	_ "embed"
	"fmt"
	"os"

	"github.com/evicortex/evicortex/bench/synth"
)

//go:embed scenarios.jsonl
var bundled []byte

//go:embed raw.jsonl
var bundledRaw []byte

// Bundled returns the committed scenario set (scenarios.jsonl).
func Bundled() ([]Scenario, error) { return Parse(bytes.NewReader(bundled)) }

// RawBundled returns the committed raw-conversation set (raw.jsonl, dev
// phrasings).
func RawBundled() ([]Scenario, error) { return Parse(bytes.NewReader(bundledRaw)) }

// RawHoldout returns the raw-conversation holdout set: the holdout
// phrasings, seed RawHoldoutSeed, generated on each call.
func RawHoldout() []Scenario { return GenerateRaw(RawHoldoutSeed, RawBundledPerKind, PhrasingHoldout) }

// RawFresh returns the raw-conversation set in the fresh phrasings and
// values, seed RawFreshSeed, generated on each call.
func RawFresh() []Scenario { return GenerateRaw(RawFreshSeed, RawBundledPerKind, PhrasingFresh) }

// RawBlind returns the raw-conversation set in the blind phrasings and
// values, seed RawBlindSeed, generated on each call.
func RawBlind() []Scenario { return GenerateRaw(RawBlindSeed, RawBundledPerKind, PhrasingBlind) }

// RawUnseen returns the raw-conversation set in the unseen phrasings and
// values (see Phrasing), seed RawUnseenSeed, generated on each call.
func RawUnseen() []Scenario { return GenerateRaw(RawUnseenSeed, RawBundledPerKind, PhrasingUnseen) }

// RawHidden returns the raw-conversation set in the hidden phrasings and
// values (see Phrasing), seed RawHiddenSeed, generated on each call.
func RawHidden() []Scenario { return GenerateRaw(RawHiddenSeed, RawBundledPerKind, PhrasingHidden) }

// RawSealed returns the raw-conversation set in the sealed phrasings and
// values (see Phrasing), seed RawSealedSeed, generated on each call.
func RawSealed() []Scenario { return GenerateRaw(RawSealedSeed, RawBundledPerKind, PhrasingSealed) }

// RawVeiled returns the raw-conversation set in the veiled phrasings and
// values (see Phrasing), seed RawVeiledSeed, generated on each call.
func RawVeiled() []Scenario { return GenerateRaw(RawVeiledSeed, RawBundledPerKind, PhrasingVeiled) }

// RawCloaked returns the raw-conversation set in the cloaked phrasings and
// values (see Phrasing), seed RawCloakedSeed, generated on each call.
func RawCloaked() []Scenario {
	return GenerateRaw(RawCloakedSeed, RawBundledPerKind, PhrasingCloaked)
}

// RawMasked returns the raw-conversation set in the masked phrasings and
// values (see Phrasing), seed RawMaskedSeed, generated on each call.
func RawMasked() []Scenario {
	return GenerateRaw(RawMaskedSeed, RawBundledPerKind, PhrasingMasked)
}

// RawShrouded returns the raw-conversation set in the shrouded phrasings
// and values (see Phrasing), seed RawShroudedSeed, generated on each call.
func RawShrouded() []Scenario {
	return GenerateRaw(RawShroudedSeed, RawBundledPerKind, PhrasingShrouded)
}

// RawGilded returns the raw-conversation set in the gilded phrasings and
// values (see Phrasing), seed RawGildedSeed, generated on each call.
func RawGilded() []Scenario {
	return GenerateRaw(RawGildedSeed, RawBundledPerKind, PhrasingGilded)
}

// RawTinted returns the raw-conversation set in the tinted phrasings and
// values (see Phrasing), seed RawTintedSeed, generated on each call.
func RawTinted() []Scenario {
	return GenerateRaw(RawTintedSeed, RawBundledPerKind, PhrasingTinted)
}

// RawFrosted returns the raw-conversation set in the frosted phrasings and
// values (see Phrasing), seed RawFrostedSeed, generated on each call.
func RawFrosted() []Scenario {
	return GenerateRaw(RawFrostedSeed, RawBundledPerKind, PhrasingFrosted)
}

// RawEtched returns the raw-conversation set in the etched phrasings and
// values (see Phrasing), seed RawEtchedSeed, generated on each call.
func RawEtched() []Scenario {
	return GenerateRaw(RawEtchedSeed, RawBundledPerKind, PhrasingEtched)
}

// RawWoven returns the raw-conversation set in the woven phrasings and
// values (see Phrasing), seed RawWovenSeed, generated on each call.
func RawWoven() []Scenario {
	return GenerateRaw(RawWovenSeed, RawBundledPerKind, PhrasingWoven)
}

// RawBraided returns the raw-conversation set in the braided phrasings and
// values (see Phrasing), seed RawBraidedSeed, generated on each call.
func RawBraided() []Scenario {
	return GenerateRaw(RawBraidedSeed, RawBundledPerKind, PhrasingBraided)
}

// RawKnotted returns the raw-conversation set in the knotted phrasings and
// values (see Phrasing), seed RawKnottedSeed, generated on each call.
func RawKnotted() []Scenario {
	return GenerateRaw(RawKnottedSeed, RawBundledPerKind, PhrasingKnotted)
}

// RawQuilted returns the raw-conversation set in the quilted phrasings and
// values (see Phrasing), seed RawQuiltedSeed, generated on each call.
func RawQuilted() []Scenario {
	return GenerateRaw(RawQuiltedSeed, RawBundledPerKind, PhrasingQuilted)
}

// RawStitched returns the raw-conversation set in the stitched phrasings
// and values (see Phrasing), seed RawStitchedSeed, generated on each call.
func RawStitched() []Scenario {
	return GenerateRaw(RawStitchedSeed, RawBundledPerKind, PhrasingStitched)
}

// RawFelted returns the raw-conversation set in the felted phrasings and
// values (see Phrasing), seed RawFeltedSeed, generated on each call.
func RawFelted() []Scenario {
	return GenerateRaw(RawFeltedSeed, RawBundledPerKind, PhrasingFelted)
}

// RawSpun returns the raw-conversation set in the spun phrasings and
// values (see Phrasing), seed RawSpunSeed, generated on each call.
func RawSpun() []Scenario {
	return GenerateRaw(RawSpunSeed, RawBundledPerKind, PhrasingSpun)
}

// RawPlied returns the raw-conversation set in the plied phrasings and
// values (see Phrasing), seed RawPliedSeed, generated on each call.
func RawPlied() []Scenario {
	return GenerateRaw(RawPliedSeed, RawBundledPerKind, PhrasingPlied)
}

// RawTwined returns the raw-conversation set in the twined phrasings and
// values (see Phrasing), seed RawTwinedSeed, generated on each call.
func RawTwined() []Scenario {
	return GenerateRaw(RawTwinedSeed, RawBundledPerKind, PhrasingTwined)
}

// RawLaced returns the raw-conversation set in the laced phrasings and
// values (see Phrasing), seed RawLacedSeed, generated on each call.
func RawLaced() []Scenario {
	return GenerateRaw(RawLacedSeed, RawBundledPerKind, PhrasingLaced)
}

// RawPleated returns the raw-conversation set in the pleated phrasings and
// values (see Phrasing), seed RawPleatedSeed, generated on each call.
func RawPleated() []Scenario {
	return GenerateRaw(RawPleatedSeed, RawBundledPerKind, PhrasingPleated)
}

// RawHemmed returns the raw-conversation set in the hemmed phrasings and
// values (see Phrasing), seed RawHemmedSeed, generated on each call.
func RawHemmed() []Scenario {
	return GenerateRaw(RawHemmedSeed, RawBundledPerKind, PhrasingHemmed)
}

// RawBasted returns the raw-conversation set in the basted phrasings and
// values (see Phrasing), seed RawBastedSeed, generated on each call.
func RawBasted() []Scenario {
	return GenerateRaw(RawBastedSeed, RawBundledPerKind, PhrasingBasted)
}

// RawDarned returns the raw-conversation set in the darned phrasings and
// values (see Phrasing), seed RawDarnedSeed, generated on each call.
func RawDarned() []Scenario {
	return GenerateRaw(RawDarnedSeed, RawBundledPerKind, PhrasingDarned)
}

// RawTatted returns the raw-conversation set in the tatted phrasings and
// values (see Phrasing), seed RawTattedSeed, generated on each call.
func RawTatted() []Scenario {
	return GenerateRaw(RawTattedSeed, RawBundledPerKind, PhrasingTatted)
}

// RawSmocked returns the raw-conversation set in the smocked phrasings and
// values (see Phrasing), seed RawSmockedSeed, generated on each call.
func RawSmocked() []Scenario {
	return GenerateRaw(RawSmockedSeed, RawBundledPerKind, PhrasingSmocked)
}

// RawCouched returns the raw-conversation set in the couched phrasings and
// values (see Phrasing), seed RawCouchedSeed, generated on each call.
func RawCouched() []Scenario {
	return GenerateRaw(RawCouchedSeed, RawBundledPerKind, PhrasingCouched)
}

// RawRuched returns the raw-conversation set in the ruched phrasings and
// values (see Phrasing), seed RawRuchedSeed, generated on each call.
func RawRuched() []Scenario {
	return GenerateRaw(RawRuchedSeed, RawBundledPerKind, PhrasingRuched)
}

// RawShirred returns the raw-conversation set in the shirred phrasings
// and values (see Phrasing), seed RawShirredSeed, generated on each call.
func RawShirred() []Scenario {
	return GenerateRaw(RawShirredSeed, RawBundledPerKind, PhrasingShirred)
}

// RawTucked returns the raw-conversation set in the tucked phrasings
// and values (see Phrasing), seed RawTuckedSeed, generated on each call.
func RawTucked() []Scenario {
	return GenerateRaw(RawTuckedSeed, RawBundledPerKind, PhrasingTucked)
}

// RawGathered returns the raw-conversation set in the gathered phrasings
// and values (see Phrasing), seed RawGatheredSeed, generated on each call.
func RawGathered() []Scenario {
	return GenerateRaw(RawGatheredSeed, RawBundledPerKind, PhrasingGathered)
}

// RawFringed returns the raw-conversation set in the fringed phrasings
// and values (see Phrasing), seed RawFringedSeed, generated on each call.
func RawFringed() []Scenario {
	return GenerateRaw(RawFringedSeed, RawBundledPerKind, PhrasingFringed)
}

// RawRibbed returns the raw-conversation set in the ribbed phrasings and
// values (see Phrasing), seed RawRibbedSeed, generated on each call.
func RawRibbed() []Scenario {
	return GenerateRaw(RawRibbedSeed, RawBundledPerKind, PhrasingRibbed)
}

// RawPurled returns the raw-conversation set in the purled phrasings and
// values (see Phrasing), seed RawPurledSeed, generated on each call.
func RawPurled() []Scenario {
	return GenerateRaw(RawPurledSeed, RawBundledPerKind, PhrasingPurled)
}

// RawPiped returns the raw-conversation set in the piped phrasings and
// values (see Phrasing), seed RawPipedSeed, generated on each call.
func RawPiped() []Scenario {
	return GenerateRaw(RawPipedSeed, RawBundledPerKind, PhrasingPiped)
}

// RawSeamed returns the raw-conversation set in the seamed phrasings and
// values (see Phrasing), seed RawSeamedSeed, generated on each call.
func RawSeamed() []Scenario {
	return GenerateRaw(RawSeamedSeed, RawBundledPerKind, PhrasingSeamed)
}

// RawTufted returns the raw-conversation set in the tufted phrasings and
// values (see Phrasing), seed RawTuftedSeed, generated on each call.
func RawTufted() []Scenario {
	return GenerateRaw(RawTuftedSeed, RawBundledPerKind, PhrasingTufted)
}

// RawTwilled returns the raw-conversation set in the twilled phrasings and
// values (see Phrasing), seed RawTwilledSeed, generated on each call.
func RawTwilled() []Scenario {
	return GenerateRaw(RawTwilledSeed, RawBundledPerKind, PhrasingTwilled)
}

// RawCorded returns the raw-conversation set in the corded phrasings and
// values (see Phrasing), seed RawCordedSeed, generated on each call.
func RawCorded() []Scenario {
	return GenerateRaw(RawCordedSeed, RawBundledPerKind, PhrasingCorded)
}

// RawFlocked returns the raw-conversation set in the flocked phrasings and
// values (see Phrasing), seed RawFlockedSeed, generated on each call.
func RawFlocked() []Scenario {
	return GenerateRaw(RawFlockedSeed, RawBundledPerKind, PhrasingFlocked)
}

// RawLong returns the long raw-conversation set in phrasing ph (seed
// RawLongSeed, RawLongPerKind per kind, RawLongFiller times the filler).
func RawLong(ph Phrasing) []Scenario {
	return GenerateRawFiller(RawLongSeed, RawLongPerKind, ph, RawLongFiller)
}

// BundledBytes returns the committed file's bytes (for digests).
func BundledBytes() []byte { return bytes.Clone(bundled) }

// Load reads and validates a scenario file.
func Load(path string) ([]Scenario, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("scenarios: %w", err)
	}
	defer f.Close()
	s, err := Parse(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// Workload converts scenarios into a synth.Workload (source "scenarios"):
// namespace "scenario/<id>", turn id "scenario/<id>/<observation id>",
// claims carried over (Supersedes as a turn id), questions of kind Current
// or Historical with Category = the scenario kind, their own Now, gold,
// expected value and candidates.
func Workload(scs []Scenario) (*synth.Workload, error) {
	var turns []synth.Turn
	var qs []synth.Question
	for _, s := range scs {
		ns := "scenario/" + s.ID
		for _, o := range s.Observations {
			t := synth.Turn{ID: ns + "/" + o.ID, Namespace: ns, Speaker: o.Speaker, Role: o.Role, Text: o.Speaker + ": " + o.Text,
				Source: ns + "/" + o.ID, OccurredAt: o.At}
			if c := o.Claim; c != nil {
				sc := &synth.Claim{Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
					ValidFrom: c.ValidFrom, Confidence: c.Confidence}
				if c.Supersedes != "" {
					sc.Supersedes = ns + "/" + c.Supersedes
				}
				t.Claim, t.Fact = sc, sc
			}
			turns = append(turns, t)
		}
		for _, q := range s.Questions {
			kind := synth.Current
			if q.Intent == "historical" {
				kind = synth.Historical
			}
			sq := synth.Question{ID: ns + "/" + q.ID, Namespace: ns, Text: q.Text, Kind: kind, Category: s.Kind,
				Subject: q.Subject, Predicate: q.Predicate, Expected: q.Expected, Now: q.Now, AsOf: q.AsOf,
				Candidates: q.Candidates}
			for _, g := range q.Gold {
				sq.Gold = append(sq.Gold, ns+"/"+g)
			}
			qs = append(qs, sq)
		}
	}
	return synth.External("scenarios", turns, qs)
}
