package memory

import (
	"strings"
	"testing"

	"github.com/evicortex/evicortex/bench/scenarios"
)

// TestRawDatasetsLoad: every generated raw dataset name parses as a
// --dataset entry and loads the scenarios package's set of that name, with
// the raw chunk family and a source naming its seed (no system is run).
func TestRawDatasetsLoad(t *testing.T) {
	names := []string{"raw-holdout", "raw-fresh", "raw-blind", "raw-unseen", "raw-hidden", "raw-sealed", "raw-veiled",
		"raw-cloaked", "raw-masked", "raw-shrouded", "raw-gilded", "raw-tinted", "raw-frosted", "raw-etched", "raw-woven", "raw-braided", "raw-knotted", "raw-quilted", "raw-stitched", "raw-felted", "raw-spun", "raw-plied", "raw-twined", "raw-laced", "raw-pleated", "raw-hemmed", "raw-basted", "raw-darned", "raw-tatted", "raw-smocked", "raw-couched", "raw-ruched", "raw-shirred", "raw-tucked", "raw-gathered", "raw-fringed", "raw-ribbed", "raw-purled", "raw-piped", "raw-seamed", "raw-tufted", "raw-twilled", "raw-corded", "raw-flocked", "raw-long", "raw-long-holdout", "raw-long-fresh", "raw-long-blind",
		"raw-long-unseen", "raw-long-hidden", "raw-long-sealed", "raw-long-veiled", "raw-long-cloaked", "raw-long-masked",
		"raw-long-shrouded", "raw-long-gilded", "raw-long-tinted", "raw-long-frosted", "raw-long-etched", "raw-long-woven", "raw-long-braided", "raw-long-knotted", "raw-long-quilted", "raw-long-stitched", "raw-long-felted", "raw-long-spun", "raw-long-plied", "raw-long-twined", "raw-long-laced", "raw-long-pleated", "raw-long-hemmed", "raw-long-basted", "raw-long-darned", "raw-long-tatted", "raw-long-smocked", "raw-long-couched", "raw-long-ruched", "raw-long-shirred", "raw-long-tucked", "raw-long-gathered", "raw-long-fringed", "raw-long-ribbed", "raw-long-purled", "raw-long-piped", "raw-long-seamed", "raw-long-tufted", "raw-long-twilled", "raw-long-corded", "raw-long-flocked"}
	got, err := parseDatasets(strings.Join(names, ","))
	if err != nil || len(got) != len(names) {
		t.Fatalf("parseDatasets: %v %v", got, err)
	}
	want := map[string]int{"raw-unseen": len(scenarios.RawUnseen()), "raw-long-unseen": len(scenarios.RawLong(scenarios.PhrasingUnseen)),
		"raw-hidden": len(scenarios.RawHidden()), "raw-long-hidden": len(scenarios.RawLong(scenarios.PhrasingHidden)),
		"raw-sealed": len(scenarios.RawSealed()), "raw-long-sealed": len(scenarios.RawLong(scenarios.PhrasingSealed)),
		"raw-veiled": len(scenarios.RawVeiled()), "raw-long-veiled": len(scenarios.RawLong(scenarios.PhrasingVeiled)),
		"raw-cloaked": len(scenarios.RawCloaked()), "raw-long-cloaked": len(scenarios.RawLong(scenarios.PhrasingCloaked)),
		"raw-masked": len(scenarios.RawMasked()), "raw-long-masked": len(scenarios.RawLong(scenarios.PhrasingMasked)),
		"raw-shrouded": len(scenarios.RawShrouded()), "raw-long-shrouded": len(scenarios.RawLong(scenarios.PhrasingShrouded)),
		"raw-gilded": len(scenarios.RawGilded()), "raw-long-gilded": len(scenarios.RawLong(scenarios.PhrasingGilded)),
		"raw-tinted": len(scenarios.RawTinted()), "raw-long-tinted": len(scenarios.RawLong(scenarios.PhrasingTinted)),
		"raw-frosted": len(scenarios.RawFrosted()), "raw-long-frosted": len(scenarios.RawLong(scenarios.PhrasingFrosted)),
		"raw-etched": len(scenarios.RawEtched()), "raw-long-etched": len(scenarios.RawLong(scenarios.PhrasingEtched)),
		"raw-woven": len(scenarios.RawWoven()), "raw-long-woven": len(scenarios.RawLong(scenarios.PhrasingWoven)),
		"raw-braided": len(scenarios.RawBraided()), "raw-long-braided": len(scenarios.RawLong(scenarios.PhrasingBraided)),
		"raw-knotted": len(scenarios.RawKnotted()), "raw-long-knotted": len(scenarios.RawLong(scenarios.PhrasingKnotted)),
		"raw-quilted": len(scenarios.RawQuilted()), "raw-long-quilted": len(scenarios.RawLong(scenarios.PhrasingQuilted)),
		"raw-stitched": len(scenarios.RawStitched()), "raw-long-stitched": len(scenarios.RawLong(scenarios.PhrasingStitched)),
		"raw-felted": len(scenarios.RawFelted()), "raw-long-felted": len(scenarios.RawLong(scenarios.PhrasingFelted)),
		"raw-spun": len(scenarios.RawSpun()), "raw-long-spun": len(scenarios.RawLong(scenarios.PhrasingSpun)),
		"raw-plied": len(scenarios.RawPlied()), "raw-long-plied": len(scenarios.RawLong(scenarios.PhrasingPlied)),
		"raw-twined": len(scenarios.RawTwined()), "raw-long-twined": len(scenarios.RawLong(scenarios.PhrasingTwined)),
		"raw-laced": len(scenarios.RawLaced()), "raw-long-laced": len(scenarios.RawLong(scenarios.PhrasingLaced)),
		"raw-pleated": len(scenarios.RawPleated()), "raw-long-pleated": len(scenarios.RawLong(scenarios.PhrasingPleated)),
		"raw-hemmed": len(scenarios.RawHemmed()), "raw-long-hemmed": len(scenarios.RawLong(scenarios.PhrasingHemmed)),
		"raw-basted": len(scenarios.RawBasted()), "raw-long-basted": len(scenarios.RawLong(scenarios.PhrasingBasted)),
		"raw-darned": len(scenarios.RawDarned()), "raw-long-darned": len(scenarios.RawLong(scenarios.PhrasingDarned)),
		"raw-tatted": len(scenarios.RawTatted()), "raw-long-tatted": len(scenarios.RawLong(scenarios.PhrasingTatted)),
		"raw-smocked": len(scenarios.RawSmocked()), "raw-long-smocked": len(scenarios.RawLong(scenarios.PhrasingSmocked)),
		"raw-couched": len(scenarios.RawCouched()), "raw-long-couched": len(scenarios.RawLong(scenarios.PhrasingCouched)),
		"raw-ruched": len(scenarios.RawRuched()), "raw-long-ruched": len(scenarios.RawLong(scenarios.PhrasingRuched)),
		"raw-shirred": len(scenarios.RawShirred()), "raw-long-shirred": len(scenarios.RawLong(scenarios.PhrasingShirred)),
		"raw-tucked": len(scenarios.RawTucked()), "raw-long-tucked": len(scenarios.RawLong(scenarios.PhrasingTucked)),
		"raw-gathered": len(scenarios.RawGathered()), "raw-long-gathered": len(scenarios.RawLong(scenarios.PhrasingGathered)),
		"raw-fringed": len(scenarios.RawFringed()), "raw-long-fringed": len(scenarios.RawLong(scenarios.PhrasingFringed)),
		"raw-ribbed": len(scenarios.RawRibbed()), "raw-long-ribbed": len(scenarios.RawLong(scenarios.PhrasingRibbed)),
		"raw-purled": len(scenarios.RawPurled()), "raw-long-purled": len(scenarios.RawLong(scenarios.PhrasingPurled)),
		"raw-piped": len(scenarios.RawPiped()), "raw-long-piped": len(scenarios.RawLong(scenarios.PhrasingPiped)),
		"raw-seamed": len(scenarios.RawSeamed()), "raw-long-seamed": len(scenarios.RawLong(scenarios.PhrasingSeamed)),
		"raw-tufted": len(scenarios.RawTufted()), "raw-long-tufted": len(scenarios.RawLong(scenarios.PhrasingTufted)),
		"raw-twilled": len(scenarios.RawTwilled()), "raw-long-twilled": len(scenarios.RawLong(scenarios.PhrasingTwilled)),
		"raw-corded": len(scenarios.RawCorded()), "raw-long-corded": len(scenarios.RawLong(scenarios.PhrasingCorded)),
		"raw-flocked": len(scenarios.RawFlocked()), "raw-long-flocked": len(scenarios.RawLong(scenarios.PhrasingFlocked))}
	for _, name := range names {
		d, err := loadDataset(name, options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d.name != name || d.chunkFamily() != "raw" || !strings.Contains(d.source, "seed") || len(d.w.Questions) == 0 {
			t.Errorf("%s: name %q family %q source %q, %d questions", name, d.name, d.chunkFamily(), d.source, len(d.w.Questions))
		}
		if n, ok := want[name]; ok && len(d.w.Namespaces) != n {
			t.Errorf("%s: %d namespaces, want %d scenarios", name, len(d.w.Namespaces), n)
		}
	}
	for _, set := range []string{"unseen", "hidden", "sealed", "veiled", "cloaked", "masked", "shrouded", "gilded", "tinted", "frosted", "etched", "woven", "braided", "knotted", "quilted", "stitched", "felted", "spun", "plied", "twined", "laced", "pleated", "hemmed", "basted", "darned", "tatted", "smocked", "couched", "ruched", "shirred", "tucked", "gathered", "fringed", "ribbed", "purled", "piped", "seamed", "tufted", "twilled", "corded", "flocked"} {
		if d, _ := loadDataset("raw-"+set, options{}); !strings.Contains(d.source, set) {
			t.Errorf("raw-%s source %q does not name the set", set, d.source)
		}
	}
}
