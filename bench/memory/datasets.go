package memory

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"strings"

	"github.com/evicortex/evicortex/bench/longmemeval"
	"github.com/evicortex/evicortex/bench/scenarios"
	"github.com/evicortex/evicortex/bench/synth"
)

// dataset is one loaded workload of a run.
type dataset struct {
	name    string // report label: synthetic, scenarios, raw, raw-holdout, locomo, longmemeval
	family  string // the chunk config's key in tuned.json; "" is name
	source  string // file path, or "generated" / "embedded"
	w       *synth.Workload
	skipped int // LongMemEval abstention questions left out
}

// loadDataset resolves one --dataset entry.
func loadDataset(spec string, o options) (*dataset, error) {
	switch spec {
	case "synthetic":
		w, err := synth.Generate(o.synth)
		return &dataset{name: "synthetic", source: "generated", w: w}, err
	case "scenarios":
		scs, err := scenarios.Bundled()
		if err != nil {
			return nil, err
		}
		w, err := scenarios.Workload(scs)
		return &dataset{name: "scenarios", source: "embedded bench/scenarios/scenarios.jsonl", w: w}, err
	case "raw":
		scs, err := scenarios.RawBundled()
		if err != nil {
			return nil, err
		}
		w, err := scenarios.Workload(scs)
		return &dataset{name: "raw", source: "embedded bench/scenarios/raw.jsonl (dev phrasings)", w: w}, err
	case "raw-holdout":
		w, err := scenarios.Workload(scenarios.RawHoldout())
		return &dataset{name: "raw-holdout", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, holdout phrasings, seed %d", scenarios.RawHoldoutSeed)}, err
	case "raw-fresh":
		w, err := scenarios.Workload(scenarios.RawFresh())
		return &dataset{name: "raw-fresh", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, fresh phrasings and values, seed %d", scenarios.RawFreshSeed)}, err
	case "raw-blind":
		w, err := scenarios.Workload(scenarios.RawBlind())
		return &dataset{name: "raw-blind", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, blind phrasings and values, seed %d", scenarios.RawBlindSeed)}, err
	case "raw-unseen":
		w, err := scenarios.Workload(scenarios.RawUnseen())
		return &dataset{name: "raw-unseen", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, unseen phrasings and values, seed %d", scenarios.RawUnseenSeed)}, err
	case "raw-hidden":
		w, err := scenarios.Workload(scenarios.RawHidden())
		return &dataset{name: "raw-hidden", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, hidden phrasings and values, seed %d", scenarios.RawHiddenSeed)}, err
	case "raw-sealed":
		w, err := scenarios.Workload(scenarios.RawSealed())
		return &dataset{name: "raw-sealed", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, sealed phrasings and values, seed %d", scenarios.RawSealedSeed)}, err
	case "raw-veiled":
		w, err := scenarios.Workload(scenarios.RawVeiled())
		return &dataset{name: "raw-veiled", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, veiled phrasings and values, seed %d", scenarios.RawVeiledSeed)}, err
	case "raw-cloaked":
		w, err := scenarios.Workload(scenarios.RawCloaked())
		return &dataset{name: "raw-cloaked", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, cloaked phrasings and values, seed %d", scenarios.RawCloakedSeed)}, err
	case "raw-masked":
		w, err := scenarios.Workload(scenarios.RawMasked())
		return &dataset{name: "raw-masked", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, masked phrasings and values, seed %d", scenarios.RawMaskedSeed)}, err
	case "raw-shrouded":
		w, err := scenarios.Workload(scenarios.RawShrouded())
		return &dataset{name: "raw-shrouded", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, shrouded phrasings and values, seed %d", scenarios.RawShroudedSeed)}, err
	case "raw-gilded":
		w, err := scenarios.Workload(scenarios.RawGilded())
		return &dataset{name: "raw-gilded", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, gilded phrasings and values, seed %d", scenarios.RawGildedSeed)}, err
	case "raw-tinted":
		w, err := scenarios.Workload(scenarios.RawTinted())
		return &dataset{name: "raw-tinted", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, tinted phrasings and values, seed %d", scenarios.RawTintedSeed)}, err
	case "raw-frosted":
		w, err := scenarios.Workload(scenarios.RawFrosted())
		return &dataset{name: "raw-frosted", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, frosted phrasings and values, seed %d", scenarios.RawFrostedSeed)}, err
	case "raw-etched":
		w, err := scenarios.Workload(scenarios.RawEtched())
		return &dataset{name: "raw-etched", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, etched phrasings and values, seed %d", scenarios.RawEtchedSeed)}, err
	case "raw-woven":
		w, err := scenarios.Workload(scenarios.RawWoven())
		return &dataset{name: "raw-woven", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, woven phrasings and values, seed %d", scenarios.RawWovenSeed)}, err
	case "raw-braided":
		w, err := scenarios.Workload(scenarios.RawBraided())
		return &dataset{name: "raw-braided", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, braided phrasings and values, seed %d", scenarios.RawBraidedSeed)}, err
	case "raw-knotted":
		w, err := scenarios.Workload(scenarios.RawKnotted())
		return &dataset{name: "raw-knotted", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, knotted phrasings and values, seed %d", scenarios.RawKnottedSeed)}, err
	case "raw-quilted":
		w, err := scenarios.Workload(scenarios.RawQuilted())
		return &dataset{name: "raw-quilted", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, quilted phrasings and values, seed %d", scenarios.RawQuiltedSeed)}, err
	case "raw-stitched":
		w, err := scenarios.Workload(scenarios.RawStitched())
		return &dataset{name: "raw-stitched", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, stitched phrasings and values, seed %d", scenarios.RawStitchedSeed)}, err
	case "raw-felted":
		w, err := scenarios.Workload(scenarios.RawFelted())
		return &dataset{name: "raw-felted", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, felted phrasings and values, seed %d", scenarios.RawFeltedSeed)}, err
	case "raw-spun":
		w, err := scenarios.Workload(scenarios.RawSpun())
		return &dataset{name: "raw-spun", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, spun phrasings and values, seed %d", scenarios.RawSpunSeed)}, err
	case "raw-plied":
		w, err := scenarios.Workload(scenarios.RawPlied())
		return &dataset{name: "raw-plied", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, plied phrasings and values, seed %d", scenarios.RawPliedSeed)}, err
	case "raw-twined":
		w, err := scenarios.Workload(scenarios.RawTwined())
		return &dataset{name: "raw-twined", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, twined phrasings and values, seed %d", scenarios.RawTwinedSeed)}, err
	case "raw-laced":
		w, err := scenarios.Workload(scenarios.RawLaced())
		return &dataset{name: "raw-laced", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, laced phrasings and values, seed %d", scenarios.RawLacedSeed)}, err
	case "raw-pleated":
		w, err := scenarios.Workload(scenarios.RawPleated())
		return &dataset{name: "raw-pleated", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, pleated phrasings and values, seed %d", scenarios.RawPleatedSeed)}, err
	case "raw-hemmed":
		w, err := scenarios.Workload(scenarios.RawHemmed())
		return &dataset{name: "raw-hemmed", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, hemmed phrasings and values, seed %d", scenarios.RawHemmedSeed)}, err
	case "raw-basted":
		w, err := scenarios.Workload(scenarios.RawBasted())
		return &dataset{name: "raw-basted", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, basted phrasings and values, seed %d", scenarios.RawBastedSeed)}, err
	case "raw-darned":
		w, err := scenarios.Workload(scenarios.RawDarned())
		return &dataset{name: "raw-darned", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, darned phrasings and values, seed %d", scenarios.RawDarnedSeed)}, err
	case "raw-tatted":
		w, err := scenarios.Workload(scenarios.RawTatted())
		return &dataset{name: "raw-tatted", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, tatted phrasings and values, seed %d", scenarios.RawTattedSeed)}, err
	case "raw-smocked":
		w, err := scenarios.Workload(scenarios.RawSmocked())
		return &dataset{name: "raw-smocked", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, smocked phrasings and values, seed %d", scenarios.RawSmockedSeed)}, err
	case "raw-couched":
		w, err := scenarios.Workload(scenarios.RawCouched())
		return &dataset{name: "raw-couched", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, couched phrasings and values, seed %d", scenarios.RawCouchedSeed)}, err
	case "raw-ruched":
		w, err := scenarios.Workload(scenarios.RawRuched())
		return &dataset{name: "raw-ruched", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, ruched phrasings and values, seed %d", scenarios.RawRuchedSeed)}, err
	case "raw-shirred":
		w, err := scenarios.Workload(scenarios.RawShirred())
		return &dataset{name: "raw-shirred", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, shirred phrasings and values, seed %d", scenarios.RawShirredSeed)}, err
	case "raw-tucked":
		w, err := scenarios.Workload(scenarios.RawTucked())
		return &dataset{name: "raw-tucked", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, tucked phrasings and values, seed %d", scenarios.RawTuckedSeed)}, err
	case "raw-gathered":
		w, err := scenarios.Workload(scenarios.RawGathered())
		return &dataset{name: "raw-gathered", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, gathered phrasings and values, seed %d", scenarios.RawGatheredSeed)}, err
	case "raw-fringed":
		w, err := scenarios.Workload(scenarios.RawFringed())
		return &dataset{name: "raw-fringed", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, fringed phrasings and values, seed %d", scenarios.RawFringedSeed)}, err
	case "raw-ribbed":
		w, err := scenarios.Workload(scenarios.RawRibbed())
		return &dataset{name: "raw-ribbed", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, ribbed phrasings and values, seed %d", scenarios.RawRibbedSeed)}, err
	case "raw-purled":
		w, err := scenarios.Workload(scenarios.RawPurled())
		return &dataset{name: "raw-purled", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, purled phrasings and values, seed %d", scenarios.RawPurledSeed)}, err
	case "raw-piped":
		w, err := scenarios.Workload(scenarios.RawPiped())
		return &dataset{name: "raw-piped", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, piped phrasings and values, seed %d", scenarios.RawPipedSeed)}, err
	case "raw-seamed":
		w, err := scenarios.Workload(scenarios.RawSeamed())
		return &dataset{name: "raw-seamed", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, seamed phrasings and values, seed %d", scenarios.RawSeamedSeed)}, err
	case "raw-tufted":
		w, err := scenarios.Workload(scenarios.RawTufted())
		return &dataset{name: "raw-tufted", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, tufted phrasings and values, seed %d", scenarios.RawTuftedSeed)}, err
	case "raw-twilled":
		w, err := scenarios.Workload(scenarios.RawTwilled())
		return &dataset{name: "raw-twilled", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, twilled phrasings and values, seed %d", scenarios.RawTwilledSeed)}, err
	case "raw-corded":
		w, err := scenarios.Workload(scenarios.RawCorded())
		return &dataset{name: "raw-corded", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, corded phrasings and values, seed %d", scenarios.RawCordedSeed)}, err
	case "raw-flocked":
		w, err := scenarios.Workload(scenarios.RawFlocked())
		return &dataset{name: "raw-flocked", family: "raw", w: w,
			source: fmt.Sprintf("generated raw conversations, flocked phrasings and values, seed %d", scenarios.RawFlockedSeed)}, err
	case "raw-long", "raw-long-holdout", "raw-long-fresh", "raw-long-blind", "raw-long-unseen", "raw-long-hidden", "raw-long-sealed", "raw-long-veiled",
		"raw-long-cloaked", "raw-long-masked", "raw-long-shrouded", "raw-long-gilded", "raw-long-tinted",
		"raw-long-frosted", "raw-long-etched", "raw-long-woven", "raw-long-braided",
		"raw-long-knotted", "raw-long-quilted", "raw-long-stitched", "raw-long-felted", "raw-long-spun",
		"raw-long-plied", "raw-long-twined", "raw-long-laced", "raw-long-pleated", "raw-long-hemmed", "raw-long-basted", "raw-long-darned", "raw-long-tatted", "raw-long-smocked", "raw-long-couched", "raw-long-ruched", "raw-long-shirred", "raw-long-tucked", "raw-long-gathered", "raw-long-fringed", "raw-long-ribbed", "raw-long-purled", "raw-long-piped", "raw-long-seamed", "raw-long-tufted", "raw-long-twilled", "raw-long-corded", "raw-long-flocked":
		ph := map[string]scenarios.Phrasing{"raw-long": scenarios.PhrasingDev, "raw-long-holdout": scenarios.PhrasingHoldout,
			"raw-long-fresh": scenarios.PhrasingFresh, "raw-long-blind": scenarios.PhrasingBlind,
			"raw-long-unseen": scenarios.PhrasingUnseen, "raw-long-hidden": scenarios.PhrasingHidden,
			"raw-long-sealed": scenarios.PhrasingSealed, "raw-long-veiled": scenarios.PhrasingVeiled,
			"raw-long-cloaked": scenarios.PhrasingCloaked, "raw-long-masked": scenarios.PhrasingMasked,
			"raw-long-shrouded": scenarios.PhrasingShrouded, "raw-long-gilded": scenarios.PhrasingGilded,
			"raw-long-tinted": scenarios.PhrasingTinted, "raw-long-frosted": scenarios.PhrasingFrosted,
			"raw-long-etched": scenarios.PhrasingEtched, "raw-long-woven": scenarios.PhrasingWoven,
			"raw-long-braided": scenarios.PhrasingBraided, "raw-long-knotted": scenarios.PhrasingKnotted,
			"raw-long-quilted": scenarios.PhrasingQuilted, "raw-long-stitched": scenarios.PhrasingStitched,
			"raw-long-felted": scenarios.PhrasingFelted, "raw-long-spun": scenarios.PhrasingSpun,
			"raw-long-plied": scenarios.PhrasingPlied, "raw-long-twined": scenarios.PhrasingTwined,
			"raw-long-laced": scenarios.PhrasingLaced, "raw-long-pleated": scenarios.PhrasingPleated,
			"raw-long-hemmed": scenarios.PhrasingHemmed, "raw-long-basted": scenarios.PhrasingBasted,
			"raw-long-darned": scenarios.PhrasingDarned, "raw-long-tatted": scenarios.PhrasingTatted,
			"raw-long-smocked": scenarios.PhrasingSmocked, "raw-long-couched": scenarios.PhrasingCouched, "raw-long-ruched": scenarios.PhrasingRuched,
			"raw-long-shirred": scenarios.PhrasingShirred, "raw-long-tucked": scenarios.PhrasingTucked,
			"raw-long-gathered": scenarios.PhrasingGathered, "raw-long-fringed": scenarios.PhrasingFringed,
			"raw-long-ribbed": scenarios.PhrasingRibbed, "raw-long-purled": scenarios.PhrasingPurled, "raw-long-piped": scenarios.PhrasingPiped,
			"raw-long-seamed": scenarios.PhrasingSeamed, "raw-long-tufted": scenarios.PhrasingTufted, "raw-long-twilled": scenarios.PhrasingTwilled, "raw-long-corded": scenarios.PhrasingCorded, "raw-long-flocked": scenarios.PhrasingFlocked}[spec]
		w, err := scenarios.Workload(scenarios.RawLong(ph))
		return &dataset{name: spec, family: "raw", w: w,
			source: fmt.Sprintf("generated long raw conversations (%dx filler), seed %d", scenarios.RawLongFiller, scenarios.RawLongSeed)}, err
	case "locomo":
		spec = o.data
	}
	return loadFile(spec)
}

// loadFile reads a scenario (.jsonl), LongMemEval or LoCoMo (.json) file.
func loadFile(path string) (*dataset, error) {
	if strings.HasSuffix(path, ".jsonl") {
		scs, err := scenarios.Load(path)
		if err != nil {
			return nil, err
		}
		w, err := scenarios.Workload(scs)
		return &dataset{name: "scenarios", source: path, w: w}, err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("dataset: %w", err)
	}
	if longmemeval.Sniff(b) {
		es, err := longmemeval.Parse(b)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		w, skipped, err := longmemeval.Workload(es)
		return &dataset{name: "longmemeval", source: path, w: w, skipped: skipped}, err
	}
	w, err := parseLoCoMo(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &dataset{name: "locomo", source: path, w: w}, nil
}

// devWorkload returns the dev data the chunk grid search runs on for a
// dataset: synthetic seed TuneSeed, scenarios generated with TuneSeed (not
// the bundled seed), LoCoMo and LongMemEval the evaluation file itself
// (the dev split is the only split here: tuning on it can only favour the
// baseline).
func devWorkload(ctx context.Context, d *dataset) (*synth.Workload, string, error) {
	switch d.name {
	case "synthetic":
		w, err := tuneWorkload(d.w)
		return w, fmt.Sprintf("synthetic seed %d", TuneSeed), err
	case "scenarios":
		w, err := scenarios.Workload(scenarios.Generate(TuneSeed, scenarios.BundledPerKind))
		return w, fmt.Sprintf("scenarios generated with seed %d (bundled set: seed %d)", TuneSeed, scenarios.BundledSeed), err
	case "raw", "raw-holdout":
		w, err := scenarios.Workload(scenarios.GenerateRaw(TuneSeed, scenarios.RawBundledPerKind, scenarios.PhrasingDev))
		return w, fmt.Sprintf("raw conversations generated with seed %d, dev phrasings (bundled set: seed %d)", TuneSeed, scenarios.RawBundledSeed), err
	}
	return d.w, d.source + " (the evaluation data itself)", nil
}

// chunkFamily is the key of d's frozen chunk config.
func (d *dataset) chunkFamily() string {
	if d.family != "" {
		return d.family
	}
	return d.name
}

// combinedDigest is the SHA-256 of the datasets' digests in order.
func combinedDigest(ds []DatasetReport) string {
	if len(ds) == 1 {
		return ds[0].Digest
	}
	h := sha256.New()
	for _, d := range ds {
		h.Write([]byte(d.Name + ":" + d.Digest + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))
}
